import { LandingPage, paths } from '@brand/ui';
import type { ReactNode } from 'react';
import { CalculatorIsland, calculatorIslandId } from './calculatorIsland';

/**
 * The landing page as the app serves it. `calculator` is the slot the
 * prerenderer fills with the separately rendered island markup.
 */
export function LandingContent({ calculator }: { calculator?: ReactNode }) {
  return (
    <LandingPage
      joinHref={paths.auth}
      calculator={<div id={calculatorIslandId}>{calculator ?? <CalculatorIsland />}</div>}
    />
  );
}
