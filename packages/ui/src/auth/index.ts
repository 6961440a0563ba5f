export * from './AuthScreen';
