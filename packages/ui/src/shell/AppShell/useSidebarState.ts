'use client';

import { useCallback, useEffect } from 'react';
import { useControllableBoolean } from '../../internal/useControllableBoolean';
import { sidebar } from './sidebar';

export interface SidebarStateOptions {
  /** Phone layout: the toggle opens the sheet instead of collapsing the sidebar. */
  isMobile: boolean;
  open?: boolean;
  defaultOpen: boolean;
  onOpenChange?: (open: boolean) => void;
  mobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
}

/**
 * The desktop sidebar's expanded state and the phone sheet's open state (each controlled or
 * not), one toggle for whichever layout is showing, and ctrl/cmd+B bound to it.
 */
export function useSidebarState({
  isMobile,
  open: openProp,
  defaultOpen,
  onOpenChange,
  mobileOpen: mobileOpenProp,
  onMobileOpenChange,
}: SidebarStateOptions) {
  const [open, setOpen] = useControllableBoolean(openProp, defaultOpen, onOpenChange);
  const [mobileOpen, setMobileOpen] = useControllableBoolean(
    mobileOpenProp,
    false,
    onMobileOpenChange,
  );

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen(!mobileOpen);
    else setOpen(!open);
  }, [isMobile, mobileOpen, open, setMobileOpen, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === sidebar.keyboardShortcut &&
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

  return {
    mobileOpen,
    setMobileOpen,
    toggle,
    /** The desktop sidebar's `data-state`. */
    state: open ? ('expanded' as const) : ('collapsed' as const),
    /** Whether the navigation is showing in the current layout (the toggle's aria-expanded). */
    expanded: isMobile ? mobileOpen : open,
  };
}
