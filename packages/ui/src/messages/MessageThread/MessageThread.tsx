'use client';

import {
  Avatar,
  Button,
  Heading,
  IconButton,
  Spinner,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useEffect, useLayoutEffect, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { paths } from '../../domain/paths';
import type { Conversation, Message } from '../../domain/types';
import { Icon, Link, PersonLink } from '../../primitives';
import { cx } from '../../internal/cx';
import { MessageComposer } from '../MessageComposer/MessageComposer';
import * as styles from './MessageThread.css';

export interface MessageThreadProps extends HTMLAttributes<HTMLElement> {
  /** The open conversation: its header shows the other person's name and role. */
  conversation: Conversation;
  /** A profile's address from a user id: people's names link to it. Default `/profile/{id}`. */
  profileHref?: (userId: string) => string;
  /** The conversation's messages, oldest first. */
  messages: Message[];
  /** Called with the trimmed text. */
  onSend: (text: string) => void;
  /** 'Try again' on one's own message that was not sent (`status: 'failed'`). */
  onRetry?: (messageId: string) => void;
  /** The messages are on their way: a spinner instead of the list, and no composer yet. */
  loading?: boolean;
  /** The phone layout's way back to the list. */
  backHref?: string;
  /** Where an invitation's job links; defaults to `/jobs/{id}`. */
  jobHref?: (jobId: string) => string;
  ref?: Ref<HTMLElement>;
}

/** How close to the end (in px) still counts as reading the newest messages. */
const nearEnd = 48;

/**
 * One conversation: who, the messages (the user's own on the right, with 'Sending…' or
 * 'Not sent' and 'Try again' while not delivered) and the composer. Messages that arrive while
 * it is open scroll into view, unless the person has scrolled up to read older ones (then a
 * 'New messages' button takes them down), and are announced politely; the history is not.
 */
export function MessageThread({
  conversation,
  messages,
  onSend,
  onRetry,
  loading = false,
  backHref = paths.messages,
  jobHref = paths.job,
  profileHref,
  className,
  ...rest
}: MessageThreadProps) {
  const listRef = useRef<HTMLOListElement>(null);
  /** Whether the person is at the newest message, so new ones should scroll into view. */
  const atEnd = useRef(true);
  /** The messages already shown (ids); undefined until the history is first shown. */
  const seen = useRef<{ conversation: string; ids: Set<string> } | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const [unseen, setUnseen] = useState(false);
  const last = messages[messages.length - 1];
  const lastId = last?.id;
  const lastIsOwn = last?.isOwn ?? false;

  const scrollToEnd = () => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    atEnd.current = true;
    setUnseen(false);
  };

  // Before paint: keep the newest message in view when the thread opens or grows, unless the
  // person is reading older messages. Their own new message always brings them down.
  useLayoutEffect(() => {
    if (loading) return;
    const before = seen.current;
    const opened = !before || before.conversation !== conversation.id;
    if (opened || atEnd.current || lastIsOwn) scrollToEnd();
    else if (lastId !== undefined && !before.ids.has(lastId)) setUnseen(true);
  }, [conversation.id, lastId, lastIsOwn, loading]);

  // The thread's box settles after the first paint (the phone layout, web fonts): while the
  // person is at the newest message, keep it in view as the box changes.
  useEffect(() => {
    const list = listRef.current;
    if (loading || !list) return;
    const keep = () => {
      if (atEnd.current) list.scrollTop = list.scrollHeight;
    };
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(keep);
    observer?.observe(list);
    let active = true;
    void document.fonts?.ready.then(() => active && keep());
    return () => {
      active = false;
      observer?.disconnect();
    };
  }, [loading, conversation.id]);

  // Announce what arrived from the other person since the last render; never the history.
  // Ids, not positions: a sent message whose id changes on delivery is not news.
  useEffect(() => {
    if (loading) {
      seen.current = undefined;
      return;
    }
    const before = seen.current;
    seen.current = { conversation: conversation.id, ids: new Set(messages.map((m) => m.id)) };
    if (!before || before.conversation !== conversation.id) return;
    const arrived = messages.filter((m) => !m.isOwn && !before.ids.has(m.id));
    if (arrived.length === 0) return;
    const newest = arrived[arrived.length - 1]!;
    setAnnouncement(
      arrived.length === 1
        ? `New message from ${conversation.name}: ${newest.content}`
        : `${arrived.length} new messages from ${conversation.name}. The latest: ${newest.content}`,
    );
  }, [conversation.id, conversation.name, messages, loading]);

  return (
    <section
      data-slot="message-thread"
      aria-label={`Conversation with ${conversation.name}`}
      aria-busy={loading || undefined}
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
            <PersonLink
              name={conversation.name}
              personId={conversation.personId}
              profileHref={profileHref}
              data-slot="message-thread-profile"
            />
          </Heading>
          <Text size="1" className={styles.status} data-slot="message-thread-presence">
            <span
              className={cx(styles.dot, conversation.online && styles.dotOnline)}
              aria-hidden="true"
            />
            {conversation.online ? 'Online' : 'Offline'}
          </Text>
        </div>
      </header>
      {loading ? (
        <div className={styles.loading} role="status" data-slot="message-thread-loading">
          <Spinner size="3" className={styles.spinner} />
          <VisuallyHidden>Loading messages…</VisuallyHidden>
        </div>
      ) : (
        <div className={styles.body}>
          <ol
            ref={listRef}
            className={styles.messages}
            aria-label="Messages"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the scrollable log must be reachable by keyboard
            tabIndex={0}
            onScroll={(event) => {
              const list = event.currentTarget;
              atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight <= nearEnd;
              if (atEnd.current) setUnseen(false);
            }}
          >
            {messages.length === 0 && (
              <li className={styles.empty}>
                <Text size="2">No messages yet. Say hello to {conversation.name}.</Text>
              </li>
            )}
            {messages.map((m) => (
              <li
                key={m.id}
                className={cx(
                  styles.message,
                  m.isOwn && styles.own,
                  m.isOwn && m.status === 'sending' && styles.sending,
                  m.isOwn && m.status === 'failed' && styles.failed,
                )}
                data-own={m.isOwn || undefined}
                data-status={(m.isOwn && m.status) || undefined}
                data-slot="message"
              >
                <VisuallyHidden>
                  {m.isOwn ? 'You said:' : `${conversation.name} said:`}
                </VisuallyHidden>
                <Text as="p" size="2" className={styles.bubble}>
                  {m.content}
                </Text>
                {m.invitation && (
                  <div className={styles.invitation} data-slot="message-invitation">
                    <Text as="p" size="1" weight="medium" className={styles.invitationLabel}>
                      <Icon name="briefcaseSmall" size={14} />
                      {m.isOwn ? 'You invited them to apply' : 'Invitation to apply'}
                    </Text>
                    <Text as="p" size="2" weight="bold" className={styles.invitationTitle}>
                      {m.invitation.jobTitle}
                    </Text>
                    <Button
                      asChild
                      size="2"
                      variant={m.isOwn ? 'soft' : 'solid'}
                      highContrast={m.isOwn}
                    >
                      <Link
                        href={jobHref(m.invitation.jobId)}
                        aria-label={`${m.isOwn ? 'View job' : 'View job and apply'}: ${m.invitation.jobTitle}`}
                      >
                        {m.isOwn ? 'View job' : 'View job and apply'}
                      </Link>
                    </Button>
                  </div>
                )}
                {m.isOwn && m.status === 'sending' ? (
                  <Text size="1" className={styles.time}>
                    Sending…
                  </Text>
                ) : m.isOwn && m.status === 'failed' ? (
                  <span className={styles.failedRow}>
                    <Text size="1" className={styles.failedText}>
                      <Icon name="alertCircle" size={14} />
                      Not sent
                    </Text>
                    {onRetry && (
                      <Button
                        type="button"
                        size="1"
                        variant="outline"
                        color="gray"
                        highContrast
                        onClick={() => onRetry(m.id)}
                      >
                        Try again
                      </Button>
                    )}
                  </span>
                ) : (
                  <Text size="1" className={styles.time}>
                    {m.timestamp}
                  </Text>
                )}
              </li>
            ))}
          </ol>
          {unseen && (
            <Button
              type="button"
              size="1"
              radius="full"
              className={styles.jump}
              onClick={scrollToEnd}
              data-slot="message-thread-jump"
            >
              <Icon name="chevronDown" />
              New messages
            </Button>
          )}
          <VisuallyHidden aria-live="polite" data-slot="message-thread-announcer">
            {announcement}
          </VisuallyHidden>
        </div>
      )}
      {!loading && <MessageComposer onSend={onSend} recipient={conversation.name} />}
    </section>
  );
}
