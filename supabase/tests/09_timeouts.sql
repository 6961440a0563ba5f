-- Nothing one request can freeze (issue 32, item 4): API roles have hosted's
-- statement_timeout (supabase/local/bootstrap.sql: anon 3 s, authenticated 8 s), which
-- PostgREST applies on each request with the role's other settings. Done here as PostgREST
-- does it, then a slow query as anon is cut (this file takes about 3 s).

select tests.eq(
  (select array_agg(r.rolname || ':' || c order by r.rolname)
   from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) c
   where r.rolname in ('anon', 'authenticated') and s.setdatabase = 0 and c like 'statement_timeout=%'),
  array['anon:statement_timeout=3s', 'authenticated:statement_timeout=8s'],
  'statement_timeout: anon 3 s, authenticated 8 s');

-- The request: the role's settings (transaction-local), then the role.
select set_config(split_part(c, '=', 1), substr(c, strpos(c, '=') + 1), true)
from pg_db_role_setting s, unnest(s.setconfig) c
where s.setrole = 'anon'::regrole and s.setdatabase = 0;
select tests.act_as('anon');
select tests.eq(current_setting('statement_timeout'), '3s', 'anon''s request runs with statement_timeout 3s');
-- (tests.throws cannot catch a cancel: PL/pgSQL's `when others` leaves query_canceled out.)
create function pg_temp.cancelled(statement text)
returns text
language plpgsql
as $$
begin
  execute statement;
  return 'ran to the end';
exception when query_canceled then
  return sqlstate || ' ' || sqlerrm;
end
$$;
select tests.eq(pg_temp.cancelled('select count(*) from public.jobs, pg_sleep(4)'),
  '57014 canceling statement due to statement timeout',
  'a query of anon''s that runs past 3 s is cancelled');
select tests.act_as('postgres');
select set_config('statement_timeout', '0', true);
