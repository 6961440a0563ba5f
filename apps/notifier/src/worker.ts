/**
 * Drains public.email_outbox: one due row per transaction, claimed with FOR UPDATE SKIP LOCKED
 * (several workers never take the same row), decided by the database (private.outbox_decide:
 * switched off, read meanwhile, or too soon after the conversation's last email), sent over
 * SMTP, and marked sent in that same transaction. A worker killed mid-batch leaves each row
 * it committed sent and each other row pending with its lock released, so a restart sends
 * those once. What remains is the instant between the SMTP server's "250 OK" and the COMMIT:
 * the email carries the row's key as its Message-ID, so a receiver can tell a repeat.
 * A failed send counts an attempt and waits 1, 2, 4, 8, 16 minutes (private.outbox_failed);
 * the 6th failure makes the row dead (a dead letter its recipient can read).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type postgres from 'postgres';
import {
  type DigestFacts,
  type DigestJob,
  type NotificationFacts,
  renderEmail,
  switchName,
} from './render.ts';

export type Sql = postgres.Sql;

export interface WorkerOptions {
  siteUrl: string;
  from: string;
  /** The clock (tests and the digest command move it). */
  now?: () => Date;
  /** Only rows of this kind (the digest command drains digests only). */
  kind?: string;
}

export type Outcome = 'idle' | 'sent' | 'failed' | 'skipped' | 'later' | 'gone';

export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({
    url,
    // A slow or silent server cannot hold the worker: each step has a deadline.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

interface RowFacts {
  id: string;
  idempotency_key: string;
  user_id: string;
  kind: string;
  payload: Record<string, unknown>;
  email: string | null;
  email_confirmed_at: Date | null;
  recipient_name: string | null;
  actor_name: string | null;
  subject: string | null;
  link: string | null;
  conversation_id: string | null;
  token: string;
}

/** The Message-ID of an outbox row: its idempotency key, so a repeat is recognisable. */
export function messageIdFor(key: string, siteUrl: string): string {
  return `<${key.replace(/[^A-Za-z0-9.-]/g, '.')}@${new URL(siteUrl).hostname || 'fairlance'}>`;
}

export function unsubscribeUrlFor(siteUrl: string, token: string): string {
  return `${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Sends at most one due email; says what happened. */
export async function processOne(
  sql: Sql,
  transport: Transporter,
  opts: WorkerOptions,
): Promise<Outcome> {
  const now = (opts.now ?? (() => new Date()))();
  return sql.begin(async (tx) => {
    const [claimed] = await tx<{ id: string }[]>`
      select id from public.email_outbox
      where status = 'pending' and next_attempt_at <= ${now}
        ${opts.kind ? tx`and kind = ${opts.kind}` : tx``}
      order by next_attempt_at, id
      limit 1
      for update skip locked`;
    if (!claimed) return 'idle' as const;
    const [{ decision }] = (await tx<{ decision: string }[]>`
      select private.outbox_decide(${claimed.id}, ${now}) as decision`) as unknown as [
      { decision: Outcome | 'send' },
    ];
    if (decision !== 'send') return decision;

    const [row] = await tx<RowFacts[]>`
      select o.id, o.idempotency_key, o.user_id, o.kind, o.payload, u.email, u.email_confirmed_at,
        p.display_name as recipient_name, n.actor_name, n.subject, n.link, n.conversation_id,
        private.unsubscribe_token(o.user_id, o.kind) as token
      from public.email_outbox o
      join public.profiles p on p.id = o.user_id
      left join auth.users u on u.id = o.user_id
      left join public.notifications n on n.id = o.notification_id
      where o.id = ${claimed.id}`;
    if (!row) return 'gone' as const;
    if (!row.email || !row.email_confirmed_at) {
      await tx`update public.email_outbox set status = 'skipped', last_error = 'no confirmed email address'
        where id = ${row.id}`;
      return 'skipped' as const;
    }

    let facts: NotificationFacts | DigestFacts;
    if (row.kind === 'digest') {
      const p = row.payload as {
        jobs: DigestJob[];
        job_count: number;
        waiting: DigestFacts['waiting'];
      };
      facts = { kind: 'digest', jobs: p.jobs, jobCount: p.job_count, waiting: p.waiting };
    } else {
      facts = {
        kind: row.kind as NotificationFacts['kind'],
        actorName: row.actor_name,
        subject: row.subject,
        link: row.link ?? '/dashboard',
      };
      if (row.kind === 'message_received' && row.conversation_id) {
        const [m] = await tx<{ unread: number; latest: string | null }[]>`
          select count(*)::integer as unread, (array_agg(m.body order by m.created_at desc))[1] as latest
          from public.messages m
          where m.conversation_id = ${row.conversation_id} and m.sender_id <> ${row.user_id}
            and m.read_at is null`;
        facts.unreadMessages = m?.unread ?? 1;
        facts.latestMessage = m?.latest ?? null;
      }
    }
    const unsubscribeUrl = unsubscribeUrlFor(opts.siteUrl, row.token);
    const email = renderEmail(facts, {
      siteUrl: opts.siteUrl,
      unsubscribeUrl,
      recipientName: row.recipient_name,
    });
    const messageId = messageIdFor(row.idempotency_key, opts.siteUrl);
    try {
      await transport.sendMail({
        from: opts.from,
        to: row.email,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId,
        headers: {
          // RFC 8058 one-click: mail clients POST List-Unsubscribe=One-Click to the URL.
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          'X-Fairlance-Kind': row.kind,
          'X-Fairlance-Switch': switchName(row.kind as NotificationFacts['kind']),
        },
      });
    } catch (e) {
      await tx`update public.email_outbox set to_address = ${row.email} where id = ${row.id}`;
      await tx`select private.outbox_failed(${row.id}, ${errorText(e)}, ${now})`;
      return 'failed' as const;
    }
    await tx`update public.email_outbox
      set status = 'sent', sent_at = ${now}, message_id = ${messageId}, last_error = null,
        to_address = ${row.email}
      where id = ${row.id}`;
    return 'sent' as const;
  }) as Promise<Outcome>;
}

function errorText(e: unknown): string {
  const err = e as { responseCode?: number; code?: string; message?: string };
  return [err.responseCode, err.code, err.message].filter(Boolean).join(' ') || String(e);
}

export interface DrainReport {
  sent: number;
  failed: number;
  skipped: number;
  later: number;
}

/** Processes due rows until none is left (or `max` rows were looked at). */
export async function drain(
  sql: Sql,
  transport: Transporter,
  opts: WorkerOptions & { max?: number; shouldStop?: () => boolean },
): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, failed: 0, skipped: 0, later: 0 };
  for (let i = 0; i < (opts.max ?? 1000); i++) {
    if (opts.shouldStop?.()) break;
    const outcome = await processOne(sql, transport, opts);
    if (outcome === 'idle') break;
    if (outcome === 'sent') report.sent++;
    else if (outcome === 'failed') report.failed++;
    else if (outcome === 'skipped') report.skipped++;
    else if (outcome === 'later') report.later++;
  }
  return report;
}

/** Queues the digests due at `at` (private.queue_due_digests); returns how many. */
export async function queueDueDigests(sql: Sql, at: Date): Promise<number> {
  const [{ queued }] = (await sql<{ queued: number }[]>`
    select private.queue_due_digests(${at}) as queued`) as unknown as [{ queued: number }];
  return queued;
}
