export * from './SetNewPasswordScreen';
