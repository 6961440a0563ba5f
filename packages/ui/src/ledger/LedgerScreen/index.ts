export { LedgerScreen, type LedgerScreenProps, type LedgerStatus } from './LedgerScreen';
