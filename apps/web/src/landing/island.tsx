/*
 * The landing page's only JavaScript: hydrates the fee calculator. Its CSS is
 * the full stylesheet for `/` (only the Radix colour scales the page uses);
 * the prerenderer inlines the critical part of it and this file's CSS loads
 * without blocking first paint.
 */
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/teal.css';
import '@radix-ui/themes/tokens/colors/sage.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import '@brand/ui/styles.css';
import { hydrateRoot } from 'react-dom/client';
import { CalculatorIsland, calculatorIslandId, calculatorIslandOptions } from './calculatorIsland';

const container = document.getElementById(calculatorIslandId);
if (container) {
  hydrateRoot(container, <CalculatorIsland />, calculatorIslandOptions);
}
