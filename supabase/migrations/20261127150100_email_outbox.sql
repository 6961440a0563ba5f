-- Email that respects Settings (issue 36 items 2 and 3): an outbox in Postgres that the
-- notifier worker (apps/notifier) drains over SMTP, the daily digest's settings and its queue,
-- and one-click unsubscribe links verified here. Tested in supabase/tests/15_email_outbox.sql;
-- the worker's side in apps/notifier/test.
--
-- Which switch of Settings > Notifications governs which email (private.email_wanted):
--   every notification kind but messages  email_notifications ('Email notifications')
--   message_received                      email_notifications and message_alerts
--   digest                                digest_enabled (off by default); its jobs section
--                                         also needs job_alerts ('Job alerts')
-- A person without a settings row has the defaults (all on, digest off). The switch is read
-- when the notification is made (no row queued when off) and again just before sending (a row
-- queued before the person switched off is skipped, never sent).
--
-- public.email_outbox: one row per email, idempotency_key unique per notification and channel
-- ('notification:<id>:email') or per person and local day ('digest:<user id>:<yyyy-mm-dd>').
--   status    pending -> sent | skipped (switched off, or the message was read) | dead
--   attempts  failed sends so far; after a failure the next try waits 1, 2, 4, 8, 16 minutes
--             (private.outbox_failed); the 6th failure makes the row dead (the dead letter),
--             with last_error. The person reads their own rows (RLS), dead ones included;
--             operators list every dead letter with `select * from private.email_dead_letters`.
-- Message emails: due 10 minutes after the message; sent only if its notification is still
-- unread then, and at most one per conversation an hour (a later one waits for the hour).
-- Seeded history queues nothing: supabase/seed.sql sets fairlance.seeding = 'on'.
--
-- The worker claims a due row with FOR UPDATE SKIP LOCKED, one row per transaction, asks
-- private.outbox_decide, sends, and marks the row sent in that same transaction: a worker killed
-- mid-batch leaves every committed row sent and every other row pending. The row's key is the
-- email's Message-ID.

-- ---------------------------------------------------------------------------------------
-- Digest settings: opt-in, the local hour (0-23) and an IANA time zone.

-- True for a time zone name Postgres knows ('Europe/Lisbon', 'UTC'); false for anything else,
-- offsets and POSIX rules included.
create function private.is_time_zone(tz text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  if tz is null or tz !~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$' or tz ~ '^(GMT|UTC)?[+-]' then
    return false;
  end if;
  perform now() at time zone tz;
  return exists (select 1 from pg_catalog.pg_timezone_names n where n.name = tz);
exception when others then
  return false;
end
$$;

alter table public.user_settings
  add column digest_enabled boolean not null default false,
  add column digest_hour smallint not null default 8,
  add column digest_time_zone text not null default 'UTC',
  add column digest_last_sent_at timestamptz,
  add constraint user_settings_digest_hour_check check (digest_hour between 0 and 23),
  add constraint user_settings_digest_time_zone_check
    check (char_length(digest_time_zone) <= 64 and private.is_time_zone(digest_time_zone));

grant update (digest_enabled, digest_hour, digest_time_zone) on public.user_settings to authenticated;

-- ---------------------------------------------------------------------------------------
-- The outbox.
create type public.email_status as enum ('pending', 'sent', 'skipped', 'dead');

create table public.email_outbox (
  id bigint generated always as identity primary key,
  idempotency_key text not null,
  user_id uuid not null references public.profiles (id) on delete cascade,
  notification_id uuid references public.notifications (id) on delete cascade,
  kind text not null,
  channel text not null default 'email',
  payload jsonb not null default '{}',
  status public.email_status not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  message_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint email_outbox_idempotency_key_key unique (idempotency_key),
  constraint email_outbox_channel_check check (channel = 'email'),
  -- 'digest' or a notification kind (anything else fails the cast, 22P02)
  constraint email_outbox_kind_check check (kind = 'digest' or kind::public.notification_kind is not null),
  constraint email_outbox_notification_check check ((kind = 'digest') = (notification_id is null))
);

comment on table public.email_outbox is
  'Emails to send (apps/notifier drains it): one per notification and channel, or per daily digest. The person reads their own rows, dead letters included.';

create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where status = 'pending';
create index email_outbox_user_idx on public.email_outbox (user_id, created_at desc);
create index email_outbox_notification_idx on public.email_outbox (notification_id) where notification_id is not null;

create trigger email_outbox_stamp_updated before insert or update on public.email_outbox
  for each row execute function private.stamp_updated_at();

revoke all on public.email_outbox from anon, authenticated;
grant all on public.email_outbox to service_role;
grant select on public.email_outbox to authenticated;
alter table public.email_outbox enable row level security;
create policy "email_outbox: the recipient reads" on public.email_outbox
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Every dead letter, for operators (not exposed: `private` is not in the API).
create view private.email_dead_letters as
select o.id, o.idempotency_key, o.user_id, u.email, o.kind, o.attempts, o.last_error,
  o.created_at, o.updated_at as died_at
from public.email_outbox o
left join auth.users u on u.id = o.user_id
where o.status = 'dead';
revoke all on private.email_dead_letters from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Which switch governs which email.
create function private.email_wanted(recipient uuid, what text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select case
      when what = 'digest' then s.digest_enabled
      when what = 'message_received' then s.email_notifications and s.message_alerts
      else s.email_notifications
    end
    from public.user_settings s where s.user_id = recipient
  ), what <> 'digest')
$$;

-- The settings column an unsubscribe link switches off.
create function private.email_switch(what text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when what = 'digest' then 'digest_enabled'
    when what = 'message_received' then 'message_alerts'
    else 'email_notifications'
  end
$$;

-- Queue an email for a new notification whose switch is on.
create function private.queue_notification_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('fairlance.seeding', true), '') = 'on'
     or not private.email_wanted(new.user_id, new.kind::text) then
    return null;
  end if;
  insert into public.email_outbox (idempotency_key, user_id, notification_id, kind, next_attempt_at)
  values (
    'notification:' || new.id || ':email', new.user_id, new.id, new.kind::text,
    case when new.kind = 'message_received' then new.created_at + interval '10 minutes'
         else now() end
  )
  on conflict (idempotency_key) do nothing;
  return null;
end
$$;

create trigger notifications_email_outbox after insert on public.notifications
  for each row execute function private.queue_notification_email();

-- ---------------------------------------------------------------------------------------
-- The worker's steps (it connects as a trusted role; none of these is callable through the API).

-- Just before sending a claimed row: 'send', or 'skipped' (the row is marked so: switched off,
-- or a message notification read meanwhile), or 'later' (the row waits: another message email
-- of this conversation went out less than an hour ago).
create function private.outbox_decide(row_id bigint, at timestamptz default now())
returns text
language plpgsql
set search_path = ''
as $$
declare
  o public.email_outbox;
  n public.notifications;
  last_sent timestamptz;
begin
  select * into o from public.email_outbox where id = row_id;
  if not found or o.status <> 'pending' then
    return 'gone';
  end if;
  if not private.email_wanted(o.user_id, o.kind) then
    update public.email_outbox set status = 'skipped', last_error = 'switched off in Settings'
    where id = row_id;
    return 'skipped';
  end if;
  if o.kind = 'message_received' then
    select * into n from public.notifications where id = o.notification_id;
    if not found or n.read_at is not null then
      update public.email_outbox set status = 'skipped', last_error = 'read before the email was due'
      where id = row_id;
      return 'skipped';
    end if;
    select max(x.sent_at) into last_sent
    from public.email_outbox x join public.notifications m on m.id = x.notification_id
    where x.user_id = o.user_id and x.kind = 'message_received' and x.status = 'sent'
      and m.conversation_id = n.conversation_id and x.id <> o.id;
    if last_sent is not null and last_sent > at - interval '1 hour' then
      update public.email_outbox set next_attempt_at = last_sent + interval '1 hour' where id = row_id;
      return 'later';
    end if;
  end if;
  return 'send';
end
$$;

-- After a failed send: the next try waits 1, 2, 4, 8, 16 minutes; the 6th failure is final.
create function private.outbox_failed(row_id bigint, error text, at timestamptz default now())
returns public.email_outbox
language sql
set search_path = ''
as $$
  update public.email_outbox o
  set attempts = o.attempts + 1,
      last_error = left(error, 1000),
      status = case when o.attempts + 1 >= 6 then 'dead'::public.email_status else o.status end,
      next_attempt_at = case when o.attempts + 1 >= 6 then o.next_attempt_at
                             else at + interval '1 minute' * power(2, o.attempts) end
  where o.id = row_id and o.status = 'pending'
  returning o.*
$$;

-- ---------------------------------------------------------------------------------------
-- Unsubscribe links: <user id>.<what>.<HMAC-SHA256 of both, hex>, with a secret made here
-- and kept in a table nobody reads through the API.
create table private.notifier_secret (
  id boolean primary key default true check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
insert into private.notifier_secret default values;
revoke all on private.notifier_secret from public, anon, authenticated;

create function private.unsubscribe_token(recipient uuid, what text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select recipient::text || '.' || what || '.'
    || encode(extensions.hmac(convert_to(recipient::text || '.' || what, 'UTF8'), s.secret, 'sha256'), 'hex')
  from private.notifier_secret s
$$;

-- One-click unsubscribe (anon may call it: the link is the credential). Verifies the token and
-- switches that kind's email off; returns the switch's name as Settings shows it. A token that
-- is not one we made: 22023 'This unsubscribe link is not valid.'
create function public.unsubscribe(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  parts text[] := string_to_array(coalesce(token, ''), '.');
  recipient uuid;
  what text;
begin
  if cardinality(parts) <> 3 or parts[1] !~ '^[0-9a-f-]{36}$'
     or not (parts[2] = 'digest' or parts[2] in (
       select e::text from unnest(enum_range(null::public.notification_kind)) e))
     or private.unsubscribe_token(parts[1]::uuid, parts[2]) <> token then
    raise exception 'This unsubscribe link is not valid.'
      using errcode = 'invalid_parameter_value', hint = 'Change your email settings in Settings > Notifications.';
  end if;
  recipient := parts[1]::uuid;
  what := parts[2];
  insert into public.user_settings (user_id) values (recipient) on conflict (user_id) do nothing;
  execute format('update public.user_settings set %I = false where user_id = $1', private.email_switch(what))
    using recipient;
  return case private.email_switch(what)
    when 'digest_enabled' then 'Daily digest'
    when 'message_alerts' then 'Message alerts'
    else 'Email notifications'
  end;
end
$$;

-- ---------------------------------------------------------------------------------------
-- The daily digest: queued for everyone who opted in and whose chosen local hour has come
-- today (in their time zone) with no digest yet today. New open jobs matching their skills
-- since the last digest that they have not applied to (job_alerts on), and what is waiting for them: unread notifications,
-- unread conversations, pending proposals on their jobs. Nothing new and nothing waiting:
-- no email (the day still counts as done). Returns how many digests were queued.
-- Hosted: pg_cron runs `select private.queue_due_digests()` every 15 minutes (README).
create function private.queue_due_digests(at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  s record;
  local_now timestamp;
  since timestamptz;
  jobs jsonb;
  job_count integer;
  waiting jsonb;
  queued integer := 0;
begin
  for s in
    select us.user_id, us.digest_hour, us.digest_time_zone, us.digest_last_sent_at, us.job_alerts,
      p.skills
    from public.user_settings us
    join public.profiles p on p.id = us.user_id
    join auth.users u on u.id = us.user_id
    where us.digest_enabled and u.email is not null and u.email_confirmed_at is not null
    for update of us skip locked
  loop
    local_now := at at time zone s.digest_time_zone;
    continue when extract(hour from local_now) < s.digest_hour;
    continue when s.digest_last_sent_at is not null
      and (s.digest_last_sent_at at time zone s.digest_time_zone)::date >= local_now::date;
    since := coalesce(s.digest_last_sent_at, at - interval '1 day');

    select coalesce(jsonb_agg(x order by x.created_at desc) filter (where x.rn <= 10), '[]'), count(*)
    into jobs, job_count
    from (
      select j.id, j.title, j.budget, j.category, j.skills, j.created_at,
        row_number() over (order by j.created_at desc) as rn
      from public.jobs j
      where s.job_alerts and j.status = 'open' and j.owner_id <> s.user_id
        and j.created_at > since and j.created_at <= at
        and exists (
          select 1 from unnest(j.skills) js, unnest(s.skills) ps where lower(js) = lower(ps)
        )
        and not exists (
          select 1 from public.proposals pr where pr.job_id = j.id and pr.freelancer_id = s.user_id
        )
    ) x;

    select jsonb_build_object(
      'unread_notifications', (select count(*) from public.notifications n
                               where n.user_id = s.user_id and n.read_at is null and n.created_at <= at),
      'unread_conversations', (select count(distinct m.conversation_id) from public.messages m
                               join public.conversations c on c.id = m.conversation_id
                               where s.user_id in (c.user_a, c.user_b) and m.sender_id <> s.user_id
                                 and m.read_at is null and m.created_at <= at),
      'pending_proposals', (select count(*) from public.proposals pr join public.jobs j on j.id = pr.job_id
                            where j.owner_id = s.user_id and j.status = 'open' and pr.status = 'pending')
    ) into waiting;

    update public.user_settings set digest_last_sent_at = at where user_id = s.user_id;
    continue when job_count = 0 and (waiting ->> 'unread_notifications')::integer = 0
      and (waiting ->> 'unread_conversations')::integer = 0 and (waiting ->> 'pending_proposals')::integer = 0;

    insert into public.email_outbox (idempotency_key, user_id, kind, payload, next_attempt_at)
    values (
      'digest:' || s.user_id || ':' || to_char(local_now, 'YYYY-MM-DD'), s.user_id, 'digest',
      jsonb_build_object('since', since, 'at', at, 'time_zone', s.digest_time_zone,
        'jobs', jobs, 'job_count', job_count, 'waiting', waiting),
      at
    )
    on conflict (idempotency_key) do nothing;
    if found then
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end
$$;

revoke all on function
  private.is_time_zone(text),
  private.email_wanted(uuid, text),
  private.email_switch(text),
  private.queue_notification_email(),
  private.outbox_decide(bigint, timestamptz),
  private.outbox_failed(bigint, text, timestamptz),
  private.unsubscribe_token(uuid, text),
  private.queue_due_digests(timestamptz)
  from public, anon, authenticated;
-- The settings check constraint calls is_time_zone as whoever writes a settings row.
grant execute on function private.is_time_zone(text) to anon, authenticated, service_role;
grant execute on function
  private.outbox_decide(bigint, timestamptz),
  private.outbox_failed(bigint, text, timestamptz),
  private.unsubscribe_token(uuid, text),
  private.queue_due_digests(timestamptz)
  to service_role;

revoke all on function public.unsubscribe(text) from public;
grant execute on function public.unsubscribe(text) to anon, authenticated, service_role;
