export { WebhooksPanel, type WebhooksPanelProps } from './WebhooksPanel';
