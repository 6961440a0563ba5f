/*
 * settings.html's own inline script, compiled on its own into one small function
 * (vite.page.config.ts) and written into the page's head by scripts/prerender.mjs.
 *
 * The Settings screen's largest text is data: the person's bio in the Profile tab. A reload
 * used to wait for the app (supabase-js among it) to ask for it: LCP ~4.4 s on Lighthouse's
 * slow phone. This script asks for the same two rows the app reads (`profiles` and
 * `user_settings`, ../data/settings) while the page parses, with the stored session's token,
 * and draws the Profile tab from a <template> of the real screen rendered at build time
 * (./entry-server.tsx) if the answer is in before the app starts drawing. The app takes the
 * same answer (`takeEarly`, ../data/early) and draws the same form over it; what was typed in
 * the drawn fields meanwhile is typed again into the app's (./prerendered).
 *
 * A brand-new account (no profile row yet), no session, or a refused or failed request leave
 * the page to the app as before.
 */
import {
  profileColumns,
  settingsColumns,
  settingsKey,
  toSettings,
  type ProfileValues,
  type SettingsAnswer,
  type SettingsValues,
} from '../data/settingsRows';
import { readStoredSession } from '../session/storage';
import { askRest, drawingPlace, fill, rowsOf, startEarly } from './pageDraw';

/** What the build knows and the script needs (scripts/prerender.mjs writes it in). */
export interface SettingsPageConfig {
  /** The id of the <template> holding the screen drawn for a profile of marker values. */
  template: string;
  /** The private-use characters standing for each field's value in the template. */
  markers: { name: string; email: string; bio: string; location: string; hourlyRate: string };
}

/** The Profile tab drawn into the painted page in place of its loading state. */
function draw(answer: SettingsAnswer, config: SettingsPageConfig, email: string | undefined) {
  const settings = toSettings(answer, email);
  const place = settings && drawingPlace(config.template);
  if (!settings || !place) return false;
  const { markers: m } = config;
  const { profile } = settings;
  fill(place.screen, {
    [m.name]: profile.name,
    [m.email]: profile.email,
    [m.bio]: profile.bio,
    [m.location]: profile.location,
    [m.hourlyRate]: profile.hourlyRate,
  });
  place.loading.replaceWith(place.screen);
  return true;
}

/** Asks for the stored session's settings, and draws them. */
export function startSettingsPage(config: SettingsPageConfig) {
  const session = readStoredSession();
  if (!session) return;
  const id = session.user.id;
  // The two reads the app's fetchSettings makes through supabase-js.
  const answer = Promise.all([
    rowsOf<ProfileValues>(askRest(session, 'profiles', { select: profileColumns, id: `eq.${id}` })),
    rowsOf<SettingsValues>(
      askRest(session, 'user_settings', { select: settingsColumns, user_id: `eq.${id}` }),
    ),
  ]).then(([profiles, settings]) => ({
    profile: profiles[0] ?? null,
    settings: settings[0] ?? null,
  }));
  startEarly(settingsKey(id), answer, 'settings-screen', (arrived) =>
    draw(arrived, config, session.user.email),
  );
}
