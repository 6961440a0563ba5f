import { Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import type { Conversation, Message } from '../../domain/types';
import { Icon } from '../../primitives';
import * as shared from '../../layout/screen.css';
import { cx } from '../../internal/cx';
import { ConversationList } from '../ConversationList/ConversationList';
import { MessageThread } from '../MessageThread/MessageThread';
import * as styles from './MessagesScreen.css';

export interface MessagesScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  conversations: Conversation[];
  /** The conversation in the URL (/messages/{id}); none shows 'Select a conversation'. */
  selectedId?: string;
  /** The selected conversation's messages, oldest first. */
  messages?: Message[];
  /** Called with the conversation id and the trimmed text. */
  onSend: (conversationId: string, text: string) => void;
  conversationHref?: (id: string) => string;
  /** Where the phone layout's back link goes. */
  backHref?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Messages: the conversation list beside the selected thread. On a phone it
 * shows the list or the thread, with a back link from the thread to the list.
 * Selection is a link, so the URL follows it; the app passes `selectedId`.
 */
export function MessagesScreen({
  conversations,
  selectedId,
  messages = [],
  onSend,
  conversationHref = paths.conversation,
  backHref = paths.messages,
  className,
  ...rest
}: MessagesScreenProps) {
  const selected = conversations.find((c) => c.id === selectedId);
  return (
    <div
      data-slot="messages-screen"
      data-state={selected ? 'thread' : 'list'}
      className={cx(shared.screen, className)}
      {...rest}
    >
      <Heading as="h1" size="7">
        Messages
      </Heading>
      <div className={styles.panes} data-state={selected ? 'thread' : 'list'}>
        <ConversationList
          className={styles.list}
          conversations={conversations}
          selectedId={selected?.id}
          conversationHref={conversationHref}
        />
        <div className={styles.thread}>
          {selected ? (
            <MessageThread
              key={selected.id}
              conversation={selected}
              messages={messages}
              backHref={backHref}
              onSend={(text) => onSend(selected.id, text)}
            />
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
