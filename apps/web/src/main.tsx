// Radix Themes' CSS without the 25 colour scales the product never uses: base
// tokens, the accent (teal), gray (sage, gray) and status (green, red) scales.
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/teal.css';
import '@radix-ui/themes/tokens/colors/sage.css';
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import '@brand/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from the page.');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
