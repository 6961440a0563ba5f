/** The appearance a person picks. `system` follows the operating system. */
export type Appearance = 'light' | 'dark' | 'system';
/** What is actually painted. */
export type ResolvedAppearance = 'light' | 'dark';

/** localStorage key the pre-paint script and apps share. */
export const APPEARANCE_STORAGE_KEY = 'fairlance-appearance';

export const isAppearance = (value: unknown): value is Appearance =>
  value === 'light' || value === 'dark' || value === 'system';

/**
 * A tiny script for the document `<head>`, run before first paint. It reads the
 * stored appearance (default `system`), resolves it against
 * `prefers-color-scheme`, and puts `light` or `dark` on `<html>` — the class
 * both Radix Themes and the brand tokens key off — so no frame is painted in the
 * wrong appearance. Inline it as `<script>{appearanceScript}</script>` (it is
 * self-contained and does not throw when storage is blocked).
 */
export const appearanceScript = `(function(){try{var k=${JSON.stringify(
  APPEARANCE_STORAGE_KEY,
)},s=null;try{s=localStorage.getItem(k)}catch(e){}var a=s==="light"||s==="dark"?s:(window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light");var d=document.documentElement;d.classList.remove("light","dark");d.classList.add(a);d.style.colorScheme=a}catch(e){}})();`;
