import type { RealtimeChannel } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { getDb } from './client';

/*
 * Presence in a conversation (issue 36 item 4), through Supabase Realtime Presence: while a
 * person has a conversation open, their client joins the conversation's presence topic and,
 * unless they turned 'Show when I'm online' off in Privacy, tracks itself there (keyed by their
 * user id). The other person is online while their key is present. The topic is named after
 * the conversation's id, which only its two members can read (RLS); leaving the thread, closing
 * the tab or signing out removes the presence (the realtime server clears a channel's presence
 * when it ends).
 */

/** The presence topic of a conversation. */
export const presenceTopic = (conversationId: string) => `presence:${conversationId}`;

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

/**
 * While mounted with a conversation: whether anyone else is present in it (the other person
 * has it open, and shows when they are online). `me` tracks itself there unless their Privacy
 * switch is off.
 */
export function useConversationPresence(
  conversationId: string | undefined,
  me: string | undefined,
): boolean {
  const [online, setOnline] = useState(false);
  useEffect(() => {
    setOnline(false);
    if (!conversationId || !me) return;
    let channel: RealtimeChannel | undefined;
    let closed = false;
    void (async () => {
      const db = await getDb();
      const share = await showsOnline(me).catch((error: unknown) => {
        // Unknown: the person's choice is not known, so nothing is shared.
        console.warn('Could not read the online setting:', error);
        return false;
      });
      if (closed) return;
      const next = db.channel(presenceTopic(conversationId), {
        config: { presence: { key: me } },
      });
      channel = next;
      next
        .on('presence', { event: 'sync' }, () => {
          if (!closed) setOnline(Object.keys(next.presenceState()).some((key) => key !== me));
        })
        .subscribe((status) => {
          if (status !== 'SUBSCRIBED' || closed || !share) return;
          void next.track({ online_at: new Date().toISOString() });
        });
    })();
    return () => {
      closed = true;
      if (channel) {
        const ending = channel;
        void getDb().then((db) => db.removeChannel(ending));
      }
    };
  }, [conversationId, me]);
  return online;
}
