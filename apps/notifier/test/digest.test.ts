/**
 * The digest command with a clock override: `digest --now <time>` queues and sends the digests
 * due at that moment in each person's time zone, once a local day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeAccount,
  openTestDb,
  postJob,
  runScript,
  startReceiver,
  type TestDb,
} from './helpers.ts';

let db: TestDb;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  db = await openTestDb();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
  await db?.close();
});

async function digest(now: string) {
  const run = runScript('digest.ts', ['--now', now], {
    LOCAL_SUPABASE_DATA_DIR: db.dataDir,
    SMTP_URL: receiver.url,
    SITE_URL: 'https://fairlance.example',
  });
  return { code: await run.exited, output: run.output() };
}

describe('digest --now', () => {
  it('sends each opted-in person their digest at their hour in their time zone, once a day', async () => {
    const lisbon = await makeAccount(db.sql, 'Lena Lisbon', ['React', 'Stripe']);
    const tokyo = await makeAccount(db.sql, 'Taro Tokyo', ['Figma']);
    const never = await makeAccount(db.sql, 'Nora Never', ['React']);
    const client = await makeAccount(db.sql, 'Carl Client');
    await db.sql`update public.user_settings set digest_enabled = true, digest_hour = 8,
      digest_time_zone = 'Europe/Lisbon', digest_last_sent_at = '2026-11-27T08:00Z' where user_id = ${lisbon.id}`;
    await db.sql`update public.user_settings set digest_enabled = true, digest_hour = 9,
      digest_time_zone = 'Asia/Tokyo', digest_last_sent_at = '2026-11-27T00:00Z' where user_id = ${tokyo.id}`;
    const reactJob = await postJob(
      db.sql,
      client.id,
      'React booking widget',
      ['react'],
      new Date('2026-11-27T15:00Z'),
    );
    await postJob(db.sql, client.id, 'Brand refresh', ['Figma'], new Date('2026-11-27T16:00Z'));
    await postJob(db.sql, client.id, 'Old React job', ['React'], new Date('2026-11-26T15:00Z'));

    // 07:59 in Lisbon (UTC in winter), 16:59 in Tokyo: only Tokyo's (09:00) is due.
    let run = await digest('2026-11-28T07:59Z');
    expect(run.code).toBe(0);
    expect(run.output).toContain('1 queued, 1 sent');
    const toTokyo = receiver.received.filter((m) => m.to.includes(tokyo.email));
    expect(toTokyo).toHaveLength(1);
    expect(toTokyo[0]!.header('Subject')).toBe('Your Fairlance digest: 1 new job for your skills');
    expect(toTokyo[0]!.raw).toContain('Brand refresh');

    run = await digest('2026-11-28T08:00Z');
    expect(run.output).toContain('1 queued, 1 sent');
    const toLisbon = receiver.received.filter((m) => m.to.includes(lisbon.email));
    expect(toLisbon).toHaveLength(1);
    expect(toLisbon[0]!.raw).toContain('React booking widget');
    expect(toLisbon[0]!.raw).toContain(`https://fairlance.example/jobs/${reactJob}`);
    expect(toLisbon[0]!.raw).not.toContain('Old React job');
    expect(toLisbon[0]!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(toLisbon[0]!.raw).toMatch(/Content-Type: text\/plain/i);
    expect(toLisbon[0]!.raw).toMatch(/Content-Type: text\/html/i);

    // Later the same day: nothing more. Nobody who did not opt in ever gets one.
    run = await digest('2026-11-28T20:00Z');
    expect(run.output).toContain('0 queued, 0 sent');
    expect(receiver.received.filter((m) => m.to.includes(never.email))).toHaveLength(0);
    expect(receiver.received).toHaveLength(2);
  });

  it('refuses a clock it cannot read', async () => {
    const run = await digest('tomorrow-ish');
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      '--now needs a date and time, e.g. --now 2026-11-28T08:00Z (got tomorrow-ish)',
    );
  });
});
