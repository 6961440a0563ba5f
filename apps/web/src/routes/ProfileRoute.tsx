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
import { usePortfolioManager } from './usePortfolioManager';

/**
 * Own profile without a userId ('Edit Profile'); another member's with one ('Message' opens
 * the conversation with them, 'Hire' says it is not available yet), as the database lets the
 * signed-in person see it (`profile_cards`: privacy applied there).
 */
export function ProfileRoute({
  initial,
  access,
}: {
  initial?: Profile | null;
  /** Why a profile that is not shown is not (`profile_access`): private, deleted, missing. */
  access?: string;
}) {
  const { userId } = useParams();
  const profile = useProfile(userId, initial);
  const conversation = useStartConversation();
  const portfolioManager = usePortfolioManager(
    profile.status === 'ready' ? profile.data : undefined,
    profile.own,
    (fresh) => profile.set(() => fresh),
  );

  useLogNotFound(
    profile.status === 'ready' && !profile.data ? 'no such profile' : undefined,
    `/profile/${userId ?? ''}`,
  );

  if (profile.status === 'loading') return <ScreenLoading label="Loading the profile…" />;
  if (profile.status === 'error') {
    return <ScreenLoadError error={profile.error} onRetry={profile.reload} />;
  }
  if (!profile.data) {
    const reason =
      access === 'private' || access === 'members_only'
        ? 'private'
        : access === 'deleted'
          ? 'deleted'
          : 'missing';
    return <ProfileNotFound backHref={paths.dashboard} reason={reason} />;
  }
  return (
    <ProfileScreen
      key={profile.data.id}
      profile={profile.data}
      isOwn={profile.own}
      portfolioManager={portfolioManager}
      onMessage={(person) => void conversation.start(person.id)}
      messageBusy={conversation.busyWith === profile.data.id}
      onHire={() =>
        toast.info(toastCopy.notAvailableTitle, { description: toastCopy.hireNotAvailable })
      }
    />
  );
}
