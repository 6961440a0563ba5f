import type { Profile } from '@brand/ui';
import { lazy, Suspense, type ReactNode } from 'react';

const OwnPortfolio = lazy(() => import('./OwnPortfolio'));

/** One's own profile's Portfolio tab: the manager, loaded on demand (undefined for others). */
export function usePortfolioManager(
  profile: Profile | null | undefined,
  own: boolean,
  replace: (profile: Profile) => void,
): ReactNode {
  if (!profile || !own) return undefined;
  return (
    <Suspense fallback={null}>
      <OwnPortfolio profile={profile} replace={replace} />
    </Suspense>
  );
}
