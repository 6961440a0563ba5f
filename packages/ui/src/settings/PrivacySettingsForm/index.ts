export { PrivacySettingsForm, type PrivacySettingsFormProps } from './PrivacySettingsForm';
