import { formatNumber } from './format';
import type { ProfileSettings } from './types';

/*
 * What a person may write on their profile and portfolio: the database's limits
 * (supabase/README.md, "Limits"), the words shown when a value breaks one, and which field
 * each of the database's refusals concerns (its constraint name comes back as `details`).
 */

/** The profile's limits, in characters (the hourly rate in dollars). */
export const profileLimits = {
  name: 80,
  title: 120,
  location: 100,
  bio: 2000,
  rateMax: 10_000,
  skills: 20,
  skill: 50,
} as const;

/** A portfolio item's limits, in characters; `items` is the most a person may have. */
export const portfolioLimits = {
  title: 120,
  description: 1000,
  link: 2000,
  items: 50,
} as const;

/** The profile fields a message can belong to. */
export type ProfileField =
  'name' | 'title' | 'location' | 'bio' | 'hourlyRate' | 'skills' | 'avatar';

/** The portfolio item fields a message can belong to. */
export type PortfolioField = 'title' | 'description' | 'link' | 'image';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The input of the portfolio item form. */
export interface PortfolioDraft {
  title: string;
  description: string;
  link: string;
}

/** Text as the database sees it: something other than spaces (no-break and zero-width too). */
export const hasText = (value: string) => /[^\s\u200B-\u200D\u2060\uFEFF]/.test(value);

const count = formatNumber;

function textError(
  label: string,
  value: string,
  limit: number,
  required: boolean,
): string | undefined {
  if (!hasText(value)) {
    if (required) return `${label} cannot be empty.`;
    return value === ''
      ? undefined
      : `${label} cannot be only spaces. Clear it or write some text.`;
  }
  if (value.length > limit)
    return `${label} can be at most ${count(limit)} characters (this one has ${count(value.length)}).`;
  return undefined;
}

/** The hourly rate as typed: empty (not set) or a number of dollars from 0 to 10,000. */
export function hourlyRateError(typed: string): string | undefined {
  const value = typed.trim();
  if (value === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(value))
    return 'Hourly rate must be a number of dollars, like 85 or 42.50.';
  if (Number(value) > profileLimits.rateMax) return 'Hourly rate must be between $0 and $10,000.';
  return undefined;
}

/** Why the skills list is refused, or undefined. */
export function skillsError(skills: readonly string[]): string | undefined {
  if (skills.length > profileLimits.skills)
    return `List at most ${profileLimits.skills} skills (this list has ${skills.length}).`;
  const long = skills.find((skill) => skill.length > profileLimits.skill);
  if (long)
    return `Each skill can be at most ${profileLimits.skill} characters ("${long}" is longer).`;
  const seen = new Set<string>();
  for (const skill of skills) {
    const key = skill.toLowerCase();
    if (seen.has(key)) return `"${skill}" is listed twice.`;
    seen.add(key);
  }
  return undefined;
}

/** Every field of the profile form that breaks a limit, with the words to show beside it. */
export function validateProfile(value: ProfileSettings): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {
    name: textError('Display name', value.name, profileLimits.name, true),
    title: textError('Title', value.title ?? '', profileLimits.title, false),
    location: textError('Location', value.location, profileLimits.location, false),
    bio: textError('Bio', value.bio, profileLimits.bio, false),
    hourlyRate: hourlyRateError(value.hourlyRate),
    skills: skillsError(value.skills ?? []),
  };
  return dropEmpty(errors);
}

/** A link as the database takes it: http(s), a host, URL characters only, ≤ 2,000. */
export function portfolioLinkError(typed: string): string | undefined {
  const value = typed.trim();
  if (value === '') return undefined;
  if (value.length > portfolioLimits.link)
    return `Link can be at most ${count(portfolioLimits.link)} characters (this one has ${count(value.length)}).`;
  const control = [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
  if (control || !/^https?:\/\/[^\s/\\"'<>]+[^\s\\"'<>]*$/i.test(value))
    return 'Link must be a web address starting with https:// or http://, like https://example.com/work.';
  return undefined;
}

/** Every field of the portfolio item form that breaks a limit. */
export function validatePortfolioItem(value: PortfolioDraft): FieldErrors<PortfolioField> {
  return dropEmpty({
    title: textError('Title', value.title, portfolioLimits.title, true),
    description: textError('Description', value.description, portfolioLimits.description, true),
    link: portfolioLinkError(value.link),
  });
}

function dropEmpty<Field extends string>(errors: FieldErrors<Field>): FieldErrors<Field> {
  const out: FieldErrors<Field> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message) out[field] = message;
  }
  return out;
}

/** The database's constraint names (a refusal's `details`) and the profile field each concerns. */
export const profileConstraintFields: Readonly<Record<string, ProfileField>> = {
  profiles_display_name_check: 'name',
  profiles_title_check: 'title',
  profiles_location_check: 'location',
  profiles_hourly_rate_check: 'hourlyRate',
  profiles_bio_check: 'bio',
  profiles_skills_check: 'skills',
  profiles_avatar_path_check: 'avatar',
};

/** The same for portfolio items. */
export const portfolioConstraintFields: Readonly<Record<string, PortfolioField>> = {
  portfolio_items_title_check: 'title',
  portfolio_items_description_check: 'description',
  portfolio_items_link_check: 'link',
  portfolio_items_image_path_check: 'image',
  portfolio_items_image_check: 'image',
};

// Its own module, so a page that shows a profile loads none of the form's rules.
export { formatResponseTime } from './responseTime';

/**
 * A refusal that belongs to one field: what an app's save rejects with, so the form shows the
 * words beside that field instead of a general failure.
 */
export class FieldRefusal<Field extends string = string> extends Error {
  readonly field: Field | undefined;
  constructor(message: string, field?: Field) {
    super(message);
    this.name = 'FieldRefusal';
    this.field = field;
  }
}
