import type { SettingsSection } from './types';

/*
 * Every toast the product shows, success and failure, written once. The app raises them; the
 * words live here so the screens, the app and the tests agree to the letter.
 */
export const toastCopy = {
  errorTitle: 'Error',
  /** The body of an error toast when the failure carries no message of its own. */
  unexpectedError: 'Something went wrong. Please try again.',
  successTitle: 'Success!',
  /** After sign-up: no session until the emailed link is followed. */
  signUpSucceeded: 'Check your email for the confirmation link.',
  jobPosted: 'Your job has been posted successfully.',
  jobPostFailed: 'Failed to post job. Please try again.',
  proposalSent: 'Your proposal has been sent.',
  proposalSendFailed: 'Failed to send proposal. Please try again.',
  jobClosed: 'Your job has been closed. It no longer appears in the list.',
  jobCloseFailed: 'Failed to close job. Please try again.',
  conversationOpenFailed: 'Could not open the conversation. Please try again.',
  proposalAccepted: (freelancer: string) => `You hired ${freelancer}. The job is now in progress.`,
  proposalAcceptFailed: 'Failed to accept the proposal. Please try again.',
  proposalDeclined: (freelancer: string) => `You declined ${freelancer}'s proposal.`,
  proposalDeclineFailed: 'Failed to decline the proposal. Please try again.',
  proposalWithdrawn: 'Your proposal has been withdrawn.',
  proposalWithdrawFailed: 'Failed to withdraw your proposal. Please try again.',
  proposalUpdated: 'Your changes to the proposal have been saved.',
  proposalUpdateFailed: 'Failed to save your proposal. Please try again.',
  markedComplete: (client: string) => `Marked as complete. ${client} has been asked to confirm.`,
  markCompleteFailed: 'Failed to mark the work as complete. Please try again.',
  completionConfirmed: 'The work is complete. You can now leave a review.',
  confirmCompletionFailed: 'Failed to confirm completion. Please try again.',
  engagementCancelled: 'The engagement has been cancelled.',
  engagementCancelFailed: 'Failed to cancel the engagement. Please try again.',
  reviewSent: 'Thank you! Your review has been sent.',
  reviewSendFailed: 'Failed to send your review. Please try again.',
  invitationSent: (freelancer: string) => `Invitation sent to ${freelancer}.`,
  invitationSendFailed: 'Failed to send the invitation. Please try again.',
  /** 'Hire' and other actions that have no real counterpart yet. */
  notAvailableTitle: 'Not available yet',
  /** @deprecated 'Hire' now opens 'Invite to a job'; kept until the app stops using it. */
  hireNotAvailable:
    'Hiring through the platform is coming soon. For now, send a message to agree on the work.',
  messageSendFailed: 'Your message could not be sent. Please try again.',
  settingsSavedTitle: 'Settings saved',
  /** 'Your {section} settings have been updated successfully.' */
  settingsSaved: (section: SettingsSection) =>
    `Your ${section} settings have been updated successfully.`,
  settingsSaveFailed: 'Failed to save settings. Please try again.',
} as const;

export type ToastCopy = typeof toastCopy;
