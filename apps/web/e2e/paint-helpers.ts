import type { Page } from '@playwright/test';

/**
 * Every element of the page's first screen (the viewport, scrolled to the top): where its visible
 * part is and how it is painted.
 */
export const firstScreen = (page: Page) =>
  page.evaluate(() => {
    const seen: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= innerHeight || (box.width === 0 && box.height === 0))
        continue;
      const style = getComputedStyle(element);
      const painted = [
        'color',
        'backgroundColor',
        'backgroundImage',
        'borderTopColor',
        'borderTopWidth',
        'borderRadius',
        'boxShadow',
        'fontFamily',
        'fontSize',
        'fontWeight',
        'lineHeight',
        'letterSpacing',
        'opacity',
        'visibility',
        'textTransform',
      ].map((name) => style.getPropertyValue(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)));
      const visible = [box.left, box.top, box.width, Math.min(box.bottom, innerHeight) - box.top];
      seen.push([element.tagName, ...visible.map(Math.round), ...painted].join(' | '));
    }
    return seen;
  });

/**
 * Whether the page's stylesheets have all arrived: as many linked as wait for the first paint
 * (set by the page's script, or inside <noscript> without JavaScript), each loaded and applied
 * (the script holds them as `media="print"` until all have loaded).
 */
export const stylesheetsLoaded = (page: Page) =>
  page.evaluate(() => {
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]')];
    const waiting = document.querySelectorAll('link[data-deferred-href]').length;
    return (
      linked.length > 0 &&
      linked.length >= waiting &&
      linked.every((link) => link.sheet && link.media !== 'print')
    );
  });
