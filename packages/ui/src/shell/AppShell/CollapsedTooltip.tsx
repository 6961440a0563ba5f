'use client';

import { Tooltip } from '@radix-ui/themes';
import type { ReactElement } from 'react';

/** Wraps an icon-only control in a tooltip naming it, only while the sidebar is collapsed. */
export function CollapsedTooltip({
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
