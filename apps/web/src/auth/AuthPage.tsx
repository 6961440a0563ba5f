import { AuthScreen, paths, type AuthTab } from '@brand/ui';
import { useEffect, useState } from 'react';
import { resendConfirmation, sendPasswordReset, signIn, signUp } from '../session/actions';

/**
 * `/auth` as both the SPA's route and the prerendered page draw it. One tree for both, so the
 * page rendered at build time is the markup the browser hydrates. `?tab=sign-up` (the landing
 * page's Join buttons) opens the Sign Up tab once hydrated: the prerendered page is the same
 * for every address.
 */
export function AuthPage({
  onSignedIn,
  defaultEmail,
}: {
  onSignedIn: () => void;
  /** The email a refused sign-in posted before hydration (the server's answer keeps it). */
  defaultEmail?: string;
}) {
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const [tab, setTab] = useState<AuthTab>('sign-in');
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('tab') === 'sign-up') setTab('sign-up');
  }, []);
  return (
    <AuthScreen
      key={tab}
      defaultTab={tab}
      homeHref={paths.home}
      onSignIn={async (credentials) => {
        setUnconfirmed(undefined);
        if (await signIn(credentials, () => setUnconfirmed(credentials.email))) onSignedIn();
      }}
      onSignUp={signUp}
      onForgotPassword={sendPasswordReset}
      onResendConfirmation={resendConfirmation}
      unconfirmedEmail={unconfirmed}
      defaultEmail={defaultEmail}
    />
  );
}
