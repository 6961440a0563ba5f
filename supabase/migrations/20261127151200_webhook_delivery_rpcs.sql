-- The webhook delivery worker's two calls (issue 36 item 5). The worker reaches the database
-- only through the API with the service role key (the same locally and on hosted), so these
-- are RPCs that only service_role may call (nobody else: not anon, not a signed-in person).
--
-- claim_webhook_deliveries(max_rows, lease_seconds)
--   takes up to max_rows pending deliveries that are due, oldest first, skipping rows another
--   worker holds (FOR UPDATE SKIP LOCKED); counts the attempt and leases each for
--   lease_seconds (next_attempt_at moves on), so a worker that dies mid-send leaves its rows to
--   be taken again once the lease ends: at least once, never lost. Returns what sending needs:
--   the endpoint's URL, secret and whether it is enabled.
-- record_webhook_attempt(delivery, response_status, response_ms, error, retry_at)
--   the outcome of the attempt: a 2xx response_status is `succeeded`; otherwise `pending`
--   again at retry_at, or `failed` when retry_at is null (the worker's schedule ran out).

create function public.claim_webhook_deliveries(max_rows integer default 10,
  lease_seconds integer default 120)
returns table (id uuid, endpoint_id uuid, event_id text, event_type text, payload text,
  attempts integer, created_at timestamptz, url text, secret text, enabled boolean)
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
    e.url, e.secret, e.enabled
  from taken t join public.webhook_endpoints e on e.id = t.endpoint_id
  order by t.next_attempt_at, t.created_at;
$$;

create function public.record_webhook_attempt(delivery uuid, response_status integer,
  response_ms integer, error text, retry_at timestamptz)
returns public.webhook_deliveries
language plpgsql
set search_path = ''
as $$
declare
  done public.webhook_deliveries;
  ok boolean := response_status between 200 and 299 and error is null;
begin
  update public.webhook_deliveries d
  set status = case when ok then 'succeeded' when retry_at is null then 'failed' else 'pending' end,
      response_status = record_webhook_attempt.response_status,
      response_ms = record_webhook_attempt.response_ms,
      last_error = case when ok then null else left(coalesce(error, 'HTTP ' || record_webhook_attempt.response_status), 500) end,
      next_attempt_at = case when ok or retry_at is null then d.next_attempt_at else retry_at end
  where d.id = delivery and d.status = 'pending'
  returning * into done;
  if done.id is null then
    raise exception 'No pending webhook delivery with this id.' using errcode = 'PT404';
  end if;
  return done;
end
$$;

revoke all on function public.claim_webhook_deliveries(integer, integer) from public, anon, authenticated;
revoke all on function public.record_webhook_attempt(uuid, integer, integer, text, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_webhook_deliveries(integer, integer) to service_role;
grant execute on function public.record_webhook_attempt(uuid, integer, integer, text, timestamptz) to service_role;
