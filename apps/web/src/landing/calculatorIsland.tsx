import { FeeCalculator } from '@brand/ui';

/** The id of the element the calculator island hydrates into. */
export const calculatorIslandId = 'fee-calculator-island';

/** Options shared by the server render and the hydration of the calculator island. */
export const calculatorIslandOptions = { identifierPrefix: 'fee-' } as const;

/** The calculator as its own React root: the only part of `/` that hydrates. */
export function CalculatorIsland() {
  return <FeeCalculator />;
}
