-- The open jobs' partial indexes also carry the columns the jobs' select policy reads
-- (owner_id, status), so that counting open jobs through row-level security (the list's
-- '{n} jobs found', PostgREST's exact count, on every visit to /jobs) can read the index alone:
-- an index-only scan instead of visiting every open job's row. At 10,000 jobs on the local
-- stack, as a signed-in person: 6.3 ms → 1.8 ms (EXPLAIN ANALYZE, after the table's vacuum). The
-- keys, the order and the names are the same, so the list's first page reads as before.
-- `status` is always 'open' here (the indexes' predicate), but an index-only scan can only
-- evaluate the policy from columns the index holds.

drop index public.jobs_open_created_idx;
create index jobs_open_created_idx
  on public.jobs (created_at desc, id) include (owner_id, status) where status = 'open';

drop index public.jobs_open_category_created_idx;
create index jobs_open_category_created_idx
  on public.jobs (category, created_at desc, id) include (owner_id, status) where status = 'open';
