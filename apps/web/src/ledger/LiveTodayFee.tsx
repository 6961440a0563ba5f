import { TodayFee, type CommunityFigures } from '@brand/ui';
import { useEffect, useState } from 'react';

/**
 * The landing page's "Today: N members → $X a month" line, filled from the database after the
 * first paint. The prerendered page (and a visit without JavaScript) shows what is always true
 * and a link to the ledger; if the figures cannot be read, it stays so. The reading code loads
 * on demand, once the page is idle (as supabase-js does), so `/` hydrates without it.
 */
export function LiveTodayFee() {
  const [figures, setFigures] = useState<CommunityFigures>();
  useEffect(() => {
    let active = true;
    import('../data/communityFigures')
      .then((module) => module.loadCommunityFiguresAfterPaint())
      .then(
        (read) => active && setFigures(read),
        // Not read (offline, the service down): the line keeps what is always true.
        () => {},
      );
    return () => {
      active = false;
    };
  }, []);
  return <TodayFee figures={figures} />;
}
