import { FeeCalculator, LandingPage, paths, type LandingSession } from '@brand/ui';
import { LiveTodayFee } from '../ledger/LiveTodayFee';

/**
 * The landing page as the app serves it. `session` says whether the calls to action join or go
 * to the dashboard (`unknown` on the prerendered page: the HTML is the same for everybody, and
 * the head's script marks a visitor with a session before the first paint).
 */
export function LandingContent({ session }: { session?: LandingSession }) {
  return (
    <LandingPage
      joinHref={`${paths.auth}?tab=sign-up`}
      dashboardHref={paths.dashboard}
      session={session}
      calculator={
        <>
          <LiveTodayFee />
          <FeeCalculator />
        </>
      }
    />
  );
}
