import { ProfileNotFound, ProfileScreen, paths, ScreenLoading, type Profile } from '@brand/ui';
import { useParams } from 'react-router';
import { useProfile } from '../data/profilePage';
import { useLogNotFound } from './notFound';
import { ScreenLoadError } from './ScreenStatus';
import { useInviteToJob } from './useInviteToJob';
import { useStartConversation } from './useStartConversation';

/**
 * Own profile without a userId ('Edit Profile'); another member's with one ('Message' opens
 * the conversation with them, 'Hire' invites them to one of your open jobs), as the database lets the
 * signed-in person see it (`profile_cards`: privacy applied there).
 */
export function ProfileRoute({ initial }: { initial?: Profile | null }) {
  const { userId } = useParams();
  const profile = useProfile(userId, initial);
  const conversation = useStartConversation();
  const invite = useInviteToJob(
    profile.status === 'ready' && profile.data && !profile.own ? profile.data : undefined,
  );

  useLogNotFound(
    profile.status === 'ready' && !profile.data ? 'no such profile' : undefined,
    `/profile/${userId ?? ''}`,
  );

  if (profile.status === 'loading') return <ScreenLoading label="Loading the profile…" />;
  if (profile.status === 'error') {
    return <ScreenLoadError error={profile.error} onRetry={profile.reload} />;
  }
  if (!profile.data) return <ProfileNotFound backHref={paths.dashboard} />;
  return (
    <ProfileScreen
      key={profile.data.id}
      profile={profile.data}
      isOwn={profile.own}
      onMessage={(person) => void conversation.start(person.id)}
      messageBusy={conversation.busyWith === profile.data.id}
      {...invite}
    />
  );
}
