-- community_figures' cache lifetime may be SHORTENED for a test stack: the setting
-- fairlance.community_figures_ttl (seconds, 0 to 60; default and maximum 60), e.g.
--   alter role authenticator set fairlance.community_figures_ttl = '0';
-- so an end-to-end test sees a new member or job at once. API callers cannot set it (PostgREST
-- sets only request.* settings), and it can never make the cache live longer than a minute.
-- A value that is not a whole number is an error; an empty or missing one means 60.
create or replace function public.community_figures()
returns table (
  members integer,
  open_jobs integer,
  jobs_posted_this_month integer,
  engagements_completed_this_month integer,
  monthly_fee numeric,
  launch_monthly_fee numeric,
  annual_revenue_goal integer,
  fee_falls_after_members integer,
  members_until_fee_falls integer,
  members_by_month jsonb,
  computed_at timestamptz
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ttl integer := least(greatest(
    coalesce(nullif(current_setting('fairlance.community_figures_ttl', true), '')::integer, 60),
    0), 60);
  fresh_after timestamptz := clock_timestamp() - make_interval(secs => ttl);
  last_computed timestamptz;
begin
  select c.computed_at into last_computed from private.community_figures_cache c;
  if last_computed is null then
    -- Nothing cached yet: wait for whoever is computing, then compute if still nothing.
    perform pg_advisory_xact_lock(hashtext('public.community_figures'));
    if not exists (select 1 from private.community_figures_cache) then
      perform private.refresh_community_figures();
    end if;
  elsif last_computed < fresh_after
        and pg_try_advisory_xact_lock(hashtext('public.community_figures')) then
    -- Stale: one caller recomputes (unless someone just did); the others serve the old row.
    if (select c.computed_at from private.community_figures_cache c) < fresh_after then
      perform private.refresh_community_figures();
    end if;
  end if;

  return query
  select c.members, c.open_jobs, c.jobs_posted_this_month, c.engagements_completed_this_month,
    private.monthly_fee(c.members), 5::numeric, 200000,
    3334, greatest(0, 3334 - c.members),
    c.members_by_month, c.computed_at
  from private.community_figures_cache c;
end
$$;
