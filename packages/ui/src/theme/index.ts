export { vars, type BrandVars } from './contract.css';
export { breakpoints, media } from './media';
export { lightColors, darkColors, lightShadows, darkShadows, scaleTokens } from './tokens';
export {
  APPEARANCE_STORAGE_KEY,
  appearanceScript,
  isAppearance,
  type Appearance,
  type ResolvedAppearance,
} from './appearance';
