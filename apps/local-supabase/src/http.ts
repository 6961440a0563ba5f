import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, badJson } from './errors.ts';

export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION_2024 = '2024-01-01';

/** True when the request asks for the 2024-01-01 (or later) API: errors are then {code, message}. */
export function wantsApi2024(req: IncomingMessage): boolean {
  const raw = req.headers[API_VERSION_HEADER];
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const t = Date.parse(`${v}T00:00:00Z`);
  return Number.isFinite(t) && t >= Date.parse(`${API_VERSION_2024}T00:00:00Z`);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

export function sendError(req: IncomingMessage, res: ServerResponse, err: ApiError): void {
  const headers: Record<string, string> = { 'x-sb-error-code': err.code, ...err.headers };
  const body = wantsApi2024(req)
    ? { code: err.code, message: err.message, ...err.extra }
    : { code: err.status, error_code: err.code, msg: err.message, ...err.extra };
  sendJson(res, err.status, body, headers);
}

export class BodyTooLarge extends ApiError {
  constructor(limit: number) {
    super(413, 'validation_failed', `Request body too large: the limit is ${limit} bytes`);
  }
}

/** Reads the whole body as a Buffer, refusing more than `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLarge(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        chunks.length = 0;
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) {
        done = true;
        resolve(Buffer.concat(chunks));
      }
    });
    req.on('error', (e) => {
      if (!done) {
        done = true;
        reject(e);
      }
    });
  });
}

export type JsonObject = Record<string, unknown>;

/**
 * Parses a JSON object body. An empty body counts as {} only when `allowEmpty`; a body with a
 * content type other than JSON is refused, since GoTrue reads nothing but JSON.
 */
export function parseJsonObject(
  req: IncomingMessage,
  body: Buffer,
  allowEmpty = false,
): JsonObject {
  if (body.length === 0) {
    if (allowEmpty) return {};
    throw badJson('request body is empty');
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !type.endsWith('+json')) {
    throw new ApiError(
      415,
      'bad_json',
      'Could not parse request body as JSON: Content-Type must be application/json',
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw badJson('body is not valid UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw badJson((e as Error).message);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badJson('expected a JSON object');
  }
  return value as JsonObject;
}

/** A string field: absent and null give undefined; any other non-string is a bad_json error. */
export function str(body: JsonObject, field: string): string | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw badJson(`field "${field}" must be a string`);
  return v;
}

/** An object field (e.g. user metadata): absent and null give undefined. */
export function obj(body: JsonObject, field: string): JsonObject | undefined {
  const v = body[field];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v))
    throw badJson(`field "${field}" must be an object`);
  return v as JsonObject;
}

export function clientIp(req: IncomingMessage): string {
  // The socket address only: forwarding headers are not trusted, since nothing sits in front.
  return req.socket.remoteAddress ?? 'unknown';
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}
