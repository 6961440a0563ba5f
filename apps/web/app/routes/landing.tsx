import { LandingRoute } from '../../src/routes/LandingRoute';

/** `/`: prerendered at build time, the same HTML for everybody (react-router.config.ts). */
export default function Landing() {
  return <LandingRoute />;
}
