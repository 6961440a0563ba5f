import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The spec's route table. `/` and `/auth` are prerendered (react-router.config.ts); every
 * signed-in route sits in the shell's layout, whose loader sends a visitor without a session to
 * `/auth`; anything else is the 404 screen, with a 404 status.
 */
export default [
  index('routes/landing.tsx'),
  route('auth', 'routes/auth.tsx'),
  route('auth/confirm', 'routes/auth-confirm.tsx'),
  route('auth/reset', 'routes/auth-reset.tsx'),
  route('auth/sign-out', 'routes/sign-out.ts'),
  route('ledger', 'routes/ledger.tsx'),
  route('developers', 'routes/developers.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  layout('routes/shell.tsx', [
    route('dashboard', 'routes/dashboard.tsx'),
    route('jobs', 'routes/jobs.tsx'),
    route('jobs/create', 'routes/post-job.tsx'),
    route('jobs/:jobId', 'routes/job.tsx'),
    route('messages/:conversationId?', 'routes/messages.tsx'),
    route('profile/:userId?', 'routes/profile.tsx'),
    route('settings', 'routes/settings.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
