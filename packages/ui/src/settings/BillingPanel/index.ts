export { BillingPanel, type BillingPanelProps, type Billing } from './BillingPanel';
