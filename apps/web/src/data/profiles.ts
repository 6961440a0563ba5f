import { greetingName, type PortfolioItem, type Profile, type Review } from '@brand/ui';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useSessionUser } from '../session/SessionProvider';
import { getDb } from './client';
import type { Db, PortfolioItemRow, ProfileCard, ReviewRow } from './db';
import { useLoad } from './useLoad';

/*
 * Profiles: the signed-in person's own row (`profiles`, created on first sign-in) and anyone's
 * card as the database lets the caller see it (`profile_cards`, privacy applied there), mapped
 * to `@brand/ui`'s `Profile` here and nowhere else.
 */

/** The longest display name the database takes (profiles_display_name_check). */
const displayNameLimit = 80;

/** The display name a new account starts with: the email's local part (or 'User'). */
export function initialDisplayName(email: string | undefined): string {
  return greetingName(email).slice(0, displayNameLimit);
}

const ensured = new Map<string, Promise<void>>();

/**
 * Creates the signed-in person's profile row if there is none (first sign-in), and leaves an
 * existing one as it is. Once per user id and page load; a failure is forgotten so the next
 * call tries again. Await it before writing anything that references the profile.
 */
export function ensureOwnProfile(userId: string, email: string | undefined): Promise<void> {
  let done = ensured.get(userId);
  if (!done) {
    done = (async () => {
      const db = await getDb();
      const { error } = await db
        .from('profiles')
        .upsert(
          { id: userId, display_name: initialDisplayName(email) },
          { onConflict: 'id', ignoreDuplicates: true },
        );
      if (error && error.code !== '23505') throw error;
    })();
    done.catch(() => ensured.delete(userId));
    ensured.set(userId, done);
  }
  return done;
}

/**
 * Reads something of the signed-in person's own that needs their profile row, reading first:
 * the row exists on every load but a brand-new account's first, and a read is one request
 * where creating the row first would be two in a row (and a write on every load). Only when
 * `read` finds nothing is the row created and `read` run again.
 */
export async function readOwn<T>(
  userId: string,
  email: string | undefined,
  read: () => Promise<T | null>,
): Promise<T | null> {
  const found = await read();
  if (found) {
    ensured.set(userId, Promise.resolve());
    return found;
  }
  await ensureOwnProfile(userId, email);
  return read();
}

const monthYear = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

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
    memberSince: monthYear(card.member_since),
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
      date: monthYear(review.created_at),
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

/*
 * The signed-in person's display name for the shell: loaded once their profile row exists,
 * and replaced when they save the Profile settings tab (`announceOwnName`).
 */
let ownName: { userId: string; name: string } | undefined;
const nameListeners = new Set<() => void>();

export function announceOwnName(userId: string, name: string): void {
  ownName = { userId, name };
  nameListeners.forEach((listener) => listener());
}

function subscribeName(listener: () => void) {
  nameListeners.add(listener);
  return () => nameListeners.delete(listener);
}

/** The person's display name (undefined until loaded; the shell then shows the email). */
export function useOwnDisplayName(userId: string | undefined, email: string | undefined) {
  useEffect(() => {
    if (!userId || ownName?.userId === userId) return;
    let current = true;
    (async () => {
      const db = await getDb();
      const data = await readOwn(userId, email, async () => {
        const { data: row, error } = await db
          .from('profiles')
          .select('display_name')
          .eq('id', userId)
          .maybeSingle();
        if (error) throw error;
        return row;
      });
      if (current && data) announceOwnName(userId, data.display_name);
    })().catch((error: unknown) => console.warn('Could not load the display name:', error));
    return () => {
      current = false;
    };
  }, [userId, email]);
  const snapshot = useSyncExternalStore(
    subscribeName,
    () => ownName,
    () => undefined,
  );
  return snapshot && snapshot.userId === userId ? snapshot.name : undefined;
}
