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

export const profileVisibilityLabels: Record<ProfileVisibility, string> = {
  public: 'Public',
  members: 'Members only',
  private: 'Private',
};
