import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Enums, Tables, TablesInsert, TablesUpdate } from './database.types';

/**
 * The database as the app sees it through supabase-js: `SupabaseClient<Database>`, typed by
 * `database.types.ts` (generated from supabase/migrations by `pnpm db:types`; `pnpm test:db`
 * fails when it is stale). Query modules in this folder take a `Db` so that table names,
 * columns, filters, inserts, updates and RPC arguments are checked by the compiler:
 *
 *   export const openJobs = (db: Db) => db.from('jobs').select('id, title, budget').eq('status', 'open');
 *
 * Rows other people can see come from the read views (`profile_cards`,
 * `conversation_summaries`); `profiles` itself returns only the caller's own row.
 */
export type Db = SupabaseClient<Database>;

export type { Database } from './database.types';

export type ProfileRow = Tables<'profiles'>;
export type ProfileUpdate = TablesUpdate<'profiles'>;
export type ProfileCard = Tables<'profile_cards'>;
export type SettingsRow = Tables<'user_settings'>;
export type SettingsUpdate = TablesUpdate<'user_settings'>;
export type PortfolioItemRow = Tables<'portfolio_items'>;
/** A job as `select('*')` returns it (computed fields such as `applicants` are asked for by name). */
export type JobRow = Omit<Tables<'jobs'>, Database['public']['Tables']['jobs']['ComputedFields']>;
/** A job with its computed `applicants` count: `select('*, applicants')`. */
export type JobWithApplicants = Tables<'jobs'>;
export type JobInsert = TablesInsert<'jobs'>;
export type JobUpdate = TablesUpdate<'jobs'>;
export type ProposalRow = Tables<'proposals'>;
export type ProposalInsert = TablesInsert<'proposals'>;
export type ConversationRow = Tables<'conversations'>;
export type ConversationSummary = Tables<'conversation_summaries'>;
export type MessageRow = Tables<'messages'>;
export type MessageInsert = TablesInsert<'messages'>;
export type ReviewRow = Tables<'reviews'>;
export type ReviewInsert = TablesInsert<'reviews'>;

export type JobCategory = Enums<'job_category'>;
export type JobTimeline = Enums<'job_timeline'>;
export type ExperienceLevel = Enums<'experience_level'>;
export type JobStatus = Enums<'job_status'>;
export type ProposalStatus = Enums<'proposal_status'>;
export type ProfileVisibility = Enums<'profile_visibility'>;
