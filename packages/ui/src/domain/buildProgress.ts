import { formatPrice } from './fees';
import { pricing } from './constants';
import { paths } from './paths';

/*
 * The public build-progress checklist (product spec section 1), written once: the landing page
 * draws it, and a test of the app (apps/web/test/build-progress.test.mjs) keeps it in step
 * with the app's routes. An item is marked done when it works in the product, and then names
 * the route where a person uses it; an item still planned names none.
 */

/** One line of the checklist. */
export interface BuildItem {
  label: string;
  done: boolean;
  /**
   * Where the item works in the product, as the app's route table writes the path
   * ('/jobs/:jobId'): every done item but the first-started one has one, planned items none.
   */
  route?: string;
}

const launchFee = formatPrice(pricing.launchMonthlyFee);

/**
 * The first-started item (starting the application in a site-builder tool), then the ten
 * planned ones in the spec's order, each marked done once it works:
 * - authentication: sign-up with email confirmation, sign-in and sign-out at `/auth`;
 * - posting a job: `/jobs/create`, stored in the database;
 * - replying to a job: a proposal from the job's page;
 * - a searchable job feed: `/jobs`, full-text search, category filter and paging;
 * - community feedback on freelancers: reviews written after finished work, on profiles;
 * - an API or webhook notification system: signed webhooks from Settings, documented at
 *   `/developers` with the REST API;
 * - optional daily email notifications: the digest (and each notification's email) chosen in
 *   Settings > Notifications.
 */
export const buildItems: readonly BuildItem[] = [
  { label: 'Start the application in a site-builder tool', done: true },
  { label: 'Authentication', done: true, route: paths.auth },
  { label: `A ${launchFee} per month subscription through a card payment provider`, done: false },
  { label: 'Posting a job', done: true, route: paths.postJob },
  { label: 'Replying to a job', done: true, route: `${paths.jobs}/:jobId` },
  { label: 'An API or webhook notification system', done: true, route: paths.developers },
  { label: 'A searchable job feed', done: true, route: paths.jobs },
  { label: 'Spam and abuse detection', done: false },
  { label: 'Community feedback on freelancers', done: true, route: `${paths.profile}/:userId?` },
  { label: 'AI auto-tagging of jobs', done: false },
  { label: 'Optional daily email notifications', done: true, route: paths.settings },
];

/** '8 of 11 done'. */
export function buildSummary(items: readonly BuildItem[] = buildItems): string {
  return `${items.filter((item) => item.done).length} of ${items.length} done`;
}

/**
 * The next planned items in words, for the checklist's introduction: 'Next: a $5 per month
 * subscription through a card payment provider, then spam and abuse detection.'
 * Empty when everything is done.
 */
export function buildNext(items: readonly BuildItem[] = buildItems, count = 2): string {
  const next = items
    .filter((item) => !item.done)
    .slice(0, count)
    .map((item) => item.label.charAt(0).toLowerCase() + item.label.slice(1));
  return next.length ? `Next: ${next.join(', then ')}.` : '';
}
