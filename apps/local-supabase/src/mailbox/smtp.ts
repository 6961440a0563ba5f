/**
 * The mailbox's SMTP door: what an app sends over SMTP (apps/notifier, with nodemailer, exactly
 * as it sends through a provider's SMTP_URL on hosted) lands in the same development mailbox as
 * the auth emails, at /mailbox. Loopback only, no authentication, no TLS (nothing leaves this
 * machine); a message is parsed (smtp-server + mailparser) and stored with its headers, its text
 * and HTML parts and the links of its HTML.
 *
 *   LOCAL_SUPABASE_SMTP_PORT   54325 by default (a free port when the stack's own port is 0);
 *                              0 picks a free port; `off` starts none
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Mailer } from './mailer.ts';

export const DEFAULT_SMTP_PORT = 54325;
/** The largest message accepted (bytes); larger ones are refused with 552. */
const MAX_MESSAGE_BYTES = 1024 * 1024;

export interface SmtpReceiver {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** The port from LOCAL_SUPABASE_SMTP_PORT: a number, or null for `off`. */
export function smtpPortFromEnv(value: string | undefined): number | null {
  const v = value?.trim().toLowerCase();
  if (!v) return DEFAULT_SMTP_PORT;
  if (v === 'off' || v === 'false') return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`LOCAL_SUPABASE_SMTP_PORT must be a port number or off, not "${value}"`);
  return n;
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : [])
    .flatMap((x) => x.value)
    .map((v) => v.address?.toLowerCase())
    .filter((v): v is string => !!v);

/** Every http(s) link of an HTML body, in order, once each. */
export function htmlLinks(html: string): string[] {
  const links = [...html.matchAll(/href="(https?:[^"]+)"/gi)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  );
  return [...new Set(links)];
}

export async function startSmtpReceiver(mailer: Mailer, port: number): Promise<SmtpReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'local-supabase mailbox',
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onConnect(session, callback) {
      const ip = session.remoteAddress.replace(/^::ffff:/, '');
      if (ip === '127.0.0.1' || ip === '::1') callback();
      else callback(new Error('The mailbox accepts mail from this machine only'));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
            const e = new Error('Message too large') as Error & { responseCode: number };
            e.responseCode = 552;
            throw e;
          }
          const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const to = recipients.length ? recipients : addresses(mail.to);
          const html = typeof mail.html === 'string' ? mail.html : '';
          const headers: Record<string, string> = {};
          for (const line of mail.headerLines) {
            const [name, ...rest] = line.line.split(':');
            headers[line.key] = rest.join(':').trim() || (name ?? '');
          }
          for (const address of to)
            await mailer.receive({
              to: address,
              subject: mail.subject ?? '(no subject)',
              text: mail.text ?? '',
              html,
              links: htmlLinks(html),
              headers,
              messageId: mail.messageId ?? null,
            });
          callback();
        })
        .catch((e: Error) => callback(e));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
