import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Service, startService, uniqueEmail } from './helpers.ts';

/**
 * The account flows of issue 35 item 4, through supabase-js against the whole local stack
 * (auth, REST, storage), with email links written as `npm start` and the app write them
 * (`{{ .SiteURL }}/auth/confirm?token_hash=…&type=…`, which the app's /auth/confirm route
 * hands to verifyOtp): forgot password, resend, email change, and deleting an account with
 * public.delete_my_account().
 */

let svc: Service;
const SITE = 'http://localhost:5173';

function client(): SupabaseClient {
  return createClient(svc.url, svc.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The token hash and type of the newest email to `to` (what /auth/confirm receives). */
async function latestLink(
  to: string,
): Promise<{ token_hash: string; type: string; count: number }> {
  const mails = await svc.mail(to);
  const link = new URL(mails[0]!.links[0]!);
  expect(link.origin + link.pathname).toBe(`${SITE}/auth/confirm`);
  return {
    token_hash: link.searchParams.get('token_hash')!,
    type: link.searchParams.get('type')!,
    count: mails.length,
  };
}

/** A confirmed account and a signed-in client of it. */
async function account(
  tag: string,
  password = 'first-password',
): Promise<{ email: string; id: string; sb: SupabaseClient }> {
  const email = uniqueEmail(tag);
  const sb = client();
  const up = await sb.auth.signUp({ email, password });
  expect(up.error).toBeNull();
  const link = await latestLink(email);
  expect(link.type).toBe('signup');
  const v = await sb.auth.verifyOtp({ token_hash: link.token_hash, type: 'signup' });
  expect(v.error).toBeNull();
  return { email, id: up.data.user!.id, sb };
}

const signIn = (email: string, password: string) =>
  client().auth.signInWithPassword({ email, password });

beforeAll(async () => {
  svc = await startService({
    LOCAL_SUPABASE_REST: 'true',
    LOCAL_SUPABASE_SEED: 'false',
    LOCAL_SUPABASE_REALTIME: 'false',
    LOCAL_SUPABASE_QUIET: 'true',
    LOCAL_SUPABASE_RATE_LIMITS: 'false',
    LOCAL_SUPABASE_EMAIL_MIN_INTERVAL: '0',
    LOCAL_SUPABASE_SITE_URL: SITE,
    LOCAL_SUPABASE_EMAIL_LINK:
      '{{ .SiteURL }}/auth/confirm?token_hash={{ .TokenHash }}&type={{ .Type }}',
  });
}, 120_000);

afterAll(() => svc?.stop());

describe('account flows (issue 35 item 4)', () => {
  it('forgot password: the link signs in, a new password is set, the old one and the other sessions stop working', async () => {
    const { email, sb: other } = await account('forgot');
    expect((await other.auth.getUser()).error).toBeNull();

    const sent = await client().auth.resetPasswordForEmail(email, {
      redirectTo: `${SITE}/auth/reset`,
    });
    expect(sent).toEqual({ data: {}, error: null });
    const [mail] = await svc.mail(email);
    expect(mail!.subject).toBe('Reset your password');
    const link = await latestLink(email);
    expect(link.type).toBe('recovery');

    const sb = client();
    const v = await sb.auth.verifyOtp({ token_hash: link.token_hash, type: 'recovery' });
    expect(v.error).toBeNull();
    expect(v.data.session).toBeTruthy();
    expect((await sb.auth.updateUser({ password: 'second-password' })).error).toBeNull();

    expect((await signIn(email, 'first-password')).error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
    });
    expect((await signIn(email, 'second-password')).error).toBeNull();
    // The session from before the reset has ended; the recovery session goes on.
    expect((await other.auth.getUser()).error).toBeTruthy();
    expect((await sb.auth.getUser()).data.user!.email).toBe(email);
    // The link is single use.
    const again = await client().auth.verifyOtp({ token_hash: link.token_hash, type: 'recovery' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('resend: where sign-in says the email is not confirmed, a new confirmation replaces the old one', async () => {
    const email = uniqueEmail('resend');
    expect((await client().auth.signUp({ email, password: 'first-password' })).error).toBeNull();
    const first = await latestLink(email);
    const refused = await signIn(email, 'first-password');
    expect(refused.error).toMatchObject({ code: 'email_not_confirmed' });

    expect(await client().auth.resend({ type: 'signup', email })).toMatchObject({ error: null });
    const second = await latestLink(email);
    expect(second.count).toBe(2);
    expect(second.token_hash).not.toBe(first.token_hash);
    const old = await client().auth.verifyOtp({ token_hash: first.token_hash, type: 'signup' });
    expect(old.error).toMatchObject({ code: 'otp_expired' });
    expect(
      (await client().auth.verifyOtp({ token_hash: second.token_hash, type: 'signup' })).error,
    ).toBeNull();
    expect((await signIn(email, 'first-password')).error).toBeNull();
    // Confirmed: a resend answers the same and sends nothing.
    expect(await client().auth.resend({ type: 'signup', email })).toMatchObject({ error: null });
    expect(await svc.mail(email)).toHaveLength(2);
  });

  it('email change: a confirmation goes to the new address; the old email signs in until it is confirmed; nobody else sees either', async () => {
    const { email: old, id, sb } = await account('change');
    const next = uniqueEmail('changed');
    const r = await sb.auth.updateUser({ email: next }, { emailRedirectTo: `${SITE}/settings` });
    expect(r.error).toBeNull();
    expect(r.data.user!.email).toBe(old);
    expect(r.data.user!.new_email).toBe(next);
    const link = await latestLink(next);
    expect(link.type).toBe('email_change');
    // Nothing to the old address but its sign-up confirmation.
    expect((await svc.mail(old)).map((m) => m.subject)).toEqual(['Confirm your email address']);

    // Until confirmed: the old address is the sign-in, the new one is not.
    expect((await signIn(old, 'first-password')).error).toBeNull();
    expect((await signIn(next, 'first-password')).error).toMatchObject({
      code: 'invalid_credentials',
    });
    const own = await sb.from('profile_cards').select('email').eq('id', id).single();
    expect(own.data).toEqual({ email: old });
    const { sb: stranger } = await account('stranger');
    const seen = await stranger.from('profile_cards').select('email').eq('id', id).single();
    expect(seen.data).toEqual({ email: null });

    // A resend of the change goes to the new address again.
    expect(await client().auth.resend({ type: 'email_change', email: old })).toMatchObject({
      error: null,
    });
    const resent = await latestLink(next);
    expect(resent.count).toBe(2);

    const v = await client().auth.verifyOtp({
      token_hash: resent.token_hash,
      type: 'email_change',
    });
    expect(v.error).toBeNull();
    expect(v.data.user!.email).toBe(next);
    expect((await signIn(next, 'first-password')).error).toBeNull();
    expect((await signIn(old, 'first-password')).error).toMatchObject({
      code: 'invalid_credentials',
    });
    const after = await sb.from('profile_cards').select('email').eq('id', id).single();
    expect(after.data).toEqual({ email: next });
    expect(
      (await stranger.from('profile_cards').select('email').eq('id', id).single()).data,
    ).toEqual({
      email: null,
    });
  });

  it('delete_my_account(): the sign-in and every session end, the profile becomes a tombstone, files the app removed first are gone', async () => {
    const { email, id, sb } = await account('leaver');
    const { sb: other } = await account('witness');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(
      (
        await sb.storage
          .from('avatars')
          .upload(`${id}/avatar.png`, png, { contentType: 'image/png' })
      ).error,
    ).toBeNull();
    expect((await sb.from('profiles').update({ title: 'Designer' }).eq('id', id)).error).toBeNull();

    // What the app does: remove the person's files, then delete the account.
    const files = await sb.storage.from('avatars').list(id);
    const removed = await sb.storage
      .from('avatars')
      .remove(files.data!.map((f) => `${id}/${f.name}`));
    expect(removed.data).toHaveLength(1);
    const del = await sb.rpc('delete_my_account');
    expect(del.error).toBeNull();

    expect((await signIn(email, 'first-password')).error).toMatchObject({
      code: 'invalid_credentials',
    });
    const user = await sb.auth.getUser();
    expect(user.error).toMatchObject({ status: 403 });
    // Its token is refused by the data and storage APIs.
    const rest = await sb.from('profiles').select('id').eq('id', id);
    expect(rest.error).toMatchObject({ code: 'PT401' });
    const up = await sb.storage
      .from('avatars')
      .upload(`${id}/again.png`, png, { contentType: 'image/png' });
    expect(up.error).toMatchObject({
      statusCode: '403',
      message: 'Your session has ended. Sign in again.',
    });

    const card = await other
      .from('profile_cards')
      .select('display_name, title, deleted, email')
      .eq('id', id)
      .single();
    expect(card.data).toEqual({
      display_name: 'Deleted user',
      title: null,
      deleted: true,
      email: null,
    });
    const [{ n }] = await svc.database.admin<[{ n: number }]>`
      select count(*)::int as n from storage.objects where name like ${`${id}/%`}`;
    expect(n).toBe(0);
    // The address is free again.
    expect((await client().auth.signUp({ email, password: 'another-password' })).error).toBeNull();
    // Anon may not call it.
    expect((await client().rpc('delete_my_account')).error).toMatchObject({ code: '42501' });
  });
});
