import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../src/config.ts';
import { type SeedAccounts, planMarketplace, seedMarketplace } from '../src/seed/index.ts';
import { budgetRange, clock, relative } from '../src/seed/plan.ts';
import {
  sampleConversations,
  sampleJobDetails,
  sampleMessages,
  sampleProfiles,
} from '../src/seed/sample-data.ts';
import { migrate } from '../src/stack/database.ts';
import { SUPABASE_DIR } from '../src/stack/index.ts';

/**
 * The marketplace seed (src/seed/): the plan follows @brand/ui's sample data, and applied to a
 * migrated database it passes every constraint, runs once, and never touches a database that
 * already holds data.
 */

const now = new Date('2026-11-23T16:00:00Z'); // a Monday

describe('the seed plan', () => {
  const plan = planMarketplace(now);

  it('reads the sample data’s times and budgets', () => {
    expect(relative('2 hours ago', now).toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(relative('2m ago', now).toISOString()).toBe('2026-11-23T15:58:00.000Z');
    expect(relative('Yesterday', now).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(relative('Mon', now).toISOString()).toBe('2026-11-16T16:00:00.000Z');
    expect(relative('2 weeks ago', now).toISOString()).toBe('2026-11-09T16:00:00.000Z');
    expect(clock('10:31 AM')).toBe(631);
    expect(clock('12:05 PM')).toBe(725);
    expect(budgetRange('$600 - $900 per issue')).toEqual([600, 900]);
    expect(budgetRange('$5,000 - $8,000')).toEqual([5000, 8000]);
  });

  it('has every sample job, owned by its client, newest first', () => {
    expect(plan.jobs.map((j) => j.title)).toEqual(sampleJobDetails.map((j) => j.title));
    for (const [i, j] of plan.jobs.entries()) {
      const owner = plan.people.find((p) => p.key === j.owner)!;
      expect(owner.profile.display_name).toBe(sampleJobDetails[i]!.client.name);
      if (i > 0) expect(j.created_at < plan.jobs[i - 1]!.created_at).toBe(true);
    }
  });

  it('has the demo account and every sample freelancer and client, each once', () => {
    const names = plan.people.map((p) => p.profile.display_name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(plan.people.map((p) => p.email)).size).toBe(plan.people.length);
    expect(plan.people.filter((p) => p.kind === 'demo')).toHaveLength(1);
    for (const p of sampleProfiles) expect(names).toContain(p.name);
    for (const j of sampleJobDetails) expect(names).toContain(j.client.name);
  });

  it('has the demo account’s conversations with every sample message, in order, unread as the sample says', () => {
    expect(plan.conversations).toHaveLength(sampleConversations.length);
    for (const [i, c] of plan.conversations.entries()) {
      const sample = sampleConversations[i]!;
      expect(c.a).toBe('demo');
      expect(plan.people.find((p) => p.key === c.b)!.profile.display_name).toBe(sample.name);
      expect(c.messages.map((m) => m.body)).toEqual(
        sampleMessages[sample.id]!.map((m) => m.content),
      );
      expect(c.messages.filter((m) => m.read_at === null)).toHaveLength(sample.unread);
      for (let k = 1; k < c.messages.length; k++)
        expect(c.messages[k]!.created_at > c.messages[k - 1]!.created_at).toBe(true);
      expect(c.messages.at(-1)!.body).toBe(sample.lastMessage.replace(/^You: /, ''));
      for (const m of c.messages) expect(Date.parse(m.created_at)).toBeLessThanOrEqual(+now);
    }
    // Most recent conversation first, as the sample lists them.
    const last = plan.conversations.map((c) => c.messages.at(-1)!.created_at);
    expect([...last].sort().reverse()).toEqual(last);
  });
});

describe('seeding a migrated database', () => {
  let db: PGlite;
  const store = new Map<string, string>([[DEMO_EMAIL, randomUUID()]]);
  const accounts: SeedAccounts = {
    demoEmail: DEMO_EMAIL,
    idOf: (email) => store.get(email),
    ensure: async (people) => {
      for (const p of people) if (!store.has(p.email)) store.set(p.email, randomUUID());
      return new Map(people.map((p) => [p.email, store.get(p.email)!]));
    },
  };

  beforeAll(async () => {
    db = await PGlite.create();
    await migrate(
      db,
      path.join(SUPABASE_DIR, 'local', 'bootstrap.sql'),
      path.join(SUPABASE_DIR, 'migrations'),
    );
  }, 60_000);
  afterAll(() => db.close());

  it('inserts every row within the constraints, once', async () => {
    const first = await seedMarketplace(db, accounts, now);
    const plan = planMarketplace(now);
    expect(first.status).toBe('seeded');
    expect(first.counts).toMatchObject({
      profiles: plan.people.length,
      jobs: plan.jobs.length,
      conversations: plan.conversations.length,
      messages: plan.conversations.reduce((n, c) => n + c.messages.length, 0),
      reviews: plan.reviews.length,
      portfolio_items: plan.portfolio.length,
      proposals: plan.proposals.length,
    });
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]!.n;
    expect(await count('jobs')).toBe(plan.jobs.length);
    // Timestamps are the sample's (the seed is a trusted writer), derived figures computed.
    const demo = await db.query<{ member_since: Date; reviews_count: number }>(
      'select member_since, reviews_count from public.profile_cards where id = $1',
      [store.get(DEMO_EMAIL)],
    );
    expect(demo.rows[0]!.member_since.toISOString()).toBe('2021-03-15T12:00:00.000Z');
    expect(demo.rows[0]!.reviews_count).toBe(3);

    // Once recorded it never runs again; a later start (other times) is not "changed".
    const again = await seedMarketplace(db, accounts, new Date(+now + 86_400_000));
    expect(again).toMatchObject({ status: 'already', stale: false });
    expect(await count('jobs')).toBe(plan.jobs.length);
  });

  it('leaves a database that already holds data alone', async () => {
    const other = await PGlite.create();
    try {
      await migrate(
        other,
        path.join(SUPABASE_DIR, 'local', 'bootstrap.sql'),
        path.join(SUPABASE_DIR, 'migrations'),
      );
      await other.query("insert into public.profiles (id, display_name) values ($1, 'Ada')", [
        randomUUID(),
      ]);
      expect((await seedMarketplace(other, accounts, now)).status).toBe('skipped');
      // Recorded: later starts say so again, and still add nothing.
      expect((await seedMarketplace(other, accounts, now)).status).toBe('skipped');
      const n = await other.query<{ n: number }>('select count(*)::int as n from public.jobs');
      expect(n.rows[0]!.n).toBe(0);
    } finally {
      await other.close();
    }
  }, 60_000);
});
