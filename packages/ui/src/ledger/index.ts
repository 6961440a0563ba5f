export * from './LedgerScreen';
