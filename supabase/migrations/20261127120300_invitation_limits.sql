-- Abuse limits for invitations (issue 34; the same scheme as 20261127110100_abuse_limits):
-- every invitation posts a message to someone who did not ask for it, so a client may send at
-- most 20 invitations in 24 hours (RLINV), and one per request (RLBLK, as for jobs, proposals
-- and messages: an array body would otherwise post many messages in one statement). Signed-in
-- API callers only; trusted roles are not limited.

create or replace function private.limits_one_row(tbl text)
returns void
language plpgsql
as $$
declare
  n integer := coalesce(nullif(current_setting('fairlance.rows_' || tbl, true), ''), '0')::integer + 1;
begin
  perform set_config('fairlance.rows_' || tbl, n::text, true);
  if n > 1 then
    raise exception 'Send one % at a time.', case tbl
        when 'jobs' then 'job' when 'proposals' then 'proposal'
        when 'invitations' then 'invitation' else 'message' end
      using errcode = 'RLBLK',
        hint = 'A request may create one row of this kind; send them one by one.';
  end if;
end
$$;

create function private.limit_invitations()
returns trigger
language plpgsql
as $$
declare
  me uuid := auth.uid();
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  perform private.limits_one_row('invitations');
  perform pg_advisory_xact_lock(hashtextextended('fairlance.limit.invitations:' || coalesce(me::text, ''), 0));
  if (select count(*) from public.invitations i
      where i.client_id = me and i.created_at > now() - interval '24 hours') >= 20 then
    raise exception 'You have sent 20 invitations in the last 24 hours, the most allowed.'
      using errcode = 'RLINV', hint = 'Try again tomorrow.';
  end if;
  return new;
end
$$;

revoke all on function private.limit_invitations() from public;

create index invitations_client_created_idx on public.invitations (client_id, created_at desc);

create trigger invitations_limits_statement before insert on public.invitations
  for each statement execute function private.limits_reset_rows();
-- Named to fire before invitations_send (alphabetical order): a refused invitation posts nothing.
create trigger invitations_a_limits before insert on public.invitations
  for each row execute function private.limit_invitations();
