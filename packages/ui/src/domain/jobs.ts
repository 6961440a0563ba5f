import { categories, categoryLabels } from './constants';
import type { Category, Job, JobClient, JobDetail, JobForm } from './types';

/* Pure rules of the jobs list (search, category filter, count line) and the post-job form. */

/** The jobs list's category filter: one category, or all of them. */
export type CategoryFilter = Category | 'all';

/** The category filter's options: 'All Categories', then each category in `categories` order. */
export const categoryFilterOptions: ReadonlyArray<{ value: CategoryFilter; label: string }> = [
  { value: 'all', label: 'All Categories' },
  ...categories.map((value) => ({ value, label: categoryLabels[value] })),
];

/** Narrows free text (e.g. a select's value) to a category filter; anything unknown is 'all'. */
export function toCategoryFilter(value: string): CategoryFilter {
  return (categories as readonly string[]).includes(value) ? (value as Category) : 'all';
}

/**
 * The jobs that match a search query and a category. The query is trimmed and
 * compared case-insensitively against the title, the description and every tag;
 * a blank query matches every job. Order is kept.
 */
export function filterJobs<T extends Job>(
  jobs: readonly T[],
  query: string,
  category: CategoryFilter,
): T[] {
  const needle = query.trim().toLowerCase();
  return jobs.filter((job) => {
    if (category !== 'all' && job.category !== category) return false;
    if (needle === '') return true;
    return (
      job.title.toLowerCase().includes(needle) ||
      job.description.toLowerCase().includes(needle) ||
      job.tags.some((tag) => tag.toLowerCase().includes(needle))
    );
  });
}

/**
 * The count line under the jobs filters: '{n} job(s) found', where '(s)' stands
 * for real singular/plural, so the screen says
 * '1 job found' and '0 jobs found' / '12 jobs found'.
 */
export function jobCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'job' : 'jobs'} found`;
}

export type AddSkillResult =
  | { ok: true; skills: string[]; added: string }
  | { ok: false; skills: string[]; reason: 'blank' | 'duplicate' };

/**
 * Adds a skill chip: the input is trimmed, and refused when blank or already in
 * the list (compared case-insensitively). On refusal the list is returned unchanged.
 */
export function addSkill(skills: readonly string[], input: string): AddSkillResult {
  const skill = input.trim();
  if (skill === '') return { ok: false, skills: [...skills], reason: 'blank' };
  const lower = skill.toLowerCase();
  if (skills.some((existing) => existing.trim().toLowerCase() === lower)) {
    return { ok: false, skills: [...skills], reason: 'duplicate' };
  }
  return { ok: true, skills: [...skills, skill], added: skill };
}

/** The message shown when a skill is refused. */
export function addSkillRefusal(reason: 'blank' | 'duplicate', input: string): string {
  return reason === 'blank'
    ? 'Type a skill before adding it.'
    : `${input.trim()} is already in the list.`;
}

/** Removes one skill chip (exact match). */
export function removeSkill(skills: readonly string[], skill: string): string[] {
  return skills.filter((s) => s !== skill);
}

/** A blank post-job form; the location defaults to 'Remote'. */
export const emptyJobForm: JobForm = {
  title: '',
  description: '',
  category: '',
  budget: '',
  timeline: '',
  experienceLevel: '',
  location: 'Remote',
  skills: [],
};

/** The required fields of the post-job form, in the order the form shows them. */
export const requiredJobFields = [
  'title',
  'category',
  'description',
  'budget',
  'timeline',
  'experienceLevel',
] as const;

export type RequiredJobField = (typeof requiredJobFields)[number];
export type JobFormErrors = Partial<Record<RequiredJobField, string>>;

const requiredMessages: Record<RequiredJobField, string> = {
  title: 'Enter a job title.',
  category: 'Choose a category.',
  description: 'Describe the job.',
  budget: 'Enter a budget, for example $2,000 - $4,000.',
  timeline: 'Choose a timeline.',
  experienceLevel: 'Choose an experience level.',
};

/**
 * Validates the post-job form: Job Title, Category, Job
 * Description, Budget, Timeline and Experience Level are required; text counts
 * only when it is non-blank after trimming. Skills are optional. Returns one
 * message per invalid field; an empty object means the form can be posted.
 */
export function validateJobForm(form: JobForm): JobFormErrors {
  const errors: JobFormErrors = {};
  for (const field of requiredJobFields) {
    if (form[field].trim() === '') errors[field] = requiredMessages[field];
  }
  return errors;
}

/** The first invalid field in form order, to move focus to. */
export function firstInvalidJobField(errors: JobFormErrors): RequiredJobField | undefined {
  return requiredJobFields.find((field) => errors[field] !== undefined);
}

/**
 * Turns a valid form into a job the list and detail screens can show, e.g. the
 * app's freshly posted job. Text is trimmed; the skills double as tags.
 */
export function jobFromForm(
  form: JobForm,
  options: { id: string; client: JobClient; postedAt?: string },
): JobDetail {
  if (form.category === '' || form.timeline === '' || form.experienceLevel === '') {
    throw new Error('jobFromForm needs a valid form: check validateJobForm first.');
  }
  return {
    id: options.id,
    title: form.title.trim(),
    description: form.description.trim(),
    budget: form.budget.trim(),
    category: form.category,
    location: form.location.trim() || 'Remote',
    postedAt: options.postedAt ?? 'Just now',
    applicants: 0,
    tags: [...form.skills],
    urgent: false,
    client: options.client,
    skills: [...form.skills],
    timeline: form.timeline,
    experienceLevel: form.experienceLevel,
  };
}
