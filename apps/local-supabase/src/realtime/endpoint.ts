/**
 * /realtime/v1/websocket: enough of Supabase Realtime for supabase-js's
 * `channel().on('postgres_changes', …).subscribe()`, over the `ws` package.
 *
 * The connection: the upgrade must carry one of the project's keys as `apikey` (query or
 * header; 401 otherwise, as the REST gateway answers) and an allowed Origin if any (403);
 * `vsn` 2.0.0 (array frames, supabase-js's default) or 1.0.0 (object frames). A connection that
 * sends nothing for `idleTimeoutMs` (60 s by default; supabase-js heartbeats every 25 s) is
 * closed.
 *
 * A channel (`realtime:<name>`):
 *   - phx_join: the JWT is `access_token` from the payload, else the apikey (anon). It must be
 *     valid (HS256, the service's secret, `role` and `exp`), otherwise the join is answered
 *     with an error. The `config.postgres_changes` bindings are echoed with their ids; then a
 *     `system` message says "Subscribed to PostgreSQL" (or, when a binding cannot be
 *     followed — unknown table or column, unsupported filter — says why, with status error,
 *     as hosted does; with `postgres_changes_options.wait` the join itself is refused).
 *   - access_token: replaces the channel's JWT (a new user, a refreshed session); an invalid
 *     one, or the JWT expiring, ends the channel: a `system` error message, then phx_close.
 *   - phx_leave: answered, and nothing more is delivered.
 *   - postgres_changes messages: from feed.ts (the write-ahead log), re-read with the channel's
 *     JWT by deliver.ts (RLS decides).
 * Sign-out: a signed-in JWT names its session (`session_id`); a join or
 * access_token whose session is gone from auth.sessions is refused, and every
 * `sessionCheckMs` (2 s) one query checks the open channels' sessions: the channels of ended
 * ones get a `system` error and phx_close.
 * Limits (local, stricter than hosted): MAX_FILTERS_PER_TABLE distinct filters per table on
 * one connection (the next join is refused, TooManyFilters), and joins per client address
 * (DEFAULT_JOIN_RATE, ClientJoinRateLimitReached).
 * Presence (presence.ts): `config.presence` at join, `presence` track/untrack pushes on a joined
 * channel, `presence_state` then `presence_diff` per topic; a channel's presence goes when the
 * channel ends (leave, socket closed, sign-out, expired token).
 * Private channels (`config.private`, Realtime Authorization as hosted): the join is refused
 * unless a select policy on realtime.messages lets the JWT see a 'broadcast' row of the topic
 * (realtime.topic() is the topic during the check, feed.authorize); presence reaches it only if
 * it may see a 'presence' row, and a presence track is refused unless an insert policy lets it
 * write one; a new access_token is checked again. A private channel's presence is kept apart
 * from a public channel's of the same name.
 * Broadcast is not served (pushes get an error reply). Heartbeats on `phoenix` are answered.
 */
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { timingSafeEqual } from 'node:crypto';
import { type WebSocket, WebSocketServer } from 'ws';
import { clientIp } from '../http.ts';
import { JwtError, type SigningKey, verifyJwt } from '../auth/jwt.ts';
import { RateLimiter } from '../ratelimit.ts';
import { type Binding, BindingError, bindingIdOf, parseBindings } from './bindings.ts';
import type { ChangePayload, Subscriber } from './deliver.ts';
import { type Authorization, ChangeFeed, type SessionRef, sessionKey } from './feed.ts';
import {
  EVENTS,
  type Frame,
  PHOENIX_TOPIC,
  VSNS,
  type Vsn,
  decodeFrame,
  encodeFrame,
  reply,
} from './protocol.ts';
import { restClient } from './rest.ts';
import type { ConnectionOptions } from './wal.ts';
import {
  type PresenceMember,
  PresenceHub,
  presenceEnabledOf,
  presenceEventOf,
  presenceKeyOf,
} from './presence.ts';

export const REALTIME_PREFIX = '/realtime/v1';
export const REALTIME_SOCKET_PATH = `${REALTIME_PREFIX}/websocket`;

/** As hosted: per connection. */
const MAX_CHANNELS = 100;
const MAX_BINDINGS = 100;
/**
 * Local: distinct filters one connection may follow on one table, across its channels (an
 * unfiltered binding counts as one). Each distinct filter costs one read per change for every
 * token that holds it, so an unbounded number made one insert cost seconds of database time.
 */
export const MAX_FILTERS_PER_TABLE = 10;
/** Local: channel joins per client address, as a token bucket (`joins` per `windowMs`). */
export const DEFAULT_JOIN_RATE = { joins: 30, windowMs: 10_000 } as const;
const DB_UNAVAILABLE = 'Realtime was unable to connect to the project database';
/** GoTrue's words for a JWT whose session is gone (signed out, or timed out). */
const SESSION_ENDED = 'Session from session_id claim in JWT does not exist';

export interface RealtimeOptions {
  jwtSecret: string;
  /** The public keys of ES256 access tokens (config.ts `jwtKeys`). */
  jwtKeys?: readonly SigningKey[];
  anonKey: string;
  serviceRoleKey: string;
  allowedOrigins: readonly string[];
  /** The service's base URL, known once it listens: the feed reads through its /rest/v1. */
  baseUrl: () => string;
  /**
   * The database (Postgres with wal_level=logical), as a role that may replicate and read
   * auth.sessions (the stack's superuser): changes come from its write-ahead log (feed.ts).
   */
  database: ConnectionOptions;
  /** ms between two checks of the open channels' sessions (default 2000). */
  sessionCheckMs?: number;
  idleTimeoutMs: number;
  maxPayloadBytes: number;
  /** Joins per client address (default DEFAULT_JOIN_RATE); false: no limit (benchmarks). */
  joinRate?: { joins: number; windowMs: number } | false;
  onWarning?: (message: string) => void;
}

export interface RealtimeEndpoint {
  /** For the HTTP server's 'upgrade' event, for paths under REALTIME_PREFIX. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  stats(): { connections: number; channels: number } & ReturnType<ChangeFeed['stats']> &
    ReturnType<PresenceHub['stats']>;
  close(): Promise<void>;
}

class TokenError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function decodeClaims(token: string): Record<string, unknown> | undefined {
  try {
    const claims: unknown = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    );
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Hosted's checks and wording: a valid signature, `role` and `exp`, not expired. */
function verifyToken(
  token: string,
  o: Pick<RealtimeOptions, 'jwtSecret' | 'jwtKeys'>,
): Record<string, unknown> {
  let claims: Record<string, unknown>;
  try {
    claims = verifyJwt(token, { secret: o.jwtSecret, keys: o.jwtKeys });
  } catch (e) {
    const m = (e as Error).message;
    if (!(e instanceof JwtError)) throw e;
    if (m.includes('expired')) {
      const exp = Number(decodeClaims(token)?.exp);
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      throw new TokenError('InvalidJWTToken', `Token has expired ${ago} seconds ago`);
    }
    if (m.includes('signature'))
      throw new TokenError('JwtSignatureError', 'Failed to validate JWT signature');
    throw new TokenError('MalformedJWT', 'The token provided is not a valid JWT');
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number')
    throw new TokenError('InvalidJWTToken', 'Fields `role` and `exp` are required in JWT');
  return claims;
}

/**
 * A signed-in user's session, if the JWT names one (as public.check_session(): role
 * `authenticated` with a `session_id`; the anon key, the service role and tokens without a
 * session are not tied to one).
 */
function sessionOf(claims: Record<string, unknown>): SessionRef | undefined {
  if (claims.role !== 'authenticated' || typeof claims.session_id !== 'string') return undefined;
  return { id: claims.session_id, user: typeof claims.sub === 'string' ? claims.sub : '' };
}

function equalStrings(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function refuseUpgrade(socket: Duplex, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(text)}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function realtimeEndpoint(o: RealtimeOptions): RealtimeEndpoint {
  const rest = restClient({
    baseUrl: o.baseUrl,
    anonKey: o.anonKey,
    serviceRoleKey: o.serviceRoleKey,
  });
  const feed = new ChangeFeed({
    rest,
    serviceRoleKey: o.serviceRoleKey,
    database: o.database,
    onWarning: o.onWarning,
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: o.maxPayloadBytes });
  const origins = new Set(o.allowedOrigins);
  const connections = new Set<Connection>();
  const presence = new PresenceHub();
  const joinRate = o.joinRate === false ? undefined : (o.joinRate ?? DEFAULT_JOIN_RATE);
  const joins = joinRate ? new RateLimiter(joinRate.joins, joinRate.windowMs) : undefined;
  const sweep = joins ? setInterval(() => joins.sweep(), 60_000) : undefined;
  sweep?.unref();

  class Channel implements Subscriber, PresenceMember {
    bindings: readonly Binding[] = [];
    presenceEnabled = false;
    /** A private channel (Realtime Authorization): what its JWT may do there. */
    isPrivate = false;
    canWrite = true;
    mayReadPresence = true;
    joined = false;
    closed = false;
    /** The JWT's session (a signed-in user's), checked against auth.sessions. */
    session: SessionRef | undefined;
    /** Counts access_token messages: only the latest may replace the JWT. */
    tokenTurn = 0;
    private expiry?: NodeJS.Timeout;

    constructor(
      readonly conn: Connection,
      readonly topic: string,
      readonly joinRef: string | null,
      public jwt: string,
      readonly presenceKey: string,
    ) {}

    get name(): string {
      return this.topic.slice('realtime:'.length);
    }

    get presenceTopic(): string {
      return this.isPrivate ? `private|${this.topic}` : this.topic;
    }

    token(): string {
      return this.jwt;
    }

    push(event: string, payload: unknown): void {
      this.conn.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
    }

    system(extension: string, status: 'ok' | 'error', message: string): void {
      this.push(EVENTS.system, { extension, status, message, channel: this.name });
    }

    deliver(payload: ChangePayload): void {
      if (this.joined && !this.closed) this.push(EVENTS.postgresChanges, payload);
    }

    refused(message: string): void {
      this.shutdown(message);
    }

    /** Ends the channel when its JWT expires (re-armed for far-off expiries). */
    armExpiry(claims: Record<string, unknown>): void {
      clearTimeout(this.expiry);
      const exp = Number(claims.exp);
      if (!Number.isFinite(exp)) return;
      const ms = exp * 1000 - Date.now();
      this.expiry = setTimeout(
        () => {
          try {
            this.armExpiry(verifyToken(this.jwt, o));
          } catch (e) {
            this.shutdown((e as Error).message);
          }
        },
        Math.max(0, Math.min(ms + 50, 2 ** 31 - 1)),
      );
      this.expiry.unref();
    }

    /** As hosted: a system error message, then the channel is closed (phx_close). */
    shutdown(message: string): void {
      if (this.closed) return;
      this.system('system', 'error', message);
      this.conn.send({
        joinRef: this.joinRef,
        ref: this.joinRef,
        topic: this.topic,
        event: EVENTS.close,
        payload: {},
      });
      this.end();
    }

    /** Stops deliveries and forgets the channel. */
    end(): void {
      this.closed = true;
      clearTimeout(this.expiry);
      feed.remove(this);
      presence.remove(this);
      if (this.conn.channels.get(this.topic) === this) this.conn.channels.delete(this.topic);
    }
  }

  class Connection {
    readonly channels = new Map<string, Channel>();
    private idle?: NodeJS.Timeout;

    constructor(
      readonly ws: WebSocket,
      readonly vsn: Vsn,
      readonly apikey: string,
      readonly ip: string,
    ) {
      this.touch();
      ws.on('message', (data, isBinary) => {
        this.touch();
        if (isBinary) return;
        const frame = decodeFrame(data.toString(), this.vsn);
        if (frame) this.handle(frame);
      });
      ws.on('close', () => this.end());
      ws.on('error', () => this.end());
    }

    private touch(): void {
      clearTimeout(this.idle);
      this.idle = setTimeout(() => this.ws.close(1000, 'idle timeout'), o.idleTimeoutMs);
      this.idle.unref();
    }

    send(f: Frame): void {
      if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeFrame(f, this.vsn));
    }

    end(): void {
      clearTimeout(this.idle);
      for (const ch of [...this.channels.values()]) ch.end();
      connections.delete(this);
    }

    private handle(f: Frame): void {
      if (f.topic === PHOENIX_TOPIC) {
        if (f.event === EVENTS.heartbeat) this.send(reply(f, 'ok'));
        return;
      }
      if (f.event === EVENTS.join) {
        const wait = joins?.take(this.ip) ?? 0;
        if (wait > 0) {
          this.send(
            reply(f, 'error', {
              reason: `ClientJoinRateLimitReached: Too many channel joins from this address (${joinRate!.joins} per ${joinRate!.windowMs / 1000} s); try again in ${wait} s`,
            }),
          );
          return;
        }
        this.join(f).catch((e: unknown) => {
          o.onWarning?.(`realtime: join failed: ${(e as Error).message}`);
          this.send(reply(f, 'error', { reason: `UnknownErrorOnChannel: ${DB_UNAVAILABLE}` }));
        });
        return;
      }
      const ch = this.channels.get(f.topic);
      if (!ch || (f.joinRef !== null && ch.joinRef !== null && f.joinRef !== ch.joinRef)) {
        if (f.ref !== null) this.send(reply(f, 'error', { reason: 'unmatched topic' }));
        return;
      }
      switch (f.event) {
        case EVENTS.leave:
          ch.end();
          this.send(reply(f, 'ok'));
          return;
        case EVENTS.accessToken:
          this.accessToken(ch, f.payload);
          return;
        case 'presence': {
          if (!ch.joined || ch.closed) {
            if (f.ref !== null) this.send(reply(f, 'error', { reason: 'unmatched topic' }));
            return;
          }
          if (ch.isPrivate && !ch.canWrite && presenceEventOf(f.payload) === 'track') {
            if (f.ref !== null)
              this.send(
                reply(f, 'error', {
                  reason: `Unauthorized: You do not have permissions to write to this Channel topic: ${ch.name}`,
                }),
              );
            return;
          }
          const result = presence.handle(ch, f.payload);
          if (result.ok) this.send(reply(f, 'ok'));
          else if (result.shutdown) ch.shutdown(result.message);
          else this.send(reply(f, 'error', { reason: result.reason }));
          return;
        }
        case 'broadcast':
          if (f.ref !== null)
            this.send(
              reply(f, 'error', {
                reason: `${f.event} is not served by the local realtime endpoint (postgres_changes and presence only)`,
              }),
            );
          return;
        default:
          // Unknown events are ignored, as hosted does.
          return;
      }
    }

    private accessToken(ch: Channel, payload: unknown): void {
      const token = isObject(payload) ? payload.access_token : undefined;
      if (typeof token !== 'string' || token === ch.jwt || token.startsWith('sb_')) return;
      let claims: Record<string, unknown>;
      try {
        claims = verifyToken(token, o);
      } catch (e) {
        ch.shutdown((e as Error).message);
        return;
      }
      const session = sessionOf(claims);
      // Tokens are taken in the order they came: a later one wins over a slower check.
      const turn = ++ch.tokenTurn;
      const apply = () => {
        if (turn !== ch.tokenTurn) return;
        ch.jwt = token;
        ch.session = session;
        ch.armExpiry(claims);
      };
      // A private channel's policies are asked again with the new JWT (another user, other claims).
      const authorize = async (): Promise<boolean> => {
        if (!ch.isPrivate) return true;
        const allowed = await feed.authorize(ch.name, claims);
        if (ch.closed || turn !== ch.tokenTurn) return false;
        if (!allowed.broadcastRead) {
          ch.shutdown(
            `Unauthorized: You do not have permissions to read from this Channel topic: ${ch.name}`,
          );
          return false;
        }
        ch.canWrite = allowed.presenceWrite;
        ch.mayReadPresence = allowed.presenceRead;
        if (!allowed.presenceRead) presence.remove(ch);
        else if (!allowed.presenceWrite) presence.untrack(ch);
        return true;
      };
      (session === undefined ? Promise.resolve(undefined) : feed.liveSessions([session]))
        .then(async (live) => {
          if (ch.closed || turn !== ch.tokenTurn) return;
          if (live && !live.has(sessionKey(session!))) return ch.shutdown(SESSION_ENDED);
          if (await authorize()) apply();
        })
        .catch((e: unknown) => {
          o.onWarning?.(`realtime: session check: ${(e as Error).message}`);
          ch.shutdown(DB_UNAVAILABLE);
        });
    }

    /**
     * The first table (`schema.table`, or `schema.*` for a binding on all tables) on which
     * these bindings, with those of the connection's other channels, would follow more than
     * MAX_FILTERS_PER_TABLE distinct filters.
     */
    private tooManyFilters(bindings: readonly Binding[], except: Channel): string | undefined {
      const byTable = new Map<string, Set<string>>();
      const all = [...this.channels.values()]
        .filter((c) => c !== except && !c.closed)
        .flatMap((c) => c.bindings);
      for (const b of [...all, ...bindings]) {
        const table = `${b.schema}.${b.table ?? '*'}`;
        let set = byTable.get(table);
        if (!set) byTable.set(table, (set = new Set()));
        set.add(b.filter ? `${b.filter.column}=${b.filter.op}.${b.filter.value}` : '');
      }
      for (const b of bindings) {
        const table = `${b.schema}.${b.table ?? '*'}`;
        if (byTable.get(table)!.size > MAX_FILTERS_PER_TABLE) return table;
      }
      return undefined;
    }

    private async join(f: Frame): Promise<void> {
      const fail = (reason: string) => this.send(reply(f, 'error', { reason }));
      if (!f.topic.startsWith('realtime:')) return fail('unmatched topic');
      if (f.topic === 'realtime:') return fail('TopicNameRequired: You must provide a topic name');
      const previous = this.channels.get(f.topic);
      if (previous) {
        // A join on a topic already joined replaces it (Phoenix closes the old one).
        previous.end();
        this.send({
          joinRef: previous.joinRef,
          ref: previous.joinRef,
          topic: f.topic,
          event: EVENTS.close,
          payload: {},
        });
      }
      if (this.channels.size >= MAX_CHANNELS)
        return fail('ChannelRateLimitReached: Too many channels');
      const payload = isObject(f.payload) ? f.payload : {};
      const config = isObject(payload.config) ? payload.config : {};
      const given = payload.access_token ?? payload.user_token;
      const jwt = typeof given === 'string' && !given.startsWith('sb_') ? given : this.apikey;
      let claims: Record<string, unknown>;
      try {
        claims = verifyToken(jwt, o);
      } catch (e) {
        if (e instanceof TokenError) return fail(`${e.code}: ${e.message}`);
        throw e;
      }
      const session = sessionOf(claims);
      const ch = new Channel(this, f.topic, f.joinRef, jwt, presenceKeyOf(config));
      ch.session = session;
      this.channels.set(f.topic, ch);
      if (session !== undefined) {
        let live: Set<string>;
        try {
          live = await feed.liveSessions([session]);
        } catch (e) {
          ch.end();
          throw e;
        }
        if (!live.has(sessionKey(session))) {
          ch.end();
          return fail(`InvalidJWTToken: ${SESSION_ENDED}`);
        }
        if (ch.closed) return;
      }
      if (config.private === true) {
        ch.isPrivate = true;
        let allowed: Authorization;
        try {
          allowed = await feed.authorize(ch.name, claims);
        } catch (e) {
          ch.end();
          throw e;
        }
        if (ch.closed) return;
        // As hosted: a private channel is joined when its broadcast may be read.
        if (!allowed.broadcastRead) {
          ch.end();
          return fail(
            `Unauthorized: You do not have permissions to read from this Channel topic: ${ch.name}`,
          );
        }
        ch.canWrite = allowed.presenceWrite;
        ch.mayReadPresence = allowed.presenceRead;
      }

      const requested = Array.isArray(config.postgres_changes)
        ? (config.postgres_changes as unknown[]).filter(isObject)
        : [];
      const options = isObject(config.postgres_changes_options)
        ? config.postgres_changes_options
        : {};
      let error: string | undefined;
      let bindings: Binding[] = [];
      let crowded: string | undefined;
      if (requested.length > MAX_BINDINGS)
        error = `Too many postgres_changes bindings (${MAX_BINDINGS} at most)`;
      else if (requested.length > 0) {
        try {
          bindings = parseBindings(requested, await feed.published());
          // Before the probes, so that a crowded join costs the database nothing.
          crowded = this.tooManyFilters(bindings, ch);
          for (const b of crowded ? [] : bindings) {
            const problem = await feed.probe(b);
            if (problem)
              throw new BindingError(
                `Unable to subscribe to changes with given parameters. Exception: ${problem}`,
              );
          }
        } catch (e) {
          if (e instanceof BindingError) error = e.message;
          else {
            o.onWarning?.(`realtime: ${(e as Error).message}`);
            error = DB_UNAVAILABLE;
          }
          bindings = [];
        }
      }
      if (ch.closed) return;
      // Again: another join of this connection may have finished meanwhile.
      crowded ??= this.tooManyFilters(bindings, ch);
      if (crowded) {
        ch.end();
        return fail(
          `TooManyFilters: Too many postgres_changes filters on ${crowded} for one connection (${MAX_FILTERS_PER_TABLE} distinct filters per table at most); remove a channel first`,
        );
      }
      ch.bindings = bindings;
      if (!error && bindings.length > 0) {
        try {
          await feed.add(ch);
        } catch (e) {
          o.onWarning?.(`realtime: ${(e as Error).message}`);
          error = DB_UNAVAILABLE;
        }
      }
      if (ch.closed) {
        feed.remove(ch);
        return;
      }
      if (error && options.wait === true) {
        // Asked to wait for the subscription: hosted then refuses the join itself.
        ch.end();
        const code =
          error === DB_UNAVAILABLE
            ? 'UnableToConnectToProject'
            : 'RealtimeDisabledForConfiguration';
        return fail(`${code}: ${error}`);
      }
      this.send(
        reply(f, 'ok', {
          postgres_changes: requested.map((p) => ({ ...p, id: bindingIdOf(p) })),
        }),
      );
      ch.joined = true;
      ch.armExpiry(claims);
      // As hosted: the state follows the join's reply when presence is on.
      if (presenceEnabledOf(config)) presence.enable(ch);
      if (error) ch.system('postgres_changes', 'error', error);
      else if (bindings.length > 0) ch.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
  }

  wss.on('connection', (ws: WebSocket, vsn: Vsn, apikey: string, ip: string) => {
    connections.add(new Connection(ws, vsn, apikey, ip));
  });

  /**
   * Sign-out ends access: every `sessionCheckMs` one query asks which of the open channels'
   * sessions still exist; the channels of the others get a system error and phx_close.
   */
  let checking = false;
  let checkFailing = false;
  const sessionTimer = setInterval(() => {
    if (checking) return;
    const open = [...connections]
      .flatMap((c) => [...c.channels.values()])
      .filter((ch) => ch.joined && !ch.closed && ch.session !== undefined)
      .map((ch) => ({ ch, session: ch.session! }));
    if (open.length === 0) return;
    checking = true;
    feed
      .liveSessions(open.map((x) => x.session))
      .then((live) => {
        checkFailing = false;
        for (const { ch, session } of open)
          if (!live.has(sessionKey(session)) && ch.session === session) ch.shutdown(SESSION_ENDED);
      })
      .catch((e: unknown) => {
        if (!checkFailing) o.onWarning?.(`realtime: session check: ${(e as Error).message}`);
        checkFailing = true;
      })
      .finally(() => (checking = false));
  }, o.sessionCheckMs ?? 2_000);
  sessionTimer.unref();

  return {
    handleUpgrade(req, socket, head) {
      socket.on('error', () => socket.destroy());
      const url = new URL(req.url ?? '/', 'http://local.invalid');
      const path = url.pathname.replace(/\/+$/, '');
      if (path !== REALTIME_SOCKET_PATH)
        return refuseUpgrade(socket, 404, { message: 'no Route matched with those values' });
      const origin = req.headers.origin;
      if (origin !== undefined && !origins.has(origin))
        return refuseUpgrade(socket, 403, {
          message: `Origin ${origin} is not allowed (see LOCAL_SUPABASE_ALLOWED_ORIGINS)`,
        });
      const header = req.headers.apikey;
      const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
      if (!apikey)
        return refuseUpgrade(socket, 401, {
          message: 'No API key found in request',
          hint: 'No `apikey` request header or url param was found.',
        });
      if (![o.anonKey, o.serviceRoleKey].some((k) => equalStrings(apikey, k)))
        return refuseUpgrade(socket, 401, {
          message: 'Invalid API key',
          hint: 'Double check your Supabase `anon` or `service_role` API key.',
        });
      const vsn = (url.searchParams.get('vsn') ?? '1.0.0') as Vsn;
      if (!VSNS.includes(vsn))
        return refuseUpgrade(socket, 400, {
          message: `Unsupported vsn ${vsn}: 1.0.0 and 2.0.0 are served`,
        });
      const ip = clientIp(req);
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, vsn, apikey, ip));
    },
    stats: () => ({
      connections: connections.size,
      channels: [...connections].reduce((n, c) => n + c.channels.size, 0),
      ...feed.stats(),
      ...presence.stats(),
    }),
    async close() {
      clearInterval(sweep);
      clearInterval(sessionTimer);
      for (const c of [...connections]) {
        c.end();
        c.ws.close(1001, 'server shutting down');
        c.ws.terminate();
      }
      await feed.close();
      wss.close();
      rest.close();
    },
  };
}
