export * from './FailedEmails';
