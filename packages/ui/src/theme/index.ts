export { vars, type BrandVars } from './contract.css';
export { radixVars } from './radix.css';
export { lightColors, darkColors, lightShadows, darkShadows, scaleTokens } from './tokens';
export {
  APPEARANCE_STORAGE_KEY,
  appearanceScript,
  isAppearance,
  type Appearance,
  type ResolvedAppearance,
} from './appearance';
