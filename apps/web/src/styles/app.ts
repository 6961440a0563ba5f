// The signed-in app's CSS: Radix Themes without the 25 colour scales the product never
// uses (base tokens, the accent teal, the grays sage and gray, the status scales green and
// red), then @brand/ui's.
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/tokens/colors/teal.css';
import '@radix-ui/themes/tokens/colors/sage.css';
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import '@brand/ui/styles.css';
