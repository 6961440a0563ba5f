import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { loadEnv, type Plugin } from 'vite';

/** The variables the app cannot run without: where its Supabase project is. */
export const requiredEnv = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'] as const;

/**
 * The mode that builds the app for the local stack (`pnpm --filter web build:local`: e2e, the
 * bench, `npm test`). Its values are `.env.development`'s, the same the dev server uses.
 */
export const localStackMode = 'local-stack';

/** What a production build without its variables says: what to set, and the alternative. */
export function missingEnvMessage(missing: readonly string[]): string {
  return [
    `A production build needs ${missing.join(' and ')}: the Supabase project the app talks to.`,
    'Set them in the environment or in apps/web/.env.production.local (see apps/web/.env.example;',
    "the values are in the project's dashboard, Project Settings → API). To build for the local",
    'stack instead (apps/local-supabase on 127.0.0.1:54321), run `pnpm --filter web build:local`.',
  ].join('\n');
}

/**
 * Where the app's Supabase values come from, by mode:
 * - `vite` (development): `.env.development`, committed, points at the local stack; a
 *   gitignored `.env.local` or `.env.development.local` overrides it for a hosted project.
 * - `vite build --mode local-stack`: `.env.development`'s values and nothing else, so a
 *   developer's own `.env.local` cannot point the e2e build at a hosted project.
 * - `vite build` (production): the environment or `.env.production[.local]`/`.env.local`; the
 *   build fails with `missingEnvMessage` when either variable is missing or empty, so nothing
 *   ships talking to 127.0.0.1.
 */
export function supabaseEnv(): Plugin {
  /** The Supabase project's origin, once the config is resolved. */
  let supabaseOrigin: string | undefined;
  const originOf = (url: string | undefined) => {
    try {
      return url ? new URL(url).origin : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    name: 'fairlance:supabase-env',
    config(config, { command, mode }) {
      const root = config.root ?? process.cwd();
      const envDir = typeof config.envDir === 'string' ? config.envDir : root;
      if (mode === localStackMode) {
        const local = parseEnv(readFileSync(join(envDir, '.env.development'), 'utf8'));
        const missing = requiredEnv.filter((name) => !local[name]);
        if (missing.length > 0)
          throw new Error(`apps/web/.env.development lacks ${missing.join(' and ')}.`);
        supabaseOrigin = originOf(local['VITE_SUPABASE_URL']);
        return {
          define: Object.fromEntries(
            requiredEnv.map((name) => [`import.meta.env.${name}`, JSON.stringify(local[name])]),
          ),
        };
      }
      const env = { ...loadEnv(mode, envDir, 'VITE_'), ...pickVite(process.env) };
      supabaseOrigin = originOf(env['VITE_SUPABASE_URL']?.trim());
      if (command !== 'build' || mode === 'development') return;
      const missing = requiredEnv.filter((name) => !env[name]?.trim());
      if (missing.length > 0) throw new Error(missingEnvMessage(missing));
      return undefined;
    },
    // The app's pages open the connection to the project while their scripts load: its first
    // query (a CORS request without credentials, hence `crossorigin`) then does not wait for
    // the DNS lookup, TCP and TLS handshakes. Only the app's pages: `/` talks to no one.
    transformIndexHtml() {
      if (!supabaseOrigin) return;
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: supabaseOrigin, crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  };
}

function pickVite(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && !!entry[1],
    ),
  );
}
