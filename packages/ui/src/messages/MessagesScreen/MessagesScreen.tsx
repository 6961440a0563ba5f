'use client';

import { Button, Heading, Spinner, Text, VisuallyHidden } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import type { Conversation, Message } from '../../domain/types';
import { Icon, Link, NotFoundState } from '../../primitives';
import * as shared from '../../layout/screen.css';
import { cx } from '../../internal/cx';
import { ConversationList } from '../ConversationList/ConversationList';
import { MessageThread } from '../MessageThread/MessageThread';
import * as styles from './MessagesScreen.css';

export interface MessagesScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The person's conversations, most recent first; empty shows the empty state. */
  conversations: Conversation[];
  /**
   * The conversation in the URL (/messages/{id}); none shows 'Select a conversation', and an
   * id that is not among `conversations` (once they are loaded) 'Conversation not found'.
   */
  selectedId?: string;
  /** The selected conversation's messages, oldest first. */
  messages?: Message[];
  /**
   * The selected conversation's messages are loading: the thread pane shows a spinner (also
   * while the conversation itself is not known yet) instead of 'Select a conversation'.
   */
  loading?: boolean;
  /** Called with the conversation id and the trimmed text. */
  onSend: (conversationId: string, text: string) => void;
  /** 'Try again' on one's own message that was not sent, with the conversation and message ids. */
  onRetry?: (conversationId: string, messageId: string) => void;
  /** The link of each conversation in the list. Default `/messages/:id`. */
  conversationHref?: (id: string) => string;
  /** Where the phone layout's back link goes. */
  backHref?: string;
  /** A profile's address from a user id: people's names link to it. Default `/profile/{id}`. */
  profileHref?: (userId: string) => string;
  /** Where 'Browse Jobs' goes when there are no conversations yet. */
  browseHref?: string;
  /** Where an invitation's job links. Default `/jobs/{id}`. */
  jobHref?: (jobId: string) => string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Messages: the conversation list beside the selected thread. On a phone it
 * shows the list or the thread, with a back link from the thread to the list.
 * Selection is a link, so the URL follows it; the app passes `selectedId`.
 * With no conversations at all it says how one starts.
 */
export function MessagesScreen({
  conversations,
  selectedId,
  messages = [],
  loading = false,
  onSend,
  onRetry,
  conversationHref = paths.conversation,
  backHref = paths.messages,
  browseHref = paths.jobs,
  profileHref,
  jobHref,
  className,
  ...rest
}: MessagesScreenProps) {
  const selected = conversations.find((c) => c.id === selectedId);
  // Loading before the conversation itself is known (e.g. a link straight to it).
  const waiting = loading && !selected;
  const none = conversations.length === 0 && !loading;
  // An id in the URL that is none of the person's conversations (mistyped, or not theirs).
  const missing = selectedId !== undefined && !selected && !loading;
  const state =
    selected || missing || (waiting && selectedId !== undefined)
      ? 'thread'
      : none
        ? 'empty'
        : 'list';
  const emptyText = none
    ? 'Your conversations will be listed here.'
    : loading && conversations.length === 0
      ? 'Loading conversations…'
      : undefined;
  return (
    <div
      data-slot="messages-screen"
      data-state={state}
      className={cx(shared.screen, className)}
      {...rest}
    >
      <Heading as="h1" size="7">
        Messages
      </Heading>
      <div className={styles.panes} data-state={state}>
        <ConversationList
          className={styles.list}
          conversations={conversations}
          selectedId={selected?.id}
          conversationHref={conversationHref}
          emptyText={emptyText}
        />
        <div className={styles.thread}>
          {selected ? (
            <MessageThread
              key={selected.id}
              conversation={selected}
              messages={messages}
              loading={loading}
              backHref={backHref}
              profileHref={profileHref}
              jobHref={jobHref}
              onSend={(text) => onSend(selected.id, text)}
              onRetry={onRetry && ((messageId) => onRetry(selected.id, messageId))}
            />
          ) : missing ? (
            <NotFoundState
              headingAs="h2"
              title="Conversation not found"
              description="This conversation does not exist or is not one of yours: the link may be mistyped or out of date."
              actionHref={backHref}
              actionLabel="Back to messages"
              actionIcon="arrowLeft"
              data-slot="conversation-not-found"
            />
          ) : waiting ? (
            <div className={styles.placeholder} role="status" data-slot="messages-loading">
              <Spinner size="3" className={styles.spinner} />
              <VisuallyHidden>Loading the conversation…</VisuallyHidden>
            </div>
          ) : none ? (
            <div className={styles.placeholder} data-slot="messages-empty">
              <span className={styles.placeholderIcon}>
                <Icon name="message" size={26} />
              </span>
              <Heading as="h2" size="4">
                No conversations yet
              </Heading>
              <Text as="p" size="2" className={styles.placeholderText}>
                A conversation starts when you write to someone: use ‘Message Client’ on a job, or
                ‘Message’ on a member’s profile.
              </Text>
              <Button asChild size="3" className={styles.placeholderAction}>
                <Link href={browseHref}>
                  <Icon name="search" />
                  Browse Jobs
                </Link>
              </Button>
            </div>
          ) : (
            <div className={styles.placeholder} data-slot="messages-placeholder">
              <span className={styles.placeholderIcon}>
                <Icon name="message" size={26} />
              </span>
              <Heading as="h2" size="4">
                Select a conversation
              </Heading>
              <Text as="p" size="2">
                Choose someone on the left to read and reply to their messages.
              </Text>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
