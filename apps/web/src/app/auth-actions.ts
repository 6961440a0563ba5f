import { toast } from 'sonner';
import { signOutByUser } from '../session/SessionProvider';
import { getSupabase } from '../session/client';

export interface Credentials {
  email: string;
  password: string;
}

/** Any auth failure: a destructive toast titled 'Error' with the service's message. */
export function showAuthError(error: unknown) {
  const message =
    error instanceof Error && error.message
      ? error.message
      : 'Something went wrong. Please try again.';
  toast.error('Error', { description: message });
}

/** Resolves true when signed in; failures are shown and resolve false. */
export async function signIn({ email, password }: Credentials): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return true;
  } catch (error) {
    showAuthError(error);
    return false;
  }
}

export async function signUp({ email, password }: Credentials): Promise<boolean> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signUp({
      email,
      password,
      options: { emailRedirectTo: `${window.location.origin}/auth` },
    });
    if (error) throw error;
    toast.success('Success!', { description: 'Check your email for the confirmation link.' });
    return true;
  } catch (error) {
    showAuthError(error);
    return false;
  }
}

/** Sign Out: the guard then leads to `/`. */
export async function signOut(): Promise<void> {
  const { error } = await signOutByUser();
  if (error) showAuthError(error);
}
