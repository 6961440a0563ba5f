import { greetingName } from '@brand/ui';
import { useEffect } from 'react';
import { getDb } from './client';
import { useTransitionStore } from './transitionStore';

/*
 * The signed-in person's own profile row (`profiles`, created on first sign-in) and their
 * display name for the shell. A profile page's data is ./profilePage (its route's code only).
 */

/** The longest display name the database takes (profiles_display_name_check). */
const displayNameLimit = 80;

/** The display name a new account starts with: the email's local part (or 'User'). */
export function initialDisplayName(email: string | undefined): string {
  return greetingName(email).slice(0, displayNameLimit);
}

const ensured = new Map<string, Promise<void>>();

/**
 * Creates the signed-in person's profile row if there is none (first sign-in), and leaves an
 * existing one as it is. Once per user id and page load; a failure is forgotten so the next
 * call tries again. Await it before writing anything that references the profile.
 */
export function ensureOwnProfile(userId: string, email: string | undefined): Promise<void> {
  let done = ensured.get(userId);
  if (!done) {
    done = (async () => {
      const db = await getDb();
      const { error } = await db
        .from('profiles')
        .upsert(
          { id: userId, display_name: initialDisplayName(email) },
          { onConflict: 'id', ignoreDuplicates: true },
        );
      if (error && error.code !== '23505') throw error;
    })();
    done.catch(() => ensured.delete(userId));
    ensured.set(userId, done);
  }
  return done;
}

/**
 * Reads something of the signed-in person's own that needs their profile row, reading first:
 * the row exists on every load but a brand-new account's first, and a read is one request
 * where creating the row first would be two in a row (and a write on every load). Only when
 * `read` finds nothing is the row created and `read` run again.
 */
export async function readOwn<T>(
  userId: string,
  email: string | undefined,
  read: () => Promise<T | null>,
): Promise<T | null> {
  const found = await read();
  if (found) {
    ensured.set(userId, Promise.resolve());
    return found;
  }
  await ensureOwnProfile(userId, email);
  return read();
}

/*
 * The signed-in person's display name for the shell: loaded once their profile row exists,
 * and replaced when they save the Profile settings tab (`announceOwnName`).
 */
let ownName: { userId: string; name: string } | undefined;
const nameListeners = new Set<() => void>();

export function announceOwnName(userId: string, name: string): void {
  ownName = { userId, name };
  nameListeners.forEach((listener) => listener());
}

const readName = () => ownName;

function subscribeName(listener: () => void) {
  nameListeners.add(listener);
  return () => nameListeners.delete(listener);
}

/** The person's display name (undefined until loaded; the shell then shows the email). */
export function useOwnDisplayName(userId: string | undefined, email: string | undefined) {
  useEffect(() => {
    if (!userId || ownName?.userId === userId) return;
    let current = true;
    (async () => {
      const db = await getDb();
      const data = await readOwn(userId, email, async () => {
        const { data: row, error } = await db
          .from('profiles')
          .select('display_name')
          .eq('id', userId)
          .maybeSingle();
        if (error) throw error;
        return row;
      });
      if (current && data) announceOwnName(userId, data.display_name);
    })().catch((error: unknown) => console.warn('Could not load the display name:', error));
    return () => {
      current = false;
    };
  }, [userId, email]);
  const snapshot = useTransitionStore(subscribeName, readName);
  return snapshot && snapshot.userId === userId ? snapshot.name : undefined;
}
