export { OpenAccounting, openAccountingPoints, type OpenAccountingProps } from './OpenAccounting';
