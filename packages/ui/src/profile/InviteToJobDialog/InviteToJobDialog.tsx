'use client';

import {
  Button,
  Callout,
  Dialog,
  Flex,
  RadioCards,
  Spinner,
  Text,
  TextArea,
} from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { engagementLimits } from '../../domain/engagements';
import { paths } from '../../domain/paths';
import type { InviteJob } from '../../domain/types';
import { Field, Icon, Link } from '../../primitives';
import * as styles from './InviteToJobDialog.css';

export interface InviteToJobDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** Called with `false` on Cancel, Escape or a click outside (never while sending). */
  onOpenChange: (open: boolean) => void;
  /** The freelancer invited: named in the title. */
  freelancerName: string;
  /** The client's open jobs to choose from; leave it out while they load. */
  jobs?: InviteJob[];
  /** Why the jobs could not be loaded (with 'Try again' when `onRetry` is given). */
  jobsError?: string;
  /** 'Try again' after `jobsError`. */
  onRetry?: () => void;
  /** 'Send invitation' with the chosen job and the optional message, trimmed. */
  onInvite: (jobId: string, message: string) => void;
  /** While the invitation is sent: 'Sending...', everything disabled, the dialog stays. */
  busy?: boolean;
  /** Why sending failed (role=alert); the choice and the message are kept. */
  error?: string;
  /** Where 'Post a Job' goes when there is no open job. */
  postJobHref?: string;
  /** The button that opened it ('Hire'): the focus goes back there when it closes. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * 'Hire' on a profile: invite the freelancer to one of your open jobs. They receive the
 * invitation in your conversation, with a link to the job to apply. With no open job it says
 * so and links to 'Post a Job'.
 */
export function InviteToJobDialog({
  open,
  onOpenChange,
  freelancerName,
  jobs,
  jobsError,
  onRetry,
  onInvite,
  busy = false,
  error,
  postJobHref = paths.postJob,
  returnFocus,
}: InviteToJobDialogProps) {
  const [jobId, setJobId] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const listLabel = useId();
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setJobId('');
      setMessage('');
      setProblem(undefined);
    }
    wasOpen.current = open;
  }, [open]);
  const ready = !jobsError && jobs !== undefined && jobs.length > 0;
  const change = (next: boolean) => {
    if (!next && busy) return;
    onOpenChange(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Content
        maxWidth="34rem"
        className={styles.content}
        onCloseAutoFocus={(event) => {
          if (!returnFocus?.current) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
        onEscapeKeyDown={(event) => busy && event.preventDefault()}
        onInteractOutside={(event) => busy && event.preventDefault()}
      >
        <Dialog.Title>Invite {freelancerName} to a job</Dialog.Title>
        <Dialog.Description size="2" className={styles.description}>
          They get your invitation in your conversation, with a link to the job to apply.
        </Dialog.Description>
        {jobsError ? (
          <Callout.Root color="red" highContrast role="alert">
            <Callout.Icon>
              <Icon name="alertTriangle" />
            </Callout.Icon>
            <Callout.Text>{jobsError}</Callout.Text>
            {onRetry && (
              <div>
                <Button
                  type="button"
                  size="2"
                  variant="soft"
                  color="red"
                  highContrast
                  onClick={onRetry}
                >
                  Try again
                </Button>
              </div>
            )}
          </Callout.Root>
        ) : jobs === undefined ? (
          <div role="status" className={styles.loading}>
            <Spinner size="3" />
            <Text size="2">Loading your open jobs…</Text>
          </div>
        ) : jobs.length === 0 ? (
          <div className={styles.empty} data-slot="invite-no-jobs">
            <Icon name="briefcase" size={24} className={styles.emptyIcon} />
            <Text as="p" size="3" weight="bold">
              You have no open jobs
            </Text>
            <Text as="p" size="2" className={styles.muted}>
              Post the job first, then invite {freelancerName} to apply.
            </Text>
            <Button asChild size="3">
              <Link href={postJobHref}>
                <Icon name="plus" />
                Post a Job
              </Link>
            </Button>
          </div>
        ) : null}
        {ready && (
          <form
            noValidate
            className={styles.form}
            data-slot="invite-to-job-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (busy) return;
              if (!jobId) {
                setProblem('Choose the job to invite them to.');
                return;
              }
              onInvite(jobId, message.trim());
            }}
          >
            {error && (
              <Callout.Root color="red" highContrast role="alert">
                <Callout.Icon>
                  <Icon name="alertTriangle" />
                </Callout.Icon>
                <Callout.Text>{error}</Callout.Text>
              </Callout.Root>
            )}
            <div className={styles.field}>
              <Text as="p" size="2" weight="medium" id={listLabel} className={styles.label}>
                Your open jobs
              </Text>
              <RadioCards.Root
                value={jobId}
                onValueChange={(value) => {
                  setJobId(value);
                  setProblem(undefined);
                }}
                columns="1"
                size="2"
                disabled={busy}
                aria-labelledby={listLabel}
                aria-describedby={problem ? `${listLabel}-error` : undefined}
                className={styles.jobs}
              >
                {jobs.map((job) => (
                  <RadioCards.Item key={job.id} value={job.id} className={styles.job}>
                    <span className={styles.jobText}>
                      <Text size="2" weight="bold" className={styles.jobTitle}>
                        {job.title}
                      </Text>
                      <Text size="1" className={styles.muted}>
                        Posted {job.postedAt}
                      </Text>
                    </span>
                  </RadioCards.Item>
                ))}
              </RadioCards.Root>
              {problem && (
                <Text
                  as="p"
                  size="2"
                  weight="medium"
                  role="alert"
                  id={`${listLabel}-error`}
                  className={styles.error}
                >
                  {problem}
                </Text>
              )}
            </div>
            <Field label="Message (optional)" disabled={busy}>
              {(control) => (
                <TextArea
                  {...control}
                  size="3"
                  rows={3}
                  resize="vertical"
                  maxLength={engagementLimits.invitationNote}
                  placeholder={`Hi ${freelancerName}, I think you would be a great fit for this job.`}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                />
              )}
            </Field>
            <Flex gap="3" justify="end" className={styles.actions}>
              <Dialog.Close>
                <Button type="button" size="3" variant="soft" color="gray" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" size="3" disabled={busy}>
                <Icon name="send" />
                {busy ? 'Sending...' : 'Send invitation'}
              </Button>
            </Flex>
          </form>
        )}
        {!ready && (
          <Flex justify="end" mt="4">
            <Dialog.Close>
              <Button type="button" size="3" variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
