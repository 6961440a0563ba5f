import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dependenciesFirst, moduleGraph, staticImports, writeModuleGraph } from './moduleGraph.ts';

describe('staticImports', () => {
  it("reads the bundler's static imports of sibling chunks, once each, in order (not one quoted in a string)", () => {
    const chunk =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.css"])))=>i.map(i=>d[i]);\n' +
      'import{r as e,t}from"./rolldown-runtime-X1.js";import"./side-effect-Y2.js";' +
      'import*as n from"./ns-Z3.js";import r,{a as i}from"./both-W4.js";import{t as o}from"./rolldown-runtime-X1.js";' +
      'const l=()=>import("./lazy-V5.js");const s="import{x}from\\"./in-a-string.js\\"";';
    expect(staticImports(chunk)).toEqual([
      'rolldown-runtime-X1.js',
      'side-effect-Y2.js',
      'ns-Z3.js',
      'both-W4.js',
    ]);
  });

  it('leaves out dynamic imports and other packages', () => {
    expect(staticImports('import("./lazy.js");import{a}from"react";')).toEqual([]);
  });
});

describe('dependenciesFirst', () => {
  const graph = {
    '/e.js': ['/r.js', '/ui.js'],
    '/route.js': ['/ui.js', '/r.js', '/unlisted.js'],
    '/ui.js': ['/r.js'],
    '/unlisted.js': ['/r.js'],
    '/r.js': [],
  };

  it('puts each module after every listed one it imports, directly or through one not listed', () => {
    expect(dependenciesFirst(['/route.js', '/e.js', '/ui.js', '/r.js'], graph)).toEqual([
      '/r.js',
      '/ui.js',
      '/route.js',
      '/e.js',
    ]);
  });

  it('keeps a module the graph does not know, and ends a cycle where it closes', () => {
    expect(
      dependenciesFirst(['/x.js', '/a.js'], { '/a.js': ['/b.js'], '/b.js': ['/a.js'] }),
    ).toEqual(['/x.js', '/a.js']);
    expect(
      dependenciesFirst(['/a.js', '/b.js'], { '/a.js': ['/b.js'], '/b.js': ['/a.js'] }),
    ).toEqual(['/b.js', '/a.js']);
  });
});

describe('moduleGraph', () => {
  it("indexes every chunk of the client build's assets by URL, and writes it", () => {
    const client = mkdtempSync(join(tmpdir(), 'module-graph-'));
    mkdirSync(join(client, 'assets'));
    writeFileSync(
      join(client, 'assets', 'entry-1.js'),
      'import{a}from"./react-2.js";import("./lazy-3.js");',
    );
    writeFileSync(join(client, 'assets', 'react-2.js'), 'export const a=1;');
    writeFileSync(join(client, 'assets', 'lazy-3.js'), 'import"./react-2.js";');
    writeFileSync(join(client, 'assets', 'root.css'), 'import{a}from"./not-a-chunk.js";');
    const graph = {
      '/assets/entry-1.js': ['/assets/react-2.js'],
      '/assets/lazy-3.js': ['/assets/react-2.js'],
      '/assets/react-2.js': [],
    };
    expect(moduleGraph(client)).toEqual(graph);
    const file = join(client, 'graph.json');
    expect(writeModuleGraph(client, file)).toMatch(/^3 chunks, 2 static imports/);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(graph);
  });
});
