'use client';

import { Button, Text, TextArea, VisuallyHidden } from '@radix-ui/themes';
import { useId, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { canSend } from '../../domain/messages';
import { formatNumber } from '../../domain/format';
import { messageLimit } from '../../domain/proposals';
import { Icon } from '../../primitives';
import { cx } from '../../internal/cx';
import * as styles from './MessageComposer.css';

export interface MessageComposerProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Called with the trimmed text; the field then clears. */
  onSend: (text: string) => void;
  /** Who the message goes to, for the field's label. */
  recipient?: string;
  ref?: Ref<HTMLFormElement>;
}

/** From this many characters on, the composer shows how many are left. */
const counterFrom = messageLimit - 400;

/**
 * Write and send: Enter sends, Shift+Enter starts a new line, and Send is disabled while the
 * text is blank after trimming or longer than `messageLimit` (4,000 characters). Near the limit
 * a counter shows what is left; over it, by how much. The field carries `data-enter-submits`,
 * so server-rendered HTML says that Enter sends before any script runs.
 */
export function MessageComposer({ onSend, recipient, className, ...rest }: MessageComposerProps) {
  const [text, setText] = useState('');
  const counterId = useId();
  const length = [...text.trim()].length;
  const over = length > messageLimit;
  const sendable = canSend(text) && !over;
  const send = () => {
    if (!sendable) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <form
      data-slot="message-composer"
      className={cx(styles.root, className)}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        send();
      }}
      {...rest}
    >
      <div className={styles.field}>
        <TextArea
          className={styles.input}
          size="2"
          rows={2}
          resize="none"
          aria-label={recipient ? `Message ${recipient}` : 'Message'}
          aria-describedby={length >= counterFrom ? counterId : undefined}
          aria-invalid={over || undefined}
          placeholder="Write a message…"
          // Says, in the HTML, that Enter sends: a page can keep that promise before its script
          // runs (an app's early listener holds the Enter as a press of Send).
          data-enter-submits=""
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        {length >= counterFrom && (
          <Text
            id={counterId}
            size="1"
            className={cx(styles.counter, over && styles.counterOver)}
            data-slot="message-counter"
            data-state={over ? 'over' : 'near'}
          >
            {over
              ? `${formatNumber(length - messageLimit)} characters over the ${formatNumber(messageLimit)}-character limit`
              : `${formatNumber(messageLimit - length)} characters left`}
          </Text>
        )}
        {/* Said once when the text goes over the limit, not at every keystroke. */}
        <VisuallyHidden aria-live="polite">
          {over
            ? `Too long to send: messages can be ${formatNumber(messageLimit)} characters at most.`
            : ''}
        </VisuallyHidden>
      </div>
      <Button type="submit" size="3" disabled={!sendable}>
        <Icon name="send" />
        Send
      </Button>
    </form>
  );
}
