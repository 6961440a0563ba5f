import { describe, expect, it } from 'vitest';
import {
  isNotificationKind,
  notificationBadgeText,
  notificationKinds,
  notificationText,
} from './notifications';

describe('notificationText', () => {
  it('has its own words for every kind', () => {
    const texts = notificationKinds.map((kind) =>
      notificationText({ kind, actorName: 'Sarah Chen', subject: 'Booking page' }),
    );
    expect(new Set(texts).size).toBe(notificationKinds.length);
    expect(texts[0]).toBe("Sarah Chen sent a proposal on 'Booking page'");
  });

  it('reads without a person or a job', () => {
    expect(notificationText({ kind: 'proposal_received' })).toBe(
      'Someone sent a proposal on a job',
    );
    expect(notificationText({ kind: 'review_received', actorName: '  ' })).toBe(
      'Someone left you a review',
    );
    expect(notificationText({ kind: 'message_received', actorName: 'Diego' })).toBe(
      'New message from Diego',
    );
  });
});

describe('notification kinds and badge', () => {
  it('tells a kind from anything else', () => {
    expect(isNotificationKind('invitation_received')).toBe(true);
    expect(isNotificationKind('proposal_withdrawn')).toBe(false);
    expect(isNotificationKind(3)).toBe(false);
  });

  it('caps the badge at 99+', () => {
    expect(notificationBadgeText(1)).toBe('1');
    expect(notificationBadgeText(99)).toBe('99');
    expect(notificationBadgeText(100)).toBe('99+');
  });
});
