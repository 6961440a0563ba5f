import { describe, expect, it } from 'vitest';
import { paintFromHtml } from '../../app/firstPaint.server.ts';
import { AFTER_FIRST_PAINT, preloadModules } from './scripts.ts';
import { indexStylesheet } from './sheetIndex.ts';

// What a server-rendered page looks like (shortened): React Router's links, then the page.
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/><link rel="modulepreload" href="/assets/entry.client-4.js" nonce="n"/><link nonce="n" rel="stylesheet" href="/assets/root-1.css"/><link nonce="n" rel="stylesheet" href="/assets/chunk-2.css#"/></head><body><main id="main-content" class="rt-Card"><p class="rt-Text">Hi</p></main><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import("/assets/entry.client-4.js");</script></body></html>`;

const sheets = {
  '/assets/root-1.css': indexStylesheet('body{margin:0}.rt-Dialog{color:red}'),
  '/assets/chunk-2.css': indexStylesheet('.rt-Card{padding:1px}.rt-Text{color:blue}'),
};

describe('paintFromHtml', () => {
  const out = paintFromHtml(page, sheets);

  it('inlines the rules the page can use, before its stylesheets, in their order', () => {
    expect(out).toContain(
      '<style data-critical>body{margin:0}.rt-Card{padding:1px}.rt-Text{color:blue}</style><link nonce="n" rel="stylesheet" data-deferred-href="/assets/root-1.css"/>',
    );
    expect(out).not.toContain('rt-Dialog');
  });

  it('requests the stylesheets and imports the scripts after the first paint', () => {
    expect(out.replace(/<noscript>.*<\/noscript>/s, '')).not.toMatch(
      /\shref="\/assets\/[^"]+\.css/,
    );
    expect(out).toContain('data-deferred-href="/assets/chunk-2.css#"');
    // No preload link in the HTML: the script adds them once the page has painted.
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain(preloadModules(['/assets/entry.client-4.js']));
    expect(out).toContain(AFTER_FIRST_PAINT);
    expect(out).toContain('<script nonce="n" type="module" async="">');
  });

  it('is painted once its markup is parsed', () => {
    expect(out).toContain(
      '<head><link rel="expect" href="#main-content" blocking="render"><meta charSet="UTF-8"/>',
    );
  });

  it('without JavaScript, links the stylesheets and their dark rules for a dark system', () => {
    const dark = { '/assets/chunk-2.css': '/assets/no-script-dark-1.css' };
    expect(paintFromHtml(page, sheets, dark)).toContain(
      '<noscript><link nonce="n" rel="stylesheet" href="/assets/root-1.css"/><link nonce="n" rel="stylesheet" href="/assets/chunk-2.css#"/><link rel="stylesheet" href="/assets/no-script-dark-1.css"></noscript></head>',
    );
  });

  it("adds the rules of a server-rendered part whose stylesheet loads on demand, after the page's own", () => {
    const withPart = page.replace(
      '<p class="rt-Text">Hi</p>',
      '<p class="rt-Text">Hi</p><div class="_part1 rt-Card">Mine</div>',
    );
    const more = {
      ...sheets,
      // The part's own sheet: its hashed class, and a rule the page's sheets also have.
      '/assets/Part-3.css': indexStylesheet(
        '._part1{gap:12px}.rt-Card{padding:2px}._part2{color:red}',
      ),
      // Another part's, not in the page: left out, though a rule of it would match.
      '/assets/Other-4.css': indexStylesheet('._other1{gap:1px}.rt-Text{color:green}'),
    };
    const painted = paintFromHtml(withPart, more);
    expect(painted).toContain(
      '<style data-critical>body{margin:0}.rt-Card{padding:1px}.rt-Text{color:blue}._part1{gap:12px}.rt-Card{padding:2px}</style>',
    );
    // Its sheet is linked too, deferred with the others, at the end of the head: the inline
    // rules go once the stylesheets have applied.
    expect(painted).toContain(
      '<link rel="stylesheet" data-deferred-href="/assets/Part-3.css"></head>',
    );
    expect(painted).not.toContain('Other-4.css');
    expect(out).not.toContain('Part-3.css');
  });

  it('paints a page with the same parts again the same, and one with another part with its rules', () => {
    const index = { ...sheets };
    const first = paintFromHtml(page, index);
    // Another person's page with the same parts: the rules the first one needed.
    const again = paintFromHtml(page.replace('>Hi<', '>Hello<'), index);
    expect(again).toContain(
      '<style data-critical>body{margin:0}.rt-Card{padding:1px}.rt-Text{color:blue}</style>',
    );
    expect(first).toBe(out);
    // A page that also shows a dialog: its rule too, not the first page's CSS again.
    const withDialog = paintFromHtml(
      page.replace('class="rt-Text"', 'class="rt-Text rt-Dialog"'),
      index,
    );
    expect(withDialog).toContain(
      '<style data-critical>body{margin:0}.rt-Dialog{color:red}.rt-Card{padding:1px}.rt-Text{color:blue}</style>',
    );
  });

  it('leaves the page as it is without the index, or with a stylesheet the index does not know', () => {
    expect(paintFromHtml(page, null)).toBe(page);
    expect(paintFromHtml(page, { '/assets/root-1.css': [] })).toBe(page);
  });
});
