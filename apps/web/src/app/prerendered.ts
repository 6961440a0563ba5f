import { serializeSidebarCookie } from '@brand/ui';
import { authStorageKey } from '../session/storage';
import { onIdle } from './idle';
import { inputQueue, type InputQueue } from './inputQueue';

/**
 * The signed-in pages rendered at build time (scripts/prerender.mjs, ./entry-server.tsx): on a
 * reload with a stored session, the shell and the screen's loading state paint from the HTML,
 * before any JavaScript; the app then draws the same over them.
 *
 * The build renders them for a person whose email is `local@domain` below (characters from
 * Unicode's private use area, which no real text contains).
 */
export const signedInMarkers = { local: '\uE000', domain: '\uE001' } as const;

/*
 * What the person did on the page before the app drew over it (button clicks, by the
 * `data-slot` of the control and its place among those, and ctrl/cmd shortcuts) is kept in
 * ./inputQueue by the head's inline script (`signedInInputScript`); the app plays it again on
 * what it drew (`takeOverPrerendered`).
 */

/** The fields a person types into: text-like inputs and text areas. */
const typedFields =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea';

/** The controls a person presses (`signedInInputScript` counts them with the same selector). */
const pressed = 'a[href], button';

/** What else takes the focus: a tab panel, say (Radix's tabs take it only once mounted). */
const focusable = '[tabindex]';

/**
 * Where an element is on the page: the `data-slot` around it and its place among those, and
 * for a field inside it (a search box in a toolbar, say) its place among that slot's fields,
 * for a control inside it (a tab of a tab list, say) its place among that slot's controls, or
 * for anything else inside it that takes the focus its place among those.
 */
function slotOf(root: Element, element: Element | null) {
  const slotted = element?.closest('[data-slot]');
  if (!element || !slotted || !root.contains(slotted)) return undefined;
  const slot = slotted.getAttribute('data-slot') ?? '';
  const index = [...root.querySelectorAll(`[data-slot="${slot}"]`)].indexOf(slotted);
  const inside = element !== slotted;
  const field =
    inside && element.matches(typedFields)
      ? [...slotted.querySelectorAll(typedFields)].indexOf(element)
      : undefined;
  const control =
    inside && field === undefined && element.matches(pressed)
      ? [...slotted.querySelectorAll(pressed)].indexOf(element)
      : undefined;
  const other =
    inside && field === undefined && control === undefined && element.matches(focusable)
      ? [...slotted.querySelectorAll(focusable)].indexOf(element)
      : undefined;
  return { slot, index, field, control, other };
}

type Place = NonNullable<ReturnType<typeof slotOf>>;

/** Sets a field's value as typing does: React's onChange sees it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

export interface TakeOver {
  /** From a layout effect: the app's tree has just replaced the painted page (same task). */
  committed(): void;
  /** From a passive effect at the root: the app's own effects, and their listeners, are in. */
  effectsRan(): void;
}

const nothingToTakeOver: TakeOver = { committed() {}, effectsRan() {} };

/**
 * Takes over from the painted page around the app's first render into `root`; call it before
 * that render starts. The render may run in slices of main-thread time (a transition), and
 * the painted page is live meanwhile: a Tab moves the focus on it, a click or a shortcut is
 * queued by the head's script. The control with the focus is followed until the commit.
 * - `committed`, in the commit's own task (before any key can move the focus again): the
 *   focus goes to the same control in what the app drew, with its ring if the keyboard put it
 *   there, and clicks stop being queued (they land on the app's controls now).
 * - `effectsRan`, once the app's effects have added their listeners: the queue closes, what
 *   was typed into the painted page's fields is typed into the same fields of what the app
 *   drew, and the clicks and shortcuts made before are played again, in order (shortcuts
 *   pressed between the commit and then too).
 *
 * Nothing happens on a page that was not painted from its HTML.
 */
export function takeOverPrerendered(root: Element): TakeOver {
  const slots = window as unknown as Record<string, InputQueue | undefined>;
  const queue = slots[inputQueue];
  if (!queue) return nothingToTakeOver;
  // From now on only the app changes the page: it draws what it knows.
  queue.taking = true;
  // The painted fields, and where they are: what they hold when the app has drawn is theirs.
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typedFields)]
    .map((field) => ({ field, place: slotOf(root, field) }))
    .filter((found): found is { field: typeof found.field; place: Place } => !!found.place);
  let focused: ReturnType<typeof slotOf>;
  // Reached by keyboard, it shows its ring again (a focus set by script may not by itself).
  let ring = false;
  const follow = (element: Element | null) => {
    focused = slotOf(root, element);
    ring = !!focused && !!element?.matches(':focus-visible');
  };
  follow(document.activeElement);
  const onFocusIn = (event: Event) => follow(event.target as Element | null);
  // A focus that leaves because the commit removed the painted control is kept: judged after
  // the task that removed it, when that control is out of the document.
  const onFocusOut = (event: Event) => {
    const left = event.target as Node;
    const next = (event as FocusEvent).relatedTarget as Element | null;
    queueMicrotask(() => {
      if (left.isConnected) follow(next);
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  const find = ({
    slot,
    index,
    field,
    control,
    other,
  }: {
    slot: string;
    index: number;
    field?: number;
    control?: number;
    other?: number;
  }) => {
    const slotted = root.querySelectorAll<HTMLElement>(`[data-slot="${slot}"]`)[index];
    if (field !== undefined)
      return slotted?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(typedFields)[field];
    if (control !== undefined && control >= 0)
      return slotted?.querySelectorAll<HTMLElement>(pressed)[control];
    if (other !== undefined && other >= 0)
      return slotted?.querySelectorAll<HTMLElement>(focusable)[other];
    return slotted;
  };
  let phase: 'rendering' | 'committed' | 'done' = 'rendering';
  const committed = () => {
    if (phase !== 'rendering') return;
    phase = 'committed';
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    queue.drawn = true;
    if (focused) find(focused)?.focus({ focusVisible: ring } as FocusOptions);
  };
  // The clicks and shortcuts made on the painted page, played again on what the app drew.
  const replay = (inputs: InputQueue) => {
    for (const input of inputs) {
      if (input.type === 'key') {
        const { key, ctrlKey, metaKey, shiftKey, altKey } = input;
        const init = { key, ctrlKey, metaKey, shiftKey, altKey, bubbles: true, cancelable: true };
        document.dispatchEvent(new KeyboardEvent('keydown', init));
        continue;
      }
      // A link by its address (the list it was in may have changed since), followed by the
      // browser when the app draws it nowhere.
      const { href } = input;
      const link =
        href === undefined
          ? undefined
          : [...root.querySelectorAll<HTMLElement>('a[href]')].find(
              (a) => a.getAttribute('href') === href,
            );
      if (href !== undefined && !link) {
        location.assign(href);
        return;
      }
      const target = link ?? find(input);
      if (!target) continue;
      // Menus open on pointerdown, tabs on mousedown, buttons act on click: a mouse press
      // does all three, in this order.
      const pointer = { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' };
      target.dispatchEvent(new PointerEvent('pointerdown', pointer));
      target.dispatchEvent(new MouseEvent('mousedown', pointer));
      target.dispatchEvent(new PointerEvent('pointerup', pointer));
      target.dispatchEvent(new MouseEvent('mouseup', pointer));
      target.click();
    }
  };
  const effectsRan = () => {
    if (phase === 'done') return;
    committed();
    phase = 'done';
    slots[inputQueue] = undefined;
    // Each field in a task of its own, and the clicks and keys once what the typing changed
    // has settled: a controlled form builds each change on the values it last drew (typed in
    // one task, the second field's change would drop the first's), a Save pressed on the
    // painted form saves what was typed, and a link followed after typing asks first (the
    // screen reports its unsaved edit from an effect, and the guard takes it in another).
    const typed = fields.filter(({ field }) => field.value !== field.defaultValue);
    if (typed.length === 0) return replay(queue);
    const typeNext = () => {
      const next = typed.shift();
      if (!next) return void onIdle(() => replay(queue), 500);
      const drawn = find(next.place);
      if (
        (drawn instanceof HTMLInputElement || drawn instanceof HTMLTextAreaElement) &&
        drawn.value !== next.field.value
      )
        typeInto(drawn, next.field.value);
      setTimeout(typeNext, 0);
    };
    typeNext();
  };
  return { committed, effectsRan };
}

/** The sidebar cookie's pair when the person collapsed it ('sidebar_state=false'). */
const collapsedCookie = serializeSidebarCookie(false).split(';')[0]?.trim() ?? '';

/**
 * Inline, right after the prerendered markup in `#root`, so it runs before that markup first
 * paints. With a session the app will draw at once (stored, its token good for 30 s more: the
 * same test as `readStoredSession`), it writes the stored email where the markers are (the
 * greeting's name, the account menu, the avatar's letter), and collapses the sidebar if its
 * cookie says so. Without one it empties `#root`: the app then shows what it shows a visitor
 * without a session (the way to `/auth`), never a shell that is not theirs, and nothing done
 * on the page is played again.
 */
export const signedInShellScript = `(function(d){var r=d.getElementById("root");if(!r)return;try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(
  authStorageKey,
)}));if(!s||typeof s.access_token!=="string"||typeof s.refresh_token!=="string"||typeof s.expires_at!=="number"||!s.user||typeof s.user.id!=="string"||typeof s.user.email!=="string"||!s.user.email.trim()||s.expires_at*1e3<=Date.now()+3e4)throw 0;var e=s.user.email,g=e.split("@")[0].trim()||"User",i=e.trim().charAt(0).toLocaleUpperCase(),L=${JSON.stringify(
  signedInMarkers.local,
)},E=L+"@"+${JSON.stringify(signedInMarkers.domain)},f=function(t){return t.split(E).join(e).split(L).join(g)};if((";"+d.cookie.replace(/\\s/g,"")+";").indexOf(${JSON.stringify(
  `;${collapsedCookie};`,
)})>=0)r.querySelectorAll('[data-slot="app-shell"],[data-slot="sidebar"]').forEach(function(n){n.setAttribute("data-state","collapsed")});for(var w=d.createTreeWalker(r,4),n;(n=w.nextNode());)if(n.nodeValue.indexOf(L)>=0)n.nodeValue=n.parentNode.closest(".rt-AvatarFallback")?i:f(n.nodeValue);r.querySelectorAll("*").forEach(function(el){for(var a=0;a<el.attributes.length;a++){var x=el.attributes[a];if(x.value.indexOf(L)>=0)x.value=f(x.value)}});}catch(x){window.${inputQueue}=undefined;r.textContent=""}})(document);`;

/**
 * Inline in the head, before the stylesheets (a script after them waits until they have
 * loaded): from the moment the page exists, the clicks on its buttons and the ctrl/cmd
 * shortcuts are kept for the app to play again. A painted form is not sent by the browser
 * (that would load the page again, and lose what was typed): its button's click is kept. Once
 * something has been typed into a painted form, a plain click on a link is kept too, not
 * followed: the app follows it once it has drawn (the same address), and asks first if that
 * would lose the edit; if the app has not drawn 8 s later, the browser follows it. A key
 * pressed before the page has painted (right after a reload, say) counts too. The script after the markup drops the queue when
 * there is no usable session.
 */
export const signedInInputScript = `(function(d){var q=window.${inputQueue}=[],at=function(r,el){var s=el&&el.closest&&el.closest("[data-slot]");if(!s||!r||!r.contains(s))return null;var k=s.getAttribute("data-slot");return{slot:k,index:[].indexOf.call(r.querySelectorAll('[data-slot="'+k+'"]'),s),control:s===el?void 0:[].indexOf.call(s.querySelectorAll(${JSON.stringify(pressed)}),el)}};d.addEventListener("click",function(ev){var b=ev.target.closest&&ev.target.closest("button,a[href]");if(b&&window.${inputQueue}===q&&!q.drawn){var r=d.getElementById("root"),p=at(r,b);if(!p)return;var h;if(b.tagName==="A"){if(ev.button||ev.ctrlKey||ev.metaKey||ev.shiftKey||ev.altKey||![].some.call(r.querySelectorAll("input,textarea"),function(f){return f.form&&f.value!==f.defaultValue}))return;ev.preventDefault();h=b.getAttribute("href");setTimeout(function(){if(window.${inputQueue}===q&&!q.drawn)location.assign(h)},8e3)}q.push({type:"click",slot:p.slot,index:p.index,control:p.control,href:h})}},true);d.addEventListener("submit",function(ev){if(window.${inputQueue}===q&&!q.drawn)ev.preventDefault()},true);d.addEventListener("keydown",function(ev){if((ev.ctrlKey||ev.metaKey)&&window.${inputQueue}===q)q.push({type:"key",key:ev.key,ctrlKey:ev.ctrlKey,metaKey:ev.metaKey,shiftKey:ev.shiftKey,altKey:ev.altKey})},true)})(document);`;
