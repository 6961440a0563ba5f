-- A bid of 0 is refused by the proposal trigger ('A bid must be more than $0.', 23514,
-- constraint proposals_bid_check); a negative bid is left to the check constraint itself, whose
-- standard message names proposals_bid_check as before the hiring loop, so clients that match
-- that message keep working. Only the bid test of private.guard_proposal changes.
create or replace function private.proposal_bid_above_zero()
returns trigger
language plpgsql
as $$
begin
  if new.bid = 0 and (tg_op = 'INSERT' or new.bid is distinct from old.bid) then
    raise exception 'A bid must be more than $0.'
      using errcode = 'check_violation', constraint = 'proposals_bid_check',
        hint = 'Enter the amount you ask for this job.';
  end if;
  return new;
end
$$;

revoke all on function private.proposal_bid_above_zero() from public;

create trigger proposals_bid_above_zero before insert or update of bid on public.proposals
  for each row execute function private.proposal_bid_above_zero();

-- The proposal guard of 20261127120100_hiring_loop without its bid test.
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
    if api then
      new.decision_note := null;
      new.decided_at := null;
    end if;
    return new;
  end if;

  -- UPDATE, whoever writes: the job and freelancer never change, and only a pending proposal
  -- changes status.
  if new.job_id <> old.job_id or new.freelancer_id <> old.freelancer_id then
    raise exception 'A proposal cannot move to another job or freelancer.'
      using errcode = 'insufficient_privilege';
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
