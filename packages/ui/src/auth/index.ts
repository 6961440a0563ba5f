export * from './AuthScreen';
export * from './SessionExpiredDialog';
export * from './SetNewPasswordScreen';
