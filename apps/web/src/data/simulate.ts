import { simulation } from '@brand/ui';

/**
 * Stands in for a server call (spec: job posting and settings saving are
 * simulated with a 1 second delay). Like a real call it fails when the browser
 * is offline, and when the change cannot be stored.
 */
export async function simulateServerCall(apply: () => void): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, simulation.delayMs));
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new Error('The browser is offline.');
  }
  apply();
}
