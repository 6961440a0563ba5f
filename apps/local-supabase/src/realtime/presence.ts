/**
 * Supabase Realtime Presence, as hosted speaks it to supabase-js (realtime-js's RealtimePresence
 * over @supabase/phoenix's Presence):
 *
 *   - a channel joins with `config.presence = {key, enabled}`; an empty key gets a random one;
 *   - the client pushes `presence` with `{type: 'presence', event: 'track', payload: {…}}` or
 *     `{…, event: 'untrack'}`, answered ok (a payload that is not an object: an error reply);
 *   - the server pushes `presence_state` (`{[key]: {metas: [{phx_ref, …payload}]}}`) to a
 *     channel once it has presence on (at join when enabled, else at its first track), then
 *     `presence_diff` (`{joins: {…}, leaves: {…}}`, same shape) to every such channel of the
 *     topic on each change. A track with another payload replaces the meta (a leave of the old
 *     one and a join of the new one, `phx_ref_prev` naming the old ref), an identical one is a
 *     no-op.
 *
 * Presence is per topic (`realtime:<name>`; a private channel's apart from a public one), held in this process's memory: one meta per
 * channel at most; it goes with the channel (leave, the socket closing, sign-out or an expired
 * token ending the channel). Limits: PRESENCE_CLIENT_RATE events per channel per window (as
 * hosted's default, the channel is then shut down), MAX_TRACK_BYTES per payload (shut down, as
 * hosted does with its size limit) and, locally, MAX_PRESENCES_PER_TOPIC tracked at once on one
 * topic (the track is refused with an error reply).
 */
import { randomBytes, randomUUID } from 'node:crypto';

/** As hosted's default client presence rate limit: 5 events per 30 s per channel. */
export const PRESENCE_CLIENT_RATE = { events: 5, windowMs: 30_000 } as const;
/** Local: the largest track payload, as JSON bytes. */
export const MAX_TRACK_BYTES = 4_096;
/** Local: presences tracked at once on one topic. */
export const MAX_PRESENCES_PER_TOPIC = 200;

type Meta = Record<string, unknown>;
type Presences = Record<string, { metas: Meta[] }>;

/** What a channel must offer to take part in presence. */
export interface PresenceMember {
  /**
   * Where the member's presence lives: the channel's topic, kept apart for private channels
   * (as hosted keeps a private channel's topic apart from a public one of the same name).
   */
  readonly presenceTopic: string;
  /** The channel's presence key (config.presence.key, or a random one). */
  readonly presenceKey: string;
  /** Whether the channel receives presence_state and presence_diff. */
  presenceEnabled: boolean;
  /** False when a private channel's JWT may not read its presence: it never receives it. */
  readonly mayReadPresence: boolean;
  push(event: 'presence_state' | 'presence_diff', payload: unknown): void;
}

export type TrackResult =
  | { ok: true }
  | { ok: false; shutdown: true; message: string }
  | { ok: false; shutdown: false; reason: string };

interface Tracked {
  key: string;
  meta: Meta;
  json: string;
}

/** A Phoenix-like reference: unique, opaque, short. */
const newRef = () => randomBytes(9).toString('base64url');

export const presenceKeyOf = (config: Record<string, unknown>): string => {
  const p = config.presence;
  const key = typeof p === 'object' && p !== null ? (p as Record<string, unknown>).key : undefined;
  return typeof key === 'string' && key !== '' ? key.slice(0, 200) : randomUUID();
};

/** The event of a `presence` push ('track', 'untrack', or '' when there is none). */
export const presenceEventOf = (payload: unknown): string => {
  const event =
    typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>).event
      : undefined;
  return typeof event === 'string' ? event.toLowerCase() : '';
};

export const presenceEnabledOf = (config: Record<string, unknown>): boolean => {
  const p = config.presence;
  return typeof p === 'object' && p !== null && (p as Record<string, unknown>).enabled === true;
};

export class PresenceHub {
  /** topic → member → what it tracks. */
  private readonly tracked = new Map<string, Map<PresenceMember, Tracked>>();
  /** topic → the members receiving presence on it. */
  private readonly listeners = new Map<string, Set<PresenceMember>>();
  /** member → its events in the current window. */
  private readonly rate = new WeakMap<PresenceMember, { count: number; resetAt: number }>();

  /** The topic's presences, grouped by key, as presence_state carries them. */
  state(topic: string): Presences {
    const out: Presences = {};
    for (const t of this.tracked.get(topic)?.values() ?? []) {
      (out[t.key] ??= { metas: [] }).metas.push(t.meta);
    }
    return out;
  }

  /** Turns presence on for a joined member: it gets the state now and every diff after. */
  enable(m: PresenceMember): void {
    if (!m.mayReadPresence) return;
    m.presenceEnabled = true;
    let set = this.listeners.get(m.presenceTopic);
    if (!set) this.listeners.set(m.presenceTopic, (set = new Set()));
    set.add(m);
    m.push('presence_state', this.state(m.presenceTopic));
  }

  /** A `presence` push from the member's client (its payload as sent). */
  handle(m: PresenceMember, payload: unknown): TrackResult {
    const now = Date.now();
    const window = this.rate.get(m);
    if (!window || now > window.resetAt)
      this.rate.set(m, { count: 1, resetAt: now + PRESENCE_CLIENT_RATE.windowMs });
    else if (window.count >= PRESENCE_CLIENT_RATE.events)
      return { ok: false, shutdown: true, message: 'Client presence rate limit exceeded' };
    else window.count += 1;

    const body =
      typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
    const event = typeof body.event === 'string' ? body.event.toLowerCase() : '';
    if (event === 'untrack') {
      this.untrack(m);
      return { ok: true };
    }
    if (event !== 'track') return { ok: false, shutdown: false, reason: 'unknown presence event' };
    const given = body.payload ?? {};
    if (typeof given !== 'object' || given === null || Array.isArray(given))
      return { ok: false, shutdown: false, reason: 'Presence track payload must be a map' };
    const json = JSON.stringify(given);
    if (Buffer.byteLength(json) > MAX_TRACK_BYTES)
      return { ok: false, shutdown: true, message: 'Track message size exceeded' };
    return this.track(m, given as Meta, json);
  }

  private track(m: PresenceMember, payload: Meta, json: string): TrackResult {
    let topic = this.tracked.get(m.presenceTopic);
    const previous = topic?.get(m);
    if (previous && previous.json === json) return { ok: true };
    if (!previous && (topic?.size ?? 0) >= MAX_PRESENCES_PER_TOPIC)
      return {
        ok: false,
        shutdown: false,
        reason: `TooManyPresences: at most ${MAX_PRESENCES_PER_TOPIC} presences on one topic`,
      };
    // The payload's own phx_ref, if any, never stands in for the server's.
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    if (!topic) this.tracked.set(m.presenceTopic, (topic = new Map()));
    topic.set(m, { key: m.presenceKey, meta, json });
    // A member that tracks gets presence from now on (as hosted: the track turns it on).
    if (!m.presenceEnabled) this.enable(m);
    this.broadcast(m.presenceTopic, {
      joins: { [m.presenceKey]: { metas: [meta] } },
      leaves: previous ? { [previous.key]: { metas: [previous.meta] } } : {},
    });
    return { ok: true };
  }

  /** Removes what the member tracks (if anything) and tells the topic. */
  untrack(m: PresenceMember): void {
    const topic = this.tracked.get(m.presenceTopic);
    const previous = topic?.get(m);
    if (!topic || !previous) return;
    topic.delete(m);
    if (topic.size === 0) this.tracked.delete(m.presenceTopic);
    this.broadcast(m.presenceTopic, {
      joins: {},
      leaves: { [previous.key]: { metas: [previous.meta] } },
    });
  }

  /** The member's channel ended: its presence goes, and it hears nothing more. */
  remove(m: PresenceMember): void {
    const set = this.listeners.get(m.presenceTopic);
    set?.delete(m);
    if (set?.size === 0) this.listeners.delete(m.presenceTopic);
    this.untrack(m);
  }

  stats(): { presenceTopics: number; presences: number } {
    let presences = 0;
    for (const t of this.tracked.values()) presences += t.size;
    return { presenceTopics: this.tracked.size, presences };
  }

  private broadcast(topic: string, diff: { joins: Presences; leaves: Presences }): void {
    for (const l of this.listeners.get(topic) ?? []) l.push('presence_diff', diff);
  }
}
