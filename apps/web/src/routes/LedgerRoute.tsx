import { LedgerScreen } from '@brand/ui';
import { loadCommunityFiguresAfterPaint } from '../data/communityFigures';
import { useLoad } from '../data/useLoad';

/**
 * `/ledger`: prerendered like `/` (the formula and the goal in the first response), the
 * figures read from the database after the first paint; a failed read says so, with Try again.
 */
export function LedgerRoute() {
  const figures = useLoad('community-figures', loadCommunityFiguresAfterPaint);
  return (
    <LedgerScreen
      status={figures.status}
      figures={figures.status === 'ready' ? figures.data : undefined}
      onRetry={figures.reload}
    />
  );
}
