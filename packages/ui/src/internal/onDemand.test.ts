import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart, onDemand } from './onDemand';

const Part = ({ name }: { name: string }) => createElement('p', null, `part ${name}`);

const inBoundary = (Lazy: ReturnType<typeof lazyPart<{ Part: typeof Part }, { name: string }>>) =>
  renderToString(
    createElement(Suspense, { fallback: 'waiting' }, createElement(Lazy, { name: 'a' })),
  );

describe('lazyPart', () => {
  it('renders at once, without the fallback, once its code is loaded', async () => {
    const code = onDemand(async () => ({ Part }));
    await code.load();
    expect(inBoundary(lazyPart(code, (module) => module.Part))).toContain('part a');
  });

  it('suspends while its code has not loaded, and loads it', async () => {
    let loads = 0;
    const code = onDemand(async () => {
      loads++;
      return { Part };
    });
    const html = inBoundary(lazyPart(code, (module) => module.Part));
    expect(html).toContain('waiting');
    expect(html).not.toContain('part a');
    expect(loads).toBe(1);
    await code.load();
    expect(code.loaded?.Part).toBe(Part);
  });
});
