import type { NotificationSettings, PrivacySettings, ProfileSettings, Settings } from '@brand/ui';
import type { ProfileRow, SettingsRow } from './db';

/*
 * The plain part of settings: the columns read and their rows made into @brand/ui's
 * `Settings`. Nothing here loads anything, and nothing imports @brand/ui's code: settings.html's
 * inline script (src/app/settingsPage.ts, compiled on its own) draws the Profile tab with it
 * before the app has loaded, and the app (./settings) with the same functions afterwards.
 */

export type SettingsValues = Pick<
  SettingsRow,
  | 'email'
  | 'email_notifications'
  | 'push_notifications'
  | 'job_alerts'
  | 'message_alerts'
  | 'marketing_emails'
  | 'digest_enabled'
  | 'digest_hour'
  | 'digest_time_zone'
  | 'profile_visibility'
  | 'show_email'
  | 'show_location'
  | 'show_rates'
>;

export type ProfileValues = Pick<ProfileRow, 'display_name' | 'bio' | 'location' | 'hourly_rate'>;

/** The database's defaults for a person without a settings row (supabase/README.md). */
export const defaults = (email: string | undefined): SettingsValues => ({
  email: email ?? null,
  email_notifications: true,
  push_notifications: false,
  job_alerts: true,
  message_alerts: true,
  marketing_emails: false,
  digest_enabled: false,
  digest_hour: 8,
  digest_time_zone: 'UTC',
  profile_visibility: 'public',
  show_email: false,
  show_location: true,
  show_rates: true,
});

export const settingsColumns =
  'email, email_notifications, push_notifications, job_alerts, message_alerts, marketing_emails, digest_enabled, digest_hour, digest_time_zone, profile_visibility, show_email, show_location, show_rates';
export const profileColumns = 'display_name, bio, location, hourly_rate';

export const toProfileSettings = (p: ProfileValues, s: SettingsValues): ProfileSettings => ({
  name: p.display_name,
  email: s.email ?? '',
  bio: p.bio ?? '',
  location: p.location ?? '',
  hourlyRate: p.hourly_rate === null ? '' : String(Number(p.hourly_rate)),
});

export const toNotifications = (s: SettingsValues): NotificationSettings => ({
  emailNotifications: s.email_notifications,
  pushNotifications: s.push_notifications,
  jobAlerts: s.job_alerts,
  messageAlerts: s.message_alerts,
  marketingEmails: s.marketing_emails,
  dailyDigest: s.digest_enabled,
  digestHour: s.digest_hour,
  digestTimeZone: s.digest_time_zone,
});

export const toPrivacy = (s: SettingsValues): PrivacySettings => ({
  profileVisibility: s.profile_visibility,
  showEmail: s.show_email,
  showLocation: s.show_location,
  showRates: s.show_rates,
});

/** The two rows the Settings screen reads: no profile row yet for a brand-new account. */
export interface SettingsAnswer {
  profile: ProfileValues | null;
  settings: SettingsValues | null;
}

/** The rows as the screen's `Settings`; null without a profile row (the app creates it). */
export function toSettings(
  { profile, settings }: SettingsAnswer,
  email: string | undefined,
): Settings | null {
  if (!profile) return null;
  // The database makes the settings row with the account (a trigger on auth.users), so its
  // display email starts empty: the account's sign-in email stands in until one is saved.
  const s = settings ? { ...settings, email: settings.email ?? email ?? null } : defaults(email);
  return {
    profile: toProfileSettings(profile, s),
    notifications: toNotifications(s),
    privacy: toPrivacy(s),
  };
}
