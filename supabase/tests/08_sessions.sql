-- Sign-out ends access (issue 32, item 6; 20261127110200_check_session): PostgREST runs
-- public.check_session() before each request, as the request's role with its claims.

select tests.eq(
  (select array_agg(c order by c) from pg_db_role_setting s, unnest(s.setconfig) c
   where s.setrole = 'authenticator'::regrole and s.setdatabase = 0 and c like 'pgrst.%'),
  array['pgrst.db_pre_request=public.check_session'],
  'PostgREST''s db-pre-request is set on the authenticator role');

-- A session of A's, and one of B's.
insert into auth.sessions (id, user_id, created_at, updated_at, aal)
values
  ('70000000-0000-4000-8000-00000000000a', tests.id('A'), now(), now(), 'aal1'),
  ('70000000-0000-4000-8000-00000000000b', tests.id('B'), now(), now(), 'aal1');

create function pg_temp.request_as(who text, session_id text)
returns void
language plpgsql
as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.jwt.claims', json_build_object(
    'sub', tests.id(who), 'role', 'authenticated', 'aud', 'authenticated',
    'session_id', session_id)::text, true);
  perform set_config('role', 'authenticated', true);
end
$$;

-- True when the check lets the request through.
create function pg_temp.passes()
returns boolean
language plpgsql
as $$
begin
  perform public.check_session();
  return true;
exception when others then
  return false;
end
$$;

select pg_temp.request_as('A', '70000000-0000-4000-8000-00000000000a');
select tests.ok(pg_temp.passes(), 'A with a live session passes');
select pg_temp.request_as('A', '70000000-0000-4000-8000-0000000000ff');
select tests.throws('select public.check_session()', 'PT401', 'a session that does not exist is refused', 'session has ended');
select pg_temp.request_as('A', '70000000-0000-4000-8000-00000000000b');
select tests.throws('select public.check_session()', 'PT401', 'someone else''s session is refused');
select pg_temp.request_as('A', 'not-a-uuid');
select tests.throws('select public.check_session()', 'PT401', 'a malformed session_id is refused');

select tests.act_as('anon');
select tests.ok(pg_temp.passes(), 'anon passes');
select tests.act_as('service');
select tests.ok(pg_temp.passes(), 'the service role passes');
select tests.act_as('A');
select tests.ok(pg_temp.passes(), 'a token without session_id passes');

-- Signing out (GoTrue deletes the session) ends access at once; so does not_after.
select tests.act_as('postgres');
delete from auth.sessions where id = '70000000-0000-4000-8000-00000000000a';
update auth.sessions set not_after = now() - interval '1 second' where id = '70000000-0000-4000-8000-00000000000b';
select pg_temp.request_as('A', '70000000-0000-4000-8000-00000000000a');
select tests.throws('select public.check_session()', 'PT401', 'after sign-out the same token is refused');
select pg_temp.request_as('B', '70000000-0000-4000-8000-00000000000b');
select tests.throws('select public.check_session()', 'PT401', 'a session past its not_after is refused');
