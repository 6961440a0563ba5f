// The sign-in page's CSS: Radix Themes with the colour scales it uses, then @brand/ui's. In
// builds, build/css prunes both to what the files rendering the page can render (the page is
// prerendered, then hydrated by src/auth/island.tsx).
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/teal.css';
import '@radix-ui/themes/tokens/colors/sage.css';
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import '@brand/ui/styles.css';
