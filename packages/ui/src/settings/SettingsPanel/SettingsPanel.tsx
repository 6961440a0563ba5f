'use client';

import { Button, Card, Heading, Text } from '@radix-ui/themes';
import { useId, type FormEvent, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../internal/cx';
import * as styles from './SettingsPanel.css';

export interface SettingsPanelProps extends Omit<
  HTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'title'
> {
  /** The panel's heading (e.g. 'Profile Information'). */
  title: string;
  /** One line under the heading saying what the panel holds. */
  description: string;
  /** Shows 'Saving...' and disables Save. */
  busy?: boolean;
  /** The form's submit ('Save Changes'). */
  onSave: () => void;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/** One settings tab's card: heading, fields and a Save button that reads 'Saving...' while busy. */
export function SettingsPanel({
  title,
  description,
  busy = false,
  onSave,
  children,
  className,
  ...rest
}: SettingsPanelProps) {
  const headingId = useId();
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <form
        data-slot="settings-panel"
        aria-labelledby={headingId}
        aria-busy={busy || undefined}
        className={cx(styles.form, className)}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!busy) onSave();
        }}
        {...rest}
      >
        <div className={styles.header}>
          <Heading as="h2" size="5" id={headingId}>
            {title}
          </Heading>
          <Text as="p" size="2" className={styles.description}>
            {description}
          </Text>
        </div>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>
          <Button type="submit" size="3" disabled={busy}>
            {busy ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
