import type { Session } from '@supabase/supabase-js';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
} from 'react-router';
import {
  categoryLabels,
  JobCard,
  jobCountLabel,
  JobsScreen,
  SettingsScreen,
  type Job,
} from '@brand/ui';
import { defaults, toNotifications, toPrivacy } from '../data/settingsRows';
import { App } from './App';
import type { JobsPageConfig } from './jobsPage';
import type { SettingsPageConfig } from './settingsPage';
import { signedInMarkers } from './prerendered';
import { routes } from './routes';

/**
 * Renders a signed-in route at build time as the app draws it on a reload before its data
 * arrives: the real route tree (shell, screen, loading states) through React Router's static
 * rendering, for a person whose email is the markers of ./prerendered (the page's inline script
 * writes the stored session's email in their place before the first paint). The app then
 * renders the same tree over it with createRoot (src/main.tsx).
 */
export async function renderSignedIn(pathname: string): Promise<string> {
  const { local, domain } = signedInMarkers;
  const session = {
    access_token: '',
    refresh_token: '',
    expires_at: 0,
    expires_in: 0,
    token_type: 'bearer',
    user: { id: 'prerender', email: `${local}@${domain}` },
  } as unknown as Session;
  const [app, ...rest] = routes;
  if (!app) throw new Error('The app has no routes.');
  const prerendered: RouteObject[] = [
    { ...app, element: <App session={{ status: 'signed-in', session }} /> } as RouteObject,
    ...rest,
  ];
  const handler = createStaticHandler(prerendered);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${pathname}: answered ${context.status}`);
  if (context.errors) throw new Error(`${pathname}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToStaticMarkup(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
}

/**
 * Browse Jobs as the app draws it for one job, each value a private-use character, for
 * jobs.html's inline script (./jobsPage) to draw the first page of cards from before the app
 * has loaded: the screen is rendered by the same components, so the cards it draws are the
 * app's (e2e compares them). Also what that script needs to know: the markers, each
 * category's label, and the count line and applicants for 1.
 */
export function renderJobsTemplate(template: string): { html: string; config: JobsPageConfig } {
  const markers: JobsPageConfig['markers'] = {
    id: '\uE010',
    title: '\uE011',
    budget: '\uE012',
    description: '\uE013',
    category: '\uE014',
    location: '\uE015',
    postedAt: '\uE016',
    applicants: '\uE017',
    tag: '\uE018',
    total: '\uE019',
  };
  const job: Job = {
    id: markers.id,
    title: markers.title,
    budget: markers.budget,
    description: markers.description,
    category: 'development',
    location: markers.location,
    postedAt: markers.postedAt,
    applicants: markers.applicants as unknown as number,
    tags: [markers.tag],
    urgent: true,
  };
  // As JobsRoute draws a page of jobs (and the element it watches for the next page).
  const screen = (jobs: Job[], total: number) =>
    renderToStaticMarkup(
      <>
        <JobsScreen
          jobs={jobs}
          query=""
          category="all"
          total={total}
          filterLocally={false}
          hasMore
          loadingMore={false}
        />
        <div aria-hidden="true" data-slot="jobs-end" />
      </>,
    );
  const label = categoryLabels[job.category];
  const html = screen([job], markers.total as unknown as number);
  // The category's label is looked up by the card: its place holds a marker too.
  const labelled = `>${label}<`;
  if (html.split(labelled).length !== 2)
    throw new Error(`The jobs template shows "${label}" other than as the card's category.`);
  const one = renderToStaticMarkup(<JobCard job={{ ...job, applicants: 1 }} />);
  const applicantsOne = /<span[^>]*>(1 [^<]*)<\/span>/.exec(one)?.[1];
  if (!applicantsOne) throw new Error('A card for one applicant does not say "1 …".');
  return {
    html: html.replace(labelled, `>${markers.category}<`),
    config: {
      template,
      markers,
      categoryLabels: { ...categoryLabels },
      one: { total: jobCountLabel(1), applicants: applicantsOne },
    },
  };
}

/**
 * Settings as the app draws it (its Profile tab open) for a profile of marker values, for
 * settings.html's inline script (./settingsPage) to draw the person's own before the app has
 * loaded. The other tabs are not drawn until chosen, so their values are not in it.
 */
export function renderSettingsTemplate(template: string): {
  html: string;
  config: SettingsPageConfig;
} {
  const markers: SettingsPageConfig['markers'] = {
    name: '\uE020',
    email: '\uE021',
    bio: '\uE022',
    location: '\uE023',
    hourlyRate: '\uE024',
  };
  const values = defaults(undefined);
  const html = renderToStaticMarkup(
    <SettingsScreen
      settings={{
        profile: { ...markers },
        notifications: toNotifications(values),
        privacy: toPrivacy(values),
      }}
      onSave={() => {}}
    />,
  );
  for (const [field, marker] of Object.entries(markers))
    if (html.split(marker).length !== 2)
      throw new Error(`The settings template does not hold the ${field} once.`);
  return { html, config: { template, markers } };
}
