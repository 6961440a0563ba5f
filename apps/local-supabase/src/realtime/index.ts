/**
 * /realtime/v1: the local stand-in for Supabase Realtime's `postgres_changes` (see
 * endpoint.ts for the protocol, wal.ts and feed.ts for where changes come from, deliver.ts for
 * who receives them).
 */
export {
  REALTIME_PREFIX,
  REALTIME_SOCKET_PATH,
  type RealtimeEndpoint,
  type RealtimeOptions,
  realtimeEndpoint,
} from './endpoint.ts';
