import { paths } from '../../domain/paths';
import type { IconName } from '../../primitives';

/** The sections the sidebar links to. */
export type AppSection = 'dashboard' | 'jobs' | 'messages' | 'profile' | 'settings';

export const appSections: ReadonlyArray<{ id: AppSection; label: string; href: string }> = [
  { id: 'dashboard', label: 'Dashboard', href: paths.dashboard },
  { id: 'jobs', label: 'Jobs', href: paths.jobs },
  { id: 'messages', label: 'Messages', href: paths.messages },
  { id: 'profile', label: 'Profile', href: paths.profile },
  { id: 'settings', label: 'Settings', href: paths.settings },
];

/** Each section's icon, from the small (16 px) set. */
export const sectionIcons: Record<AppSection, IconName> = {
  dashboard: 'dashboard',
  jobs: 'briefcaseSmall',
  messages: 'chat',
  profile: 'person',
  settings: 'gear',
};

/** Each section's default link target, by id. */
export const sectionHrefs = Object.fromEntries(
  appSections.map(({ id, href }) => [id, href]),
) as Record<AppSection, string>;
