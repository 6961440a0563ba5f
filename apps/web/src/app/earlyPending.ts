/**
 * What the head's listener (./earlyShortcuts.ts) keeps before hydration, on `window` under this
 * name. Apart from it so the client entry can stop it without loading the app's modules.
 */
export const pending = '__fairlanceEarlyShortcuts';

/** Called just before `hydrateRoot`: from then on React handles presses on buttons itself. */
export function stopKeepingPresses(target: Window = window): void {
  (target as unknown as Record<string, { stopButtons?: () => void } | undefined>)[
    pending
  ]?.stopButtons?.();
}
