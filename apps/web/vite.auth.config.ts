import { separateEntry } from './vite.entry.ts';

/**
 * The prerendered `/auth` page's JavaScript: its chunk graph holds only what the sign-in
 * screen needs (no router, no supabase-js until the person reaches for the form, no sonner
 * until the page has hydrated).
 */
export default separateEntry('auth', 'src/auth/island.tsx');
