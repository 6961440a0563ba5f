import { startTransition, useEffect, useState } from 'react';

/**
 * A value the app keeps outside React (the person's name, the unread count), read like
 * `useSyncExternalStore` but redrawn as a transition. `useSyncExternalStore` draws every change
 * synchronously, in one task: when the name or the count arrived after a signed-in reload,
 * the shell was drawn again in a blocking task. A transition is drawn in slices. The price is
 * that a change can show a frame later, which is right for a name or a count, and wrong for
 * what a person is typing or choosing (`useAppearance` keeps the synchronous store).
 * `subscribe` and `read` must be stable (module-level functions).
 */
export function useTransitionStore<T>(
  subscribe: (listener: () => void) => () => void,
  read: () => T,
): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setValue(() => read()));
    // A change between the render and this effect.
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
