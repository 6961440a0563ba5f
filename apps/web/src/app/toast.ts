import type { ExternalToast } from 'sonner';

let resolveMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});

/** Called by the toaster once it is on the page: toasts asked for before then wait for it. */
export function toasterMounted(): void {
  resolveMounted();
}

type Show = (title: string, data?: ExternalToast) => void;

/** One kind of toast: shown once sonner has loaded and the toaster is mounted. */
const show =
  (kind: 'success' | 'error' | 'info'): Show =>
  (title, data) => {
    void Promise.all([import('sonner'), mounted]).then(([{ toast: sonner }]) => {
      sonner[kind](title, data);
    });
  };

/**
 * The app's toasts, with sonner's words. sonner (about 10 KB gzip) loads after the first
 * paint, with the toaster (`DeferredToaster`), instead of with every page's first JavaScript.
 */
export const toast = { success: show('success'), error: show('error'), info: show('info') };
