import { ProfileNotFound, ProfileScreen, paths, ScreenLoading, type Profile } from '@brand/ui';
import { useParams } from 'react-router';
import { useLiveChange, useLiveResync } from '../data/live';
import { useProfile } from '../data/profilePage';
import { useLogNotFound } from './notFound';
import { ScreenLoadError } from './ScreenStatus';
import { useInviteToJob } from './useInviteToJob';
import { useStartConversation } from './useStartConversation';
import { usePortfolioManager } from './usePortfolioManager';

/**
 * Own profile without a userId ('Edit Profile'); another member's with one ('Message' opens
 * the conversation with them, 'Hire' invites them to one of your open jobs), as the database lets the
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
  const invite = useInviteToJob(
    profile.status === 'ready' && profile.data && !profile.own ? profile.data : undefined,
  );
  const portfolioManager = usePortfolioManager(
    profile.status === 'ready' ? profile.data : undefined,
    profile.own,
    (fresh) => profile.set(() => fresh),
  );

  // A review of this person arriving, or one by them that publishes the review of them written
  // before it (double-blind: that row does not change): the reviews load again.
  const shownId = profile.status === 'ready' ? profile.data?.id : undefined;
  const { reload: reloadProfile } = profile;
  useLiveChange(['reviews'], (change) => {
    if (shownId && (change.row.reviewee_id === shownId || change.row.reviewer_id === shownId)) {
      reloadProfile();
    }
  });
  // A review published before the live channel listened was never sent: the profile loads again.
  useLiveResync(reloadProfile);

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
      {...invite}
    />
  );
}
