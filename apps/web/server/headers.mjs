// The security headers of every answer of the web server (server/serve.mjs) and of every
// server-rendered page (app/entry.server.tsx), in one place.

/** What a page may load and run: its own origin, the Supabase project, nothing inline unsigned. */
export function contentSecurityPolicy({ nonce, hashes = [], supabaseUrl }) {
  const supabase = [];
  if (supabaseUrl) {
    try {
      const url = new URL(supabaseUrl);
      supabase.push(url.origin, `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
    } catch {
      // Not a URL: the build refuses it already (build/env).
    }
  }
  const scripts = [
    "'self'",
    ...(nonce ? [`'nonce-${nonce}'`] : []),
    ...hashes.map((h) => `'${h}'`),
  ];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Radix and React set style attributes; no script can come through a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${supabase[0] ?? ''}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${supabase.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every answer carries (the CSP is the page's own). */
export const securityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};
