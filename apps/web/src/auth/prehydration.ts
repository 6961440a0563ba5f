/**
 * A submit before hydration. The prerendered `/auth` page works before its JavaScript has
 * run: the fields take input natively. A submit in that window is held by an inline script
 * (`heldSubmitScript`, in the page's head) instead of posting the form, and sent again through
 * React once the page has hydrated. Without JavaScript at all the form posts (method="post",
 * so the password never reaches the URL) and the server answers with the page again.
 */
declare global {
  interface Window {
    /** Set by `heldSubmitScript`: stops holding submits and returns the one held, if any. */
    __fairlanceReleaseSubmit?: () => {
      form: HTMLFormElement;
      submitter: HTMLElement | null;
    } | null;
    /** Set by `heldSubmitScript`: stops watching tabs and returns the one chosen, if any. */
    __fairlanceReleaseTab?: () => HTMLElement | null;
  }
}

/**
 * Inline, in the head of the prerendered page. Holds a submit until `releaseHeldSubmit`, and
 * remembers a tab chosen before hydration (forgotten if the person then types in the tab they
 * are on) for `releaseChosenTab`.
 */
export const heldSubmitScript = `(function(){var d=document,held=null,tab=null;function hold(e){e.preventDefault();held={form:e.target,submitter:e.submitter||null}}function choose(e){var t=e.target.closest&&e.target.closest('[role="tab"]');if(t)tab=t}function typed(){tab=null}d.addEventListener("submit",hold,true);d.addEventListener("click",choose,true);d.addEventListener("input",typed,true);window.__fairlanceReleaseSubmit=function(){d.removeEventListener("submit",hold,true);var h=held;held=null;return h};window.__fairlanceReleaseTab=function(){d.removeEventListener("click",choose,true);d.removeEventListener("input",typed,true);var t=tab;tab=null;return t}})();`;

/**
 * After hydration: the tab the person chose before it (Sign Up, say) is chosen now, unless
 * they went on to type in the tab they were on.
 */
export function releaseChosenTab(): void {
  const tab = window.__fairlanceReleaseTab?.();
  if (!tab || !tab.isConnected || tab.getAttribute('aria-selected') === 'true') return;
  // Radix's tabs change on a primary-button press.
  tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
  tab.focus();
}

/** After hydration: stop holding submits and send the one the person made before, if any. */
export function releaseHeldSubmit(): void {
  const held = window.__fairlanceReleaseSubmit?.();
  if (!held || !held.form.isConnected) return;
  const submitter = held.submitter && held.form.contains(held.submitter) ? held.submitter : null;
  held.form.requestSubmit(submitter);
}

/** A text field the person typed into before hydration: what they typed and where the caret was. */
interface TypedField {
  field: HTMLInputElement | HTMLTextAreaElement;
  value: string;
  selection: [number | null, number | null];
}

/**
 * Reads what was typed into the prerendered page's text fields before it hydrated. React
 * renders its controlled fields with the state it starts from (empty), so the returned
 * function, run right after hydration and before the next paint, gives the text back
 * through React (as if typed), with the caret where it was.
 */
export function captureTypedText(root: HTMLElement): () => void {
  const typed: TypedField[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      continue;
    if (field.value === field.defaultValue) continue;
    let selection: TypedField['selection'] = [null, null];
    try {
      selection = [field.selectionStart, field.selectionEnd];
    } catch {
      // Fields without a caret (email in some engines) have no selection to keep.
    }
    typed.push({ field, value: field.value, selection });
  }
  return () => {
    for (const { field, value, selection } of typed) {
      if (!field.isConnected) continue;
      const prototype =
        field instanceof HTMLTextAreaElement
          ? HTMLTextAreaElement.prototype
          : HTMLInputElement.prototype;
      // React hydrated the field as it found it, its state still empty. Setting the value
      // through the element tells React's change tracking the field is empty; setting it again
      // through the prototype does not, so the input event below reads as the change it is.
      field.value = '';
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      const [start, end] = selection;
      if (start !== null && end !== null && document.activeElement === field) {
        try {
          field.setSelectionRange(start, end);
        } catch {
          // As above: no caret to restore.
        }
      }
    }
  };
}
