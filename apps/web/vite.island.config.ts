import { separateEntry } from './vite.entry.ts';

/** The landing page's calculator island: `/` downloads only what the calculator needs. */
export default separateEntry('island', 'src/landing/island.tsx');
