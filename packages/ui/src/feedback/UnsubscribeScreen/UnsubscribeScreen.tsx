'use client';

import { Button, Heading, Text } from '@radix-ui/themes';
import { useId, type HTMLAttributes } from 'react';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { Icon, Link } from '../../primitives';
import * as styles from '../ErrorScreen/ErrorScreen.css';
import * as own from './UnsubscribeScreen.css';

export interface UnsubscribeScreenProps extends HTMLAttributes<HTMLElement> {
  /**
   * `confirm`: the email's link was opened; a button confirms (a POST to `formAction`, so a
   * mail scanner that only follows links unsubscribes nobody). `done`: the switch is off.
   * `invalid`: the link is not one of ours (changed or cut short).
   */
  status: 'confirm' | 'done' | 'invalid';
  /** The switch of Settings > Notifications the link turns off ('Email notifications'). */
  switchName?: string;
  /** Where the confirm form posts (the link's own address); default: the current address. */
  formAction?: string;
  /** Where 'Email settings' goes. */
  settingsHref?: string;
}

const titles = {
  confirm: 'Unsubscribe from these emails?',
  done: 'You are unsubscribed',
  invalid: 'This unsubscribe link is not valid',
} as const;

/** The page an email's unsubscribe link opens: confirm, done, or a link we cannot read. */
export function UnsubscribeScreen({
  status,
  switchName = 'Email notifications',
  formAction,
  settingsHref = paths.settings,
  className,
  ...rest
}: UnsubscribeScreenProps) {
  const titleId = useId();
  return (
    <main
      data-slot="unsubscribe-screen"
      data-status={status}
      aria-labelledby={titleId}
      className={cx(styles.page, className)}
      {...rest}
    >
      <div className={styles.panel}>
        <span className={cx(styles.icon, status !== 'invalid' && own.calmIcon)}>
          <Icon
            name={status === 'done' ? 'check' : status === 'confirm' ? 'inbox' : 'alertTriangle'}
            size={28}
          />
        </span>
        <Heading as="h1" size="7" id={titleId} className={styles.title}>
          {titles[status]}
        </Heading>
        <Text as="p" size="3" className={styles.body}>
          {status === 'confirm'
            ? `This turns off "${switchName}" in your settings: you will no longer get these emails from Fairlance.`
            : status === 'done'
              ? `"${switchName}" is now off. You can turn it back on any time in Settings > Notifications.`
              : 'It may have been cut short or changed. Sign in to choose your emails in Settings > Notifications.'}
        </Text>
        <div className={styles.actions}>
          {status === 'confirm' ? (
            <form method="post" action={formAction}>
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <Button size="3" type="submit">
                Unsubscribe
              </Button>
            </form>
          ) : null}
          <Button asChild size="3" variant="outline" highContrast>
            <Link href={settingsHref}>Email settings</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}
