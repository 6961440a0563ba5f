'use client';

import { DropdownMenu } from '@radix-ui/themes';
import { useEffect, useId, useRef, type ReactElement } from 'react';
import { Icon, Link } from '../../primitives';
import { isAppearance, type Appearance } from '../../theme/appearance';
import type { AccountMenuProps } from './AccountMenu';
import * as styles from './AppShell.css';

const appearanceChoices: ReadonlyArray<{ value: Appearance; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** What the person did to the stand-in trigger while this module loaded, done again here. */
export interface AccountMenuReplay {
  /** The stand-in had the focus: the trigger takes it. */
  focus: boolean;
  /** The person pressed it (a pointer) or a key on it: the menu opens as it would have. */
  input?: { kind: 'pointer' } | { kind: 'key'; key: string };
}

export interface AccountMenuPopupProps extends AccountMenuProps {
  /** The trigger's look, the same element the stand-in showed. */
  trigger: ReactElement;
  /** The display name, trimmed (or undefined). */
  name?: string;
  replay?: AccountMenuReplay;
}

/**
 * The account menu itself (Radix's DropdownMenu): loaded on the first sign of intent, or once
 * the page is idle, so the shell becomes interactive without it (./AccountMenu).
 */
export function AccountMenuPopup({
  trigger,
  name,
  userEmail,
  onSignOut,
  profileHref,
  settingsHref,
  appearance = 'system',
  onAppearanceChange,
  replay,
}: AccountMenuPopupProps) {
  const appearanceLabelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const button = triggerRef.current;
    if (!button || !replay) return;
    // Used once: an effect run again (Strict Mode) must not press the trigger twice.
    const { focus, input } = replay;
    replay.focus = false;
    replay.input = undefined;
    if (focus) button.focus();
    if (input?.kind === 'key') {
      button.dispatchEvent(
        new KeyboardEvent('keydown', { key: input.key, bubbles: true, cancelable: true }),
      );
    } else if (input?.kind === 'pointer') {
      button.dispatchEvent(
        new PointerEvent('pointerdown', {
          bubbles: true,
          cancelable: true,
          button: 0,
          pointerType: 'mouse',
        }),
      );
    }
    // Once, as the menu replaces its stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger ref={triggerRef}>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={6} data-slot="account-menu">
        {name || userEmail ? (
          <>
            <DropdownMenu.Label className={styles.menuLabel}>
              <span>Signed in as</span>
              {name ? <span className={styles.menuEmail}>{name}</span> : null}
              {userEmail ? (
                <span className={name ? styles.menuEmailSecondary : styles.menuEmail}>
                  {userEmail}
                </span>
              ) : null}
            </DropdownMenu.Label>
            <DropdownMenu.Separator />
          </>
        ) : null}
        <DropdownMenu.Item asChild>
          <Link href={profileHref}>
            <Icon name="person" />
            Profile
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link href={settingsHref}>
            <Icon name="gear" />
            Settings
          </Link>
        </DropdownMenu.Item>
        {onAppearanceChange ? (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Label id={appearanceLabelId} className={styles.menuGroupLabel}>
              Appearance
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup
              value={appearance}
              aria-labelledby={appearanceLabelId}
              onValueChange={(value) => {
                if (isAppearance(value)) onAppearanceChange(value);
              }}
              data-slot="account-menu-appearance"
            >
              {appearanceChoices.map(({ value, label }) => (
                <DropdownMenu.RadioItem
                  key={value}
                  value={value}
                  onSelect={(event) => event.preventDefault()}
                >
                  {label}
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </>
        ) : null}
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={() => onSignOut()}>
          <Icon name="signOut" />
          Sign Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
