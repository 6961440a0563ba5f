import { NotFound, ProfileScreen, paths } from '@brand/ui';
import { getSampleProfile, sampleOwnProfile } from '@brand/ui/sample-data';
import { useParams } from 'react-router-dom';

/** Own profile without a userId ('Edit Profile'); another member's with one ('Message', 'Hire'). */
export function ProfileRoute() {
  const { userId } = useParams();
  if (!userId || userId === sampleOwnProfile.id) {
    return <ProfileScreen profile={sampleOwnProfile} isOwn />;
  }
  const profile = getSampleProfile(userId);
  if (!profile) return <NotFound homeHref={paths.dashboard} />;
  return <ProfileScreen key={profile.id} profile={profile} isOwn={false} />;
}
