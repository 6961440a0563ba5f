import { formatMonthYear, type PortfolioItem, type Profile, type Review } from '@brand/ui';
import { useCallback } from 'react';
import { useSessionUser } from '../session/SessionProvider';
import { getDb } from './client';
import type { Db, PortfolioItemRow, ProfileCard, ReviewRow } from './db';
import { readOwn } from './profiles';
import { useLoad } from './useLoad';

/*
 * A profile page's data: anyone's card as the database lets the caller see it
 * (`profile_cards`, privacy applied there), with portfolio and reviews, mapped to
 * `@brand/ui`'s `Profile` here and nowhere else. Apart from ./profiles, which every signed-in
 * route loads with the shell.
 */

/** '$85/hr', '$42.50/hr', or '' when not set or hidden. */
export function formatHourlyRate(rate: number | null): string {
  if (rate === null) return '';
  const value = Number(rate);
  return `$${Number.isInteger(value) ? value : value.toFixed(2)}/hr`;
}

/** Rows → the screen's `Profile`. */
export function toProfile(
  card: ProfileCard,
  portfolio: PortfolioItemRow[],
  reviews: Array<ReviewRow & { reviewerName: string; reviewerVisible?: boolean }>,
): Profile {
  return {
    id: card.id,
    name: card.display_name,
    title: card.title ?? '',
    location: card.location ?? '',
    avatar: card.avatar_initials ?? '',
    rating: Number(card.rating ?? 0),
    reviewCount: card.reviews_count ?? 0,
    completedJobs: card.completed_jobs ?? 0,
    memberSince: formatMonthYear(card.member_since),
    hourlyRate: formatHourlyRate(card.hourly_rate),
    responseTime: card.response_time ?? '',
    bio: card.bio ?? '',
    skills: card.skills,
    portfolio: portfolio.map((item): PortfolioItem => ({
      id: item.id,
      title: item.title,
      description: item.description,
      image: item.image ?? '',
      tags: item.tags,
    })),
    reviews: reviews.map((review): Review => ({
      id: review.id,
      client: review.reviewerName,
      ...(review.reviewerVisible ? { authorId: review.reviewer_id } : {}),
      rating: review.rating,
      comment: review.comment,
      project: review.project ?? '',
      date: formatMonthYear(review.created_at),
    })),
  };
}

/** Whether `id` can be a user id at all (anything else is a 404 without asking). */
const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/**
 * A person's profile as the caller may see it, with portfolio and reviews; null when there is
 * no such person or the caller may not see them (the database decides).
 */
export async function fetchProfile(db: Db, id: string): Promise<Profile | null> {
  if (!isUuid(id)) return null;
  const [cardResult, portfolioResult, reviewsResult] = await Promise.all([
    db.from('profile_cards').select('*').eq('id', id).maybeSingle(),
    db.from('portfolio_items').select('*').eq('owner_id', id).order('position'),
    // Each reviewer's name comes embedded (profile_cards: null when withheld from the caller).
    db
      .from('reviews')
      .select('*, reviewer:profile_cards!reviews_reviewer_id_fkey(display_name)')
      .eq('reviewee_id', id)
      .order('created_at', { ascending: false }),
  ]);
  if (cardResult.error) throw cardResult.error;
  if (portfolioResult.error) throw portfolioResult.error;
  if (reviewsResult.error) throw reviewsResult.error;
  if (!cardResult.data) return null;

  const reviews = reviewsResult.data.map(({ reviewer, ...r }) => ({
    ...r,
    // A reviewer whose profile the caller may not see stays anonymous.
    reviewerName: reviewer?.display_name ?? 'A client',
    reviewerVisible: reviewer !== null,
  }));
  return toProfile(cardResult.data, portfolioResult.data, reviews);
}

/**
 * A profile for a route: the signed-in person's own when `userId` is undefined, else that
 * person's. `status` 'ready' with `data` null means not found (or not visible).
 */
export function useProfile(userId: string | undefined) {
  const user = useSessionUser();
  const id = userId ?? user?.id;
  const own = id !== undefined && id === user?.id;
  const email = user?.email;
  const load = useCallback(async () => {
    const db = await getDb();
    // Read first: only a brand-new account's own profile has no row yet.
    return own ? readOwn(id, email, () => fetchProfile(db, id)) : fetchProfile(db, id!);
  }, [id, own, email]);
  return { ...useLoad(id ?? null, load), own };
}
