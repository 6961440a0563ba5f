export * from './BillingPanel';
export * from './DigestSettings';
export * from './NotificationSettingsForm';
export * from './PrivacySettingsForm';
export * from './ProfileSettingsForm';
export * from './SettingsPanel';
export * from './SettingsScreen';
export * from './WebhooksPanel';
