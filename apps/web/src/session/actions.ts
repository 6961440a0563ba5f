import { paths, toastCopy, type Credentials } from '@brand/ui';
import { toast } from '../app/toast';
import { getSupabase } from './client';

/** The server route that ends the session and clears its cookies. */
export const signOutPath = '/auth/sign-out';

/** Any auth failure: a destructive toast titled 'Error' with the service's message. */
function showAuthError(error: unknown) {
  const message =
    error instanceof Error && error.message ? error.message : toastCopy.unexpectedError;
  toast.error(toastCopy.errorTitle, { description: message });
}

/**
 * Resolves true when signed in; failures are shown and resolve false. `onUnconfirmed` hears of
 * an account whose email is not confirmed yet (the screen then offers to resend the link).
 */
export async function signIn(
  { email, password }: Credentials,
  onUnconfirmed?: () => void,
): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error && (error.code === 'email_not_confirmed' || /not confirmed/i.test(error.message)))
      onUnconfirmed?.();
    if (error) throw error;
    return true;
  } catch (error) {
    showAuthError(error);
    return false;
  }
}

/** Resolves true when the confirmation email is on its way; failures are shown and resolve false. */
export async function signUp({ email, password }: Credentials): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${window.location.origin}${paths.dashboard}` },
    });
    if (error) throw error;
    toast.success(toastCopy.successTitle, { description: toastCopy.signUpSucceeded });
    return true;
  } catch (error) {
    showAuthError(error);
    return false;
  }
}

/**
 * Ends this session with the auth service. Resolves true once it has ended; a failure is shown
 * and resolves false (supabase-js then keeps the session). Call it through the session
 * provider's `signOut`, which tracks the sign-out in the session state.
 */
export async function endSession(): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    // This device's session only (supabase-js ends every session of the person by default): a
    // person signed in on a phone and a laptop stays signed in on the other.
    const { error } = await supabase.auth.signOut({ scope: 'local' });
    if (error) throw error;
    // The server clears the session's cookies too (app/routes/sign-out.ts), whatever the
    // browser could not.
    await fetch(signOutPath, { method: 'POST', credentials: 'same-origin' }).catch(() => {});
    return true;
  } catch (error) {
    showAuthError(error);
    return false;
  }
}

/** The address of the 'Set new password' page a recovery link leads to. */
export const resetPasswordPath = '/auth/reset';

/** 'Forgot password?': a link to set a new password, mailed if the address has an account. */
export async function sendPasswordReset(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${resetPasswordPath}`,
  });
  if (error) throw new Error(error.message);
}

/** 'Resend confirmation email' for an account not confirmed yet. */
export async function resendConfirmation(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${window.location.origin}${paths.dashboard}` },
  });
  if (error) throw new Error(error.message);
}
