'use client';

import { Avatar, Button, VisuallyHidden } from '@radix-ui/themes';
import { useRef, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';
import { brand } from '../../brand';
import { onDemand, useOnDemand } from '../../internal/onDemand';
import { Icon } from '../../primitives';
import type { Appearance } from '../../theme/appearance';
import { accountInitials } from './accountInitials';
import type { StandInInput, StandInReplay } from '../../internal/replay';
import type { AccountMenuPopupProps } from './AccountMenuPopup';
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

type Popup = ComponentType<AccountMenuPopupProps>;
/** The menu's module: once loaded, every later AccountMenu renders it at once. */
const popup = onDemand<Popup>(() =>
  import('./AccountMenuPopup').then((module) => module.AccountMenuPopup),
);

/** Loads the menu's code ahead (stories, tests): AccountMenus drawn after it skip the stand-in. */
export const preloadAccountMenu = (): Promise<unknown> => popup.load();

const opensMenu = ['Enter', ' ', 'ArrowDown'];

/**
 * 'My Account' in the header: the person's name (or 'My Account') and email, then Profile,
 * Settings, the Appearance choice (Light, Dark or System, when the app handles it) and Sign
 * Out. The trigger's name always starts with 'My Account'. Choosing an appearance keeps the
 * menu open, so the person sees the change and can choose again.
 *
 * The menu's code (Radix's DropdownMenu, about 13 KB gzip) is not needed to draw the header: a
 * stand-in trigger, the same button, shows until the first pointer over, focus on or press of
 * the trigger (the code itself loads once the page is idle, or then). A press or key on the
 * stand-in opens the menu as soon as it is there, with the focus where it was.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { userEmail, userName } = props;
  const name = userName?.trim() || undefined;
  const initials = accountInitials(name, userEmail, brand.name);
  const standIn = useRef<HTMLButtonElement>(null);
  const replay = useRef<StandInReplay>({ focus: false });
  const [Popup, load] = useOnDemand(popup, {
    beforeShown: () => {
      replay.current.focus = standIn.current !== null && document.activeElement === standIn.current;
    },
  });

  const trigger = (
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
  );
  if (Popup) return <Popup {...props} trigger={trigger} name={name} replay={replay.current} />;

  const press = (input: StandInInput) => {
    replay.current.input = input;
    load();
  };
  return (
    <Button
      {...trigger.props}
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey)
          press({
            kind: 'pointer',
            pointerType: event.pointerType,
            x: event.clientX,
            y: event.clientY,
          });
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!opensMenu.includes(event.key)) return;
        event.preventDefault();
        press({ kind: 'key', key: event.key });
      }}
    />
  );
}
