import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  JwtError,
  postgrestJwtSecret,
  publicJwks,
  signES256,
  signHS256,
  signingKeyFromJwk,
  verifyJwt,
} from '../src/auth/jwt.ts';
import { ConfigError, DEV_JWT_SIGNING_KEY, loadConfig } from '../src/config.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const claims = () => ({
  sub: 'u-1',
  role: 'authenticated',
  exp: Math.floor(Date.now() / 1000) + 60,
});

function newKey(kid: string) {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return signingKeyFromJwk({ ...privateKey.export({ format: 'jwk' }), kid });
}

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('ES256 access tokens', () => {
  const key = newKey('key-1');
  const verifier = { secret: SECRET, keys: [key] };

  it('signs with the key id in the header, and verifies with the public key', () => {
    const token = signES256(claims(), key);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'ES256',
      kid: 'key-1',
      typ: 'JWT',
    });
    expect(verifyJwt(token, verifier)).toMatchObject({ sub: 'u-1' });
    // HS256 tokens (the anon and service-role keys) keep working beside them.
    expect(verifyJwt(signHS256({ role: 'anon' }, SECRET), verifier)).toMatchObject({
      role: 'anon',
    });
  });

  it('refuses changed claims, another key, an unknown kid, and ES256 where no key is set', () => {
    const token = signES256(claims(), key);
    const [h, , s] = token.split('.');
    const changed = `${h}.${part({ ...claims(), sub: 'u-2' })}.${s}`;
    expect(() => verifyJwt(changed, verifier)).toThrow(/signature is invalid/);
    const other = newKey('key-1'); // same kid, another key: a forger's
    expect(() => verifyJwt(signES256(claims(), other), verifier)).toThrow(/signature is invalid/);
    expect(() => verifyJwt(signES256(claims(), newKey('key-9')), verifier)).toThrow(
      /no signing key with kid "key-9"/,
    );
    expect(() => verifyJwt(token, { secret: SECRET })).toThrow(/signing method ES256 is invalid/);
    expect(() => verifyJwt(`${h}.${part(claims())}.`, verifier)).toThrow(/signature is invalid/);
  });

  it('refuses the algorithm swaps: none, and HS256 signed with the public key as the secret', () => {
    const none = `${part({ alg: 'none', kid: 'key-1' })}.${part(claims())}.`;
    expect(() => verifyJwt(none, verifier)).toThrow(JwtError);
    const swapped = signHS256(claims(), JSON.stringify(key.publicJwk));
    expect(() => verifyJwt(swapped, verifier)).toThrow(/signature is invalid/);
  });

  it('checks expiry as for HS256', () => {
    const token = signES256({ ...claims(), exp: 1000 }, key);
    expect(() => verifyJwt(token, verifier)).toThrow(/expired/);
  });

  it('serves only public halves, and gives PostgREST the secret and the public keys', () => {
    const set = publicJwks([key]);
    expect(set.keys).toHaveLength(1);
    expect(set.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', kid: 'key-1', alg: 'ES256' });
    expect(set.keys[0]).not.toHaveProperty('d');
    expect(postgrestJwtSecret({ secret: SECRET })).toBe(SECRET);
    const forPostgrest = JSON.parse(postgrestJwtSecret(verifier)) as { keys: object[] };
    expect(forPostgrest.keys).toEqual([
      { kty: 'oct', k: Buffer.from(SECRET).toString('base64url'), alg: 'HS256' },
      key.publicJwk,
    ]);
    expect(JSON.stringify(forPostgrest)).not.toContain('"d"');
  });

  it('takes only EC P-256 private keys with a kid', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = privateKey.export({ format: 'jwk' });
    expect(() => signingKeyFromJwk(jwk)).toThrow(/kid/);
    expect(() => signingKeyFromJwk({ ...jwk, d: undefined, kid: 'k' })).toThrow(/private part/);
    expect(() => signingKeyFromJwk({ ...jwk, crv: 'P-384', kid: 'k' })).toThrow(/P-256/);
    expect(() => signingKeyFromJwk({ kty: 'oct', k: 'c2VjcmV0', kid: 'k' })).toThrow(/P-256/);
    const { privateKey: other } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const mixed = { ...jwk, d: other.export({ format: 'jwk' }).d, kid: 'k' };
    expect(() => signingKeyFromJwk(mixed)).toThrow(/not the private half/);
    expect(() => signingKeyFromJwk({ ...jwk, x: 'AAAA', kid: 'k' })).toThrow(/k: /);
  });
});

describe('LOCAL_SUPABASE_JWT_KEYS', () => {
  it('defaults to the development key with the development secret, to HS256 with your own', () => {
    expect(loadConfig({}).jwtKeys.map((k) => k.kid)).toEqual([DEV_JWT_SIGNING_KEY.kid]);
    expect(loadConfig({ LOCAL_SUPABASE_JWT_SECRET: SECRET }).jwtKeys).toEqual([]);
    expect(loadConfig({ LOCAL_SUPABASE_JWT_KEYS: 'none' }).jwtKeys).toEqual([]);
  });

  it('takes a JWK set of private keys: the first signs, all verify', () => {
    const { privateKey: a } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { privateKey: b } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const keys = [
      { ...a.export({ format: 'jwk' }), kid: 'new' },
      { ...b.export({ format: 'jwk' }), kid: 'old' },
    ];
    const config = loadConfig({
      LOCAL_SUPABASE_JWT_SECRET: SECRET,
      LOCAL_SUPABASE_JWT_KEYS: JSON.stringify({ keys }),
    });
    expect(config.jwtKeys.map((k) => k.kid)).toEqual(['new', 'old']);
    const fromOld = signES256(claims(), config.jwtKeys[1]!);
    expect(verifyJwt(fromOld, { secret: SECRET, keys: config.jwtKeys })).toMatchObject({
      sub: 'u-1',
    });
  });

  it('says what is wrong with a bad value', () => {
    const bad = (value: string) => () => loadConfig({ LOCAL_SUPABASE_JWT_KEYS: value });
    expect(bad('{not json')).toThrow(ConfigError);
    expect(bad('{not json')).toThrow(/JSON JWK set/);
    expect(bad('{"keys":[]}')).toThrow(/at least one key/);
    expect(bad('{"keys":[{"kty":"RSA","kid":"r"}]}')).toThrow(/key 1: only EC P-256/);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'same' };
    expect(bad(JSON.stringify({ keys: [jwk, jwk] }))).toThrow(/same kid/);
  });

  it('refuses the committed development key on an address other machines reach', () => {
    expect(() =>
      loadConfig({
        LOCAL_SUPABASE_HOST: '0.0.0.0',
        LOCAL_SUPABASE_JWT_SECRET: SECRET,
        LOCAL_SUPABASE_JWT_KEYS: JSON.stringify({ keys: [DEV_JWT_SIGNING_KEY] }),
      }),
    ).toThrow(/development signing key/);
  });
});
