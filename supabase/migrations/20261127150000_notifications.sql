-- Notifications (issue 36 item 1): the database makes one for every event that concerns
-- someone, by triggers on the tables where the events happen, so they exist on hosted exactly
-- as locally and whichever client caused the event. Tested in supabase/tests/14_notifications.sql.
--
--   kind                   recipient            made when                                  link
--   proposal_received      the job's owner      a proposal is inserted                     /jobs/<job_id>
--   proposal_accepted      the freelancer       its status becomes accepted                /jobs/<job_id>
--   proposal_declined      the freelancer       its status becomes declined                /jobs/<job_id>
--   proposal_not_selected  the freelancer       its status becomes not_selected (job closed) /jobs/<job_id>
--   invitation_received    the freelancer       an invitation is inserted                  /jobs/<job_id>
--   engagement_completed   each party but the   the engagement becomes completed           /jobs/<job_id>
--                          one who completed it
--   engagement_cancelled   the party who did    the engagement becomes cancelled           /jobs/<job_id>
--                          not cancel
--   review_received        the reviewee         a review is inserted                       /jobs/<job_id>
--                                                                                         (/profile without a job)
--   message_received       the other person     a message is inserted, unless the          /messages/<conversation_id>
--                          of the conversation  recipient already has an unread one for
--                                               that conversation (at most one unread
--                                               message notification per conversation)
--
-- A message_received notification is marked read when the recipient has read every message of
-- the conversation. The invitation's own message makes no message_received notification of its
-- own (the invitation_received one says it).
--
-- actor_name and subject (the job's title) are copied when the notification is made, so the
-- bell and the emails can say "Maya Okafor sent a proposal on 'Booking page'" without reading
-- profiles or jobs the recipient might no longer see.
--
-- The recipient reads their notifications and marks them read (read_at goes from null to now(),
-- nothing else changes); nobody else reads them, nobody writes them through the API.
--
-- Seeded history: supabase/seed.sql sets fairlance.seeding = 'on'; the triggers still make the
-- notifications (with the event's own time), and the email outbox (next migration) skips them.

create type public.notification_kind as enum (
  'proposal_received',
  'proposal_accepted',
  'proposal_declined',
  'proposal_not_selected',
  'invitation_received',
  'engagement_completed',
  'engagement_cancelled',
  'review_received',
  'message_received'
);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind public.notification_kind not null,
  actor_id uuid references public.profiles (id) on delete set null,
  actor_name text,
  subject text,
  job_id uuid references public.jobs (id) on delete set null,
  proposal_id uuid references public.proposals (id) on delete set null,
  engagement_id uuid references public.engagements (id) on delete set null,
  conversation_id uuid references public.conversations (id) on delete cascade,
  review_id uuid references public.reviews (id) on delete set null,
  link text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_link_check check (link ~ '^/[a-z]'),
  constraint notifications_not_self_check check (actor_id is null or actor_id <> user_id)
);

comment on table public.notifications is
  'What happened that concerns a person (made by triggers; see 20261127150000_notifications.sql). Only the recipient reads it and marks it read.';

create index notifications_user_created_idx on public.notifications (user_id, created_at desc, id);
create index notifications_user_unread_idx on public.notifications (user_id) where read_at is null;
-- At most one unread message notification per conversation and recipient.
create unique index notifications_unread_conversation_key
  on public.notifications (user_id, conversation_id)
  where kind = 'message_received' and read_at is null;

-- ---------------------------------------------------------------------------------------
-- Making them. SECURITY DEFINER: the person who causes an event may not write another
-- person's notifications; each function only inserts rows derived from the row that changed.

create function private.notify(
  recipient uuid,
  what public.notification_kind,
  actor uuid,
  href text,
  job uuid default null,
  proposal uuid default null,
  engagement uuid default null,
  conversation uuid default null,
  review uuid default null,
  at timestamptz default now()
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if recipient is null or recipient = actor then
    return;
  end if;
  insert into public.notifications
    (user_id, kind, actor_id, actor_name, subject, job_id, proposal_id, engagement_id,
     conversation_id, review_id, link, created_at)
  values (
    recipient, what, actor,
    (select p.display_name from public.profiles p where p.id = actor),
    (select j.title from public.jobs j where j.id = job),
    job, proposal, engagement, conversation, review, href, coalesce(at, now())
  )
  on conflict (user_id, conversation_id) where kind = 'message_received' and read_at is null
  do nothing;
end
$$;

create function private.notify_proposal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  owner uuid;
begin
  select j.owner_id into owner from public.jobs j where j.id = new.job_id;
  if tg_op = 'INSERT' then
    perform private.notify(owner, 'proposal_received', new.freelancer_id, '/jobs/' || new.job_id,
      job => new.job_id, proposal => new.id, at => new.created_at);
  elsif new.status is distinct from old.status
     and new.status in ('accepted', 'declined', 'not_selected') then
    perform private.notify(new.freelancer_id,
      ('proposal_' || new.status::text)::public.notification_kind, owner, '/jobs/' || new.job_id,
      job => new.job_id, proposal => new.id, at => coalesce(new.decided_at, now()));
  end if;
  return null;
end
$$;

create trigger proposals_notify after insert or update of status on public.proposals
  for each row execute function private.notify_proposal();

create function private.notify_invitation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The invitation posted a message just now: its message notification (made in this
  -- transaction) gives way to this one.
  delete from public.notifications n
  where n.user_id = new.freelancer_id
    and n.kind = 'message_received'
    and n.conversation_id = new.conversation_id
    and n.read_at is null
    and n.created_at = now();
  perform private.notify(new.freelancer_id, 'invitation_received', new.client_id,
    '/jobs/' || new.job_id, job => new.job_id, conversation => new.conversation_id,
    at => new.created_at);
  return null;
end
$$;

create trigger invitations_notify after insert on public.invitations
  for each row execute function private.notify_invitation();

create function private.notify_engagement()
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
  -- The one who made the change (an API caller) is not told; a trusted writer tells both.
  actor := case when new.status = 'cancelled' then coalesce(new.cancelled_by, auth.uid()) else auth.uid() end;
  if actor is not null and actor not in (new.client_id, new.freelancer_id) then
    actor := null;
  end if;
  if new.status in ('completed', 'cancelled') then
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

create trigger engagements_notify after update of status on public.engagements
  for each row execute function private.notify_engagement();

create function private.notify_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(new.reviewee_id, 'review_received', new.reviewer_id,
    case when new.job_id is null then '/profile' else '/jobs/' || new.job_id end,
    job => new.job_id, engagement => new.engagement_id, review => new.id, at => new.created_at);
  return null;
end
$$;

create trigger reviews_notify after insert on public.reviews
  for each row execute function private.notify_review();

create function private.notify_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  c record;
begin
  select x.user_a, x.user_b, x.job_id into c from public.conversations x where x.id = new.conversation_id;
  if not found or new.read_at is not null then
    return null;
  end if;
  perform private.notify(
    case when new.sender_id = c.user_a then c.user_b else c.user_a end,
    'message_received', new.sender_id, '/messages/' || new.conversation_id,
    job => c.job_id, conversation => new.conversation_id, at => new.created_at);
  return null;
end
$$;

create trigger messages_notify after insert on public.messages
  for each row execute function private.notify_message();

-- Reading the conversation reads its notification: once no message to the reader is unread.
create function private.read_message_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  reader uuid;
begin
  select case when new.sender_id = x.user_a then x.user_b else x.user_a end into reader
  from public.conversations x where x.id = new.conversation_id;
  if not exists (
    select 1 from public.messages m
    where m.conversation_id = new.conversation_id and m.sender_id <> reader and m.read_at is null
  ) then
    update public.notifications n set read_at = now()
    where n.user_id = reader and n.conversation_id = new.conversation_id
      and n.kind = 'message_received' and n.read_at is null;
  end if;
  return null;
end
$$;

create trigger messages_read_notification after update of read_at on public.messages
  for each row when (old.read_at is null and new.read_at is not null)
  execute function private.read_message_notification();

-- ---------------------------------------------------------------------------------------
-- Reading and marking read.

create function private.guard_notification()
returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if (new.id, new.user_id, new.kind, new.actor_id, new.actor_name, new.subject, new.job_id,
        new.proposal_id, new.engagement_id, new.conversation_id, new.review_id, new.link,
        new.created_at)
       is distinct from
       (old.id, old.user_id, old.kind, old.actor_id, old.actor_name, old.subject, old.job_id,
        old.proposal_id, old.engagement_id, old.conversation_id, old.review_id, old.link,
        old.created_at) then
      raise exception 'Only read_at of a notification changes.' using errcode = 'insufficient_privilege';
    end if;
    if new.read_at is distinct from old.read_at
       and (old.read_at is not null or new.read_at is distinct from now()) then
      raise exception 'A notification is marked read once, at the time it is read.'
        using errcode = 'check_violation', constraint = 'notifications_read_at_now_check';
    end if;
  end if;
  return new;
end
$$;

create trigger notifications_guard before update on public.notifications
  for each row execute function private.guard_notification();

revoke all on public.notifications from anon, authenticated;
grant all on public.notifications to service_role;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;

alter table public.notifications enable row level security;

create policy "notifications: the recipient reads" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy "notifications: the recipient marks read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- Marks one of the caller's notifications read (already read: unchanged); returns it.
-- P0002 when the caller has no notification with this id.
create function public.mark_notification_read(notification uuid)
returns public.notifications
language plpgsql
security invoker
set search_path = ''
as $$
declare
  result public.notifications;
begin
  update public.notifications n set read_at = now()
  where n.id = notification and n.read_at is null
  returning * into result;
  if not found then
    select * into result from public.notifications n where n.id = notification;
    if not found then
      raise exception 'No notification of yours with this id.' using errcode = 'no_data_found';
    end if;
  end if;
  return result;
end
$$;

-- Marks every unread notification of the caller read; returns how many changed.
create function public.mark_all_notifications_read()
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  changed integer;
begin
  update public.notifications n set read_at = now()
  where n.user_id = auth.uid() and n.read_at is null;
  get diagnostics changed = row_count;
  return changed;
end
$$;

revoke all on function
  private.notify(uuid, public.notification_kind, uuid, text, uuid, uuid, uuid, uuid, uuid, timestamptz),
  private.notify_proposal(),
  private.notify_invitation(),
  private.notify_engagement(),
  private.notify_review(),
  private.notify_message(),
  private.read_message_notification(),
  private.guard_notification()
  from public, anon, authenticated;

revoke all on function public.mark_notification_read(uuid), public.mark_all_notifications_read()
  from public, anon;
grant execute on function public.mark_notification_read(uuid), public.mark_all_notifications_read()
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Realtime: a new notification (and its read_at) reaches the recipient's bell live; RLS
-- decides who receives a row. Same guard as the earlier realtime migrations.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    raise notice 'publication supabase_realtime does not exist: notifications not added';
    return;
  end if;
  if (select puballtables from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    return;
  end if;
  if not exists (
    select 1 from pg_catalog.pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'notifications'
  ) then
    alter publication supabase_realtime add table public.notifications;
  end if;
end
$$;
