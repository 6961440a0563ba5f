/**
 * Errors in Supabase Storage's shape: the body is {statusCode, error, message} (statusCode as a
 * string, `error` the error's code, also sent as `code`), and, as storage-api answers, the HTTP
 * status is 400 for every handled error but a 500 (storage-js reads `statusCode` from the body).
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http.ts';

export class StorageApiError extends Error {
  constructor(
    /** The status the error stands for (403, 404, 409, 413, 415…), sent as `statusCode`. */
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }

  body(): { statusCode: string; code: string; error: string; message: string } {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.code,
      message: this.message,
    };
  }
}

export const noSuchBucket = () => new StorageApiError(404, 'NoSuchBucket', 'Bucket not found');
export const noSuchKey = () => new StorageApiError(404, 'NoSuchKey', 'Object not found');
export const invalidJwt = (message: string) => new StorageApiError(400, 'InvalidJWT', message);
export const invalidKey = (key: string, why: string) =>
  new StorageApiError(400, 'InvalidKey', `Invalid key: ${key} (${why})`);
export const invalidRequest = (message: string) =>
  new StorageApiError(400, 'InvalidRequest', message);
export const invalidMimeType = (message: string) =>
  new StorageApiError(415, 'InvalidMimeType', message);
export const entityTooLarge = (message: string) =>
  new StorageApiError(413, 'EntityTooLarge', message);
export const accessDenied = (message: string) => new StorageApiError(403, 'AccessDenied', message);
export const alreadyExists = () =>
  new StorageApiError(409, 'KeyAlreadyExists', 'The resource already exists');
export const internalError = () =>
  new StorageApiError(500, 'InternalError', 'Internal server error');

export function sendStorageError(res: ServerResponse, e: StorageApiError): void {
  sendJson(res, e.statusCode >= 500 ? e.statusCode : 400, e.body());
}

/** A database error (postgres client) → the storage error it means, or undefined. */
export function fromDatabaseError(e: unknown): StorageApiError | undefined {
  const code = (e as { code?: unknown } | undefined)?.code;
  const message = (e as Error | undefined)?.message ?? '';
  switch (code) {
    case '42501':
      // Row-level security refused the write: the bucket's policies decide, as on hosted.
      return accessDenied('new row violates row-level security policy');
    case '23505':
      return alreadyExists();
    case 'PT401':
      return accessDenied(message || 'Your session has ended. Sign in again.');
    case '57014':
      return new StorageApiError(544, 'DatabaseTimeout', 'The database query timed out');
    case '23503':
      return noSuchBucket();
    default:
      return undefined;
  }
}
