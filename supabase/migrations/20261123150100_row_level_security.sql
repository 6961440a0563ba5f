-- Fairlance: who may read and change what. Grants, row-level security on every table,
-- the two read views (profile_cards, conversation_summaries) and the RPCs the screens use.
--
-- Roles (created by hosted Supabase; locally by supabase/local/bootstrap.sql):
--   anon           the anon key: reads public data only, never writes.
--   authenticated  a signed-in user; auth.uid() is the JWT's sub.
--   service_role   trusted server code; bypasses RLS.
--
-- Grants. A hosted project grants ALL on new public tables to anon, authenticated and
-- service_role by default and lets RLS decide. Here every grant is written out instead
-- (revoke, then grant what a policy can use), so that
--   * a write with no policy behind it fails loudly (42501) rather than changing 0 rows,
--   * columns nobody may change after insert (a message's body and sender, a proposal's job,
--     freelancer and timestamps) are protected by column privileges, not only by policies,
--   * anon cannot even name tables that hold nothing public (settings, proposals, messages).
-- RLS still decides which rows; ids are forced to auth.uid() by `with check`.
--
-- Privacy. Others never read public.profiles directly: its RLS returns only the caller's
-- own row. Everyone reads profiles through public.profile_cards, a security-barrier view
-- owned by the migration role (so it reads profiles and user_settings past RLS) that
--   * returns a profile only to those allowed to see it (private.can_see_profile):
--     public -> everyone; members -> signed-in users; private -> its owner, plus people the
--     owner has contacted (sent them a message, or sent a proposal on their job);
--   * blanks location, hourly_rate and email unless the owner shows them (show_location,
--     show_rates, show_email) or the caller is the owner;
--   * adds the derived reputation: rating, reviews_count, completed_jobs, jobs_posted.
-- Filters a client adds run on the view's output, so a hidden value cannot be probed
-- with a filter (it is NULL there), and security_barrier keeps leaky functions from being
-- evaluated before the view's own conditions.

-- ---------------------------------------------------------------------------------------
-- Helpers used by policies and views. SECURITY DEFINER where they must look past the
-- caller's RLS to answer a yes/no question; each returns only a boolean or a count, runs
-- with an empty search_path and fully qualified names.

-- May the caller see this person's profile, portfolio and reviews?
create function private.can_see_profile(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with viewer as (select auth.uid() as id),
  visibility as (
    select coalesce(
      (select s.profile_visibility from public.user_settings s where s.user_id = target),
      'public'::public.profile_visibility
    ) as value
  )
  select
    target = (select id from viewer)
    or (select value from visibility) = 'public'
    or (
      (select id from viewer) is not null
      and (
        (select value from visibility) = 'members'
        or exists (
          select 1
          from public.messages m
          join public.conversations c on c.id = m.conversation_id
          where m.sender_id = target
            and (select id from viewer) in (c.user_a, c.user_b)
        )
        or exists (
          select 1
          from public.proposals p
          join public.jobs j on j.id = p.job_id
          where p.freelancer_id = target and j.owner_id = (select id from viewer)
        )
      )
    )
$$;

-- Is the caller the owner of this job?
create function private.owns_job(job uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.jobs j where j.id = job and j.owner_id = auth.uid())
$$;

-- Has the caller sent a proposal on this job? (They keep seeing it after it closes.)
create function private.has_proposal_on(job uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.proposals p where p.job_id = job and p.freelancer_id = auth.uid()
  )
$$;

-- May the caller review this person?
--   about a job: the caller owns the job and the reviewee's proposal on it was accepted,
--                or the caller's proposal on it was accepted and the reviewee owns it;
--   without a job: the reviewee has sent the caller a message (they have worked together
--                off the platform); one such review per pair (unique index).
create function private.can_review(reviewee uuid, job uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and reviewee <> auth.uid() and (
    case
      when job is null then exists (
        select 1
        from public.messages m
        join public.conversations c on c.id = m.conversation_id
        where m.sender_id = reviewee and auth.uid() in (c.user_a, c.user_b)
      )
      else exists (
        select 1
        from public.jobs j
        join public.proposals p on p.job_id = j.id and p.status = 'accepted'
        where j.id = job
          and (
            (j.owner_id = auth.uid() and p.freelancer_id = reviewee)
            or (p.freelancer_id = auth.uid() and j.owner_id = reviewee)
          )
      )
    end
  )
$$;

-- The applicants count of a job card: proposals that are not withdrawn. A PostgREST
-- computed field (`select=*,applicants`). SECURITY DEFINER because the proposals themselves
-- are visible only to the job owner and each freelancer; the number is public.
create function public.applicants(job public.jobs)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
  from public.proposals p
  where p.job_id = job.id and p.status <> 'withdrawn'
$$;

-- ---------------------------------------------------------------------------------------
-- Function privileges: nothing in `private` is callable by default; the helpers that
-- constraints, generated columns, policies and views call are granted back. Trigger
-- functions need no grant (triggers fire whoever writes).
-- Usage on the schema is needed because SQL helpers are inlined into the caller's query
-- (and resolved with the caller's rights); PostgREST never exposes `private`.
revoke all on all functions in schema private from public;
grant usage on schema private to anon, authenticated, service_role;
grant execute on function
  private.job_owner_and_status(uuid),
  private.job_in_use(uuid),
  private.has_text(text),
  private.optional_text(text, integer),
  private.valid_labels(text[], integer, integer),
  private.labels_text(text[]),
  private.initials(text),
  private.can_see_profile(uuid),
  private.owns_job(uuid),
  private.has_proposal_on(uuid),
  private.can_review(uuid, uuid)
  to anon, authenticated, service_role;
revoke all on function public.applicants(public.jobs) from public;
grant execute on function public.applicants(public.jobs) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Table privileges.
grant usage on schema public to anon, authenticated, service_role;

revoke all on
  public.profiles, public.user_settings, public.portfolio_items, public.jobs,
  public.proposals, public.conversations, public.messages, public.reviews
  from anon, authenticated;
grant all on
  public.profiles, public.user_settings, public.portfolio_items, public.jobs,
  public.proposals, public.conversations, public.messages, public.reviews
  to service_role;

-- profiles: own row only (others use profile_cards). No delete through the API.
-- id is updatable so supabase-js upsert works; the policy pins it to auth.uid().
grant select, insert on public.profiles to authenticated;
grant update (id, display_name, title, location, bio, hourly_rate, response_time, skills)
  on public.profiles to authenticated;

-- user_settings: own row only.
grant select, insert, delete on public.user_settings to authenticated;
grant update (
  user_id, email, email_notifications, push_notifications, job_alerts, message_alerts,
  marketing_emails, profile_visibility, show_email, show_location, show_rates
) on public.user_settings to authenticated;

-- portfolio_items: readable where the profile is; written by the owner.
grant select on public.portfolio_items to anon;
grant select, insert, delete on public.portfolio_items to authenticated;
grant update (title, description, image, tags, position) on public.portfolio_items to authenticated;

-- jobs: open jobs are public; the owner writes.
grant select on public.jobs to anon;
grant select, insert, delete on public.jobs to authenticated;
grant update (
  title, description, budget, budget_min, budget_max, category, timeline, experience_level,
  location, skills, tags, urgent, status
) on public.jobs to authenticated;

-- proposals: the freelancer and the job owner; never deleted (withdraw instead).
grant select, insert on public.proposals to authenticated;
grant update (cover_letter, bid, status) on public.proposals to authenticated;

-- conversations: participants read and start them; never edited or deleted.
grant select, insert on public.conversations to authenticated;

-- messages: participants read and send; the recipient may only set read_at.
grant select, insert on public.messages to authenticated;
grant update (read_at) on public.messages to authenticated;

-- reviews: readable where the reviewee's profile is; the reviewer edits or deletes theirs.
grant select on public.reviews to anon;
grant select, insert, delete on public.reviews to authenticated;
grant update (rating, comment, project) on public.reviews to authenticated;

-- ---------------------------------------------------------------------------------------
-- Row-level security on every table. Policies name their roles; auth.uid() is wrapped in
-- a scalar subquery so it is evaluated once per statement, not once per row.

alter table public.profiles enable row level security;
alter table public.user_settings enable row level security;
alter table public.portfolio_items enable row level security;
alter table public.jobs enable row level security;
alter table public.proposals enable row level security;
alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.reviews enable row level security;

-- profiles
create policy "profiles: owner reads" on public.profiles
  for select to authenticated using (id = (select auth.uid()));
create policy "profiles: owner creates own" on public.profiles
  for insert to authenticated with check (id = (select auth.uid()));
create policy "profiles: owner updates" on public.profiles
  for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));

-- user_settings
create policy "user_settings: owner reads" on public.user_settings
  for select to authenticated using (user_id = (select auth.uid()));
create policy "user_settings: owner creates own" on public.user_settings
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "user_settings: owner updates" on public.user_settings
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "user_settings: owner deletes" on public.user_settings
  for delete to authenticated using (user_id = (select auth.uid()));

-- portfolio_items
create policy "portfolio_items: visible with the profile" on public.portfolio_items
  for select to anon, authenticated
  using (owner_id = (select auth.uid()) or private.can_see_profile(owner_id));
create policy "portfolio_items: owner creates" on public.portfolio_items
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy "portfolio_items: owner updates" on public.portfolio_items
  for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "portfolio_items: owner deletes" on public.portfolio_items
  for delete to authenticated using (owner_id = (select auth.uid()));

-- jobs
create policy "jobs: open jobs, own jobs, jobs one applied to" on public.jobs
  for select to anon, authenticated
  using (
    status = 'open'
    or owner_id = (select auth.uid())
    or private.has_proposal_on(id)
  );
create policy "jobs: owner creates" on public.jobs
  for insert to authenticated with check (owner_id = (select auth.uid()));
create policy "jobs: owner updates" on public.jobs
  for update to authenticated
  using (owner_id = (select auth.uid())) with check (owner_id = (select auth.uid()));
create policy "jobs: owner deletes" on public.jobs
  for delete to authenticated using (owner_id = (select auth.uid()));

-- proposals (own job and closed job refused by the proposals_guard trigger)
create policy "proposals: freelancer and job owner read" on public.proposals
  for select to authenticated
  using (freelancer_id = (select auth.uid()) or private.owns_job(job_id));
create policy "proposals: freelancer creates own" on public.proposals
  for insert to authenticated with check (freelancer_id = (select auth.uid()));
create policy "proposals: freelancer and job owner update" on public.proposals
  for update to authenticated
  using (freelancer_id = (select auth.uid()) or private.owns_job(job_id))
  with check (freelancer_id = (select auth.uid()) or private.owns_job(job_id));

-- conversations
create policy "conversations: participants read" on public.conversations
  for select to authenticated
  using ((select auth.uid()) in (user_a, user_b));
create policy "conversations: a participant starts" on public.conversations
  for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and (select auth.uid()) in (user_a, user_b)
    and (job_id is null or exists (select 1 from public.jobs j where j.id = job_id))
  );

-- messages
create policy "messages: participants read" on public.messages
  for select to authenticated
  using (
    exists (
      select 1 from public.conversations c
      where c.id = conversation_id and (select auth.uid()) in (c.user_a, c.user_b)
    )
  );
create policy "messages: participants send as themselves" on public.messages
  for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and read_at is null
    and exists (
      select 1 from public.conversations c
      where c.id = conversation_id and (select auth.uid()) in (c.user_a, c.user_b)
    )
  );
create policy "messages: the recipient marks read" on public.messages
  for update to authenticated
  using (
    sender_id <> (select auth.uid())
    and exists (
      select 1 from public.conversations c
      where c.id = conversation_id and (select auth.uid()) in (c.user_a, c.user_b)
    )
  )
  with check (
    sender_id <> (select auth.uid())
    and exists (
      select 1 from public.conversations c
      where c.id = conversation_id and (select auth.uid()) in (c.user_a, c.user_b)
    )
  );

-- reviews
create policy "reviews: visible with the reviewee's profile" on public.reviews
  for select to anon, authenticated
  using (
    reviewer_id = (select auth.uid())
    or reviewee_id = (select auth.uid())
    or private.can_see_profile(reviewee_id)
  );
create policy "reviews: reviewer creates where allowed" on public.reviews
  for insert to authenticated
  with check (reviewer_id = (select auth.uid()) and private.can_review(reviewee_id, job_id));
create policy "reviews: reviewer updates" on public.reviews
  for update to authenticated
  using (reviewer_id = (select auth.uid())) with check (reviewer_id = (select auth.uid()));
create policy "reviews: reviewer deletes" on public.reviews
  for delete to authenticated using (reviewer_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------
-- Views.

-- Profiles as others see them (see "Privacy" at the top). Deliberately not
-- security_invoker: it is the one place that reads other people's profiles and settings,
-- and it applies the visibility and show_* rules itself.
create view public.profile_cards
with (security_barrier = true, security_invoker = false)
as
select
  p.id,
  p.display_name,
  p.avatar_initials,
  p.title,
  case
    when p.id = (select auth.uid()) or coalesce(s.show_location, true) then p.location
  end as location,
  case
    when p.id = (select auth.uid()) or coalesce(s.show_rates, true) then p.hourly_rate
  end as hourly_rate,
  case
    when p.id = (select auth.uid()) or coalesce(s.show_email, false) then s.email
  end as email,
  p.bio,
  p.response_time,
  p.skills,
  p.created_at as member_since,
  rv.rating,
  rv.reviews_count,
  done.completed_jobs,
  posted.jobs_posted
from public.profiles p
left join public.user_settings s on s.user_id = p.id
cross join lateral (
  select round(avg(r.rating), 2) as rating, count(*)::integer as reviews_count
  from public.reviews r
  where r.reviewee_id = p.id
) rv
cross join lateral (
  select count(*)::integer as completed_jobs
  from public.proposals pr
  join public.jobs j on j.id = pr.job_id
  where pr.freelancer_id = p.id and pr.status = 'accepted' and j.status = 'closed'
) done
cross join lateral (
  select count(*)::integer as jobs_posted from public.jobs j where j.owner_id = p.id
) posted
where private.can_see_profile(p.id);

comment on view public.profile_cards is
  'Profiles as the caller may see them: visibility and show_* privacy applied, reputation derived.';

-- The messages screen's conversation list: the other person, the last message and the
-- unread count. security_invoker: the caller's own RLS on conversations and messages
-- applies, and the other person's name comes through profile_cards' rules.
create view public.conversation_summaries
with (security_invoker = true)
as
select
  c.id,
  c.job_id,
  c.created_at,
  other.id as other_user_id,
  card.display_name as other_display_name,
  card.avatar_initials as other_avatar_initials,
  last.id as last_message_id,
  last.body as last_message_body,
  last.sender_id as last_message_sender_id,
  coalesce(last.created_at, c.created_at) as last_activity_at,
  unread.unread_count
from public.conversations c
cross join lateral (
  select case when c.user_a = (select auth.uid()) then c.user_b else c.user_a end as id
) other
left join public.profile_cards card on card.id = other.id
left join lateral (
  select m.id, m.body, m.sender_id, m.created_at
  from public.messages m
  where m.conversation_id = c.id
  order by m.created_at desc, m.id desc
  limit 1
) last on true
cross join lateral (
  select count(*)::integer as unread_count
  from public.messages m
  where m.conversation_id = c.id and m.read_at is null and m.sender_id <> (select auth.uid())
) unread;

revoke all on public.profile_cards, public.conversation_summaries from anon, authenticated;
grant select on public.profile_cards to anon, authenticated, service_role;
grant select on public.conversation_summaries to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- RPCs (security invoker: the caller's RLS applies).

-- The conversation between the caller and another person (about a job, or not), created
-- if it does not exist yet. Returns its id.
create function public.start_conversation(other_user uuid, about_job uuid default null)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  conversation uuid;
begin
  if me is null then
    raise exception 'Sign in to start a conversation.' using errcode = 'insufficient_privilege';
  end if;
  if other_user is null or other_user = me then
    raise exception 'A conversation needs another person.' using errcode = 'invalid_parameter_value';
  end if;
  insert into public.conversations (user_a, user_b, job_id, created_by)
  values (least(me, other_user), greatest(me, other_user), about_job, me)
  on conflict on constraint conversations_pair_job_key do nothing
  returning id into conversation;
  if conversation is null then
    select c.id into conversation
    from public.conversations c
    where c.user_a = least(me, other_user)
      and c.user_b = greatest(me, other_user)
      and c.job_id is not distinct from about_job;
  end if;
  return conversation;
end
$$;

-- Marks every message the caller received in a conversation as read; returns how many.
create function public.mark_conversation_read(conversation uuid)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  changed integer;
begin
  update public.messages m
  set read_at = now()
  where m.conversation_id = conversation
    and m.sender_id <> auth.uid()
    and m.read_at is null;
  get diagnostics changed = row_count;
  return changed;
end
$$;

-- The caller's unread messages across all conversations (the sidebar and dashboard badge).
create function public.unread_message_count()
returns integer
language sql
stable
security invoker
set search_path = ''
as $$
  select count(*)::integer
  from public.messages m
  join public.conversations c on c.id = m.conversation_id
  where auth.uid() in (c.user_a, c.user_b)
    and m.sender_id <> auth.uid()
    and m.read_at is null
$$;

revoke all on function
  public.start_conversation(uuid, uuid),
  public.mark_conversation_read(uuid),
  public.unread_message_count()
  from public, anon;
grant execute on function
  public.start_conversation(uuid, uuid),
  public.mark_conversation_read(uuid),
  public.unread_message_count()
  to authenticated, service_role;
