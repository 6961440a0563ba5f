/**
 * The marketplace seed: a fresh local database shows a living marketplace (plan.ts says what).
 *
 * It runs once per database, at start, after the migrations and before PostgREST connects
 * (src/stack/index.ts calls it there): PGlite has one session, so SQL run in-process while
 * PostgREST is connected could land inside one of its transactions. It writes as the database's
 * superuser, the trusted path (the schema lets trusted roles set created_at; RLS does not apply),
 * everything in one transaction together with its record in
 * `supabase_migrations.seed_files` (the table the Supabase CLI records seeds in): a start killed
 * half-way leaves nothing, and the next start seeds again. Once recorded it never runs again on
 * that database, whatever the tables hold; `pnpm db:reset` starts afresh.
 *
 * The sample people get auth users first, through the auth service's own account code
 * (Accounts.seedAccounts: confirmed, password SAMPLE_PASSWORD), so their ids key the rows; an
 * account that already exists keeps its id. A database that already holds profiles without a
 * seed record (data made before the seed existed) is recorded as skipped, never mixed with.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { DEMO_KEY, SAMPLE_PASSWORD, type SeedPlan, planMarketplace } from './plan.ts';

export { SAMPLE_EMAIL_DOMAIN, SAMPLE_PASSWORD, planMarketplace } from './plan.ts';

/** The seed's row in supabase_migrations.seed_files. */
export const SEED_PATH = 'apps/local-auth/src/seed (@brand/ui/sample-data)';

export interface SeedAccounts {
  /** The demo account's email, when it exists (its rows are skipped otherwise). */
  demoEmail: string | null;
  /** Creates (or finds) confirmed accounts and returns their ids by email. */
  ensure(
    people: readonly { email: string; metadata?: Record<string, unknown> }[],
    password: string,
  ): Promise<Map<string, string>>;
  /** The id of an existing account. */
  idOf(email: string): string | undefined;
}

export interface SeedReport {
  /** 'seeded' now; 'already' seeded earlier; 'skipped' (a database with data, never seeded). */
  status: 'seeded' | 'already' | 'skipped';
  counts: Record<string, number>;
  /** When 'already': the sample data (or the plan) has changed since; a reset would re-seed. */
  stale?: boolean;
  ms: number;
}

/** The seed's fingerprint: changes when the sample data or the plan does. */
function fingerprint(plan: SeedPlan): string {
  const stable = JSON.stringify(plan, (k, v) =>
    k === 'created_at' || k === 'read_at' ? undefined : (v as unknown),
  );
  return createHash('sha256').update(stable).digest('hex');
}

async function ensureSeedTable(db: PGlite | Transaction): Promise<void> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.seed_files (
      path text not null primary key,
      hash text not null
    );`);
}

/** Seeds a fresh database (see the top of this file). Call before PostgREST connects. */
export async function seedMarketplace(
  db: PGlite,
  accounts: SeedAccounts,
  now = new Date(),
): Promise<SeedReport> {
  const t0 = performance.now();
  const done = (
    status: SeedReport['status'],
    counts: Record<string, number> = {},
    stale?: boolean,
  ): SeedReport => ({
    status,
    counts,
    ...(stale === undefined ? {} : { stale }),
    ms: Math.round(performance.now() - t0),
  });
  await ensureSeedTable(db);
  const plan = planMarketplace(now);
  const hash = fingerprint(plan);
  const recorded = await db.query<{ hash: string }>(
    'select hash from supabase_migrations.seed_files where path = $1',
    [SEED_PATH],
  );
  const previous = recorded.rows[0]?.hash;
  if (previous?.startsWith('skipped')) return done('skipped');
  if (previous !== undefined) return done('already', {}, previous !== hash);
  const existing = await db.query<{ n: number }>('select count(*)::int as n from public.profiles');
  if (existing.rows[0]!.n > 0) {
    await db.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
      SEED_PATH,
      `skipped: database not empty (${hash})`,
    ]);
    return done('skipped');
  }

  // Auth users (the auth store is another database: created first, idempotent by email).
  const ids = new Map<string, string>();
  const demoId = accounts.demoEmail ? accounts.idOf(accounts.demoEmail) : undefined;
  if (demoId) ids.set(DEMO_KEY, demoId);
  const sample = plan.people.filter((p) => p.email !== null);
  const created = await accounts.ensure(
    sample.map((p) => ({ email: p.email!, metadata: { full_name: p.profile.display_name } })),
    SAMPLE_PASSWORD,
  );
  for (const p of sample) ids.set(p.key, created.get(p.email!)!);
  const has = (...keys: string[]) => keys.every((k) => ids.has(k));
  const id = (key: string) => ids.get(key)!;

  const counts: Record<string, number> = {
    accounts: sample.length,
    profiles: 0,
    user_settings: 0,
    portfolio_items: 0,
    reviews: 0,
    jobs: 0,
    proposals: 0,
    conversations: 0,
    messages: 0,
  };
  await db.transaction(async (tx) => {
    for (const p of plan.people) {
      if (!has(p.key)) continue;
      const f = p.profile;
      await tx.query(
        `insert into public.profiles
           (id, display_name, title, location, bio, hourly_rate, response_time, skills, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $9)`,
        [
          id(p.key),
          f.display_name,
          f.title,
          f.location,
          f.bio,
          f.hourly_rate,
          f.response_time,
          f.skills,
          f.created_at,
        ],
      );
      const s = p.settings;
      await tx.query(
        `insert into public.user_settings
           (user_id, email, email_notifications, push_notifications, job_alerts, message_alerts,
            marketing_emails, profile_visibility, show_email, show_location, show_rates,
            created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::public.profile_visibility, $9, $10, $11, $12, $12)`,
        [
          id(p.key),
          s.email,
          s.email_notifications,
          s.push_notifications,
          s.job_alerts,
          s.message_alerts,
          s.marketing_emails,
          s.profile_visibility,
          s.show_email,
          s.show_location,
          s.show_rates,
          f.created_at,
        ],
      );
      counts.profiles!++;
      counts.user_settings!++;
    }
    for (const item of plan.portfolio) {
      if (!has(item.owner)) continue;
      await tx.query(
        `insert into public.portfolio_items
           (owner_id, title, description, image, tags, position, created_at, updated_at)
         values ($1, $2, $3, $4, $5::text[], $6, $7, $7)`,
        [
          id(item.owner),
          item.title,
          item.description,
          item.image,
          item.tags,
          item.position,
          item.created_at,
        ],
      );
      counts.portfolio_items!++;
    }
    for (const r of plan.reviews) {
      if (!has(r.reviewer, r.reviewee)) continue;
      await tx.query(
        `insert into public.reviews
           (reviewer_id, reviewee_id, rating, comment, project, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $6)`,
        [id(r.reviewer), id(r.reviewee), r.rating, r.comment, r.project, r.created_at],
      );
      counts.reviews!++;
    }
    const jobIds = new Map<string, string>();
    for (const j of plan.jobs) {
      if (!has(j.owner)) continue;
      const jobId = randomUUID();
      jobIds.set(j.key, jobId);
      await tx.query(
        `insert into public.jobs
           (id, owner_id, title, description, budget, budget_min, budget_max, category, timeline,
            experience_level, location, skills, tags, urgent, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::public.job_category, $9::public.job_timeline,
                 $10::public.experience_level, $11, $12::text[], $13::text[], $14, $15, $15)`,
        [
          jobId,
          id(j.owner),
          j.title,
          j.description,
          j.budget,
          j.budget_min,
          j.budget_max,
          j.category,
          j.timeline,
          j.experience_level,
          j.location,
          j.skills,
          j.tags,
          j.urgent,
          j.created_at,
        ],
      );
      counts.jobs!++;
    }
    for (const p of plan.proposals) {
      const jobId = jobIds.get(p.job);
      if (!jobId || !has(p.freelancer)) continue;
      await tx.query(
        `insert into public.proposals (job_id, freelancer_id, cover_letter, bid, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $5)`,
        [jobId, id(p.freelancer), p.cover_letter, p.bid, p.created_at],
      );
      counts.proposals!++;
    }
    for (const c of plan.conversations) {
      if (!has(c.a, c.b)) continue;
      const [a, b] = [id(c.a), id(c.b)].sort();
      const conversationId = randomUUID();
      await tx.query(
        `insert into public.conversations (id, user_a, user_b, created_by, created_at)
         values ($1, $2, $3, $4, $5)`,
        [conversationId, a, b, id(c.created_by), c.created_at],
      );
      counts.conversations!++;
      for (const m of c.messages) {
        await tx.query(
          `insert into public.messages (conversation_id, sender_id, body, created_at, read_at)
           values ($1, $2, $3, $4, $5)`,
          [conversationId, id(m.sender), m.body, m.created_at, m.read_at],
        );
        counts.messages!++;
      }
    }
    await tx.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [
      SEED_PATH,
      hash,
    ]);
  });
  return done('seeded', counts);
}
