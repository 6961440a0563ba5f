-- "Not yours (or no such row)" from the hiring RPCs answers HTTP 404: the SQLSTATE is PT404,
-- which PostgREST turns into that status (as PT401 in check_session), instead of P0002
-- (no_data_found), which PostgREST does not map to a client error. Same functions otherwise.

create or replace function public.accept_proposal(proposal uuid, amount numeric default null, note text default null)
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
      using errcode = 'PT404', hint = 'Only the job''s owner accepts its proposals.';
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

create or replace function public.decline_proposal(proposal uuid, note text default null)
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
    raise exception 'No proposal with this id on your jobs.' using errcode = 'PT404';
  end if;
  return result;
end
$$;

create or replace function public.withdraw_proposal(proposal uuid)
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
    raise exception 'No proposal of yours with this id.' using errcode = 'PT404';
  end if;
  return result;
end
$$;

create or replace function private.set_engagement_status(engagement uuid, next public.engagement_status, reason text default null)
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
    raise exception 'No engagement of yours with this id.' using errcode = 'PT404';
  end if;
  return result;
end
$$;
