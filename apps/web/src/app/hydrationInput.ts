import { useEffect } from 'react';
import { replayEarlyShortcuts } from './earlyShortcuts';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What a person typed into the server's HTML before React hydrated it: React 19 keeps the text
 * in the field but its state still holds the server's value, so the field's `onChange` (and an
 * `onBlur` that tidies the value, such as the calculator's clamp) never heard of it. Once,
 * right after hydration, every field whose text differs from the value React gave it is
 * announced to React as an edit (and as a blur when the person has already left it), so the
 * state follows the text. Nothing is recorded or replayed: the text is the browser's own.
 */
export function announceTypedBeforeHydration(root: ParentNode = document): number {
  let announced = 0;
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    if (isChoice(field) || field.value === field.defaultValue) continue;
    const typed = field.value;
    // React tracks the value it last saw through the element's own `value` setter: set the
    // server's value through it, then the typed text past it, so React sees an edit.
    field.value = field.defaultValue;
    const prototype = Object.getPrototypeOf(field) as typeof HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (field.ownerDocument.activeElement !== field)
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    announced++;
  }
  return announced;
}

const isChoice = (field: Field) =>
  field instanceof HTMLInputElement &&
  ['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'hidden'].includes(field.type);

/**
 * Runs `announceTypedBeforeHydration` once, after the app's first (hydrating) commit, and hands
 * the app's listeners the shortcuts pressed before they existed (./earlyShortcuts.ts).
 */
export function useHydrationInput(): void {
  useEffect(() => {
    announceTypedBeforeHydration();
    replayEarlyShortcuts();
  }, []);
}
