import type { SettingsSection } from './types';

/*
 * Every toast the product shows (spec section 8), written once. The app raises them; the
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
  messageSendFailed: 'Your message could not be sent. Please try again.',
  settingsSavedTitle: 'Settings saved',
  /** 'Your {section} settings have been updated successfully.' */
  settingsSaved: (section: SettingsSection) =>
    `Your ${section} settings have been updated successfully.`,
  settingsSaveFailed: 'Failed to save settings. Please try again.',
} as const;

export type ToastCopy = typeof toastCopy;
