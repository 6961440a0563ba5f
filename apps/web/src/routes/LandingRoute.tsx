import { LandingContent } from '../landing/LandingContent';
import { useSession } from '../session/SessionProvider';

/**
 * `/`: a signed-in visitor gets 'Go to dashboard' where the join buttons are. Until the
 * browser's client has said so, `unknown`: the prerendered page's own switch (`data-session`
 * on `<html>`, set before the first paint) decides.
 */
export function LandingRoute() {
  const { status } = useSession();
  return <LandingContent session={status === 'signed-in' ? 'signed-in' : 'unknown'} />;
}
