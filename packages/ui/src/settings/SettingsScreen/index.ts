export { SettingsScreen, type SettingsScreenProps } from './SettingsScreen';
