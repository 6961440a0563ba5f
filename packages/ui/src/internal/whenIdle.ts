/**
 * Runs `task` once the browser is idle (or after `timeout` ms at the latest); returns a
 * cancel function. Used to warm up code a screen shows only on demand (menus, sheets), after
 * the page has become interactive, so the first use rarely waits for it.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeout, 1500));
  return () => window.clearTimeout(id);
}
