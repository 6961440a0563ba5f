'use client';

import { Avatar, Button, Spinner, Text } from '@radix-ui/themes';
import { useId, useState, type ChangeEvent, type HTMLAttributes, type Ref } from 'react';
import { checkImageFile, imageRule, type ImageType } from '../../domain/images';
import { cx } from '../../internal/cx';
import { Icon } from '../../primitives';
import * as styles from './AvatarField.css';

export interface AvatarFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** The label read with the picture and its buttons. Default 'Profile photo'. */
  label?: string;
  /** The current picture's address (the app passes only addresses it trusts); none: initials. */
  src?: string;
  /** Initials shown without a picture. */
  initials: string;
  /**
   * A chosen file that passed the checks (PNG, JPEG or WebP by its bytes, at most 5 MB), with
   * its type: the app uploads it.
   */
  onSelect: (file: File, type: ImageType) => void;
  /** 'Remove photo' (shown with a picture). */
  onRemove?: () => void;
  /** While uploading or removing: the buttons are disabled and say so. */
  busy?: boolean;
  /** Why the last upload failed (the app's words); a refused file shows its own message. */
  error?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A picture with 'Upload photo' and 'Remove photo'. A chosen file is checked by its bytes
 * before anything is sent: an SVG or an HTML page named `.png`, an empty file or one over 5 MB
 * gets a message naming the problem and is never handed to the app.
 */
export function AvatarField({
  label = 'Profile photo',
  src,
  initials,
  onSelect,
  onRemove,
  busy = false,
  error,
  className,
  ...rest
}: AvatarFieldProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string>();
  const [checking, setChecking] = useState(false);
  const shown = refusal ?? error;
  const working = busy || checking;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be chosen again after a refusal.
    input.value = '';
    if (!file) return;
    setChecking(true);
    const check = await checkImageFile(file);
    setChecking(false);
    if (!check.ok) {
      setRefusal(check.message);
      return;
    }
    setRefusal(undefined);
    onSelect(file, check.type);
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-busy={working || undefined}
      data-slot="avatar-field"
      className={cx(styles.root, className)}
      {...rest}
    >
      <Avatar src={src} fallback={initials || '?'} size="7" radius="full" variant="solid" alt="" />
      <div className={styles.side}>
        <Text as="p" size="2" weight="medium" id={`${id}-label`} className={styles.message}>
          {label}
        </Text>
        <div className={styles.buttons}>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className={styles.input}
            disabled={working}
            aria-describedby={`${id}-message`}
            aria-invalid={shown ? true : undefined}
            onChange={(event) => void choose(event)}
          />
          <Button asChild size="2" variant="soft" highContrast disabled={working}>
            <label htmlFor={`${id}-file`} className={styles.chooser}>
              {working ? <Spinner size="1" /> : <Icon name="plus" size={14} />}
              {working ? 'Uploading...' : src ? 'Change photo' : 'Upload photo'}
            </label>
          </Button>
          {src && onRemove ? (
            <Button
              type="button"
              size="2"
              variant="ghost"
              color="gray"
              disabled={working}
              onClick={onRemove}
            >
              Remove photo
            </Button>
          ) : null}
        </div>
        <Text
          as="p"
          size="2"
          id={`${id}-message`}
          role={shown ? 'alert' : undefined}
          className={shown ? styles.error : styles.message}
          data-slot="avatar-field-message"
        >
          {shown ?? imageRule}
        </Text>
      </div>
    </div>
  );
}
