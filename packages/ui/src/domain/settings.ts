import type { ProfileVisibility, SettingsSection } from './types';

/* Copy and formatting rules of the settings screen (spec sections 3, 8 and 9). */

export const settingsSectionLabels: Record<SettingsSection, string> = {
  profile: 'Profile',
  notifications: 'Notifications',
  privacy: 'Privacy',
  billing: 'Billing',
};

/** The sections that have a Save button (billing is display only). */
export type SavableSettingsSection = Exclude<SettingsSection, 'billing'>;

export const settingsSavedTitle = 'Settings saved';

/** The toast body after a save: 'Your {section} settings have been updated successfully.' */
export function settingsSavedMessage(section: SettingsSection): string {
  return `Your ${section} settings have been updated successfully.`;
}

export const settingsSaveFailedMessage = 'Failed to save settings. Please try again.';

export const profileVisibilityLabels: Record<ProfileVisibility, string> = {
  public: 'Public',
  members: 'Members only',
  private: 'Private',
};
