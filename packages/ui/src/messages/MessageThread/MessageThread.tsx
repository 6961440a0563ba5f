import { Avatar, Heading, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useRef, type HTMLAttributes, type Ref } from 'react';
import { paths } from '../../domain/paths';
import type { Conversation, Message } from '../../domain/types';
import { Icon, Link } from '../../primitives';
import { cx } from '../../internal/cx';
import { MessageComposer } from '../MessageComposer/MessageComposer';
import * as styles from './MessageThread.css';

export interface MessageThreadProps extends HTMLAttributes<HTMLElement> {
  conversation: Conversation;
  /** The conversation's messages, oldest first. */
  messages: Message[];
  /** Called with the trimmed text. */
  onSend: (text: string) => void;
  /** The phone layout's way back to the list. */
  backHref?: string;
  ref?: Ref<HTMLElement>;
}

/** One conversation: who, the messages (the user's own on the right) and the composer. */
export function MessageThread({
  conversation,
  messages,
  onSend,
  backHref = paths.messages,
  className,
  ...rest
}: MessageThreadProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const last = messages[messages.length - 1]?.id;
  // Keep the newest message in view when the thread opens or grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [conversation.id, last]);

  return (
    <section
      data-slot="message-thread"
      aria-label={`Conversation with ${conversation.name}`}
      className={cx(styles.root, className)}
      {...rest}
    >
      <header className={styles.header}>
        <IconButton asChild variant="ghost" highContrast size="2" className={styles.back}>
          <Link href={backHref} aria-label="Back to conversations">
            <Icon name="arrowLeft" size={18} />
          </Link>
        </IconButton>
        <Avatar fallback={conversation.avatar} size="3" radius="full" variant="soft" highContrast />
        <div className={styles.who}>
          <Heading as="h2" size="3">
            {conversation.name}
          </Heading>
          <Text size="1" className={styles.status}>
            <span
              className={cx(styles.dot, conversation.online && styles.dotOnline)}
              aria-hidden="true"
            />
            {conversation.online ? 'Online' : 'Offline'}
          </Text>
        </div>
      </header>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrollable log must be reachable by keyboard */}
      <ol ref={listRef} className={styles.messages} aria-label="Messages" tabIndex={0}>
        {messages.length === 0 && (
          <li className={styles.empty}>
            <Text size="2">No messages yet. Say hello to {conversation.name}.</Text>
          </li>
        )}
        {messages.map((m) => (
          <li
            key={m.id}
            className={cx(styles.message, m.isOwn && styles.own)}
            data-own={m.isOwn || undefined}
            data-slot="message"
          >
            <VisuallyHidden>{m.isOwn ? 'You said:' : `${conversation.name} said:`}</VisuallyHidden>
            <Text as="p" size="2" className={styles.bubble}>
              {m.content}
            </Text>
            <Text size="1" className={styles.time}>
              {m.timestamp}
            </Text>
          </li>
        ))}
      </ol>
      <MessageComposer onSend={onSend} recipient={conversation.name} />
    </section>
  );
}
