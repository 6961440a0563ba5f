/**
 * The worker against a real local database: emails leave once, with both parts and the
 * one-click unsubscribe headers, land in the local mailbox over SMTP, retry with backoff,
 * die after six failures, and survive a kill mid-batch without repeats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from 'local-supabase/src/mailbox/mailer.ts';
import { startSmtpReceiver } from 'local-supabase/src/mailbox/smtp.ts';
import { drain, processOne, smtpTransport } from '../src/worker.ts';
import {
  makeAccount,
  openTestDb,
  postJob,
  propose,
  runScript,
  startReceiver,
  waitFor,
  type TestDb,
} from './helpers.ts';

const SITE = 'http://localhost:5173';
const opts = { siteUrl: SITE, from: 'Fairlance <notifications@fairlance.dev>' };

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

const outbox = (user: string) =>
  db.sql<
    {
      id: string;
      kind: string;
      status: string;
      attempts: number;
      next_attempt_at: Date;
      last_error: string | null;
    }[]
  >`
    select id, kind, status, attempts, next_attempt_at, last_error from public.email_outbox
    where user_id = ${user} order by id`;

describe('a proposal email', () => {
  it('reaches the local mailbox over SMTP with a text and an HTML part and one-click unsubscribe', async () => {
    const mailer = new Mailer(db.database.auth);
    const smtp = await startSmtpReceiver(mailer, 0);
    const transport = smtpTransport(smtp.url);
    try {
      const owner = await makeAccount(db.sql, 'Olivia Owner');
      const freelancer = await makeAccount(db.sql, 'Frank Freelancer');
      const job = await postJob(db.sql, owner.id, 'Booking page for a yoga studio');
      await propose(db.sql, job, freelancer.id);

      const report = await drain(db.sql, transport, opts);
      expect(report.sent).toBe(1);
      const [mail, ...more] = await mailer.list(owner.email);
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe('New proposal on "Booking page for a yoga studio"');
      expect(mail!.text).toContain(
        'Frank Freelancer sent a proposal on your job "Booking page for a yoga studio".',
      );
      expect(mail!.text).toContain(`Review the proposal: ${SITE}/jobs/${job}`);
      expect(mail!.html).toContain(
        'Frank Freelancer sent a proposal on your job &quot;Booking page for a yoga studio&quot;.',
      );
      const unsubscribe = mail!.headers['list-unsubscribe'];
      expect(unsubscribe).toMatch(new RegExp(`^<${SITE}/unsubscribe\\?token=[^>]+>$`));
      expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail!.links).toContain(unsubscribe!.slice(1, -1));
      const [row] = await outbox(owner.id);
      expect(row!.status).toBe('sent');
      expect(mail!.message_id).toBe(
        `<notification.${(await db.sql`select notification_id from public.email_outbox where id = ${row!.id}`)[0]!.notification_id}.email@localhost>`,
      );

      // Nothing is sent twice.
      expect((await drain(db.sql, transport, opts)).sent).toBe(0);

      // The link's token switches the kind off (what the web app's /unsubscribe does).
      const token = decodeURIComponent(
        new URL(unsubscribe!.slice(1, -1)).searchParams.get('token')!,
      );
      const [{ switched }] =
        (await db.sql`select public.unsubscribe(${token}) as switched`) as unknown as [
          { switched: string },
        ];
      expect(switched).toBe('Email notifications');
      const another = await makeAccount(db.sql, 'Ann Other');
      await propose(db.sql, job, another.id);
      expect((await drain(db.sql, transport, opts)).sent).toBe(0);
      expect(await mailer.list(owner.email)).toHaveLength(1);
      // A tampered token does nothing but say so.
      await expect(
        db.sql`select public.unsubscribe(${token.replace(/.$/, (c) => (c === '0' ? '1' : '0'))})`,
      ).rejects.toThrow('This unsubscribe link is not valid.');
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});

describe('a message email', () => {
  it('waits 10 minutes and goes only if the message is still unread', async () => {
    const receiver = await startReceiver();
    const transport = smtpTransport(receiver.url);
    try {
      const a = await makeAccount(db.sql, 'Amy Asker');
      const b = await makeAccount(db.sql, 'Bob Busy');
      const [c] = await db.sql<{ id: string }[]>`
        insert into public.conversations (user_a, user_b, created_by)
        values (least(${a.id}::uuid, ${b.id}::uuid), greatest(${a.id}::uuid, ${b.id}::uuid), ${a.id}) returning id`;
      await db.sql`insert into public.messages (conversation_id, sender_id, body) values (${c!.id}, ${a.id}, 'Are you free on Thursday?')`;
      await db.sql`insert into public.messages (conversation_id, sender_id, body) values (${c!.id}, ${a.id}, 'Or Friday?')`;
      const soon = new Date(Date.now() + 9 * 60_000);
      expect((await drain(db.sql, transport, { ...opts, now: () => soon })).sent).toBe(0);
      const later = new Date(Date.now() + 11 * 60_000);
      expect((await drain(db.sql, transport, { ...opts, now: () => later })).sent).toBe(1);
      const mail = receiver.received.find((m) => m.to.includes(b.email))!;
      expect(mail.header('Subject')).toBe('Amy Asker sent you 2 messages');
      expect(mail.raw).toContain('Or Friday?');

      // Read before the 10 minutes: no email.
      await db.sql`update public.messages set read_at = now() where conversation_id = ${c!.id}`;
      await db.sql`insert into public.messages (conversation_id, sender_id, body) values (${c!.id}, ${a.id}, 'Thanks!')`;
      await db.sql`update public.messages set read_at = now() where conversation_id = ${c!.id} and read_at is null`;
      const r = await drain(db.sql, transport, {
        ...opts,
        now: () => new Date(Date.now() + 90 * 60_000),
      });
      expect(r).toMatchObject({ sent: 0, skipped: 1 });
      expect(receiver.received.filter((m) => m.to.includes(b.email))).toHaveLength(1);
    } finally {
      transport.close();
      await receiver.close();
    }
  });
});

describe('a failing SMTP server', () => {
  it('is retried after 1, 2, 4, 8 and 16 minutes, then the email is a dead letter', async () => {
    const receiver = await startReceiver({ reject: 451 });
    const transport = smtpTransport(receiver.url);
    try {
      const owner = await makeAccount(db.sql, 'Rita Retry');
      const freelancer = await makeAccount(db.sql, 'Fred');
      await propose(db.sql, await postJob(db.sql, owner.id, 'Retry me'), freelancer.id);
      let clock = Date.now();
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        expect(await processOne(db.sql, transport, { ...opts, now: () => new Date(clock) })).toBe(
          'failed',
        );
        const [row] = await outbox(owner.id);
        expect(row!.attempts).toBe(attempt);
        if (attempt < 6) {
          expect(row!.status).toBe('pending');
          const wait = new Date(row!.next_attempt_at).getTime() - clock;
          waits.push(wait / 60_000);
          // Not before it is due.
          expect(
            await processOne(db.sql, transport, {
              ...opts,
              now: () => new Date(clock + wait - 1000),
            }),
          ).toBe('idle');
          clock += wait;
        } else {
          expect(row!.status).toBe('dead');
          expect(row!.last_error).toMatch(/451/);
          // The person's own row names the address that refused it (the Notifications tab).
          const [mine] = await db.sql<{ to_address: string }[]>`
            select to_address from public.email_outbox where user_id = ${owner.id}`;
          expect(mine!.to_address).toBe(owner.email);
        }
      }
      expect(waits).toEqual([1, 2, 4, 8, 16]);
      expect(
        await processOne(db.sql, transport, { ...opts, now: () => new Date(clock + 86_400_000) }),
      ).toBe('idle');
      const [dead] =
        await db.sql`select count(*)::integer as n from private.email_dead_letters where user_id = ${owner.id}`;
      expect(dead!.n).toBe(1);
    } finally {
      transport.close();
      await receiver.close();
    }
  });
});

describe('a worker killed mid-batch', () => {
  it('sends every email exactly once after a restart', async () => {
    const receiver = await startReceiver({ delayMs: 150 });
    const owner = await makeAccount(db.sql, 'Kim Killed');
    const job = await postJob(db.sql, owner.id, 'Many proposals');
    const n = 12;
    for (let i = 0; i < n; i++)
      await propose(db.sql, job, (await makeAccount(db.sql, `Applicant ${i}`)).id);
    const env = {
      LOCAL_SUPABASE_DATA_DIR: db.dataDir,
      SMTP_URL: receiver.url,
      NOTIFIER_POLL_MS: '50',
      NOTIFIER_DIGEST_EVERY_MS: '0',
    };
    const mine = () => receiver.received.filter((m) => m.to.includes(owner.email));
    try {
      // Killed while it sends the 5th: four were accepted and committed, the 5th's transaction
      // (its row locked, not yet marked) dies with the process.
      const first = runScript('main.ts', [], env);
      await waitFor(() => receiver.begun() >= 5, 30_000, 'the 5th email to begin');
      first.child.kill('SIGKILL');
      await first.exited;
      expect(mine()).toHaveLength(4);
      expect((await outbox(owner.id)).filter((r) => r.status === 'sent')).toHaveLength(4);

      const second = runScript('main.ts', [], env);
      await waitFor(
        async () => (await outbox(owner.id)).every((r) => r.status === 'sent'),
        30_000,
        'every row sent',
      );
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const ids = mine().map((m) => m.messageId);
      expect(ids).toHaveLength(n);
      expect(new Set(ids).size).toBe(n);
    } finally {
      await receiver.close();
    }
  });
});
