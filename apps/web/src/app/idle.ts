/**
 * Calls `run` once the main thread is idle (or after `timeout` ms at the latest), in a task of
 * its own: work that can wait (code loaded ahead, the toaster) stays out of the task that
 * draws the page. Returns a cancel.
 */
export function onIdle(run: () => void, timeout = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 200);
  return () => clearTimeout(handle);
}

/** Resolves when the main thread is idle (or after `timeout` ms at the latest). */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => void onIdle(resolve, timeout));
}

/**
 * Resolves in a later task (`scheduler.yield()` where the browser has it): what follows runs
 * after the browser has had a chance to paint and to handle input.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
