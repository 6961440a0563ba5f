-- Sign-out ends access (issue 32, item 6). GoTrue's access tokens carry the id of their
-- session (`session_id`); signing out deletes the row in auth.sessions, but the token stays
-- valid until it expires. PostgREST calls this function before every request (its
-- db-pre-request, set below on the authenticator role as hosted projects set it), with the
-- request's role and claims already in place. A signed-in request whose session is gone,
-- belongs to someone else or is past its not_after is refused with SQLSTATE PT401, which
-- PostgREST answers as HTTP 401. Requests without a session (anon key, service role, a
-- token with no session_id claim) pass.
--
-- SECURITY DEFINER: API roles cannot read auth.sessions; it answers only "is this request's
-- own session alive".

create function public.check_session()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  claims jsonb := auth.jwt();
  session_text text := claims ->> 'session_id';
  sub_text text := claims ->> 'sub';
  uuid_shape constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
begin
  if claims is null or claims ->> 'role' is distinct from 'authenticated' or session_text is null then
    return;
  end if;
  if session_text !~ uuid_shape or sub_text is null or sub_text !~ uuid_shape
     or not exists (
       select 1
       from auth.sessions s
       where s.id = session_text::uuid
         and s.user_id = sub_text::uuid
         and (s.not_after is null or s.not_after > now())
     ) then
    raise sqlstate 'PT401'
      using message = 'Your session has ended. Sign in again.',
        hint = 'The access token belongs to a session that was signed out or has expired.';
  end if;
end
$$;

revoke all on function public.check_session() from public;
grant execute on function public.check_session() to anon, authenticated, service_role;

alter role authenticator set pgrst.db_pre_request = 'public.check_session';
notify pgrst, 'reload config';
