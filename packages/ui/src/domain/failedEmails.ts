/*
 * Emails that could not be delivered (issue 36): the person's own dead letters, the rows of the
 * database's email_outbox whose six tries all failed. The Notifications tab lists them with what
 * each email was about and why it failed, in the person's words.
 */
import { isNotificationKind, type NotificationKind } from './notifications';

export interface FailedEmail {
  id: string;
  /** A notification kind, or 'digest'. */
  kind: string;
  /** ISO 8601: when the last try failed. */
  failedAt: string;
  /** The mail server's or the network's last error, as the sender recorded it. */
  lastError: string | null;
  /** Where it was going. */
  address: string;
}

const kindLabels: Record<NotificationKind | 'digest', string> = {
  proposal_received: 'A new proposal on your job',
  proposal_accepted: 'Your proposal was accepted',
  proposal_declined: 'Your proposal was declined',
  proposal_not_selected: 'Your proposal was not selected',
  invitation_received: 'An invitation to apply',
  engagement_marked_complete: 'Work marked as complete, to confirm',
  engagement_completed: 'Work completed',
  engagement_cancelled: 'Work cancelled',
  review_received: 'A review of your work',
  message_received: 'A new message',
  digest: 'Your daily digest',
};

/** What a failed email was about ('A new message'). */
export function failedEmailKind(kind: string): string {
  if (kind === 'digest' || isNotificationKind(kind)) return kindLabels[kind];
  return 'An email';
}

/**
 * Why an email could not be delivered, in plain words, from the sender's last error (an SMTP
 * reply code and text, or a network error code). Unknown errors get a general sentence; the
 * list shows the technical text beside it.
 */
export function failedEmailReason(lastError: string | null): string {
  const e = (lastError ?? '').trim();
  if (!e) return 'The email could not be delivered.';
  const code = /^([45]\d\d)\b/.exec(e)?.[1];
  if (
    code === '552' ||
    /mailbox (is )?full|over quota|quota exceeded|insufficient storage/i.test(e)
  )
    return 'Your mailbox was full.';
  if (
    code === '550' ||
    code === '551' ||
    code === '553' ||
    /user unknown|no such user|mailbox unavailable|does not exist|unknown recipient|recipient rejected/i.test(
      e,
    )
  )
    return 'Your mail provider says this address does not exist or takes no mail.';
  if (/no recipients defined|invalid (mail|email|recipient|address)|address syntax/i.test(e))
    return 'The address is not a valid email address.';
  if (code === '554' || /\bspam\b|blocked|blacklist|policy/i.test(e))
    return 'Your mail provider refused the email.';
  if (/\bEAUTH\b|authentication|invalid login/i.test(e))
    return 'Our mail server refused to send it. The problem is ours, not your address.';
  if (
    /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ESOCKET|ECONNECTION|EDNS|ENOTFOUND|EAI_AGAIN|ETLS)\b|greeting never received|connection (timeout|closed)/i.test(
      e,
    )
  )
    return 'Our mail server could not be reached. The problem is ours, not your address.';
  if (code?.startsWith('4'))
    return 'Your mail provider asked us to try later, every time we tried.';
  return 'The email could not be delivered.';
}
