import { useLocation, useNavigate } from 'react-router';
import { AuthPage } from '../auth/AuthPage';
import { returnPath } from '../session/guards';

/** `/auth` inside the app (reached without a page load): back to where the person came from. */
export function AuthRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  return <AuthPage onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />;
}
