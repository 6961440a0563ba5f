// Radix Themes as the product loads it, in the app (apps/web/app/root.tsx) and in Storybook:
// its base tokens; the colour scales the product uses (the accent teal, the grays sage and
// gray, the status scales green, red and amber); its components and utilities. @brand/ui's
// own CSS comes with its modules' code. In builds, `cssSubset` (./index.ts) prunes these to
// what the product's source can render, and fails when the source uses a colour whose scale
// is not imported here.
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/teal.css';
import '@radix-ui/themes/tokens/colors/sage.css';
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
