-- Counting open jobs as a signed-in person, through the jobs' row-level security, can read the
-- open jobs' indexes alone (20261129010100_open_jobs_covering_indexes): the columns the select
-- policy reads are in them. Without them the plan visits every row (a bitmap heap scan).

select tests.act_as('postgres');
create temp table all_open as select count(*)::integer as n from public.jobs where status = 'open';
grant select on all_open to authenticated;

select tests.act_as('B');
set local enable_seqscan = off;
set local enable_bitmapscan = off;
select tests.ok(
  tests.plan($$select count(*) from public.jobs where status = 'open'$$)
    like '%Index Only Scan using jobs_open_%',
  'B counts the open jobs from an open jobs'' index alone');
select tests.ok(
  tests.plan($$select count(*) from public.jobs where status = 'open' and category = 'design'$$)
    like '%Index Only Scan using jobs_open_category_created_idx%',
  'B counts a category''s open jobs from jobs_open_category_created_idx alone');
-- And the count is the policy's: every open job, whoever posted it (as the table's owner,
-- without row-level security, counts them).
select tests.eq(
  (select count(*)::integer from public.jobs where status = 'open'),
  (select n from all_open),
  'the count B gets is every open job');
