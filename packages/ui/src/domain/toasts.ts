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
  /** 'Hire' and other actions that have no real counterpart yet. */
  notAvailableTitle: 'Not available yet',
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
