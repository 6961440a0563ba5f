import { onDemand } from '../../internal/onDemand';

/** The hiring loop's dialogs (Radix's Dialog and the forms), loaded when first wanted. */
export const hiringDialogs = onDemand(() => import('./HiringDialogs'));

/** Loads the hiring dialogs ahead (stories, tests): they then open at once. */
export const preloadHiringDialogs = (): Promise<unknown> => hiringDialogs.load();
