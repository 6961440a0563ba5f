-- Issue 37, the database part: public.community_figures(), the open accounting figures anon
-- may read, cached for 60 seconds, with the landing page's fee formula.

-- The fee formula (product spec section 9; packages/ui/src/domain/fees.ts monthlyFee, capped
-- at the $5 launch fee below 3,334 members).
select tests.eq(private.monthly_fee(0), 5.00, 'no members yet: the launch fee');
select tests.eq(private.monthly_fee(5), 5.00, 'five members: $5');
select tests.eq(private.monthly_fee(3000), 5.00, '3,000 members: still $5 (below the goal)');
select tests.eq(private.monthly_fee(3334), 5.00, '3,334 members: $5.00');
select tests.eq(private.monthly_fee(3335), 5.00, '3,335 members: $5.00 rounded (4.997)');
select tests.eq(private.monthly_fee(10000), 1.67, '10,000 members: about $1.67');
select tests.eq(private.monthly_fee(16667), 1.00, '16,667 members: $1.00');
select tests.eq(private.monthly_fee(25000), 0.67, '25,000 members: $0.67');

-- What anon reads: totals only.
select tests.act_as('anon');
select tests.eq(
  (select array_agg(a.attname::text order by a.attnum)
   from pg_proc p, unnest(p.proargnames, p.proargmodes) with ordinality as a(attname, mode, attnum)
   where p.oid = 'public.community_figures'::regproc and a.mode = 't'),
  array['members', 'open_jobs', 'jobs_posted_this_month', 'engagements_completed_this_month',
        'monthly_fee', 'launch_monthly_fee', 'annual_revenue_goal', 'fee_falls_after_members',
        'members_until_fee_falls', 'members_by_month', 'computed_at'],
  'community_figures returns totals only, no person''s row'
);
select tests.eq((select count(*)::integer from public.community_figures()), 1, 'one row');
select tests.eq((select members from public.community_figures()), 5, 'five confirmed members (A to E)');
select tests.eq((select open_jobs from public.community_figures()), 3, 'three open jobs (jA1, jA3, jB1)');
select tests.eq((select row(monthly_fee, launch_monthly_fee, annual_revenue_goal, fee_falls_after_members, members_until_fee_falls)::text from public.community_figures()),
  row(5.00::numeric, 5::numeric, 200000, 3334, 3329)::text, 'fee $5 with 3,329 members still to come before it falls');
select tests.eq((select members_by_month -> -1 ->> 'month' from public.community_figures()), to_char(now() at time zone 'UTC', 'YYYY-MM'),
  'members by month ends with this month');
select tests.eq((select (members_by_month -> -1 ->> 'members')::integer from public.community_figures()), 5,
  'the last month''s running total is the member count');
select tests.eq((select (select sum((m ->> 'joined')::integer) from jsonb_array_elements(members_by_month) m)::integer from public.community_figures()), 5,
  'the months'' newcomers add up to the members');
select tests.throws($$select * from private.community_figures_cache$$, '42501', 'anon cannot read the cache table');
select tests.throws($$select private.refresh_community_figures()$$, '42501', 'anon cannot force a refresh');

-- The exact counts, as the superuser sees them.
select tests.act_as('postgres');
select tests.eq((select jobs_posted_this_month from public.community_figures()),
  (select count(*)::integer from public.jobs where created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'),
  'jobs posted this month (UTC)');
select tests.eq((select engagements_completed_this_month from public.community_figures()),
  (select count(*)::integer from public.engagements where status = 'completed'
     and completed_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'),
  'engagements completed this month (UTC)');

-- Cached: a new member, an unconfirmed account and a new job do not show within 60 seconds ...
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-0000000000f1', 'authenticated',
   'authenticated', 'new@example.com', '', now(), '{}', '{}', now(), now()),
  ('00000000-0000-0000-0000-000000000000', '00000000-0000-4000-8000-0000000000f2', 'authenticated',
   'authenticated', 'unconfirmed@example.com', '', null, '{}', '{}', now(), now());
insert into public.jobs (owner_id, title, description, budget, category, timeline, experience_level)
values (tests.id('E'), 'A new job', 'Anything.', '$100', 'writing', '1-2 weeks', 'entry');
select tests.act_as('anon');
select tests.eq((select row(members, open_jobs)::text from public.community_figures()), row(5, 3)::text,
  'within 60 seconds the cached figures are served');
-- ... and do once the cache is older than 60 seconds.
select tests.act_as('postgres');
update private.community_figures_cache set computed_at = computed_at - interval '61 seconds';
select tests.act_as('anon');
select tests.eq((select row(members, open_jobs, members_until_fee_falls)::text from public.community_figures()),
  row(6, 4, 3328)::text, 'after 60 seconds: the confirmed member and the open job count, the unconfirmed account does not');
select tests.act_as('A');
select tests.eq((select members from public.community_figures()), 6, 'signed-in callers read the same figures');
-- A deleted account stops counting (after the next refresh).
select public.delete_my_account();
select tests.act_as('postgres');
update private.community_figures_cache set computed_at = computed_at - interval '61 seconds';
select tests.act_as('anon');
select tests.eq((select row(members, open_jobs)::text from public.community_figures()), row(5, 2)::text,
  'A''s deleted account and closed jobs no longer count');

-- The indexes the monthly counts use.
select tests.act_as('postgres');
select tests.ok(to_regclass('public.jobs_created_idx') is not null and to_regclass('public.engagements_completed_idx') is not null,
  'jobs_created_idx and engagements_completed_idx exist');

-- A test stack may shorten the cache's life (never lengthen it).
select tests.act_as('postgres');
insert into public.jobs (owner_id, title, description, budget, category, timeline, experience_level)
values (tests.id('E'), 'Another new job', 'Anything.', '$100', 'writing', '1-2 weeks', 'entry');
select set_config('fairlance.community_figures_ttl', '3600', true);
update private.community_figures_cache set computed_at = clock_timestamp() - interval '61 seconds';
select tests.act_as('anon');
select tests.eq((select open_jobs from public.community_figures()), 3, 'a TTL above 60 s is capped at 60 s');
select tests.act_as('postgres');
insert into public.jobs (owner_id, title, description, budget, category, timeline, experience_level)
values (tests.id('E'), 'Yet another job', 'Anything.', '$100', 'writing', '1-2 weeks', 'entry');
select set_config('fairlance.community_figures_ttl', '0', true);
select tests.act_as('anon');
select tests.eq((select open_jobs from public.community_figures()), 4, 'with a TTL of 0 a new job shows at once');
