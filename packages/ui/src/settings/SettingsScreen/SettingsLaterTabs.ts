// The Notifications, Privacy and Billing tabs' code (Radix's Switch, the select, the fee
// schedule): not needed to draw the Profile tab, so loaded apart (SettingsScreen.tsx).
export { BillingPanel } from '../BillingPanel/BillingPanel';
export { NotificationSettingsForm } from '../NotificationSettingsForm/NotificationSettingsForm';
export { PrivacySettingsForm } from '../PrivacySettingsForm/PrivacySettingsForm';
