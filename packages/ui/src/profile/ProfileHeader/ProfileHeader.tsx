'use client';

import { Avatar, Button, Card, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import type { Profile } from '../../domain/types';
import { Icon, Link, StarRating } from '../../primitives';
import * as shared from '../../layout/screen.css';
import * as styles from './ProfileHeader.css';

export interface ProfileHeaderProps extends HTMLAttributes<HTMLElement> {
  /** The person shown: name, title, rating, location, rate and bio. */
  profile: Profile;
  /** Your own profile shows 'Edit Profile'; another's shows 'Message' and 'Hire'. */
  isOwn: boolean;
  /** Where 'Edit Profile' goes. */
  editProfileHref?: string;
  /** 'Message' on someone else's profile: the app opens the conversation. */
  onMessage?: (profile: Profile) => void;
  /** 'Hire' on someone else's profile. */
  onHire?: (profile: Profile) => void;
  /** When 'Hire' opens a dialog ('Invite to a job'): whether it is open, for assistive tech. */
  hireOpen?: boolean;
  /** A pointer over or focus on 'Hire': its dialog's code can load ahead. */
  onHireIntent?: () => void;
  /** The conversation is being opened after 'Message': it reads 'Opening...' and is disabled. */
  messageBusy?: boolean;
  ref?: Ref<HTMLElement>;
}

const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/**
 * Who this is: initials, rating, completed jobs, name, title, location, bio, rate and response
 * time. Anything left empty is left out (no blank rows), and with no reviews yet (`reviewCount`
 * 0) it says 'No rating yet' instead of showing stars.
 */
export function ProfileHeader({
  profile,
  isOwn,
  editProfileHref = paths.settings,
  onMessage,
  onHire,
  hireOpen,
  onHireIntent,
  messageBusy = false,
  className,
  ...rest
}: ProfileHeaderProps) {
  const facts = [
    { label: 'Hourly rate', value: profile.hourlyRate },
    { label: 'Response time', value: profile.responseTime },
  ].filter((fact) => filled(fact.value));
  const unrated = profile.reviewCount === 0;
  return (
    <Card asChild size={{ initial: '3', sm: '4' }} className={className}>
      <header data-slot="profile-header" {...rest}>
        <div className={styles.body}>
          <div className={styles.identity}>
            <Avatar
              src={profile.avatarUrl}
              alt=""
              fallback={profile.avatar}
              size={{ initial: '6', sm: '7' }}
              radius="full"
              variant="solid"
            />
            <div className={styles.ratingBlock}>
              {unrated ? (
                <Text size="2" className={styles.muted} data-slot="profile-no-rating">
                  No rating yet
                </Text>
              ) : (
                <StarRating rating={profile.rating} showValue size={14} />
              )}
              <Text size="2" className={styles.muted}>
                {profile.completedJobs} {profile.completedJobs === 1 ? 'job' : 'jobs'} completed
              </Text>
            </div>
          </div>

          <div className={styles.main}>
            <div>
              <Heading as="h1" size="7">
                {profile.name}
              </Heading>
              {filled(profile.title) && (
                <Text as="p" size="4" className={styles.title}>
                  {profile.title}
                </Text>
              )}
            </div>
            {(filled(profile.location) || filled(profile.memberSince)) && (
              <ul className={styles.meta} aria-label="About">
                {filled(profile.location) && (
                  <li className={shared.metaItem}>
                    <Icon name="mapPin" size={14} />
                    <Text size="2">{profile.location}</Text>
                  </li>
                )}
                {filled(profile.memberSince) && (
                  <li className={shared.metaItem}>
                    <Icon name="calendar" size={14} />
                    <Text size="2">Member since {profile.memberSince}</Text>
                  </li>
                )}
              </ul>
            )}
            {filled(profile.bio) ? (
              <Text as="p" size="3" className={styles.bio}>
                {profile.bio}
              </Text>
            ) : isOwn ? (
              <Text as="p" size="2" className={styles.hint} data-slot="profile-bio-hint">
                Add a short bio, your location and your hourly rate with Edit Profile, so clients
                know who they would be working with.
              </Text>
            ) : null}
            {facts.length > 0 && (
              <dl className={styles.facts}>
                {facts.map((fact) => (
                  <div key={fact.label} className={styles.fact}>
                    <dt className={styles.factLabel}>
                      <Text size="1">{fact.label}</Text>
                    </dt>
                    <dd className={styles.factValue}>
                      <Text size="3">{fact.value}</Text>
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </div>

          <div className={styles.actions}>
            {isOwn ? (
              <Button asChild size="3" variant="outline" highContrast>
                <Link href={editProfileHref}>Edit Profile</Link>
              </Button>
            ) : (
              <>
                <Button
                  size="3"
                  variant="outline"
                  highContrast
                  disabled={messageBusy}
                  aria-busy={messageBusy || undefined}
                  onClick={() => onMessage?.(profile)}
                >
                  <Icon name="message" />
                  {messageBusy ? 'Opening...' : 'Message'}
                </Button>
                <Button
                  size="3"
                  onClick={() => onHire?.(profile)}
                  aria-haspopup={hireOpen === undefined ? undefined : 'dialog'}
                  aria-expanded={hireOpen}
                  onPointerEnter={onHireIntent}
                  onFocus={onHireIntent}
                  data-slot="profile-hire"
                >
                  <Icon name="briefcase" />
                  Hire
                </Button>
              </>
            )}
          </div>
        </div>
      </header>
    </Card>
  );
}
