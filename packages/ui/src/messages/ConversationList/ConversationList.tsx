'use client';

import { Avatar, Badge, Text, TextField, VisuallyHidden } from '@radix-ui/themes';
import { useState, type HTMLAttributes, type Ref } from 'react';
import { filterConversations } from '../../domain/messages';
import { paths } from '../../domain/paths';
import type { Conversation } from '../../domain/types';
import { Icon, Link } from '../../primitives';
import { cx } from '../../internal/cx';
import * as styles from './ConversationList.css';

export interface ConversationListProps extends HTMLAttributes<HTMLDivElement> {
  /** The conversations to list, most recent first, each with its last message and unread count. */
  conversations: Conversation[];
  /** The open conversation, marked with aria-current. */
  selectedId?: string;
  /** Where a conversation goes; defaults to `/messages/{id}`. */
  conversationHref?: (id: string) => string;
  /** What the list says when there are no conversations at all. */
  emptyText?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The signed-in user's conversations, searchable by name and last message; each is a link. */
export function ConversationList({
  conversations,
  selectedId,
  conversationHref = paths.conversation,
  emptyText = 'No conversations yet.',
  className,
  ...rest
}: ConversationListProps) {
  const [query, setQuery] = useState('');
  const visible = filterConversations(conversations, query);
  return (
    <div data-slot="conversation-list" className={cx(styles.root, className)} {...rest}>
      <div className={styles.search} role="search" aria-label="Conversations">
        <TextField.Root
          type="search"
          size="2"
          aria-label="Search conversations"
          placeholder="Search conversations"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        >
          <TextField.Slot>
            <Icon name="search" />
          </TextField.Slot>
        </TextField.Root>
      </div>
      {visible.length === 0 ? (
        <Text as="p" size="2" className={styles.empty} role="status">
          {conversations.length === 0 ? emptyText : 'No conversations match.'}
        </Text>
      ) : (
        <ul className={styles.list} aria-label="Conversations">
          {visible.map((c) => (
            <li key={c.id}>
              <Link
                href={conversationHref(c.id)}
                className={styles.item}
                aria-current={c.id === selectedId ? 'true' : undefined}
                data-slot="conversation-list-item"
              >
                <span className={styles.avatar} aria-hidden="true">
                  <Avatar fallback={c.avatar} size="3" radius="full" variant="soft" highContrast />
                  {c.online && <span className={styles.dot} aria-hidden="true" />}
                </span>
                <span className={styles.text}>
                  <span className={styles.nameRow}>
                    <Text size="2" className={styles.name}>
                      {c.name}
                    </Text>
                    <VisuallyHidden>{c.online ? '(online)' : '(offline)'}</VisuallyHidden>
                    <Text size="1" className={styles.time}>
                      {c.timestamp}
                    </Text>
                  </span>
                  {c.lastMessage === '' ? (
                    <Text size="2" className={cx(styles.last, styles.noMessages)}>
                      No messages yet
                    </Text>
                  ) : (
                    <Text size="2" className={cx(styles.last, c.unread > 0 && styles.unreadLast)}>
                      {c.lastMessage}
                    </Text>
                  )}
                </span>
                {c.unread > 0 ? (
                  <Badge radius="full" variant="solid" size="1">
                    {c.unread}
                    <VisuallyHidden> unread</VisuallyHidden>
                  </Badge>
                ) : (
                  <span />
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
