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
  formatMonthYear,
  JobCard,
  jobCountLabel,
  JobsScreen,
  ProfileScreen,
  SettingsScreen,
  type Job,
  type Profile,
  type Review,
} from '@brand/ui';
import { defaults, toNotifications, toPrivacy } from '../data/settingsRows';
import { App } from './App';
import type { JobsPageConfig } from './jobsPage';
import type { ProfilePageConfig } from './profilePage';
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
export function renderJobsTemplate(template: string): {
  templates: Record<string, string>;
  config: JobsPageConfig;
} {
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
    templates: { [template]: html.replace(labelled, `>${markers.category}<`) },
    config: {
      template,
      markers,
      categoryLabels: { ...categoryLabels },
      one: { total: jobCountLabel(1), applicants: applicantsOne },
    },
  };
}

/**
 * Throws unless `html` holds each marker as often as the screen writes its value: once, or
 * `twice` for those written twice.
 */
function expectMarkers(
  html: string,
  markers: Record<string, string>,
  screen: string,
  twice: string[] = [],
) {
  for (const [field, marker] of Object.entries(markers))
    if (html.split(marker).length !== (twice.includes(field) ? 3 : 2))
      throw new Error(`The ${screen} template does not hold the ${field} as the screen does.`);
}

/**
 * Settings as the app draws it (its Profile tab open) for a profile of marker values, for
 * settings.html's inline script (./settingsPage) to draw the person's own before the app has
 * loaded. The other tabs are not drawn until chosen, so their values are not in it.
 */
export function renderSettingsTemplate(template: string): {
  templates: Record<string, string>;
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
  expectMarkers(html, markers, 'settings');
  return { templates: { [template]: html }, config: { template, markers } };
}

/**
 * The element of `html` (React's static markup) whose opening tag holds `needle`, whole: from
 * its `<` to its own closing tag, counting the elements of its name opened inside it.
 */
function elementWith(html: string, needle: string): string {
  const at = html.indexOf(needle);
  const start = html.lastIndexOf('<', at);
  const name = /^<([a-z0-9]+)/.exec(html.slice(start))?.[1];
  if (at < 0 || !name) throw new Error(`No element holds ${needle}.`);
  const tags = new RegExp(`<(/?)${name}[\\s>]`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, html.indexOf('>', tag.index) + 1);
  }
  throw new Error(`The element holding ${needle} is not closed.`);
}

/**
 * A Profile as the app draws it, one's own and someone else's, for a person of marker values
 * with one portfolio item, for profile.html's inline script (./profilePage) to draw before the
 * app has loaded. Also what the script puts in place of what a person left empty (each
 * rendered by the same components): no rating yet, the bio's hint, the empty portfolio; and
 * the stars' two looks and the wording for one completed job.
 */
export function renderProfileTemplate(template: string): {
  templates: Record<string, string>;
  config: ProfilePageConfig;
} {
  const markers: ProfilePageConfig['markers'] = {
    name: '\uE030',
    title: '\uE031',
    location: '\uE032',
    memberSince: '\uE033',
    avatar: '\uE034',
    bio: '\uE035',
    hourlyRate: '\uE036',
    responseTime: '\uE037',
    completedJobs: '\uE038',
    reviews: '\uE039',
    itemTitle: '\uE03A',
    itemDescription: '\uE03B',
    itemImage: '\uE03C',
    itemTag: '\uE03D',
  };
  const profile: Profile = {
    id: 'prerender',
    name: markers.name,
    title: markers.title,
    location: markers.location,
    avatar: markers.avatar,
    rating: 5,
    reviewCount: 1,
    completedJobs: markers.completedJobs as unknown as number,
    memberSince: markers.memberSince,
    hourlyRate: markers.hourlyRate,
    responseTime: markers.responseTime,
    bio: markers.bio,
    skills: [],
    portfolio: [
      {
        id: 'item',
        title: markers.itemTitle,
        description: markers.itemDescription,
        image: markers.itemImage,
        tags: [markers.itemTag],
      },
    ],
    // Only the Reviews tab's count is drawn while Portfolio is open: no reviews, counted as
    // the count's marker.
    reviews: { length: markers.reviews, map: () => [] } as unknown as Review[],
  };
  // Without the preload links React's server render puts first for the images it draws: the
  // template is the screen only (a picture's address is the person's, drawn in later).
  const render = (changed: Partial<Profile>, isOwn = true) =>
    renderToStaticMarkup(
      <ProfileScreen profile={{ ...profile, ...changed }} isOwn={isOwn} />,
    ).replace(/^(?:<link rel="preload" as="image"[^>]*>)+/, '');
  const variant = (isOwn: boolean) => {
    const html = render({}, isOwn);
    // The count twice, as a tab writes its label (once hidden, for its width).
    expectMarkers(html, markers, 'profile', ['reviews']);
    return {
      html,
      config: {
        template: `${template}-${isOwn ? 'own' : 'other'}`,
        parts: {
          // Someone else's empty bio is left out; one's own has a hint in its place.
          bioHint: isOwn ? elementWith(render({ bio: '' }), 'data-slot="profile-bio-hint"') : '',
          noPortfolio: elementWith(render({ portfolio: [] }, isOwn), 'data-slot="profile-empty"'),
        },
      },
    };
  };
  const own = variant(true);
  const other = variant(false);
  const starsOf = (rating: number) => {
    const stars = elementWith(render({ rating }), 'data-slot="star-rating"');
    const looks = [...stars.matchAll(/<svg[^>]*class="([^"]+)"/g)].map((found) => found[1]);
    if (looks.length !== 5 || new Set(looks).size !== 1)
      throw new Error(`The stars for ${rating} are not five of one look.`);
    return looks[0]!;
  };
  // The initials' class, which Radix chooses by their length: for none, 1, 2, and 3 or more.
  const initials = [0, 1, 2, 3].map((length) => {
    const found = /class="(rt-AvatarFallback[^"]*)"/.exec(render({ avatar: 'M'.repeat(length) }));
    if (!found) throw new Error('The profile draws no initials.');
    return found[1]!;
  });
  const completedOne = />(1 [^<>]*completed)</.exec(render({ completedJobs: 1 }))?.[1];
  if (!completedOne) throw new Error('A profile of one completed job does not say "1 …".');
  const ratingMarker = '\uE03E';
  const labelled = /aria-label="([^"]*4\.5[^"]*)"/.exec(
    elementWith(render({ rating: 4.5 }), 'data-slot="star-rating"'),
  )?.[1];
  if (!labelled) throw new Error('The stars for 4.5 do not say so.');
  // Each month's name as 'Member since …' writes it.
  const months = Array.from(
    { length: 12 },
    (_, month) => formatMonthYear(new Date(Date.UTC(2000, month, 15)).toISOString()).split(' ')[0]!,
  );
  return {
    templates: { [own.config.template]: own.html, [other.config.template]: other.html },
    config: {
      own: own.config,
      other: other.config,
      markers,
      noRating: elementWith(render({ reviewCount: 0 }), 'data-slot="profile-no-rating"'),
      star: { filled: starsOf(5), empty: starsOf(0) },
      ratingLabel: { text: labelled.replace('4.5', ratingMarker), marker: ratingMarker },
      months,
      initials,
      completedOne,
    },
  };
}
