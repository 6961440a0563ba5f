import { useSessionUser } from '../session/SessionProvider';
import {
  MessagesScreen,
  createOwnMessage,
  toastCopy,
  type Conversation,
  type Message,
} from '@brand/ui';
import type { Db } from '../data/db';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from '../app/toast';
import { limitMessage } from '../data/limits';
import {
  listConversations,
  isInvitationText,
  listMessages,
  markConversationRead,
  messageTimestamp,
  sendMessage,
  toMessage,
} from '../data/conversations';
import { refreshUnreadCount, useLiveChange, useLiveResync } from '../data/live';
import { useConversationsPresence } from '../data/presence';
import { useLoad } from '../data/useLoad';
import { useLogNotFound } from './notFound';
import { ScreenLoadError } from './ScreenStatus';

/** What the route's loader reads on the server: the list, and the open thread if any. */
export interface MessagesData {
  conversations: Conversation[];
  thread?: { conversationId: string; messages: Message[] };
}

/** The loader's read, with the request's client. */
export async function loadMessages(
  conversationId: string | undefined,
  db: Db,
): Promise<MessagesData> {
  const conversations = await listConversations(db);
  if (!conversationId || !conversations.some((c) => c.id === conversationId))
    return { conversations };
  return {
    conversations,
    thread: { conversationId, messages: await listMessages(conversationId, db) },
  };
}

interface Outgoing extends Message {
  conversationId: string;
}

/**
 * Messages from the database: the URL follows the selection; a sent message shows at once
 * ('Sending…', then stored, or 'Not sent' with 'Try again'); messages from the other person
 * arrive live, and the open thread is marked read as they do.
 */
export function MessagesRoute({ initial }: { initial?: MessagesData }) {
  const { conversationId } = useParams();
  const user = useSessionUser();
  const me = user?.id;
  const list = useLoad(me ?? null, listConversations, () => initial?.conversations);
  const selected =
    list.status === 'ready' ? list.data.find((c) => c.id === conversationId) : undefined;
  const unreadHere = selected?.unread ?? 0;
  // Only a conversation of the caller's list is loaded (an unknown id shows the placeholder).
  const loadThread = useCallback(() => listMessages(conversationId!), [conversationId]);
  const thread = useLoad(me && selected ? `${me}\n${conversationId}` : null, loadThread, () =>
    initial?.thread && initial.thread.conversationId === conversationId
      ? initial.thread.messages
      : undefined,
  );
  // The conversations whose other person is using the product now (Realtime Presence).
  const online = useConversationsPresence(me);
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const { reload: reloadList } = list;
  const { set: setThread, reload: reloadThread } = thread;

  // Reading the thread marks what arrived in it as read (the badge and the list follow).
  const marking = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!conversationId || unreadHere === 0 || thread.status !== 'ready') return;
    if (document.visibilityState !== 'visible' || marking.current === conversationId) return;
    marking.current = conversationId;
    markConversationRead(conversationId)
      .then(() => {
        refreshUnreadCount();
        reloadList();
      })
      .catch((error: unknown) => console.warn('Could not mark the conversation read:', error))
      .finally(() => {
        marking.current = undefined;
      });
  }, [conversationId, unreadHere, thread.status, reloadList]);

  // What arrived before the live channel listened (since the server read the page, or while
  // the connection was down) was never sent: the list and the open thread load again.
  useLiveResync(() => {
    reloadList();
    reloadThread();
  });
  useLiveChange(['messages', 'conversations'], (change) => {
    reloadList();
    if (change.table !== 'messages' || change.eventType !== 'INSERT' || !me) return;
    const row = change.row as {
      id: string;
      conversation_id: string;
      sender_id: string;
      body: string;
      created_at: string;
    };
    // One's own message can arrive live before its send has answered: the stored row then
    // takes the place of the one 'Sending…' (the oldest with the same text), never both.
    if (row.sender_id === me) {
      setOutgoing((all) => {
        const index = all.findIndex(
          (m) =>
            m.conversationId === row.conversation_id &&
            m.status === 'sending' &&
            m.content === row.body,
        );
        return index === -1 ? all : all.filter((_, i) => i !== index);
      });
    }
    if (row.conversation_id !== conversationId) return;
    setThread((messages) =>
      messages.some((m) => m.id === row.id) ? messages : [...messages, toMessage(row, me)],
    );
    // An invitation: read again, with the job it links to.
    if (isInvitationText(row.body)) reloadThread();
  });

  const deliver = async (pending: Outgoing) => {
    try {
      const stored = await sendMessage(pending.conversationId, pending.content);
      setOutgoing((all) => all.filter((m) => m.id !== pending.id));
      if (pending.conversationId === conversationId) {
        setThread((messages) =>
          messages.some((m) => m.id === stored.id) ? messages : [...messages, stored],
        );
      }
      reloadList();
    } catch (error) {
      console.warn('Could not send the message:', error);
      setOutgoing((all) =>
        all.map((m) => (m.id === pending.id ? { ...m, status: 'failed' as const } : m)),
      );
      toast.error(toastCopy.errorTitle, {
        description: limitMessage(error) ?? toastCopy.messageSendFailed,
      });
    }
  };

  const send = (id: string, text: string) => {
    const pending: Outgoing = {
      ...createOwnMessage({
        id: `pending-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
        senderId: me ?? '',
        content: text,
        timestamp: messageTimestamp(new Date().toISOString()),
      }),
      status: 'sending',
      conversationId: id,
    };
    setOutgoing((all) => [...all, pending]);
    void deliver(pending);
  };

  const retry = (id: string, messageId: string) => {
    const pending = outgoing.find((m) => m.id === messageId && m.conversationId === id);
    if (!pending) return;
    const again = { ...pending, status: 'sending' as const };
    setOutgoing((all) => all.map((m) => (m.id === messageId ? again : m)));
    void deliver(again);
  };

  useLogNotFound(
    list.status === 'ready' && conversationId && !selected ? 'no such conversation' : undefined,
    `/messages/${conversationId ?? ''}`,
  );

  // Loading: the screen itself, its heading and panes in place, its list saying so (a reload
  // paints this from the page, so the heading is there from the first paint).
  if (list.status === 'loading') {
    return (
      <MessagesScreen
        conversations={[]}
        selectedId={conversationId}
        loading
        onSend={send}
        onRetry={retry}
      />
    );
  }
  if (list.status === 'error') return <ScreenLoadError error={list.error} onRetry={reloadList} />;
  if (selected && thread.status === 'error') {
    return <ScreenLoadError error={thread.error} onRetry={thread.reload} />;
  }

  const stored = thread.status === 'ready' ? thread.data : [];
  const mine = outgoing
    .filter((m) => m.conversationId === conversationId)
    .map(({ conversationId: _id, ...message }) => message);
  return (
    <MessagesScreen
      // The open conversation shows no unread badge, from the server's HTML on: opening it
      // marks it read (above), so the badge would only flash away after hydrating.
      conversations={list.data.map((c) => ({
        ...c,
        online: online.has(c.id),
        ...(c.id === conversationId ? { unread: 0 } : {}),
      }))}
      selectedId={conversationId}
      messages={[...stored, ...mine]}
      loading={Boolean(selected) && thread.status === 'loading'}
      onSend={send}
      onRetry={retry}
    />
  );
}
