import type { JobsView } from './types';

/*
 * The product's routes, written once. Components take their link targets as
 * props with these as defaults; the app's router builds its route table from the same map, so
 * a path changes in one place.
 */
export const paths = {
  home: '/',
  /** The public ledger: the community's figures from the database (open accounting). */
  ledger: '/ledger',
  auth: '/auth',
  dashboard: '/dashboard',
  jobs: '/jobs',
  postJob: '/jobs/create',
  messages: '/messages',
  settings: '/settings',
  profile: '/profile',
  /** The API and webhooks, for developers (public). */
  developers: '/developers',
  /** The Jobs screen's views: `/jobs`, `/jobs?view=my-jobs`, `/jobs?view=my-proposals`. */
  jobsView: (view: JobsView) => (view === 'browse' ? '/jobs' : `/jobs?view=${view}`),
  /** `/jobs/{jobId}` */
  job: (jobId: string) => `/jobs/${encodeURIComponent(jobId)}`,
  /** `/messages/{conversationId}` */
  conversation: (conversationId: string) => `/messages/${encodeURIComponent(conversationId)}`,
  /** `/profile/{userId}` */
  profileOf: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
} as const;

export type Paths = typeof paths;
