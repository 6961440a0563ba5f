import { describe, expect, it } from 'vitest';
import { failedEmailKind, failedEmailReason } from './failedEmails';
import { notificationKinds } from './notifications';

describe('failed emails', () => {
  it('names what each email was about', () => {
    const labels = [...notificationKinds, 'digest'].map(failedEmailKind);
    expect(new Set(labels).size).toBe(notificationKinds.length + 1);
    expect(labels).not.toContain('An email');
    expect(failedEmailKind('engagement_marked_complete')).toBe(
      'Work marked as complete, to confirm',
    );
    expect(failedEmailKind('something_new')).toBe('An email');
  });

  it('says why in plain words, from SMTP replies and network errors', () => {
    expect(
      failedEmailReason(
        "550 EENVELOPE Can't send mail - all recipients were rejected: 550 5.1.1 User unknown",
      ),
    ).toBe('Your mail provider says this address does not exist or takes no mail.');
    expect(failedEmailReason('EENVELOPE No recipients defined')).toBe(
      'The address is not a valid email address.',
    );
    expect(
      failedEmailReason('550 5.1.1 The email account that you tried to reach does not exist'),
    ).toBe('Your mail provider says this address does not exist or takes no mail.');
    expect(failedEmailReason('552 5.2.2 Mailbox full')).toBe('Your mailbox was full.');
    expect(failedEmailReason('554 5.7.1 Message rejected as spam')).toBe(
      'Your mail provider refused the email.',
    );
    expect(failedEmailReason('ESOCKET connect ECONNREFUSED 127.0.0.1:54325')).toBe(
      'Our mail server could not be reached. The problem is ours, not your address.',
    );
    expect(failedEmailReason('535 EAUTH Invalid login: 535 Authentication failed')).toBe(
      'Our mail server refused to send it. The problem is ours, not your address.',
    );
    expect(failedEmailReason('451 4.7.1 Greylisted, try again later')).toBe(
      'Your mail provider asked us to try later, every time we tried.',
    );
    expect(failedEmailReason('something odd')).toBe('The email could not be delivered.');
    expect(failedEmailReason(null)).toBe('The email could not be delivered.');
  });
});
