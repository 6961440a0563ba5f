import { AppShell, parseSidebarCookie, serializeSidebarCookie, type AppSection } from '@brand/ui';
import { useState } from 'react';
import { Outlet, matchPath, useLocation } from 'react-router-dom';
import { signOut } from '../app/auth-actions';
import { useSession } from '../session/SessionProvider';

const sections: Array<{ pattern: string; section: AppSection; title: string }> = [
  { pattern: '/dashboard', section: 'dashboard', title: 'Dashboard' },
  { pattern: '/jobs/create', section: 'jobs', title: 'Post a Job' },
  { pattern: '/jobs/:jobId', section: 'jobs', title: 'Job Details' },
  { pattern: '/jobs', section: 'jobs', title: 'Jobs' },
  { pattern: '/messages/*', section: 'messages', title: 'Messages' },
  { pattern: '/profile/*', section: 'profile', title: 'Profile' },
  { pattern: '/settings', section: 'settings', title: 'Settings' },
];

/** The application shell around every protected route; the sidebar state lives in a cookie. */
export function ShellLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => parseSidebarCookie(document.cookie) ?? true);
  const current = sections.find(({ pattern }) => matchPath(pattern, pathname));

  return (
    <AppShell
      currentSection={current?.section}
      title={current?.title}
      userEmail={session.status === 'signed-in' ? session.session.user.email : undefined}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        document.cookie = serializeSidebarCookie(next);
      }}
      onSignOut={() => void signOut()}
    >
      <Outlet />
    </AppShell>
  );
}
