import { Avatar, Button, Card, Heading, Text } from '@radix-ui/themes';
import type { HTMLAttributes, Ref } from 'react';
import { paths } from '../../domain/paths';
import type { Profile } from '../../domain/types';
import { Icon, Link, StarRating } from '../../primitives';
import * as shared from '../../layout/screen.css';
import * as styles from './ProfileHeader.css';

export interface ProfileHeaderProps extends HTMLAttributes<HTMLElement> {
  profile: Profile;
  /** Your own profile shows 'Edit Profile'; another's shows 'Message' and 'Hire'. */
  isOwn: boolean;
  /** Where 'Edit Profile' goes. */
  editProfileHref?: string;
  onMessage?: (profile: Profile) => void;
  onHire?: (profile: Profile) => void;
  ref?: Ref<HTMLElement>;
}

/** Who this is: initials, rating, completed jobs, name, title, location, bio, rate and response time. */
export function ProfileHeader({
  profile,
  isOwn,
  editProfileHref = paths.settings,
  onMessage,
  onHire,
  className,
  ...rest
}: ProfileHeaderProps) {
  return (
    <Card asChild size={{ initial: '3', sm: '4' }} className={className}>
      <header data-slot="profile-header" {...rest}>
        <div className={styles.body}>
          <div className={styles.identity}>
            <Avatar
              fallback={profile.avatar}
              size={{ initial: '6', sm: '7' }}
              radius="full"
              variant="solid"
            />
            <div className={styles.ratingBlock}>
              <StarRating rating={profile.rating} showValue size={14} />
              <Text size="2" className={styles.muted}>
                {profile.completedJobs} jobs completed
              </Text>
            </div>
          </div>

          <div className={styles.main}>
            <div>
              <Heading as="h1" size="7">
                {profile.name}
              </Heading>
              <Text as="p" size="4" className={styles.title}>
                {profile.title}
              </Text>
            </div>
            <ul className={styles.meta} aria-label="About">
              <li className={shared.metaItem}>
                <Icon name="mapPin" size={14} />
                <Text size="2">{profile.location}</Text>
              </li>
              <li className={shared.metaItem}>
                <Icon name="calendar" size={14} />
                <Text size="2">Member since {profile.memberSince}</Text>
              </li>
            </ul>
            <Text as="p" size="3" className={styles.bio}>
              {profile.bio}
            </Text>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>
                  <Text size="1">Hourly rate</Text>
                </dt>
                <dd className={styles.factValue}>
                  <Text size="3">{profile.hourlyRate}</Text>
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factLabel}>
                  <Text size="1">Response time</Text>
                </dt>
                <dd className={styles.factValue}>
                  <Text size="3">{profile.responseTime}</Text>
                </dd>
              </div>
            </dl>
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
                  onClick={() => onMessage?.(profile)}
                >
                  <Icon name="message" />
                  Message
                </Button>
                <Button size="3" onClick={() => onHire?.(profile)}>
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
