export * from './SessionExpiredDialog';
