import { useEffect } from 'react';
import { getDb } from './client';
import { useTransitionStore } from './transitionStore';

/*
 * The signed-in person's display name for the shell (their `profiles` row is made with the
 * account, by the database's trigger on auth.users). A profile page's data is ./profilePage (its route's code only).
 */

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

/**
 * The person's display name (undefined until loaded; the shell then shows the email). With
 * `known` (the shell's loader read it for this person), it is not loaded again: it changes
 * only when they save it here (`announceOwnName`).
 */
export function useOwnDisplayName(
  userId: string | undefined,
  email: string | undefined,
  known = false,
) {
  useEffect(() => {
    if (!userId || known || ownName?.userId === userId) return;
    let current = true;
    (async () => {
      const db = await getDb();
      const { data, error } = await db
        .from('profiles')
        .select('display_name')
        .eq('id', userId)
        .maybeSingle();
      if (error) throw error;
      if (current && data) announceOwnName(userId, data.display_name);
    })().catch((error: unknown) => console.warn('Could not load the display name:', error));
    return () => {
      current = false;
    };
  }, [userId, email, known]);
  const snapshot = useTransitionStore(subscribeName, readName);
  return snapshot && snapshot.userId === userId ? snapshot.name : undefined;
}
