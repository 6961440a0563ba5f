import { LandingContent } from '../landing/LandingContent';

/**
 * `/` when reached by client-side navigation (e.g. after Sign Out) or in the
 * dev server. Production loads of `/` get the prerendered page instead.
 */
export function LandingRoute() {
  return <LandingContent />;
}
