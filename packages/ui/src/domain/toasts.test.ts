import { describe, expect, it } from 'vitest';
import { toastCopy } from './toasts';

/* Every toast's words, success and failure, to the letter. */
describe('toastCopy', () => {
  it('titles success and failure toasts', () => {
    expect(toastCopy.errorTitle).toBe('Error');
    expect(toastCopy.successTitle).toBe('Success!');
    expect(toastCopy.settingsSavedTitle).toBe('Settings saved');
  });

  it('carries the sign-up and job messages', () => {
    expect(toastCopy.signUpSucceeded).toBe('Check your email for the confirmation link.');
    expect(toastCopy.jobPosted).toBe('Your job has been posted successfully.');
    expect(toastCopy.jobPostFailed).toBe('Failed to post job. Please try again.');
  });

  it('names the saved section in the settings toast body', () => {
    expect(toastCopy.settingsSaved('notifications')).toBe(
      'Your notifications settings have been updated successfully.',
    );
    expect(toastCopy.settingsSaved('profile')).toBe(
      'Your profile settings have been updated successfully.',
    );
    expect(toastCopy.settingsSaveFailed).toBe('Failed to save settings. Please try again.');
  });

  it('carries the hiring loop, success and failure, naming the other person where it helps', () => {
    expect(toastCopy.proposalAccepted('Maya Okafor')).toBe(
      'You hired Maya Okafor. The job is now in progress.',
    );
    expect(toastCopy.proposalDeclined('Maya Okafor')).toBe("You declined Maya Okafor's proposal.");
    expect(toastCopy.markedComplete('Lotus Flow')).toBe(
      'Marked as complete. Lotus Flow has been asked to confirm.',
    );
    expect(toastCopy.invitationSent('Sarah Chen')).toBe('Invitation sent to Sarah Chen.');
    for (const key of [
      'proposalAcceptFailed',
      'proposalDeclineFailed',
      'proposalWithdrawFailed',
      'proposalUpdateFailed',
      'markCompleteFailed',
      'confirmCompletionFailed',
      'engagementCancelFailed',
      'reviewSendFailed',
      'invitationSendFailed',
    ] as const) {
      expect(toastCopy[key]).toMatch(/^Failed to .+\. Please try again\.$/);
    }
  });
});
