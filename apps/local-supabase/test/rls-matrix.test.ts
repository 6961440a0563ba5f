import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type PostgrestError, type SupabaseClient } from '@supabase/supabase-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_ANON_KEY, DEV_JWT_SECRET, PACKAGE_DIR } from '../src/config.ts';
import { signHS256 } from '../src/auth/jwt.ts';
import { tempDir } from './helpers.ts';
import {
  client,
  killAllStacks,
  launchStack,
  type StackProc,
  type TestUser,
} from './stack-helpers.ts';

/**
 * The RLS matrix, bad input and forged tokens against the RUNNING local stack (Postgres 17 →
 * PostgREST → gateway), through the real supabase-js and raw HTTP. It mirrors
 * supabase/tests/02_rls_matrix.sql and 03_bad_input.sql, which run the same cells as SQL on
 * Postgres 15: same fixtures (supabase/tests/helpers/setup.sql, same ids), same cells, same
 * expected outcomes. A test below parses 02_rls_matrix.sql and fails if the two matrices
 * disagree on any cell, so both targets stay in step.
 *
 * Differences from the SQL run, all deliberate:
 * - The fixtures are the SQL run's own: supabase/tests/helpers/setup.sql is applied as the
 *   superuser (fixtures() below only lists values a leak would show).
 * - A SQL cell runs in a rolled-back subtransaction; here writes commit, so after every cell
 *   that changed rows the fixtures are restored (delete every account in auth.users, which
 *   cascades to every table, and apply setup.sql again).
 * - A function call (`select public.fn(…)`, one row) is `rpc()`; its answer counts as that row.
 * - Cells the SQL writes without a WHERE ("every row") carry a filter matching every row
 *   (`id is not null`): hosted Supabase refuses an unfiltered PATCH/DELETE (pg-safeupdate,
 *   21000), so the same calls behave the same on both.
 * - Where the API answers differently from SQL (e.g. it cannot send the database's now()),
 *   the cell keeps the SQL expectation in `expected` and gives the API's in `api`, with
 *   the reason.
 */

// ---------------------------------------------------------------------------------------
// Fixtures: tests/helpers/setup.sql, same ids.
const ID = {
  A: '00000000-0000-4000-8000-00000000000a',
  B: '00000000-0000-4000-8000-00000000000b',
  C: '00000000-0000-4000-8000-00000000000c',
  D: '00000000-0000-4000-8000-00000000000d',
  E: '00000000-0000-4000-8000-00000000000e',
  N: '00000000-0000-4000-8000-0000000000ff',
  jA1: '10000000-0000-4000-8000-0000000000a1',
  jA2: '10000000-0000-4000-8000-0000000000a2',
  jA3: '10000000-0000-4000-8000-0000000000a3',
  jB1: '10000000-0000-4000-8000-0000000000b1',
  jB2: '10000000-0000-4000-8000-0000000000b2',
  pB_A1: '20000000-0000-4000-8000-0000000000a1',
  pB_A2: '20000000-0000-4000-8000-0000000000a2',
  pC_B1: '20000000-0000-4000-8000-0000000000b1',
  cAB: '30000000-0000-4000-8000-0000000000ab',
  cBC: '30000000-0000-4000-8000-0000000000bc',
  mAB1: '40000000-0000-4000-8000-0000000000a1',
  mAB2: '40000000-0000-4000-8000-0000000000a2',
  mBC1: '40000000-0000-4000-8000-0000000000b1',
  ptA: '50000000-0000-4000-8000-00000000000a',
  ptB: '50000000-0000-4000-8000-00000000000b',
  ptC: '50000000-0000-4000-8000-00000000000c',
  ptD: '50000000-0000-4000-8000-00000000000d',
  rAB: '60000000-0000-4000-8000-0000000000ab',
  rAC: '60000000-0000-4000-8000-0000000000ac',
  pD_A2: '20000000-0000-4000-8000-0000000000d2',
  eAB2: '70000000-0000-4000-8000-0000000000a2',
  eAD2: '70000000-0000-4000-8000-0000000000d2',
  iAE: '80000000-0000-4000-8000-0000000000ae',
  whA: '90000000-0000-4000-8000-0000000000a1',
  wdA: '90000000-0000-4000-8000-0000000000d1',
} as const;

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Inserted in this order by the service role (trusted: may set status, read_at, created_at). */
const fixtures = (): [string, Record<string, unknown>[]][] => [
  [
    'profiles',
    [
      {
        id: ID.A,
        display_name: 'Ada Client',
        title: 'Studio owner',
        location: 'Lisbon, Portugal',
        bio: 'I hire for my studios.',
        hourly_rate: 50,
        response_time: 'within a day',
        skills: ['Hiring'],
        created_at: '2021-03-01T00:00:00Z',
      },
      {
        id: ID.B,
        display_name: 'Ben Freelancer',
        title: 'Full-stack developer',
        location: 'Porto, Portugal',
        bio: 'I build booking flows.',
        hourly_rate: 85,
        response_time: 'within 2 hours',
        skills: ['React', 'Stripe'],
        created_at: '2022-06-01T00:00:00Z',
      },
      {
        id: ID.C,
        display_name: 'Cleo Private',
        title: 'Designer',
        location: 'Valencia, Spain',
        bio: 'Private person.',
        hourly_rate: 70,
        response_time: 'within 4 hours',
        skills: ['Figma'],
        created_at: '2023-01-01T00:00:00Z',
      },
      {
        id: ID.D,
        display_name: 'Dev Members',
        title: 'Writer',
        location: 'Hamburg, Germany',
        bio: 'Members only.',
        hourly_rate: 60,
        response_time: 'within a day',
        skills: ['Writing'],
        created_at: '2024-01-01T00:00:00Z',
      },
      {
        id: ID.E,
        display_name: 'Eve Defaults',
        title: null,
        location: 'Austin, TX',
        bio: null,
        hourly_rate: 40,
        response_time: null,
        skills: [],
        created_at: '2024-05-01T00:00:00Z',
      },
    ],
  ],
  [
    'user_settings',
    [
      {
        user_id: ID.A,
        email: 'ada@example.com',
        profile_visibility: 'public',
        show_email: true,
        show_location: true,
        show_rates: true,
      },
      {
        user_id: ID.B,
        email: 'ben@example.com',
        profile_visibility: 'public',
        show_email: false,
        show_location: false,
        show_rates: false,
      },
      {
        user_id: ID.C,
        email: 'cleo@example.com',
        profile_visibility: 'private',
        show_email: true,
        show_location: true,
        show_rates: true,
      },
      {
        user_id: ID.D,
        email: 'dev@example.com',
        profile_visibility: 'members',
        show_email: true,
        show_location: true,
        show_rates: true,
      },
    ],
  ],
  [
    'portfolio_items',
    [
      {
        id: ID.ptA,
        owner_id: ID.A,
        title: 'Studio site',
        description: 'Our studio website.',
        image: '/images/studio.svg',
        tags: ['Web'],
      },
      {
        id: ID.ptB,
        owner_id: ID.B,
        title: 'Booking app',
        description: 'Class booking with Stripe.',
        image: 'data:image/svg+xml,%3Csvg%2F%3E',
        tags: ['React', 'Stripe'],
      },
      {
        id: ID.ptC,
        owner_id: ID.C,
        title: 'Private work',
        description: 'Only for the right eyes.',
        image: null,
        tags: [],
      },
      {
        id: ID.ptD,
        owner_id: ID.D,
        title: 'Members work',
        description: 'Members can see this.',
        image: null,
        tags: [],
      },
    ],
  ],
  [
    'jobs',
    [
      {
        id: ID.jA1,
        owner_id: ID.A,
        title: 'Booking calendar and Stripe checkout',
        description: 'A React booking calendar where members pay with Stripe.',
        budget: '$3,000 - $4,500',
        category: 'development',
        timeline: '3-4 weeks',
        experience_level: 'intermediate',
        location: 'Remote',
        skills: ['React', 'Stripe'],
        tags: ['React', 'Stripe', 'Node.js'],
        urgent: true,
        status: 'open',
        created_at: ago(2 * HOUR),
      },
      {
        id: ID.jA2,
        owner_id: ID.A,
        title: 'Roster view for teachers',
        description: 'Teachers see the class roster on their phones.',
        budget: '$1,000 - $1,500',
        category: 'development',
        timeline: '1-2 weeks',
        experience_level: 'entry',
        location: 'Remote',
        skills: ['React'],
        tags: ['Mobile'],
        urgent: false,
        status: 'closed',
        created_at: ago(30 * DAY),
      },
      {
        id: ID.jA3,
        owner_id: ID.A,
        title: 'Logo refresh',
        description: 'Refresh the studio logo for print.',
        budget: '$500',
        category: 'design',
        timeline: '1-2 weeks',
        experience_level: 'entry',
        location: 'Lisbon, Portugal',
        skills: [],
        tags: ['Logo', 'Branding'],
        urgent: false,
        status: 'open',
        created_at: ago(DAY),
      },
      {
        id: ID.jB1,
        owner_id: ID.B,
        title: 'Brand identity for a bakery',
        description: 'A warm, hand-drawn logo and packaging labels.',
        budget: '$1,200 - $2,000',
        category: 'design',
        timeline: '3-4 weeks',
        experience_level: 'intermediate',
        location: 'Porto, Portugal',
        skills: ['Illustration'],
        tags: ['Branding', 'Packaging'],
        urgent: false,
        status: 'open',
        created_at: ago(5 * HOUR),
      },
      {
        id: ID.jB2,
        owner_id: ID.B,
        title: 'Old newsletter',
        description: 'A newsletter we no longer need.',
        budget: '$600 per issue',
        category: 'writing',
        timeline: '3+ months',
        experience_level: 'expert',
        location: 'Remote',
        skills: [],
        tags: ['Newsletter'],
        urgent: false,
        status: 'closed',
        created_at: ago(60 * DAY),
      },
    ],
  ],
  [
    'proposals',
    [
      {
        id: ID.pB_A1,
        job_id: ID.jA1,
        freelancer_id: ID.B,
        cover_letter: 'I built three booking flows like this.',
        bid: 4000,
        status: 'pending',
      },
      {
        id: ID.pB_A2,
        job_id: ID.jA2,
        freelancer_id: ID.B,
        cover_letter: 'Happy to build the roster view.',
        bid: 1200,
        status: 'accepted',
      },
      {
        id: ID.pC_B1,
        job_id: ID.jB1,
        freelancer_id: ID.C,
        cover_letter: 'I love bakeries.',
        bid: 1500,
        status: 'pending',
      },
    ],
  ],
  [
    'conversations',
    [
      { id: ID.cAB, user_a: ID.A, user_b: ID.B, job_id: ID.jA1, created_by: ID.A },
      { id: ID.cBC, user_a: ID.B, user_b: ID.C, job_id: null, created_by: ID.C },
    ],
  ],
  [
    'messages',
    [
      {
        id: ID.mAB1,
        conversation_id: ID.cAB,
        sender_id: ID.A,
        body: 'Hi Ben, are you free next week?',
        created_at: ago(2 * HOUR),
        read_at: ago(HOUR),
      },
      {
        id: ID.mAB2,
        conversation_id: ID.cAB,
        sender_id: ID.B,
        body: 'Yes, Thursday works.',
        created_at: ago(HOUR),
        read_at: null,
      },
      {
        id: ID.mBC1,
        conversation_id: ID.cBC,
        sender_id: ID.C,
        body: 'Hello from Cleo.',
        created_at: ago(3 * HOUR),
        read_at: null,
      },
    ],
  ],
  [
    'reviews',
    [
      {
        id: ID.rAB,
        reviewer_id: ID.A,
        reviewee_id: ID.B,
        job_id: ID.jA2,
        rating: 5,
        comment: 'Fast and careful.',
        project: 'Roster view',
      },
      {
        id: ID.rAC,
        reviewer_id: ID.A,
        reviewee_id: ID.C,
        job_id: null,
        rating: 4,
        comment: 'Good designer.',
        project: null,
      },
    ],
  ],
];
const TABLES = [
  ...fixtures().map(([t]) => t),
  'engagements',
  'invitations',
  'webhook_endpoints',
  'webhook_deliveries',
  'notifications',
  'email_outbox',
];

// ---------------------------------------------------------------------------------------
// The stack, the service role, and one supabase-js client per actor.
let dataDir: string;
let stack: StackProc;
let service: SupabaseClient;
type Actor = 'anon' | 'A' | 'B' | 'C' | 'D' | 'E';
const clients = {} as Record<Actor, SupabaseClient>;
const signedIn: TestUser[] = [];
const user = (name: 'A' | 'B' | 'C' | 'D' | 'E'): TestUser => {
  const now = Math.floor(Date.now() / 1000);
  const session = randomUUID();
  const email = `${name.toLowerCase()}@example.com`;
  const token = signHS256(
    {
      aud: 'authenticated',
      exp: now + 3600,
      iat: now,
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: ID[name],
      email,
      role: 'authenticated',
      aal: 'aal1',
      session_id: session,
      is_anonymous: false,
    },
    DEV_JWT_SECRET,
  );
  return { id: ID[name], email, token, sessionId: session };
};

function must<T extends { error: PostgrestError | null }>(what: string, r: T): T {
  if (r.error) throw new Error(`${what}: ${r.error.code} ${r.error.message}`);
  return r;
}

/**
 * Every table back to the fixtures: deleting the accounts (auth.users) cascades to their
 * profiles and every other table. The fixture profiles' accounts are made again (the
 * auth.users trigger makes their profiles and settings, replaced by the fixtures below), with
 * the sessions A's and B's tokens name.
 */
async function resetFixtures(): Promise<void> {
  const sql = postgres({ ...stack.pg, max: 1, onnotice: () => {} });
  try {
    // Every account goes (cascading to every row), then supabase/tests/helpers/setup.sql makes
    // the fixtures as the SQL run has them, and the signed-in actors get their sessions.
    await sql.unsafe('drop schema if exists tests cascade; delete from auth.users').simple();
    await sql.unsafe(fs.readFileSync(SETUP_SQL, 'utf8')).simple();
    for (const u of signedIn)
      await sql`insert into auth.sessions (id, user_id, aal, created_at, updated_at)
        values (${u.sessionId}, ${u.id}, 'aal1', now(), now())`;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/** Rows per table after supabase/tests/helpers/setup.sql. */
const FIXTURE_COUNTS = {
  profiles: 5,
  user_settings: 4,
  portfolio_items: 4,
  jobs: 5,
  proposals: 4,
  conversations: 3,
  messages: 4,
  reviews: 2,
  engagements: 2,
  invitations: 1,
  webhook_endpoints: 1,
  webhook_deliveries: 1,
  notifications: 9,
  email_outbox: 9,
};

const SETUP_SQL = path.resolve(PACKAGE_DIR, '../../supabase/tests/helpers/setup.sql');

/** Rows per table as the service role sees them (past RLS). */
async function countAll(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const { count } = must(
      `count ${t}`,
      await service.from(t).select('*', { count: 'exact', head: true }),
    );
    out[t] = count ?? -1;
  }
  return out;
}

beforeAll(async () => {
  dataDir = tempDir('local-supabase-rls-');
  stack = await launchStack(dataDir);
  service = createClient(stack.url, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  clients.anon = client(stack.url, DEV_ANON_KEY);
  for (const name of ['A', 'B', 'C', 'D', 'E'] as const) {
    const u = user(name);
    signedIn.push(u);
    clients[name] = client(stack.url, DEV_ANON_KEY, u);
  }
  await resetFixtures();
}, 120_000);

afterAll(() => {
  killAllStacks();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------
// The matrix: anon, A, B x every table and read view x select / insert / update / delete.
//   rows=N       the select returned N rows
//   changed=N    the insert/update/delete changed N rows (count=exact; 0 = RLS filtered the
//                target away)
//   error=42501  refused: no privilege, or the row fails a policy's WITH CHECK (HTTP 401 for
//                anon, 403 for a signed-in user, as PostgREST maps it)
//   error=23xxx  refused by a constraint or integrity trigger
//   error=55000  the read views cannot be written at all ("cannot insert into view")
type Op = 'select' | 'insert' | 'update' | 'delete';
type Result = {
  error: PostgrestError | null;
  data: unknown;
  count?: number | null;
  status: number;
};
/** A supabase-js call; its answer is read as a `Result` (kept loose: checking 250 builders
 *  against one result type makes tsc give up with "excessively deep"). */
type Query = (db: SupabaseClient) => PromiseLike<unknown>;
interface Cell {
  actor: Actor;
  table: string;
  op: Op;
  what: string;
  /** As in supabase/tests/02_rls_matrix.sql. */
  expected: string;
  query: Query;
  /** What the API answers where it legitimately differs from the SQL run (with why). */
  api?: { expected: string; why: string };
}
const x = { count: 'exact' } as const;
/** An RPC whose answer counts as the one row `select public.fn(…)` returns in the SQL run. */
const rpc = async (db: SupabaseClient, fn: string, args: Record<string, unknown>) => ({
  ...(await db.rpc(fn, args)),
  rpc: true,
});
const now = () => new Date().toISOString();
const jobRow = (category: string, timeline: string, level: string) => ({
  title: 't',
  description: 'd',
  budget: '$1',
  category,
  timeline,
  experience_level: level,
});

const c = (
  actor: Actor,
  table: string,
  op: Op,
  what: string,
  expected: string,
  query: Query,
  api?: Cell['api'],
): Cell => ({
  actor,
  table,
  op,
  what,
  expected,
  query,
  ...(api ? { api } : {}),
});

/** read_at may only be set to the database's now() (messages_read_at_now_check): a client's
 *  clock never matches it, so the API marks messages read with rpc('mark_conversation_read'). */
const READ_AT_NOW = {
  expected: 'error=23514',
  why: "a client cannot send the database's now(); the app calls mark_conversation_read",
};

// prettier-ignore
const MATRIX: Cell[] = [
  // profiles: only one's own row through the table (others read profile_cards)
  c('anon', 'profiles', 'select', 'all rows', 'error=42501', (db) => db.from('profiles').select('*')),
  c('A', 'profiles', 'select', 'all rows: own only', 'rows=1', (db) => db.from('profiles').select('*')),
  c('A', 'profiles', 'select', "B's row by id", 'rows=0', (db) => db.from('profiles').select('*').eq('id', ID.B)),
  c('B', 'profiles', 'select', 'all rows: own only', 'rows=1', (db) => db.from('profiles').select('*')),
  c('anon', 'profiles', 'insert', 'a profile', 'error=42501', (db) => db.from('profiles').insert({ id: ID.N, display_name: 'X' }, x)),
  c('A', 'profiles', 'insert', 'a profile for another id', 'error=42501', (db) => db.from('profiles').insert({ id: ID.N, display_name: 'X' }, x)),
  c('A', 'profiles', 'insert', 'a second own profile', 'error=23505', (db) => db.from('profiles').insert({ display_name: 'Again' }, x)),
  c('B', 'profiles', 'insert', "a profile in A's name", 'error=42501', (db) => db.from('profiles').insert({ id: ID.A, display_name: 'X' }, x)),
  c('anon', 'profiles', 'update', 'every profile', 'error=42501', (db) => db.from('profiles').update({ title: 'x' }, x).not('id', 'is', null)),
  c('A', 'profiles', 'update', 'own profile', 'changed=1', (db) => db.from('profiles').update({ title: 'New title' }, x).eq('id', ID.A)),
  c('A', 'profiles', 'update', "B's profile", 'changed=0', (db) => db.from('profiles').update({ title: 'Hacked' }, x).eq('id', ID.B)),
  c('A', 'profiles', 'update', 'own id to another', 'error=42501', (db) => db.from('profiles').update({ id: ID.N }, x).eq('id', ID.A)),
  c('B', 'profiles', 'update', 'every profile', 'changed=1', (db) => db.from('profiles').update({ bio: 'Hacked' }, x).not('id', 'is', null)),
  c('anon', 'profiles', 'delete', 'every profile', 'error=42501', (db) => db.from('profiles').delete(x).not('id', 'is', null)),
  c('A', 'profiles', 'delete', 'own profile', 'error=42501', (db) => db.from('profiles').delete(x).eq('id', ID.A)),
  c('B', 'profiles', 'delete', "A's profile", 'error=42501', (db) => db.from('profiles').delete(x).eq('id', ID.A)),

  // profile_cards (read view): visibility applied; not writable (55000) and no write grant
  c('anon', 'profile_cards', 'select', 'all: public only (A, B, E)', 'rows=3', (db) => db.from('profile_cards').select('*')),
  c('A', 'profile_cards', 'select', 'all: public + members (A, B, D, E)', 'rows=4', (db) => db.from('profile_cards').select('*')),
  c('B', 'profile_cards', 'select', 'all: + C, who contacted B', 'rows=5', (db) => db.from('profile_cards').select('*')),
  c('anon', 'profile_cards', 'insert', 'a card', 'error=55000', (db) => db.from('profile_cards').insert({ id: ID.N, display_name: 'X' }, x)),
  c('A', 'profile_cards', 'insert', 'a card', 'error=55000', (db) => db.from('profile_cards').insert({ id: ID.N, display_name: 'X' }, x)),
  c('B', 'profile_cards', 'insert', 'a card', 'error=55000', (db) => db.from('profile_cards').insert({ id: ID.N, display_name: 'X' }, x)),
  c('anon', 'profile_cards', 'update', 'every card', 'error=55000', (db) => db.from('profile_cards').update({ title: 'x' }, x).not('id', 'is', null)),
  c('A', 'profile_cards', 'update', "B's card", 'error=55000', (db) => db.from('profile_cards').update({ title: 'x' }, x).eq('id', ID.B)),
  c('B', 'profile_cards', 'update', 'own card', 'error=55000', (db) => db.from('profile_cards').update({ title: 'x' }, x).eq('id', ID.B)),
  c('anon', 'profile_cards', 'delete', 'every card', 'error=55000', (db) => db.from('profile_cards').delete(x).not('id', 'is', null)),
  c('A', 'profile_cards', 'delete', "B's card", 'error=55000', (db) => db.from('profile_cards').delete(x).eq('id', ID.B)),
  c('B', 'profile_cards', 'delete', 'own card', 'error=55000', (db) => db.from('profile_cards').delete(x).eq('id', ID.B)),

  // user_settings: own row only; anon has no access at all
  c('anon', 'user_settings', 'select', 'all rows', 'error=42501', (db) => db.from('user_settings').select('*')),
  c('A', 'user_settings', 'select', 'all rows: own only', 'rows=1', (db) => db.from('user_settings').select('*')),
  c('B', 'user_settings', 'select', "A's row by id", 'rows=0', (db) => db.from('user_settings').select('*').eq('user_id', ID.A)),
  c('B', 'user_settings', 'select', 'all rows: own only', 'rows=1', (db) => db.from('user_settings').select('*')),
  c('anon', 'user_settings', 'insert', 'settings for E', 'error=42501', (db) => db.from('user_settings').insert({ user_id: ID.E }, x)),
  c('A', 'user_settings', 'insert', "settings in E's name", 'error=42501', (db) => db.from('user_settings').insert({ user_id: ID.E }, x)),
  c('A', 'user_settings', 'insert', 'a second own row', 'error=23505', (db) => db.from('user_settings').insert({ email: 'x@example.com' }, x)),
  c('B', 'user_settings', 'insert', "settings in E's name", 'error=42501', (db) => db.from('user_settings').insert({ user_id: ID.E, profile_visibility: 'private' }, x)),
  c('anon', 'user_settings', 'update', 'every row', 'error=42501', (db) => db.from('user_settings').update({ show_email: true }, x).not('user_id', 'is', null)),
  c('A', 'user_settings', 'update', 'every row: own only', 'changed=1', (db) => db.from('user_settings').update({ job_alerts: false }, x).not('user_id', 'is', null)),
  c('A', 'user_settings', 'update', "B's privacy", 'changed=0', (db) => db.from('user_settings').update({ show_email: true }, x).eq('user_id', ID.B)),
  c('B', 'user_settings', 'update', 'own privacy', 'changed=1', (db) => db.from('user_settings').update({ show_rates: true }, x).eq('user_id', ID.B)),
  c('anon', 'user_settings', 'delete', 'every row', 'error=42501', (db) => db.from('user_settings').delete(x).not('user_id', 'is', null)),
  c('A', 'user_settings', 'delete', "B's row", 'changed=0', (db) => db.from('user_settings').delete(x).eq('user_id', ID.B)),
  c('B', 'user_settings', 'delete', 'every row: own only', 'changed=1', (db) => db.from('user_settings').delete(x).not('user_id', 'is', null)),

  // portfolio_items: visible with the profile; owner writes
  c('anon', 'portfolio_items', 'select', 'all: of public profiles (A, B)', 'rows=2', (db) => db.from('portfolio_items').select('*')),
  c('A', 'portfolio_items', 'select', 'all: + members-only D', 'rows=3', (db) => db.from('portfolio_items').select('*')),
  c('B', 'portfolio_items', 'select', 'all: + C, who contacted B', 'rows=4', (db) => db.from('portfolio_items').select('*')),
  c('anon', 'portfolio_items', 'insert', 'an item for A', 'error=42501', (db) => db.from('portfolio_items').insert({ owner_id: ID.A, title: 't', description: 'd' }, x)),
  c('A', 'portfolio_items', 'insert', 'own item', 'changed=1', (db) => db.from('portfolio_items').insert({ title: 'New', description: 'Work', tags: ['SQL'] }, x)),
  c('A', 'portfolio_items', 'insert', "an item in B's name", 'error=42501', (db) => db.from('portfolio_items').insert({ owner_id: ID.B, title: 't', description: 'd' }, x)),
  c('B', 'portfolio_items', 'insert', 'own item', 'changed=1', (db) => db.from('portfolio_items').insert({ title: 'New', description: 'Work' }, x)),
  c('anon', 'portfolio_items', 'update', 'every item', 'error=42501', (db) => db.from('portfolio_items').update({ title: 'x' }, x).not('id', 'is', null)),
  c('A', 'portfolio_items', 'update', 'every item: own only', 'changed=1', (db) => db.from('portfolio_items').update({ title: 'Renamed' }, x).not('id', 'is', null)),
  c('A', 'portfolio_items', 'update', "B's item", 'changed=0', (db) => db.from('portfolio_items').update({ title: 'x' }, x).eq('id', ID.ptB)),
  c('B', 'portfolio_items', 'update', "C's item (visible to B)", 'changed=0', (db) => db.from('portfolio_items').update({ title: 'x' }, x).eq('id', ID.ptC)),
  c('anon', 'portfolio_items', 'delete', 'every item', 'error=42501', (db) => db.from('portfolio_items').delete(x).not('id', 'is', null)),
  c('A', 'portfolio_items', 'delete', "B's item", 'changed=0', (db) => db.from('portfolio_items').delete(x).eq('id', ID.ptB)),
  c('B', 'portfolio_items', 'delete', 'every item: own only', 'changed=1', (db) => db.from('portfolio_items').delete(x).not('id', 'is', null)),

  // jobs: open jobs public; own jobs; jobs one applied to
  c('anon', 'jobs', 'select', 'all: open only (jA1, jA3, jB1)', 'rows=3', (db) => db.from('jobs').select('*')),
  c('A', 'jobs', 'select', 'all: open + own closed jA2', 'rows=4', (db) => db.from('jobs').select('*')),
  c('A', 'jobs', 'select', "B's closed job", 'rows=0', (db) => db.from('jobs').select('*').eq('id', ID.jB2)),
  c('B', 'jobs', 'select', 'all: open + own jB2 + jA2 applied to', 'rows=5', (db) => db.from('jobs').select('*')),
  c('anon', 'jobs', 'insert', 'a job', 'error=42501', (db) => db.from('jobs').insert({ owner_id: ID.A, ...jobRow('design', '1-2 weeks', 'entry') }, x)),
  c('A', 'jobs', 'insert', 'own job', 'changed=1', (db) => db.from('jobs').insert(jobRow('design', '1-2 weeks', 'entry'), x)),
  c('A', 'jobs', 'insert', "a job in B's name", 'error=42501', (db) => db.from('jobs').insert({ owner_id: ID.B, ...jobRow('design', '1-2 weeks', 'entry') }, x)),
  c('B', 'jobs', 'insert', 'own job', 'changed=1', (db) => db.from('jobs').insert(jobRow('writing', '3+ months', 'expert'), x)),
  c('anon', 'jobs', 'update', 'every job', 'error=42501', (db) => db.from('jobs').update({ title: 'x' }, x).not('id', 'is', null)),
  c('A', 'jobs', 'update', 'every job: own only', 'changed=3', (db) => db.from('jobs').update({ urgent: true }, x).not('id', 'is', null)),
  c('A', 'jobs', 'update', "B's open job", 'changed=0', (db) => db.from('jobs').update({ title: 'Hacked' }, x).eq('id', ID.jB1)),
  c('A', 'jobs', 'update', 'own job to B', 'error=42501', (db) => db.from('jobs').update({ owner_id: ID.B }, x).eq('id', ID.jA1)),
  c('B', 'jobs', 'update', 'close own job', 'changed=1', (db) => db.from('jobs').update({ status: 'closed' }, x).eq('id', ID.jB1)),
  c('B', 'jobs', 'update', "A's closed job B applied to", 'changed=0', (db) => db.from('jobs').update({ title: 'x' }, x).eq('id', ID.jA2)),
  c('A', 'jobs', 'update', 'own open job to in_progress directly', 'error=JBSTS', (db) => db.from('jobs').update({ status: 'in_progress' }, x).eq('id', ID.jA1)),
  c('A', 'jobs', 'update', 'reopen own closed job', 'error=JBSTS', (db) => db.from('jobs').update({ status: 'open' }, x).eq('id', ID.jA2)),
  c('B', 'jobs', 'update', 'reopen own closed job', 'error=JBSTS', (db) => db.from('jobs').update({ status: 'open' }, x).eq('id', ID.jB2)),
  c('anon', 'jobs', 'delete', 'every job', 'error=42501', (db) => db.from('jobs').delete(x).not('id', 'is', null)),
  c('A', 'jobs', 'delete', "B's job", 'changed=0', (db) => db.from('jobs').delete(x).eq('id', ID.jB1)),
  c('A', 'jobs', 'delete', 'own job without proposals', 'changed=1', (db) => db.from('jobs').delete(x).eq('id', ID.jA3)),
  c('A', 'jobs', 'delete', 'own job with proposals', 'error=23503', (db) => db.from('jobs').delete(x).eq('id', ID.jA1)),
  c('B', 'jobs', 'delete', 'own closed job without proposals', 'changed=1', (db) => db.from('jobs').delete(x).eq('id', ID.jB2)),

  // proposals: the freelancer's own, and those on one's own jobs
  c('anon', 'proposals', 'select', 'all rows', 'error=42501', (db) => db.from('proposals').select('*')),
  c('A', 'proposals', 'select', "all: on A's jobs (3)", 'rows=3', (db) => db.from('proposals').select('*')),
  c('A', 'proposals', 'select', "C's proposal on B's job", 'rows=0', (db) => db.from('proposals').select('*').eq('id', ID.pC_B1)),
  c('B', 'proposals', 'select', "all: own 2 + C's on jB1", 'rows=3', (db) => db.from('proposals').select('*')),
  c('anon', 'proposals', 'insert', 'a proposal', 'error=42501', (db) => db.from('proposals').insert({ job_id: ID.jB1, freelancer_id: ID.A, cover_letter: 'c', bid: 1 }, x)),
  c('A', 'proposals', 'insert', "on B's open job", 'changed=1', (db) => db.from('proposals').insert({ job_id: ID.jB1, cover_letter: 'I can help', bid: 900 }, x)),
  c('A', 'proposals', 'insert', 'on own job', 'error=23514', (db) => db.from('proposals').insert({ job_id: ID.jA3, cover_letter: 'Me', bid: 1 }, x)),
  c('A', 'proposals', 'insert', "in C's name", 'error=42501', (db) => db.from('proposals').insert({ job_id: ID.jB1, freelancer_id: ID.C, cover_letter: 'c', bid: 1 }, x)),
  c('B', 'proposals', 'insert', 'a second on the same job', 'error=23505', (db) => db.from('proposals').insert({ job_id: ID.jA1, cover_letter: 'Again', bid: 1 }, x)),
  c('B', 'proposals', 'insert', "on A's open jA3", 'changed=1', (db) => db.from('proposals').insert({ job_id: ID.jA3, cover_letter: 'Logo time', bid: 400 }, x)),
  c('anon', 'proposals', 'update', 'every row', 'error=42501', (db) => db.from('proposals').update({ status: 'accepted' }, x).not('id', 'is', null)),
  c('A', 'proposals', 'update', "accept B's on own job directly", 'error=PRSTS', (db) => db.from('proposals').update({ status: 'accepted' }, x).eq('id', ID.pB_A1)),
  c('A', 'proposals', 'update', "decline B's on own job with a note", 'changed=1', (db) => db.from('proposals').update({ status: 'declined', decision_note: 'We went another way.' }, x).eq('id', ID.pB_A1)),
  c('A', 'proposals', 'update', 'a note without a decision', 'error=PRSTS', (db) => db.from('proposals').update({ decision_note: 'Hmm' }, x).eq('id', ID.pB_A1)),
  c('A', 'proposals', 'update', "mark B's not selected", 'error=PRSTS', (db) => db.from('proposals').update({ status: 'not_selected' }, x).eq('id', ID.pB_A1)),
  c('A', 'proposals', 'update', 'decline the accepted pB_A2', 'error=PRSTS', (db) => db.from('proposals').update({ status: 'declined' }, x).eq('id', ID.pB_A2)),
  c('A', 'proposals', 'update', 'decline via rpc', 'rows=1', (db) => rpc(db, 'decline_proposal', { proposal: ID.pB_A1, note: 'Thanks!' })),
  c('A', 'proposals', 'update', "rewrite B's cover letter", 'error=42501', (db) => db.from('proposals').update({ cover_letter: 'I am cheap' }, x).eq('id', ID.pB_A1)),
  c('A', 'proposals', 'update', "C's on B's job", 'changed=0', (db) => db.from('proposals').update({ status: 'declined' }, x).eq('id', ID.pC_B1)),
  c('B', 'proposals', 'update', 'withdraw own', 'changed=1', (db) => db.from('proposals').update({ status: 'withdrawn' }, x).eq('id', ID.pB_A1)),
  c('B', 'proposals', 'update', 'withdraw own via rpc', 'rows=1', (db) => rpc(db, 'withdraw_proposal', { proposal: ID.pB_A1 })),
  c('B', 'proposals', 'update', "withdraw C's via rpc", 'error=PT404', (db) => rpc(db, 'withdraw_proposal', { proposal: ID.pC_B1 })),
  c('B', 'proposals', 'update', 'edit own pending bid and letter', 'changed=1', (db) => db.from('proposals').update({ bid: 3800, cover_letter: 'Three flows, and a fourth.' }, x).eq('id', ID.pB_A1)),
  c('B', 'proposals', 'update', 'own bid to 0', 'error=23514', (db) => db.from('proposals').update({ bid: 0 }, x).eq('id', ID.pB_A1)),
  c('B', 'proposals', 'update', "the client's note on own", 'error=42501', (db) => db.from('proposals').update({ decision_note: 'Accept me' }, x).eq('id', ID.pB_A1)),
  c('B', 'proposals', 'update', 'withdraw the accepted pB_A2', 'error=PRSTS', (db) => db.from('proposals').update({ status: 'withdrawn' }, x).eq('id', ID.pB_A2)),
  c('B', 'proposals', 'update', 'accept own', 'error=PRSTS', (db) => db.from('proposals').update({ status: 'accepted' }, x).eq('id', ID.pB_A1)),
  c('B', 'proposals', 'update', "decline C's on own job", 'changed=1', (db) => db.from('proposals').update({ status: 'declined' }, x).eq('id', ID.pC_B1)),
  c('anon', 'proposals', 'delete', 'every row', 'error=42501', (db) => db.from('proposals').delete(x).not('id', 'is', null)),
  c('A', 'proposals', 'delete', "B's on own job", 'error=42501', (db) => db.from('proposals').delete(x).eq('id', ID.pB_A1)),
  c('B', 'proposals', 'delete', 'own', 'error=42501', (db) => db.from('proposals').delete(x).eq('id', ID.pB_A1)),

  // conversations: participants only; started by a participant; never edited
  c('anon', 'conversations', 'select', 'all rows', 'error=42501', (db) => db.from('conversations').select('*')),
  c('A', 'conversations', 'select', 'all: A-B and A-E (the invitation)', 'rows=2', (db) => db.from('conversations').select('*')),
  c('A', 'conversations', 'select', 'B-C by id', 'rows=0', (db) => db.from('conversations').select('*').eq('id', ID.cBC)),
  c('B', 'conversations', 'select', 'all: A-B and B-C', 'rows=2', (db) => db.from('conversations').select('*')),
  c('anon', 'conversations', 'insert', 'A with D', 'error=42501', (db) => db.from('conversations').insert({ user_a: ID.A, user_b: ID.D, created_by: ID.A }, x)),
  c('A', 'conversations', 'insert', 'with D', 'changed=1', (db) => db.from('conversations').insert({ user_a: ID.D, user_b: ID.A }, x)),
  c('A', 'conversations', 'insert', 'between B and C', 'error=42501', (db) => db.from('conversations').insert({ user_a: ID.B, user_b: ID.C, job_id: ID.jB1 }, x)),
  c('A', 'conversations', 'insert', 'with D, created_by forged as D', 'error=42501', (db) => db.from('conversations').insert({ user_a: ID.A, user_b: ID.D, created_by: ID.D }, x)),
  c('B', 'conversations', 'insert', 'A-B about jA1 again', 'error=23505', (db) => db.from('conversations').insert({ user_a: ID.B, user_b: ID.A, job_id: ID.jA1 }, x)),
  c('anon', 'conversations', 'update', 'every row', 'error=42501', (db) => db.from('conversations').update({ job_id: null }, x).not('id', 'is', null)),
  c('A', 'conversations', 'update', 'own conversation', 'error=42501', (db) => db.from('conversations').update({ job_id: null }, x).eq('id', ID.cAB)),
  c('B', 'conversations', 'update', 'own conversation', 'error=42501', (db) => db.from('conversations').update({ user_a: ID.D }, x).eq('id', ID.cBC)),
  c('anon', 'conversations', 'delete', 'every row', 'error=42501', (db) => db.from('conversations').delete(x).not('id', 'is', null)),
  c('A', 'conversations', 'delete', 'own conversation', 'error=42501', (db) => db.from('conversations').delete(x).eq('id', ID.cAB)),
  c('B', 'conversations', 'delete', 'B-C', 'error=42501', (db) => db.from('conversations').delete(x).eq('id', ID.cBC)),

  // messages: participants read and send as themselves; recipients mark read
  c('anon', 'messages', 'select', 'all rows', 'error=42501', (db) => db.from('messages').select('*')),
  c('A', 'messages', 'select', 'all: the 2 in A-B, the invitation to E', 'rows=3', (db) => db.from('messages').select('*')),
  c('A', 'messages', 'select', "C's message to B", 'rows=0', (db) => db.from('messages').select('*').eq('id', ID.mBC1)),
  c('B', 'messages', 'select', 'all: A-B and B-C', 'rows=3', (db) => db.from('messages').select('*')),
  c('anon', 'messages', 'insert', 'into A-B', 'error=42501', (db) => db.from('messages').insert({ conversation_id: ID.cAB, sender_id: ID.A, body: 'hi' }, x)),
  c('A', 'messages', 'insert', 'into A-B', 'changed=1', (db) => db.from('messages').insert({ conversation_id: ID.cAB, body: 'See you Thursday' }, x)),
  c('A', 'messages', 'insert', 'into B-C', 'error=42501', (db) => db.from('messages').insert({ conversation_id: ID.cBC, body: 'Hi both' }, x)),
  c('A', 'messages', 'insert', 'into A-B as B', 'error=42501', (db) => db.from('messages').insert({ conversation_id: ID.cAB, sender_id: ID.B, body: 'I quit' }, x)),
  c('A', 'messages', 'insert', 'already read', 'error=42501', (db) => db.from('messages').insert({ conversation_id: ID.cAB, body: 'x', read_at: now() }, x)),
  c('B', 'messages', 'insert', 'into B-C', 'changed=1', (db) => db.from('messages').insert({ conversation_id: ID.cBC, body: 'Hello Cleo' }, x)),
  c('anon', 'messages', 'update', 'every row', 'error=42501', (db) => db.from('messages').update({ read_at: now() }, x).not('id', 'is', null)),
  c('A', 'messages', 'update', "mark all read: B's 1 to A", 'changed=1', (db) => db.from('messages').update({ read_at: now() }, x).is('read_at', null), READ_AT_NOW),
  c('A', 'messages', 'update', 'own sent message', 'changed=0', (db) => db.from('messages').update({ read_at: null }, x).eq('id', ID.mAB1)),
  c('A', 'messages', 'update', 'body of own message', 'error=42501', (db) => db.from('messages').update({ body: 'edited' }, x).eq('id', ID.mAB1)),
  c('A', 'messages', 'update', "C's message to B", 'changed=0', (db) => db.from('messages').update({ read_at: now() }, x).eq('id', ID.mBC1)),
  c('B', 'messages', 'update', "mark all read: C's 1 to B", 'changed=1', (db) => db.from('messages').update({ read_at: now() }, x).is('read_at', null), READ_AT_NOW),
  c('B', 'messages', 'update', 'sender of a received message', 'error=42501', (db) => db.from('messages').update({ sender_id: ID.B }, x).eq('id', ID.mAB1)),
  c('anon', 'messages', 'delete', 'every row', 'error=42501', (db) => db.from('messages').delete(x).not('id', 'is', null)),
  c('A', 'messages', 'delete', 'own message', 'error=42501', (db) => db.from('messages').delete(x).eq('id', ID.mAB1)),
  c('B', 'messages', 'delete', 'received message', 'error=42501', (db) => db.from('messages').delete(x).eq('id', ID.mBC1)),

  // conversation_summaries (read view, the caller's rights)
  c('anon', 'conversation_summaries', 'select', 'all rows', 'error=42501', (db) => db.from('conversation_summaries').select('*')),
  c('A', 'conversation_summaries', 'select', 'all: A-B, A-E', 'rows=2', (db) => db.from('conversation_summaries').select('*')),
  c('B', 'conversation_summaries', 'select', 'all: A-B and B-C', 'rows=2', (db) => db.from('conversation_summaries').select('*')),
  c('anon', 'conversation_summaries', 'insert', 'a row', 'error=55000', (db) => db.from('conversation_summaries').insert({ id: randomUUID() }, x)),
  c('A', 'conversation_summaries', 'insert', 'a row', 'error=55000', (db) => db.from('conversation_summaries').insert({ id: randomUUID() }, x)),
  c('B', 'conversation_summaries', 'insert', 'a row', 'error=55000', (db) => db.from('conversation_summaries').insert({ id: randomUUID() }, x)),
  c('anon', 'conversation_summaries', 'update', 'every row', 'error=55000', (db) => db.from('conversation_summaries').update({ job_id: null }, x).not('id', 'is', null)),
  c('A', 'conversation_summaries', 'update', 'own row', 'error=55000', (db) => db.from('conversation_summaries').update({ job_id: null }, x).not('id', 'is', null)),
  c('B', 'conversation_summaries', 'update', 'own rows', 'error=55000', (db) => db.from('conversation_summaries').update({ job_id: null }, x).not('id', 'is', null)),
  c('anon', 'conversation_summaries', 'delete', 'every row', 'error=55000', (db) => db.from('conversation_summaries').delete(x).not('id', 'is', null)),
  c('A', 'conversation_summaries', 'delete', 'own row', 'error=55000', (db) => db.from('conversation_summaries').delete(x).not('id', 'is', null)),
  c('B', 'conversation_summaries', 'delete', 'own rows', 'error=55000', (db) => db.from('conversation_summaries').delete(x).not('id', 'is', null)),

  // reviews: visible with the reviewee's profile; written only after working together
  c('anon', 'reviews', 'select', 'all: about public B only', 'rows=1', (db) => db.from('reviews').select('*')),
  c('A', 'reviews', 'select', 'all: A wrote both', 'rows=2', (db) => db.from('reviews').select('*')),
  c('B', 'reviews', 'select', 'all: about B + about C (contacted B)', 'rows=2', (db) => db.from('reviews').select('*')),
  c('anon', 'reviews', 'insert', 'a review', 'error=42501', (db) => db.from('reviews').insert({ reviewer_id: ID.A, reviewee_id: ID.B, rating: 1, comment: 'bad' }, x)),
  c('A', 'reviews', 'insert', 'of D, never worked together', 'error=RVENG', (db) => db.from('reviews').insert({ reviewee_id: ID.D, rating: 1, comment: 'Awful' }, x)),
  c('A', 'reviews', 'insert', 'of B, job-less (B messaged A)', 'error=RVENG', (db) => db.from('reviews').insert({ reviewee_id: ID.B, rating: 5, comment: 'Great chat' }, x)),
  c('A', 'reviews', 'insert', 'of B on eAB2 again', 'error=23505', (db) => db.from('reviews').insert({ engagement_id: ID.eAB2, rating: 4, comment: 'Again' }, x)),
  c('A', 'reviews', 'insert', 'of D on the active eAD2', 'error=RVENG', (db) => db.from('reviews').insert({ engagement_id: ID.eAD2, rating: 4, comment: 'Early' }, x)),
  c('B', 'reviews', 'insert', 'of A on eAB2 (B was hired, completed)', 'changed=1', (db) => db.from('reviews').insert({ engagement_id: ID.eAB2, rating: 5, comment: 'Clear brief', project: 'Roster view' }, x)),
  c('B', 'reviews', 'insert', 'of C on eAB2 (not the other party)', 'error=RVENG', (db) => db.from('reviews').insert({ engagement_id: ID.eAB2, reviewee_id: ID.C, rating: 1, comment: 'x' }, x)),
  c('B', 'reviews', 'insert', "in A's name", 'error=42501', (db) => db.from('reviews').insert({ reviewer_id: ID.A, engagement_id: ID.eAB2, rating: 1, comment: 'x' }, x)),
  c('B', 'reviews', 'insert', "of A on eAD2 (not B's)", 'error=RVENG', (db) => db.from('reviews').insert({ engagement_id: ID.eAD2, rating: 1, comment: 'x' }, x)),
  c('B', 'reviews', 'insert', 'of A on jA1 (not hired)', 'error=RVENG', (db) => db.from('reviews').insert({ reviewee_id: ID.A, job_id: ID.jA1, rating: 1, comment: 'x' }, x)),
  c('anon', 'reviews', 'update', 'every row', 'error=42501', (db) => db.from('reviews').update({ rating: 1 }, x).not('id', 'is', null)),
  c('A', 'reviews', 'update', 'own reviews (rAB is published)', 'error=RVLCK', (db) => db.from('reviews').update({ comment: 'Still great.' }, x).not('id', 'is', null)),
  c('A', 'reviews', 'update', 'own job-less review', 'changed=1', (db) => db.from('reviews').update({ comment: 'Still great.' }, x).eq('id', ID.rAC)),
  c('A', 'reviews', 'update', 'reviewee of own review', 'error=42501', (db) => db.from('reviews').update({ reviewee_id: ID.D }, x).eq('id', ID.rAB)),
  c('B', 'reviews', 'update', 'a review of B', 'changed=0', (db) => db.from('reviews').update({ rating: 5 }, x).eq('id', ID.rAB)),
  c('anon', 'reviews', 'delete', 'every row', 'error=42501', (db) => db.from('reviews').delete(x).not('id', 'is', null)),
  c('A', 'reviews', 'delete', 'own published review', 'error=RVLCK', (db) => db.from('reviews').delete(x).eq('id', ID.rAB)),
  c('A', 'reviews', 'delete', 'own job-less review', 'changed=1', (db) => db.from('reviews').delete(x).eq('id', ID.rAC)),
  c('B', 'reviews', 'delete', 'a review of B', 'changed=0', (db) => db.from('reviews').delete(x).eq('id', ID.rAB)),

  // engagements: only the two parties; made by accept_proposal; status moves by trigger (ENSTS)
  c('anon', 'engagements', 'select', 'all rows', 'error=42501', (db) => db.from('engagements').select('*')),
  c('A', 'engagements', 'select', 'all: A hired B and D', 'rows=2', (db) => db.from('engagements').select('*')),
  c('B', 'engagements', 'select', "all: B's eAB2 only", 'rows=1', (db) => db.from('engagements').select('*')),
  c('B', 'engagements', 'select', 'eAD2 by id', 'rows=0', (db) => db.from('engagements').select('*').eq('id', ID.eAD2)),
  c('D', 'engagements', 'select', "all: D's eAD2 only", 'rows=1', (db) => db.from('engagements').select('*')),
  c('C', 'engagements', 'select', "all: none of C's", 'rows=0', (db) => db.from('engagements').select('*')),
  c('anon', 'engagements', 'insert', 'a row', 'error=42501', (db) => db.from('engagements').insert({ job_id: ID.jA1, proposal_id: ID.pB_A1, client_id: ID.A, freelancer_id: ID.B, amount: 1 }, x)),
  c('anon', 'engagements', 'insert', 'accept_proposal', 'error=42501', (db) => rpc(db, 'accept_proposal', { proposal: ID.pB_A1 })),
  c('A', 'engagements', 'insert', 'a row directly', 'error=42501', (db) => db.from('engagements').insert({ job_id: ID.jA1, proposal_id: ID.pB_A1, client_id: ID.A, freelancer_id: ID.B, amount: 1 }, x)),
  c('A', 'engagements', 'insert', "accept B's pending proposal on jA1", 'rows=1', (db) => rpc(db, 'accept_proposal', { proposal: ID.pB_A1, amount: 3900, note: 'Welcome aboard' })),
  c('A', 'engagements', 'insert', 'accept for $0', 'error=23514', (db) => rpc(db, 'accept_proposal', { proposal: ID.pB_A1, amount: 0 })),
  c('A', 'engagements', 'insert', 'accept the accepted pB_A2 again', 'error=PRSTS', (db) => rpc(db, 'accept_proposal', { proposal: ID.pB_A2 })),
  c('A', 'engagements', 'insert', "accept C's on B's job", 'error=PT404', (db) => rpc(db, 'accept_proposal', { proposal: ID.pC_B1 })),
  c('B', 'engagements', 'insert', "accept own proposal on A's job", 'error=PT404', (db) => rpc(db, 'accept_proposal', { proposal: ID.pB_A1 })),
  c('B', 'engagements', 'insert', "accept C's on own jB1", 'rows=1', (db) => rpc(db, 'accept_proposal', { proposal: ID.pC_B1, amount: 1400 })),
  c('C', 'engagements', 'insert', "accept B's on A's job", 'error=PT404', (db) => rpc(db, 'accept_proposal', { proposal: ID.pB_A1 })),
  c('anon', 'engagements', 'update', 'every row', 'error=42501', (db) => db.from('engagements').update({ status: 'cancelled' }, x).not('id', 'is', null)),
  c('A', 'engagements', 'update', 'complete the active eAD2 directly', 'changed=1', (db) => db.from('engagements').update({ status: 'completed' }, x).eq('id', ID.eAD2)),
  c('A', 'engagements', 'update', 'complete via rpc', 'rows=1', (db) => rpc(db, 'complete_engagement', { engagement: ID.eAD2 })),
  c('A', 'engagements', 'update', "mark eAD2 complete (the freelancer's move)", 'error=ENSTS', (db) => db.from('engagements').update({ status: 'awaiting_confirmation' }, x).eq('id', ID.eAD2)),
  c('A', 'engagements', 'update', 'the amount', 'error=42501', (db) => db.from('engagements').update({ amount: 1 }, x).eq('id', ID.eAD2)),
  c('A', 'engagements', 'update', 'cancel without a reason', 'error=23514', (db) => db.from('engagements').update({ status: 'cancelled' }, x).eq('id', ID.eAD2)),
  c('A', 'engagements', 'update', 'cancel with a reason via rpc', 'rows=1', (db) => rpc(db, 'cancel_engagement', { engagement: ID.eAD2, reason: 'Budget cut' })),
  c('A', 'engagements', 'update', 'reopen the completed eAB2', 'error=ENSTS', (db) => db.from('engagements').update({ status: 'active' }, x).eq('id', ID.eAB2)),
  c('B', 'engagements', 'update', "A and D's eAD2", 'changed=0', (db) => db.from('engagements').update({ status: 'cancelled', cancel_reason: 'x' }, x).eq('id', ID.eAD2)),
  c('B', 'engagements', 'update', 'cancel the completed eAB2', 'error=ENSTS', (db) => rpc(db, 'cancel_engagement', { engagement: ID.eAB2, reason: 'Too late' })),
  c('B', 'engagements', 'update', 'complete eAD2 via rpc', 'error=PT404', (db) => rpc(db, 'complete_engagement', { engagement: ID.eAD2 })),
  c('D', 'engagements', 'update', 'mark own eAD2 complete', 'rows=1', (db) => rpc(db, 'mark_engagement_complete', { engagement: ID.eAD2 })),
  c('D', 'engagements', 'update', "complete own eAD2 (the client's move)", 'error=ENSTS', (db) => db.from('engagements').update({ status: 'completed' }, x).eq('id', ID.eAD2)),
  c('D', 'engagements', 'update', 'cancel own eAD2 with a reason', 'changed=1', (db) => db.from('engagements').update({ status: 'cancelled', cancel_reason: 'Moving abroad' }, x).eq('id', ID.eAD2)),
  c('C', 'engagements', 'update', 'cancel eAD2', 'changed=0', (db) => db.from('engagements').update({ status: 'cancelled', cancel_reason: 'x' }, x).eq('id', ID.eAD2)),
  c('anon', 'engagements', 'delete', 'every row', 'error=42501', (db) => db.from('engagements').delete(x).not('id', 'is', null)),
  c('A', 'engagements', 'delete', 'own eAD2', 'error=42501', (db) => db.from('engagements').delete(x).eq('id', ID.eAD2)),
  c('B', 'engagements', 'delete', 'own eAB2', 'error=42501', (db) => db.from('engagements').delete(x).eq('id', ID.eAB2)),

  // invitations: the two people read; the job's owner invites to an open job (a message follows)
  c('anon', 'invitations', 'select', 'all rows', 'error=42501', (db) => db.from('invitations').select('*')),
  c('A', 'invitations', 'select', "all: A's to E", 'rows=1', (db) => db.from('invitations').select('*')),
  c('B', 'invitations', 'select', 'all: none', 'rows=0', (db) => db.from('invitations').select('*')),
  c('E', 'invitations', 'select', 'all: the one E received', 'rows=1', (db) => db.from('invitations').select('*')),
  c('anon', 'invitations', 'insert', 'invite_to_job', 'error=42501', (db) => rpc(db, 'invite_to_job', { freelancer: ID.D, job: ID.jA1 })),
  c('anon', 'invitations', 'insert', 'a row', 'error=42501', (db) => db.from('invitations').insert({ job_id: ID.jA1, client_id: ID.A, freelancer_id: ID.D }, x)),
  c('A', 'invitations', 'insert', 'D to open jA1 via rpc', 'rows=1', (db) => rpc(db, 'invite_to_job', { freelancer: ID.D, job: ID.jA1, note: 'Have a look?' })),
  c('A', 'invitations', 'insert', 'D to open jA1', 'changed=1', (db) => db.from('invitations').insert({ job_id: ID.jA1, freelancer_id: ID.D }, x)),
  c('A', 'invitations', 'insert', 'E to jA3 again', 'error=23505', (db) => db.from('invitations').insert({ job_id: ID.jA3, freelancer_id: ID.E }, x)),
  c('A', 'invitations', 'insert', 'B, who applied to jA1', 'error=23514', (db) => rpc(db, 'invite_to_job', { freelancer: ID.B, job: ID.jA1 })),
  c('A', 'invitations', 'insert', 'D to closed jA2', 'error=23514', (db) => rpc(db, 'invite_to_job', { freelancer: ID.D, job: ID.jA2 })),
  c('A', 'invitations', 'insert', "D to B's jB1", 'error=42501', (db) => rpc(db, 'invite_to_job', { freelancer: ID.D, job: ID.jB1 })),
  c('A', 'invitations', 'insert', 'private C (hidden from A)', 'error=42501', (db) => rpc(db, 'invite_to_job', { freelancer: ID.C, job: ID.jA1 })),
  c('A', 'invitations', 'insert', 'oneself', 'error=23514', (db) => rpc(db, 'invite_to_job', { freelancer: ID.A, job: ID.jA1 })),
  c('A', 'invitations', 'insert', "with a message of one's choosing", 'error=42501', (db) => db.from('invitations').insert({ job_id: ID.jA1, freelancer_id: ID.D, message_id: ID.mAB1 }, x)),
  c('B', 'invitations', 'insert', 'A to own jB1', 'rows=1', (db) => rpc(db, 'invite_to_job', { freelancer: ID.A, job: ID.jB1 })),
  c('B', 'invitations', 'insert', "in A's name to jA1", 'error=42501', (db) => db.from('invitations').insert({ job_id: ID.jA1, client_id: ID.A, freelancer_id: ID.D }, x)),
  c('anon', 'invitations', 'update', 'every row', 'error=42501', (db) => db.from('invitations').update({ note: 'x' }, x).not('id', 'is', null)),
  c('A', 'invitations', 'update', 'own invitation', 'error=42501', (db) => db.from('invitations').update({ note: 'x' }, x).eq('id', ID.iAE)),
  c('B', 'invitations', 'update', 'every row', 'error=42501', (db) => db.from('invitations').update({ note: 'x' }, x).not('id', 'is', null)),
  c('anon', 'invitations', 'delete', 'every row', 'error=42501', (db) => db.from('invitations').delete(x).not('id', 'is', null)),
  c('A', 'invitations', 'delete', 'own invitation', 'error=42501', (db) => db.from('invitations').delete(x).eq('id', ID.iAE)),
  c('B', 'invitations', 'delete', 'every row', 'error=42501', (db) => db.from('invitations').delete(x).not('id', 'is', null)),

  // webhook endpoints and deliveries: owners only; the secret is not a readable column
  c('anon', 'webhook_endpoints', 'select', 'all rows', 'error=42501', (db) => db.from('webhook_endpoints').select('id')),
  c('A', 'webhook_endpoints', 'select', 'all: own whA', 'rows=1', (db) => db.from('webhook_endpoints').select('id,url,event_types,enabled')),
  c('A', 'webhook_endpoints', 'select', 'own secret', 'error=42501', (db) => db.from('webhook_endpoints').select('secret')),
  c('B', 'webhook_endpoints', 'select', 'all: none', 'rows=0', (db) => db.from('webhook_endpoints').select('id,url')),
  c('anon', 'webhook_endpoints', 'insert', 'a row', 'error=42501', (db) => db.from('webhook_endpoints').insert({ url: 'https://x.example.com', event_types: ['review.received'] }, x)),
  c('A', 'webhook_endpoints', 'insert', 'own', 'changed=1', (db) => db.from('webhook_endpoints').insert({ url: 'https://x.example.com', event_types: ['review.received'] }, x)),
  c('A', 'webhook_endpoints', 'insert', 'own via rpc', 'rows=1', (db) => rpc(db, 'create_webhook_endpoint', { endpoint_url: 'https://x.example.com', endpoint_event_types: ['review.received'] })),
  c('B', 'webhook_endpoints', 'insert', "in A's name", 'error=42501', (db) => db.from('webhook_endpoints').insert({ owner_id: ID.A, url: 'https://x.example.com', event_types: ['review.received'] }, x)),
  c('anon', 'webhook_endpoints', 'update', 'every row', 'error=42501', (db) => db.from('webhook_endpoints').update({ enabled: false }, x).not('id', 'is', null)),
  c('A', 'webhook_endpoints', 'update', 'own whA', 'changed=1', (db) => db.from('webhook_endpoints').update({ enabled: false }, x).eq('id', ID.whA)),
  c('B', 'webhook_endpoints', 'update', "A's whA", 'changed=0', (db) => db.from('webhook_endpoints').update({ enabled: false }, x).eq('id', ID.whA)),
  c('anon', 'webhook_endpoints', 'delete', 'every row', 'error=42501', (db) => db.from('webhook_endpoints').delete(x).not('id', 'is', null)),
  c('A', 'webhook_endpoints', 'delete', 'own whA', 'changed=1', (db) => db.from('webhook_endpoints').delete(x).eq('id', ID.whA)),
  c('B', 'webhook_endpoints', 'delete', "A's whA", 'changed=0', (db) => db.from('webhook_endpoints').delete(x).eq('id', ID.whA)),
  c('anon', 'webhook_deliveries', 'select', 'all rows', 'error=42501', (db) => db.from('webhook_deliveries').select('*')),
  c('A', 'webhook_deliveries', 'select', 'all: own wdA', 'rows=1', (db) => db.from('webhook_deliveries').select('*')),
  c('B', 'webhook_deliveries', 'select', 'all: none', 'rows=0', (db) => db.from('webhook_deliveries').select('*')),
  c('anon', 'webhook_deliveries', 'insert', 'a row', 'error=42501', (db) => db.from('webhook_deliveries').insert({ endpoint_id: ID.whA, owner_id: ID.A, event_type: 'webhook.test', payload: '{}' }, x)),
  c('A', 'webhook_deliveries', 'insert', 'to own whA', 'error=42501', (db) => db.from('webhook_deliveries').insert({ endpoint_id: ID.whA, owner_id: ID.A, event_type: 'webhook.test', payload: '{}' }, x)),
  c('A', 'webhook_deliveries', 'insert', 'test event via rpc', 'rows=1', (db) => rpc(db, 'send_webhook_test', { endpoint: ID.whA })),
  c('B', 'webhook_deliveries', 'insert', "test event to A's whA", 'error=PT404', (db) => rpc(db, 'send_webhook_test', { endpoint: ID.whA })),
  c('anon', 'webhook_deliveries', 'update', 'every row', 'error=42501', (db) => db.from('webhook_deliveries').update({ status: 'succeeded' }, x).not('id', 'is', null)),
  c('A', 'webhook_deliveries', 'update', 'own wdA', 'error=42501', (db) => db.from('webhook_deliveries').update({ status: 'succeeded' }, x).eq('id', ID.wdA)),
  c('B', 'webhook_deliveries', 'update', 'every row', 'error=42501', (db) => db.from('webhook_deliveries').update({ status: 'succeeded' }, x).not('id', 'is', null)),
  c('anon', 'webhook_deliveries', 'delete', 'every row', 'error=42501', (db) => db.from('webhook_deliveries').delete(x).not('id', 'is', null)),
  c('A', 'webhook_deliveries', 'delete', 'own wdA', 'error=42501', (db) => db.from('webhook_deliveries').delete(x).eq('id', ID.wdA)),
  c('B', 'webhook_deliveries', 'delete', 'every row', 'error=42501', (db) => db.from('webhook_deliveries').delete(x).not('id', 'is', null)),

  // notifications (issue 36): the recipient reads and marks read; nobody writes them
  c('anon', 'notifications', 'select', 'all rows', 'error=42501', (db) => db.from('notifications').select('*')),
  c('A', 'notifications', 'select', "all: A's own four", 'rows=4', (db) => db.from('notifications').select('*')),
  c('B', 'notifications', 'select', "all: B's own three", 'rows=3', (db) => db.from('notifications').select('*')),
  c('anon', 'notifications', 'insert', 'a row', 'error=42501', (db) => db.from('notifications').insert({ user_id: ID.A, kind: 'review_received', link: '/profile' }, x)),
  c('A', 'notifications', 'insert', 'one for oneself', 'error=42501', (db) => db.from('notifications').insert({ user_id: ID.A, kind: 'review_received', link: '/profile' }, x)),
  c('B', 'notifications', 'insert', 'one for A', 'error=42501', (db) => db.from('notifications').insert({ user_id: ID.A, kind: 'review_received', link: '/profile' }, x)),
  c('anon', 'notifications', 'update', 'every row', 'error=42501', (db) => db.from('notifications').update({ read_at: now() }, x).not('id', 'is', null)),
  // read_at may only be set to the database's now() (notifications_read_at_now_check): the app
  // marks them read with mark_all_notifications_read, which answers how many rows it changed.
  c('A', 'notifications', 'update', 'own, read', 'changed=4', async (db) => { const r = await db.rpc('mark_all_notifications_read'); return { ...r, count: r.data as number | null }; }),
  c('B', 'notifications', 'update', "A's, read", 'changed=0', (db) => db.from('notifications').update({ read_at: now() }, x).eq('user_id', ID.A)),
  c('anon', 'notifications', 'delete', 'every row', 'error=42501', (db) => db.from('notifications').delete(x).not('id', 'is', null)),
  c('A', 'notifications', 'delete', 'own', 'error=42501', (db) => db.from('notifications').delete(x).not('id', 'is', null)),
  c('B', 'notifications', 'delete', 'every row', 'error=42501', (db) => db.from('notifications').delete(x).not('id', 'is', null)),

  // email_outbox (issue 36): the recipient reads their own emails (dead letters too); only the worker writes
  c('anon', 'email_outbox', 'select', 'all rows', 'error=42501', (db) => db.from('email_outbox').select('*')),
  c('A', 'email_outbox', 'select', "all: A's own four", 'rows=4', (db) => db.from('email_outbox').select('*')),
  c('B', 'email_outbox', 'select', "all: B's own three", 'rows=3', (db) => db.from('email_outbox').select('*')),
  c('anon', 'email_outbox', 'insert', 'a row', 'error=42501', (db) => db.from('email_outbox').insert({ idempotency_key: 'x', user_id: ID.A, kind: 'digest' }, x)),
  c('A', 'email_outbox', 'insert', 'one for oneself', 'error=42501', (db) => db.from('email_outbox').insert({ idempotency_key: 'x', user_id: ID.A, kind: 'digest' }, x)),
  c('B', 'email_outbox', 'insert', 'one for A', 'error=42501', (db) => db.from('email_outbox').insert({ idempotency_key: 'x', user_id: ID.A, kind: 'digest' }, x)),
  c('anon', 'email_outbox', 'update', 'every row', 'error=42501', (db) => db.from('email_outbox').update({ status: 'sent' }, x).not('id', 'is', null)),
  c('A', 'email_outbox', 'update', 'own', 'error=42501', (db) => db.from('email_outbox').update({ status: 'sent' }, x).not('id', 'is', null)),
  c('B', 'email_outbox', 'update', "A's", 'error=42501', (db) => db.from('email_outbox').update({ attempts: 0 }, x).not('id', 'is', null)),
  c('anon', 'email_outbox', 'delete', 'every row', 'error=42501', (db) => db.from('email_outbox').delete(x).not('id', 'is', null)),
  c('A', 'email_outbox', 'delete', 'own', 'error=42501', (db) => db.from('email_outbox').delete(x).not('id', 'is', null)),
  c('B', 'email_outbox', 'delete', 'every row', 'error=42501', (db) => db.from('email_outbox').delete(x).not('id', 'is', null)),
];

/** Runs one cell and reports its outcome in the SQL test's words, with the HTTP status. */
async function runCell(cell: Cell): Promise<{ outcome: string; status: number; message?: string }> {
  const r = (await cell.query(clients[cell.actor])) as Result;
  if (r.error)
    return { outcome: `error=${r.error.code}`, status: r.status, message: r.error.message };
  if (cell.op === 'select')
    return { outcome: `rows=${(r.data as unknown[]).length}`, status: r.status };
  // A function call (`select public.fn(…)` in the SQL run): one row, its result.
  if ((r as { rpc?: boolean }).rpc)
    return { outcome: `rows=${r.data == null ? 0 : 1}`, status: r.status };
  return { outcome: `changed=${r.count ?? '?'}`, status: r.status };
}

/** The cells of supabase/tests/02_rls_matrix.sql: (actor, table, op, what, expected). */
function sqlMatrix(): {
  actor: string;
  table: string;
  op: string;
  what: string;
  expected: string;
}[] {
  const file = path.resolve(PACKAGE_DIR, '../../supabase/tests/02_rls_matrix.sql');
  const literal = /'((?:[^']|'')*)'/g;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith("  ('"))
    .map((l) => {
      const v = [...l.matchAll(literal)].map((m) => m[1]!.replace(/''/g, "'"));
      // actor, table, op, what, statement (with its own quotes, unused), expected: the last one.
      return { actor: v[0]!, table: v[1]!, op: v[2]!, what: v[3]!, expected: v[v.length - 1]! };
    });
}

const key = (c: { actor: string; table: string; op: string; what: string }) =>
  `${c.actor} | ${c.table} | ${c.op} | ${c.what}`;

describe('RLS matrix through supabase-js (anon, A, B × tables and views × select/insert/update/delete)', () => {
  it('has the same cells and expectations as supabase/tests/02_rls_matrix.sql', () => {
    const sql = new Map(sqlMatrix().map((c) => [key(c), c.expected]));
    const api = new Map(MATRIX.map((c) => [key(c), c.expected]));
    expect(sql.size).toBeGreaterThanOrEqual(150);
    expect(api.size, 'a cell is written twice').toBe(MATRIX.length);
    expect([...api.entries()].sort()).toEqual([...sql.entries()].sort());
  });

  it('covers every table and view the API exposes, for every actor and operation', async () => {
    // PostgREST's OpenAPI document lists every relation of the exposed schema (service role:
    // all of them, whatever the anon key may see).
    const res = await fetch(`${stack.url}/rest/v1/`, { headers: { apikey: stack.serviceRoleKey } });
    const exposed = Object.keys(((await res.json()) as { definitions: object }).definitions).sort();
    expect(exposed).toEqual([...TABLES, 'profile_cards', 'conversation_summaries'].sort());
    const missing: string[] = [];
    for (const table of exposed)
      for (const actor of ['anon', 'A', 'B'])
        for (const op of ['select', 'insert', 'update', 'delete'])
          if (!MATRIX.some((c) => c.table === table && c.actor === actor && c.op === op))
            missing.push(`${actor} ${table} ${op}`);
    expect(missing).toEqual([]);
  });

  it(`every cell answers as written down (${MATRIX.length} cells)`, async () => {
    const failures: string[] = [];
    const tally: Record<string, number> = {};
    let resets = 0;
    for (const cell of MATRIX) {
      const want = cell.api?.expected ?? cell.expected;
      const got = await runCell(cell);
      const kind = got.outcome.replace(/=.*/, '');
      tally[kind] = (tally[kind] ?? 0) + 1;
      if (got.outcome !== want) {
        failures.push(
          `${key(cell)}: expected ${want}, got ${got.outcome}${got.message ? ` (${got.message})` : ''}`,
        );
      } else if (got.outcome === 'error=42501') {
        // PostgREST: 401 for the anon role (sign in first), 403 for a signed-in user.
        const status = cell.actor === 'anon' ? 401 : 403;
        if (got.status !== status)
          failures.push(`${key(cell)}: 42501 with HTTP ${got.status}, expected ${status}`);
      }
      // A write that went through: back to the fixtures so that cells never affect each other,
      // as the SQL run's rolled-back subtransactions do.
      if (cell.op !== 'select' && !/^(error=|changed=0$)/.test(got.outcome)) {
        await resetFixtures();
        resets++;
      }
    }
    console.log(
      `RLS matrix through supabase-js: ${MATRIX.length} cells (${Object.entries(tally)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}), fixtures restored ${resets} times`,
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it('left the fixtures as they were', async () => {
    expect(await countAll()).toEqual({
      ...FIXTURE_COUNTS,
    });
  });

  it('a card embedded in a job (the app’s one-request job list) withholds what profile_cards withholds', async () => {
    // Open jobs by C (private: seen only by people C contacted, B) and D (members only).
    const extra = [
      {
        ...jobRow('design', '1-2 weeks', 'entry'),
        id: randomUUID(),
        owner_id: ID.C,
        status: 'open',
      },
      {
        ...jobRow('writing', '3+ months', 'expert'),
        id: randomUUID(),
        owner_id: ID.D,
        status: 'open',
      },
    ];
    must('insert jobs of C and D', await service.from('jobs').insert(extra));
    try {
      // Every open job's embedded card, by owner; each of an owner's jobs must carry the same.
      const cardsIn = async (actor: Actor) => {
        const { data, error } = await clients[actor]
          .from('jobs')
          .select('id, owner_id, client:profile_cards(display_name, email, location)')
          .eq('status', 'open');
        expect(error).toBeNull();
        const rows = data as unknown as { id: string; owner_id: string; client: unknown }[];
        const byOwner: Record<string, unknown> = {};
        for (const row of rows) {
          if (row.owner_id in byOwner) expect(row.client, row.id).toEqual(byOwner[row.owner_id]);
          byOwner[row.owner_id] = row.client;
        }
        // A's two open jobs, B's one, and the two added here.
        expect(rows).toHaveLength(5);
        return byOwner;
      };
      const card = (display_name: string, email: string | null, location: string | null) => ({
        display_name,
        email,
        location,
      });
      // Ben hides his location; Ada shows hers. A card's email is its owner's sign-in email,
      // to its owner only. The card comes with the job or not at all: never a row of profiles
      // the caller may not read.
      expect(await cardsIn('anon')).toEqual({
        [ID.A]: card('Ada Client', null, 'Lisbon, Portugal'),
        [ID.B]: card('Ben Freelancer', null, null),
        [ID.C]: null,
        [ID.D]: null,
      });
      expect(await cardsIn('A')).toEqual({
        [ID.A]: card('Ada Client', 'a@example.com', 'Lisbon, Portugal'),
        [ID.B]: card('Ben Freelancer', null, null),
        [ID.C]: null,
        [ID.D]: card('Dev Members', null, 'Hamburg, Germany'),
      });
      expect(await cardsIn('B')).toEqual({
        [ID.A]: card('Ada Client', null, 'Lisbon, Portugal'),
        [ID.B]: card('Ben Freelancer', 'b@example.com', 'Porto, Portugal'),
        [ID.C]: card('Cleo Private', null, 'Valencia, Spain'),
        [ID.D]: card('Dev Members', null, 'Hamburg, Germany'),
      });
    } finally {
      must(
        'delete them',
        await service
          .from('jobs')
          .delete()
          .in(
            'id',
            extra.map((j) => j.id),
          ),
      );
    }
  });
});

// ---------------------------------------------------------------------------------------
// Bad input on every table, as signed-in user A (supabase/tests/03_bad_input.sql, case for
// case): each refused with its SQLSTATE and, where the SQL test names it, the constraint (or
// the trigger's words) in the error PostgREST returns; nothing refused is stored.
type Bad = [what: string, code: string, mentions: string | null, query: Query];
const validJob = {
  title: 'Title',
  description: 'Description',
  budget: '$1,000 - $2,000',
  category: 'design',
  timeline: '1-2 weeks',
  experience_level: 'entry',
};
const badJob =
  (over: Record<string, unknown>): Query =>
  (db) =>
    db.from('jobs').insert({ ...validJob, ...over });
const badProfile =
  (set: Record<string, unknown>): Query =>
  (db) =>
    db.from('profiles').update(set).eq('id', ID.A);
const badItem =
  (over: Record<string, unknown>): Query =>
  (db) =>
    db.from('portfolio_items').insert({ title: 't', description: 'd', ...over });
const badSettings =
  (set: Record<string, unknown>): Query =>
  (db) =>
    db.from('user_settings').update(set).eq('user_id', ID.A);
const badProposal =
  (over: Record<string, unknown>): Query =>
  (db) =>
    db.from('proposals').insert({ job_id: ID.jB1, cover_letter: 'Hi', bid: 100, ...over });
const badMessage =
  (over: Record<string, unknown>): Query =>
  (db) =>
    db.from('messages').insert({ conversation_id: ID.cAB, body: 'Hi', ...over });
const badReview =
  (over: Record<string, unknown>): Query =>
  (db) =>
    db.from('reviews').insert({ reviewee_id: ID.B, rating: 3, comment: 'ok', ...over });
const range = (n: number, prefix = '') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

// prettier-ignore
const BAD_INPUT: Bad[] = [
  // jobs: text fields
  ['job title empty', '23514', 'jobs_title_check', badJob({ title: '' })],
  ['job title spaces only', '23514', 'jobs_title_check', badJob({ title: '   ' })],
  ['job title tabs and newlines only', '23514', 'jobs_title_check', badJob({ title: '\t\n\r ' })],
  ['job title no-break, zero-width and ideographic spaces only', '23514', 'jobs_title_check', badJob({ title: '\u00a0\u200b\u3000' })],
  ['job title 151 characters', '23514', 'jobs_title_check', badJob({ title: 'x'.repeat(151) })],
  ['job title missing', '23502', 'title', badJob({ title: null })],
  ['job description blank', '23514', 'jobs_description_check', badJob({ description: ' ' })],
  ['job description 5001 characters', '23514', 'jobs_description_check', badJob({ description: 'x'.repeat(5001) })],
  ['job budget empty', '23514', 'jobs_budget_check', badJob({ budget: '' })],
  ['job budget 61 characters', '23514', 'jobs_budget_check', badJob({ budget: '9'.repeat(61) })],
  ['job location blank', '23514', 'jobs_location_check', badJob({ location: ' ' })],
  // jobs: numbers
  ['job budget_min negative', '23514', 'jobs_budget_min_check', badJob({ budget_min: -1 })],
  ['job budget_max negative', '23514', 'jobs_budget_max_check', badJob({ budget_max: -0.01 })],
  ['job budget min above max', '23514', 'jobs_budget_range_check', badJob({ budget_min: 500, budget_max: 100 })],
  ['job budget_min not a number', '22P02', null, badJob({ budget_min: 'cheap' })],
  // jobs: enumerations
  ['job category unknown', '22P02', 'job_category', badJob({ category: 'gardening' })],
  ['job category in the wrong case', '22P02', 'job_category', badJob({ category: 'Design' })],
  ["job category empty (the form's unselected value)", '22P02', 'job_category', badJob({ category: '' })],
  ['job category missing', '23502', 'category', badJob({ category: null })],
  ['job timeline unknown', '22P02', 'job_timeline', badJob({ timeline: '2 weeks' })],
  ['job timeline near miss', '22P02', 'job_timeline', badJob({ timeline: '1-2  weeks' })],
  ['job experience level unknown', '22P02', 'experience_level', badJob({ experience_level: 'senior' })],
  ['job status unknown', '22P02', 'job_status', badJob({ status: 'archived' })],
  // jobs: skills and tags
  ['job tag blank', '23514', 'jobs_tags_check', badJob({ tags: ['React', '  '] })],
  ['job tags duplicated ignoring case', '23514', 'jobs_tags_check', badJob({ tags: ['React', 'react'] })],
  ['job 11 tags', '23514', 'jobs_tags_check', badJob({ tags: range(11) })],
  ['job tag 41 characters', '23514', 'jobs_tags_check', badJob({ tags: ['x'.repeat(41)] })],
  ['job tag null', '23514', 'jobs_tags_check', badJob({ tags: [null] })],
  ['job tags as a 2-d array', '23514', 'jobs_tags_check', badJob({ tags: [['a', 'b'], ['c', 'd']] })],
  ['job tags null', '23502', 'tags', badJob({ tags: null })],
  ['job skill empty', '23514', 'jobs_skills_check', badJob({ skills: [''] })],
  // jobs: generated and forged
  ['job fts is generated', '428C9', 'fts', badJob({ fts: 'spam' })],
  ["job in B's name", '42501', 'row-level security', badJob({ owner_id: ID.B })],

  // profiles (the owner updating their own row)
  ['display name empty', '23514', 'profiles_display_name_check', badProfile({ display_name: '' })],
  ['display name blank', '23514', 'profiles_display_name_check', badProfile({ display_name: ' \n ' })],
  ['display name 81 characters', '23514', 'profiles_display_name_check', badProfile({ display_name: 'n'.repeat(81) })],
  ['display name null', '23502', 'display_name', badProfile({ display_name: null })],
  ['title blank (absent is NULL)', '23514', 'profiles_title_check', badProfile({ title: '  ' })],
  ['title 121 characters', '23514', 'profiles_title_check', badProfile({ title: 't'.repeat(121) })],
  ['location 101 characters', '23514', 'profiles_location_check', badProfile({ location: 'l'.repeat(101) })],
  ['bio empty', '23514', 'profiles_bio_check', badProfile({ bio: '' })],
  ['bio 2001 characters', '23514', 'profiles_bio_check', badProfile({ bio: 'b'.repeat(2001) })],
  ['response time is derived from replies, not typed', '42501', null, badProfile({ response_time: 'within an hour' })],
  ['hourly rate negative', '23514', 'profiles_hourly_rate_check', badProfile({ hourly_rate: -1 })],
  ['hourly rate above 10000', '23514', 'profiles_hourly_rate_check', badProfile({ hourly_rate: 10000.01 })],
  ['hourly rate NaN', '23514', 'profiles_hourly_rate_check', badProfile({ hourly_rate: 'NaN' })],
  ['hourly rate not a number', '22P02', null, badProfile({ hourly_rate: '85/hr' })],
  ['skills duplicated', '23514', 'profiles_skills_check', badProfile({ skills: ['SQL', ' sql '] })],
  ['21 skills', '23514', 'profiles_skills_check', badProfile({ skills: range(21, 's') })],
  ['avatar initials are derived, not writable', '428C9', 'avatar_initials', badProfile({ avatar_initials: 'ZZ' })],

  // portfolio items
  ['portfolio title empty', '23514', 'portfolio_items_title_check', badItem({ title: '' })],
  ['portfolio description 1001 characters', '23514', 'portfolio_items_description_check', badItem({ description: 'd'.repeat(1001) })],
  ['portfolio image from another origin', '23514', 'portfolio_items_image_check', badItem({ image: 'https://evil.example/x.png' })],
  ['portfolio image protocol-relative URL', '23514', 'portfolio_items_image_check', badItem({ image: '//evil.example/x.png' })],
  ['portfolio image javascript: URL', '23514', 'portfolio_items_image_check', badItem({ image: 'javascript:alert(1)' })],
  ['portfolio image data: URL that is not an image', '23514', 'portfolio_items_image_check', badItem({ image: 'data:text/html,<script>' })],
  ['portfolio image 20001 characters', '23514', 'portfolio_items_image_check', badItem({ image: `/${'x'.repeat(20000)}` })],
  ["portfolio item in B's name", '42501', 'row-level security', badItem({ owner_id: ID.B })],

  // settings
  ['settings email without @', '23514', 'user_settings_email_check', badSettings({ email: 'not-an-email' })],
  ['settings email with a space', '23514', 'user_settings_email_check', badSettings({ email: 'a b@example.com' })],
  ['settings email 255 characters', '23514', 'user_settings_email_check', badSettings({ email: `${'a'.repeat(250)}@x.io` })],
  ['profile visibility unknown', '22P02', 'profile_visibility', badSettings({ profile_visibility: 'friends' })],
  ['privacy switch null', '23502', 'show_email', badSettings({ show_email: null })],
  ['privacy switch not a boolean', '22P02', null, badSettings({ show_email: 'maybe' })],

  // proposals (A on B's open job jB1 unless noted)
  ['cover letter blank', '23514', 'proposals_cover_letter_check', badProposal({ cover_letter: ' ' })],
  ['cover letter 5001 characters', '23514', 'proposals_cover_letter_check', badProposal({ cover_letter: 'c'.repeat(5001) })],
  ['bid negative', '23514', 'proposals_bid_check', badProposal({ bid: -5 })],
  ['bid not a number', '22P02', null, badProposal({ bid: 'lots' })],
  ['bid missing', '23502', 'bid', badProposal({ bid: null })],
  ['proposal status unknown', '22P02', 'proposal_status', badProposal({ status: 'hired' })],
  ['proposal that starts accepted', '23514', 'starts as pending', badProposal({ status: 'accepted' })],
  ['proposal on own job', '23514', 'own job', badProposal({ job_id: ID.jA1 })],
  ['proposal on a closed job', '23514', 'closed', badProposal({ job_id: ID.jB2 })],
  ['proposal on a job that does not exist', '23503', 'proposals_job_id_fkey', badProposal({ job_id: randomUUID() })],
  ["proposal in D's name", '42501', 'row-level security', badProposal({ freelancer_id: ID.D })],

  // conversations and messages
  ['conversation with oneself', '23514', 'conversations_pair_check', (db) => db.from('conversations').insert({ user_a: ID.A, user_b: ID.A })],
  ['start_conversation with oneself', '22023', null, (db) => db.rpc('start_conversation', { other_user: ID.A })],
  ['start_conversation with someone who has no profile', '23503', null, (db) => db.rpc('start_conversation', { other_user: ID.N })],
  ['message empty', '23514', 'messages_body_check', badMessage({ body: '' })],
  ['message whitespace only', '23514', 'messages_body_check', badMessage({ body: ' \n\t ' })],
  ['message 4001 characters', '23514', 'messages_body_check', badMessage({ body: 'm'.repeat(4001) })],
  ["message in B's name", '42501', 'row-level security', badMessage({ sender_id: ID.B, body: 'As B' })],
  ['message to a conversation that does not exist', '42501', 'row-level security', badMessage({ conversation_id: randomUUID(), body: 'Nowhere' })],

  // reviews (A may review B: B was hired on A's job jA2 and has messaged A)
  ['rating 0', 'RVENG', 'work completed on Fairlance', badReview({ rating: 0 })],
  ['rating 6', 'RVENG', 'work completed on Fairlance', badReview({ rating: 6 })],
  // SQL's literal 5.6 rounds to 6 and breaks the check; PostgREST reads the JSON number 5.6 into
  // the smallint column as text, which is not an integer: refused earlier, with 22P02.
  ['rating 5.6 (SQL: rounds to 6, 23514; JSON: not an integer)', '22P02', 'smallint', badReview({ rating: 5.6 })],
  ['review comment blank', 'RVENG', 'work completed on Fairlance', badReview({ comment: '  ' })],
  ['review comment 2001 characters', 'RVENG', 'work completed on Fairlance', badReview({ comment: 'c'.repeat(2001) })],
  ['review project empty', 'RVENG', 'work completed on Fairlance', badReview({ project: '' })],
  ['review of oneself (API)', 'RVENG', 'work completed on Fairlance', badReview({ reviewee_id: ID.A, rating: 5, comment: 'Me!' })],

  // API callers cannot choose timestamps that are not updatable
  ['member since is not an updatable column', '42501', null, badProfile({ created_at: '2001-01-01T00:00:00Z' })],
  ["a job's created_at is not an updatable column", '42501', null, (db) => db.from('jobs').update({ created_at: '2099-01-01T00:00:00Z' }).eq('id', ID.jA1)],
];

describe('bad input through supabase-js (supabase/tests/03_bad_input.sql)', () => {
  let before: Record<string, number>;

  beforeAll(async () => {
    await resetFixtures();
    before = await countAll();
  });

  it(`each of ${BAD_INPUT.length} bad values is refused with its code and constraint`, async () => {
    const failures: string[] = [];
    for (const [what, code, mentions, query] of BAD_INPUT) {
      const r = (await query(clients.A)) as Result;
      if (!r.error) failures.push(`${what}: accepted (HTTP ${r.status})`);
      else if (r.error.code !== code)
        failures.push(`${what}: expected ${code}, got ${r.error.code} (${r.error.message})`);
      else if (
        mentions &&
        !`${r.error.message} ${r.error.details ?? ''}`
          .toLowerCase()
          .includes(mentions.toLowerCase())
      )
        failures.push(`${what}: "${r.error.message}" does not mention ${mentions}`);
      else if (r.status < 400 || r.status >= 500) failures.push(`${what}: HTTP ${r.status}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('a review of oneself is refused even for the trusted service role (reviews_not_self_check)', async () => {
    const r = await service
      .from('reviews')
      .insert({ reviewer_id: ID.A, reviewee_id: ID.A, rating: 5, comment: 'Me!' });
    expect(r.error?.code).toBe('23514');
    expect(r.error?.message).toContain('reviews_not_self_check');
  });

  it('accepts the inclusive boundaries', async () => {
    const job = await clients.A.from('jobs')
      .insert({
        ...validJob,
        title: 'x'.repeat(150),
        description: 'd'.repeat(5000),
        budget: '$'.repeat(60),
        tags: range(10),
        skills: range(20, 's'),
        budget_min: 0,
        budget_max: 0,
      })
      .select('id')
      .single();
    expect(job.error).toBeNull();
    const profile = await clients.A.from('profiles')
      .update({
        bio: 'b'.repeat(2000),
        display_name: 'n'.repeat(80),
        hourly_rate: 10000,
        skills: range(20, 's'),
      })
      .eq('id', ID.A)
      .select('display_name');
    expect(profile.error).toBeNull();
    expect(profile.data).toHaveLength(1);
  });

  it('API callers cannot choose created_at/updated_at; member since cannot be changed', async () => {
    const t0 = Date.now();
    const near = (iso: string) => Math.abs(Date.parse(iso) - t0) < 60_000;
    const job = await clients.A.from('jobs')
      .insert({
        ...validJob,
        title: 'Backdated',
        category: 'writing',
        created_at: '2099-01-01T00:00:00Z',
        updated_at: '2099-01-01T00:00:00Z',
      })
      .select('created_at, updated_at')
      .single();
    expect(job.error).toBeNull();
    expect(near(job.data!.created_at as string) && near(job.data!.updated_at as string)).toBe(true);
    const message = await clients.A.from('messages')
      .insert({
        conversation_id: ID.cAB,
        body: 'From the future',
        created_at: '2099-01-01T00:00:00Z',
      })
      .select('created_at')
      .single();
    expect(message.error).toBeNull();
    expect(near(message.data!.created_at as string)).toBe(true);
    const me = await clients.A.from('profiles').select('created_at').eq('id', ID.A).single();
    expect(Date.parse(me.data!.created_at as string)).toBe(Date.parse('2021-03-01T00:00:00Z'));
  });

  it('stored only the valid rows (the boundary job, the backdated job, one message and its notification and email to B)', async () => {
    const after = await countAll();
    const diff = Object.fromEntries(TABLES.map((t) => [t, after[t]! - before[t]!]));
    expect(diff).toEqual({
      profiles: 0,
      user_settings: 0,
      portfolio_items: 0,
      jobs: 2,
      proposals: 0,
      conversations: 0,
      messages: 1,
      reviews: 0,
      engagements: 0,
      invitations: 0,
      webhook_endpoints: 0,
      webhook_deliveries: 0,
      // A's message in A-B tells B (message_received) and queues its email (issue 36).
      notifications: 1,
      email_outbox: 1,
    });
  });
});

// ---------------------------------------------------------------------------------------
// Forged and expired tokens, raw HTTP with hand-made JWTs: every one answered 401 by
// PostgREST (PGRST30x), on every table, view and RPC, for reads and writes, and no row,
// name or id in any answer.
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const unsigned = (header: object, payload: object) => `${b64(header)}.${b64(payload)}.`;
const claims = (over: Record<string, unknown> = {}) => {
  const t = Math.floor(Date.now() / 1000);
  return {
    aud: 'authenticated',
    iat: t,
    exp: t + 3600,
    sub: ID.A,
    email: 'a@example.com',
    role: 'authenticated',
    ...over,
  };
};
const WRONG_SECRET = 'not-the-project-secret-not-the-project-secret-0123456789';

function forgedTokens(): [what: string, token: string][] {
  const valid = user('A').token;
  const [h, , sig] = valid.split('.');
  return [
    ["A's claims signed with the wrong secret", signHS256(claims(), WRONG_SECRET)],
    ['alg none (unsigned)', unsigned({ alg: 'none', typ: 'JWT' }, claims())],
    [
      'alg none claiming service_role',
      unsigned({ alg: 'none', typ: 'JWT' }, claims({ role: 'service_role', sub: undefined })),
    ],
    [
      'expired two minutes ago (right secret)',
      signHS256(
        claims({
          iat: Math.floor(Date.now() / 1000) - 3720,
          exp: Math.floor(Date.now() / 1000) - 120,
        }),
        DEV_JWT_SECRET,
      ),
    ],
    [
      'role escalation: service_role signed with the wrong key',
      signHS256({ role: 'service_role', iss: 'supabase' }, WRONG_SECRET),
    ],
    [
      'role escalation: postgres signed with the wrong key',
      signHS256(claims({ role: 'postgres' }), WRONG_SECRET),
    ],
    ["A's valid token with B's sub pasted in", `${h}.${b64(claims({ sub: ID.B }))}.${sig}`],
    [
      "A's valid token with role service_role pasted in",
      `${h}.${b64(claims({ role: 'service_role' }))}.${sig}`,
    ],
    ["A's valid token, signature stripped", `${h}.${valid.split('.')[1]}.`],
    ['HS256 header, empty secret', signHS256(claims(), '')],
  ];
}

describe('forged and expired tokens (raw HTTP)', () => {
  const rest = (p: string, token: string, init: RequestInit = {}) =>
    fetch(`${stack.url}/rest/v1${p}`, {
      ...init,
      headers: {
        apikey: DEV_ANON_KEY,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...init.headers,
      },
    });
  // Every value a leak would show: fixture ids, names, e-mails, message bodies.
  const secrets = [
    ...Object.values(ID),
    ...fixtures().flatMap(([, rows]) =>
      rows.flatMap((r) =>
        [r.display_name, r.email, r.body, r.cover_letter].filter(
          (v): v is string => typeof v === 'string',
        ),
      ),
    ),
  ];

  beforeAll(async () => {
    await resetFixtures();
  });

  it('the valid token of A works (the control)', async () => {
    const r = await rest('/messages?select=id', signedIn[0]!.token);
    expect(r.status).toBe(200);
    expect(((await r.json()) as unknown[]).length).toBe(3); // A-B's two, the invitation to E
  });

  it('every forged or expired token gets 401 on every table, view and RPC; nothing leaks', async () => {
    const reads = [...TABLES, 'profile_cards', 'conversation_summaries'].map(
      (t) => `/${t}?select=*`,
    );
    const failures: string[] = [];
    let requests = 0;
    for (const [what, token] of forgedTokens()) {
      const calls: [string, string, RequestInit][] = [
        ...reads.map((p): [string, string, RequestInit] => [`GET ${p}`, p, {}]),
        [
          'POST /rpc/unread_message_count',
          '/rpc/unread_message_count',
          { method: 'POST', body: '{}' },
        ],
        [
          'POST /messages',
          '/messages',
          { method: 'POST', body: JSON.stringify({ conversation_id: ID.cAB, body: 'Forged' }) },
        ],
        [
          'PATCH /profiles (B)',
          `/profiles?id=eq.${ID.B}`,
          { method: 'PATCH', body: JSON.stringify({ bio: 'Forged' }) },
        ],
        [
          'PATCH /user_settings (all)',
          '/user_settings?user_id=not.is.null',
          { method: 'PATCH', body: JSON.stringify({ show_email: true }) },
        ],
        ['DELETE /reviews (all)', '/reviews?id=not.is.null', { method: 'DELETE' }],
      ];
      for (const [call, p, init] of calls) {
        requests++;
        const r = await rest(p, token, init);
        const body = await r.text();
        let code = '';
        try {
          code = (JSON.parse(body) as { code?: string }).code ?? '';
        } catch {
          /* not JSON: reported below */
        }
        if (r.status !== 401 || !/^PGRST30\d$/.test(code))
          failures.push(`${what}: ${call} → ${r.status} ${body.slice(0, 120)}`);
        const leaked = secrets.filter((s) => body.includes(s));
        if (leaked.length) failures.push(`${what}: ${call} leaked ${leaked.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBe(forgedTokens().length * 21);
  }, 60_000);

  it('a forged key is no apikey either, and the forged writes stored nothing', async () => {
    const forgedKey = signHS256({ role: 'service_role', iss: 'supabase' }, WRONG_SECRET);
    const r = await fetch(`${stack.url}/rest/v1/user_settings?select=*`, {
      headers: { apikey: forgedKey },
    });
    expect(r.status).toBe(401);
    expect(await r.text()).not.toContain('@example.com');

    expect(await countAll()).toEqual({
      ...FIXTURE_COUNTS,
    });
    const b = must('B', await service.from('profiles').select('bio').eq('id', ID.B).single());
    expect(b.data?.bio).toBe('I build booking flows.');
    const shown = must(
      'settings',
      await service.from('user_settings').select('show_email').eq('show_email', true),
    );
    expect(shown.data).toHaveLength(3); // A, C, D as in the fixtures; B still hides it
  });
});
