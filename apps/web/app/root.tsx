import '@brand/css-subset/radix-sheets';
import { LinkProvider, ThemeProvider } from '@brand/ui';
import { appearanceScript } from '@brand/ui/theme';
import type { ReactNode } from 'react';
import radixFontFaces from 'virtual:radix-font-faces';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { useAppearanceClass } from '../src/app/appearance';
import { DeferredToaster } from '../src/app/DeferredToaster';
import { earlyShortcutScript } from '../src/app/earlyShortcuts';
import { useHydrationInput } from '../src/app/hydrationInput';
import { AppLink } from '../src/app/links';
import { RouteError } from '../src/app/RouteError';
import { landingSessionScript } from '../src/auth/pageScripts';
import { SessionProvider } from '../src/session/SessionProvider';
import { requestUser } from '../src/session/server';
import { useNonce } from './nonce';

export const meta: MetaFunction = () => [
  { title: 'Fairlance — the freelance marketplace with no middleman' },
  {
    name: 'description',
    content:
      'Keep what you earn: one flat monthly fee that falls as the community grows, instead of a commission.',
  },
];

/** The browser's client talks to the project (realtime, writes): its connection opens early. */
export const links: LinksFunction = () => [
  {
    rel: 'preconnect',
    href: new URL(import.meta.env.VITE_SUPABASE_URL).origin,
    crossOrigin: 'anonymous',
  },
];

/** Who is signed in, from the request's cookies (nobody on the prerendered pages). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, headers } = await requestUser(request, context);
  return data({ user }, { headers });
}

/** The person is read once per page load; the browser's client keeps it current after that. */
export const shouldRevalidate = () => false;

/** The document: head (appearance before paint), the route, React Router's scripts. */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The landing page's first response fits one round trip (`landing.html.gzip`). It has none
  // of the app's shortcuts, menus or forms: it goes without the script that keeps them. And it
  // goes without Radix's local fonts (below, 0.3 KB gzip): on Windows it draws in the system's
  // Segoe UI from its first paint to its last, without Radix's metric adjustment.
  const landing = useMatches().some((match) => match.id === 'routes/landing');
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <script
          nonce={nonce}
          // The appearance and the landing page's signed-in look, before the first paint; the
          // app's shortcuts pressed before it has hydrated.
          dangerouslySetInnerHTML={{
            __html: appearanceScript + landingSessionScript + (landing ? '' : earlyShortcutScript),
          }}
        />
        <Meta />
        {/* Radix's local fonts, here once rather than with every stylesheet (@brand/css-subset's
            fonts.ts: a sheet bringing them makes the browser lay out the whole page again). A
            style React hoists and keeps by its href: the page's inline critical CSS sits in the
            head too, and a plain <style> here would be hydrated against whichever came first. */}
        {landing ? null : (
          <style href="radix-font-faces" precedence="fonts">
            {radixFontFaces}
          </style>
        )}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The app's frame: theme, session, toasts, and the router-backed link for @brand/ui. */
export default function App() {
  useAppearanceClass();
  const loaded = useRouteLoaderData<typeof loader>('root');
  useHydrationInput();
  return (
    <ThemeProvider appearance="inherit">
      <LinkProvider component={AppLink}>
        <SessionProvider initialUser={loaded?.user ?? null}>
          <Outlet />
          <DeferredToaster />
        </SessionProvider>
      </LinkProvider>
    </ThemeProvider>
  );
}

/** Only if the app's frame itself fails: the error screen brings its own theme and links. */
export function ErrorBoundary() {
  return <RouteError standalone />;
}
