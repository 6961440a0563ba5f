-- Open accounting (issue 37): public.community_figures(), the community's figures for the
-- landing page and the public ledger. Anyone (anon too) may call it; it returns one row of
-- totals and nothing about any one person:
--   members                           confirmed accounts (auth.users with email_confirmed_at,
--                                     not anonymous, not deleted)
--   open_jobs                         jobs open now
--   jobs_posted_this_month            jobs created since the start of this month (UTC) that
--                                     still exist
--   engagements_completed_this_month  engagements completed since the start of this month (UTC)
--   monthly_fee                       the fee these members give by the landing page's formula
--                                     (product spec section 9, packages/ui/src/domain/fees.ts):
--                                     annual goal / members / 12, never more than the launch fee
--                                     ($5), rounded to cents
--   launch_monthly_fee, annual_revenue_goal   5 and 200000 (packages/ui pricing constants)
--   fee_falls_after_members           3334: the fee is the flat $5 up to this many members
--   members_until_fee_falls           how many more members until then (0 once there)
--   members_by_month                  [{"month":"YYYY-MM","joined":n,"members":total}, …] from
--                                     the first member's month to this month
--   computed_at                       when these figures were computed
-- Cost: the figures live in a one-row cache (private.community_figures_cache). A call reads
-- it; when it is older than 60 seconds, one caller (pg_try_advisory_xact_lock) recomputes it
-- with one statement while everyone else gets the previous row, so the counting runs at most
-- once a minute however many visitors ask. It writes (the cache), so PostgREST serves it on
-- POST /rpc/community_figures (supabase-js rpc's default).

create function private.monthly_fee(members integer)
returns numeric
language sql
immutable
parallel safe
as $$
  select round(least(5::numeric, 200000::numeric / greatest(coalesce(members, 0), 1) / 12), 2)
$$;

create table private.community_figures_cache (
  id boolean primary key default true constraint community_figures_cache_one_row check (id),
  computed_at timestamptz not null,
  members integer not null,
  open_jobs integer not null,
  jobs_posted_this_month integer not null,
  engagements_completed_this_month integer not null,
  members_by_month jsonb not null
);
revoke all on private.community_figures_cache from public, anon, authenticated;

-- The monthly counts read these.
create index jobs_created_idx on public.jobs (created_at);
create index engagements_completed_idx on public.engagements (completed_at)
  where status = 'completed';

create function private.refresh_community_figures()
returns void
language sql
security definer
set search_path = ''
as $$
  with confirmed as (
    select date_trunc('month', u.email_confirmed_at at time zone 'UTC')::date as month
    from auth.users u
    where u.email_confirmed_at is not null and u.deleted_at is null and not u.is_anonymous
  ),
  joined as (
    select month, count(*)::integer as n from confirmed group by month
  ),
  months as (
    select g::date as month
    from generate_series(
      (select min(month) from confirmed),
      date_trunc('month', now() at time zone 'UTC')::date,
      interval '1 month'
    ) as g
  ),
  running as (
    select m.month, coalesce(j.n, 0) as joined,
      sum(coalesce(j.n, 0)) over (order by m.month)::integer as members
    from months m left join joined j on j.month = m.month
  ),
  month_start as (
    select (date_trunc('month', now() at time zone 'UTC') at time zone 'UTC') as at
  )
  insert into private.community_figures_cache as c (
    id, computed_at, members, open_jobs, jobs_posted_this_month,
    engagements_completed_this_month, members_by_month
  )
  select
    true,
    now(),
    (select count(*)::integer from confirmed),
    (select count(*)::integer from public.jobs j where j.status = 'open'),
    (select count(*)::integer from public.jobs j where j.created_at >= (select at from month_start)),
    (select count(*)::integer from public.engagements e
     where e.status = 'completed' and e.completed_at >= (select at from month_start)),
    coalesce(
      (select jsonb_agg(jsonb_build_object(
                'month', to_char(r.month, 'YYYY-MM'), 'joined', r.joined, 'members', r.members)
              order by r.month)
       from running r),
      '[]'::jsonb
    )
  on conflict (id) do update set
    computed_at = excluded.computed_at,
    members = excluded.members,
    open_jobs = excluded.open_jobs,
    jobs_posted_this_month = excluded.jobs_posted_this_month,
    engagements_completed_this_month = excluded.engagements_completed_this_month,
    members_by_month = excluded.members_by_month
$$;

create function public.community_figures()
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
  fresh_after timestamptz := clock_timestamp() - interval '60 seconds';
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

revoke all on function private.monthly_fee(integer) from public;
grant execute on function private.monthly_fee(integer) to anon, authenticated, service_role;
revoke all on function private.refresh_community_figures() from public, anon, authenticated;
revoke all on function public.community_figures() from public;
grant execute on function public.community_figures() to anon, authenticated, service_role;
