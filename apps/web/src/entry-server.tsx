// The build-time renders of the prerendered pages (scripts/prerender.mjs).
export { renderAuth } from './auth/entry-server';
export { renderLanding } from './landing/entry-server';
export { heldSubmitScript } from './auth/prehydration';
export { landingSessionScript, signedInRedirectScript } from './auth/pageScripts';
export { authRootId } from './auth/AuthIsland';
export { paths } from '@brand/ui';
export { authStorageKey } from './session/storage';
export {
  renderJobsTemplate,
  renderProfileTemplate,
  renderSettingsTemplate,
  renderSignedIn,
} from './app/entry-server';
export { signedInInputScript, signedInShellScript } from './app/prerendered';
export { earlyGlobal } from './data/early';
