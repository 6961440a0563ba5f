'use client';

import {
  Avatar,
  Button,
  Callout,
  Card,
  DataList,
  Heading,
  Link as ThemeLink,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useEffect, type HTMLAttributes, type Ref } from 'react';
import { engagementLimits } from '../../domain/engagements';
import { paths } from '../../domain/paths';
import type { Engagement, ReviewForm } from '../../domain/types';
import { cx } from '../../internal/cx';
import { useOnDemand } from '../../internal/onDemand';
import { useActionDialog } from '../../internal/useActionDialog';
import { EngagementStatusBadge, Icon, Link, PersonLink, StarRating } from '../../primitives';
import { hiringDialogs } from '../HiringDialogs/load';
import * as styles from './EngagementPanel.css';

/** What can be done to an engagement: what `busy` and `error` are about. */
export type EngagementAction = 'complete' | 'confirm' | 'cancel' | 'review';

export interface EngagementPanelProps extends HTMLAttributes<HTMLElement> {
  /** The hired work as the viewer sees it: amount, dates, the other person, status, reviews. */
  engagement: Engagement;
  /** Freelancer, while in progress: 'Mark as complete'. */
  onMarkComplete?: () => void;
  /** Client, before completion: 'Confirm completion' (also directly, without the freelancer). */
  onConfirmCompletion?: () => void;
  /** Either side, before completion: 'Cancel', with the reason given in its dialog. */
  onCancel?: (reason: string) => void;
  /** After completion: 'Leave a review', with the stars and text of its dialog. */
  onSubmitReview?: (review: ReviewForm) => void;
  /** The action on its way: its button (or dialog) says so and the actions are disabled. */
  busy?: EngagementAction;
  /** Why the last action failed: shown in its dialog, or above the actions. */
  error?: { action: EngagementAction; message: string };
  /** A profile's address from a user id. Default `/profile/{id}`. */
  profileHref?: (userId: string) => string;
  /** A conversation's address from its id. Default `/messages/{id}`. */
  conversationHref?: (conversationId: string) => string;
  /** Where the job title links (on the dashboard); left out, the title is not shown. */
  jobHref?: (jobId: string) => string;
  /** The heading's level, to keep headings in order on the page. */
  headingLevel?: 'h2' | 'h3';
  ref?: Ref<HTMLElement>;
}

function statusNote(e: Engagement): string {
  const name = e.other.name;
  const client = e.role === 'client';
  switch (e.status) {
    case 'active':
      return client
        ? `${name} marks the work as complete when it is done. You can also confirm completion yourself.`
        : `When the work is done, mark it as complete and ${name} confirms it.`;
    case 'awaiting_confirmation':
      return client
        ? `${name} marked the work as complete${e.markedCompleteAt ? ` on ${e.markedCompleteAt}` : ''}. Confirm it if you agree.`
        : `You marked the work as complete${e.markedCompleteAt ? ` on ${e.markedCompleteAt}` : ''}. Waiting for ${name} to confirm.`;
    case 'completed':
      return `The work is complete. Thank you for working through Fairlance.`;
    case 'cancelled':
      return `${e.cancelledBy === 'you' ? 'You' : name} cancelled this engagement${e.cancelledAt ? ` on ${e.cancelledAt}` : ''}.`;
  }
}

function ReviewBlock({ title, review }: { title: string; review: ReviewForm }) {
  return (
    <figure className={styles.review} data-slot="engagement-review">
      <figcaption className={styles.reviewTop}>
        <Text size="2" weight="medium">
          {title}
        </Text>
        <StarRating rating={review.rating} size={14} />
      </figcaption>
      {review.text && (
        <Text as="p" size="2" className={styles.quote}>
          “{review.text}”
        </Text>
      )}
    </figure>
  );
}

/**
 * Hired work between a client and a freelancer, for the job page and the dashboard: the agreed
 * amount, the dates, the other person and a link to your conversation, the status, and what
 * the viewer can do next. The freelancer marks the work complete and the client confirms it
 * (or confirms it directly); either can cancel before completion, giving a reason. After
 * completion each side may leave one review, double-blind: it stays hidden until the other has
 * written theirs or 14 days have passed.
 */
export function EngagementPanel({
  engagement: e,
  onMarkComplete,
  onConfirmCompletion,
  onCancel,
  onSubmitReview,
  busy,
  error,
  profileHref = paths.profileOf,
  conversationHref = paths.conversation,
  jobHref,
  headingLevel = 'h2',
  className,
  ...rest
}: EngagementPanelProps) {
  const dialogBusy = busy === 'cancel' || busy === 'review';
  const dialogError =
    error && (error.action === 'cancel' || error.action === 'review') ? error.message : undefined;
  const dialog = useActionDialog<'cancel' | 'review'>(dialogBusy, dialogError);
  const active = e.status === 'active' || e.status === 'awaiting_confirmation';
  const review = e.review ?? 'not_yet';
  const canReview = e.status === 'completed' && review === 'open' && Boolean(onSubmitReview);
  const [Dialogs, load] = useOnDemand(hiringDialogs, {
    idle: (active && Boolean(onCancel)) || canReview,
  });
  useEffect(() => {
    if (dialog.open) load();
  }, [dialog.open, load]);
  const opens = (open: boolean) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: load,
    onFocus: load,
  });
  const isClient = e.role === 'client';
  const otherRole = isClient ? 'Freelancer' : 'Client';
  const anyBusy = busy !== undefined;
  const inlineError =
    error && (error.action === 'complete' || error.action === 'confirm')
      ? error.message
      : undefined;

  return (
    <Card asChild size={{ initial: '2', sm: '3' }} className={cx(styles.root, className)}>
      <section
        aria-label={`Engagement: ${e.jobTitle}`}
        data-slot="engagement-panel"
        data-status={e.status}
        {...rest}
      >
        <div className={styles.body}>
          <div className={styles.top}>
            <div className={styles.titles}>
              <Heading as={headingLevel} size="4" className={styles.heading}>
                {isClient ? 'Your hire' : 'Your contract'}
              </Heading>
              {jobHref && (
                <Text as="p" size="2" className={styles.job}>
                  <ThemeLink asChild highContrast underline="hover">
                    <Link href={jobHref(e.jobId)} data-slot="engagement-job">
                      {e.jobTitle}
                    </Link>
                  </ThemeLink>
                </Text>
              )}
            </div>
            <EngagementStatusBadge status={e.status} />
          </div>

          <DataList.Root size="2" className={styles.facts}>
            <DataList.Item>
              <DataList.Label>{otherRole}</DataList.Label>
              <DataList.Value className={styles.person}>
                <Avatar fallback={e.other.avatar} size="1" radius="full" variant="soft" />
                <PersonLink
                  name={e.other.name}
                  personId={e.other.id}
                  profileHref={profileHref}
                  data-slot="engagement-person"
                />
              </DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Agreed amount</DataList.Label>
              <DataList.Value className={styles.amount}>{e.amount}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Started</DataList.Label>
              <DataList.Value>{e.startedAt}</DataList.Value>
            </DataList.Item>
            {e.completedAt && (
              <DataList.Item>
                <DataList.Label>Completed</DataList.Label>
                <DataList.Value>{e.completedAt}</DataList.Value>
              </DataList.Item>
            )}
            {e.cancelledAt && (
              <DataList.Item>
                <DataList.Label>Cancelled</DataList.Label>
                <DataList.Value>{e.cancelledAt}</DataList.Value>
              </DataList.Item>
            )}
            {e.conversationId && (
              <DataList.Item>
                <DataList.Label>Conversation</DataList.Label>
                <DataList.Value>
                  <ThemeLink asChild underline="always">
                    <Link
                      href={conversationHref(e.conversationId)}
                      data-slot="engagement-conversation"
                    >
                      Message {e.other.name}
                    </Link>
                  </ThemeLink>
                </DataList.Value>
              </DataList.Item>
            )}
          </DataList.Root>

          <Text as="p" size="2" className={styles.note} data-slot="engagement-note">
            {statusNote(e)}
          </Text>
          {e.status === 'cancelled' && e.cancelReason && (
            <blockquote className={styles.reason} data-slot="engagement-cancel-reason">
              <Text as="p" size="1" weight="medium" className={styles.note}>
                Reason
              </Text>
              <Text as="p" size="2" className={styles.text}>
                {e.cancelReason}
              </Text>
            </blockquote>
          )}
          {active && (
            <Text as="p" size="1" className={styles.note}>
              Payment is agreed between you and {e.other.name}; Fairlance takes no commission.
            </Text>
          )}

          {inlineError && (
            <Callout.Root color="red" highContrast role="alert" size="1">
              <Callout.Icon>
                <Icon name="alertTriangle" />
              </Callout.Icon>
              <Callout.Text>{inlineError}</Callout.Text>
            </Callout.Root>
          )}

          {active && (onMarkComplete || onConfirmCompletion || onCancel) && (
            <div className={styles.actions} data-slot="engagement-actions">
              {onCancel && (
                <Button
                  type="button"
                  size="2"
                  variant="soft"
                  color="red"
                  disabled={anyBusy}
                  {...opens(dialog.open === 'cancel')}
                  onClick={(event) => dialog.show('cancel', event.currentTarget)}
                >
                  {busy === 'cancel' ? 'Cancelling...' : 'Cancel'}
                  {busy !== 'cancel' && <VisuallyHidden> engagement</VisuallyHidden>}
                </Button>
              )}
              {!isClient && e.status === 'active' && onMarkComplete && (
                <Button type="button" size="2" disabled={anyBusy} onClick={onMarkComplete}>
                  <Icon name="check" />
                  {busy === 'complete' ? 'Marking...' : 'Mark as complete'}
                </Button>
              )}
              {isClient && onConfirmCompletion && (
                <Button type="button" size="2" disabled={anyBusy} onClick={onConfirmCompletion}>
                  <Icon name="check" />
                  {busy === 'confirm' ? 'Confirming...' : 'Confirm completion'}
                </Button>
              )}
            </div>
          )}

          {e.status === 'completed' && review !== 'not_yet' && (
            <div className={styles.reviews} data-slot="engagement-reviews" data-state={review}>
              <Heading as={headingLevel === 'h2' ? 'h3' : 'h4'} size="3" className={styles.heading}>
                Reviews
              </Heading>
              {review === 'open' && (
                <>
                  <Text as="p" size="2" className={styles.note}>
                    Tell others what working with {e.other.name} was like
                    {e.reviewBy ? `, by ${e.reviewBy}` : ''}. Reviews are double-blind: neither of
                    you sees the other’s until both are written or {engagementLimits.revealDays}{' '}
                    days have passed.
                  </Text>
                  {onSubmitReview && (
                    <div className={styles.actions}>
                      <Button
                        type="button"
                        size="2"
                        disabled={anyBusy}
                        {...opens(dialog.open === 'review')}
                        onClick={(event) => dialog.show('review', event.currentTarget)}
                      >
                        <Icon name="star" />
                        {busy === 'review' ? 'Sending...' : 'Leave a review'}
                      </Button>
                    </div>
                  )}
                </>
              )}
              {review === 'waiting' && (
                <>
                  <Callout.Root color="gray" size="1" data-slot="engagement-review-hidden">
                    <Callout.Icon>
                      <Icon name="eyeOff" />
                    </Callout.Icon>
                    <Callout.Text>
                      Your review is hidden until {e.other.name} has written theirs or{' '}
                      {engagementLimits.revealDays} days have passed
                      {e.revealOn ? ` (${e.revealOn})` : ''}. Until then, you will not see theirs
                      either.
                    </Callout.Text>
                  </Callout.Root>
                  {e.myReview && <ReviewBlock title="Your review" review={e.myReview} />}
                </>
              )}
              {review === 'published' && (
                <>
                  {e.myReview && <ReviewBlock title="Your review" review={e.myReview} />}
                  {e.theirReview ? (
                    <ReviewBlock title={`${e.other.name}’s review of you`} review={e.theirReview} />
                  ) : (
                    <Text as="p" size="2" className={styles.note}>
                      {e.other.name} did not leave a review.
                    </Text>
                  )}
                </>
              )}
              {review === 'closed' && (
                <>
                  <Text as="p" size="2" className={styles.note}>
                    The {engagementLimits.reviewDays} days to leave a review have passed.
                  </Text>
                  {e.theirReview && (
                    <ReviewBlock title={`${e.other.name}’s review of you`} review={e.theirReview} />
                  )}
                </>
              )}
            </div>
          )}
        </div>
        {Dialogs && onCancel && (
          <Dialogs.CancelEngagementDialog
            open={active && dialog.open === 'cancel'}
            onOpenChange={dialog.change('cancel')}
            returnFocus={dialog.opener}
            busy={busy === 'cancel'}
            error={error?.action === 'cancel' ? error.message : undefined}
            otherName={e.other.name}
            onConfirm={onCancel}
          />
        )}
        {Dialogs && onSubmitReview && (
          <Dialogs.ReviewDialog
            open={canReview && dialog.open === 'review'}
            onOpenChange={dialog.change('review')}
            returnFocus={dialog.opener}
            busy={busy === 'review'}
            error={error?.action === 'review' ? error.message : undefined}
            otherName={e.other.name}
            onSubmit={onSubmitReview}
          />
        )}
      </section>
    </Card>
  );
}
