/**
 * The marketplace seed as data: what `@brand/ui/sample-data` shows, turned into the rows of the
 * schema in supabase/migrations. Pure (no I/O); supabase/seed/generate.ts writes it as
 * supabase/seed.sql. (Moved here from apps/local-auth/src/seed/plan.ts, which it replaces; that app is now
 * apps/local-supabase.)
 *
 *   people         the demo account as the sample's signed-in user (Maya Okafor), the other
 *                  freelancers of `sampleProfiles`, and one client per distinct client of the
 *                  sample jobs (or of a review or conversation that names one)
 *   profiles       every person; "member since" becomes created_at
 *   user_settings  the demo account's from `sampleSettings`; the others' defaults, with their
 *                  sign-in address as the display email (hidden: show_email is off)
 *   portfolio      the freelancers' portfolio items, in order
 *   reviews        the freelancers' reviews, written by the client each one names, each about
 *                  finished work: for every review a closed job of that client (titled by the
 *                  review's project), the freelancer's accepted proposal on it and a completed
 *                  engagement (completed 5 days before the review's date), so that ratings and
 *                  completed jobs come from engagements as the database computes them
 *   jobs           every sample job, owned by its client, posted when `postedAt` says (open),
 *                  then the closed jobs of the reviews
 *   proposals      each freelancer's proposal on the open jobs that ask for one of their
 *                  skills (cover letter written from their profile); pending. Then the accepted
 *                  proposals of the reviews' jobs
 *   engagements    one completed engagement per review
 *   conversations  the demo account's sample conversations with their messages; times from the
 *                  sample's clock times and relative labels, the last `unread` messages from
 *                  the other person unread, the rest read
 *
 * Derived figures (rating, reviews count, completed jobs, jobs posted, applicants) are computed
 * by the database from these rows, so they are not the sample's numbers: nobody can store them.
 */
import {
  sampleConversations,
  sampleJobDetails,
  sampleMessages,
  sampleOwnProfile,
  sampleProfiles,
  sampleSettings,
} from '../../packages/ui/src/sample-data/index.ts';
import type { JobDetail, Profile } from '../../packages/ui/src/domain/types.ts';

/** The sample people sign in as `<key>@sample.fairlance.dev` with this password (README). */
export const SAMPLE_PASSWORD = 'fairlance-sample';
export const SAMPLE_EMAIL_DOMAIN = 'sample.fairlance.dev';
/** The demo account: its key among the seed's people, its sign-in address and password. */
export const DEMO_KEY = 'demo';
export const DEMO_EMAIL = 'demo@fairlance.dev';
export const DEMO_PASSWORD = 'fairlance-demo';

export interface SeedPerson {
  key: string;
  /** Sign-in address. */
  email: string;
  kind: 'demo' | 'freelancer' | 'client';
  profile: {
    display_name: string;
    title: string | null;
    location: string | null;
    bio: string | null;
    hourly_rate: number | null;
    response_time: string | null;
    skills: string[];
    created_at: string;
  };
  settings: {
    email: string | null;
    email_notifications: boolean;
    push_notifications: boolean;
    job_alerts: boolean;
    message_alerts: boolean;
    marketing_emails: boolean;
    profile_visibility: 'public' | 'members' | 'private';
    show_email: boolean;
    show_location: boolean;
    show_rates: boolean;
  };
}

export interface SeedPortfolioItem {
  owner: string;
  title: string;
  description: string;
  image: string;
  tags: string[];
  position: number;
  created_at: string;
}

export interface SeedReview {
  reviewer: string;
  reviewee: string;
  /** The key of the review's job and of its engagement. */
  job: string;
  rating: number;
  comment: string;
  project: string | null;
  created_at: string;
}

export interface SeedJob {
  /** The sample job's id ('1'…), to refer to it from proposals and conversations. */
  key: string;
  owner: string;
  title: string;
  description: string;
  budget: string;
  budget_min: number | null;
  budget_max: number | null;
  category: JobDetail['category'];
  timeline: JobDetail['timeline'];
  experience_level: JobDetail['experienceLevel'];
  location: string;
  skills: string[];
  tags: string[];
  urgent: boolean;
  status: 'open' | 'closed';
  created_at: string;
}

export interface SeedProposal {
  job: string;
  freelancer: string;
  cover_letter: string;
  bid: number;
  status: 'pending' | 'accepted';
  created_at: string;
}

/** Finished work: the accepted proposal of `freelancer` on `job` became this engagement. */
export interface SeedEngagement {
  job: string;
  client: string;
  freelancer: string;
  amount: number;
  created_at: string;
  completed_at: string;
}

export interface SeedMessage {
  sender: string;
  body: string;
  created_at: string;
  read_at: string | null;
}

export interface SeedConversation {
  a: string;
  b: string;
  created_by: string;
  created_at: string;
  messages: SeedMessage[];
}

export interface SeedPlan {
  people: SeedPerson[];
  portfolio: SeedPortfolioItem[];
  reviews: SeedReview[];
  jobs: SeedJob[];
  proposals: SeedProposal[];
  engagements: SeedEngagement[];
  conversations: SeedConversation[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'March 2022' → the 15th of that month, noon UTC (a month is all the sample says). */
export function monthYear(text: string): Date {
  const m = /^([A-Za-z]+)\s+(\d{4})$/.exec(text.trim());
  const month = m ? MONTHS.indexOf(m[1]!.toLowerCase()) : -1;
  if (!m || month < 0) throw new Error(`seed: not a "Month YYYY" date: "${text}"`);
  return new Date(Date.UTC(Number(m[2]), month, 15, 12));
}

/**
 * A relative label of the sample data ('2 hours ago', '2m ago', '1h ago', 'Yesterday', 'Mon',
 * 'Last week', '3 weeks ago') as a time before `now`.
 */
export function relative(label: string, now: Date): Date {
  const t = label.trim().toLowerCase();
  const at = (ms: number) => new Date(now.getTime() - ms);
  let m = /^(\d+)\s*(m|min|minutes?|h|hours?|days?|weeks?|months?)\s+ago$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    const unit = m[2]!;
    if (unit.startsWith('mo')) return at(n * 30 * DAY);
    if (unit.startsWith('m')) return at(n * MINUTE);
    if (unit.startsWith('h')) return at(n * HOUR);
    if (unit.startsWith('d')) return at(n * DAY);
    return at(n * 7 * DAY);
  }
  if (t === 'just now') return at(0);
  if (t === 'yesterday') return at(DAY);
  // Older than any weekday label below (those reach a week back at most).
  if (t === 'last week') return at(10 * DAY);
  m = /^(sun|mon|tue|wed|thu|fri|sat)[a-z]*$/.exec(t);
  if (m) {
    // The most recent such weekday at least two days back ('Yesterday' covers one).
    const want = WEEKDAYS.indexOf(m[1]!);
    let back = (now.getUTCDay() - want + 7) % 7;
    if (back < 2) back += 7;
    return at(back * DAY);
  }
  throw new Error(`seed: unknown relative time "${label}"`);
}

/** '9:12 AM' → minutes after midnight, or null when the label is not a clock time. */
export function clock(label: string): number | null {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(label.trim());
  if (!m) return null;
  const h = (Number(m[1]) % 12) + (m[3]!.toUpperCase() === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]);
}

/** The numbers of a budget as typed: '$3,000 - $4,500' → [3000, 4500]; '$500' → [500, 500]. */
export function budgetRange(budget: string): [number, number] | [null, null] {
  const numbers = [...budget.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) =>
    Number(m[0].replace(/,/g, '')),
  );
  if (!numbers.length) return [null, null];
  const lo = numbers[0]!;
  const hi = numbers[1] ?? lo;
  return lo <= hi ? [lo, hi] : [hi, lo];
}

/** '$85/hr' or '85' → 85. */
function rate(text: string): number | null {
  const m = /\d+(?:\.\d+)?/.exec(text.replace(/,/g, ''));
  return m ? Number(m[0]) : null;
}

const iso = (d: Date) => d.toISOString();

/** A job category for a freelancer's title ('Product designer…' → design). */
function categoryOf(title: string): JobDetail['category'] {
  const t = title.toLowerCase();
  if (t.includes('design')) return 'design';
  if (t.includes('writ') || t.includes('content')) return 'writing';
  if (t.includes('market')) return 'marketing';
  if (t.includes('consult') || t.includes('strateg')) return 'consulting';
  return 'development';
}

const defaultSettings = (email: string | null): SeedPerson['settings'] => ({
  email,
  email_notifications: true,
  push_notifications: false,
  job_alerts: true,
  message_alerts: true,
  marketing_emails: false,
  profile_visibility: 'public',
  show_email: false,
  show_location: true,
  show_rates: true,
});

const sampleEmail = (key: string) => `${key}@${SAMPLE_EMAIL_DOMAIN}`;

function freelancer(p: Profile, key: string, kind: 'demo' | 'freelancer'): SeedPerson {
  const email = kind === 'demo' ? DEMO_EMAIL : sampleEmail(key);
  return {
    key,
    email,
    kind,
    profile: {
      display_name: p.name,
      title: p.title || null,
      location: p.location || null,
      bio: p.bio || null,
      hourly_rate: rate(p.hourlyRate),
      response_time: p.responseTime || null,
      skills: p.skills,
      created_at: iso(monthYear(p.memberSince)),
    },
    settings: defaultSettings(kind === 'demo' ? null : email),
  };
}

/** The seed's rows, with times relative to `now`. */
export function planMarketplace(now: Date = new Date()): SeedPlan {
  const people: SeedPerson[] = [];
  const byName = new Map<string, SeedPerson>();
  const add = (p: SeedPerson) => {
    people.push(p);
    byName.set(p.profile.display_name.toLowerCase(), p);
    return p;
  };

  // The demo account is the sample's signed-in user, with the sample's settings.
  const demo = add(freelancer(sampleOwnProfile, DEMO_KEY, 'demo'));
  const s = sampleSettings;
  demo.profile.display_name = s.profile.name || demo.profile.display_name;
  demo.profile.bio = s.profile.bio || demo.profile.bio;
  demo.profile.location = s.profile.location || demo.profile.location;
  demo.profile.hourly_rate = rate(s.profile.hourlyRate) ?? demo.profile.hourly_rate;
  demo.settings = {
    email: s.profile.email || null,
    email_notifications: s.notifications.emailNotifications,
    push_notifications: s.notifications.pushNotifications,
    job_alerts: s.notifications.jobAlerts,
    message_alerts: s.notifications.messageAlerts,
    marketing_emails: s.notifications.marketingEmails,
    profile_visibility: s.privacy.profileVisibility,
    show_email: s.privacy.showEmail,
    show_location: s.privacy.showLocation,
    show_rates: s.privacy.showRates,
  };
  for (const p of sampleProfiles) add(freelancer(p, slug(p.name), 'freelancer'));

  // Clients: first from the jobs (where the sample says when they joined), then anyone a
  // review or a conversation names who is not a person yet.
  const client = (name: string, memberSince?: string, location?: string): SeedPerson => {
    const found = byName.get(name.toLowerCase());
    if (found) return found;
    const key = slug(name);
    return add({
      key,
      email: sampleEmail(key),
      kind: 'client',
      profile: {
        display_name: name,
        title: null,
        location: location && location !== 'Remote' ? location : null,
        bio: null,
        hourly_rate: null,
        response_time: null,
        skills: [],
        created_at: iso(memberSince ? monthYear(memberSince) : new Date(now.getTime() - 90 * DAY)),
      },
      settings: defaultSettings(sampleEmail(key)),
    });
  };
  for (const j of sampleJobDetails) client(j.client.name, j.client.memberSince, j.location);

  const freelancers: [SeedPerson, Profile][] = [
    [demo, sampleOwnProfile],
    ...sampleProfiles.map((p): [SeedPerson, Profile] => [byName.get(p.name.toLowerCase())!, p]),
  ];

  const portfolio: SeedPortfolioItem[] = [];
  const reviews: SeedReview[] = [];
  const reviewed: [SeedReview, Profile][] = [];
  for (const [person, p] of freelancers) {
    p.portfolio.forEach((item, position) =>
      portfolio.push({
        owner: person.key,
        title: item.title,
        description: item.description,
        image: item.image,
        tags: item.tags,
        position,
        created_at: person.profile.created_at,
      }),
    );
    for (const r of p.reviews) {
      const review: SeedReview = {
        reviewer: client(r.client).key,
        reviewee: person.key,
        job: `done-${reviews.length}`,
        rating: r.rating,
        comment: r.comment,
        project: r.project || null,
        created_at: iso(monthYear(r.date)),
      };
      reviews.push(review);
      reviewed.push([review, p]);
    }
  }

  // The sample lists jobs newest first; jobs with the same label keep that order.
  const jobs: SeedJob[] = sampleJobDetails.map((j, index) => {
    const [min, max] = budgetRange(j.budget);
    return {
      key: j.id,
      owner: client(j.client.name).key,
      title: j.title,
      description: j.description,
      budget: j.budget,
      budget_min: min,
      budget_max: max,
      category: j.category,
      timeline: j.timeline,
      experience_level: j.experienceLevel,
      location: j.location || 'Remote',
      skills: j.skills,
      tags: j.tags,
      urgent: j.urgent,
      status: 'open',
      created_at: iso(new Date(relative(j.postedAt, now).getTime() - index * MINUTE)),
    };
  });

  // Proposals: a freelancer answers the jobs that ask for one of their skills.
  const proposals: SeedProposal[] = [];
  for (const [person, p] of freelancers) {
    const mine = new Set(p.skills.map((x) => x.toLowerCase()));
    for (const j of jobs) {
      if (j.owner === person.key) continue;
      const wanted = [...j.skills, ...j.tags].filter((x) => mine.has(x.toLowerCase()));
      const matching = [...new Map(wanted.map((x) => [x.toLowerCase(), x])).values()];
      if (!matching.length) continue;
      const owner = people.find((x) => x.key === j.owner)!;
      const posted = Date.parse(j.created_at);
      const bid =
        j.budget_min !== null && j.budget_max !== null
          ? Math.round((j.budget_min + j.budget_max) / 2 / 50) * 50
          : 0;
      proposals.push({
        job: j.key,
        freelancer: person.key,
        cover_letter:
          `Hello ${owner.profile.display_name}, I am ${p.name}, ${p.title.charAt(0).toLowerCase()}${p.title.slice(1)}. ` +
          `Your job asks for ${matching.join(', ')}: that is my everyday work. ${p.bio}\n\n` +
          `I can start this week and would send a short plan before we begin.`,
        bid,
        status: 'pending',
        created_at: iso(new Date(posted + (now.getTime() - posted) / 3)),
      });
    }
  }

  // The work behind each review: the client's closed job, the freelancer's accepted proposal
  // and a completed engagement. Amount: 40 hours at the freelancer's rate (else $2,000).
  const engagements: SeedEngagement[] = [];
  for (const [r, p] of reviewed) {
    const reviewedAt = Date.parse(r.created_at);
    const hourly = rate(p.hourlyRate);
    const amount = hourly ? Math.round((hourly * 40) / 50) * 50 : 2000;
    const title = r.project ?? `Work with ${p.name}`;
    const owner = people.find((x) => x.key === r.reviewer)!;
    jobs.push({
      key: r.job,
      owner: r.reviewer,
      title,
      description: `${title} for ${owner.profile.display_name}. ${p.name} was hired on Fairlance and the work is finished.`,
      budget: `$${amount.toLocaleString('en-US')}`,
      budget_min: amount,
      budget_max: amount,
      category: categoryOf(p.title),
      timeline: '1-2 months',
      experience_level: 'intermediate',
      location: 'Remote',
      skills: p.skills.slice(0, 3),
      tags: p.skills.slice(0, 3),
      urgent: false,
      status: 'closed',
      created_at: iso(new Date(reviewedAt - 60 * DAY)),
    });
    proposals.push({
      job: r.job,
      freelancer: r.reviewee,
      cover_letter: `Hello ${owner.profile.display_name}, I am ${p.name}. ${p.bio}`,
      bid: amount,
      status: 'accepted',
      created_at: iso(new Date(reviewedAt - 58 * DAY)),
    });
    engagements.push({
      job: r.job,
      client: r.reviewer,
      freelancer: r.reviewee,
      amount,
      created_at: iso(new Date(reviewedAt - 55 * DAY)),
      completed_at: iso(new Date(reviewedAt - 5 * DAY)),
    });
  }

  // The demo account's conversations, from the sample threads.
  const conversations: SeedConversation[] = [];
  for (const c of sampleConversations) {
    const other = client(c.name);
    const thread = sampleMessages[c.id] ?? [];
    if (!thread.length) continue;
    const lastAt = relative(c.timestamp, now).getTime();
    const lastClock = clock(thread.at(-1)!.timestamp);
    // Each message's time: a clock time is placed on the last message's day, relative to
    // the last message's clock; a relative label is read against now. Then made strictly
    // increasing (a minute apart at least) and never later than the conversation's last time.
    const times = thread.map((m, i) => {
      if (i === thread.length - 1) return lastAt;
      const minutes = clock(m.timestamp);
      if (minutes !== null && lastClock !== null) return lastAt - (lastClock - minutes) * MINUTE;
      return relative(m.timestamp, now).getTime();
    });
    for (let i = times.length - 2; i >= 0; i--)
      times[i] = Math.min(times[i]!, times[i + 1]! - MINUTE);
    const sender = (isOwn: boolean) => (isOwn ? demo.key : other.key);
    // The last `unread` messages from the other person are unread; everything else was read
    // when the next message was written (or a few minutes after, for the last ones).
    let unread = c.unread;
    const unreadIdx = new Set<number>();
    for (let i = thread.length - 1; i >= 0 && unread > 0; i--) {
      if (!thread[i]!.isOwn) {
        unreadIdx.add(i);
        unread--;
      } else break;
    }
    const messages: SeedMessage[] = thread.map((m, i) => ({
      sender: sender(m.isOwn),
      body: m.content,
      created_at: iso(new Date(times[i]!)),
      read_at: unreadIdx.has(i)
        ? null
        : iso(new Date(Math.min(times[i + 1] ?? times[i]! + 5 * MINUTE, now.getTime()))),
    }));
    conversations.push({
      a: demo.key,
      b: other.key,
      created_by: sender(thread[0]!.isOwn),
      created_at: iso(new Date(times[0]! - MINUTE)),
      messages,
    });
  }

  return { people, portfolio, reviews, jobs, proposals, engagements, conversations };
}
