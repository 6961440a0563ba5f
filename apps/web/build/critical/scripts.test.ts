import { describe, expect, it } from 'vitest';
import {
  AFTER_FIRST_PAINT,
  CRITICAL_ATTRIBUTE,
  LOAD_STYLESHEETS,
  PRELOAD_BATCH,
  STYLESHEET_BATCH,
  deferModuleScripts,
  deferStylesheets,
  deferredModuleScript,
  evaluateModules,
  expectWholeMarkup,
  preloadModules,
} from './scripts.ts';

// LOAD_STYLESHEETS runs in the page's module script, where `await` is allowed.
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<unknown>;

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

  it('with preloads, evaluates them one import at a time, the last listed first, the entry last of all', async () => {
    const preloads = [
      '/assets/manifest-1.js',
      '/assets/entry.client-4.js',
      '/assets/root-2.js',
      '/assets/react-5.js',
      '/assets/landing-3.js',
      '/assets/card-6.js',
    ];
    const body = deferredModuleScript(routeModules, preloads)
      .replace(AFTER_FIRST_PAINT, '')
      .replace(LOAD_STYLESHEETS, '')
      .replace(preloadModules(preloads), '')
      .replaceAll(/\bimport\((h|"[^"]+")\)/g, 'load($1)');
    const loaded: string[] = [];
    const window: Record<string, unknown> = {};
    const run = new Function('load', 'window', `return (async () => { ${body} })();`);
    await run(async (url: string) => {
      loaded.push(url);
      // One that fails is left for the route modules' own import to report.
      if (url.includes('card')) throw new Error('offline');
      return { url };
    }, window);
    expect(loaded).toEqual([
      '/assets/card-6.js',
      '/assets/landing-3.js',
      '/assets/react-5.js',
      '/assets/root-2.js',
      '/assets/manifest-1.js',
      // Then the route modules together, then the entry.
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/landing-3.js',
      '/assets/entry.client-4.js',
    ]);
    expect(evaluateModules([], [])).toBe('');
    expect(evaluateModules(['/a.js'], ['/a.js'])).toBe('');
  });

  it("with the build's import graph, evaluates each preload after every one it imports", () => {
    const preloads = [
      '/assets/entry.client-4.js',
      '/assets/root-2.js',
      '/assets/react-5.js',
      '/assets/landing-3.js',
      '/assets/card-6.js',
    ];
    const graph = {
      '/assets/entry.client-4.js': ['/assets/react-5.js'],
      '/assets/root-2.js': ['/assets/react-5.js'],
      '/assets/landing-3.js': ['/assets/card-6.js', '/assets/react-5.js'],
      '/assets/card-6.js': ['/assets/react-5.js'],
      '/assets/react-5.js': [],
    };
    // Listed last first, the card's import would evaluate React too, in the same task.
    expect(evaluateModules(preloads, ['/assets/entry.client-4.js'])).toContain(
      JSON.stringify([
        '/assets/card-6.js',
        '/assets/landing-3.js',
        '/assets/react-5.js',
        '/assets/root-2.js',
      ]),
    );
    expect(evaluateModules(preloads, ['/assets/entry.client-4.js'], graph)).toBe(
      `for(const h of ${JSON.stringify([
        '/assets/react-5.js',
        '/assets/root-2.js',
        '/assets/card-6.js',
        '/assets/landing-3.js',
      ])})await import(h).catch(()=>{});`,
    );
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

  it('with preloadAfterPaint, requests the stylesheets, then the same modules, once the page has painted', async () => {
    const out = deferModuleScripts(page, { preloadAfterPaint: true });
    expect(out).not.toContain('<link rel="modulepreload"');
    const script = /<script nonce="n" type="module" async>([\s\S]*?)<\/script>/.exec(out)![1]!;
    const preload = preloadModules(['/assets/manifest-1.js', '/assets/entry.client-4.js']);
    expect(script).toContain(preload);
    // After the first paint, before anything is imported.
    expect(script.indexOf(AFTER_FIRST_PAINT)).toBe(0);
    expect(script.indexOf(preload)).toBeLessThan(script.indexOf('import('));
    // The stylesheets first: their requests do not queue behind some 60 modules'.
    expect(script.indexOf(LOAD_STYLESHEETS)).toBeLessThan(script.indexOf(preload));
    // Run, it adds one link per module.
    const added: { rel: string; href: string }[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { rel: string; href: string }) => added.push(link) },
    };
    await new Function('document', `return (async () => { ${preload} })();`)(document);
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/manifest-1.js' },
      { rel: 'modulepreload', href: '/assets/entry.client-4.js' },
    ]);
    expect(preloadModules([])).toBe('');
  });

  it(`adds the preloads ${PRELOAD_BATCH} per task, in order, yielding between batches`, async () => {
    const hrefs = Array.from({ length: PRELOAD_BATCH * 2 + 3 }, (_, i) => `/assets/m-${i}.js`);
    const added: string[] = [];
    const document = {
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { href: string }) => added.push(link.href) },
    };
    const run = new Function('document', `return (async () => { ${preloadModules(hrefs)} })();`);
    const done = run(document) as Promise<void>;
    const inFirstTask = added.length; // before any timer has run
    await done;
    expect(inFirstTask).toBe(PRELOAD_BATCH);
    expect(added).toEqual(hrefs);
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

  it('sets them back as the module script does, applying the stylesheets together once all have loaded', async () => {
    const link = (rel = '', href?: string, media: string | null = null) => {
      const attributes = new Map<string, string>();
      if (href !== undefined) attributes.set('data-deferred-href', href);
      if (media !== null) attributes.set('media', media);
      return {
        rel,
        href: '',
        nonce: href === undefined ? '' : 'n',
        dataset: { deferredHref: href ?? '' },
        onload: null as null | (() => void),
        onerror: null as null | (() => void),
        getAttribute: (name: string) => attributes.get(name) ?? null,
        removeAttribute: (name: string) => attributes.delete(name),
        get media() {
          return attributes.get('media') ?? '';
        },
        set media(value: string) {
          attributes.set('media', value);
        },
        has: (name: string) => attributes.has(name),
      };
    };
    type Link = ReturnType<typeof link>;
    const a = link('stylesheet', '/a.css');
    const b = link('stylesheet', '/b.css', 'screen');
    const c = link('stylesheet', '/c.css#');
    const icon = link('icon', '/favicon.svg');
    const appended: Link[] = [];
    let critical = true;
    await new AsyncFunction('document', 'scrollY', 'addEventListener', LOAD_STYLESHEETS)(
      {
        querySelectorAll: () => [a, b, c, icon],
        querySelector: (selector: string) =>
          selector === `style[${CRITICAL_ATTRIBUTE}]` && critical
            ? { remove: () => (critical = false) }
            : null,
        createElement: () => link(),
        head: { append: (added: Link) => appended.push(added) },
      },
      0,
      () => undefined,
    );
    const settle = () => new Promise((go) => setTimeout(go));
    // Every one requested at once, none moved aside any more.
    expect([a, b, c, icon].map((l) => l.href)).toEqual([
      '/a.css',
      '/b.css',
      '/c.css#',
      '/favicon.svg',
    ]);
    expect([a, b, c, icon].some((l) => l.has('data-deferred-href'))).toBe(false);
    // The `#` one is linked again without it, as Vite's import helper would link it.
    expect(appended).toHaveLength(1);
    const [again] = appended as [Link];
    expect([again.rel, again.href, again.nonce]).toEqual(['stylesheet', '/c.css', 'n']);
    // No stylesheet applies yet, the icon is left alone.
    expect([a, b, c, again].map((l) => l.media)).toEqual(['print', 'print', 'print', 'print']);
    expect(icon.has('media')).toBe(false);
    // Some arrive: still nothing applied.
    for (const l of [b, c, again]) l.onload?.();
    await settle();
    expect([a, b, c, again].map((l) => l.media)).toEqual(['print', 'print', 'print', 'print']);
    // The last one failed: all are applied together, each with its own media back, and the
    // inline critical CSS stays, holding the rules the failed one would have brought.
    a.onerror?.();
    await settle();
    expect([a, c, again].map((l) => l.has('media'))).toEqual([false, false, false]);
    expect(b.media).toBe('screen');
    expect(critical).toBe(true);
  });

  it('removes the inline critical CSS once every stylesheet has loaded and applied', async () => {
    const sheet = (href: string) => ({
      rel: 'stylesheet',
      href: '',
      dataset: { deferredHref: href },
      getAttribute: () => null,
      removeAttribute: () => undefined,
      media: '',
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
    });
    const links = [sheet('/a.css'), sheet('/b.css')];
    let critical = true;
    await new AsyncFunction('document', 'scrollY', 'addEventListener', LOAD_STYLESHEETS)(
      {
        querySelectorAll: () => links,
        querySelector: (selector: string) =>
          selector === `style[${CRITICAL_ATTRIBUTE}]` && critical
            ? { remove: () => (critical = false) }
            : null,
      },
      0,
      () => undefined,
    );
    const settle = () => new Promise((go) => setTimeout(go));
    links[0]!.onload?.();
    await settle();
    expect(critical).toBe(true); // one still loading: nothing applied, nothing removed
    links[1]!.onload?.();
    await settle();
    expect(critical).toBe(false);
  });

  it(`requests them ${STYLESHEET_BATCH} per task, yielding between batches`, async () => {
    const links = Array.from({ length: STYLESHEET_BATCH * 2 + 1 }, (_, i) => ({
      rel: 'stylesheet',
      href: '',
      dataset: { deferredHref: `/s-${i}.css` },
      getAttribute: () => null,
      removeAttribute: () => undefined,
      media: '',
      onload: null,
      onerror: null,
    }));
    const done = new AsyncFunction('document', 'scrollY', 'addEventListener', LOAD_STYLESHEETS)(
      { querySelectorAll: () => links },
      0,
      () => undefined,
    ) as Promise<void>;
    const requested = () => links.filter((l) => l.href !== '').length;
    expect(requested()).toBe(STYLESHEET_BATCH); // before any timer has run
    await done;
    expect(requested()).toBe(links.length);
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
