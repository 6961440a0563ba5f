/**
 * /storage/v1: the part of Supabase Storage's HTTP API that supabase-js's storage client uses
 * for files in buckets: upload (POST, `x-upsert`), update (PUT), remove, list, public URLs and
 * signed URLs (plus the authenticated download). Bytes on disk, metadata in storage.objects,
 * every metadata statement as the caller's role so the bucket policies decide (store.ts).
 *
 * As on hosted, the gateway does not check an apikey here (a public URL is loaded by an <img>
 * that sends none): each request that needs a caller carries a JWT (`Authorization: Bearer`,
 * else the `apikey` header): the anon key, a user's access token or the service-role key.
 *
 * Stricter than hosted: an upload into a bucket that accepts only PNG, JPEG or WebP must BE
 * one of those by its bytes (images.ts), whatever its name or declared type; it is stored and
 * served with the type its bytes say. Served objects carry `X-Content-Type-Options: nosniff`,
 * a sandboxing Content-Security-Policy and a Content-Disposition; a type that is not one of
 * those images is served as an attachment of type application/octet-stream. A token whose
 * session was signed out is refused, as at /rest/v1.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type postgres from 'postgres';
import { JwtError, type SigningKey, signHS256, verifyHS256, verifyJwt } from '../auth/jwt.ts';
import { type CorsPolicy, cors, isClientAbort } from '../gateway.ts';
import { BodyTooLarge, readBody, sendJson } from '../http.ts';
import type { Mount, RequestContext } from '../router.ts';
import {
  StorageApiError,
  entityTooLarge,
  fromDatabaseError,
  internalError,
  invalidJwt,
  invalidKey,
  invalidMimeType,
  invalidRequest,
  noSuchBucket,
  noSuchKey,
  sendStorageError,
} from './errors.ts';
import { SNIFFABLE_TYPES, sniffImage, typeAllowed, typeNames } from './images.ts';
import {
  type Bucket,
  type Caller,
  type DbRole,
  ObjectStore,
  SERVICE,
  type StoredObject,
} from './store.ts';

export const STORAGE_PREFIX = '/storage/v1';

/** The request headers storage-js sends (x-upsert, cache-control, x-metadata…). */
export const STORAGE_CORS: CorsPolicy = {
  methods: 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
  allowedHeaders: [
    'accept',
    'apikey',
    'authorization',
    'cache-control',
    'content-encoding',
    'content-type',
    'if-none-match',
    'x-client-info',
    'x-metadata',
    'x-supabase-api-version',
    'x-upsert',
  ],
  exposedHeaders: 'Content-Length, Content-Type, Content-Disposition, ETag, Last-Modified',
};

/** The largest upload whatever the bucket says (hosted's default global limit, 50 MB). */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Room for a multipart body's boundaries and fields around the file. */
const MULTIPART_SLACK = 64 * 1024;
const JSON_LIMIT = 256 * 1024;
/** Served inline with their own type; anything else is an application/octet-stream attachment. */
const INLINE_TYPES = new Set<string>(SNIFFABLE_TYPES);
const CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface StorageOptions {
  /** A connection as `authenticator` (may switch to anon, authenticated, service_role). */
  sql: postgres.Sql;
  dataDir: string;
  jwtSecret: string;
  /** The public keys of ES256 access tokens (config.ts `jwtKeys`). */
  jwtKeys?: readonly SigningKey[];
  allowedOrigins: readonly string[];
}

export interface StorageRoom {
  handle: Mount['handle'];
  store: ObjectStore;
  close(): Promise<void>;
}

const ROLES: readonly DbRole[] = ['anon', 'authenticated', 'service_role'];

function tokenOf(req: IncomingMessage): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (m) return m[1];
  const key = req.headers.apikey;
  return (Array.isArray(key) ? key[0] : key) || undefined;
}

/** A valid bucket id (as hosted: letters, digits and a few marks). */
function checkBucketId(id: string): void {
  if (!/^[A-Za-z0-9_.!*'() &$@=;:+,?-]{1,100}$/.test(id) || id === '.' || id === '..')
    throw new StorageApiError(400, 'InvalidBucketName', 'Bucket name invalid');
}

/** Why `name` is not a usable object name, or undefined when it is. */
export function keyProblem(name: string): string | undefined {
  if (name === '') return 'the path is empty';
  if (Buffer.byteLength(name) > 1024) return 'the path is longer than 1024 bytes';
  if (!/^[\p{L}\p{N}\p{M}_.!*'() &$@=;:+,?/-]+$/u.test(name))
    return "use letters, digits, spaces and _ . ! * ' ( ) & $ @ = ; : + , ? - only";
  if (name.split('/').some((s) => s === '' || s === '.' || s === '..'))
    return 'empty, "." or ".." folders are not allowed';
  return undefined;
}

function decodeSegments(segs: string[]): string {
  try {
    return segs.map((s) => decodeURIComponent(s)).join('/');
  } catch {
    throw invalidKey(segs.join('/'), 'bad percent-encoding');
  }
}

function humanSize(bytes: number): string {
  return bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MB`
    : bytes >= 1024 * 1024
      ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.ceil(bytes / 1024)} KB`;
}

function cacheControlOf(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (/^\d{1,10}$/.test(v)) return `max-age=${v}`;
  if (/^[A-Za-z0-9=, -]{1,100}$/.test(v)) return v;
  return 'max-age=3600';
}

function asciiFilename(name: string): string {
  return name.replace(/[^A-Za-z0-9._ -]/g, '_') || 'file';
}

function disposition(kind: 'inline' | 'attachment', filename: string): string {
  return `${kind}; filename="${asciiFilename(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readBody(req, JSON_LIMIT);
  let value: unknown;
  try {
    value = body.length ? JSON.parse(body.toString('utf8')) : {};
  } catch (e) {
    throw invalidRequest(`The body is not valid JSON: ${(e as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidRequest('The body must be a JSON object');
  return value as Record<string, unknown>;
}

function int(v: unknown, name: string, fallback: number, min: number, max: number): number {
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw invalidRequest(`${name} must be an integer from ${min} to ${max}`);
  return v;
}

export function storageRoom(o: StorageOptions): StorageRoom {
  const store = new ObjectStore(o.sql, o.dataDir);
  const allowedOrigins = new Set(o.allowedOrigins);

  function callerOf(req: IncomingMessage): Caller {
    const token = tokenOf(req);
    if (!token)
      throw invalidJwt(
        'No authorization: send the anon key or an access token as "Authorization: Bearer <token>"',
      );
    let claims: Record<string, unknown>;
    try {
      claims = verifyJwt(token, { secret: o.jwtSecret, keys: o.jwtKeys });
    } catch (e) {
      if (e instanceof JwtError) throw invalidJwt(e.message);
      throw e;
    }
    const role = claims.role as DbRole;
    if (!ROLES.includes(role))
      throw invalidJwt('The token has no role this API serves (anon, authenticated, service_role)');
    if (role === 'authenticated' && typeof claims.sub !== 'string')
      throw invalidJwt('The token has no subject (sub)');
    return { role, claims };
  }

  async function bucketOf(id: string): Promise<Bucket> {
    checkBucketId(id);
    const bucket = await store.bucket(id);
    if (!bucket) throw noSuchBucket();
    return bucket;
  }

  function objectName(segs: string[]): string {
    const name = decodeSegments(segs);
    const problem = keyProblem(name);
    if (problem) throw invalidKey(name, problem);
    return name;
  }

  async function upload(ctx: RequestContext, bucketId: string, name: string, upsert: boolean) {
    const { req, res } = ctx;
    const who = callerOf(req);
    const bucket = await bucketOf(bucketId);
    const limit = Math.min(bucket.file_size_limit ?? MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES);
    const tooLarge = (size?: number) =>
      entityTooLarge(
        `The object exceeded the maximum allowed size: ${bucket.id} takes files up to ${humanSize(limit)}${size === undefined ? '' : ` (this one is ${humanSize(size)})`}`,
      );
    const contentType = req.headers['content-type'] ?? '';
    const multipart = /^multipart\/form-data\s*;/i.test(contentType);
    let body: Buffer;
    try {
      body = await readBody(req, limit + (multipart ? MULTIPART_SLACK : 0));
    } catch (e) {
      if (e instanceof BodyTooLarge) {
        const declared = Number(req.headers['content-length']);
        throw Object.assign(
          tooLarge(Number.isFinite(declared) && !multipart ? declared : undefined),
          {
            closeConnection: true,
          },
        );
      }
      throw e;
    }
    let bytes: Uint8Array;
    let declared: string;
    let cacheControl: string | undefined;
    let userMetadata: Record<string, unknown> | null = null;
    let metadataText: string | undefined;
    if (multipart) {
      let form: FormData;
      try {
        form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
      } catch (e) {
        throw invalidRequest(`The multipart body could not be read: ${(e as Error).message}`);
      }
      const file = [...form.values()].find((v) => typeof v !== 'string') as Blob | undefined;
      if (!file) throw invalidRequest('No file in the multipart body');
      bytes = new Uint8Array(await file.arrayBuffer());
      declared = file.type || 'application/octet-stream';
      const cc = form.get('cacheControl');
      cacheControl = typeof cc === 'string' ? cc : undefined;
      const md = form.get('metadata');
      metadataText = typeof md === 'string' ? md : undefined;
    } else {
      bytes = body;
      declared = contentType || 'application/octet-stream';
      const cc = req.headers['cache-control'];
      cacheControl = typeof cc === 'string' ? cc : undefined;
      const xm = req.headers['x-metadata'];
      if (typeof xm === 'string') metadataText = Buffer.from(xm, 'base64').toString('utf8');
    }
    if (metadataText !== undefined) {
      try {
        const v: unknown = JSON.parse(metadataText);
        if (typeof v !== 'object' || v === null || Array.isArray(v))
          throw new Error('not an object');
        userMetadata = v as Record<string, unknown>;
      } catch (e) {
        throw invalidRequest(`metadata must be a JSON object: ${(e as Error).message}`);
      }
    }
    if (bytes.length > limit) throw tooLarge(bytes.length);
    if (bytes.length === 0) throw invalidRequest('No content provided: the file is empty');
    const allowed = bucket.allowed_mime_types ?? [];
    const declaredType = declared.split(';')[0]!.trim().toLowerCase();
    const sniffed = sniffImage(bytes);
    let mimetype: string;
    if (allowed.length > 0) {
      if (!typeAllowed(declaredType, allowed))
        throw invalidMimeType(
          `mime type ${declaredType} is not supported: ${bucket.id} takes ${typeNames(allowed)} images only`,
        );
      const byBytes = allowed.every((a) => (SNIFFABLE_TYPES as readonly string[]).includes(a));
      if (byBytes && (!sniffed || !typeAllowed(sniffed, allowed)))
        throw invalidMimeType(
          `The file is not a ${typeNames(allowed)} image: its content was checked, not its name or declared type (${declaredType}); ${bucket.id} takes ${typeNames(allowed)} images only`,
        );
      mimetype = byBytes ? sniffed! : declaredType;
    } else mimetype = sniffed ?? (declaredType || 'application/octet-stream');

    const version = await store.writeVersion(bytes);
    let result: { id: string; replaced: string | null };
    try {
      result = await store.put(who, {
        bucket: bucket.id,
        name,
        version,
        upsert,
        userMetadata,
        metadata: {
          eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
          size: bytes.length,
          mimetype,
          cacheControl: cacheControlOf(cacheControl),
          lastModified: new Date().toISOString(),
          contentLength: bytes.length,
          httpStatusCode: 200,
        },
      });
    } catch (e) {
      await store.dropVersion(version);
      throw e;
    }
    await store.dropVersion(result.replaced);
    sendJson(res, 200, { Id: result.id, Key: `${bucket.id}/${name}` });
  }

  async function serve(ctx: RequestContext, obj: StoredObject | undefined): Promise<void> {
    const { req, res, url } = ctx;
    const meta = obj?.metadata;
    if (!obj || !obj.version || !meta) throw noSuchKey();
    const file = store.filePath(obj.version);
    let size: number;
    try {
      size = (await fs.promises.stat(file)).size;
    } catch {
      throw noSuchKey();
    }
    const type = INLINE_TYPES.has(meta.mimetype) ? meta.mimetype : 'application/octet-stream';
    const download = url.searchParams.get('download');
    const filename = download || obj.name.split('/').pop()!;
    const headers: Record<string, string | number> = {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': CSP,
      'Content-Disposition': disposition(
        download === null && type !== 'application/octet-stream' ? 'inline' : 'attachment',
        filename,
      ),
      'Cache-Control': cacheControlOf(meta.cacheControl),
      ETag: meta.eTag,
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
    if (obj.updated_at) headers['Last-Modified'] = new Date(obj.updated_at).toUTCString();
    req.resume();
    if (req.headers['if-none-match'] === meta.eTag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['Content-Length'] = size;
    res.writeHead(200, headers);
    if (ctx.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(fs.createReadStream(file), res);
  }

  async function list(ctx: RequestContext, bucketId: string) {
    const who = callerOf(ctx.req);
    const bucket = await bucketOf(bucketId);
    const body = await readJsonBody(ctx.req);
    let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
    if (prefix && !prefix.endsWith('/')) prefix += '/';
    const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
    const column = sortBy.column ?? 'name';
    const order = String(sortBy.order ?? 'asc').toLowerCase();
    if (!['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(column as string))
      throw invalidRequest(
        'sortBy.column must be name, updated_at, created_at or last_accessed_at',
      );
    if (order !== 'asc' && order !== 'desc')
      throw invalidRequest('sortBy.order must be asc or desc');
    const rows = await store.list(who, bucket.id, {
      prefix,
      search: typeof body.search === 'string' ? body.search : '',
      limit: int(body.limit, 'limit', 100, 1, 1000),
      offset: int(body.offset, 'offset', 0, 0, 1_000_000),
      column: column as 'name',
      order,
    });
    sendJson(ctx.res, 200, rows);
  }

  function signedPath(bucket: string, name: string, expiresIn: number): string {
    const now = Math.floor(Date.now() / 1000);
    const token = signHS256(
      { url: `${bucket}/${name}`, iat: now, exp: now + expiresIn },
      o.jwtSecret,
    );
    return `/object/sign/${bucket}/${name}?token=${token}`;
  }

  async function sign(ctx: RequestContext, bucketId: string, name: string | undefined) {
    const who = callerOf(ctx.req);
    checkBucketId(bucketId);
    const body = await readJsonBody(ctx.req);
    const expiresIn = int(body.expiresIn, 'expiresIn', NaN, 1, 10 * 365 * 24 * 3600);
    if (Number.isNaN(expiresIn)) throw invalidRequest('expiresIn is required (seconds)');
    if (name !== undefined) {
      const obj = await store.find(who, bucketId, name);
      if (!obj) throw noSuchKey();
      sendJson(ctx.res, 200, { signedURL: signedPath(bucketId, name, expiresIn) });
      return;
    }
    const paths = body.paths;
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      paths.length > 1000 ||
      paths.some((p) => typeof p !== 'string')
    )
      throw invalidRequest('paths must be a list of 1 to 1000 object paths');
    const seen = await store.as(
      who,
      (t) => t<{ name: string }[]>`
      select name from storage.objects where bucket_id = ${bucketId} and name = any(${paths as string[]}::text[])`,
    );
    const found = new Set(seen.map((r) => r.name));
    sendJson(
      ctx.res,
      200,
      (paths as string[]).map((p) =>
        found.has(p)
          ? { error: null, path: p, signedURL: signedPath(bucketId, p, expiresIn) }
          : {
              error: 'Either the object does not exist or you do not have access to it',
              path: p,
              signedURL: null,
            },
      ),
    );
  }

  async function serveSigned(ctx: RequestContext, bucketId: string, name: string) {
    const token = ctx.url.searchParams.get('token');
    if (!token)
      throw new StorageApiError(
        400,
        'InvalidSignature',
        'Missing token: this URL is not a signed URL',
      );
    let claims: Record<string, unknown>;
    try {
      claims = verifyHS256(token, o.jwtSecret);
    } catch (e) {
      if (e instanceof JwtError && /expired/.test(e.message))
        throw new StorageApiError(400, 'ExpiredToken', 'The provided token has expired.');
      throw new StorageApiError(400, 'InvalidSignature', 'Invalid signature');
    }
    if (claims.url !== `${bucketId}/${name}`)
      throw new StorageApiError(400, 'InvalidSignature', 'The token was signed for another object');
    await serve(ctx, await store.find(SERVICE, bucketId, name));
  }

  async function remove(ctx: RequestContext, bucketId: string, name: string | undefined) {
    const who = callerOf(ctx.req);
    checkBucketId(bucketId);
    if (name !== undefined) {
      const rows = await store.remove(who, bucketId, [name]);
      if (rows.length === 0) throw noSuchKey();
      sendJson(ctx.res, 200, { message: 'Successfully deleted' });
      return;
    }
    const body = await readJsonBody(ctx.req);
    const prefixes = body.prefixes;
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > 1000 ||
      prefixes.some((p) => typeof p !== 'string')
    )
      throw invalidRequest('prefixes must be a list of 1 to 1000 object paths');
    sendJson(ctx.res, 200, await store.remove(who, bucketId, prefixes as string[]));
  }

  async function route(ctx: RequestContext): Promise<boolean> {
    const segs = ctx.path.split('/').slice(1);
    const m = ctx.method === 'HEAD' ? 'GET' : ctx.method;
    if (segs[0] !== 'object' || segs.length < 2) return false;
    const [, first, second] = segs;
    if (first === 'list' && segs.length === 3 && m === 'POST') {
      await list(ctx, second!);
      return true;
    }
    if (first === 'sign' && segs.length >= 3) {
      const name = segs.length > 3 ? objectName(segs.slice(3)) : undefined;
      if (m === 'POST') await sign(ctx, second!, name);
      else if (m === 'GET' && name !== undefined) await serveSigned(ctx, second!, name);
      else return false;
      return true;
    }
    if ((first === 'public' || first === 'authenticated') && segs.length >= 4 && m === 'GET') {
      const bucketId = second!;
      const name = objectName(segs.slice(3));
      if (first === 'public') {
        checkBucketId(bucketId);
        const bucket = await store.bucket(bucketId);
        if (!bucket?.public) throw noSuchBucket();
        await serve(ctx, await store.find(SERVICE, bucketId, name));
      } else await serve(ctx, await store.find(callerOf(ctx.req), bucketId, name));
      return true;
    }
    const bucketId = first!;
    const name = segs.length > 2 ? objectName(segs.slice(2)) : undefined;
    if (m === 'DELETE') await remove(ctx, bucketId, name);
    else if (name === undefined) return false;
    else if (m === 'POST')
      await upload(ctx, bucketId, name, /^true$/i.test(String(ctx.req.headers['x-upsert'] ?? '')));
    else if (m === 'PUT') await upload(ctx, bucketId, name, true);
    else if (m === 'GET') await serve(ctx, await store.find(callerOf(ctx.req), bucketId, name));
    else return false;
    return true;
  }

  function answer(req: IncomingMessage, res: ServerResponse, e: unknown): void {
    if (isClientAbort(req, e)) {
      res.destroy();
      return;
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    let err = e instanceof StorageApiError ? e : fromDatabaseError(e);
    if (!err) {
      console.error('local-supabase: storage: unexpected error', e);
      err = internalError();
    }
    if ((e as { closeConnection?: boolean }).closeConnection) {
      // Stop reading the rest of an upload that is too large.
      res.setHeader('Connection', 'close');
      res.on('finish', () => req.destroy());
    } else req.resume();
    sendStorageError(res, err);
  }

  return {
    store,
    handle: async (ctx) => {
      const { req, res } = ctx;
      if (cors(req, res, ctx.method, allowedOrigins, STORAGE_CORS)) return;
      try {
        if (!(await route(ctx))) {
          req.resume();
          sendJson(res, 404, {
            statusCode: '404',
            error: 'Not Found',
            message: `Route ${ctx.method}:${STORAGE_PREFIX}${ctx.path} not found`,
          });
        }
      } catch (e) {
        answer(req, res, e);
      }
    },
    close: () => o.sql.end({ timeout: 2 }),
  };
}
