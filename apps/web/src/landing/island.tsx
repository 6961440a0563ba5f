/*
 * The landing page's only JavaScript: hydrates the fee calculator. Its CSS is
 * the full stylesheet for `/` (only the Radix colour scales the page uses);
 * the prerenderer inlines the critical part of it and this file's CSS loads
 * without blocking first paint.
 */
import '../styles/landing';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CalculatorIsland, calculatorIslandId, calculatorIslandOptions } from './calculatorIsland';

const container = document.getElementById(calculatorIslandId);
if (container) {
  // Someone may have typed in the prerendered field before this script arrived.
  const input = container.querySelector<HTMLInputElement>('input[inputmode="numeric"]');
  const typed = input && input.value !== input.defaultValue ? input.value : null;
  if (input && typed !== null) input.value = input.defaultValue;
  // In short slices, as a transition (see ../auth/island.tsx).
  startTransition(() => {
    hydrateRoot(container, <CalculatorIsland />, calculatorIslandOptions);
  });
  if (input && typed !== null) {
    // Replay it through React once the field is hydrated, so the fee follows what was typed.
    const replay = (attempt: number) => {
      const hydrated = Object.keys(input).some((key) => key.startsWith('__reactProps'));
      if (!hydrated && attempt < 120) {
        requestAnimationFrame(() => replay(attempt + 1));
        return;
      }
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, typed);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    replay(0);
  }
}
