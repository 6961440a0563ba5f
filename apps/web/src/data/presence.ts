import type { RealtimeChannel } from '@supabase/supabase-js';
import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getDb } from './client';
import { useLiveChange } from './live';

/*
 * Presence (issue 36 item 4), through Supabase Realtime Presence on PRIVATE channels
 * (Realtime Authorization: RLS on realtime.messages, migration 20261128100000):
 *
 *   - Each signed-in person, while they have the app open on any signed-in page (the shell
 *     calls useOwnPresence), joins their own topic `online:<their id>` and, unless 'Show when
 *     I'm online' is off in Privacy, tracks themselves there. Switching it off untracks at once;
 *     switching it on joins again (the database decides at the join whether one may track).
 *     Signing out or closing the tab ends the channel, and the presence with it.
 *   - Only that person and the people they have a conversation with may join their topic (the
 *     select policy); only they may track there, and only while they show online (the insert
 *     policy). A stranger's join is refused, so nobody else learns whether they are online.
 *   - Where the online dot shows (Messages: the list and the open thread's header),
 *     useConversationsPresence joins the topics of the other people of the person's
 *     MAX_WATCHED most recent conversations, listening only, and says which conversations'
 *     other person is present.
 *
 * A person therefore costs one channel on every signed-in page, plus one per distinct
 * conversation partner (at most MAX_WATCHED) while Messages is open; realtime multiplexes them
 * on the page's one socket.
 */

/** A person's presence topic. */
export const presenceTopic = (userId: string) => `online:${userId}`;

/** The most recent conversations whose other person's presence Messages follows. */
export const MAX_WATCHED = 50;

/** Whether the signed-in person shares their presence (user_settings.show_online; on by default). */
export async function showsOnline(me: string): Promise<boolean> {
  const db = await getDb();
  const { data, error } = await db
    .from('user_settings')
    .select('show_online')
    .eq('user_id', me)
    .maybeSingle();
  if (error) throw error;
  return data?.show_online ?? true;
}

/*
 * The person's own channel, kept by the shell. `showOnlineChanged` (called when Privacy is
 * saved) untracks at once when the switch goes off, and joins again when it comes back on.
 */
let own: { channel: RealtimeChannel; share: boolean } | undefined;
/** The person's setting as last known here (the shell's loader, then each save). */
let known: { of: string; shows: boolean } | undefined;
let rejoins = 0;
const rejoinListeners = new Set<() => void>();

/** Privacy was saved: 'Show when I'm online' is now `show`. */
export function showOnlineChanged(show: boolean): void {
  if (known) known.shows = show;
  if (!own || own.share === show) return;
  own.share = show;
  if (!show) {
    void own.channel.untrack();
    return;
  }
  rejoins += 1;
  rejoinListeners.forEach((listener) => listener());
}

const subscribeRejoins = (listener: () => void) => {
  rejoinListeners.add(listener);
  return () => rejoinListeners.delete(listener);
};

/**
 * While mounted with a signed-in person: they are present to the people they talk to.
 * `shows` is their 'Show when I'm online' as the shell's loader read it (undefined: read here).
 */
export function useOwnPresence(me: string | undefined, shows?: boolean): void {
  const generation = useSyncExternalStore(
    subscribeRejoins,
    () => rejoins,
    () => 0,
  );
  useEffect(() => {
    if (!me) return;
    if (shows !== undefined && known?.of !== me) known = { of: me, shows };
    let closed = false;
    let mine: { channel: RealtimeChannel; share: boolean } | undefined;
    void (async () => {
      const db = await getDb();
      const share = await (known?.of === me ? Promise.resolve(known.shows) : showsOnline(me)).catch(
        (error: unknown) => {
          // Unknown: the person's choice is not known, so nothing is shared.
          console.warn('Could not read the online setting:', error);
          return false;
        },
      );
      if (closed) return;
      const channel = db.channel(presenceTopic(me), {
        config: { private: true, presence: { key: me } },
      });
      mine = { channel, share };
      own = mine;
      channel.subscribe((status) => {
        if (status !== 'SUBSCRIBED' || closed || !mine?.share) return;
        void channel.track({ online_at: new Date().toISOString() });
      });
    })();
    return () => {
      closed = true;
      if (own === mine) own = undefined;
      const ending = mine?.channel;
      if (ending) void getDb().then((db) => db.removeChannel(ending));
    };
  }, [me, generation, shows]);
}

/** The other person of each of the caller's most recent conversations. */
async function conversationPartners(): Promise<Map<string, string>> {
  const db = await getDb();
  const { data, error } = await db
    .from('conversation_summaries')
    .select('id, other_user_id')
    .order('last_activity_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(MAX_WATCHED);
  if (error) throw error;
  const partners = new Map<string, string>();
  for (const row of data ?? [])
    if (row.id && row.other_user_id) partners.set(row.id, row.other_user_id);
  return partners;
}

const sameMembers = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((member) => b.has(member));

/**
 * While mounted with a signed-in person: the ids of their conversations (the MAX_WATCHED most
 * recent) whose other person is present now. Follows new conversations live. What it learns
 * draws as a transition (in slices): the list of partners, and who of them is here, are never
 * worth a whole task of drawing the messages screen again.
 */
export function useConversationsPresence(me: string | undefined): ReadonlySet<string> {
  const [loaded, setLoaded] = useState<{ of: string; partners: Map<string, string> }>();
  const [present, setPresent] = useState<ReadonlySet<string>>(() => new Set());
  const [version, setVersion] = useState(0);
  useLiveChange(['conversations'], () => setVersion((v) => v + 1));

  useEffect(() => {
    if (!me) return;
    let stale = false;
    conversationPartners().then(
      (next) => {
        // Who they are changes nothing on screen until one of them is here: not urgent.
        if (!stale) startTransition(() => setLoaded({ of: me, partners: next }));
      },
      (error: unknown) => console.warn('Could not list conversation partners:', error),
    );
    return () => {
      stale = true;
    };
  }, [me, version]);

  // One listening channel per partner, kept while they stay among the recent conversations
  // (a new conversation joins one channel, never all of them again).
  const channels = useRef(new Map<string, RealtimeChannel>());
  const online = useRef(new Set<string>());
  // Only the signed-in person's own list counts (never the one loaded for someone before).
  const partners = loaded && loaded.of === me ? loaded.partners : undefined;
  const people = [...new Set(partners?.values() ?? [])].sort().join(',');
  useEffect(() => {
    if (!me) return;
    let current = true;
    const wanted = new Set(people ? people.split(',') : []);
    void getDb().then((db) => {
      if (!current) return;
      for (const [person, channel] of channels.current) {
        if (wanted.has(person)) continue;
        channels.current.delete(person);
        online.current.delete(person);
        void db.removeChannel(channel);
      }
      for (const person of wanted) {
        if (channels.current.has(person)) continue;
        const channel = db.channel(presenceTopic(person), {
          config: { private: true, presence: { key: me, enabled: true } },
        });
        channels.current.set(person, channel);
        channel
          .on('presence', { event: 'sync' }, () => {
            if (channels.current.get(person) !== channel) return;
            const here = person in channel.presenceState();
            if (here === online.current.has(person)) return;
            if (here) online.current.add(person);
            else online.current.delete(person);
            startTransition(() => setPresent(new Set(online.current)));
          })
          .subscribe();
      }
      // A partner no longer listed may have been here: drawn again only if so.
      startTransition(() =>
        setPresent((shown) =>
          sameMembers(shown, online.current) ? shown : new Set(online.current),
        ),
      );
    });
    return () => {
      current = false;
    };
  }, [me, people]);

  // Unmounted, or another person signed in: every channel goes.
  useEffect(() => {
    const held = channels.current;
    const seen = online.current;
    return () => {
      const ending = [...held.values()];
      held.clear();
      seen.clear();
      if (ending.length > 0)
        void getDb().then((db) => ending.forEach((channel) => void db.removeChannel(channel)));
    };
  }, [me]);

  const conversations = new Set<string>();
  for (const [conversation, person] of partners ?? [])
    if (present.has(person)) conversations.add(conversation);
  return conversations;
}
