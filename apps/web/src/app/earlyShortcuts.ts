import { sidebar } from '@brand/ui';
import { pending } from './earlyPending';

/**
 * The app's keyboard shortcuts listen on `window` once the app has hydrated (ctrl/cmd+B, the
 * sidebar's). They are not React events, so React's replay of what happened before hydration
 * does not cover them: a press while the page was still loading did nothing. A tiny listener
 * in the head (before the first paint) keeps such a press, only for the app's own shortcuts,
 * and the app hands it to its listeners once they exist.
 *
 * It also keeps the last press on a button that does nothing without the app:
 * - a plain button (a menu, a tab, a dialog's trigger: `type="button"`, or a button outside any
 *   form), pressed before `hydrateRoot` runs. From then on React itself handles a press on a
 *   part it has not hydrated yet, so the head stops keeping these (`stopKeepingPresses`). A
 *   press whose pointer went down before and whose click comes after (the page's long task ran
 *   in between) is kept whole: its click does not reach React (a Radix menu opens on the
 *   pointer's down, which React never saw, and ignores the click), and it is pressed again.
 * - the submit button of one of the app's own forms (a form with neither `action` nor
 *   `method`: only the app knows what it sends), pressed at any time until the app has taken
 *   what was typed before it could listen (./hydrationInput.ts), and any form's submit button
 *   pressed from `hydrateRoot` until then. Such a submit is held, not sent: natively an app
 *   form would reload the page, losing the text, and put the fields (a password too) into the
 *   address; sent by React before the app has taken the typed text, the handler would read the
 *   server's values (or an empty password), not the typed ones. Before `hydrateRoot`, a form the
 *   browser can send (`/auth`'s, `method="post"`) is left to the browser.
 * Once the app has drawn the typed text, that button is pressed again, once (the pointer's down
 * and up, then the click: Radix's menus and tabs act on the press, dialogs and forms on the
 * click). A link is left to the browser.
 *
 * Enter in a field that says it sends its form (`textarea[data-enter-submits]`, the message
 * composer's) is held the same way, as a press of that app form's submit button: natively it
 * would start a new line, and sent to React before the app has taken the typed text, its
 * handler would read the server's empty value. It is pressed again once the app has drawn the
 * text, and only if the button is enabled then (a blank text sends nothing).
 *
 * One guard stays for the page's life: a submit of an app form that no handler took (the form
 * sits in a part whose code is still loading) is not sent natively either (`preventDefault`,
 * on `window` as the event ends, after React's listener on the document).
 */
const shortcuts = [sidebar.keyboardShortcut];

type Press = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey'>;
export interface Pending {
  presses: Press[];
  /** The last button pressed early that only the app can act on (see above). */
  button?: HTMLButtonElement;
  /** The plain button the pointer last went down on before `hydrateRoot`. */
  down?: HTMLButtonElement;
  /**
   * Stops keeping plain buttons' presses (React handles them from `hydrateRoot` on). Ten
   * seconds later it stops keeping anything, even if the app never took what it kept (a page
   * whose frame failed draws only the error screen): a submit is never held for good.
   */
  stopButtons: () => void;
  /** Stops keeping anything (the shortcuts and the app forms' submits too). */
  stop: () => void;
}

/**
 * Inline in the head of every page (its CSP allows it by nonce or hash, as the others), written
 * short: it is part of `/`'s first response, which fits one round trip (`landing.html.gzip`).
 */
export const earlyShortcutScript = `(function(){var K=${JSON.stringify(shortcuts)},p={presses:[]},P=1,A=addEventListener,R=removeEventListener;function o(e){var x=e.target,b;if((e.ctrlKey||e.metaKey)&&!e.altKey&&!e.shiftKey&&typeof e.key=="string"&&K.indexOf(e.key.toLowerCase())>-1){e.preventDefault();p.presses.push({key:e.key,code:e.code,ctrlKey:e.ctrlKey,metaKey:e.metaKey})}else if(e.key=="Enter"&&!e.shiftKey&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!e.isComposing&&x.matches&&x.matches("textarea[data-enter-submits]")&&f(x.form)&&(b=x.form.querySelector("button[type=submit]"))){e.preventDefault();e.stopPropagation();p.button=b}}function f(x){return!!x&&!x.hasAttribute("action")&&!x.hasAttribute("method")}function t(e){var b=e.button===0&&e.target.closest&&e.target.closest("button");return b&&!b.disabled&&b}function s(b){return b.type=="submit"&&b.form}function d(e){var b=t(e);if(b&&P&&!s(b)&&b.type!="reset")p.button=p.down=b}function c(e){var b=t(e);if(!b)return;if(s(b)){if(f(b.form)||!P){e.preventDefault();p.button=b}}else if(b.type!="reset"){if(P)p.button=b;else if(p.down===b)e.stopPropagation()}}function h(e){if(!e.defaultPrevented&&f(e.target))e.preventDefault()}p.stopButtons=function(){P=0;setTimeout(p.stop,1e4)};p.stop=function(){P=0;R("pointerdown",d,!0);R("click",c,!0);R("keydown",o,!0)};A("keydown",o,!0);A("pointerdown",d,!0);A("click",c,!0);A("submit",h);window.${pending}=p})();`;

const early = (target: Window) =>
  (target as unknown as Record<string, Pending | undefined>)[pending];

/**
 * Presses `button` as a person's mouse does: down and up on it, then the click (for a submit
 * button, the click sends its form: the app's handler takes it).
 */
function pressAgain(button: HTMLButtonElement) {
  const at = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  const pointer = { ...at, pointerType: 'mouse', isPrimary: true, pointerId: 1 };
  button.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  button.dispatchEvent(new MouseEvent('mousedown', { ...at, buttons: 1 }));
  button.dispatchEvent(new PointerEvent('pointerup', pointer));
  button.dispatchEvent(new MouseEvent('mouseup', at));
  button.click();
}

/**
 * What the head's listener has kept, taken once (it keeps the app forms' submits until
 * `replayKept`), or nothing.
 */
export function takeEarlyInput(target: Window = window): Pending | undefined {
  const kept = early(target);
  if (!kept) return undefined;
  delete (target as unknown as Record<string, unknown>)[pending];
  return kept;
}

/**
 * Stops the head's listener and presses again, for the app, the shortcuts and the button kept.
 * Run once the app has drawn the text typed before hydration (./hydrationInput.ts): a handler
 * must see what was typed, not the server's values. Returns how many.
 */
export function replayKept(kept: Pending | undefined, target: Window = window): number {
  if (!kept) return 0;
  kept.stop();
  for (const press of kept.presses)
    target.dispatchEvent(
      new KeyboardEvent('keydown', { ...press, bubbles: true, cancelable: true }),
    );
  const { button } = kept;
  const now = button && (button.isConnected ? button : drawnInstead(button, target.document));
  if (now && !now.disabled) pressAgain(now);
  return kept.presses.length + (button ? 1 : 0);
}

/**
 * The button drawn in place of `button` since it was pressed, found by its `data-slot` or its
 * `id` (one only): the account menu's stand-in trigger, pressed before hydration, gives way to
 * the menu's own trigger once the menu's code has loaded, maybe before the press is replayed.
 */
function drawnInstead(button: HTMLButtonElement, document: Document): HTMLButtonElement | null {
  const slot = button.getAttribute('data-slot');
  const found = slot
    ? [...document.querySelectorAll(`button[data-slot="${CSS.escape(slot)}"]`)]
    : button.id
      ? [document.getElementById(button.id)]
      : [];
  const [only] = found;
  return found.length === 1 && only instanceof HTMLButtonElement ? only : null;
}
