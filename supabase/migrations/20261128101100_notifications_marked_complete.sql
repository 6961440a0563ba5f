-- Issue 36, the rest of item 1. Tested in supabase/tests/14_notifications.sql and
-- supabase/tests/15_email_outbox.sql.
--
--   kind                         recipient    made when                                  link
--   engagement_marked_complete   the client   the freelancer marks the work as complete  /jobs/<job_id>
--                                             (active -> awaiting_confirmation)
--
-- It asks the client to act (confirm completion), like proposal_received asks the owner to
-- answer. Like a message notification, it is marked read once it is no longer waiting for the
-- client: when the engagement is completed or cancelled. Its email follows 'Email
-- notifications' (private.email_wanted: every kind but messages), and its webhook event type
-- is engagement.marked_complete.
--
-- A pending proposal that its freelancer withdraws makes NO notification: nothing is asked of
-- the job's owner, and an email or webhook about an offer that no longer exists is more than
-- a person asked for (the job page and the digest's count of pending proposals already leave
-- it out). What changes is the owner's proposal_received notification for it: while unread it
-- would send the owner to review a proposal that is gone, so it is marked read, as a message
-- notification is once its conversation is read. An email of it still waiting is skipped.

create or replace function private.notify_engagement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid;
begin
  if new.status = old.status then
    return null;
  end if;
  if new.status = 'awaiting_confirmation' then
    -- Only the freelancer marks the work complete (private.guard_engagement).
    perform private.notify(new.client_id, 'engagement_marked_complete', new.freelancer_id,
      '/jobs/' || new.job_id, job => new.job_id, engagement => new.id,
      at => coalesce(new.marked_complete_at, now()));
    return null;
  end if;
  -- The one who made the change (an API caller) is not told; a trusted writer tells both.
  actor := case when new.status = 'cancelled' then coalesce(new.cancelled_by, auth.uid()) else auth.uid() end;
  if actor is not null and actor not in (new.client_id, new.freelancer_id) then
    actor := null;
  end if;
  if new.status in ('completed', 'cancelled') then
    -- The request to confirm is answered.
    update public.notifications n set read_at = now()
    where n.user_id = new.client_id and n.engagement_id = new.id
      and n.kind = 'engagement_marked_complete' and n.read_at is null;
    perform private.notify(new.freelancer_id,
      ('engagement_' || new.status::text)::public.notification_kind, actor, '/jobs/' || new.job_id,
      job => new.job_id, engagement => new.id,
      at => coalesce(new.completed_at, new.cancelled_at, now()));
    perform private.notify(new.client_id,
      ('engagement_' || new.status::text)::public.notification_kind, actor, '/jobs/' || new.job_id,
      job => new.job_id, engagement => new.id,
      at => coalesce(new.completed_at, new.cancelled_at, now()));
  end if;
  return null;
end
$$;

-- A withdrawn proposal: its unread proposal_received notification is read, its waiting email skipped.
create function private.retire_withdrawn_proposal_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications n set read_at = now()
  where n.proposal_id = new.id and n.kind = 'proposal_received' and n.read_at is null;
  update public.email_outbox o set status = 'skipped', last_error = 'the proposal was withdrawn'
  where o.status = 'pending' and o.notification_id in (
    select n.id from public.notifications n where n.proposal_id = new.id and n.kind = 'proposal_received');
  return null;
end
$$;

create trigger proposals_withdrawn_notification after update of status on public.proposals
  for each row when (old.status = 'pending' and new.status = 'withdrawn')
  execute function private.retire_withdrawn_proposal_notification();

revoke all on function private.notify_engagement(), private.retire_withdrawn_proposal_notification()
  from public, anon, authenticated;

-- The event types an endpoint may subscribe to, with the new one.
create or replace function private.webhook_event_types()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'proposal.received', 'proposal.accepted', 'proposal.declined', 'proposal.not_selected',
    'invitation.received', 'engagement.marked_complete', 'engagement.completed',
    'engagement.cancelled', 'review.received', 'message.received'
  ]::text[];
$$;

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
