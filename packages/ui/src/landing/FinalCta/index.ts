export { FinalCta, type FinalCtaProps } from './FinalCta';
