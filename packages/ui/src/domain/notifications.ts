/*
 * Notifications: what happened that concerns the signed-in person, as the database makes them
 * (one kind per event). The bell shows them; these are the words it uses for each kind.
 */

/** Every kind of notification, one per event. */
export const notificationKinds = [
  'proposal_received',
  'proposal_accepted',
  'proposal_declined',
  'proposal_not_selected',
  'invitation_received',
  'engagement_marked_complete',
  'engagement_completed',
  'engagement_cancelled',
  'review_received',
  'message_received',
] as const;

export type NotificationKind = (typeof notificationKinds)[number];

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  /** Who caused it ('Maya Okafor'); left out when unknown or since deleted. */
  actorName?: string;
  /** The job it is about (its title), when there is one. */
  subject?: string;
  /** Where it leads: the job, the conversation or the profile. */
  href: string;
  /** Relative text such as '5m ago'. */
  time: string;
  /** Read (seen and marked, or followed). */
  read: boolean;
}

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (notificationKinds as readonly string[]).includes(value);

/** The sentence the bell shows for a notification. */
export function notificationText({
  kind,
  actorName,
  subject,
}: Pick<AppNotification, 'kind' | 'actorName' | 'subject'>): string {
  const who = actorName?.trim() || 'Someone';
  const job = subject?.trim() ? `'${subject.trim()}'` : 'a job';
  switch (kind) {
    case 'proposal_received':
      return `${who} sent a proposal on ${job}`;
    case 'proposal_accepted':
      return `${who} accepted your proposal on ${job}`;
    case 'proposal_declined':
      return `${who} declined your proposal on ${job}`;
    case 'proposal_not_selected':
      return `Your proposal on ${job} was not selected`;
    case 'invitation_received':
      return `${who} invited you to apply to ${job}`;
    case 'engagement_marked_complete':
      return `${who} marked the work on ${job} as complete. Confirm it if you agree`;
    case 'engagement_completed':
      return `${who} confirmed the work on ${job} as complete`;
    case 'engagement_cancelled':
      return `${who} cancelled the work on ${job}`;
    case 'review_received':
      return subject?.trim() ? `${who} reviewed your work on ${job}` : `${who} left you a review`;
    case 'message_received':
      return `New message from ${who}`;
  }
}

// Its own module: the bell draws its badge without the list's words.
export { notificationBadgeText } from './notificationBadge';
