export {
  SettingsPanel,
  SettingsToggle,
  type SettingsPanelProps,
  type SettingsToggleProps,
} from './SettingsPanel';
