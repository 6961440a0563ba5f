export { SettingsPanel, type SettingsPanelProps } from './SettingsPanel';
export { SettingsToggle, type SettingsToggleProps } from './SettingsToggle';
