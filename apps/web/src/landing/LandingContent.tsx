import { LandingPage, paths, type LandingSession } from '@brand/ui';
import type { ReactNode } from 'react';
import { CalculatorIsland, calculatorIslandId } from './calculatorIsland';

/**
 * The landing page as the app serves it. `calculator` is the slot the
 * prerenderer fills with the separately rendered island markup; `session` says whether the
 * calls to action join or go to the dashboard (`unknown` when prerendered for everybody).
 */
export function LandingContent({
  calculator,
  session,
}: {
  calculator?: ReactNode;
  session?: LandingSession;
}) {
  return (
    <LandingPage
      joinHref={paths.auth}
      dashboardHref={paths.dashboard}
      session={session}
      calculator={<div id={calculatorIslandId}>{calculator ?? <CalculatorIsland />}</div>}
    />
  );
}
