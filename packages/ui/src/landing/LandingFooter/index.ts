export {
  LandingFooter,
  placeholderSocialLinks,
  type LandingFooterProps,
  type SocialLink,
} from './LandingFooter';
