/*
 * profile.html's own inline script, compiled on its own into one small function
 * (vite.page.config.ts) and written into the page's head by scripts/prerender.mjs.
 *
 * A Profile's largest text is data: the person's bio. A reload used to wait for the app
 * (supabase-js among it) to ask for it: LCP ~4.4 s on Lighthouse's slow phone. This script
 * asks for the same three reads the app makes (the card, the portfolio, the reviews:
 * ../data/profilePage) while the page parses, with the stored session's token (RLS and the
 * card's privacy answer for that account), and draws the screen, one's own or someone else's,
 * from a <template> of the real one rendered at build time (./entry-server.tsx) if the answer
 * is in before the app starts drawing. The app takes the same answer (`takeEarly`,
 * ../data/early) and draws the same screen over it.
 *
 * What a person left empty is left out as the header leaves it out, or replaced by what the
 * screen says instead (rendered at build time too). No such person (or one the database does
 * not show), a brand-new account's own, no session, or a refused or failed request leave the
 * page to the app.
 */
import {
  isUuid,
  profileKey,
  reviewColumns,
  toProfile,
  type ProfileAnswer,
} from '../data/profileRows';
import type { PortfolioItemRow, ProfileCard } from '../data/db';
import { readStoredSession } from '../session/storage';
import { askRest, drawingPlace, fill, rowsOf, startEarly, textWith } from './pageDraw';

/** One's own profile, or someone else's: its template, and what it draws for an empty part. */
export interface ProfileVariant {
  /** The id of the <template> holding the screen drawn for a profile of marker values. */
  template: string;
  /** In place of an empty bio ('' leaves it out) and of an empty portfolio, as markup. */
  parts: { bioHint: string; noPortfolio: string };
}

/** What the build knows and the script needs (scripts/prerender.mjs writes it in). */
export interface ProfilePageConfig {
  own: ProfileVariant;
  other: ProfileVariant;
  /** The private-use characters standing for each value in the template. */
  markers: {
    name: string;
    title: string;
    location: string;
    memberSince: string;
    avatar: string;
    bio: string;
    hourlyRate: string;
    responseTime: string;
    completedJobs: string;
    reviews: string;
    itemTitle: string;
    itemDescription: string;
    itemImage: string;
    itemTag: string;
  };
  /** What the header says in place of the stars before any review, as markup. */
  noRating: string;
  /** A filled star's class, and an empty one's. */
  star: { filled: string; empty: string };
  /** The stars' label with a marker for the rating ('Rated … out of 5'). */
  ratingLabel: { text: string; marker: string };
  /** 'Member since …': each month's name as the screen writes it, January first. */
  months: string[];
  /** The initials' class for none, 1, 2, and 3 or more of them (Radix sizes them by it). */
  initials: string[];
  /** The completed jobs for 1, as the screen words them. */
  completedOne: string;
}

/** A piece of markup made into an element. */
function part(html: string) {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return holder.content.firstElementChild;
}

/** As the screen tells a part left empty: blank text is empty. */
const filled = (text: string) => text.trim() !== '';

/** The screen drawn into the painted page in place of its loading state. */
function draw(answer: ProfileAnswer, config: ProfilePageConfig, variant: ProfileVariant) {
  const { months } = config;
  const monthYear = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? ''
      : `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  };
  const profile = toProfile(answer, monthYear);
  const place = profile && drawingPlace(variant.template);
  if (!profile || !place) return false;
  const { screen } = place;
  const { markers: m } = config;
  const holder = (marker: string) => textWith(screen, marker)?.parentElement;
  const replace = (
    element: Element | null | undefined,
    html: string,
    values: Record<string, string> = {},
  ) => {
    const replacement = html === '' ? undefined : part(html);
    if (!element || (html !== '' && !replacement))
      throw new Error('The profile template has changed.');
    if (replacement) {
      fill(replacement, values);
      element.replaceWith(replacement);
    } else element.remove();
  };

  // The header: what is empty is left out (the About list and the facts too when all is).
  if (!filled(profile.title)) holder(m.title)?.remove();
  const about = holder(m.location)?.closest('ul');
  if (!filled(profile.location)) holder(m.location)?.closest('li')?.remove();
  if (!filled(profile.memberSince)) holder(m.memberSince)?.closest('li')?.remove();
  if (about && !about.querySelector('li')) about.remove();
  if (!filled(profile.bio)) replace(holder(m.bio), variant.parts.bioHint);
  const facts = holder(m.hourlyRate)?.closest('dl');
  if (!filled(profile.hourlyRate)) holder(m.hourlyRate)?.closest('dl > div')?.remove();
  if (!filled(profile.responseTime)) holder(m.responseTime)?.closest('dl > div')?.remove();
  if (facts && !facts.querySelector('div')) facts.remove();
  const stars = screen.querySelector('[data-slot="star-rating"]');
  if (profile.reviewCount === 0) replace(stars, config.noRating);
  else if (stars) {
    const rating = Math.min(5, Math.max(0, profile.rating));
    const { text, marker } = config.ratingLabel;
    const shown = Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
    stars.setAttribute('aria-label', text.replace(marker, shown));
    stars.querySelectorAll('svg').forEach((star, i) => {
      star.setAttribute('class', i < Math.round(rating) ? config.star.filled : config.star.empty);
    });
    const value = stars.lastElementChild;
    if (value) value.textContent = rating.toFixed(1);
  }
  const initials = holder(m.avatar);
  initials?.setAttribute(
    'class',
    config.initials[Math.min(profile.avatar.length, config.initials.length - 1)] ?? '',
  );
  if (profile.completedJobs === 1) {
    const completed = textWith(screen, m.completedJobs);
    if (completed) completed.nodeValue = config.completedOne;
  }

  // The header's values, before the portfolio's (their text is not read for markers again).
  fill(screen, {
    [m.name]: profile.name,
    [m.title]: profile.title,
    [m.location]: profile.location,
    [m.memberSince]: profile.memberSince,
    [m.avatar]: profile.avatar,
    [m.bio]: profile.bio,
    [m.hourlyRate]: profile.hourlyRate,
    [m.responseTime]: profile.responseTime,
    [m.completedJobs]: String(profile.completedJobs),
    [m.reviews]: String(profile.reviews.length),
  });
  // The portfolio: a card for each project, or what the screen says when there is none.
  const list = holder(m.itemTitle)?.closest('ul:not([aria-label="Tags"])');
  const item = list?.firstElementChild;
  const tag = item && textWith(item, m.itemTag)?.parentElement?.closest('li');
  if (!list || !item || !tag) return false;
  // Someone else's says their name.
  if (profile.portfolio.length === 0)
    replace(list, variant.parts.noPortfolio, { [m.name]: profile.name });
  else {
    item.remove();
    tag.remove();
    for (const project of profile.portfolio) {
      const card = item.cloneNode(true) as Element;
      // React writes no empty src.
      if (project.image === '') card.querySelector('img')?.removeAttribute('src');
      fill(card, {
        [m.itemTitle]: project.title,
        [m.itemDescription]: project.description,
        [m.itemImage]: project.image,
      });
      const tags = card.querySelector('ul[aria-label="Tags"]');
      for (const value of project.tags) {
        const each = tag.cloneNode(true) as Element;
        fill(each, { [m.itemTag]: value });
        tags?.append(each);
      }
      list.append(card);
    }
  }

  place.loading.replaceWith(screen);
  return true;
}

/**
 * At /profile, asks for the stored session's own profile; at /profile/<id>, for that person's
 * as the database lets the session's account see it. Draws it.
 */
export function startProfilePage(config: ProfilePageConfig) {
  const path = /^\/profile(?:\/([^/]+))?\/?$/.exec(location.pathname);
  const session = readStoredSession();
  if (!path || !session) return;
  let id = session.user.id;
  try {
    id = path[1] === undefined ? id : decodeURIComponent(path[1]);
  } catch {
    return; // not an address the app reads either: it says so
  }
  // Anything else is no one: the app says so without asking.
  if (!isUuid(id)) return;
  const variant = id === session.user.id ? config.own : config.other;
  // The three reads the app's fetchProfile makes through supabase-js.
  const answer = Promise.all([
    rowsOf<ProfileCard>(askRest(session, 'profile_cards', { select: '*', id: `eq.${id}` })),
    rowsOf<PortfolioItemRow>(
      askRest(session, 'portfolio_items', {
        select: '*',
        owner_id: `eq.${id}`,
        order: 'position.asc',
      }),
    ),
    rowsOf<ProfileAnswer['reviews'][number]>(
      askRest(session, 'reviews', {
        select: reviewColumns,
        reviewee_id: `eq.${id}`,
        order: 'created_at.desc',
      }),
    ),
  ]).then(([cards, portfolio, reviews]): ProfileAnswer => ({
    card: cards[0] ?? null,
    portfolio,
    reviews,
  }));
  startEarly(profileKey(session.user.id, id), answer, 'profile-screen', (arrived) =>
    draw(arrived, config, variant),
  );
}
