// The landing page's CSS: only the colour scales it uses (teal, sage).
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/teal.css';
import '@radix-ui/themes/tokens/colors/sage.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import '@brand/ui/styles.css';
