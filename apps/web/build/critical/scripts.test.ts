import { describe, expect, it } from 'vitest';
import {
  AFTER_FIRST_PAINT,
  LOAD_STYLESHEETS,
  deferModuleScripts,
  deferStylesheets,
  deferredModuleScript,
  expectWholeMarkup,
  preloadModules,
} from './scripts.ts';

// What React Router's <Scripts> writes for a prerendered page (shortened).
const routeModules = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/landing-3.js";

window.__reactRouterRouteModules = {"root":route0,"routes/landing":route1};

import("/assets/entry.client-4.js");`;

const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"><link rel="modulepreload" href="/assets/entry.client-4.js" nonce="n"><link rel="stylesheet" href="/a.css"></head><body><p>Hi</p><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async>${routeModules}</script></body></html>`;

describe('deferredModuleScript', () => {
  it('imports the same modules, bound to the same names, after the first paint', () => {
    const out = deferredModuleScript(routeModules);
    expect(out.startsWith(AFTER_FIRST_PAINT)).toBe(true);
    expect(out).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/landing-3.js")]);',
    );
    expect(out).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/landing":route1};',
    );
    expect(out).toContain('import("/assets/entry.client-4.js");');
    expect(out).not.toMatch(/^import /m);
  });

  it('runs as a module: the routes are set before the entry loads', async () => {
    const loaded: string[] = [];
    const body = deferredModuleScript(routeModules)
      .replace(AFTER_FIRST_PAINT, '')
      .replace(LOAD_STYLESHEETS, '')
      .replaceAll(/import\(("[^"]+")\)/g, 'load($1)');
    const run = new Function('load', 'window', `return (async () => { ${body} })();`);
    const window: Record<string, unknown> = {};
    await run(async (url: string) => {
      loaded.push(url);
      if (url.includes('entry')) expect(window['__reactRouterRouteModules']).toBeDefined();
      return { url };
    }, window);
    expect(loaded).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/landing-3.js',
      '/assets/entry.client-4.js',
    ]);
    expect(window['__reactRouterRouteModules']).toEqual({
      root: { url: '/assets/root-2.js' },
      'routes/landing': { url: '/assets/landing-3.js' },
    });
  });

  it('refuses a script with nothing to defer', () => {
    expect(() => deferredModuleScript('console.log(1)')).toThrow(/no static import/);
  });
});

describe('deferModuleScripts', () => {
  it('drops the module preloads and defers the one module script, leaving the rest', () => {
    const out = deferModuleScripts(page);
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('<link rel="stylesheet" href="/a.css">');
    expect(out).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
    expect(out).toContain(`<script nonce="n" type="module" async>${AFTER_FIRST_PAINT}`);
  });

  it('with preloadAfterPaint, requests the same modules together once the page has painted', () => {
    const out = deferModuleScripts(page, { preloadAfterPaint: true });
    expect(out).not.toContain('<link rel="modulepreload"');
    const script = /<script nonce="n" type="module" async>([\s\S]*?)<\/script>/.exec(out)![1]!;
    const preload = preloadModules(['/assets/manifest-1.js', '/assets/entry.client-4.js']);
    expect(script).toContain(preload);
    // After the first paint, before anything is imported.
    expect(script.indexOf(AFTER_FIRST_PAINT)).toBe(0);
    expect(script.indexOf(preload)).toBeLessThan(script.indexOf('import('));
    // Run, it adds one link per module.
    const added: { rel: string; href: string }[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => added.push(link) },
    };
    new Function('document', preload)(document);
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/manifest-1.js' },
      { rel: 'modulepreload', href: '/assets/entry.client-4.js' },
    ]);
    expect(preloadModules([])).toBe('');
  });

  it('refuses a page without exactly one inline module script', () => {
    expect(() => deferModuleScripts('<html><body></body></html>')).toThrow(/got 0/);
    expect(() =>
      deferModuleScripts(
        page.replace('</body>', '<script type="module">import "/x.js";</script></body>'),
      ),
    ).toThrow(/got 2/);
  });
});

describe('deferStylesheets', () => {
  it("moves the head's stylesheet hrefs aside, for the module script to set after first paint", () => {
    const out = deferStylesheets(page);
    expect(out).toContain('<link rel="stylesheet" data-deferred-href="/a.css">');
    expect(deferredModuleScript(routeModules)).toContain(LOAD_STYLESHEETS);
  });

  it('sets them back as the module script does', () => {
    const links = [
      { dataset: { deferredHref: '/a.css' } as Record<string, string>, href: '', removed: '' },
    ];
    const document = { querySelectorAll: () => links };
    const run = new Function(
      'document',
      LOAD_STYLESHEETS.replace('l.removeAttribute("data-deferred-href")', 'l.removed = "yes"'),
    );
    run(document);
    expect(links[0]).toMatchObject({ href: '/a.css', removed: 'yes' });
  });

  it('with noscript, links them as they were for a browser that runs no script, and more', () => {
    const out = deferStylesheets(page, { noscript: ['/assets/dark.css'] });
    expect(out).toContain(
      '<link rel="stylesheet" data-deferred-href="/a.css"><noscript><link rel="stylesheet" href="/a.css"><link rel="stylesheet" href="/assets/dark.css"></noscript></head>',
    );
    expect(deferStylesheets(page)).not.toContain('<noscript>');
  });

  it('with icons, defers the icon links too', () => {
    const withIcon = page.replace('<head>', '<head><link rel="icon" href="/favicon.svg">');
    expect(deferStylesheets(withIcon)).toContain('<link rel="icon" href="/favicon.svg">');
    const out = deferStylesheets(withIcon, { icons: true, noscript: [] });
    expect(out).toContain('<link rel="icon" href="data:," data-deferred-href="/favicon.svg">');
    expect(out).toContain(
      '<noscript><link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/a.css"></noscript>',
    );
  });
});

describe('expectWholeMarkup', () => {
  it("blocks rendering until the page's last element with an id is parsed", () => {
    const html =
      '<html><head><meta charset="UTF-8"><title>x</title></head><body><main id="main"><h2 id="join-title">Join</h2></main><footer>f</footer><script>1</script><template id="B:0"></template></body></html>';
    const out = expectWholeMarkup(html);
    expect(out).toContain(
      '<meta charset="UTF-8"><link rel="expect" href="#join-title" blocking="render"><title>',
    );
  });

  it('refuses a page with no id to wait for', () => {
    expect(() =>
      expectWholeMarkup('<html><head></head><body><p>x</p><script></script></body></html>'),
    ).toThrow(/no element with an id/);
  });
});
