-- Issue 37, the review finding: the figures' cache (private.community_figures_cache) has
-- row-level security and no privileges for the API roles; anon calls community_figures() and
-- can reach nothing else of the feature.

select tests.ok(
  (select relrowsecurity from pg_class where oid = 'private.community_figures_cache'::regclass),
  'the figures'' cache has row-level security on'
);
select tests.eq(
  (select count(*)::integer from pg_policies where schemaname = 'private' and tablename = 'community_figures_cache'),
  0,
  'and no policy: no API role reads or writes a row of it'
);
select tests.ok(
  not has_table_privilege('anon', 'private.community_figures_cache', 'select,insert,update,delete,truncate,references,trigger')
  and not has_table_privilege('authenticated', 'private.community_figures_cache', 'select,insert,update,delete,truncate,references,trigger'),
  'anon and authenticated have no privilege on the cache'
);
select tests.ok(
  not has_function_privilege('anon', 'private.monthly_fee(integer)', 'execute')
  and not has_function_privilege('authenticated', 'private.monthly_fee(integer)', 'execute')
  and not has_function_privilege('anon', 'private.refresh_community_figures()', 'execute')
  and not has_function_privilege('authenticated', 'private.refresh_community_figures()', 'execute'),
  'the fee formula and the refresh are not callable by the API roles'
);
select tests.ok(
  has_function_privilege('anon', 'public.community_figures()', 'execute')
  and has_function_privilege('authenticated', 'public.community_figures()', 'execute'),
  'community_figures() is callable by anon and authenticated'
);

-- As anon: the figures, and nothing of the cache.
select tests.act_as('anon');
select tests.eq((select members from public.community_figures()), 5, 'anon reads the figures');
select tests.throws($$select * from private.community_figures_cache$$, '42501', 'anon cannot read the cache');
select tests.throws($$update private.community_figures_cache set members = 1$$, '42501', 'anon cannot change the cache');
select tests.throws($$delete from private.community_figures_cache$$, '42501', 'anon cannot empty the cache');
select tests.throws($$insert into private.community_figures_cache (computed_at, members, open_jobs, jobs_posted_this_month, engagements_completed_this_month, members_by_month) values (now(), 1, 1, 1, 1, '[]')$$,
  '42501', 'anon cannot write a cache row');
select tests.throws($$select private.monthly_fee(10)$$, '42501', 'anon cannot call the fee formula directly');

-- As a signed-in person: the same.
select tests.act_as('A');
select tests.eq((select members from public.community_figures()), 5, 'a signed-in person reads the figures');
select tests.throws($$select * from private.community_figures_cache$$, '42501', 'authenticated cannot read the cache');
select tests.throws($$update private.community_figures_cache set members = 1$$, '42501', 'authenticated cannot change the cache');

-- Row-level security holds even if the table were granted by mistake: no row is visible.
select tests.act_as('postgres');
grant select, update on private.community_figures_cache to anon;
select tests.act_as('anon');
select tests.eq((select count(*)::integer from private.community_figures_cache), 0,
  'a mistaken grant still shows anon no row (RLS, no policy)');
update private.community_figures_cache set members = 1;
select tests.act_as('postgres');
select tests.ok((select members from private.community_figures_cache) <> 1,
  'and a mistaken grant still lets anon change no row');
-- The owner (community_figures() runs as it) is not bound by RLS: the figures still come.
select tests.act_as('anon');
select tests.eq((select members from public.community_figures()), 5,
  'community_figures() still reads the cache under RLS');
