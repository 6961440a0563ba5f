import http from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, startService, uniqueEmail } from './helpers.ts';

/**
 * /storage/v1 through supabase-js's storage client, with real accounts (signed up and in
 * through /auth/v1): the `avatars` and `portfolio` buckets and their policies come from the
 * migrations (20261127130100_storage_buckets.sql), so what is refused below is refused by
 * row-level security on storage.objects, run as the caller, as on hosted.
 */

let svc: Service;
const PASSWORD = 'storage-test-pw';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI, APP0 JFIF) and some bytes. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64, 1),
  Buffer.from([0xff, 0xd9]),
]);
/** A RIFF/WEBP container with a VP8L chunk. */
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(18, 0),
]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"><script>alert(1)</script></svg>',
);
const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);

interface Person {
  id: string;
  email: string;
  db: SupabaseClient;
  token: string;
}

function client(token?: string): SupabaseClient {
  return createClient(svc.url, svc.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(token ? { accessToken: async () => token } : {}),
  });
}

async function person(tag: string): Promise<Person> {
  const email = uniqueEmail(tag);
  const auth = client();
  const up = await auth.auth.signUp({ email, password: PASSWORD });
  expect(up.error).toBeNull();
  const r = await auth.auth.signInWithPassword({ email, password: PASSWORD });
  expect(r.error).toBeNull();
  const token = r.data.session!.access_token;
  return { id: r.data.user!.id, email, db: client(token), token };
}

let ana: Person;
let ben: Person;
let anon: SupabaseClient;

beforeAll(async () => {
  svc = await startService({
    LOCAL_SUPABASE_REST: 'true',
    LOCAL_SUPABASE_SEED: 'false',
    LOCAL_SUPABASE_QUIET: 'true',
    LOCAL_SUPABASE_AUTOCONFIRM: 'true',
    LOCAL_SUPABASE_REALTIME: 'false',
    LOCAL_SUPABASE_RATE_LIMITS: 'false',
  });
  [ana, ben] = await Promise.all([person('ana'), person('ben')]);
  anon = client();
}, 120_000);

afterAll(() => svc?.stop());

/** The error's statusCode (storage-api's body field) and message, or null. */
function refusal(error: unknown): { statusCode: string; message: string } | null {
  if (!error) return null;
  const e = error as { statusCode?: string; message: string };
  return { statusCode: String(e.statusCode), message: e.message };
}

describe('/storage/v1 through supabase-js', () => {
  it('uploads into the own folder and serves it at the public URL with its type, nosniff and a safe disposition', async () => {
    const path = `${ana.id}/avatar.png`;
    const up = await ana.db.storage
      .from('avatars')
      .upload(path, new Blob([PNG], { type: 'image/png' }));
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `avatars/${path}` });
    expect(up.data!.id).toMatch(/^[0-9a-f-]{36}$/);

    const { publicUrl } = anon.storage.from('avatars').getPublicUrl(path).data;
    expect(publicUrl).toBe(`${svc.url}/storage/v1/object/public/avatars/${path}`);
    // No apikey: as an <img> loads it.
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-disposition')).toMatch(/^inline; filename="avatar.png"/);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    // The metadata row is the caller's, in storage.objects.
    const [row] = await svc.database.admin<{ owner_id: string; metadata: string }[]>`
      select owner_id, metadata::text from storage.objects where bucket_id = 'avatars' and name = ${path}`;
    expect(row!.owner_id).toBe(ana.id);
    expect(JSON.parse(row!.metadata)).toMatchObject({ mimetype: 'image/png', size: PNG.length });
  });

  it('accepts JPEG and WebP by their bytes and serves each with its own type', async () => {
    for (const [bytes, name, type] of [
      [JPEG, 'work.jpg', 'image/jpeg'],
      [WEBP, 'work.webp', 'image/webp'],
    ] as const) {
      const up = await ana.db.storage
        .from('portfolio')
        .upload(`${ana.id}/${name}`, bytes, { contentType: type });
      expect(up.error).toBeNull();
      const res = await fetch(
        anon.storage.from('portfolio').getPublicUrl(`${ana.id}/${name}`).data.publicUrl,
      );
      expect(res.headers.get('content-type')).toBe(type);
    }
  });

  it("refuses a write into another person's folder, and any write without a sign-in", async () => {
    const other = await ana.db.storage.from('avatars').upload(`${ben.id}/avatar.png`, PNG, {
      contentType: 'image/png',
    });
    expect(refusal(other.error)).toEqual({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const top = await ana.db.storage
      .from('avatars')
      .upload('avatar.png', PNG, { contentType: 'image/png' });
    expect(refusal(top.error)?.statusCode).toBe('403');
    const noSignIn = await anon.storage
      .from('avatars')
      .upload(`${ana.id}/anon.png`, PNG, { contentType: 'image/png' });
    expect(refusal(noSignIn.error)?.statusCode).toBe('403');
    const [{ n }] = await svc.database.admin<[{ n: number }]>`
      select count(*)::int as n from storage.objects
      where name in (${`${ben.id}/avatar.png`}, 'avatar.png', ${`${ana.id}/anon.png`})`;
    expect(n).toBe(0);
  });

  it('refuses an SVG or HTML file named .png, a declared type the bucket does not take, and over 5 MB', async () => {
    for (const bytes of [SVG, HTML]) {
      const r = await ana.db.storage
        .from('avatars')
        .upload(`${ana.id}/evil.png`, new Blob([bytes], { type: 'image/png' }));
      expect(refusal(r.error)?.statusCode).toBe('415');
      expect(r.error!.message).toMatch(
        /^The file is not a PNG, JPEG or WebP image: its content was checked, not its name/,
      );
    }
    const html = await ana.db.storage
      .from('portfolio')
      .upload(`${ana.id}/page.html`, HTML, { contentType: 'text/html' });
    expect(refusal(html.error)).toEqual({
      statusCode: '415',
      message:
        'mime type text/html is not supported: portfolio takes PNG, JPEG or WebP images only',
    });
    // 5 MB + 1 byte of a real PNG start.
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG.length)]);
    const r = await ana.db.storage.from('avatars').upload(`${ana.id}/big.png`, big, {
      contentType: 'image/png',
    });
    expect(refusal(r.error)?.statusCode).toBe('413');
    expect(r.error!.message).toMatch(/avatars takes files up to 5 MB/);
    // Exactly 5 MB is fine.
    const max = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const ok = await ana.db.storage
      .from('avatars')
      .upload(`${ana.id}/max.png`, max, { contentType: 'image/png' });
    expect(ok.error).toBeNull();
    const files = await svc.database.admin<{ name: string }[]>`
      select name from storage.objects where name like ${`${ana.id}/%`} and name ~ '(evil|page|big)'`;
    expect(files).toEqual([]);
  });

  it('refuses a second upload to a taken path unless upsert, and update() replaces the bytes', async () => {
    const path = `${ana.id}/again.png`;
    expect(
      (await ana.db.storage.from('avatars').upload(path, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    const dup = await ana.db.storage
      .from('avatars')
      .upload(path, JPEG, { contentType: 'image/jpeg' });
    expect(refusal(dup.error)).toEqual({
      statusCode: '409',
      message: 'The resource already exists',
    });
    const upsert = await ana.db.storage
      .from('avatars')
      .upload(path, JPEG, { contentType: 'image/jpeg', upsert: true });
    expect(upsert.error).toBeNull();
    const url = anon.storage.from('avatars').getPublicUrl(path).data.publicUrl;
    let res = await fetch(url);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer()).equals(JPEG)).toBe(true);
    const upd = await ana.db.storage
      .from('avatars')
      .update(path, WEBP, { contentType: 'image/webp' });
    expect(upd.error).toBeNull();
    res = await fetch(url);
    expect(Buffer.from(await res.arrayBuffer()).equals(WEBP)).toBe(true);
    // Someone else may not replace it.
    const theirs = await ben.db.storage
      .from('avatars')
      .update(path, PNG, { contentType: 'image/png' });
    expect(refusal(theirs.error)?.statusCode).toBe('403');
    res = await fetch(url);
    expect(Buffer.from(await res.arrayBuffer()).equals(WEBP)).toBe(true);
  });

  it('lists a folder (objects and sub-folders) and the bucket root', async () => {
    await ana.db.storage
      .from('portfolio')
      .upload(`${ana.id}/shots/one.png`, PNG, { contentType: 'image/png' });
    const { data, error } = await ana.db.storage.from('portfolio').list(ana.id);
    expect(error).toBeNull();
    const names = data!.map((f) => f.name);
    expect(names).toEqual(['shots', 'work.jpg', 'work.webp']);
    const folder = data!.find((f) => f.name === 'shots')!;
    expect(folder.id).toBeNull();
    const file = data!.find((f) => f.name === 'work.jpg')!;
    expect(file.metadata).toMatchObject({ mimetype: 'image/jpeg', size: JPEG.length });
    const sub = await ben.db.storage.from('portfolio').list(`${ana.id}/shots`);
    expect(sub.data!.map((f) => f.name)).toEqual(['one.png']);
    const searched = await ana.db.storage.from('portfolio').list(ana.id, { search: 'work.w' });
    expect(searched.data!.map((f) => f.name)).toEqual(['work.webp']);
    const root = await anon.storage.from('portfolio').list();
    expect(root.data!.map((f) => f.name)).toContain(ana.id);
  });

  it('signed URLs serve the object until they expire; a changed token or path is refused', async () => {
    const path = `${ana.id}/avatar.png`;
    const { data, error } = await ana.db.storage.from('avatars').createSignedUrl(path, 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(
      new RegExp(`^${svc.url}/storage/v1/object/sign/avatars/${path}\\?token=`),
    );
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const other = await fetch(
      `${svc.url}/storage/v1/object/sign/avatars/${ana.id}/max.png?token=${token}`,
    );
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ statusCode: '400', error: 'InvalidSignature' });
    // The token's next-to-last character: its last one carries 2 unused bits (a 256-bit
    // signature in base64url), so changing only those (A and B) left the same signature.
    const forged = await fetch(data!.signedUrl.replace(/.(?=.$)/, (c) => (c === 'A' ? 'B' : 'A')));
    expect(((await forged.json()) as { error: string }).error).toBe('InvalidSignature');

    const short = await ana.db.storage.from('avatars').createSignedUrl(path, 1);
    await new Promise((r) => setTimeout(r, 2100));
    const expired = await fetch(short.data!.signedUrl);
    expect(await expired.json()).toMatchObject({ statusCode: '400', error: 'ExpiredToken' });

    const missing = await ana.db.storage.from('avatars').createSignedUrl(`${ana.id}/none.png`, 60);
    expect(refusal(missing.error)?.statusCode).toBe('404');
  });

  it("remove() deletes one's own objects only; a removed object is gone from its URL", async () => {
    const path = `${ana.id}/again.png`;
    const theirs = await ben.db.storage.from('avatars').remove([path]);
    expect(theirs.error).toBeNull();
    expect(theirs.data).toEqual([]);
    const url = anon.storage.from('avatars').getPublicUrl(path).data.publicUrl;
    expect((await fetch(url)).status).toBe(200);

    const mine = await ana.db.storage.from('avatars').remove([path, `${ana.id}/max.png`]);
    expect(mine.error).toBeNull();
    expect(mine.data!.map((o) => o.name).sort()).toEqual([path, `${ana.id}/max.png`]);
    const gone = await fetch(url);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'NoSuchKey',
      message: 'Object not found',
    });
  });

  it('answers a browser preflight for an upload from an allowed origin, and refuses other origins', async () => {
    const preflight = await fetch(`${svc.url}/storage/v1/object/avatars/${ana.id}/x.png`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'authorization, apikey, x-upsert, cache-control, x-client-info',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const evil = await fetch(`${svc.url}/storage/v1/object/avatars/${ana.id}/x.png`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(evil.status).toBe(403);
  });

  it('refuses a bad token, an unknown bucket, and a path that climbs out of its folder', async () => {
    const bad = await client('not.a.token').storage.from('avatars').list();
    expect(refusal(bad.error)?.statusCode).toBe('400');
    const noBucket = await ana.db.storage
      .from('nope')
      .upload(`${ana.id}/a.png`, PNG, { contentType: 'image/png' });
    expect(refusal(noBucket.error)).toEqual({ statusCode: '404', message: 'Bucket not found' });
    // Raw HTTP (fetch would resolve the dots before sending).
    const post = (path: string) =>
      new Promise<{ statusCode: string; error: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: svc.port,
            path,
            method: 'POST',
            headers: { Authorization: `Bearer ${ana.token}`, 'Content-Type': 'image/png' },
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve(JSON.parse(text) as { statusCode: string; error: string }));
          },
        );
        req.on('error', reject);
        req.end(PNG);
      });
    // Dot segments are resolved as URLs are: the path names Ben's folder, which RLS refuses.
    expect(await post(`/storage/v1/object/avatars/${ana.id}/%2e%2e/${ben.id}/a.png`)).toMatchObject(
      { statusCode: '403', error: 'AccessDenied' },
    );
    // Encoded slashes are not: a name with a '..' folder is refused before the database.
    expect(await post(`/storage/v1/object/avatars/${ana.id}%2F..%2F${ben.id}/a.png`)).toMatchObject(
      { statusCode: '400', error: 'InvalidKey' },
    );
    const [{ n }] = await svc.database.admin<[{ n: number }]>`
      select count(*)::int as n from storage.objects where name like ${`%${ben.id}%`}`;
    expect(n).toBe(0);
  });

  it('refuses the token of a signed-out session', async () => {
    const carl = await person('carl');
    const signedOut = client();
    const s = await signedOut.auth.signInWithPassword({ email: carl.email, password: PASSWORD });
    const token = s.data.session!.access_token;
    await signedOut.auth.signOut({ scope: 'local' });
    const r = await client(token)
      .storage.from('avatars')
      .upload(`${carl.id}/a.png`, PNG, { contentType: 'image/png' });
    expect(refusal(r.error)).toEqual({
      statusCode: '403',
      message: 'Your session has ended. Sign in again.',
    });
    // The person's other session still writes.
    const ok = await carl.db.storage
      .from('avatars')
      .upload(`${carl.id}/a.png`, PNG, { contentType: 'image/png' });
    expect(ok.error).toBeNull();
  });
});
