export {
  LandingNav,
  landingNavLinks,
  type LandingNavLink,
  type LandingNavProps,
} from './LandingNav';
