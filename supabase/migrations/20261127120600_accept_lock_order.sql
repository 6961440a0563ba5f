-- accept_proposal takes its locks in the order closing a job takes them (the job, then the
-- proposal): before, it locked the proposal first, so accepting while the client closed the
-- same job in another request could deadlock (one of the two aborted with 40P01). Same
-- function otherwise (SECURITY DEFINER, the checks of 20261127120100_hiring_loop).

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
  -- Lock the job first, then the proposal: the order in which closing a job (the jobs row,
  -- then its pending proposals) takes them, so the two never wait on each other.
  select * into p from public.proposals where id = proposal;
  if found then
    select * into job from public.jobs where id = p.job_id for update;
    select * into p from public.proposals where id = proposal for update;
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
