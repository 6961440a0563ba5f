import { AuthScreen, paths } from '@brand/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { returnPath } from '../session/guards';
import { signIn, signUp } from '../session/actions';

export function AuthRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AuthScreen
      homeHref={paths.home}
      onSignIn={async (credentials) => {
        if (await signIn(credentials)) navigate(returnPath(location.state), { replace: true });
      }}
      onSignUp={signUp}
    />
  );
}
