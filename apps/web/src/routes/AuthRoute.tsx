import { AuthScreen, paths } from '@brand/ui';
import { useNavigate } from 'react-router-dom';
import { signIn, signUp } from '../session/actions';

export function AuthRoute() {
  const navigate = useNavigate();
  return (
    <AuthScreen
      homeHref={paths.home}
      onSignIn={async (credentials) => {
        if (await signIn(credentials)) navigate(paths.dashboard, { replace: true });
      }}
      onSignUp={signUp}
    />
  );
}
