/**
 * Prints the anon key for a JWT secret (the default development secret when none is given).
 *   pnpm --filter local-supabase exec tsx scripts/make-dev-keys.ts [secret]
 * The output is what src/config.ts and dev-keys.json hold as DEV_ANON_KEY.
 */
import { DEV_JWT_SECRET, anonKeyFor } from '../src/config.ts';

console.log(anonKeyFor(process.argv[2] ?? DEV_JWT_SECRET));
