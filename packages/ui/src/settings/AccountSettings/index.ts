export * from './AccountSettings';
