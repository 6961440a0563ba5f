import { Button, TextArea } from '@radix-ui/themes';
import { useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { canSend } from '../../domain/messages';
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

/**
 * Write and send: Enter sends, Shift+Enter starts a new line, and Send is
 * disabled while the text is blank after trimming.
 */
export function MessageComposer({ onSend, recipient, className, ...rest }: MessageComposerProps) {
  const [text, setText] = useState('');
  const sendable = canSend(text);
  const send = () => {
    if (!canSend(text)) return;
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
      <TextArea
        className={styles.input}
        size="2"
        rows={2}
        resize="none"
        aria-label={recipient ? `Message ${recipient}` : 'Message'}
        placeholder="Write a message…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
      />
      <Button type="submit" size="3" disabled={!sendable}>
        <Icon name="send" />
        Send
      </Button>
    </form>
  );
}
