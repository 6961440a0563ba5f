import { createHmac, timingSafeEqual } from 'node:crypto';

/** HS256 JSON Web Tokens, the only algorithm this service signs or accepts. */

export type JwtPayload = Record<string, unknown>;

const b64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

export function signHS256(payload: JwtPayload, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export class JwtError extends Error {}

const B64URL = /^[A-Za-z0-9_-]*$/;

function decodeJson(part: string): unknown {
  if (!B64URL.test(part)) throw new JwtError('token is malformed: invalid base64url');
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('token is malformed: could not JSON decode');
  }
}

/**
 * Verifies signature (HS256 only; `none` and every other algorithm are refused) and the
 * time claims. Audience and subject are checked by the caller, which knows what it needs.
 */
export function verifyHS256(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtPayload {
  const parts = token.split('.');
  if (parts.length !== 3)
    throw new JwtError('token is malformed: token contains an invalid number of segments');
  const [h, p, s] = parts as [string, string, string];
  const header = decodeJson(h);
  if (typeof header !== 'object' || header === null || Array.isArray(header)) {
    throw new JwtError('token is malformed: invalid header');
  }
  const alg = (header as Record<string, unknown>).alg;
  if (alg !== 'HS256')
    throw new JwtError('token is unverifiable: signing method ' + String(alg) + ' is invalid');
  if (!B64URL.test(s) || s.length === 0) throw new JwtError('token signature is invalid');
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = Buffer.from(s, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new JwtError('token signature is invalid: signature is invalid');
  }
  const payload = decodeJson(p);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new JwtError('token is malformed: invalid claims');
  }
  const claims = payload as JwtPayload;
  const exp = claims.exp;
  if (exp !== undefined) {
    if (typeof exp !== 'number' || !Number.isFinite(exp))
      throw new JwtError('token has invalid claims: invalid type for claim exp');
    if (nowSeconds >= exp) throw new JwtError('token has invalid claims: token is expired');
  }
  const nbf = claims.nbf;
  if (nbf !== undefined) {
    if (typeof nbf !== 'number' || !Number.isFinite(nbf))
      throw new JwtError('token has invalid claims: invalid type for claim nbf');
    if (nowSeconds < nbf) throw new JwtError('token has invalid claims: token is not valid yet');
  }
  return claims;
}
