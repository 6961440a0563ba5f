import type { CSSProperties } from 'react';
import { vars } from '../theme/contract.css';

/**
 * Brand colours for the app's toaster (sonner's CSS variables), so toasts
 * follow the light/dark tokens and pass WCAG AA contrast — sonner's own
 * `richColors` do not (its error text is below 4.5:1 on its tint). Pass it as
 * `<Toaster style={toasterTheme} richColors />`; this package imports no toast
 * library itself.
 */
export const toasterTheme = {
  '--normal-bg': vars.color.surfaceRaised,
  '--normal-border': vars.color.border,
  '--normal-text': vars.color.text,
  '--success-bg': vars.color.successSoft,
  '--success-border': vars.color.success,
  '--success-text': vars.color.success,
  '--error-bg': vars.color.criticalSoft,
  '--error-border': vars.color.critical,
  '--error-text': vars.color.critical,
  '--warning-bg': vars.color.warningSoft,
  '--warning-border': vars.color.warning,
  '--warning-text': vars.color.warning,
  '--info-bg': vars.color.accentSoft,
  '--info-border': vars.color.accent,
  '--info-text': vars.color.accentText,
} as CSSProperties;

/**
 * The toaster's display settings: top-right below the app's header (64 px on a phone, where
 * toasts span the width), auto-close after 4000 ms, 3 visible at once, hotkey Alt+T. Pass
 * them to the app's `<Toaster>`. At the top, a toast never covers the controls that raise
 * one: forms end with their Save button at the bottom, and the message box sits at the
 * bottom of the screen.
 */
export const toasts = {
  position: 'top-right',
  offset: { top: 72, right: 24 },
  mobileOffset: { top: 64, left: 12, right: 12 },
  durationMs: 4_000,
  visibleToasts: 3,
  hotkey: ['altKey', 'KeyT'],
} as const;
