import type { Conversation, Message } from './types';

/* Pure rules of the messages screen: searching conversations and sending a message. */

/** A message can be sent only when it is not blank after trimming. */
export function canSend(text: string): boolean {
  return text.trim() !== '';
}

/** Conversations whose name or last message contains the query (trimmed, case-insensitive). */
export function filterConversations<T extends Conversation>(
  conversations: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...conversations];
  return conversations.filter(
    (c) => c.name.toLowerCase().includes(needle) || c.lastMessage.toLowerCase().includes(needle),
  );
}

/** The user's own message as the thread shows it once sent; the content is trimmed. */
export function createOwnMessage(options: {
  id: string;
  senderId: string;
  content: string;
  timestamp: string;
}): Message {
  return { ...options, content: options.content.trim(), isOwn: true };
}
