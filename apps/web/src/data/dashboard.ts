import type { ActivityItem, DashboardStats } from '@brand/ui';
import { callerId, getDb } from './client';
import type { Db } from './db';
import { postedAgo } from './jobRows';

/*
 * The dashboard from the caller's own rows (RLS limits every query to what they may read):
 *   Active Jobs   their jobs that are open or in progress;
 *   Applications  proposals they sent plus proposals received on their jobs (not withdrawn);
 *   Completed     their completed engagements, as freelancer or as client;
 *   Messages      messages received and not read yet (the shell's live count, data/live.ts).
 * Recent Activity: the newest proposals sent and received, the newest message received in each
 * conversation, and jobs posted.
 */

/** The dashboard's own figures; Messages (unread) comes from the shell's live count. */
export interface Dashboard {
  counts: Omit<DashboardStats, 'messages'>;
  activity: ActivityItem[];
}

/** How many items Recent Activity shows. */
export const ACTIVITY_ITEMS = 5;

const quote = (title: string) => `“${title}”`;

function preview(text: string, max = 140): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/*
 * Counts are GET requests with `count: 'exact'` and one row, not HEAD requests: Chromium
 * reports every fetch() HEAD as aborted (net::ERR_ABORTED) although it succeeds, which would
 * read as a failed request in the browser's network log.
 */
async function count(request: PromiseLike<{ count: number | null; error: unknown }>) {
  const { count: n, error } = await request;
  if (error) throw error;
  return n ?? 0;
}

export async function loadDashboard(db?: Db, userId?: string): Promise<Dashboard> {
  const client = db ?? (await getDb());
  const me = userId ?? (await callerId(client, 'Sign in to see your dashboard.'));

  const [activeJobs, applications, completed, proposals, messages, jobs] = await Promise.all([
    count(
      client
        .from('jobs')
        .select('id', { count: 'exact' })
        .eq('owner_id', me)
        .in('status', ['open', 'in_progress'])
        .limit(1),
    ),
    count(
      client.from('proposals').select('id', { count: 'exact' }).neq('status', 'withdrawn').limit(1),
    ),
    count(
      // RLS: only the two parties read an engagement.
      client
        .from('engagements')
        .select('id', { count: 'exact' })
        .eq('status', 'completed')
        .limit(1),
    ),
    client
      .from('proposals')
      .select(
        'id, created_at, freelancer_id, jobs!inner(title, owner_id), freelancer:profile_cards!proposals_freelancer_id_fkey(display_name)',
      )
      .order('created_at', { ascending: false })
      .limit(ACTIVITY_ITEMS),
    client
      .from('messages')
      .select(
        'id, created_at, body, sender_id, conversation_id, sender:profile_cards!messages_sender_id_fkey(display_name)',
      )
      .neq('sender_id', me)
      .order('created_at', { ascending: false })
      .limit(ACTIVITY_ITEMS * 10),
    client
      .from('jobs')
      .select('id, created_at, title, status')
      .eq('owner_id', me)
      .order('created_at', { ascending: false })
      .limit(ACTIVITY_ITEMS),
  ]);
  for (const result of [proposals, messages, jobs]) if (result.error) throw result.error;

  // Names come embedded (profile_cards, privacy applied): none when a profile is withheld.
  const names = new Map<string, string>();
  for (const p of proposals.data ?? []) {
    if (p.freelancer) names.set(p.freelancer_id, p.freelancer.display_name);
  }
  for (const m of messages.data ?? []) {
    if (m.sender) names.set(m.sender_id, m.sender.display_name);
  }
  const nameOf = (id: string) => names.get(id) ?? 'A member';
  /** Who a line is about, when their profile is visible to the caller (their name links to it). */
  const personOf = (id: string) => {
    const name = names.get(id);
    return name ? { person: { id, name } } : {};
  };

  const now = new Date();
  const items: Array<ActivityItem & { at: string }> = [];
  for (const p of proposals.data ?? []) {
    const sent = p.freelancer_id === me;
    items.push({
      id: `proposal-${p.id}`,
      kind: 'application',
      title: sent ? 'Proposal sent' : 'New application received',
      ...(sent ? {} : personOf(p.freelancer_id)),
      detail: sent
        ? `You applied to ${quote(p.jobs.title)}.`
        : `${nameOf(p.freelancer_id)} applied to ${quote(p.jobs.title)}.`,
      time: postedAgo(p.created_at, now),
      at: p.created_at,
    });
  }
  // One line per conversation: its newest message (a busy thread does not fill the list).
  const seen = new Set<string>();
  for (const m of messages.data ?? []) {
    if (seen.has(m.conversation_id)) continue;
    seen.add(m.conversation_id);
    items.push({
      id: `message-${m.id}`,
      kind: 'message',
      title: `New message from ${nameOf(m.sender_id)}`,
      ...personOf(m.sender_id),
      detail: preview(m.body),
      time: postedAgo(m.created_at, now),
      at: m.created_at,
    });
  }
  for (const j of jobs.data ?? []) {
    items.push({
      id: `job-${j.id}`,
      kind: 'job',
      title: 'Job posted',
      detail:
        j.status === 'open'
          ? `${quote(j.title)} is open for proposals.`
          : j.status === 'in_progress'
            ? `${quote(j.title)} is in progress.`
            : `${quote(j.title)} is closed.`,
      time: postedAgo(j.created_at, now),
      at: j.created_at,
    });
  }
  const activity = items
    // Newest first, by the instant (not localeCompare: its collator costs a long task to set up).
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, ACTIVITY_ITEMS)
    .map(({ at: _at, ...item }) => item);

  return { counts: { activeJobs, applications, completed }, activity };
}
