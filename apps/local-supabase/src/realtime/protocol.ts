/**
 * Phoenix channel frames as supabase-js (realtime-js + @supabase/phoenix) speaks them.
 *
 *   vsn 2.0.0 (supabase-js's default): a JSON array [join_ref, ref, topic, event, payload]
 *   vsn 1.0.0: a JSON object {join_ref, ref, topic, event, payload}
 *
 * Only text frames: 2.0.0's binary frames carry broadcast, which this endpoint does not serve.
 */

export type Vsn = '1.0.0' | '2.0.0';

export const VSNS: readonly Vsn[] = ['1.0.0', '2.0.0'];

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** The events of the protocol itself (Phoenix's, and Supabase Realtime's on top). */
export const EVENTS = {
  join: 'phx_join',
  leave: 'phx_leave',
  reply: 'phx_reply',
  close: 'phx_close',
  error: 'phx_error',
  heartbeat: 'heartbeat',
  accessToken: 'access_token',
  postgresChanges: 'postgres_changes',
  system: 'system',
} as const;

/** The socket-level topic heartbeats use. */
export const PHOENIX_TOPIC = 'phoenix';

const refOf = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;

/** A frame, or undefined when the text is not one (the connection then ignores it). */
export function decodeFrame(text: string, vsn: Vsn): Frame | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) return undefined;
    const [joinRef, ref, topic, event, payload] = raw as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
    return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const o = raw as Record<string, unknown>;
  if (typeof o.topic !== 'string' || typeof o.event !== 'string') return undefined;
  return {
    joinRef: refOf(o.join_ref),
    ref: refOf(o.ref),
    topic: o.topic,
    event: o.event,
    payload: o.payload,
  };
}

export function encodeFrame(f: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0') return JSON.stringify([f.joinRef, f.ref, f.topic, f.event, f.payload]);
  return JSON.stringify({
    join_ref: f.joinRef,
    ref: f.ref,
    topic: f.topic,
    event: f.event,
    payload: f.payload,
  });
}

/** The reply to a push: {status, response}, on the push's topic with its refs. */
export function reply(
  to: Frame,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): Frame {
  return {
    joinRef: to.joinRef,
    ref: to.ref,
    topic: to.topic,
    event: EVENTS.reply,
    payload: { status, response },
  };
}
