export * from './InviteToJobDialog';
export { preloadInviteToJobDialog } from './load';
