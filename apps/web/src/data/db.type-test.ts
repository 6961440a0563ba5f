/**
 * Type-level test, run by `pnpm --filter web typecheck` (never imported, never bundled): the
 * generated database types reach supabase-js, so a wrong table, column, enum value or RPC
 * argument fails to compile. Each `@ts-expect-error` below must stay an error — if the types
 * stopped being applied (an untyped client, `any` rows), tsc reports the directive as unused.
 */
import type { Db, JobInsert, JobRow, JobWithApplicants, MessageRow, ProfileCard } from './db';

declare const db: Db;

const job: JobInsert = {
  title: 'Logo for a bakery',
  description: 'A warm, hand-drawn logo.',
  budget: '$500',
  category: 'design',
  timeline: '1-2 weeks',
  experience_level: 'entry',
};

export async function typedQueriesCompile(): Promise<void> {
  const open = await db
    .from('jobs')
    .select('id, title, budget_min, owner_id')
    .eq('status', 'open')
    .order('created_at', { ascending: false });
  const first = open.data?.[0];
  const title: string | undefined = first?.title;
  const min: number | null | undefined = first?.budget_min;

  const cards = await db
    .from('profile_cards')
    .select('*')
    .in('id', [first?.owner_id ?? '']);
  const card: ProfileCard | undefined = cards.data?.[0];

  const inserted = await db.from('jobs').insert(job).select().single();
  const row: JobRow | null = inserted.data;
  const counted = await db.from('jobs').select('*, applicants').eq('owner_id', 'me');
  const withApplicants: JobWithApplicants[] | null = counted.data;

  const sent = await db
    .from('messages')
    .insert({ conversation_id: 'c', body: 'Hi' })
    .select('id, body, read_at')
    .single();
  const readAt: MessageRow['read_at'] | undefined = sent.data?.read_at;

  const conversation = await db.rpc('start_conversation', { other_user: 'u' });
  const conversationId: string | null = conversation.data;

  void [title, min, card, row, withApplicants, readAt, conversationId];
}

export async function wrongNamesDoNotCompile(): Promise<void> {
  // @ts-expect-error: no table `job`
  await db.from('job').select('*');

  // @ts-expect-error: no column `titel` to filter on
  await db.from('jobs').select('id').eq('titel', 'Logo');

  // A wrong column in a select string yields an error type, not rows with that column.
  const misspelt = await db.from('jobs').select('id, titel');
  // @ts-expect-error: the rows of a select naming `titel` have no `titel` of type string
  const titel: string | undefined = misspelt.data?.[0]?.titel;

  // @ts-expect-error: no column `titel` to insert
  await db.from('jobs').insert({ ...job, titel: 'x' });

  // @ts-expect-error: `gardening` is not a job_category
  await db.from('jobs').insert({ ...job, category: 'gardening' });

  // @ts-expect-error: `hired` is not a proposal_status
  await db.from('proposals').update({ status: 'hired' }).eq('id', 'p');

  // @ts-expect-error: generated columns cannot be written (`fts` is `never` on insert)
  await db.from('jobs').insert({ ...job, fts: 'spam' });

  // @ts-expect-error: avatar initials are derived from the name, not writable
  await db.from('profiles').update({ avatar_initials: 'ZZ' }).eq('id', 'me');

  // @ts-expect-error: start_conversation takes `other_user`, not `user_id`
  await db.rpc('start_conversation', { user_id: 'u' });

  // @ts-expect-error: no function `delete_everything`
  await db.rpc('delete_everything');

  // @ts-expect-error: `select('*')` does not return the computed `applicants`
  const noApplicants: JobWithApplicants | null = (await db.from('jobs').select('*').single()).data;

  void [titel, noApplicants];
}
