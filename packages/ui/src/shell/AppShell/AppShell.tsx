'use client';

import { IconButton, Separator } from '@radix-ui/themes';
import {
  useEffect,
  useId,
  useRef,
  type ComponentType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { brand } from '../../brand';
import { paths } from '../../domain/paths';
import { cx } from '../../internal/cx';
import { onDemand, useOnDemand } from '../../internal/onDemand';
import { Icon } from '../../primitives';
import type { Appearance } from '../../theme/appearance';
import { AccountMenu, preloadAccountMenu } from './AccountMenu';
import * as styles from './AppShell.css';
import { DesktopSidebar } from './DesktopSidebar';
import type { MobileSheetProps } from './MobileSheet';
import { appSections, sectionHrefs, type AppSection } from './sections';
import { useIsMobile } from './useIsMobile';
import { useSidebarState } from './useSidebarState';

export { appSections, type AppSection } from './sections';
export { useIsMobile } from './useIsMobile';

/**
 * The phone sheet's code (Radix's Dialog) loads when the sheet first opens, or once a phone
 * page is idle: until then a closed sheet renders nothing, so nothing is missing.
 */
const mobileSheet = onDemand<ComponentType<MobileSheetProps>>(() =>
  import('./MobileSheet').then((module) => module.MobileSheet),
);

/** Loads the shell's on-demand parts (the account menu, the phone sheet), for stories and tests. */
export function preloadAppShell(): Promise<unknown> {
  return Promise.all([mobileSheet.load(), preloadAccountMenu()]);
}

export interface AppShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The current section's title in the header; defaults to the section's name. */
  title?: string;
  /** The element the title renders as. Screens own the page's h1, so it is a paragraph by default. */
  titleAs?: 'p' | 'h1' | 'h2';
  /** The sidebar item marked as the current page. */
  currentSection?: AppSection;
  /** The signed-in user's email, shown on the account menu (under the name when there is one). */
  userEmail?: string;
  /**
   * The signed-in person's display name: the account menu shows it, with initials from it, and
   * the email beneath. Left out, the menu reads 'My Account' with the email's first letter.
   */
  userName?: string;
  /** Unread messages: a badge on the sidebar's Messages item (and in the phone sheet) when above 0. */
  unreadMessages?: number;
  /** Shown in the header before the account menu: the app's NotificationBell. */
  notifications?: ReactNode;
  /** 'Sign Out' in the account menu; the app ends the session and goes to '/'. */
  onSignOut: () => void;
  /** The appearance the person chose, checked in the account menu. Default `system`. */
  appearance?: Appearance;
  /**
   * A choice in the account menu's Appearance group (Light, Dark, System); the app stores it
   * and applies it. Left out, the menu has no Appearance group.
   */
  onAppearanceChange?: (appearance: Appearance) => void;
  /** Desktop sidebar expanded (controlled). */
  open?: boolean;
  /** Desktop sidebar expanded at first (uncontrolled), e.g. read from the sidebar cookie. */
  defaultOpen?: boolean;
  /** Every desktop toggle (button or ctrl/cmd+B) with the next state; the app stores it in the cookie. */
  onOpenChange?: (open: boolean) => void;
  /** Phone sheet open (controlled). */
  mobileOpen?: boolean;
  /** The phone sheet opened or closed (toggle, a link, Escape), with the new state. */
  onMobileOpenChange?: (open: boolean) => void;
  /**
   * Forces the phone or desktop layout; by default CSS media queries pick it at the 768 px
   * breakpoint, so the server's HTML is already right at every width.
   */
  isMobile?: boolean;
  /** Overrides of the sidebar's link targets. */
  hrefs?: Partial<Record<AppSection, string>>;
  /** Where 'Post Job' goes. */
  postJobHref?: string;
  /** The id of the main content, the skip link's target. */
  mainId?: string;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The frame of every signed-in screen: a sidebar (16rem, 3rem as icons, an
 * 18rem sheet on phones), a header with the sidebar toggle, the section title
 * and the account menu, and the screen itself as children. Toggles by button
 * or ctrl/cmd+B; the app persists `onOpenChange` in the sidebar cookie.
 */
export function AppShell({
  title,
  titleAs: TitleTag = 'p',
  currentSection,
  userEmail,
  userName,
  unreadMessages,
  notifications,
  onSignOut,
  appearance,
  onAppearanceChange,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  mobileOpen: mobileOpenProp,
  onMobileOpenChange,
  isMobile: isMobileProp,
  hrefs: hrefsProp,
  postJobHref = paths.postJob,
  mainId = 'main-content',
  className,
  children,
  ...rest
}: AppShellProps) {
  // The layout is CSS's (media queries, or `data-layout` when forced); this only says which
  // navigation the toggle and ctrl/cmd+B drive. Server rendering and hydration assume a desktop.
  const detectedMobile = useIsMobile();
  const isMobile = isMobileProp ?? detectedMobile;
  const { mobileOpen, setMobileOpen, toggle, state, expanded } = useSidebarState({
    isMobile,
    open: openProp,
    defaultOpen,
    onOpenChange,
    mobileOpen: mobileOpenProp,
    onMobileOpenChange,
  });
  const sidebarId = useId();
  const sheetId = useId();
  // Loaded once a phone page is idle, or at once when the sheet is asked for.
  const [MobileSheet, loadMobileSheet] = useOnDemand(mobileSheet, { idle: isMobile });
  useEffect(() => {
    if (isMobile && mobileOpen) loadMobileSheet();
  }, [isMobile, mobileOpen, loadMobileSheet]);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const hrefs = { ...sectionHrefs, ...hrefsProp };
  const sectionTitle =
    title ?? appSections.find(({ id }) => id === currentSection)?.label ?? brand.name;
  const nav = { currentSection, hrefs, postJobHref, unreadMessages };

  return (
    <div
      data-slot="app-shell"
      data-state={state}
      data-layout={isMobileProp === undefined ? undefined : isMobileProp ? 'phone' : 'desktop'}
      className={cx(styles.root, className)}
      {...rest}
    >
      <a href={`#${mainId}`} className={styles.skipLink} data-slot="skip-link">
        Skip to content
      </a>

      {/* Always in the HTML; hidden by CSS below the breakpoint, where the sheet takes over. */}
      <DesktopSidebar id={sidebarId} state={state} {...nav} />
      {isMobile && MobileSheet && (
        <MobileSheet
          id={sheetId}
          open={mobileOpen}
          onOpenChange={setMobileOpen}
          returnFocusRef={toggleRef}
          {...nav}
        />
      )}

      <div className={styles.inset} data-slot="app-shell-inset">
        <header className={styles.header} data-slot="app-shell-header">
          <IconButton
            ref={toggleRef}
            variant="ghost"
            color="gray"
            aria-label="Toggle Sidebar"
            aria-expanded={expanded}
            aria-controls={isMobile ? (mobileOpen ? sheetId : undefined) : sidebarId}
            aria-keyshortcuts="Control+B Meta+B"
            onClick={toggle}
            className={styles.toggle}
            data-slot="sidebar-toggle"
          >
            <Icon name="sidebar" />
          </IconButton>
          <Separator orientation="vertical" className={styles.headerDivider} />
          <TitleTag className={styles.title} data-slot="app-shell-title">
            {sectionTitle}
          </TitleTag>
          {notifications}
          <AccountMenu
            userEmail={userEmail}
            userName={userName}
            onSignOut={onSignOut}
            profileHref={hrefs.profile}
            settingsHref={hrefs.settings}
            appearance={appearance}
            onAppearanceChange={onAppearanceChange}
          />
        </header>
        <main id={mainId} tabIndex={-1} className={styles.main} data-slot="app-shell-main">
          {children}
        </main>
      </div>
    </div>
  );
}
