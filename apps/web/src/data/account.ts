import { formatResponseTime, paths } from '@brand/ui';
import { getSupabase } from '../session/client';
import type { Db } from './db';
import { rowImageUrl } from './imageUrls';

/*
 * The account (the auth service's side of a person) and what the Settings screen shows beside
 * the profile form: photo, computed response time, pending email change. Every call goes
 * through supabase-js: `auth.updateUser`, `auth.resetPasswordForEmail`, `auth.resend`, the
 * `delete_my_account` RPC, and the storage client for the person's pictures.
 */

/** What the Settings screen shows of one's own card: photo and computed response time. */
export interface OwnCard {
  avatarPath: string | null;
  initials: string;
  responseTime: string;
}

export async function fetchOwnCard(db: Db, userId: string): Promise<OwnCard | null> {
  const { data, error } = await db
    .from('profile_cards')
    .select('avatar_path, avatar_initials, response_minutes')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw error;
  if (!data) return null;
  return {
    avatarPath: data.avatar_path,
    initials: data.avatar_initials ?? '',
    responseTime: formatResponseTime(data.response_minutes),
  };
}

/** The photo's address, only if it is one of ours. */
export const avatarUrl = (path: string | null) => rowImageUrl('avatars', path) || undefined;

const origin = () => window.location.origin;

/** Throws the auth service's words. */
function check(error: { message: string } | null) {
  if (error) throw new Error(error.message);
}

/**
 * 'Change email': the auth service mails a confirmation link to the new address; the sign-in
 * email changes once it is opened (until then the old one stays).
 */
export async function changeEmail(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser(
    { email },
    { emailRedirectTo: `${origin()}${paths.settings}` },
  );
  check(error);
}

/** 'Change password', signed in. */
export async function changePassword(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  check(error);
}

/**
 * Deletes the account: the person's pictures first (hosted wants removals through the Storage
 * API, the database does not touch them), then `delete_my_account()`, which leaves the
 * 'Deleted user' tombstone, closes their open jobs and removes their sign-in. The caller signs
 * out afterwards.
 */
export async function deleteAccount(userId: string): Promise<void> {
  const supabase = await getSupabase();
  // The storage code loads only now (the settings page draws without it).
  const { listOwnImages, removeImages } = await import('./images');
  for (const bucket of ['avatars', 'portfolio'] as const) {
    const paths = await listOwnImages(bucket, userId).catch(() => []);
    await removeImages(bucket, paths);
  }
  const { error } = await supabase.rpc('delete_my_account');
  check(error);
}
