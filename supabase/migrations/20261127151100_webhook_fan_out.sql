-- Webhook events come from notifications (issue 36 item 5): each new notification for a person
-- becomes one delivery to each of that person's enabled endpoints subscribed to its type.
--
--   notification kind        webhook event type
--   proposal_received        proposal.received
--   proposal_accepted        proposal.accepted
--   proposal_declined        proposal.declined
--   proposal_not_selected    proposal.not_selected
--   invitation_received      invitation.received
--   engagement_completed     engagement.completed
--   engagement_cancelled     engagement.cancelled
--   review_received          review.received
--   message_received         message.received
--
-- The body (Standard Webhooks' recommended shape: type, timestamp, data):
--   {"type": "proposal.received", "timestamp": "<when it happened, ISO 8601 UTC>",
--    "data": {"notification_id", "kind", "actor": {"id", "name"} | null, "subject",
--             "job_id", "proposal_id", "engagement_id", "conversation_id", "review_id",
--             "path": "/jobs/<id>"}}
-- Its webhook-id is msg_ + the notification's id (the same for every endpoint and retry, so a
-- receiver can drop a repeat). Nothing is sent for the seeded history (fairlance.seeding).

create function private.webhook_event_type(kind public.notification_kind)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(kind::text, '_', '.');
$$;

create function private.webhook_fan_out()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  event_type text := private.webhook_event_type(new.kind);
begin
  if coalesce(current_setting('fairlance.seeding', true), '') = 'on' then
    return null;
  end if;
  insert into public.webhook_deliveries (endpoint_id, owner_id, event_id, event_type, payload,
    notification_id)
  select e.id, e.owner_id, 'msg_' || replace(new.id::text, '-', ''), event_type,
    jsonb_build_object(
      'type', event_type,
      'timestamp', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', jsonb_build_object(
        'notification_id', new.id,
        'kind', new.kind,
        'actor', case when new.actor_id is null then null
                      else jsonb_build_object('id', new.actor_id, 'name', new.actor_name) end,
        'subject', new.subject,
        'job_id', new.job_id,
        'proposal_id', new.proposal_id,
        'engagement_id', new.engagement_id,
        'conversation_id', new.conversation_id,
        'review_id', new.review_id,
        'path', new.link
      )
    )::text,
    new.id
  from public.webhook_endpoints e
  where e.owner_id = new.user_id and e.enabled and event_type = any (e.event_types)
  on conflict do nothing;
  return null;
end
$$;

revoke all on function private.webhook_fan_out() from public, anon, authenticated;

create trigger notifications_webhook_fan_out
  after insert on public.notifications
  for each row execute function private.webhook_fan_out();

-- Every notification kind has its event type in the list endpoints choose from.
do $$
begin
  if exists (
    select 1 from unnest(enum_range(null::public.notification_kind)) k
    where not private.webhook_event_type(k) = any (private.webhook_event_types())
  ) then
    raise exception 'a notification kind has no webhook event type';
  end if;
end
$$;
