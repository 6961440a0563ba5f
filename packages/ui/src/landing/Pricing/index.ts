export { Pricing, type PricingProps } from './Pricing';
