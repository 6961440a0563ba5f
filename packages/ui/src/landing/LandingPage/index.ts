export { LandingPage, type LandingPageProps } from './LandingPage';
