export { ProfileSettingsForm, type ProfileSettingsFormProps } from './ProfileSettingsForm';
