/*
 * A reload's early answer: a signed-in page whose largest text is data (Browse Jobs, Settings,
 * a Profile) asks the database for it while the page is still parsing, from its own small
 * inline script (src/app/*Page.ts, compiled on its own), and draws it into the painted page if
 * it comes in before the app starts drawing. The app takes the same answer instead of asking
 * again, and its first render draws the same screen over the page.
 *
 * Nothing here loads anything or imports @brand/ui's code: the page scripts import it.
 */

/** One page's early request, as its inline script leaves it on `window` for the app. */
export interface Early<T> {
  /** What was asked, and for whom: an answer is never handed to another account or query. */
  key: string;
  answer: Promise<T>;
  /** The answer, as soon as it is in. */
  arrived?: T;
  /**
   * Settles once what was drawn from the answer has painted, or once it is clear nothing will
   * be (the answer failed, or the page was not drawn from it): the page's scripts wait for it.
   */
  painted: Promise<void>;
}

/** Where a page's inline script leaves its early request. */
export const earlyGlobal = '__fairlanceEarly';

const slots = () => window as unknown as Record<string, Early<unknown> | undefined>;

/** Leaves `early` for the app (the page's inline script). */
export function leaveEarly<T>(early: Early<T>): void {
  slots()[earlyGlobal] = early as Early<unknown>;
}

/** The early request for `key`, taken once (a later load asks the database itself). */
export function takeEarly<T>(key: string): Early<T> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = slots()[earlyGlobal];
  slots()[earlyGlobal] = undefined;
  return early?.key === key ? (early as Early<T>) : undefined;
}

/**
 * The early answer for `key` if it is in, without taking it: a screen's first render draws it
 * at once, and its load then takes it (`takeEarly`).
 */
function arrivedEarly<T>(key: string): T | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = slots()[earlyGlobal];
  return early?.key === key ? (early.arrived as T | undefined) : undefined;
}

/**
 * A screen's read that takes the early answer for `key` the first time (made into what the
 * screen draws by `map`) and asks the database with `ask` otherwise: when there was none, when
 * it was refused or failed (supabase-js then refreshes an expired token), and every time after.
 */
export function readEarlyFirst<A, T>(
  key: string,
  map: (answer: A) => T,
  ask: () => Promise<T>,
): () => Promise<T> {
  let early = takeEarly<A>(key)?.answer;
  return async () => {
    const answer = await early?.catch(() => undefined);
    early = undefined;
    return answer ? map(answer) : ask();
  };
}

/** The early answer for `key` made into what the screen draws, if it is in (for `useLoad`). */
export function arrivedAs<A, T>(key: string, map: (answer: A) => T | null): T | undefined {
  const answer = arrivedEarly<A>(key);
  return (answer && map(answer)) ?? undefined;
}

/**
 * Forgets an early request no screen took: once the app's first render has committed and its
 * effects have run, anything drawn later asks the database (an answer from the page's load is
 * not drawn after an edit made since).
 */
export function forgetEarly(): void {
  if (typeof window !== 'undefined') slots()[earlyGlobal] = undefined;
}
