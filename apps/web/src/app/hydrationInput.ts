import { useEffect } from 'react';
import { replayKept, takeEarlyInput, type Pending } from './earlyShortcuts';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a person typed into the server's HTML before React hydrated it: React 19 keeps the text
 * in the field but its state still holds the server's value, so the field's `onChange` (and an
 * `onBlur` that tidies the value, such as the calculator's clamp) never heard of it. Once,
 * right after hydration, every field whose text differs from the value React gave it is
 * announced to React as an edit (and as a blur when the person has already left it), so the
 * state follows the text. Nothing is recorded or replayed: the text is the browser's own.
 * Returns the fields announced; those the person has already left still need a blur
 * (`announceLeft`), once React has drawn the edit.
 */
export function announceTypedBeforeHydration(root: ParentNode = document): Field[] {
  const announced: Field[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    if (isChoice(field) || field.value === field.defaultValue) continue;
    const typed = field.value;
    // React tracks the value it last saw through the element's own `value` setter: set the
    // server's value through it, then the typed text past it, so React sees an edit.
    field.value = field.defaultValue;
    const prototype = Object.getPrototypeOf(field) as typeof HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    announced.push(field);
  }
  return announced;
}

/**
 * Announces a blur for each of `fields` the person is no longer in. It must run after React
 * has drawn the edits `announceTypedBeforeHydration` made: a blur handler reads the state of the
 * render it belongs to (the calculator's clamp reads its draft), and edits made inside an
 * effect are drawn only when the effects end. Sent in the same task, the blur met the handler
 * from before the edit, which had no draft to clamp, so `99999` stayed unclamped.
 */
export function announceLeft(fields: readonly Field[]): void {
  for (const field of fields)
    if (field.isConnected && field.ownerDocument.activeElement !== field)
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

const isChoice = (field: Field) =>
  field instanceof HTMLInputElement &&
  ['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'hidden'].includes(field.type);

/** What the head's listener kept before hydration, until it is pressed again. */
let kept: Pending | undefined;

/**
 * Runs `announceTypedBeforeHydration` once, after the app's first (hydrating) commit, and hands
 * the app's listeners the shortcuts and the press kept before they existed (./earlyShortcuts.ts).
 */
export function useHydrationInput(): void {
  useEffect(() => {
    const announced = announceTypedBeforeHydration();
    // Taken once (StrictMode runs this effect twice in development: the second keeps it).
    kept ??= takeEarlyInput();
    // The next task: React draws the edits above when this effect's pass ends, before it, so
    // the blurs and presses kept from before hydration meet the handlers that know the text.
    const later = setTimeout(() => {
      announceLeft(announced);
      replayKept(kept);
      kept = undefined;
    });
    return () => clearTimeout(later);
  }, []);
}
