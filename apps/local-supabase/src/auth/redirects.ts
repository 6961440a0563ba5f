/**
 * Where email links may send the browser back to: GoTrue's redirect rules. A `redirect_to` is
 * honoured when it is on the site URL's host (same scheme and port; any port on a loopback
 * host), a loopback address, or matches an entry of LOCAL_SUPABASE_ADDITIONAL_REDIRECT_URLS.
 * Entries are globs as GoTrue compiles them (separators `.` and `/`):
 *
 *   `*`  any run of characters but `.` and `/`     `**`  any run of characters
 *   `?`  one character but `.` and `/`             `[abc]` `[a-z]` `[!a-z]`  one of / none of
 *   `{a,b}` either alternative                     `\x`  the character x itself
 *
 * An entry without any of these is an exact URL. Matching is on the parsed, normalised URL
 * (lower-case scheme and host, `/` for an empty path, no fragment), never on the raw string, so
 * `https://app.example.com` allows exactly that origin and not `https://app.example.com.evil.example`.
 */

const GLOB_META = /[*?[{]/;

/** True when the entry uses glob syntax; otherwise it is compared as an exact URL. */
export function isGlob(entry: string): boolean {
  return GLOB_META.test(entry.replace(/\\./g, ''));
}

const escapeRe = (s: string) => s.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
const NOT_SEP = '[^./]';

/** The regular-expression source of a glob (separators `.` and `/`). */
function globSource(glob: string, inBraces = false): { source: string; rest: string } {
  let out = '';
  let i = 0;
  while (i < glob.length) {
    const c = glob[i]!;
    if (c === '\\' && i + 1 < glob.length) {
      out += escapeRe(glob[i + 1]!);
      i += 2;
    } else if (c === '*') {
      if (glob[i + 1] === '*') {
        out += '[\\s\\S]*';
        i += 2;
      } else {
        out += `${NOT_SEP}*`;
        i += 1;
      }
    } else if (c === '?') {
      out += NOT_SEP;
      i += 1;
    } else if (c === '[') {
      const end = glob.indexOf(']', i + 2);
      if (end === -1) {
        out += escapeRe(c);
        i += 1;
        continue;
      }
      let body = glob.slice(i + 1, end);
      const negate = body.startsWith('!');
      if (negate) body = body.slice(1);
      const cls = body.replace(/[\\\]^[]/g, '\\$&');
      // A negated class never matches a separator either (gobwas/glob's behaviour).
      out += negate ? `(?![./])[^${cls}]` : `[${cls}]`;
      i = end + 1;
    } else if (c === '{') {
      const alternatives: string[] = [];
      let rest = glob.slice(i + 1);
      let closed = false;
      for (;;) {
        const part = globSource(rest, true);
        alternatives.push(part.source);
        rest = part.rest;
        if (rest.startsWith(',')) rest = rest.slice(1);
        else {
          closed = rest.startsWith('}');
          if (closed) rest = rest.slice(1);
          break;
        }
      }
      if (!closed) {
        out += escapeRe(c);
        i += 1;
        continue;
      }
      out += `(?:${alternatives.join('|')})`;
      i = glob.length - rest.length;
    } else if (inBraces && (c === ',' || c === '}')) {
      return { source: out, rest: glob.slice(i) };
    } else {
      out += escapeRe(c);
      i += 1;
    }
  }
  return { source: out, rest: '' };
}

export function globToRegExp(glob: string): RegExp {
  return new RegExp(`^${globSource(glob).source}$`);
}

/** Any ASCII control character or space: never valid in a URL (GoTrue refuses them too). */
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/** The normalised form a URL is compared in: parsed, without its fragment. */
function normalised(u: URL): string {
  const c = new URL(u.href);
  c.hash = '';
  return c.href;
}

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname === '[::1]' ||
  /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);

type Matcher = (u: URL) => boolean;

function compileEntry(entry: string): Matcher | undefined {
  if (isGlob(entry)) {
    const re = globToRegExp(entry);
    return (u) => {
      const href = normalised(u);
      if (re.test(href)) return true;
      // `https://*.example.com` (no path) also matches the bare origin, which parses to `…/`.
      return u.pathname === '/' && !u.search && re.test(href.slice(0, -1));
    };
  }
  let exact: string;
  try {
    exact = normalised(new URL(entry));
  } catch {
    return undefined; // not a URL: it can match nothing
  }
  return (u) => normalised(u) === exact;
}

export class RedirectPolicy {
  private readonly site: URL;
  private readonly matchers: Matcher[];

  constructor(siteUrl: string, allowList: readonly string[]) {
    this.site = new URL(siteUrl);
    this.matchers = allowList.map(compileEntry).filter((m): m is Matcher => m !== undefined);
  }

  /** The URL to send the browser to for `requested`: itself (normalised, no fragment) when allowed, else the site URL. */
  target(requested: string | undefined | null, fallback: string): string {
    if (!requested || CONTROL_OR_SPACE.test(requested)) return fallback;
    let u: URL;
    try {
      u = new URL(requested);
    } catch {
      return fallback;
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return fallback;
    if (u.username || u.password) return fallback;
    const site = this.site;
    const sameSite =
      u.hostname === site.hostname &&
      u.protocol === site.protocol &&
      (u.port === site.port || isLoopbackHost(u.hostname));
    if (sameSite || isLoopbackHost(u.hostname) || this.matchers.some((m) => m(u))) {
      return normalised(u);
    }
    return fallback;
  }
}
