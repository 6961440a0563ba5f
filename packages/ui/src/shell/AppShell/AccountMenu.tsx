import { Avatar, Button, DropdownMenu } from '@radix-ui/themes';
import { brand } from '../../brand';
import { Icon, Link } from '../../primitives';
import * as styles from './AppShell.css';

export interface AccountMenuProps {
  userEmail?: string;
  onSignOut: () => void;
  profileHref: string;
  settingsHref: string;
}

/** 'My Account' in the header: the signed-in email, Profile, Settings and Sign Out. */
export function AccountMenu({ userEmail, onSignOut, profileHref, settingsHref }: AccountMenuProps) {
  const initial = (userEmail?.trim()[0] ?? brand.name[0] ?? 'U').toUpperCase();
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
            <Avatar size="2" radius="full" color="teal" fallback={initial} />
          </span>
          <span className={styles.accountText}>
            <span className={styles.accountName}>My Account</span>
            {userEmail ? <span className={styles.accountEmail}>{userEmail}</span> : null}
          </span>
          <span className={styles.chevron}>
            <Icon name="chevronDown" />
          </span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={6} data-slot="account-menu">
        {userEmail ? (
          <>
            <DropdownMenu.Label className={styles.menuLabel}>
              <span>Signed in as</span>
              <span className={styles.menuEmail}>{userEmail}</span>
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
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={() => onSignOut()}>
          <Icon name="signOut" />
          Sign Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
