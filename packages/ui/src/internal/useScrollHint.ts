import { useEffect, type RefObject } from 'react';

/** Which ends of a scroller have more to see: 'none', 'start', 'end' or 'both'. */
export type ScrollHint = 'none' | 'start' | 'end' | 'both';

/**
 * Watches a horizontal scroller (its size and scroll position) and writes on which side there
 * is more into its `data-scroll`, so a fade can show that it scrolls. Render the element with
 * `data-scroll="none"` (what the server draws): the hook changes the attribute on the element
 * itself, never through React state. A phone's first measure would otherwise draw the whole
 * screen again, at once, right after hydration; React leaves the attribute alone as long as the
 * rendered value stays "none". The first measure comes from the ResizeObserver, after layout,
 * so it forces none.
 */
export function useScrollHint(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const update = () => {
      const more = node.scrollWidth - node.clientWidth;
      const before = node.scrollLeft > 1;
      const after = node.scrollLeft < more - 1;
      const hint: ScrollHint = before && after ? 'both' : before ? 'start' : after ? 'end' : 'none';
      if (node.dataset['scroll'] !== hint) node.dataset['scroll'] = hint;
    };
    node.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (observer) observer.observe(node);
    else update();
    return () => {
      node.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
}
