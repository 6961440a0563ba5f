import type { FailedEmail } from '@brand/ui';
import { useCallback } from 'react';
import { getDb } from './client';
import type { Db } from './db';
import { useLoad } from './useLoad';

/*
 * The signed-in person's emails that could not be delivered (issue 36): their own dead rows of
 * email_outbox (RLS: each person reads only their own), newest first, for the Notifications
 * tab. A row from before the worker recorded addresses has none: the account's address is shown.
 */

/** How many the tab lists (the newest). */
export const FAILED_EMAILS_SHOWN = 20;

export async function loadFailedEmails(db: Db, accountEmail: string): Promise<FailedEmail[]> {
  const { data, error } = await db
    .from('email_outbox')
    .select('id,kind,updated_at,last_error,to_address')
    .eq('status', 'dead')
    .order('updated_at', { ascending: false })
    .limit(FAILED_EMAILS_SHOWN);
  if (error) throw error;
  return data.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    failedAt: row.updated_at,
    lastError: row.last_error,
    address: row.to_address ?? accountEmail,
  }));
}

/** Loaded in the browser when the Notifications tab is drawn. */
export function useFailedEmails(user: { id: string; email: string | undefined } | undefined) {
  const email = user?.email ?? '';
  const load = useCallback(async () => loadFailedEmails(await getDb(), email), [email]);
  return useLoad(user ? `${user.id}:${email}` : null, load);
}
