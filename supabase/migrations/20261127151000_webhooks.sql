-- Webhooks (issue 36 item 5): a person's endpoints and the deliveries made to them.
--
--   webhook_endpoints    owner, URL (https://, or http:// to this machine for the local stack),
--                        the event types it wants, its signing secret (whsec_ + base64 of 24
--                        random bytes, the Standard Webhooks format), enabled
--   webhook_deliveries   one event for one endpoint: event_id (sent as `webhook-id`, the same
--                        on every retry), event_type, payload (the exact JSON body), attempts,
--                        next_attempt_at, the last response code and error, status
--                        pending -> succeeded | failed
--
-- Owners only: RLS lets a person see (and manage) their own endpoints and deliveries, nobody
-- else's. The secret is not selectable through the table (column privileges): it comes back
-- once from create_webhook_endpoint() and afterwards from webhook_endpoint_secret(), both for
-- the owner only. Deliveries are written by the database (the fan-out from notifications,
-- send_webhook_test()) and by the delivery worker (service connection); a person only reads.
--
-- Codes:  WHURL  the URL is not https:// (http:// only to localhost/127.0.0.1/[::1])
--         WHEVT  no event type, an unknown one, or more than the list holds
--         WHMAX  more than 10 endpoints for one person
--         WHTST  more than 10 test events for one person in a minute
--         PT404  no endpoint of yours with that id

-- The event types an endpoint may subscribe to (webhook.test is sent on request only).
create function private.webhook_event_types()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'proposal.received', 'proposal.accepted', 'proposal.declined', 'proposal.not_selected',
    'invitation.received', 'engagement.completed', 'engagement.cancelled', 'review.received',
    'message.received'
  ]::text[];
$$;

create function private.new_webhook_secret()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'whsec_' || encode(extensions.gen_random_bytes(24), 'base64');
$$;

create table public.webhook_endpoints (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  url text not null,
  event_types text[] not null,
  secret text not null default private.new_webhook_secret(),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint webhook_endpoints_secret_check check (secret ~ '^whsec_[A-Za-z0-9+/]{32}$')
);
create index webhook_endpoints_owner_idx on public.webhook_endpoints (owner_id, created_at);
-- The fan-out looks endpoints up by owner and type.
create index webhook_endpoints_types_idx on public.webhook_endpoints using gin (event_types);

comment on table public.webhook_endpoints is
  'A person''s webhook endpoints (issue 36). The secret is readable only through create_webhook_endpoint() and webhook_endpoint_secret().';

-- Field-named refusals (the app shows the message; the hint says what to do).
create function private.check_webhook_endpoint()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.url is null or length(new.url) > 2000
     or new.url ~ '\s'
     or not (
       -- https:// to a host (no user:password@ in front of it)
       new.url ~* '^https://[^/?#@\s]+([/?#][^\s]*)?$'
       -- http:// only to this machine (the local stack; the worker refuses loopback elsewhere)
       or new.url ~* '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?([/?#][^\s]*)?$'
     ) then
    raise exception 'The endpoint URL must start with https:// (at most 2,000 characters).'
      using errcode = 'WHURL', constraint = 'webhook_endpoints_url_check',
        detail = 'webhook_endpoints_url_check',
        hint = 'Paste the full address of your endpoint, for example https://example.com/webhooks.';
  end if;
  if new.event_types is null or cardinality(new.event_types) = 0
     or not (new.event_types <@ private.webhook_event_types())
     or cardinality(new.event_types) <> (select count(distinct t) from unnest(new.event_types) t) then
    raise exception 'Choose at least one event type from the list.'
      using errcode = 'WHEVT', constraint = 'webhook_endpoints_event_types_check',
        detail = 'webhook_endpoints_event_types_check',
        hint = 'Event types: ' || array_to_string(private.webhook_event_types(), ', ') || '.';
  end if;
  if tg_op = 'INSERT' then
    -- One person's inserts count one after the other.
    perform pg_advisory_xact_lock(hashtext('webhook_endpoints'), hashtext(new.owner_id::text));
    if (select count(*) from public.webhook_endpoints e where e.owner_id = new.owner_id) >= 10 then
      raise exception 'You can have at most 10 webhook endpoints.'
        using errcode = 'WHMAX', hint = 'Delete an endpoint before adding another.';
    end if;
  end if;
  return new;
end
$$;

create trigger webhook_endpoints_check
  before insert or update on public.webhook_endpoints
  for each row execute function private.check_webhook_endpoint();
create trigger webhook_endpoints_updated_at
  before update on public.webhook_endpoints
  for each row execute function private.stamp_updated_at();

create table public.webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  endpoint_id uuid not null references public.webhook_endpoints (id) on delete cascade,
  owner_id uuid not null references public.profiles (id) on delete cascade,
  -- The Standard Webhooks `webhook-id`: one per event, the same on every retry.
  event_id text not null default ('msg_' || replace(gen_random_uuid()::text, '-', '')),
  event_type text not null,
  -- The body sent, byte for byte (text, not jsonb: the signature covers these exact bytes).
  payload text not null,
  -- The notification it came from (none for a test event).
  notification_id uuid,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_attempt_at timestamptz,
  response_status integer,
  response_ms integer,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint webhook_deliveries_status_check check (status in ('pending', 'succeeded', 'failed')),
  constraint webhook_deliveries_attempts_check check (attempts >= 0),
  constraint webhook_deliveries_event_id_key unique (endpoint_id, event_id),
  constraint webhook_deliveries_notification_key unique (endpoint_id, notification_id),
  constraint webhook_deliveries_payload_check check (length(payload) <= 65536),
  constraint webhook_deliveries_error_check check (length(last_error) <= 500)
);
-- The worker's queue: due pending deliveries, oldest first.
create index webhook_deliveries_due_idx on public.webhook_deliveries (next_attempt_at)
  where status = 'pending';
-- The panel's list: an endpoint's newest deliveries.
create index webhook_deliveries_endpoint_idx on public.webhook_deliveries (endpoint_id, created_at desc);
create index webhook_deliveries_owner_idx on public.webhook_deliveries (owner_id, created_at desc);

create trigger webhook_deliveries_updated_at
  before update on public.webhook_deliveries
  for each row execute function private.stamp_updated_at();

comment on table public.webhook_deliveries is
  'One event for one webhook endpoint, with its attempts and last response (issue 36).';

-- A new delivery wakes the worker at once (it also polls, so a missed notice only delays).
create function private.notify_webhook_worker()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('webhook_deliveries', '');
  return null;
end
$$;
create trigger webhook_deliveries_wake_worker
  after insert on public.webhook_deliveries
  for each statement execute function private.notify_webhook_worker();

-- Privileges: the secret is never selectable by a signed-in person through the table; the
-- owner is set by the default (auth.uid()) and never changed; deliveries are read-only.
revoke all on public.webhook_endpoints from anon, authenticated;
revoke all on public.webhook_deliveries from anon, authenticated;
grant select (id, owner_id, url, event_types, enabled, created_at, updated_at)
  on public.webhook_endpoints to authenticated;
grant insert (url, event_types, enabled) on public.webhook_endpoints to authenticated;
grant update (url, event_types, enabled) on public.webhook_endpoints to authenticated;
grant delete on public.webhook_endpoints to authenticated;
grant select on public.webhook_deliveries to authenticated;
grant all on public.webhook_endpoints, public.webhook_deliveries to service_role;

alter table public.webhook_endpoints enable row level security;
alter table public.webhook_deliveries enable row level security;

create policy webhook_endpoints_select_own on public.webhook_endpoints
  for select to authenticated using (owner_id = (select auth.uid()));
create policy webhook_endpoints_insert_own on public.webhook_endpoints
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy webhook_endpoints_update_own on public.webhook_endpoints
  for update to authenticated using (owner_id = (select auth.uid()))
  with check (owner_id = (select auth.uid()));
create policy webhook_endpoints_delete_own on public.webhook_endpoints
  for delete to authenticated using (owner_id = (select auth.uid()));
create policy webhook_deliveries_select_own on public.webhook_deliveries
  for select to authenticated using (owner_id = (select auth.uid()));

-- Adds an endpoint for the caller and returns it with its secret (the one time the secret
-- comes back without asking for it).
create function public.create_webhook_endpoint(endpoint_url text, endpoint_event_types text[])
returns table (id uuid, url text, event_types text[], enabled boolean, created_at timestamptz,
  secret text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'Sign in to add a webhook endpoint.' using errcode = '42501';
  end if;
  return query
    insert into public.webhook_endpoints as e (owner_id, url, event_types)
    values (me, endpoint_url, endpoint_event_types)
    returning e.id, e.url, e.event_types, e.enabled, e.created_at, e.secret;
end
$$;

-- The signing secret of one of the caller's endpoints.
create function public.webhook_endpoint_secret(endpoint uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found text;
begin
  select e.secret into found from public.webhook_endpoints e
  where e.id = endpoint and e.owner_id = auth.uid();
  if found is null then
    raise exception 'No webhook endpoint of yours with this id.' using errcode = 'PT404';
  end if;
  return found;
end
$$;

-- 'Send test event': a webhook.test delivery to one of the caller's endpoints, sent by the
-- worker like any other (signed, retried). At most 10 a minute per person.
create function public.send_webhook_test(endpoint uuid)
returns public.webhook_deliveries
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  target public.webhook_endpoints;
  made public.webhook_deliveries;
  sent_at timestamptz := clock_timestamp();
begin
  select * into target from public.webhook_endpoints e
  where e.id = endpoint and e.owner_id = me;
  if target.id is null then
    raise exception 'No webhook endpoint of yours with this id.' using errcode = 'PT404';
  end if;
  perform pg_advisory_xact_lock(hashtext('webhook_tests'), hashtext(me::text));
  if (select count(*) from public.webhook_deliveries d
      where d.owner_id = me and d.event_type = 'webhook.test'
        and d.created_at > now() - interval '1 minute') >= 10 then
    raise exception 'You have sent 10 test events in the last minute.'
      using errcode = 'WHTST', hint = 'Wait a minute, then send another.';
  end if;
  insert into public.webhook_deliveries (endpoint_id, owner_id, event_type, payload)
  values (target.id, me, 'webhook.test',
    jsonb_build_object(
      'type', 'webhook.test',
      'timestamp', to_char(sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', jsonb_build_object(
        'endpoint_id', target.id,
        'message', 'This is a test event from Fairlance. Your endpoint received it.'
      )
    )::text)
  returning * into made;
  return made;
end
$$;

revoke all on function public.create_webhook_endpoint(text, text[]) from public, anon;
revoke all on function public.webhook_endpoint_secret(uuid) from public, anon;
revoke all on function public.send_webhook_test(uuid) from public, anon;
grant execute on function public.create_webhook_endpoint(text, text[]) to authenticated;
grant execute on function public.webhook_endpoint_secret(uuid) to authenticated;
grant execute on function public.send_webhook_test(uuid) to authenticated;
revoke all on function private.check_webhook_endpoint() from public, anon, authenticated;
revoke all on function private.notify_webhook_worker() from public, anon, authenticated;

-- Deliveries reach their owner's open panel live (RLS decides: the owner only). Same guard as
-- the earlier realtime migrations.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    raise notice 'publication supabase_realtime does not exist: webhook_deliveries not added';
    return;
  end if;
  if (select puballtables from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    return;
  end if;
  if not exists (
    select 1 from pg_catalog.pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'webhook_deliveries'
  ) then
    alter publication supabase_realtime add table public.webhook_deliveries;
  end if;
end
$$;
