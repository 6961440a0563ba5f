/**
 * Limits on user metadata. Every access token carries `user_metadata` and `app_metadata`, and the
 * token travels in a header on every request: with 20 KB of metadata the token alone (27 KB) is
 * over Node's 16 KB header limit and every `GET /user` fails with 431, locking the user out. So
 * the metadata is capped (a token stays under about 12 KB) and so is its nesting, which no real
 * profile needs and which deep recursion elsewhere would not survive.
 */
import { validationFailed } from '../errors.ts';

/** user_metadata (and app_metadata) as JSON text, UTF-8 bytes, at most. */
export const METADATA_MAX_BYTES = 8 * 1024;
/** Nesting of objects and arrays at most; the metadata object itself is level 1. */
export const METADATA_MAX_DEPTH = 10;

/** The nesting depth of `v`, counted only up to `limit + 1`. */
function depthOf(v: unknown, limit: number, level = 1): number {
  if (typeof v !== 'object' || v === null) return level - 1;
  if (level > limit) return level;
  let max = level;
  for (const child of Object.values(v)) {
    const d = depthOf(child, limit, level + 1);
    if (d > max) max = d;
    if (max > limit) break;
  }
  return max;
}

/** Throws a clear 400 when `value` (the client's metadata, or the stored result) is too deep or too large. */
export function checkMetadata(value: unknown, field = 'user_metadata'): void {
  if (depthOf(value, METADATA_MAX_DEPTH) > METADATA_MAX_DEPTH)
    throw validationFailed(
      `${field} is nested too deeply: at most ${METADATA_MAX_DEPTH} levels of objects and arrays`,
    );
  const bytes = Buffer.byteLength(JSON.stringify(value), 'utf8');
  if (bytes > METADATA_MAX_BYTES)
    throw validationFailed(
      `${field} is too large: ${bytes} bytes as JSON, at most ${METADATA_MAX_BYTES} (it travels in every access token)`,
    );
}
