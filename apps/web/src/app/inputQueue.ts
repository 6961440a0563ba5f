/*
 * The queue a signed-in page's head script keeps (./prerendered: `signedInInputScript`), named
 * and typed apart from the rest of ./prerendered so that jobs.html's own inline script
 * (./jobsPage, compiled on its own) can read it without bringing @brand/ui along.
 */

/** Where the head's script keeps the queue: on `window`, under this name. */
export const inputQueue = '__fairlancePrerenderedInput';

export type PrerenderedInput =
  /**
   * A button or a link pressed: the `data-slot` around it, its place among the controls inside,
   * and a link's address.
   */
  | { type: 'click'; slot: string; index: number; control?: number; href?: string }
  | {
      type: 'key';
      key: string;
      ctrlKey: boolean;
      metaKey: boolean;
      shiftKey: boolean;
      altKey: boolean;
    };

/**
 * The queue as the head's script keeps it. `taking` once the app has started drawing over the
 * page (nothing else may change the painted page then: the app draws what it knows), `drawn`
 * once the app's tree has replaced it.
 */
export type InputQueue = PrerenderedInput[] & { taking?: boolean; drawn?: boolean };

/** The page's queue: undefined on a page not painted from its HTML, or without a session. */
export function pageInputQueue(): InputQueue | undefined {
  return (window as unknown as Record<string, InputQueue | undefined>)[inputQueue];
}
