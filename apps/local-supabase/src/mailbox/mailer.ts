import type { DB } from '../db/client.ts';
import { escapeHtml } from '../http.ts';

export interface OutgoingMail {
  to: string;
  kind: string;
  subject: string;
  intro: string;
  link: string;
  linkLabel: string;
  otp: string;
}

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  kind: string;
  text: string;
  html: string;
  links: string[];
  otp: string | null;
  /** Headers of mail received over SMTP (lower-case names); {} for the auth emails. */
  headers: Record<string, string>;
  message_id: string | null;
  created_at: string;
}

/** A message received over SMTP (src/mailbox/smtp.ts). */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers: Record<string, string>;
  messageId: string | null;
}

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  kind: string;
  text_body: string;
  html_body: string;
  links: string;
  otp: string | null;
  headers: string | Record<string, string> | null;
  message_id: string | null;
  created_at: string;
}

const toStored = (r: MailRow): StoredMail => ({
  id: r.id,
  to: r.to_address,
  subject: r.subject,
  kind: r.kind,
  text: r.text_body,
  html: r.html_body,
  links: JSON.parse(r.links) as string[],
  otp: r.otp,
  headers: (typeof r.headers === 'string' ? JSON.parse(r.headers) : r.headers) ?? {},
  message_id: r.message_id ?? null,
  created_at: r.created_at,
});

/**
 * The development mailbox: emails are stored in the database (in the caller's transaction, so
 * an email exists exactly when the token it carries does) instead of being delivered.
 */
export class Mailer {
  constructor(private readonly db: DB) {}

  async send(mail: OutgoingMail): Promise<void> {
    const text = `${mail.intro}\n\n${mail.link}\n\nOr enter this code: ${mail.otp}\n`;
    const html =
      `<h2>${escapeHtml(mail.subject)}</h2>\n<p>${escapeHtml(mail.intro)}</p>\n` +
      `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.linkLabel)}</a></p>\n` +
      `<p>Alternatively, enter the code: ${escapeHtml(mail.otp)}</p>\n`;
    await this.db.run(
      'INSERT INTO local_mailbox.mail_messages (to_address, subject, kind, text_body, html_body, links, otp, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      mail.to,
      mail.subject,
      mail.kind,
      text,
      html,
      JSON.stringify([mail.link]),
      mail.otp,
      new Date().toISOString(),
    );
  }

  /** Stores a message received over SMTP, as sent (kind 'smtp'). */
  async receive(mail: ReceivedMail): Promise<void> {
    await this.db.run(
      'INSERT INTO local_mailbox.mail_messages (to_address, subject, kind, text_body, html_body, links, otp, headers, message_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      mail.to,
      mail.subject,
      'smtp',
      mail.text,
      mail.html,
      JSON.stringify(mail.links),
      null,
      JSON.stringify(mail.headers),
      mail.messageId,
      new Date().toISOString(),
    );
  }

  async list(to?: string, limit = 200): Promise<StoredMail[]> {
    const rows = to
      ? await this.db.all<MailRow>(
          'SELECT * FROM local_mailbox.mail_messages WHERE to_address = ? ORDER BY id DESC LIMIT ?',
          to,
          limit,
        )
      : await this.db.all<MailRow>(
          'SELECT * FROM local_mailbox.mail_messages ORDER BY id DESC LIMIT ?',
          limit,
        );
    return rows.map(toStored);
  }

  async get(id: number): Promise<StoredMail | undefined> {
    const row = await this.db.get<MailRow>(
      'SELECT * FROM local_mailbox.mail_messages WHERE id = ?',
      id,
    );
    return row && toStored(row);
  }

  async clear(): Promise<number> {
    return (await this.db.run('DELETE FROM local_mailbox.mail_messages')).changes;
  }
}

/** The mailbox page. Every value from a message is escaped; the page runs no script. */
export function renderMailbox(messages: StoredMail[], filter: string | undefined): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong> <span class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)} · #${m.id}</span></header>
  <p>${m.links.map((l) => `<a href="${escapeHtml(l)}">${escapeHtml(l)}</a>`).join('<br>')}</p>
  ${m.otp ? `<p>Code: <code>${escapeHtml(m.otp)}</code></p>` : ''}
  <details><summary>Text</summary><pre>${escapeHtml(m.text)}</pre></details>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>local-supabase mailbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
article{border:1px solid #ccd;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
.meta{color:#666;font-size:.85em}a{word-break:break-all}pre{white-space:pre-wrap}
</style></head>
<body>
<h1>local-supabase mailbox</h1>
<p>Emails this development service would have sent${filter ? ` to <strong>${escapeHtml(filter)}</strong>` : ''}, newest first.
JSON: <a href="/mailbox/api/messages">/mailbox/api/messages</a> (DELETE it to empty the mailbox).</p>
<form method="get" action="/mailbox"><label>Filter by recipient <input name="to" type="email" value="${escapeHtml(filter ?? '')}"></label> <button>Filter</button></form>
${items || '<p><em>No messages.</em></p>'}
</body></html>`;
}
