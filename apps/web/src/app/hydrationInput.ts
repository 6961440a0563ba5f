import { useEffect } from 'react';
import { flushSync } from 'react-dom';
import { replayKept, takeEarlyInput, type Pending } from './earlyShortcuts';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** A field whose text the person changed before React hydrated it, and that text. */
export interface Typed {
  field: Field;
  text: string;
}

/**
 * What a person typed into the server's HTML before React hydrated it: React 19 keeps the text
 * in the field but its state still holds the server's value, so the field's `onChange` (and an
 * `onBlur` that tidies the value, such as the calculator's clamp) never heard of it. Right after
 * hydration, every field whose text differs from the value React gave it is announced to React
 * as an edit (`announceTyped`), and as a blur when the person has already left it
 * (`announceLeft`), so the state follows the text. Nothing is recorded or replayed: the text is
 * the browser's own, read here before anything redraws the field.
 */
export function typedBeforeHydration(root: ParentNode = document): Typed[] {
  const typed: Typed[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea'))
    if (!isChoice(field) && field.value !== field.defaultValue)
      typed.push({ field, text: field.value });
  return typed;
}

/**
 * Announces `text` as an edit of `field`. React tracks the value it last saw through the
 * element's own `value` setter: the server's value goes through it, then the text past it, so
 * React sees an edit (whatever a redraw meanwhile put in the field).
 */
export function announceTyped({ field, text }: Typed): void {
  if (!field.isConnected) return;
  field.value = field.defaultValue;
  const prototype = Object.getPrototypeOf(field) as typeof HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Announces a blur for each field of `typed` the person is no longer in. It must run after React
 * has drawn the edits `announceTyped` made: a blur handler reads the state of the
 * render it belongs to (the calculator's clamp reads its draft), and edits made inside an
 * effect are drawn only when the effects end. Sent in the same task, the blur met the handler
 * from before the edit, which had no draft to clamp, so `99999` stayed unclamped.
 */
export function announceLeft(typed: readonly Typed[]): void {
  for (const { field } of typed)
    if (field.isConnected && field.ownerDocument.activeElement !== field)
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/**
 * Announces each of `typed` as an edit, each drawn before the next (see `useHydrationInput`),
 * then the blurs, which meet the handlers that know the text. Run outside any effect.
 */
function announceAll(typed: readonly Typed[]): void {
  for (const one of typed) flushSync(() => announceTyped(one));
  flushSync(() => announceLeft(typed));
}

const isChoice = (field: Field) =>
  field instanceof HTMLInputElement &&
  ['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'hidden'].includes(field.type);

/** What the head's listener kept before hydration, until it is pressed again. */
let kept: Pending | undefined;

/**
 * Parts of the page that hydrate after the root, in a Suspense boundary of their own (the
 * signed-in screens: `HydratesLater`), hold what `useHydrationInput` announces until they have:
 * React does not hear an edit dispatched into a part it has not hydrated yet.
 */
let holds = 0;
let held: (() => void) | undefined;

/**
 * Holds the announce until the returned release is called (once; later calls do nothing).
 * Called in a layout effect of the root's commit, before the root's effects run.
 */
export function holdHydrationInput(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    const run = held;
    held = undefined;
    run?.();
  };
}

/**
 * Once, after the app's first (hydrating) commit, or once the parts that hydrate after it have
 * (`holdHydrationInput`): announces what was typed before, then the blurs, then hands the app's
 * listeners the shortcuts and the press kept before they existed (./earlyShortcuts.ts).
 *
 * Each edit is drawn before the next (`flushSync`): a form's change handler builds its next
 * value from the value it was drawn with, so two edits announced before React draws the first
 * lose the first (a name typed, then a location: the location's handler wrote the name back),
 * and a blur or a press must meet the handlers that know the text. The edits and blurs run in
 * one task, in a microtask right after this effect (`flushSync` cannot draw from inside an
 * effect): no key the person types can fall between reading a field's text and announcing it.
 * A key that did (the edits once went out one task apart) reached React, then the announce
 * wrote the text read before it back over it: a password typed as 'a-password' ended
 * 'a-passord'. A redraw between edits resets a field not yet announced to the app's value; its
 * text comes back when announced.
 */
export function useHydrationInput(): void {
  useEffect(() => {
    let cancelled = false;
    let later: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      const typed = typedBeforeHydration();
      // Taken once (StrictMode runs this effect twice in development: the second keeps it).
      kept ??= takeEarlyInput();
      queueMicrotask(() => {
        if (cancelled) return;
        announceAll(typed);
        // The presses kept from before meet them too, a task later: a part of the page that
        // hydrates after the root (code loaded on demand: the account menu's) is drawn by then.
        later = setTimeout(() => {
          replayKept(kept);
          kept = undefined;
        });
      });
    };
    if (holds > 0) held = run;
    else run();
    return () => {
      cancelled = true;
      if (held === run) held = undefined;
      clearTimeout(later);
    };
  }, []);
}

/**
 * For a part that hydrates after the root (its code loaded on demand, in a Suspense boundary:
 * Settings' account section): what was typed into its fields before it hydrated is announced to
 * it once it has, as `useHydrationInput` does for the root. React neither hears an edit on a
 * part it has not hydrated yet nor plays it again later, so the field showed the text while the
 * part's state kept the server's value (a new sign-in email typed at once was 'already your
 * sign-in email'). `slot` is the part's `data-slot`. Mounted later (a client navigation), its
 * fields hold what React gave them: nothing to announce.
 */
export function useLateHydrationInput(slot: string): void {
  useEffect(() => {
    const part = document.querySelector(`[data-slot="${CSS.escape(slot)}"]`);
    const typed = part ? typedBeforeHydration(part) : [];
    if (typed.length === 0) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) announceAll(typed);
    });
    return () => {
      cancelled = true;
    };
  }, [slot]);
}
