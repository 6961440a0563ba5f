import {
  type JsonWebKey,
  type KeyObject,
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';

/**
 * JSON Web Tokens as GoTrue makes them: HS256 with the shared secret (the anon and service-role
 * keys, and access tokens when no signing key is set), and ES256 with an asymmetric signing key
 * named by `kid` (access tokens, as the Supabase CLI and new hosted projects sign them). The
 * public half is served at /auth/v1/.well-known/jwks.json, so a server can check a session
 * token itself (supabase-js `getClaims()`) instead of asking the auth service. Every other
 * algorithm, `none` included, is refused.
 */

export type JwtPayload = Record<string, unknown>;

const b64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

/** A P-256 key pair that signs access tokens (ES256), with its key id. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** The public half as served in the JWK set. */
  publicJwk: JsonWebKey & { kid: string; alg: 'ES256'; use: 'sig'; key_ops: ['verify'] };
}

/**
 * A signing key from a private JWK (`kty` EC, `crv` P-256, with `d` and a `kid`), as GoTrue's
 * GOTRUE_JWT_KEYS holds them. Throws a plain Error naming what is wrong.
 */
export function signingKeyFromJwk(jwk: unknown): SigningKey {
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk))
    throw new Error('a key must be a JSON object (a JWK)');
  const k = jwk as Record<string, unknown>;
  if (k.kty !== 'EC' || k.crv !== 'P-256')
    throw new Error('only EC P-256 keys (ES256) are supported');
  if (k.alg !== undefined && k.alg !== 'ES256')
    throw new Error(`alg must be ES256, got ${String(k.alg)}`);
  if (typeof k.kid !== 'string' || k.kid.trim() === '') throw new Error('the key needs a "kid"');
  if (typeof k.d !== 'string') throw new Error(`key ${k.kid}: the private part "d" is missing`);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: k as JsonWebKey, format: 'jwk' });
  } catch (e) {
    throw new Error(`key ${k.kid}: not a valid EC private key (${(e as Error).message})`);
  }
  const publicKey = createPublicKey(privateKey);
  // The JWK's own x and y are taken as they are: make sure `d` is their private half.
  const probe = Buffer.from('local-supabase signing key check');
  if (!verify('sha256', probe, publicKey, sign('sha256', probe, privateKey)))
    throw new Error(`key ${k.kid}: "d" is not the private half of "x" and "y"`);
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  return {
    kid: k.kid,
    privateKey,
    publicKey,
    publicJwk: { kty, crv, x, y, kid: k.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'] },
  };
}

/** The JWK set of public keys (GET /.well-known/jwks.json; no symmetric key, as GoTrue). */
export function publicJwks(keys: readonly SigningKey[]): { keys: SigningKey['publicJwk'][] } {
  return { keys: keys.map((k) => k.publicJwk) };
}

export function signES256(payload: JwtPayload, key: SigningKey): string {
  const header = b64url(JSON.stringify({ alg: 'ES256', kid: key.kid, typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), {
    key: key.privateKey,
    dsaEncoding: 'ieee-p1363',
  }).toString('base64url');
  return `${header}.${body}.${signature}`;
}

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

/** What checks a token: the HS256 secret, and the public keys ES256 tokens name by `kid`. */
export interface JwtVerifier {
  secret: string;
  keys?: readonly SigningKey[];
}

/** {@link verifyJwt} with the secret alone: HS256 only. */
export function verifyHS256(
  token: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): JwtPayload {
  return verifyJwt(token, { secret }, nowSeconds);
}

/**
 * Verifies the signature (HS256 with the secret, or ES256 with the key its `kid` names; `none`
 * and every other algorithm are refused) and the time claims. Audience and subject are checked
 * by the caller, which knows what it needs.
 */
export function verifyJwt(
  token: string,
  { secret, keys = [] }: JwtVerifier,
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
  const { alg, kid } = header as Record<string, unknown>;
  const es256 = alg === 'ES256' && keys.length > 0;
  if (alg !== 'HS256' && !es256)
    throw new JwtError('token is unverifiable: signing method ' + String(alg) + ' is invalid');
  if (!B64URL.test(s) || s.length === 0) throw new JwtError('token signature is invalid');
  const given = Buffer.from(s, 'base64url');
  if (es256) {
    const key = keys.find((k) => k.kid === kid);
    if (!key)
      throw new JwtError('token is unverifiable: no signing key with kid ' + JSON.stringify(kid));
    const good =
      given.length === 64 &&
      verify(
        'sha256',
        Buffer.from(`${h}.${p}`),
        { key: key.publicKey, dsaEncoding: 'ieee-p1363' },
        given,
      );
    if (!good) throw new JwtError('token signature is invalid: signature is invalid');
  } else {
    const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new JwtError('token signature is invalid: signature is invalid');
    }
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

/**
 * PostgREST's `jwt-secret` for these keys: the secret alone when there are none, else a JWK set
 * with the secret as an `oct` key (the anon and service-role keys are HS256) and each public key.
 */
export function postgrestJwtSecret({ secret, keys = [] }: JwtVerifier): string {
  if (!keys.length) return secret;
  return JSON.stringify({
    keys: [{ kty: 'oct', k: b64url(secret), alg: 'HS256' }, ...keys.map((k) => k.publicJwk)],
  });
}
