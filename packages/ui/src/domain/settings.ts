import type { ProfileVisibility, SettingsSection } from './types';

/* Copy of the settings screen: the section names and the profile-visibility labels. */

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
