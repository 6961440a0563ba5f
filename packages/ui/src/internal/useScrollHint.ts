import { useEffect, useState, type RefObject } from 'react';

/** Which ends of a scroller have more to see: 'none', 'start', 'end' or 'both'. */
export type ScrollHint = 'none' | 'start' | 'end' | 'both';

/**
 * Watches a horizontal scroller (its size and scroll position) and says on which side there is
 * more, so a fade can show that it scrolls. Server render: 'none'.
 */
export function useScrollHint(ref: RefObject<HTMLElement | null>): ScrollHint {
  const [hint, setHint] = useState<ScrollHint>('none');
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const update = () => {
      const more = node.scrollWidth - node.clientWidth;
      const before = node.scrollLeft > 1;
      const after = node.scrollLeft < more - 1;
      setHint(before && after ? 'both' : before ? 'start' : after ? 'end' : 'none');
    };
    update();
    node.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(node);
    return () => {
      node.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return hint;
}
