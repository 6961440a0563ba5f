import { AuthScreen } from '@brand/ui';
import { useNavigate } from 'react-router-dom';
import { signIn, signUp } from '../app/auth-actions';

export function AuthRoute() {
  const navigate = useNavigate();
  return (
    <AuthScreen
      homeHref="/"
      onSignIn={async (credentials) => {
        if (await signIn(credentials)) navigate('/dashboard', { replace: true });
      }}
      onSignUp={signUp}
    />
  );
}
