import { onDemand } from '../../internal/onDemand';

/** 'Invite to a job' (Radix's Dialog and RadioCards), loaded when first wanted. */
export const inviteDialog = onDemand(() => import('./InviteToJobDialog'));

/** Loads 'Invite to a job' ahead (stories, tests): it then opens at once. */
export const preloadInviteToJobDialog = (): Promise<unknown> => inviteDialog.load();
