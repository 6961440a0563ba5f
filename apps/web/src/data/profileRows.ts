import type { PortfolioItem, Profile, Review } from '@brand/ui';
import { formatResponseTime } from '@brand/ui';
import type { PortfolioItemRow, ProfileCard, ReviewRow } from './db';
import { rowImageUrl } from './imageUrls';

/*
 * The plain part of a profile page: its rows made into @brand/ui's `Profile`. Nothing here
 * loads anything, and nothing imports @brand/ui's code: profile.html's inline script
 * (src/app/profilePage.ts, compiled on its own) draws the person's own profile with it before
 * the app has loaded, and the app (./profilePage) with the same functions afterwards.
 */

/** A review's columns, with its reviewer's name embedded (null when withheld from the caller). */
export const reviewColumns =
  '*, reviewer:profile_cards!reviews_reviewer_id_fkey(display_name)' as const;

/** The three reads of a profile page: the card (null: not there, or not visible), portfolio, reviews. */
export interface ProfileAnswer {
  card: ProfileCard | null;
  portfolio: PortfolioItemRow[];
  reviews: Array<ReviewRow & { reviewer: Pick<ProfileCard, 'display_name'> | null }>;
}

/** Whether `id` can be a user id at all (anything else is a 404 without asking). */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** '$85/hr', '$42.50/hr', or '' when not set or hidden. */
export function formatHourlyRate(rate: number | null): string {
  if (rate === null) return '';
  const value = Number(rate);
  return `$${Number.isInteger(value) ? value : value.toFixed(2)}/hr`;
}

/**
 * The rows as the screen's `Profile` (null without a card: no such person, or not visible to
 * the caller), with `monthYear` writing a date as the screen does (@brand/ui's
 * `formatMonthYear`, passed in: its barrel would bring React into the page's script).
 */
export function toProfile(
  { card, portfolio, reviews }: ProfileAnswer,
  monthYear: (iso: string) => string,
): Profile | null {
  if (!card) return null;
  return {
    id: card.id,
    name: card.display_name,
    title: card.title ?? '',
    location: card.location ?? '',
    avatar: card.avatar_initials ?? '',
    ...(card.avatar_path
      ? { avatarUrl: rowImageUrl('avatars', card.avatar_path) || undefined }
      : {}),
    rating: Number(card.rating ?? 0),
    reviewCount: card.reviews_count ?? 0,
    completedJobs: card.completed_jobs ?? 0,
    memberSince: monthYear(card.member_since),
    hourlyRate: formatHourlyRate(card.hourly_rate),
    // Worked out by the database from the person's replies (median minutes, last 90 days).
    responseTime: formatResponseTime(card.response_minutes),
    bio: card.bio ?? '',
    skills: card.skills,
    portfolio: portfolio.map((item): PortfolioItem => ({
      id: item.id,
      title: item.title,
      description: item.description,
      // Only our storage, same-origin paths or inline pictures are ever drawn.
      image: rowImageUrl('portfolio', item.image_path, item.image),
      tags: item.tags,
      ...(item.link ? { link: item.link } : {}),
    })),
    reviews: reviews.map(({ reviewer, ...review }): Review => ({
      id: review.id,
      // A reviewer whose profile the caller may not see stays anonymous.
      client: reviewer?.display_name ?? 'A client',
      ...(reviewer ? { authorId: review.reviewer_id } : {}),
      rating: review.rating,
      comment: review.comment,
      project: review.project ?? '',
      date: monthYear(review.created_at),
    })),
  };
}
