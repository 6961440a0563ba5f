import {
  ProfileNotFound,
  ProfileScreen,
  paths,
  toastCopy,
  ScreenLoading,
  type Profile,
} from '@brand/ui';
import { useParams } from 'react-router';
import { toast } from '../app/toast';
import { useProfile } from '../data/profilePage';
import { useLogNotFound } from './notFound';
import { ScreenLoadError } from './ScreenStatus';
import { useStartConversation } from './useStartConversation';

/**
 * Own profile without a userId ('Edit Profile'); another member's with one ('Message' opens
 * the conversation with them, 'Hire' says it is not available yet), as the database lets the
 * signed-in person see it (`profile_cards`: privacy applied there).
 */
export function ProfileRoute({ initial }: { initial?: Profile | null }) {
  const { userId } = useParams();
  const profile = useProfile(userId, initial);
  const conversation = useStartConversation();

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
      onHire={() =>
        toast.info(toastCopy.notAvailableTitle, { description: toastCopy.hireNotAvailable })
      }
    />
  );
}
