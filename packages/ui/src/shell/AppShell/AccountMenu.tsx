'use client';

import { Avatar, Button, DropdownMenu, VisuallyHidden } from '@radix-ui/themes';
import { useId } from 'react';
import { brand } from '../../brand';
import { Icon, Link } from '../../primitives';
import { isAppearance, type Appearance } from '../../theme/appearance';
import { accountInitials } from './accountInitials';
import * as styles from './AppShell.css';

export interface AccountMenuProps {
  userEmail?: string;
  /** The person's display name; shown on the trigger (email beneath) and its initials on the avatar. */
  userName?: string;
  onSignOut: () => void;
  profileHref: string;
  settingsHref: string;
  /** The appearance the person chose, checked in the menu's Appearance group. Default `system`. */
  appearance?: Appearance;
  /**
   * A choice in the menu's Appearance group (Light, Dark, System), with the new value; the app
   * stores and applies it. Left out, the menu has no Appearance group.
   */
  onAppearanceChange?: (appearance: Appearance) => void;
}

const appearanceChoices: ReadonlyArray<{ value: Appearance; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/**
 * 'My Account' in the header: the person's name (or 'My Account') and email, then Profile,
 * Settings, the Appearance choice (Light, Dark or System, when the app handles it) and Sign
 * Out. The trigger's name always starts with 'My Account'. Choosing an appearance keeps the
 * menu open, so the person sees the change and can choose again.
 */
export function AccountMenu({
  userEmail,
  userName,
  onSignOut,
  profileHref,
  settingsHref,
  appearance = 'system',
  onAppearanceChange,
}: AccountMenuProps) {
  const name = userName?.trim() || undefined;
  const appearanceLabelId = useId();
  const initials = accountInitials(name, userEmail, brand.name);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button
          variant="ghost"
          color="gray"
          size="2"
          className={styles.accountTrigger}
          data-slot="account-menu-trigger"
        >
          <span aria-hidden="true" className={styles.avatar}>
            <Avatar size="2" radius="full" color="teal" highContrast fallback={initials} />
          </span>
          <span className={styles.accountText}>
            {name ? (
              <>
                <VisuallyHidden>My Account</VisuallyHidden>
                <span className={styles.accountName}>{name}</span>
              </>
            ) : (
              <span className={styles.accountName}>My Account</span>
            )}
            {userEmail ? <span className={styles.accountEmail}>{userEmail}</span> : null}
          </span>
          <span className={styles.chevron}>
            <Icon name="chevronDown" />
          </span>
        </Button>
      </DropdownMenu.Trigger>
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
