import { AuthScreen, paths } from '@brand/ui';
import { signIn, signUp } from '../session/actions';

/**
 * `/auth` as both the SPA's route and the prerendered page draw it. One tree for both, so the
 * page rendered at build time is the markup the browser hydrates.
 */
export function AuthPage({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <AuthScreen
      homeHref={paths.home}
      onSignIn={async (credentials) => {
        if (await signIn(credentials)) onSignedIn();
      }}
      onSignUp={signUp}
    />
  );
}
