-- The hiring loop (issue 34), enforced by the database: proposals with a life, engagements,
-- invitations, and reviews that come from finished work. Tested in
-- supabase/tests/11_hiring_loop.sql, 02_rls_matrix.sql and 05_workflows.sql.
--
-- Proposals
--   pending -> accepted | declined | withdrawn | not_selected; any other status is final.
--   The freelancer edits cover letter and bid while pending and may withdraw. The job's owner
--   declines (with an optional note, decision_note <= 1000) or accepts through
--   public.accept_proposal (which also starts the engagement): a direct update to 'accepted' is
--   refused. When the job is closed, its pending proposals become not_selected. A new or
--   changed bid must be more than 0 (rows stored before this rule keep their bid).
--   Refusals: PRSTS (a status change that is not allowed), 42501 (the other side's fields).
-- Jobs
--   open -> in_progress (only by accept_proposal) -> closed; open -> closed; in_progress -> open
--   (hire someone else); closed is final. Refusals: JBSTS. Closing does not end engagements.
--   A job stays visible to its owner and to everyone who applied or was invited.
-- Engagements (new): the work agreed between a client and a freelancer on a job, made by
--   accept_proposal. active -> awaiting_confirmation (the freelancer marks complete) ->
--   completed (the client confirms; or the client completes an active one directly); active or
--   awaiting_confirmation -> cancelled by either party with a reason. Completed and cancelled
--   are final. Only the two parties see an engagement. Refusals: ENSTS.
-- Invitations (new): a client invites a freelancer to one of their open jobs; the invitation
--   posts a message into the pair's conversation about that job (message abuse limits apply).
-- Reviews: an API caller reviews the other party of a completed engagement of theirs, once per
--   engagement, within 30 days of completion (RVENG without one, RVWIN after 30 days).
--   Double-blind: until both parties have reviewed or 14 days have passed since completion, a
--   review is visible only to its writer, and counts in no rating. Once visible it is final
--   (RVLCK). Ratings, review counts and completed jobs (profile_cards) come from these.

-- ---------------------------------------------------------------------------------------
-- Proposals: the client's note and the time of the decision.
alter table public.proposals
  add column decision_note text,
  add column decided_at timestamptz,
  add constraint proposals_decision_note_check check (private.optional_text(decision_note, 1000));

grant update (decision_note) on public.proposals to authenticated;

create or replace function private.guard_proposal()
returns trigger
language plpgsql
as $$
declare
  job_owner uuid;
  job_state public.job_status;
  caller uuid := auth.uid();
  api boolean := current_user in ('anon', 'authenticated');
begin
  select f.owner_id, f.status into job_owner, job_state
  from private.job_owner_and_status(new.job_id) f;
  -- An unknown job is left to the foreign key (23503).
  if job_owner is null then
    return new;
  end if;

  if tg_op = 'INSERT' then
    if new.freelancer_id = job_owner then
      raise exception 'You cannot send a proposal on your own job.'
        using errcode = 'check_violation', constraint = 'proposals_not_own_job_check';
    end if;
    if api and job_state <> 'open' then
      raise exception 'This job is closed to new proposals.'
        using errcode = 'check_violation', constraint = 'proposals_job_open_check';
    end if;
    if api and new.status <> 'pending' then
      raise exception 'A new proposal starts as pending.'
        using errcode = 'check_violation', constraint = 'proposals_status_transition_check';
    end if;
    if new.bid <= 0 then
      raise exception 'A bid must be more than $0.'
        using errcode = 'check_violation', constraint = 'proposals_bid_check';
    end if;
    if api then
      new.decision_note := null;
      new.decided_at := null;
    end if;
    return new;
  end if;

  -- UPDATE, whoever writes: the job and freelancer never change, a changed bid is above 0,
  -- and only a pending proposal changes status.
  if new.job_id <> old.job_id or new.freelancer_id <> old.freelancer_id then
    raise exception 'A proposal cannot move to another job or freelancer.'
      using errcode = 'insufficient_privilege';
  end if;
  if new.bid is distinct from old.bid and new.bid <= 0 then
    raise exception 'A bid must be more than $0.'
      using errcode = 'check_violation', constraint = 'proposals_bid_check';
  end if;
  if new.status <> old.status then
    if old.status <> 'pending' then
      raise exception 'This proposal is % and can no longer change.', replace(old.status::text, '_', ' ')
        using errcode = 'PRSTS',
          hint = 'Only a pending proposal can be accepted, declined, withdrawn or edited.';
    end if;
    new.decided_at := now();
  end if;
  if not api then
    return new;
  end if;

  if caller = old.freelancer_id then
    if (new.cover_letter, new.bid) is distinct from (old.cover_letter, old.bid)
       and old.status <> 'pending' then
      raise exception 'This proposal is % and can no longer be edited.', replace(old.status::text, '_', ' ')
        using errcode = 'PRSTS', hint = 'Only a pending proposal can be edited.';
    end if;
    if new.status <> old.status and new.status <> 'withdrawn' then
      raise exception 'A freelancer can only withdraw their proposal.'
        using errcode = 'PRSTS', hint = 'The client accepts or declines it.';
    end if;
    if new.decision_note is distinct from old.decision_note then
      raise exception 'Only the client writes the note on a decision.'
        using errcode = 'insufficient_privilege';
    end if;
  elsif caller = job_owner then
    if (new.cover_letter, new.bid) is distinct from (old.cover_letter, old.bid) then
      raise exception 'Only the freelancer can edit a proposal''s cover letter and bid.'
        using errcode = 'insufficient_privilege';
    end if;
    if new.status = 'accepted' and old.status <> 'accepted' then
      raise exception 'Accepting a proposal starts an engagement: use accept_proposal.'
        using errcode = 'PRSTS', hint = 'Call rpc/accept_proposal with the proposal id and the agreed amount.';
    end if;
    if new.status <> old.status and new.status <> 'declined' then
      raise exception 'The client can only accept or decline a proposal.'
        using errcode = 'PRSTS', hint = 'The freelancer withdraws it; closing the job marks it not selected.';
    end if;
    if new.status = old.status and new.decision_note is distinct from old.decision_note then
      raise exception 'A note goes with accepting or declining a proposal.'
        using errcode = 'PRSTS', hint = 'Send a message to say more.';
    end if;
  else
    raise exception 'Not your proposal.' using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

-- ---------------------------------------------------------------------------------------
-- Jobs: status moves, and closing marks the pending proposals not_selected.
create function private.guard_job_status()
returns trigger
language plpgsql
as $$
begin
  if new.status = old.status or current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if old.status = 'closed' then
    raise exception 'A closed job stays closed.'
      using errcode = 'JBSTS', hint = 'Post a new job to hire again.';
  end if;
  if new.status = 'in_progress' then
    raise exception 'A job goes in progress when you accept a proposal.'
      using errcode = 'JBSTS', hint = 'Call rpc/accept_proposal.';
  end if;
  return new; -- open -> closed, in_progress -> closed, in_progress -> open
end
$$;

create trigger jobs_guard_status before update of status on public.jobs
  for each row execute function private.guard_job_status();

-- SECURITY DEFINER: the job's owner may not set not_selected on a proposal themselves (the
-- proposal guard refuses it), so this runs as the migration role; it only touches the pending
-- proposals of the job that was just closed.
create function private.close_job_proposals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.proposals p
  set status = 'not_selected'
  where p.job_id = new.id and p.status = 'pending';
  return null;
end
$$;

create trigger jobs_close_proposals after update of status on public.jobs
  for each row when (new.status = 'closed' and old.status <> 'closed')
  execute function private.close_job_proposals();

-- ---------------------------------------------------------------------------------------
-- Engagements.
create type public.engagement_status as enum ('active', 'awaiting_confirmation', 'completed', 'cancelled');

create table public.engagements (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  proposal_id uuid not null references public.proposals (id) on delete cascade,
  client_id uuid not null references public.profiles (id) on delete cascade,
  freelancer_id uuid not null references public.profiles (id) on delete cascade,
  amount numeric(12, 2) not null,
  status public.engagement_status not null default 'active',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  marked_complete_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by uuid references public.profiles (id) on delete set null,
  cancel_reason text,
  constraint engagements_proposal_key unique (proposal_id),
  constraint engagements_amount_check check (amount > 0 and amount <= 10000000),
  constraint engagements_parties_check check (client_id <> freelancer_id),
  constraint engagements_cancel_reason_check check (private.optional_text(cancel_reason, 1000)),
  constraint engagements_completed_check check ((status = 'completed') = (completed_at is not null)),
  constraint engagements_cancelled_check
    check ((status = 'cancelled') = (cancelled_at is not null and cancel_reason is not null))
);

comment on table public.engagements is
  'Work agreed on a job between its client and a freelancer (made by accept_proposal). Only the two see it.';

create index engagements_client_idx on public.engagements (client_id, created_at desc);
create index engagements_freelancer_idx on public.engagements (freelancer_id, created_at desc);
create index engagements_job_idx on public.engagements (job_id);

-- A review may name the engagement it is about: one per reviewer per engagement (this replaces
-- one per reviewer per job, so a client who hires two people on a job reviews both).
alter table public.reviews
  add column engagement_id uuid references public.engagements (id) on delete cascade;
alter table public.reviews drop constraint reviews_reviewer_job_key;
alter table public.reviews
  add constraint reviews_engagement_reviewer_key unique (engagement_id, reviewer_id);

create trigger engagements_stamp_created before insert or update on public.engagements
  for each row execute function private.stamp_created_at();
create trigger engagements_stamp_updated before insert or update on public.engagements
  for each row execute function private.stamp_updated_at();

-- Whoever writes: an engagement's job, proposal and people match; they and the amount never
-- change; the status moves only forward. API callers: the freelancer marks complete, the
-- client completes, either cancels with a reason; the times are now().
create function private.guard_engagement()
returns trigger
language plpgsql
as $$
declare
  caller uuid := auth.uid();
  api boolean := current_user in ('anon', 'authenticated');
  ok boolean;
begin
  if tg_op = 'INSERT' then
    select exists (
      select 1 from public.proposals p join public.jobs j on j.id = p.job_id
      where p.id = new.proposal_id and p.job_id = new.job_id
        and p.freelancer_id = new.freelancer_id and j.owner_id = new.client_id
    ) into ok;
    if not ok then
      raise exception 'An engagement joins a job''s owner and the freelancer of a proposal on it.'
        using errcode = 'check_violation', constraint = 'engagements_proposal_check';
    end if;
    return new;
  end if;

  if (new.job_id, new.proposal_id, new.client_id, new.freelancer_id, new.amount)
     is distinct from (old.job_id, old.proposal_id, old.client_id, old.freelancer_id, old.amount) then
    raise exception 'An engagement''s job, people and amount do not change.'
      using errcode = 'insufficient_privilege';
  end if;

  if new.status <> old.status then
    if old.status in ('completed', 'cancelled') then
      raise exception 'This engagement is % and can no longer change.', old.status
        using errcode = 'ENSTS', hint = 'Start a new job to work together again.';
    end if;
    if not (
      (old.status = 'active' and new.status in ('awaiting_confirmation', 'completed', 'cancelled'))
      or (old.status = 'awaiting_confirmation' and new.status in ('completed', 'cancelled'))
    ) then
      raise exception 'An engagement cannot go from % to %.', replace(old.status::text, '_', ' '),
          replace(new.status::text, '_', ' ')
        using errcode = 'ENSTS',
          hint = 'It moves from active to awaiting confirmation to completed, or is cancelled before completion.';
    end if;
  end if;

  if api then
    if caller is null or caller not in (old.client_id, old.freelancer_id) then
      raise exception 'Not your engagement.' using errcode = 'insufficient_privilege';
    end if;
    if new.status = old.status then
      if (new.cancel_reason, new.marked_complete_at, new.completed_at, new.cancelled_at, new.cancelled_by)
         is distinct from
         (old.cancel_reason, old.marked_complete_at, old.completed_at, old.cancelled_at, old.cancelled_by) then
        raise exception 'Nothing of an engagement changes but its status.'
          using errcode = 'ENSTS', hint = 'Mark it complete, confirm completion or cancel it.';
      end if;
      return new;
    end if;
    if new.status = 'awaiting_confirmation' and caller <> old.freelancer_id then
      raise exception 'Only the freelancer marks the work complete.'
        using errcode = 'ENSTS', hint = 'As the client, confirm completion instead.';
    end if;
    if new.status = 'completed' and caller <> old.client_id then
      raise exception 'Only the client confirms completion.'
        using errcode = 'ENSTS', hint = 'As the freelancer, mark the work complete; the client confirms.';
    end if;
    if new.status = 'cancelled' and not coalesce(private.has_text(new.cancel_reason), false) then
      raise exception 'Say why you cancel.'
        using errcode = 'check_violation', constraint = 'engagements_cancel_reason_check',
          hint = 'A reason of up to 1000 characters goes to the other person.';
    end if;
    if new.status <> 'cancelled' and new.cancel_reason is distinct from old.cancel_reason then
      raise exception 'A reason goes with cancelling.' using errcode = 'ENSTS';
    end if;
    new.marked_complete_at := case when new.status = 'awaiting_confirmation' then now() else old.marked_complete_at end;
    new.completed_at := case when new.status = 'completed' then now() else old.completed_at end;
    new.cancelled_at := case when new.status = 'cancelled' then now() else old.cancelled_at end;
    new.cancelled_by := case when new.status = 'cancelled' then caller else old.cancelled_by end;
    return new;
  end if;

  -- Trusted roles: the times they give, else now().
  if new.status <> old.status then
    if new.status = 'awaiting_confirmation' then
      new.marked_complete_at := coalesce(new.marked_complete_at, now());
    elsif new.status = 'completed' then
      new.completed_at := coalesce(new.completed_at, now());
    elsif new.status = 'cancelled' then
      new.cancelled_at := coalesce(new.cancelled_at, now());
    end if;
  end if;
  return new;
end
$$;

create trigger engagements_guard before insert or update on public.engagements
  for each row execute function private.guard_engagement();

-- ---------------------------------------------------------------------------------------
-- Invitations.
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  client_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  freelancer_id uuid not null references public.profiles (id) on delete cascade,
  note text,
  conversation_id uuid references public.conversations (id) on delete set null,
  message_id uuid references public.messages (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint invitations_job_freelancer_key unique (job_id, freelancer_id),
  constraint invitations_not_self_check check (client_id <> freelancer_id),
  constraint invitations_note_check check (private.optional_text(note, 1000))
);

comment on table public.invitations is
  'A client''s invitation to a freelancer to apply to one of their open jobs; it posts a message in their conversation about the job.';

create index invitations_freelancer_idx on public.invitations (freelancer_id, created_at desc);
create index invitations_conversation_idx on public.invitations (conversation_id) where conversation_id is not null;

create trigger invitations_stamp_created before insert or update on public.invitations
  for each row execute function private.stamp_created_at();

-- Runs with the caller's rights: the conversation and the message are written as the client
-- (RLS and the message abuse limits apply to them as to any message).
create function private.send_invitation()
returns trigger
language plpgsql
as $$
declare
  api boolean := current_user in ('anon', 'authenticated');
  job_owner uuid;
  job_state public.job_status;
  job_title text;
  conversation uuid;
  message uuid;
begin
  if api and new.client_id is distinct from auth.uid() then
    raise exception 'Invite in your own name.' using errcode = 'insufficient_privilege';
  end if;
  select f.owner_id, f.status into job_owner, job_state from private.job_owner_and_status(new.job_id) f;
  if job_owner is null then
    return new; -- the foreign key answers (23503)
  end if;
  if job_owner <> new.client_id then
    raise exception 'You can only invite people to your own jobs.' using errcode = 'insufficient_privilege';
  end if;
  if job_state <> 'open' then
    raise exception 'Only an open job takes invitations.'
      using errcode = 'check_violation', constraint = 'invitations_job_open_check';
  end if;
  if new.freelancer_id = new.client_id then
    raise exception 'You cannot invite yourself.'
      using errcode = 'check_violation', constraint = 'invitations_not_self_check';
  end if;
  if api and not private.can_see_profile(new.freelancer_id) then
    raise exception 'You cannot invite this person.' using errcode = 'insufficient_privilege';
  end if;
  -- The client sees the proposals on their own jobs.
  if exists (select 1 from public.proposals p where p.job_id = new.job_id and p.freelancer_id = new.freelancer_id) then
    raise exception 'This person has already sent a proposal on this job.'
      using errcode = 'check_violation', constraint = 'invitations_not_applied_check';
  end if;

  select j.title into job_title from public.jobs j where j.id = new.job_id;
  insert into public.conversations (user_a, user_b, job_id, created_by)
  values (least(new.client_id, new.freelancer_id), greatest(new.client_id, new.freelancer_id), new.job_id, new.client_id)
  on conflict (user_a, user_b, job_id) where not job_deleted do nothing
  returning id into conversation;
  if conversation is null then
    select c.id into conversation
    from public.conversations c
    where c.user_a = least(new.client_id, new.freelancer_id)
      and c.user_b = greatest(new.client_id, new.freelancer_id)
      and c.job_id = new.job_id
      and not c.job_deleted;
  end if;
  insert into public.messages (conversation_id, sender_id, body)
  values (
    conversation,
    new.client_id,
    format('You are invited to apply to my job "%s".', job_title)
      || coalesce(E'\n\n' || new.note, '')
  )
  returning id into message;
  new.conversation_id := conversation;
  new.message_id := message;
  return new;
end
$$;

create trigger invitations_send before insert on public.invitations
  for each row execute function private.send_invitation();

-- ---------------------------------------------------------------------------------------
-- Helpers past RLS (SECURITY DEFINER, yes/no answers only, empty search_path).

-- Is the caller involved in this job: a proposal sent on it, or an invitation received? Such
-- a person keeps seeing the job after it closes or goes in progress.
create function private.involved_in_job(job uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.proposals p where p.job_id = job and p.freelancer_id = auth.uid()
  ) or exists (
    select 1 from public.invitations i where i.job_id = job and i.freelancer_id = auth.uid()
  )
$$;

-- Are the reviews of this engagement public? Both parties have written theirs, or 14 days
-- have passed since completion (double-blind).
create function private.review_published(engagement uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.engagements e
    where e.id = engagement
      and e.status = 'completed'
      and (
        e.completed_at <= now() - interval '14 days'
        or (select count(distinct r.reviewer_id) from public.reviews r where r.engagement_id = e.id) >= 2
      )
  )
$$;

-- ---------------------------------------------------------------------------------------
-- RPCs.

-- Accepts a pending proposal on one of the caller's jobs: the proposal becomes accepted (with
-- the optional note), an engagement starts for the agreed amount (the bid unless given), and
-- an open job goes in progress. Returns the engagement.
-- SECURITY DEFINER because it makes changes the client may not make directly (a proposal to
-- 'accepted', an engagements row, a job to 'in_progress'); it checks everything itself: the
-- caller is signed in and owns the job, the proposal is pending, the job is not closed, and the
-- amount and note are checked by the tables' constraints.
create function public.accept_proposal(proposal uuid, amount numeric default null, note text default null)
returns public.engagements
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  p public.proposals;
  job public.jobs;
  result public.engagements;
begin
  if me is null then
    raise exception 'Sign in to hire.' using errcode = 'insufficient_privilege';
  end if;
  select * into p from public.proposals where id = proposal for update;
  if found then
    select * into job from public.jobs where id = p.job_id for update;
  end if;
  if not found or job.owner_id <> me then
    raise exception 'No proposal with this id on your jobs.'
      using errcode = 'no_data_found', hint = 'Only the job''s owner accepts its proposals.';
  end if;
  if p.status <> 'pending' then
    raise exception 'This proposal is % and can no longer be accepted.', replace(p.status::text, '_', ' ')
      using errcode = 'PRSTS', hint = 'Only a pending proposal can be accepted.';
  end if;
  if job.status = 'closed' then
    raise exception 'This job is closed.'
      using errcode = 'JBSTS', hint = 'Post a new job to hire again.';
  end if;
  if coalesce(amount, p.bid) is null or coalesce(amount, p.bid) <= 0 then
    raise exception 'The agreed amount must be more than $0.'
      using errcode = 'check_violation', constraint = 'engagements_amount_check';
  end if;

  update public.proposals set status = 'accepted', decision_note = note where id = p.id;
  insert into public.engagements (job_id, proposal_id, client_id, freelancer_id, amount)
  values (p.job_id, p.id, me, p.freelancer_id, coalesce(amount, p.bid))
  returning * into result;
  update public.jobs set status = 'in_progress' where id = job.id and status = 'open';
  return result;
end
$$;

-- The rest run with the caller's rights: each is one update RLS and the triggers judge;
-- they only turn "no row of yours" into an error (P0002) instead of nothing.
create function public.decline_proposal(proposal uuid, note text default null)
returns public.proposals
language plpgsql
security invoker
set search_path = ''
as $$
declare
  result public.proposals;
begin
  update public.proposals p set status = 'declined', decision_note = note
  where p.id = proposal and private.owns_job(p.job_id)
  returning * into result;
  if not found then
    raise exception 'No proposal with this id on your jobs.' using errcode = 'no_data_found';
  end if;
  return result;
end
$$;

create function public.withdraw_proposal(proposal uuid)
returns public.proposals
language plpgsql
security invoker
set search_path = ''
as $$
declare
  result public.proposals;
begin
  update public.proposals p set status = 'withdrawn'
  where p.id = proposal and p.freelancer_id = auth.uid()
  returning * into result;
  if not found then
    raise exception 'No proposal of yours with this id.' using errcode = 'no_data_found';
  end if;
  return result;
end
$$;

create function private.set_engagement_status(engagement uuid, next public.engagement_status, reason text default null)
returns public.engagements
language plpgsql
security invoker
set search_path = ''
as $$
declare
  result public.engagements;
begin
  update public.engagements e
  set status = next, cancel_reason = case when next = 'cancelled' then reason else e.cancel_reason end
  where e.id = engagement and e.status <> next
  returning * into result;
  if not found then
    if exists (select 1 from public.engagements e where e.id = engagement) then
      raise exception 'This engagement is already %.', replace(next::text, '_', ' ')
        using errcode = 'ENSTS', hint = 'Nothing to do: reload to see its state.';
    end if;
    raise exception 'No engagement of yours with this id.' using errcode = 'no_data_found';
  end if;
  return result;
end
$$;

-- The freelancer: the work is done (the client confirms).
create function public.mark_engagement_complete(engagement uuid)
returns public.engagements
language sql
security invoker
set search_path = ''
as $$
  select * from private.set_engagement_status(engagement, 'awaiting_confirmation')
$$;

-- The client: confirms completion (or completes an active engagement directly).
create function public.complete_engagement(engagement uuid)
returns public.engagements
language sql
security invoker
set search_path = ''
as $$
  select * from private.set_engagement_status(engagement, 'completed')
$$;

-- Either party, before completion, with a reason.
create function public.cancel_engagement(engagement uuid, reason text)
returns public.engagements
language sql
security invoker
set search_path = ''
as $$
  select * from private.set_engagement_status(engagement, 'cancelled', reason)
$$;

-- A client invites a freelancer to one of their open jobs; returns the invitation (with the
-- conversation and the message it posted).
create function public.invite_to_job(freelancer uuid, job uuid, note text default null)
returns public.invitations
language sql
security invoker
set search_path = ''
as $$
  insert into public.invitations (job_id, freelancer_id, note)
  values (job, freelancer, note)
  returning *
$$;

-- ---------------------------------------------------------------------------------------
-- Reviews from engagements.

-- Inserts: API callers review the other party of a completed engagement of theirs within 30
-- days; the reviewee and the job come from the engagement. Whoever writes, a review about an
-- engagement is between its two parties.
create or replace function private.guard_review_insert()
returns trigger
language plpgsql
as $$
declare
  api boolean := current_user in ('anon', 'authenticated');
  e record;
  other uuid;
begin
  if api and new.engagement_id is null then
    raise exception 'Reviews come from work completed on Fairlance.'
      using errcode = 'RVENG', hint = 'Name the completed engagement (engagement_id) you review.';
  end if;
  if new.engagement_id is null then
    return new;
  end if;
  -- As an API caller, only one's own engagements are readable here (RLS).
  select x.client_id, x.freelancer_id, x.job_id, x.status, x.completed_at into e
  from public.engagements x where x.id = new.engagement_id;
  if not found then
    if api then
      raise exception 'You can review someone once your work together is completed.'
        using errcode = 'RVENG', hint = 'Reviews need a completed engagement between the two of you.';
    end if;
    return new; -- the foreign key answers (23503)
  end if;
  other := case when new.reviewer_id = e.client_id then e.freelancer_id
                when new.reviewer_id = e.freelancer_id then e.client_id end;
  if other is null or e.status <> 'completed'
     or (new.reviewee_id is not null and new.reviewee_id <> other) then
    raise exception 'You can review someone once your work together is completed.'
      using errcode = 'RVENG', hint = 'Reviews need a completed engagement between the two of you.';
  end if;
  if api and e.completed_at < now() - interval '30 days' then
    raise exception 'The 30 days to review this work have passed.'
      using errcode = 'RVWIN', hint = 'Reviews are written within 30 days of completion.';
  end if;
  new.reviewee_id := other;
  new.job_id := e.job_id;
  return new;
end
$$;

-- Updates and deletes by API callers: a review of an engagement is final once published.
create function private.guard_review_change()
returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') and old.engagement_id is not null
     and private.review_published(old.engagement_id) then
    raise exception 'A review cannot be changed once it is published.'
      using errcode = 'RVLCK', hint = 'Reviews are final once both are written or 14 days have passed.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;

create trigger reviews_guard_change before update or delete on public.reviews
  for each row execute function private.guard_review_change();

drop policy "reviews: visible with the reviewee's profile" on public.reviews;
drop policy "reviews: reviewer creates where allowed" on public.reviews;
drop function private.can_review(uuid, uuid);

create policy "reviews: published, with the reviewee's profile; own always" on public.reviews
  for select to anon, authenticated
  using (
    reviewer_id = (select auth.uid())
    or (
      (engagement_id is null or private.review_published(engagement_id))
      and (reviewee_id = (select auth.uid()) or private.can_see_profile(reviewee_id))
    )
  );
-- The insert trigger checks the engagement (RVENG, RVWIN) and fills reviewee and job.
create policy "reviews: a party of the engagement creates" on public.reviews
  for insert to authenticated
  with check (reviewer_id = (select auth.uid()) and engagement_id is not null);

-- ---------------------------------------------------------------------------------------
-- Jobs stay visible to everyone involved.
drop policy "jobs: open jobs, own jobs, jobs one applied to" on public.jobs;
create policy "jobs: open jobs, own jobs, jobs one applied or was invited to" on public.jobs
  for select to anon, authenticated
  using (
    status = 'open'
    or owner_id = (select auth.uid())
    or private.involved_in_job(id)
  );
drop function private.has_proposal_on(uuid);

create or replace function public.applicants(job public.jobs)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (
      select 1
      from public.jobs j
      where j.id = job.id
        and (j.status = 'open' or j.owner_id = auth.uid() or private.involved_in_job(j.id))
    )
    then (
      select count(*)::integer
      from public.proposals p
      where p.job_id = job.id and p.status <> 'withdrawn'
    )
  end
$$;

-- ---------------------------------------------------------------------------------------
-- Reputation from engagements: ratings and counts of published reviews only (a hidden review
-- must not move a visible average), completed jobs = completed engagements as either party.
create or replace view public.profile_cards
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
    and (r.engagement_id is null or private.review_published(r.engagement_id))
) rv
cross join lateral (
  select count(*)::integer as completed_jobs
  from public.engagements e
  where e.status = 'completed' and p.id in (e.client_id, e.freelancer_id)
) done
cross join lateral (
  select count(*)::integer as jobs_posted from public.jobs j where j.owner_id = p.id
) posted
where private.can_see_profile(p.id);

-- ---------------------------------------------------------------------------------------
-- Privileges and RLS of the new tables.
revoke all on public.engagements, public.invitations from anon, authenticated;
grant all on public.engagements, public.invitations to service_role;

-- engagements: the two parties read; status (and a reason with cancelling) is the only write.
grant select on public.engagements to authenticated;
grant update (status, cancel_reason) on public.engagements to authenticated;
-- invitations: the two people read; the client creates (conversation and message are filled in).
grant select on public.invitations to authenticated;
grant insert (job_id, client_id, freelancer_id, note) on public.invitations to authenticated;

alter table public.engagements enable row level security;
alter table public.invitations enable row level security;

create policy "engagements: the two parties read" on public.engagements
  for select to authenticated
  using ((select auth.uid()) in (client_id, freelancer_id));
create policy "engagements: the two parties update" on public.engagements
  for update to authenticated
  using ((select auth.uid()) in (client_id, freelancer_id))
  with check ((select auth.uid()) in (client_id, freelancer_id));

create policy "invitations: the two people read" on public.invitations
  for select to authenticated
  using ((select auth.uid()) in (client_id, freelancer_id));
create policy "invitations: the job's owner invites" on public.invitations
  for insert to authenticated
  with check (client_id = (select auth.uid()) and private.owns_job(job_id));

revoke all on function
  private.guard_job_status(),
  private.close_job_proposals(),
  private.guard_engagement(),
  private.send_invitation(),
  private.guard_review_change(),
  private.set_engagement_status(uuid, public.engagement_status, text),
  private.involved_in_job(uuid),
  private.review_published(uuid)
  from public;
grant execute on function private.involved_in_job(uuid), private.review_published(uuid)
  to anon, authenticated, service_role;
grant execute on function private.set_engagement_status(uuid, public.engagement_status, text)
  to authenticated, service_role;

revoke all on function
  public.accept_proposal(uuid, numeric, text),
  public.decline_proposal(uuid, text),
  public.withdraw_proposal(uuid),
  public.mark_engagement_complete(uuid),
  public.complete_engagement(uuid),
  public.cancel_engagement(uuid, text),
  public.invite_to_job(uuid, uuid, text)
  from public, anon;
grant execute on function
  public.accept_proposal(uuid, numeric, text),
  public.decline_proposal(uuid, text),
  public.withdraw_proposal(uuid),
  public.mark_engagement_complete(uuid),
  public.complete_engagement(uuid),
  public.cancel_engagement(uuid, text),
  public.invite_to_job(uuid, uuid, text)
  to authenticated, service_role;
