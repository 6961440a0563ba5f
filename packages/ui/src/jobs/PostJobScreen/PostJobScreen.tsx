'use client';

import {
  Button,
  Callout,
  Card,
  Heading,
  Text,
  TextArea,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes';
import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type HTMLAttributes,
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
  validateJobForm,
  type JobFormErrors,
  type RequiredJobField,
} from '../../domain/jobs';
import { paths } from '../../domain/paths';
import { jobLimits } from '../../domain/proposals';
import { toastCopy } from '../../domain/toasts';
import type { JobForm } from '../../domain/types';
import { cx } from '../../internal/cx';
import { Field, Icon, Link, SelectField, type SelectFieldOption } from '../../primitives';
import { CharacterCount } from '../CharacterCount/CharacterCount';
import { SkillsField } from '../SkillsField/SkillsField';
import * as shared from '../../layout/screen.css';
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
  /** Starting values (the location defaults to 'Remote'), e.g. a draft the app kept. */
  defaultValues?: Partial<JobForm>;
  /** Every change to the form, with all its values (for the app to keep a draft). */
  onValuesChange?: (form: JobForm) => void;
  ref?: Ref<HTMLDivElement>;
}

type FocusTarget = { focus: () => void } | null;

type SelectJobField = 'category' | 'experienceLevel' | 'timeline';
type TextJobField = Exclude<RequiredJobField, SelectJobField>;

/** The three required choices: label, placeholder and options. */
const selects: {
  [K in SelectJobField]: {
    label: string;
    placeholder: string;
    options: readonly SelectFieldOption<Exclude<JobForm[K], ''>>[];
  };
} = {
  category: {
    label: 'Category',
    placeholder: 'Choose a category',
    options: categories.map((value) => ({ value, label: categoryLabels[value] })),
  },
  experienceLevel: {
    label: 'Experience Level',
    placeholder: 'Choose a level',
    options: experienceLevels.map((value) => ({ value, label: experienceLabels[value] })),
  },
  timeline: {
    label: 'Timeline',
    placeholder: 'Choose a timeline',
    options: timelines.map((value) => ({ value, label: value })),
  },
};

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
  cancelHref = paths.jobs,
  defaultValues,
  onValuesChange,
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
    onValuesChange?.(next);
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

  const errorText = error === true ? toastCopy.jobPostFailed : error || null;

  /** A required field: the star, `aria-required`, and its message once the form was submitted. */
  const requiredField = (field: RequiredJobField) => ({
    id: id(field),
    required: true,
    error: errors[field],
  });

  /** A required text control's value, length limit, change handler and focus target. */
  const textControl = (field: TextJobField) => ({
    ref: bind(field),
    required: true,
    size: '3' as const,
    maxLength: jobLimits[field],
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      update(field, event.target.value),
  });

  const selectField = <K extends SelectJobField>(field: K, className?: string) => (
    <SelectField
      {...requiredField(field)}
      className={className}
      {...selects[field]}
      ref={bind(field)}
      value={(form[field] || undefined) as Exclude<JobForm[K], ''> | undefined}
      onValueChange={(value) => update(field, value)}
    />
  );

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
            <VisuallyHidden>with a star</VisuallyHidden> are required.
          </Text>

          <Field {...requiredField('title')} label="Job Title" className={styles.full}>
            {(control) => (
              <TextField.Root
                {...control}
                {...textControl('title')}
                placeholder="e.g. Booking calendar for a yoga studio"
              />
            )}
          </Field>

          {/* In the order the rules name them (`requiredJobFields`): what is seen, what Tab
              reaches and what a refused submit focuses first agree. */}
          {selectField('category', styles.full)}

          <Field {...requiredField('description')} label="Job Description" className={styles.full}>
            {(control) => (
              <>
                <TextArea
                  {...control}
                  {...textControl('description')}
                  rows={6}
                  resize="vertical"
                  placeholder="What needs doing, what you already have, and what done looks like."
                />
                <CharacterCount count={form.description.length} limit={jobLimits.description} />
              </>
            )}
          </Field>

          <Field {...requiredField('budget')} label="Budget">
            {(control) => (
              <TextField.Root
                {...control}
                {...textControl('budget')}
                placeholder="e.g. $2,000 - $4,000"
              >
                <TextField.Slot>
                  <Icon name="dollar" />
                </TextField.Slot>
              </TextField.Root>
            )}
          </Field>

          {selectField('timeline')}

          {selectField('experienceLevel')}

          <Field id={id('location')} label="Location">
            {(control) => (
              <TextField.Root
                {...control}
                size="3"
                maxLength={jobLimits.location}
                value={form.location}
                onChange={(e) => update('location', e.target.value)}
              >
                <TextField.Slot>
                  <Icon name="mapPin" />
                </TextField.Slot>
              </TextField.Root>
            )}
          </Field>

          <SkillsField
            className={styles.full}
            maxSkills={jobLimits.skills}
            maxSkillLength={jobLimits.skill}
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
