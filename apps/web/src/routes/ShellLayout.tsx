import {
  AppShell,
  parseSidebarCookie,
  paths,
  serializeSidebarCookie,
  type AppSection,
} from '@brand/ui';
import { useState } from 'react';
import { Outlet, matchPath, useLocation } from 'react-router';
import { setAppearance, useAppearance } from '../app/appearance';
import { HydratesLater } from '../app/HydratesLater';
import { ShellNotifications } from '../app/ShellNotifications';
import { clearAllDrafts } from '../data/drafts';
import { useLiveChannel, useUnreadCount, useUnreadCountLoader } from '../data/live';
import { useOwnPresence } from '../data/presence';
import { useOwnDisplayName } from '../data/profiles';
import { useSessionUser, useSignOut } from '../session/SessionProvider';

const sections: Array<{ pattern: string; section: AppSection; title: string }> = [
  { pattern: paths.dashboard, section: 'dashboard', title: 'Dashboard' },
  { pattern: paths.postJob, section: 'jobs', title: 'Post a Job' },
  { pattern: `${paths.jobs}/:jobId`, section: 'jobs', title: 'Job Details' },
  { pattern: paths.jobs, section: 'jobs', title: 'Jobs' },
  { pattern: `${paths.messages}/*`, section: 'messages', title: 'Messages' },
  { pattern: `${paths.profile}/*`, section: 'profile', title: 'Profile' },
  { pattern: paths.settings, section: 'settings', title: 'Settings' },
];

/**
 * The application shell around every protected route; the sidebar state lives in a cookie (read
 * by the server too, so the first paint has the sidebar as the person left it).
 */
export interface ShellData {
  /** Whose data this is (the loader's person). */
  userId?: string;
  name: string | null;
  /** Unread messages (undefined: not read, the browser loads it). */
  unread?: number;
  /** Unread notifications, for the bell's first paint (undefined: not read). */
  notifications?: number;
  /** 'Show when I'm online' (undefined: not read, the browser reads it). */
  showOnline?: boolean;
  /** The sidebar as the cookie left it (undefined: the default). */
  sidebarOpen: boolean | undefined;
}

export function ShellLayout({ initial }: { initial?: ShellData }) {
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(
    () =>
      initial?.sidebarOpen ??
      (typeof document === 'undefined' ? undefined : parseSidebarCookie(document.cookie)) ??
      true,
  );
  const current = sections.find(({ pattern }) => matchPath(pattern, pathname));
  const user = useSessionUser();
  const userId = user?.id;
  const userEmail = user?.email;
  // What the server read is this person's (not one signed in since in another tab).
  const mine = initial?.userId !== undefined && initial.userId === userId ? initial : undefined;
  // First sign-in creates the person's profile row (screens that need it also wait for it).
  const userName =
    useOwnDisplayName(userId, userEmail, typeof mine?.name === 'string') ?? mine?.name ?? undefined;
  useLiveChannel(userId);
  useUnreadCountLoader(userId, mine?.unread !== undefined);
  // Present to the people one talks to while the app is open (unless Privacy says otherwise).
  useOwnPresence(userId, mine?.showOnline);
  const unreadMessages = useUnreadCount() ?? mine?.unread ?? 0;
  const appearance = useAppearance();

  return (
    <AppShell
      currentSection={current?.section}
      title={current?.title}
      userEmail={userEmail}
      userName={userName}
      unreadMessages={unreadMessages}
      notifications={
        <ShellNotifications
          userId={userId}
          initialUnread={mine?.notifications ?? 0}
          loaded={mine?.notifications !== undefined}
        />
      }
      appearance={appearance}
      onAppearanceChange={setAppearance}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        document.cookie = serializeSidebarCookie(next);
      }}
      onSignOut={() => {
        clearAllDrafts();
        void signOut();
      }}
    >
      {/* The shell hydrates and commits first, then the screen. */}
      <HydratesLater>
        <Outlet />
      </HydratesLater>
    </AppShell>
  );
}
