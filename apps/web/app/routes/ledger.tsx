import type { MetaFunction } from 'react-router';
import { LedgerRoute } from '../../src/routes/LedgerRoute';

export const meta: MetaFunction = () => [
  { title: 'Public ledger — Fairlance' },
  {
    name: 'description',
    content:
      'The community’s figures from its own database: members, the monthly fee and how it is worked out, the yearly goal and members by month.',
  },
];

/** `/ledger`: prerendered at build time, the same HTML for everybody (react-router.config.ts). */
export default function Ledger() {
  return <LedgerRoute />;
}
