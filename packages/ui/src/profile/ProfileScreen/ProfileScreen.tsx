'use client';

import { Badge, Card, Heading, Tabs, Text, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { InviteJob, Profile } from '../../domain/types';
import { useOnDemand } from '../../internal/onDemand';
import { inviteDialog } from '../InviteToJobDialog/load';
import * as shared from '../../layout/screen.css';
import { cx } from '../../internal/cx';
import { PortfolioCard } from '../PortfolioCard/PortfolioCard';
import { ProfileHeader } from '../ProfileHeader/ProfileHeader';
import { ReviewCard } from '../ReviewCard/ReviewCard';
import * as styles from './ProfileScreen.css';

export type ProfileTab = 'portfolio' | 'skills' | 'reviews';

export interface ProfileScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A profile's address from a user id: people's names link to it. Default `/profile/{id}`. */
  profileHref?: (userId: string) => string;
  /** The person shown, with their portfolio, skills and reviews. */
  profile: Profile;
  /** True at /profile (your own); false at /profile/{userId}. */
  isOwn: boolean;
  /** Where 'Edit Profile' goes on one's own profile. Default `paths.settings`. */
  editProfileHref?: string;
  /** 'Message' on someone else's profile: the app opens the conversation. */
  onMessage?: (profile: Profile) => void;
  /**
   * 'Hire' on someone else's profile. With `onInvite` it also opens 'Invite to a job' (the app
   * may load the open jobs now).
   */
  onHire?: (profile: Profile) => void;
  /** 'Send invitation' in 'Invite to a job': the chosen job and the optional message. */
  onInvite?: (jobId: string, message: string) => void;
  /** The viewer's open jobs for 'Invite to a job'; leave it out while they load. */
  inviteJobs?: InviteJob[];
  /** Why the open jobs could not be loaded. */
  inviteJobsError?: string;
  /** 'Try again' after `inviteJobsError`. */
  onRetryInviteJobs?: () => void;
  /** While the invitation is sent; the dialog closes by itself when it ends with no `inviteError`. */
  inviteBusy?: boolean;
  /** Why sending the invitation failed, in the dialog. */
  inviteError?: string;
  /** Where 'Post a Job' goes from 'Invite to a job' when there is no open job. */
  postJobHref?: string;
  /** The conversation is being opened after 'Message': it reads 'Opening...' and is disabled. */
  messageBusy?: boolean;
  /** The tab open at first: 'portfolio' (default), 'skills' or 'reviews'. */
  defaultTab?: ProfileTab;
  /**
   * On one's own profile, what the Portfolio tab shows instead of the cards: the app's
   * `PortfolioManager` (add, edit, reorder, delete).
   */
  portfolioManager?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A member's profile: the header, then Portfolio, Skills and Reviews tabs. An empty tab says so:
 * on your own profile, what will show there; on someone else's, that they have not added any.
 */
export function ProfileScreen({
  profile,
  isOwn,
  editProfileHref,
  onMessage,
  onHire,
  onInvite,
  inviteJobs,
  inviteJobsError,
  onRetryInviteJobs,
  inviteBusy = false,
  inviteError,
  postJobHref,
  messageBusy,
  defaultTab = 'portfolio',
  portfolioManager,
  profileHref,
  className,
  ...rest
}: ProfileScreenProps) {
  const [tab, setTab] = useState<ProfileTab>(defaultTab);
  const [inviteOpen, setInviteOpen] = useState(false);
  const hireButton = useRef<HTMLElement | null>(null);
  const canInvite = !isOwn && Boolean(onInvite);
  const [Invite, loadInvite] = useOnDemand(inviteDialog, { idle: canInvite });
  useEffect(() => {
    if (inviteOpen) loadInvite();
  }, [inviteOpen, loadInvite]);
  // The dialog closes by itself once the invitation went out (busy ended with no error).
  const wasBusy = useRef(inviteBusy);
  useEffect(() => {
    if (wasBusy.current && !inviteBusy && !inviteError) setInviteOpen(false);
    wasBusy.current = inviteBusy;
  }, [inviteBusy, inviteError]);
  return (
    <div data-slot="profile-screen" className={cx(shared.screen, className)} {...rest}>
      <ProfileHeader
        profile={profile}
        isOwn={isOwn}
        editProfileHref={editProfileHref}
        onMessage={onMessage}
        onHire={(who) => {
          onHire?.(who);
          if (canInvite) {
            hireButton.current =
              typeof document === 'undefined' ? null : (document.activeElement as HTMLElement);
            setInviteOpen(true);
          }
        }}
        hireOpen={canInvite ? inviteOpen : undefined}
        onHireIntent={canInvite ? loadInvite : undefined}
        messageBusy={messageBusy}
      />
      {Invite && canInvite && onInvite && (
        <Invite.InviteToJobDialog
          open={inviteOpen}
          onOpenChange={setInviteOpen}
          freelancerName={profile.name}
          jobs={inviteJobs}
          jobsError={inviteJobsError}
          onRetry={onRetryInviteJobs}
          onInvite={onInvite}
          busy={inviteBusy}
          error={inviteError}
          postJobHref={postJobHref}
          returnFocus={hireButton}
        />
      )}
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as ProfileTab)} className={styles.tabs}>
        <Tabs.List aria-label="Profile sections">
          <Tabs.Trigger value="portfolio">Portfolio</Tabs.Trigger>
          <Tabs.Trigger value="skills">Skills</Tabs.Trigger>
          <Tabs.Trigger value="reviews">
            Reviews
            <Badge size="1" variant="soft" radius="full" className={styles.tabCount}>
              {profile.reviews.length}
            </Badge>
          </Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="portfolio">
          <VisuallyHidden>
            <Heading as="h2">Portfolio</Heading>
          </VisuallyHidden>
          {isOwn && portfolioManager ? (
            portfolioManager
          ) : profile.portfolio.length === 0 ? (
            <Text as="p" size="2" className={styles.empty} data-slot="profile-empty">
              {isOwn
                ? 'You have not added any projects yet. Projects you add will show here, each with a picture, a short description and its tags.'
                : `${profile.name} has not added any projects yet.`}
            </Text>
          ) : (
            <ul className={styles.grid}>
              {profile.portfolio.map((item) => (
                <li key={item.id}>
                  <PortfolioCard item={item} />
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>

        <Tabs.Content value="skills">
          <Card size="3">
            <Heading as="h2" size="4" mb="3">
              Skills
            </Heading>
            {profile.skills.length === 0 ? (
              <Text as="p" size="2" className={shared.muted} data-slot="profile-empty">
                {isOwn
                  ? 'You have not listed any skills yet. Skills you list will show here, so clients can see what you do.'
                  : `${profile.name} has not listed any skills yet.`}
              </Text>
            ) : (
              <ul className={styles.skills}>
                {profile.skills.map((skill) => (
                  <li key={skill}>
                    <Badge size="3" variant="soft" highContrast>
                      {skill}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Tabs.Content>

        <Tabs.Content value="reviews">
          <VisuallyHidden>
            <Heading as="h2">Reviews</Heading>
          </VisuallyHidden>
          {profile.reviews.length === 0 ? (
            <Text as="p" size="2" className={styles.empty} data-slot="profile-empty">
              {isOwn
                ? 'No reviews yet. When clients review work you did for them, their reviews will show here.'
                : `${profile.name} has no reviews yet.`}
            </Text>
          ) : (
            <ul className={styles.stack}>
              {profile.reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard review={review} profileHref={profileHref} />
                </li>
              ))}
            </ul>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
