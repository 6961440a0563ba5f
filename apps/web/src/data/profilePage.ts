import { formatMonthYear, type Profile } from '@brand/ui';
import { useCallback } from 'react';
import { useSessionUser } from '../session/SessionProvider';
import { getDb } from './client';
import type { Db } from './db';
import { isUuid, reviewColumns, toProfile, type ProfileAnswer } from './profileRows';
import { useLoad } from './useLoad';

/*
 * A profile page's data: anyone's card as the database lets the caller see it
 * (`profile_cards`, privacy applied there), with portfolio and reviews, mapped to
 * `@brand/ui`'s `Profile` here and nowhere else. Apart from ./profiles, which every signed-in
 * route loads with the shell.
 */

/** A profile page's reads as the screen's `Profile`. */
const asProfile = (answer: ProfileAnswer) => toProfile(answer, formatMonthYear);

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
      .select(reviewColumns)
      .eq('reviewee_id', id)
      .order('created_at', { ascending: false }),
  ]);
  if (cardResult.error) throw cardResult.error;
  // A deleted account's tombstone: the page says 'Deleted user' (profile_access), nothing else.
  if (cardResult.data?.deleted) return null;
  if (portfolioResult.error) throw portfolioResult.error;
  if (reviewsResult.error) throw reviewsResult.error;
  return asProfile({
    card: cardResult.data,
    portfolio: portfolioResult.data,
    reviews: reviewsResult.data,
  });
}

/**
 * A profile screen's data: `userId`'s profile, or the signed-in person's own without one.
 * `initial` is what the route's loader read on the server (drawn at once, not asked again).
 */
export function useProfile(userId: string | undefined, initial?: Profile | null) {
  const user = useSessionUser();
  const viewer = user?.id;
  const id = userId ?? viewer;
  const own = id !== undefined && id === viewer;
  const load = useCallback(async () => {
    const db = await getDb();
    return fetchProfile(db, id!);
  }, [id]);
  return { ...useLoad(id ?? null, load, () => initial), own };
}
