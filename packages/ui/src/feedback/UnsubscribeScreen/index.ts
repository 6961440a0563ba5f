export * from './UnsubscribeScreen';
