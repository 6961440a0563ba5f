export { landingSessionAttribute, type LandingSession } from './LandingSession';
