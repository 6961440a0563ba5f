import { sidebar } from '@brand/ui';

/**
 * The app's keyboard shortcuts listen on `window` once the app has hydrated (ctrl/cmd+B, the
 * sidebar's). They are not React events, so React's replay of what happened before hydration
 * does not cover them: a press while the page was still loading did nothing. A tiny listener
 * in the head (before the first paint) keeps such a press, only for the app's own shortcuts,
 * and the app hands it to its listeners once they exist. Nothing else is kept.
 */
const shortcuts = [sidebar.keyboardShortcut];

const pending = '__fairlanceEarlyShortcuts';

type Press = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey'>;
interface Pending {
  presses: Press[];
  stop: () => void;
}

/** Inline in the head of every page (its CSP allows it by nonce or hash, as the others). */
export const earlyShortcutScript = `(function(){var keys=${JSON.stringify(shortcuts)},p={presses:[]};function on(e){if((e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&typeof e.key==="string"&&keys.indexOf(e.key.toLowerCase())>-1){e.preventDefault();p.presses.push({key:e.key,code:e.code,ctrlKey:e.ctrlKey,metaKey:e.metaKey})}}p.stop=function(){removeEventListener("keydown",on,true)};addEventListener("keydown",on,true);window.${pending}=p})();`;

/**
 * Once, after the app's first commit (its listeners are on by then): stops the head's listener
 * and presses again, for the app, the shortcuts it kept. Returns how many.
 */
export function replayEarlyShortcuts(target: Window = window): number {
  const early = (target as unknown as Record<string, Pending | undefined>)[pending];
  if (!early) return 0;
  early.stop();
  delete (target as unknown as Record<string, unknown>)[pending];
  for (const press of early.presses)
    target.dispatchEvent(
      new KeyboardEvent('keydown', { ...press, bubbles: true, cancelable: true }),
    );
  return early.presses.length;
}
