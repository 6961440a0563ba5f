'use client';

import type { ComponentProps } from 'react';
import * as styles from './AppShell.css';
import { SidebarNav } from './SidebarNav';

export interface DesktopSidebarProps extends Omit<ComponentProps<typeof SidebarNav>, 'collapsed'> {
  id: string;
  /** `collapsed` shows the 3rem icon rail. */
  state: 'expanded' | 'collapsed';
}

/**
 * The desktop sidebar: 16rem, or a 3rem rail of icons with tooltips when collapsed. Hidden by a
 * media query below the breakpoint (no script decides it, so nothing moves after hydration).
 */
export function DesktopSidebar({ id, state, ...nav }: DesktopSidebarProps) {
  return (
    <nav
      aria-label="Main"
      id={id}
      data-slot="sidebar"
      data-state={state}
      className={styles.sidebar}
    >
      <SidebarNav collapsed={state === 'collapsed'} {...nav} />
    </nav>
  );
}
