-- Abuse limits (issue 32, item 7; the landing page's "spam and abuse detection"), enforced
-- in the database so they hold on a hosted project too. They apply to signed-in API callers
-- (role authenticated); trusted roles (postgres: migrations and the seed; service_role) are
-- not limited. Each refusal has its own SQLSTATE (PostgREST answers 400 with it as `code`),
-- a message that says what happened and a hint that says what to do:
--
--   RLJOB  more than 10 jobs posted by one person in 24 hours
--   RLPRP  more than 30 proposals sent by one person in 24 hours
--   RLMSG  more than 30 messages sent by one person in one minute
--   RLUNA  a 6th message into a conversation where the other person has never replied
--   RLBLK  more than one row inserted by one statement (a JSON array body) into
--          jobs, proposals or messages
--
-- Windows are rolling (now() - 24 hours, now() - 1 minute), counted on created_at, which API
-- callers cannot choose. A transaction-scoped advisory lock per person and limit makes
-- concurrent requests of one person count one after the other.
--
-- Bulk bodies: a BEFORE STATEMENT trigger resets a per-table row counter
-- (fairlance.rows_<table>, transaction-local) and the row trigger refuses the second row, so
-- an array body is refused as RLBLK before any of its rows is counted against a daily limit.

create index if not exists messages_sender_created_idx on public.messages (sender_id, created_at desc);

create function private.limits_reset_rows()
returns trigger
language plpgsql
as $$
begin
  perform set_config('fairlance.rows_' || tg_table_name, '0', true);
  return null;
end
$$;

-- Counts the rows of the current statement; refuses the second one for API callers.
create function private.limits_one_row(tbl text)
returns void
language plpgsql
as $$
declare
  n integer := coalesce(nullif(current_setting('fairlance.rows_' || tbl, true), ''), '0')::integer + 1;
begin
  perform set_config('fairlance.rows_' || tbl, n::text, true);
  if n > 1 then
    raise exception 'Send one % at a time.', case tbl
        when 'jobs' then 'job' when 'proposals' then 'proposal' else 'message' end
      using errcode = 'RLBLK',
        hint = 'A request may create one row of this kind; send them one by one.';
  end if;
end
$$;

create function private.limit_jobs()
returns trigger
language plpgsql
as $$
declare
  me uuid := auth.uid();
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  perform private.limits_one_row('jobs');
  perform pg_advisory_xact_lock(hashtextextended('fairlance.limit.jobs:' || coalesce(me::text, ''), 0));
  if (select count(*) from public.jobs j
      where j.owner_id = me and j.created_at > now() - interval '24 hours') >= 10 then
    raise exception 'You have posted 10 jobs in the last 24 hours, the most allowed.'
      using errcode = 'RLJOB', hint = 'Try again tomorrow.';
  end if;
  return new;
end
$$;

create function private.limit_proposals()
returns trigger
language plpgsql
as $$
declare
  me uuid := auth.uid();
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  perform private.limits_one_row('proposals');
  perform pg_advisory_xact_lock(hashtextextended('fairlance.limit.proposals:' || coalesce(me::text, ''), 0));
  if (select count(*) from public.proposals p
      where p.freelancer_id = me and p.created_at > now() - interval '24 hours') >= 30 then
    raise exception 'You have sent 30 proposals in the last 24 hours, the most allowed.'
      using errcode = 'RLPRP', hint = 'Try again tomorrow.';
  end if;
  return new;
end
$$;

create function private.limit_messages()
returns trigger
language plpgsql
as $$
declare
  me uuid := auth.uid();
begin
  if current_user <> 'authenticated' then
    return new;
  end if;
  perform private.limits_one_row('messages');
  perform pg_advisory_xact_lock(hashtextextended('fairlance.limit.messages:' || coalesce(me::text, ''), 0));
  if (select count(*) from public.messages m
      where m.sender_id = me and m.created_at > now() - interval '1 minute') >= 30 then
    raise exception 'You have sent 30 messages in the last minute, the most allowed.'
      using errcode = 'RLMSG', hint = 'Wait a minute, then send again.';
  end if;
  -- Someone who has never replied in this conversation gets at most 5 messages. (RLS lets
  -- the sender read every message of a conversation they are in.)
  if not exists (
       select 1 from public.messages m
       where m.conversation_id = new.conversation_id and m.sender_id <> me
     )
     and (select count(*) from public.messages m
          where m.conversation_id = new.conversation_id and m.sender_id = me) >= 5 then
    raise exception 'You have sent 5 messages without a reply.'
      using errcode = 'RLUNA', hint = 'Wait for a reply before sending more.';
  end if;
  return new;
end
$$;

revoke all on function
  private.limits_reset_rows(),
  private.limits_one_row(text),
  private.limit_jobs(),
  private.limit_proposals(),
  private.limit_messages()
  from public;
-- The row triggers run with the caller's rights and call this helper.
grant execute on function private.limits_one_row(text) to authenticated;

create trigger jobs_limits_statement before insert on public.jobs
  for each statement execute function private.limits_reset_rows();
create trigger proposals_limits_statement before insert on public.proposals
  for each statement execute function private.limits_reset_rows();
create trigger messages_limits_statement before insert on public.messages
  for each statement execute function private.limits_reset_rows();

-- Named so they fire before the other row triggers (alphabetical order): a refused row
-- costs nothing else.
create trigger jobs_a_limits before insert on public.jobs
  for each row execute function private.limit_jobs();
create trigger proposals_a_limits before insert on public.proposals
  for each row execute function private.limit_proposals();
create trigger messages_a_limits before insert on public.messages
  for each row execute function private.limit_messages();
