import {
  Button,
  Callout,
  Card,
  Heading,
  Select,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import {
  useId,
  useRef,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import {
  categories,
  categoryLabels,
  experienceLabels,
  experienceLevels,
  timelines,
} from '../../domain/constants';
import {
  emptyJobForm,
  firstInvalidJobField,
  jobPostFailedMessage,
  validateJobForm,
  type JobFormErrors,
  type RequiredJobField,
} from '../../domain/jobs';
import type { JobForm } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Link } from '../../link/LinkProvider';
import { Icon } from '../Icon/Icon';
import { SkillsField } from '../SkillsField/SkillsField';
import * as shared from '../shared.css';
import * as styles from './PostJobScreen.css';

export interface PostJobScreenProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSubmit' | 'children'
> {
  /**
   * Called with the valid form. Return a promise to keep the screen busy
   * ('Posting...', buttons disabled) until it settles; a rejection is the
   * app's to report through `error`.
   */
  onSubmit?: (form: JobForm) => void | Promise<unknown>;
  /** Busy from outside, e.g. while the app's simulated post runs. */
  busy?: boolean;
  /** `true` shows 'Failed to post job. Please try again.'; a string shows that text. */
  error?: boolean | string;
  /** Where Cancel goes. */
  cancelHref?: string;
  /** Starting values (the location defaults to 'Remote'). */
  defaultValues?: Partial<JobForm>;
  ref?: Ref<HTMLDivElement>;
}

type FocusTarget = { focus: () => void } | null;

/**
 * The post-job form (/jobs/create). Required fields carry a star (hidden from
 * screen readers, which hear `required` instead); on submit every missing field
 * gets an inline message and focus moves to the first one. Nothing is
 * submitted while the form is invalid.
 */
export function PostJobScreen({
  onSubmit,
  busy = false,
  error,
  cancelHref = '/jobs',
  defaultValues,
  className,
  ...rest
}: PostJobScreenProps) {
  const [form, setForm] = useState<JobForm>({ ...emptyJobForm, ...defaultValues });
  const [errors, setErrors] = useState<JobFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const isBusy = busy || pending;
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const refs = useRef<Partial<Record<RequiredJobField, FocusTarget>>>({});
  const bind = (field: RequiredJobField) => (node: FocusTarget) => {
    refs.current[field] = node;
  };

  const update = <K extends keyof JobForm>(key: K, value: JobForm[K]) => {
    const next = { ...form, [key]: value };
    setForm(next);
    if (submitted) setErrors(validateJobForm(next));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    setSubmitted(true);
    const found = validateJobForm(form);
    setErrors(found);
    const first = firstInvalidJobField(found);
    if (first) {
      refs.current[first]?.focus();
      return;
    }
    const result = onSubmit?.(form);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      setPending(true);
      try {
        await result;
      } catch {
        // The app reports the failure through `error`.
      } finally {
        setPending(false);
      }
    }
  };

  const errorText = error === true ? jobPostFailedMessage : error || null;

  const fieldProps = (field: RequiredJobField) => ({
    id: id(field),
    'aria-required': true as const,
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': errors[field] ? id(`${field}-error`) : undefined,
  });

  const label = (field: string, text: string, required = true): ReactNode => (
    <Text as="label" size="2" htmlFor={id(field)} className={styles.label}>
      {text}
      {required && (
        <span aria-hidden="true" className={styles.star}>
          *
        </span>
      )}
    </Text>
  );

  const message = (field: RequiredJobField) =>
    errors[field] ? (
      <Text as="p" size="2" id={id(`${field}-error`)} className={styles.error}>
        {errors[field]}
      </Text>
    ) : null;

  return (
    <div
      data-slot="post-job-screen"
      className={cx(shared.screen, styles.frame, className)}
      {...rest}
    >
      <header className={shared.screenHeader}>
        <Heading as="h1" size="7">
          Post a Job
        </Heading>
        <Text as="p" size="3" className={shared.muted}>
          Describe the work and the people who can do it will apply. No commission on either side.
        </Text>
      </header>

      {errorText && (
        <Callout.Root color="red" highContrast role="alert" data-slot="post-job-error">
          <Callout.Icon>
            <Icon name="zap" />
          </Callout.Icon>
          <Callout.Text>{errorText}</Callout.Text>
        </Callout.Root>
      )}

      <Card size={{ initial: '2', sm: '4' }}>
        <form noValidate onSubmit={handleSubmit} className={styles.form} aria-label="Post a job">
          <Text as="p" size="2" className={cx(styles.hint, styles.full)}>
            Fields marked <span aria-hidden="true">*</span>
            <span className={shared.visuallyHidden}>with a star</span> are required.
          </Text>

          <div className={cx(styles.field, styles.full)}>
            {label('title', 'Job Title')}
            <TextField.Root
              {...fieldProps('title')}
              ref={bind('title')}
              required
              size="3"
              placeholder="e.g. Booking calendar for a yoga studio"
              value={form.title}
              onChange={(e) => update('title', e.target.value)}
            />
            {message('title')}
          </div>

          <div className={styles.field}>
            {label('category', 'Category')}
            <Select.Root
              size="3"
              required
              value={form.category || undefined}
              onValueChange={(value) => update('category', value as JobForm['category'])}
            >
              <Select.Trigger
                {...fieldProps('category')}
                ref={bind('category')}
                placeholder="Choose a category"
                className={styles.trigger}
              />
              <Select.Content position="popper">
                {categories.map((value) => (
                  <Select.Item key={value} value={value}>
                    {categoryLabels[value]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
            {message('category')}
          </div>

          <div className={styles.field}>
            {label('experienceLevel', 'Experience Level')}
            <Select.Root
              size="3"
              required
              value={form.experienceLevel || undefined}
              onValueChange={(value) =>
                update('experienceLevel', value as JobForm['experienceLevel'])
              }
            >
              <Select.Trigger
                {...fieldProps('experienceLevel')}
                ref={bind('experienceLevel')}
                placeholder="Choose a level"
                className={styles.trigger}
              />
              <Select.Content position="popper">
                {experienceLevels.map((value) => (
                  <Select.Item key={value} value={value}>
                    {experienceLabels[value]}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
            {message('experienceLevel')}
          </div>

          <div className={cx(styles.field, styles.full)}>
            {label('description', 'Job Description')}
            <TextArea
              {...fieldProps('description')}
              ref={bind('description')}
              required
              size="3"
              rows={6}
              resize="vertical"
              placeholder="What needs doing, what you already have, and what done looks like."
              value={form.description}
              onChange={(e) => update('description', e.target.value)}
            />
            {message('description')}
          </div>

          <div className={styles.field}>
            {label('budget', 'Budget')}
            <TextField.Root
              {...fieldProps('budget')}
              ref={bind('budget')}
              required
              size="3"
              placeholder="e.g. $2,000 - $4,000"
              value={form.budget}
              onChange={(e) => update('budget', e.target.value)}
            >
              <TextField.Slot>
                <Icon name="dollar" />
              </TextField.Slot>
            </TextField.Root>
            {message('budget')}
          </div>

          <div className={styles.field}>
            {label('timeline', 'Timeline')}
            <Select.Root
              size="3"
              required
              value={form.timeline || undefined}
              onValueChange={(value) => update('timeline', value as JobForm['timeline'])}
            >
              <Select.Trigger
                {...fieldProps('timeline')}
                ref={bind('timeline')}
                placeholder="Choose a timeline"
                className={styles.trigger}
              />
              <Select.Content position="popper">
                {timelines.map((value) => (
                  <Select.Item key={value} value={value}>
                    {value}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
            {message('timeline')}
          </div>

          <div className={cx(styles.field, styles.full)}>
            {label('location', 'Location', false)}
            <TextField.Root
              id={id('location')}
              size="3"
              value={form.location}
              onChange={(e) => update('location', e.target.value)}
            >
              <TextField.Slot>
                <Icon name="mapPin" />
              </TextField.Slot>
            </TextField.Root>
          </div>

          <SkillsField
            className={styles.full}
            skills={form.skills}
            onSkillsChange={(skills) => update('skills', skills)}
            disabled={isBusy}
          />

          <div className={styles.actions}>
            {isBusy ? (
              <Button type="button" size="3" variant="soft" color="gray" disabled>
                Cancel
              </Button>
            ) : (
              <Button asChild size="3" variant="soft" color="gray">
                <Link href={cancelHref}>Cancel</Link>
              </Button>
            )}
            <Button type="submit" size="3" disabled={isBusy} aria-disabled={isBusy || undefined}>
              {isBusy ? 'Posting...' : 'Post Job'}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
