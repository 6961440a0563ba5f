import { useSessionUser } from '../session/SessionProvider';
import type {
  NotificationSettings,
  PrivacySettings,
  ProfileSettings,
  SavableSettingsSection,
  Settings,
} from '@brand/ui';
import { useCallback } from 'react';
import { getDb } from './client';
import type { Db, SettingsUpdate } from './db';
import { announceOwnName } from './profiles';
import { showOnlineChanged } from './presence';
import {
  defaults,
  profileColumns,
  settingsColumns,
  toNotifications,
  toPrivacy,
  toProfileSettings,
  toSettings,
  type ProfileValues,
} from './settingsRows';
import { useLoad } from './useLoad';
import { profileRefusal } from './fieldRefusals';

/*
 * Settings: the Profile tab is the person's `profiles` row (the sign-in email is the auth
 * service's, changed in the account section: ../routes/AccountSection); Notifications and
 * Privacy are `user_settings` (no row means the defaults). Mapped to `@brand/ui`'s `Settings`
 * here and nowhere else.
 */

/** Optional text: absent is NULL, never blank (the database refuses blank text). */
const optional = (text: string) => (text.trim() === '' ? null : text);

/** The signed-in person's settings. */
export async function fetchSettings(
  db: Db,
  userId: string,
  email?: string,
): Promise<Settings | null> {
  const [profile, settings] = await Promise.all([
    db.from('profiles').select(profileColumns).eq('id', userId).maybeSingle(),
    db.from('user_settings').select(settingsColumns).eq('user_id', userId).maybeSingle(),
  ]);
  if (profile.error) throw profile.error;
  if (settings.error) throw settings.error;
  // No profile row yet: a brand-new account's first visit (useSettings creates it).
  return toSettings({ profile: profile.data, settings: settings.data }, email);
}

async function upsertSettings(db: Db, userId: string, values: SettingsUpdate) {
  const { data, error } = await db
    .from('user_settings')
    .upsert({ ...values, user_id: userId }, { onConflict: 'user_id' })
    .select(settingsColumns)
    .single();
  if (error) throw error;
  return data;
}

async function updateProfile(db: Db, userId: string, values: ProfileValues) {
  const { data, error } = await db
    .from('profiles')
    .update(values)
    .eq('id', userId)
    .select(profileColumns)
    .single();
  if (error) throw error;
  return data;
}

/**
 * Saves one section and resolves with it as stored; throws the database's refusal (nothing
 * of the section is kept then), a profile field's as a `FieldRefusal` for that field.
 */
export async function saveSettingsSection<S extends SavableSettingsSection>(
  db: Db,
  userId: string,
  section: S,
  values: Settings[S],
  saved: Settings,
): Promise<Settings[S]> {
  if (section === 'notifications') {
    const n = values as NotificationSettings;
    const row = await upsertSettings(db, userId, {
      email_notifications: n.emailNotifications,
      push_notifications: n.pushNotifications,
      job_alerts: n.jobAlerts,
      message_alerts: n.messageAlerts,
      marketing_emails: n.marketingEmails,
      digest_enabled: n.dailyDigest,
      digest_hour: n.digestHour,
      digest_time_zone: n.digestTimeZone,
    });
    return toNotifications(row) as Settings[S];
  }
  if (section === 'privacy') {
    const p = values as PrivacySettings;
    const row = await upsertSettings(db, userId, {
      profile_visibility: p.profileVisibility,
      show_email: p.showEmail,
      show_location: p.showLocation,
      show_rates: p.showRates,
      show_online: p.showOnline,
    });
    // Off: out of presence at once; on: back in (data/presence.ts).
    showOnlineChanged(row.show_online);
    return toPrivacy(row) as Settings[S];
  }

  // The Profile tab's fields. The sign-in email is changed through the auth service (the
  // account section), so the legacy display email is no longer written here.
  const p = values as ProfileSettings;
  try {
    const profileRow = await updateProfile(db, userId, {
      display_name: p.name,
      title: optional(p.title ?? ''),
      bio: optional(p.bio),
      location: optional(p.location),
      // Sent as typed: the database parses it, and refuses what is not a number in range.
      hourly_rate: (optional(p.hourlyRate.trim()) as unknown as number | null) ?? null,
      skills: (p.skills ?? []).map((skill) => skill.trim()),
    });
    return toProfileSettings(profileRow, {
      ...defaults(undefined),
      email: saved.profile.email,
    }) as Settings[S];
  } catch (error) {
    throw profileRefusal(error);
  }
}

/** The signed-in person's settings for the settings route, and `save` for its tabs. */
export function useSettings(initial?: Settings) {
  const user = useSessionUser();
  const id = user?.id;
  const email = user?.email;
  const load = useCallback(async () => {
    const db = await getDb();
    const settings = await fetchSettings(db, id!, email);
    if (!settings) throw new Error('Your profile could not be found. Try again.');
    return settings;
  }, [id, email]);
  const state = useLoad(id ?? null, load, () => initial);
  const { set } = state;
  const saved = state.status === 'ready' ? state.data : undefined;

  const save = useCallback(
    async <S extends SavableSettingsSection>(section: S, values: Settings[S]) => {
      if (!id || !saved) throw new Error('Not signed in.');
      const stored = await saveSettingsSection(await getDb(), id, section, values, saved);
      set((current) => ({ ...current, [section]: stored }));
      if (section === 'profile') announceOwnName(id, (stored as ProfileSettings).name);
    },
    [id, saved, set],
  );
  return { ...state, save };
}
