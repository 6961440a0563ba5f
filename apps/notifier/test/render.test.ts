import { describe, expect, it } from 'vitest';
import { renderEmail, switchName } from '../src/render.ts';

const ctx = {
  siteUrl: 'https://fairlance.example',
  unsubscribeUrl: 'https://fairlance.example/unsubscribe?token=t',
  recipientName: 'Ada',
};

describe('the email when the freelancer marks the work as complete', () => {
  const email = renderEmail(
    {
      kind: 'engagement_marked_complete',
      actorName: 'Sarah Chen',
      subject: 'Booking page',
      link: '/jobs/job-1',
    },
    ctx,
  );

  it('asks the client to confirm, with a link to the job', () => {
    expect(email.subject).toBe('Sarah Chen marked the work on "Booking page" as complete');
    expect(email.text).toContain(
      'Sarah Chen marked the work on "Booking page" as complete. Confirm it if you agree.',
    );
    expect(email.text).toContain('Confirm completion: https://fairlance.example/jobs/job-1');
    expect(email.html).toContain('href="https://fairlance.example/jobs/job-1"');
    expect(email.html).toContain('&quot;Booking page&quot;');
  });

  it("follows 'Email notifications' and says so, with its unsubscribe link", () => {
    expect(switchName('engagement_marked_complete')).toBe('Email notifications');
    expect(email.text).toContain('"Email notifications" is on in Settings > Notifications.');
    expect(email.text).toContain(`Unsubscribe: ${ctx.unsubscribeUrl}`);
  });

  it('reads without a name or a job', () => {
    const bare = renderEmail(
      { kind: 'engagement_marked_complete', actorName: null, subject: null, link: '/jobs/x' },
      ctx,
    );
    expect(bare.subject).toBe('Someone marked the work on your job as complete');
  });
});
