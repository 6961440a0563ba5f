-- Findings of the attack round (issue 32, item 8), each fixed here and tested in
-- supabase/tests/06_findings.sql.
--
-- 1. portfolio_items.image: '/\t/other-host/p.gif' passed the old check (browsers drop the
--    tab and load '//other-host/p.gif', another origin). The new check allows only characters
--    a URL may carry unescaped (RFC 3986 unreserved, sub-delims, ':', '@', '%', '/', '?', '#'),
--    so no whitespace, no control character, no backslash, no quote or angle bracket
--    anywhere, and only two shapes:
--      a same-origin path: '/' then a character that is not '/' (so never '//host'), or
--      a data URI of an image type: 'data:image/(svg+xml|png|jpeg|webp|gif)', optional
--      ';param' parts, ',' and a URL-encoded or base64 payload.
--    Stored images that break the new rule are removed (set to NULL) before it applies.
-- 2. public.applicants(job): anon could ask the count of any job by passing a made-up row
--    ({"job":{"id":"<closed job>"}}). It now counts only a job the caller may see (looked up
--    by id, not trusted from the argument) and returns NULL for any other.
-- 3. A conversation about a job needs the job's owner as one of its two people (trigger,
--    23514 conversations_job_owner_check), and conversations no longer keep a job from being
--    deleted: private.job_in_use counts proposals and reviews only; a deleted job's
--    conversations keep their messages with job_id NULL and job_deleted true (so they never
--    collide with the pair's job-less conversation, unique among those not job_deleted).
-- 4. messages.read_at: the recipient may only mark a message read, at the time of the
--    request: NULL -> now(); any other value, or changing it once set, is refused
--    (23514 messages_read_at_now_check).
-- 5. Reviews wait for the hiring loop's completed work (the next issue adds engagements).
--    Until then no API caller may write a review: RVENG. Trusted roles (the seed, service
--    role) still may.

-- 1. -------------------------------------------------------------------------------------
update public.portfolio_items
set image = null
where image is not null
  and not (
    image ~ '^/[A-Za-z0-9._~%!$&''()*+,;=:@-][A-Za-z0-9._~%!$&''()*+,;=:@/?#-]*$'
    or image ~ '^data:image/(svg\+xml|png|jpeg|webp|gif)(;[A-Za-z0-9=.+_-]+)*,[A-Za-z0-9._~%!$&''()*+,;=:@/?#-]*$'
  );

alter table public.portfolio_items drop constraint portfolio_items_image_check;
alter table public.portfolio_items add constraint portfolio_items_image_check check (
  image is null
  or (
    char_length(image) <= 20000
    and (
      image ~ '^/[A-Za-z0-9._~%!$&''()*+,;=:@-][A-Za-z0-9._~%!$&''()*+,;=:@/?#-]*$'
      or image ~ '^data:image/(svg\+xml|png|jpeg|webp|gif)(;[A-Za-z0-9=.+_-]+)*,[A-Za-z0-9._~%!$&''()*+,;=:@/?#-]*$'
    )
  )
);

-- 2. -------------------------------------------------------------------------------------
-- Same rule as the jobs select policy: open, or the caller's own, or one they applied to.
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
        and (
          j.status = 'open'
          or j.owner_id = auth.uid()
          or exists (
            select 1 from public.proposals q where q.job_id = j.id and q.freelancer_id = auth.uid()
          )
        )
    )
    then (
      select count(*)::integer
      from public.proposals p
      where p.job_id = job.id and p.status <> 'withdrawn'
    )
  end
$$;

-- 3. -------------------------------------------------------------------------------------
create or replace function private.job_in_use(job uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.proposals p where p.job_id = job)
    or exists (select 1 from public.reviews r where r.job_id = job)
$$;

create or replace function private.guard_job_delete()
returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') and private.job_in_use(old.id) then
    raise exception 'A job with proposals or reviews cannot be deleted; close it instead.'
      using errcode = 'foreign_key_violation', constraint = 'jobs_in_use_check';
  end if;
  return old;
end
$$;

create function private.guard_conversation_job()
returns trigger
language plpgsql
as $$
declare
  job_owner uuid;
begin
  if tg_op = 'INSERT' then
    new.job_deleted := false; -- set only when the job goes (below)
  end if;
  if new.job_id is null then
    return new;
  end if;
  select f.owner_id into job_owner from private.job_owner_and_status(new.job_id) f;
  -- An unknown job is left to the foreign key (23503).
  if job_owner is not null and job_owner not in (new.user_a, new.user_b) then
    raise exception 'A conversation about a job must include the job''s owner.'
      using errcode = 'check_violation', constraint = 'conversations_job_owner_check';
  end if;
  return new;
end
$$;

revoke all on function private.guard_conversation_job() from public;

-- A deleted job leaves its conversations in place with job_id NULL; they are marked
-- job_deleted so that they never collide with the pair's own job-less conversation (the
-- one start_conversation(other) finds), which stays unique.
alter table public.conversations add column job_deleted boolean not null default false;

create function private.mark_conversation_job_deleted()
returns trigger
language plpgsql
as $$
begin
  if old.job_id is not null and new.job_id is null then
    new.job_deleted := true;
  end if;
  return new;
end
$$;

revoke all on function private.mark_conversation_job_deleted() from public;

create trigger conversations_mark_job_deleted before update of job_id on public.conversations
  for each row execute function private.mark_conversation_job_deleted();

alter table public.conversations drop constraint conversations_pair_job_key;
create unique index conversations_pair_job_key
  on public.conversations (user_a, user_b, job_id) nulls not distinct
  where not job_deleted;

-- As before, with the conflict target naming the index's columns and predicate.
create or replace function public.start_conversation(other_user uuid, about_job uuid default null)
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
  on conflict (user_a, user_b, job_id) where not job_deleted do nothing
  returning id into conversation;
  if conversation is null then
    select c.id into conversation
    from public.conversations c
    where c.user_a = least(me, other_user)
      and c.user_b = greatest(me, other_user)
      and c.job_id is not distinct from about_job
      and not c.job_deleted;
  end if;
  return conversation;
end
$$;

create trigger conversations_guard_job before insert or update on public.conversations
  for each row execute function private.guard_conversation_job();

-- 4. -------------------------------------------------------------------------------------
create or replace function private.guard_message()
returns trigger
language plpgsql
as $$
begin
  if (new.conversation_id, new.sender_id, new.body)
     is distinct from (old.conversation_id, old.sender_id, old.body) then
    raise exception 'A sent message cannot be changed, only marked read.'
      using errcode = 'insufficient_privilege';
  end if;
  if current_user in ('anon', 'authenticated')
     and new.read_at is distinct from old.read_at
     and (old.read_at is not null or new.read_at is distinct from now()) then
    raise exception 'A message can only be marked read now, once.'
      using errcode = 'check_violation', constraint = 'messages_read_at_now_check';
  end if;
  return new;
end
$$;

-- 5. -------------------------------------------------------------------------------------
create function private.guard_review_insert()
returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'Reviews open once a job''s work is completed on Fairlance.'
      using errcode = 'RVENG',
        hint = 'Reviews need a completed engagement, which the hiring flow does not record yet.';
  end if;
  return new;
end
$$;

revoke all on function private.guard_review_insert() from public;

create trigger reviews_guard_insert before insert on public.reviews
  for each row execute function private.guard_review_insert();
