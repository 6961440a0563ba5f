/**
 * The words of each email, as a text part and an HTML part. Pure: everything it says comes from
 * the outbox row and what the worker read for it (src/worker.ts).
 */

export type EmailKind =
  | 'proposal_received'
  | 'proposal_accepted'
  | 'proposal_declined'
  | 'proposal_not_selected'
  | 'invitation_received'
  | 'engagement_marked_complete'
  | 'engagement_completed'
  | 'engagement_cancelled'
  | 'review_received'
  | 'message_received'
  | 'digest';

export interface NotificationFacts {
  kind: Exclude<EmailKind, 'digest'>;
  actorName: string | null;
  subject: string | null;
  link: string;
  /** message_received: the latest unread message and how many are unread. */
  latestMessage?: string | null;
  unreadMessages?: number;
}

export interface DigestJob {
  id: string;
  title: string;
  budget: string;
  category: string;
  skills: string[];
}

export interface DigestFacts {
  kind: 'digest';
  jobs: DigestJob[];
  jobCount: number;
  waiting: {
    unread_notifications: number;
    unread_conversations: number;
    pending_proposals: number;
  };
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface RenderContext {
  siteUrl: string;
  unsubscribeUrl: string;
  recipientName: string | null;
}

export function escapeHtml(s: string): string {
  return s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The switch an email follows, as Settings > Notifications names it. */
export function switchName(kind: EmailKind): string {
  if (kind === 'digest') return 'Daily digest';
  if (kind === 'message_received') return 'Message alerts';
  return 'Email notifications';
}

interface Body {
  subject: string;
  lines: string[];
  action: { label: string; path: string };
  quote?: string;
  list?: Array<{ text: string; path: string }>;
}

function notificationBody(n: NotificationFacts): Body {
  const who = n.actorName ?? 'Someone';
  const job = n.subject ? `"${n.subject}"` : 'your job';
  switch (n.kind) {
    case 'proposal_received':
      return {
        subject: `New proposal on ${job}`,
        lines: [`${who} sent a proposal on your job ${job}.`],
        action: { label: 'Review the proposal', path: n.link },
      };
    case 'proposal_accepted':
      return {
        subject: `Your proposal on ${job} was accepted`,
        lines: [`${who} accepted your proposal on ${job}. The work can start.`],
        action: { label: 'Open the job', path: n.link },
      };
    case 'proposal_declined':
      return {
        subject: `Your proposal on ${job} was declined`,
        lines: [`${who} declined your proposal on ${job}.`],
        action: { label: 'Open the job', path: n.link },
      };
    case 'proposal_not_selected':
      return {
        subject: `${job} was closed`,
        lines: [`The job ${job} was closed, and your proposal was not selected.`],
        action: { label: 'Find other jobs', path: '/jobs' },
      };
    case 'invitation_received':
      return {
        subject: `${who} invited you to apply to ${job}`,
        lines: [`${who} invited you to apply to their job ${job}.`],
        action: { label: 'View the job', path: n.link },
      };
    case 'engagement_marked_complete':
      return {
        subject: `${who} marked the work on ${job} as complete`,
        lines: [
          `${who} marked the work on ${job} as complete. Confirm it if you agree.`,
          'Once you confirm completion, you can both leave a review.',
        ],
        action: { label: 'Confirm completion', path: n.link },
      };
    case 'engagement_completed':
      return {
        subject: `The work on ${job} is completed`,
        lines: [
          `The work on ${job} is completed.`,
          'You can now review how it went: reviews appear once you have both written yours, or after 14 days.',
        ],
        action: { label: 'Leave a review', path: n.link },
      };
    case 'engagement_cancelled':
      return {
        subject: `The work on ${job} was cancelled`,
        lines: [`${n.actorName ?? 'The other person'} cancelled the work on ${job}.`],
        action: { label: 'Open the job', path: n.link },
      };
    case 'review_received':
      return {
        subject: `${who} reviewed your work together`,
        lines: [
          `${who} left you a review${n.subject ? ` for ${job}` : ''}.`,
          'It appears once you have both written yours, or after 14 days.',
        ],
        action: { label: 'Write your review', path: n.link },
      };
    case 'message_received': {
      const unread = n.unreadMessages ?? 1;
      return {
        subject: `${who} sent you ${unread === 1 ? 'a message' : plural(unread, 'message')}`,
        lines: [
          `${who} sent you ${unread === 1 ? 'a message' : plural(unread, 'message')}${n.subject ? ` about ${job}` : ''}.`,
        ],
        quote: n.latestMessage ? truncate(n.latestMessage, 300) : undefined,
        action: { label: 'Reply', path: n.link },
      };
    }
  }
}

function digestBody(d: DigestFacts): Body {
  const w = d.waiting;
  const waiting: string[] = [];
  if (w.unread_notifications > 0)
    waiting.push(plural(w.unread_notifications, 'unread notification'));
  if (w.unread_conversations > 0)
    waiting.push(`${plural(w.unread_conversations, 'conversation')} with unread messages`);
  if (w.pending_proposals > 0)
    waiting.push(`${plural(w.pending_proposals, 'proposal')} waiting for your answer`);
  const lines: string[] = [];
  if (d.jobCount > 0)
    lines.push(
      `${plural(d.jobCount, 'new job')} ${d.jobCount === 1 ? 'matches' : 'match'} your skills since your last digest${d.jobCount > d.jobs.length ? ` (the newest ${d.jobs.length} below)` : ''}:`,
    );
  const subject =
    d.jobCount > 0
      ? `${plural(d.jobCount, 'new job')} for your skills`
      : `Waiting for you: ${waiting.join(', ')}`;
  return {
    subject: `Your Fairlance digest: ${subject}`,
    lines,
    list: d.jobs.map((j) => ({ text: `${j.title} (${j.budget})`, path: `/jobs/${j.id}` })),
    quote: waiting.length ? `Waiting for you: ${waiting.join('; ')}.` : undefined,
    action: { label: 'Open your dashboard', path: '/dashboard' },
  };
}

function truncate(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, n - 1)}…`;
}

export function renderEmail(
  facts: NotificationFacts | DigestFacts,
  ctx: RenderContext,
): RenderedEmail {
  const body = facts.kind === 'digest' ? digestBody(facts) : notificationBody(facts);
  const url = (p: string) => `${ctx.siteUrl}${p}`;
  const greeting = ctx.recipientName ? `Hi ${ctx.recipientName},` : 'Hi,';
  const why = `You get this email because "${switchName(facts.kind)}" is on in Settings > Notifications.`;

  const text = [
    greeting,
    '',
    ...body.lines,
    ...(body.list ? ['', ...body.list.map((i) => `- ${i.text}: ${url(i.path)}`)] : []),
    ...(body.quote ? ['', `> ${body.quote.replaceAll('\n', '\n> ')}`] : []),
    '',
    `${body.action.label}: ${url(body.action.path)}`,
    '',
    '--',
    why,
    `Unsubscribe: ${ctx.unsubscribeUrl}`,
    `All your email settings: ${url('/settings')}`,
    '',
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 12px">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f6f8;font:15px/1.5 -apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;font-size:18px">Fairlance</p>
${p(greeting)}
${body.lines.map(p).join('\n')}
${body.list?.length ? `<ul style="margin:0 0 12px;padding-left:20px">${body.list.map((i) => `<li><a href="${escapeHtml(url(i.path))}">${escapeHtml(i.text)}</a></li>`).join('')}</ul>` : ''}
${body.quote ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c8c8d0;color:#3a3a40;white-space:pre-wrap">${escapeHtml(body.quote)}</blockquote>` : ''}
<p style="margin:16px 0"><a href="${escapeHtml(url(body.action.path))}" style="display:inline-block;background:#3e63dd;color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px;font-weight:600">${escapeHtml(body.action.label)}</a></p>
<hr style="border:0;border-top:1px solid #e4e4e9;margin:24px 0 12px">
<p style="margin:0;font-size:13px;color:#60646c">${escapeHtml(why)} <a href="${escapeHtml(ctx.unsubscribeUrl)}" style="color:#60646c">Unsubscribe</a> · <a href="${escapeHtml(url('/settings'))}" style="color:#60646c">Email settings</a></p>
</div>
</body></html>
`;
  return { subject: body.subject, text, html };
}
