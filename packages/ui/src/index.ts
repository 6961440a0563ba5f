import './theme/themes.css';

export { brand, type Brand } from './brand';
export { ThemeProvider, useSystemAppearance, type ThemeProviderProps } from './theme/ThemeProvider';
export {
  APPEARANCE_STORAGE_KEY,
  appearanceScript,
  isAppearance,
  type Appearance,
  type ResolvedAppearance,
} from './theme/appearance';
export { breakpoints, media } from './theme/media';
export * from './primitives';
export * from './feedback';
export * from './domain';
export * from './landing';
export * from './auth';
export * from './shell';
export * from './dashboard';
export * from './jobs';
export * from './messages';
export * from './profile';
export * from './settings';
export * from './ledger';
export * from './developers';
