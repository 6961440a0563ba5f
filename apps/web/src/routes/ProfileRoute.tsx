import { NotFound, ProfileScreen, paths } from '@brand/ui';
import { useParams } from 'react-router-dom';
import { ScreenLoadError, ScreenLoading } from './ScreenStatus';
import { useProfile } from '../data/profiles';

/**
 * Own profile without a userId ('Edit Profile'); another member's with one ('Message', 'Hire'),
 * as the database lets the signed-in person see it (`profile_cards`: privacy applied there).
 */
export function ProfileRoute() {
  const { userId } = useParams();
  const profile = useProfile(userId);

  if (profile.status === 'loading') return <ScreenLoading label="Loading the profile…" />;
  if (profile.status === 'error') {
    return <ScreenLoadError error={profile.error} onRetry={profile.reload} />;
  }
  if (!profile.data) return <NotFound homeHref={paths.dashboard} />;
  return <ProfileScreen key={profile.data.id} profile={profile.data} isOwn={profile.own} />;
}
