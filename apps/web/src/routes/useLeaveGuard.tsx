import type { UnsavedChangesDialogProps } from '@brand/ui';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { useBlocker } from 'react-router';

/** The dialog's code loads once there is something to lose, before anybody is asked. */
const loadDialog = () => import('./UnsavedChangesDialog');
const UnsavedChangesDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.UnsavedChangesDialog })),
);

type Wording = Pick<UnsavedChangesDialogProps, 'title' | 'description' | 'confirmLabel'>;

/**
 * Asks before input is lost by accident. While `dirty`, a navigation to another page of the app
 * (a link, Back, Cancel) waits for the person's answer in `UnsavedChangesDialog`, and a reload
 * or closing the tab gets the browser's own 'Leave site?' question (`beforeunload`). Changing
 * only the query (a tab in the URL) is not leaving. `allowLeave()` lets the next navigation go
 * unasked (after a save that navigates). Signing out unmounts the page first: nothing asks.
 *
 * The page renders `dialog` (a small component of its own, which holds React Router's blocker):
 * the blocker registers itself with a state update once mounted, and in the page itself that
 * drew the whole screen again, at once, as the page hydrated.
 */
export function useLeaveGuard(dirty: boolean, wording: Wording = {}) {
  const allowed = useRef(false);
  return {
    dialog: <LeaveGuard dirty={dirty} allowed={allowed} wording={wording} />,
    allowLeave: () => {
      allowed.current = true;
    },
  };
}

function LeaveGuard({
  dirty,
  allowed,
  wording,
}: {
  dirty: boolean;
  allowed: RefObject<boolean>;
  wording: Wording;
}) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const blocked = blocker.state === 'blocked';
  // Mounted from the first question on, so it closes with its animation.
  const [asked, setAsked] = useState(false);
  if (blocked && !asked) setAsked(true);

  useEffect(() => {
    if (!dirty) return;
    void loadDialog().catch(() => {});
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only with a returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return asked ? (
    <Suspense fallback={null}>
      <UnsavedChangesDialog
        {...wording}
        open={blocked}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Suspense>
  ) : null;
}
