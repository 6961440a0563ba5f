-- 'Rotate secret' for a webhook endpoint (issue 36 item 5). Tested in
-- supabase/tests/14_webhooks.sql and apps/notifier/test (signing).
--
-- rotate_webhook_secret(endpoint) gives the endpoint a new signing secret and returns it (the
-- one time it comes back without asking, as at creation). The old secret keeps signing for a
-- grace period of 24 hours: every delivery in that time carries two signatures in
-- `webhook-signature`, space-delimited ("v1,<new> v1,<old>"), as Standard Webhooks allows for
-- key rotation, so a receiver that still verifies with the old secret keeps accepting events
-- while its owner deploys the new one. After 24 hours (or at the next rotation, which replaces
-- it) the old secret signs nothing. The old secret is never readable through the API; the
-- owner sees until when it still signs (previous_secret_expires_at).
--
-- The worker's claim_webhook_deliveries() returns previous_secret as well (null when none or
-- expired). Owners only (PT404 for anybody else's endpoint or none).

alter table public.webhook_endpoints
  add column previous_secret text,
  add column previous_secret_expires_at timestamptz,
  add constraint webhook_endpoints_previous_secret_check
    check (previous_secret is null or previous_secret ~ '^whsec_[A-Za-z0-9+/]{32}$'),
  add constraint webhook_endpoints_previous_secret_expiry_check
    check ((previous_secret is null) = (previous_secret_expires_at is null));

-- The owner may see until when the old secret signs, never the old secret.
grant select (previous_secret_expires_at) on public.webhook_endpoints to authenticated;

create function public.rotate_webhook_secret(endpoint uuid)
returns table (secret text, previous_secret_expires_at timestamptz)
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'Sign in to rotate a webhook secret.' using errcode = '42501';
  end if;
  if not exists (select 1 from public.webhook_endpoints e where e.id = endpoint and e.owner_id = me) then
    raise exception 'No webhook endpoint of yours with this id.' using errcode = 'PT404';
  end if;
  return query
    update public.webhook_endpoints e
    set previous_secret = e.secret,
        previous_secret_expires_at = now() + interval '24 hours',
        secret = private.new_webhook_secret()
    where e.id = endpoint and e.owner_id = me
    returning e.secret, e.previous_secret_expires_at;
end
$$;

revoke all on function public.rotate_webhook_secret(uuid) from public, anon;
grant execute on function public.rotate_webhook_secret(uuid) to authenticated;

-- The claim returns the old secret while it still signs.
drop function public.claim_webhook_deliveries(integer, integer);
create function public.claim_webhook_deliveries(max_rows integer default 10,
  lease_seconds integer default 120)
returns table (id uuid, endpoint_id uuid, event_id text, event_type text, payload text,
  attempts integer, created_at timestamptz, url text, secret text, enabled boolean,
  previous_secret text)
language sql
set search_path = ''
as $$
  with due as (
    select d.id from public.webhook_deliveries d
    where d.status = 'pending' and d.next_attempt_at <= now()
    order by d.next_attempt_at
    limit least(greatest(max_rows, 1), 100)
    for update skip locked
  ), taken as (
    update public.webhook_deliveries d
    set attempts = d.attempts + 1,
        last_attempt_at = now(),
        next_attempt_at = now() + make_interval(secs => greatest(lease_seconds, 10))
    from due where d.id = due.id
    returning d.*
  )
  select t.id, t.endpoint_id, t.event_id, t.event_type, t.payload, t.attempts, t.created_at,
    e.url, e.secret, e.enabled,
    case when e.previous_secret_expires_at > now() then e.previous_secret end
  from taken t join public.webhook_endpoints e on e.id = t.endpoint_id
  order by t.next_attempt_at, t.created_at;
$$;
revoke all on function public.claim_webhook_deliveries(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_webhook_deliveries(integer, integer) to service_role;
