import type { Conversation, Message } from '@brand/ui';
import { callerId, getDb } from './client';
import type { ConversationSummary, Db, MessageRow } from './db';

/*
 * Conversations and messages through supabase-js: the list from `conversation_summaries`
 * (the other person through profile_cards' rules, the last message and the unread count,
 * all under the caller's RLS), a thread from `messages`, and the RPCs that open a
 * conversation, mark one read and count what is unread. Mapped to @brand/ui's shapes here.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/*
 * A time and a day in words, as en-US writes them, in the browser's own time zone: '10:42 AM',
 * 'Mon', 'Mar 4'. Written out rather than asked of Intl.DateTimeFormat, whose first use on a
 * page loads the browser's locale data: a long task of 80 ms at a phone's speed when the
 * messages list formatted its first timestamp, after the page had drawn (`pnpm bench:trace`).
 * The same words as Intl's en-US (its narrow space before AM/PM is a plain one here).
 */

/** Three letters a day, Sunday first; three a month, January first. */
const days = 'SunMonTueWedThuFriSat';
const months = 'JanFebMarAprMayJunJulAugSepOctNovDec';
const threeLetters = (names: string, index: number) => names.slice(index * 3, index * 3 + 3);

/** '10:42 AM', '12:05 PM'. */
export function clockTime(at: Date): string {
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Mon'. */
export const weekdayName = (at: Date): string => threeLetters(days, at.getDay());

/** 'Mar 4'. */
export const monthDay = (at: Date): string =>
  `${threeLetters(months, at.getMonth())} ${at.getDate()}`;

/** The list's timestamp: 'Just now', '5m ago', '3h ago', 'Yesterday', 'Mon', 'Mar 4'. */
export function listTimestamp(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const ms = Math.max(0, now.getTime() - at.getTime());
  if (ms < MINUTE) return 'Just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m ago`;
  if (ms < 12 * HOUR) return `${Math.floor(ms / HOUR)}h ago`;
  const startOfToday = new Date(now);
  startOfToday.setHours(0, 0, 0, 0);
  if (at >= startOfToday) return clockTime(at);
  if (at.getTime() >= startOfToday.getTime() - DAY) return 'Yesterday';
  if (ms < 7 * DAY) return weekdayName(at);
  return monthDay(at);
}

/** A message's time in the thread: '10:42 AM' today, 'Mar 4, 10:42 AM' before. */
export function messageTimestamp(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay ? clockTime(at) : `${monthDay(at)}, ${clockTime(at)}`;
}

export function toConversation(row: ConversationSummary, me: string, now?: Date): Conversation {
  const name = row.other_display_name ?? 'Private member';
  const body = row.last_message_body ?? '';
  return {
    id: row.id ?? '',
    name,
    // Linked only when their profile is visible to the caller (a name came back).
    ...(row.other_display_name && row.other_user_id ? { personId: row.other_user_id } : {}),
    avatar: row.other_avatar_initials ?? initials(name),
    lastMessage: body && row.last_message_sender_id === me ? `You: ${body}` : body,
    timestamp: listTimestamp(row.last_activity_at ?? new Date().toISOString(), now),
    unread: row.unread_count ?? 0,
    // Presence is live, not stored: MessagesRoute sets it from data/presence.ts.
    online: false,
  };
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [...name.trim()].slice(0, 2);
  return letters.join('').toUpperCase() || '?';
}

/** An invitation a message carries (the database posts one with every invitation to a job). */
export interface InvitationOfMessage {
  job_id: string;
  job: { title: string } | null;
}

export function toMessage(
  row: Pick<MessageRow, 'id' | 'sender_id' | 'body' | 'created_at'> & {
    invitations?: InvitationOfMessage[];
  },
  me: string,
): Message {
  const invitation = row.invitations?.[0];
  return {
    id: row.id,
    senderId: row.sender_id,
    content: row.body,
    timestamp: messageTimestamp(row.created_at),
    isOwn: row.sender_id === me,
    ...(invitation
      ? { invitation: { jobId: invitation.job_id, jobTitle: invitation.job?.title ?? 'A job' } }
      : {}),
  };
}

/** How the database words an invitation's message: a live one is read again for its job. */
export const isInvitationText = (body: string) =>
  body.startsWith('You are invited to apply to my job');

const currentUserId = (db: Db) => callerId(db, 'Sign in to use messages.');

/** The caller's conversations, most recent activity first. */
export async function listConversations(db?: Db): Promise<Conversation[]> {
  const client = db ?? (await getDb());
  const me = await currentUserId(client);
  const { data, error } = await client
    .from('conversation_summaries')
    .select('*')
    .order('last_activity_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw error;
  const now = new Date();
  return data.map((row) => toConversation(row, me, now));
}

/** The thread's messages, oldest first (the newest 500). */
export async function listMessages(conversationId: string, db?: Db): Promise<Message[]> {
  const client = db ?? (await getDb());
  const me = await currentUserId(client);
  const { data, error } = await client
    .from('messages')
    // An invitation's job comes embedded (invitations.message_id): drawn as a card with a link.
    .select('id, sender_id, body, created_at, invitations(job_id, job:jobs(title))')
    .eq('conversation_id', conversationId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(500);
  if (error) throw error;
  return data.reverse().map((row) => toMessage(row, me));
}

/** Sends a message as the caller; resolves with it as stored. */
export async function sendMessage(conversationId: string, text: string, db?: Db): Promise<Message> {
  const client = db ?? (await getDb());
  const me = await currentUserId(client);
  const { data, error } = await client
    .from('messages')
    .insert({ conversation_id: conversationId, body: text.trim() })
    .select('id, sender_id, body, created_at')
    .single();
  if (error) throw error;
  return toMessage(data, me);
}

/** Marks what the caller received in a conversation as read; resolves with how many. */
export async function markConversationRead(conversationId: string, db?: Db): Promise<number> {
  const client = db ?? (await getDb());
  const { data, error } = await client.rpc('mark_conversation_read', {
    conversation: conversationId,
  });
  if (error) throw error;
  return data ?? 0;
}
