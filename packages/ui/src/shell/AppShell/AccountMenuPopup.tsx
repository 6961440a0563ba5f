'use client';

import { DropdownMenu } from '@radix-ui/themes';
import { useId, useRef, type ReactElement } from 'react';
import { useReplay, type StandInReplay } from '../../internal/replay';
import { Icon, Link } from '../../primitives';
import { isAppearance, type Appearance } from '../../theme/appearance';
import type { AccountMenuProps } from './AccountMenu';
import * as styles from './AppShell.css';

const appearanceChoices: ReadonlyArray<{ value: Appearance; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

export interface AccountMenuPopupProps extends AccountMenuProps {
  /** The trigger's look, the same element the stand-in showed. */
  trigger: ReactElement;
  /** The display name, trimmed (or undefined). */
  name?: string;
  replay?: StandInReplay;
}

/**
 * The account menu itself (Radix's DropdownMenu): loaded once the page is idle, drawn on the
 * first sign of intent, so the shell becomes interactive without it (./AccountMenu).
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
  useReplay(triggerRef, replay);
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
