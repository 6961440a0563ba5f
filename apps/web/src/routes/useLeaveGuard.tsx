import { UnsavedChangesDialog, type UnsavedChangesDialogProps } from '@brand/ui';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

type Wording = Pick<UnsavedChangesDialogProps, 'title' | 'description' | 'confirmLabel'>;

/**
 * Asks before input is lost by accident. While `dirty`, a navigation to another page of the app
 * (a link, Back, Cancel) waits for the person's answer in `UnsavedChangesDialog`, and a reload
 * or closing the tab gets the browser's own 'Leave site?' question (`beforeunload`). Changing
 * only the query (a tab in the URL) is not leaving. `allowLeave()` lets the next navigation go
 * unasked (after a save that navigates). Signing out unmounts the page first: nothing asks.
 */
export function useLeaveGuard(dirty: boolean, wording: Wording = {}) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only with a returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const dialog = (
    <UnsavedChangesDialog
      {...wording}
      open={blocker.state === 'blocked'}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return {
    dialog,
    allowLeave: () => {
      allowed.current = true;
    },
  };
}
