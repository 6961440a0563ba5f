-- Full-text job search that can use its GIN index (issue 32).
--
-- Under row-level security Postgres evaluates a query's own conditions after the policy's,
-- unless they are leakproof; the full-text match `fts @@ tsquery` is not, so a search through
-- the jobs table as anon or authenticated cannot use jobs_fts_idx: it reads every open job and
-- tests each one (a rare word costs as much as a scan of the whole list).
--
-- public.search_open_jobs(search) is that search as the table's owner (SECURITY DEFINER, so
-- the GIN index serves the match) and returns OPEN jobs only. Every open job is visible to
-- everyone under the jobs policy ("open jobs, own jobs, jobs one applied or was invited to":
-- `status = 'open' or …`), so it shows nobody a row the policy would hide; the caller's own
-- closed jobs are not searched here, as the list shows open jobs only. supabase/tests/
-- 14_job_search.sql checks, for every fixture account and anon, that it returns exactly the
-- open jobs that the same match through RLS returns.
--
-- Called as PostgREST's rpc with the list's filters, range, count and embeds on top of it
-- (`rpc('search_open_jobs', { search }, { count: 'exact' }).select(…).eq('category', …).range(…)`).
-- Its rows come newest first (created_at desc, id: the list's order), and the request asks
-- PostgREST for no order of its own: an ORDER BY over a function's rows is applied after
-- the embeds, so every match's card would be built to show twenty (5x slower at 500
-- matches); without one, the embeds run for the page only, in the function's order.
-- The words are read as websearch syntax with the 'english' configuration, as the generated
-- column `fts` is built (apps/web's JOBS_TEXT_SEARCH_CONFIG).

create function public.search_open_jobs(search text)
returns setof public.jobs
language sql
stable
security definer
set search_path = ''
rows 100
as $$
  select j.*
  from public.jobs j
  where j.status = 'open'
    and j.fts @@ websearch_to_tsquery('english'::regconfig, search)
  order by j.created_at desc, j.id
$$;

comment on function public.search_open_jobs(text) is
  'Open jobs matching the words (websearch syntax, english), newest first, through the GIN index. Open jobs only: exactly what the jobs policy shows anyone.';

revoke all on function public.search_open_jobs(text) from public;
grant execute on function public.search_open_jobs(text) to anon, authenticated, service_role;
