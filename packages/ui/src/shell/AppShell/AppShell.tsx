import {
  Avatar,
  Button,
  DropdownMenu,
  IconButton,
  Separator,
  Theme,
  Tooltip,
} from '@radix-ui/themes';
import { Dialog, VisuallyHidden } from 'radix-ui';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { brand } from '../../brand';
import { breakpoints, sidebar as sidebarConstants } from '../../domain/constants';
import { cx } from '../../internal/cx';
import { Link } from '../../link/LinkProvider';
import { BrandMark } from '../BrandMark';
import * as styles from './AppShell.css';
import {
  ChevronDownIcon,
  CloseIcon,
  DashboardIcon,
  JobsIcon,
  MessagesIcon,
  PlusIcon,
  ProfileIcon,
  SettingsIcon,
  SidebarIcon,
  SignOutIcon,
} from './icons';

/** The sections the sidebar links to. */
export type AppSection = 'dashboard' | 'jobs' | 'messages' | 'profile' | 'settings';

export const appSections: ReadonlyArray<{ id: AppSection; label: string; href: string }> = [
  { id: 'dashboard', label: 'Dashboard', href: '/dashboard' },
  { id: 'jobs', label: 'Jobs', href: '/jobs' },
  { id: 'messages', label: 'Messages', href: '/messages' },
  { id: 'profile', label: 'Profile', href: '/profile' },
  { id: 'settings', label: 'Settings', href: '/settings' },
];

const sectionIcons: Record<AppSection, () => ReactElement> = {
  dashboard: DashboardIcon,
  jobs: JobsIcon,
  messages: MessagesIcon,
  profile: ProfileIcon,
  settings: SettingsIcon,
};

const mobileQuery = `(max-width: ${breakpoints.mobilePx - 1}px)`;

const subscribeMobile = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(mobileQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};
const getMobile = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(mobileQuery).matches;
/* Server rendering and hydration assume a desktop. */
const getServerMobile = () => false;

/** Whether the viewport is below the 768 px breakpoint, live. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribeMobile, getMobile, getServerMobile);
}

/** A boolean that is controlled when `value` is given and uncontrolled otherwise. */
function useControllableBoolean(
  value: boolean | undefined,
  defaultValue: boolean,
  onChange: ((next: boolean) => void) | undefined,
) {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const set = useCallback(
    (next: boolean) => {
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set] as const;
}

export interface AppShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The current section's title in the header; defaults to the section's name. */
  title?: string;
  /** The element the title renders as. Screens own the page's h1, so it is a paragraph by default. */
  titleAs?: 'p' | 'h1' | 'h2';
  /** The sidebar item marked as the current page. */
  currentSection?: AppSection;
  /** The signed-in user's email, shown on the account menu. */
  userEmail?: string;
  /** 'Sign Out' in the account menu; the app ends the session and goes to '/'. */
  onSignOut: () => void;
  /** Desktop sidebar expanded (controlled). */
  open?: boolean;
  /** Desktop sidebar expanded at first (uncontrolled), e.g. read from the sidebar cookie. */
  defaultOpen?: boolean;
  /** Every desktop toggle (button or ctrl/cmd+B) with the next state; the app stores it in the cookie. */
  onOpenChange?: (open: boolean) => void;
  /** Phone sheet open (controlled). */
  mobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
  /** Forces the phone or desktop layout; by default it follows the 768 px breakpoint. */
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

interface SidebarBodyProps {
  collapsed: boolean;
  currentSection?: AppSection;
  hrefs: Record<AppSection, string>;
  postJobHref: string;
  onNavigate?: () => void;
  headerEnd?: ReactNode;
}

/** Wraps an icon-only control in a tooltip naming it, only while the sidebar is collapsed. */
function CollapsedTooltip({
  collapsed,
  label,
  children,
}: {
  collapsed: boolean;
  label: string;
  children: ReactElement;
}) {
  if (!collapsed) return children;
  return (
    <Tooltip content={label} side="right" delayDuration={0}>
      {children}
    </Tooltip>
  );
}

function SidebarBody({
  collapsed,
  currentSection,
  hrefs,
  postJobHref,
  onNavigate,
  headerEnd,
}: SidebarBodyProps) {
  return (
    <>
      <div className={styles.sidebarHeader} data-slot="sidebar-header">
        <BrandMark size={32} nameClassName={styles.label} />
        {headerEnd}
      </div>
      <CollapsedTooltip collapsed={collapsed} label="Post Job">
        <Button asChild size="2" className={styles.postJob}>
          <Link href={postJobHref} onClick={onNavigate} data-slot="sidebar-post-job">
            <PlusIcon />
            <span className={styles.label}>Post Job</span>
          </Link>
        </Button>
      </CollapsedTooltip>
      <ul className={styles.menu} data-slot="sidebar-menu">
        {appSections.map(({ id, label }) => {
          const Icon = sectionIcons[id];
          return (
            <li key={id} data-slot="sidebar-menu-item">
              <CollapsedTooltip collapsed={collapsed} label={label}>
                <Link
                  href={hrefs[id]}
                  className={styles.navLink}
                  aria-current={id === currentSection ? 'page' : undefined}
                  onClick={onNavigate}
                  data-slot="sidebar-menu-link"
                >
                  <span className={styles.navIcon}>
                    <Icon />
                  </span>
                  <span className={styles.label}>{label}</span>
                </Link>
              </CollapsedTooltip>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function AccountMenu({
  userEmail,
  onSignOut,
  profileHref,
  settingsHref,
}: {
  userEmail?: string;
  onSignOut: () => void;
  profileHref: string;
  settingsHref: string;
}) {
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
            <ChevronDownIcon />
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
            <ProfileIcon />
            Profile
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild>
          <Link href={settingsHref}>
            <SettingsIcon />
            Settings
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={() => onSignOut()}>
          <SignOutIcon />
          Sign Out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
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
  onSignOut,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  mobileOpen: mobileOpenProp,
  onMobileOpenChange,
  isMobile: isMobileProp,
  hrefs: hrefsProp,
  postJobHref = '/jobs/create',
  mainId = 'main-content',
  className,
  children,
  ...rest
}: AppShellProps) {
  const detectedMobile = useIsMobile();
  const isMobile = isMobileProp ?? detectedMobile;
  const [open, setOpen] = useControllableBoolean(openProp, defaultOpen, onOpenChange);
  const [mobileOpen, setMobileOpen] = useControllableBoolean(
    mobileOpenProp,
    false,
    onMobileOpenChange,
  );
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const hrefs = {
    ...(Object.fromEntries(appSections.map(({ id, href }) => [id, href])) as Record<
      AppSection,
      string
    >),
    ...hrefsProp,
  };
  const sectionTitle =
    title ?? appSections.find(({ id }) => id === currentSection)?.label ?? brand.name;

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen(!mobileOpen);
    else setOpen(!open);
  }, [isMobile, mobileOpen, open, setMobileOpen, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === sidebarConstants.keyboardShortcut &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const state = open ? 'expanded' : 'collapsed';
  const expanded = isMobile ? mobileOpen : open;
  const closeSheet = () => setMobileOpen(false);

  return (
    <div
      data-slot="app-shell"
      data-state={state}
      data-mobile={isMobile ? 'true' : undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <a href={`#${mainId}`} className={styles.skipLink} data-slot="skip-link">
        Skip to content
      </a>

      {isMobile ? (
        <Dialog.Root open={mobileOpen} onOpenChange={setMobileOpen}>
          <Dialog.Portal>
            <Theme asChild>
              <div className={styles.sheetTheme}>
                <Dialog.Overlay className={styles.overlay} />
                <Dialog.Content
                  className={styles.sheet}
                  id={sidebarId}
                  data-slot="sidebar-sheet"
                  onCloseAutoFocus={(event) => {
                    // The toggle opened the sheet; focus goes back to it.
                    event.preventDefault();
                    toggleRef.current?.focus();
                  }}
                >
                  <VisuallyHidden.Root>
                    <Dialog.Title>Navigation</Dialog.Title>
                    <Dialog.Description>
                      Go to a section of {brand.name} or post a job.
                    </Dialog.Description>
                  </VisuallyHidden.Root>
                  <nav
                    aria-label="Main"
                    data-slot="sidebar"
                    data-state="expanded"
                    data-mobile="true"
                    className={styles.sidebar}
                  >
                    <SidebarBody
                      collapsed={false}
                      currentSection={currentSection}
                      hrefs={hrefs}
                      postJobHref={postJobHref}
                      onNavigate={closeSheet}
                      headerEnd={
                        <Dialog.Close asChild>
                          <IconButton
                            variant="ghost"
                            color="gray"
                            aria-label="Close navigation"
                            className={styles.sheetClose}
                          >
                            <CloseIcon />
                          </IconButton>
                        </Dialog.Close>
                      }
                    />
                  </nav>
                </Dialog.Content>
              </div>
            </Theme>
          </Dialog.Portal>
        </Dialog.Root>
      ) : (
        <nav
          aria-label="Main"
          id={sidebarId}
          data-slot="sidebar"
          data-state={state}
          className={styles.sidebar}
        >
          <SidebarBody
            collapsed={!open}
            currentSection={currentSection}
            hrefs={hrefs}
            postJobHref={postJobHref}
          />
        </nav>
      )}

      <div className={styles.inset} data-slot="app-shell-inset">
        <header className={styles.header} data-slot="app-shell-header">
          <IconButton
            ref={toggleRef}
            variant="ghost"
            color="gray"
            aria-label="Toggle Sidebar"
            aria-expanded={expanded}
            aria-controls={!isMobile || mobileOpen ? sidebarId : undefined}
            aria-keyshortcuts="Control+B Meta+B"
            onClick={toggle}
            className={styles.toggle}
            data-slot="sidebar-toggle"
          >
            <SidebarIcon />
          </IconButton>
          <Separator orientation="vertical" className={styles.headerDivider} />
          <TitleTag className={styles.title} data-slot="app-shell-title">
            {sectionTitle}
          </TitleTag>
          <AccountMenu
            userEmail={userEmail}
            onSignOut={onSignOut}
            profileHref={hrefs.profile}
            settingsHref={hrefs.settings}
          />
        </header>
        <main id={mainId} tabIndex={-1} className={styles.main} data-slot="app-shell-main">
          {children}
        </main>
      </div>
    </div>
  );
}
