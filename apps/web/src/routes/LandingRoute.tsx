import { LandingContent } from '../landing/LandingContent';
import { useSession } from '../session/SessionProvider';

/**
 * `/` when reached by client-side navigation (e.g. after Sign Out) or in the
 * dev server. Production loads of `/` get the prerendered page instead. A signed-in visitor
 * gets 'Go to dashboard' where the join buttons are.
 */
export function LandingRoute() {
  const { status } = useSession();
  return <LandingContent session={status === 'signed-in' ? 'signed-in' : 'signed-out'} />;
}
