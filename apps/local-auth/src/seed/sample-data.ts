/**
 * The sample data of `@brand/ui` (`@brand/ui/sample-data`), taken from the workspace package's
 * TypeScript source rather than its built `dist/`:
 *
 *   - `dist/` is not there on a fresh clone until `@brand/ui` is built, and `npm start`
 *     (.ci/start) runs `tsup --watch` (with `clean: true`, so it empties `dist/` while it
 *     rebuilds) side by side with this service: importing `dist/` would race with it;
 *   - this service runs TypeScript (tsx, and vitest in the tests), and the sample data is plain
 *     data with type-only imports, so its source runs here as it is, always the current one.
 *
 * The one module that reaches into the package; everything else imports from here.
 */
export {
  sampleConversations,
  sampleJobDetails,
  sampleMessages,
  sampleOwnProfile,
  sampleProfiles,
  sampleSettings,
} from '../../../../packages/ui/src/sample-data/index.ts';
export type { JobDetail, Profile, Settings } from '../../../../packages/ui/src/domain/types.ts';
