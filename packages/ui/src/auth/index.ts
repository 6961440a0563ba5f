export * from './AuthScreen';
export * from './SessionExpiredDialog';
