/**
 * /realtime/v1: the local stand-in for Supabase Realtime's `postgres_changes` (see
 * endpoint.ts for the protocol, feed.ts for where changes come from and who receives them).
 */
export {
  REALTIME_PREFIX,
  REALTIME_SOCKET_PATH,
  type RealtimeEndpoint,
  type RealtimeOptions,
  realtimeEndpoint,
} from './endpoint.ts';
