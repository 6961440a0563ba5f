import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSidebarCookie, serializeSidebarCookie } from './sidebarCookie';

describe('serializeSidebarCookie', () => {
  it('writes the state with a 7-day lifetime on the whole site', () => {
    expect(serializeSidebarCookie(true)).toBe('sidebar_state=true; path=/; max-age=604800');
    expect(serializeSidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800');
  });
});

describe('parseSidebarCookie', () => {
  it('reads the state among other cookies', () => {
    expect(parseSidebarCookie('theme=dark; sidebar_state=false; sb-access=abc')).toBe(false);
    expect(parseSidebarCookie('sidebar_state=true')).toBe(true);
  });

  it('is undefined when absent, empty or unreadable', () => {
    expect(parseSidebarCookie(undefined)).toBeUndefined();
    expect(parseSidebarCookie(null)).toBeUndefined();
    expect(parseSidebarCookie('')).toBeUndefined();
    expect(parseSidebarCookie('theme=dark')).toBeUndefined();
    expect(parseSidebarCookie('sidebar_state=maybe')).toBeUndefined();
    expect(parseSidebarCookie('sidebar_state')).toBeUndefined();
  });

  it('ignores cookies whose names only contain the name', () => {
    expect(parseSidebarCookie('old_sidebar_state=false')).toBeUndefined();
    expect(parseSidebarCookie('sidebar_state_v2=false; sidebar_state=true')).toBe(true);
  });

  it('reads back what it wrote, wherever it sits among other cookies', () => {
    const otherCookie = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9_-]{0,12}$/), fc.stringMatching(/^[A-Za-z0-9]{0,12}$/))
      .filter(([name]) => name !== 'sidebar_state')
      .map(([name, value]) => `${name}=${value}`);
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(otherCookie),
        fc.array(otherCookie),
        (open, before, after) => {
          // A browser returns name=value pairs only; the attributes stay behind.
          const pair = serializeSidebarCookie(open).split(';')[0]!;
          const header = [...before, pair, ...after].join('; ');
          expect(parseSidebarCookie(header)).toBe(open);
        },
      ),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (cookies) => {
        expect([true, false, undefined]).toContain(parseSidebarCookie(cookies));
      }),
    );
  });
});
