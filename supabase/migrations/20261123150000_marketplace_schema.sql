-- Fairlance marketplace schema: tables, constraints, indexes and integrity triggers.
-- Row-level security, grants, views and RPCs are in the next migration
-- (20261123150100_row_level_security.sql); the realtime publication in the one after.
--
-- Written for PostgreSQL 15 (hosted Supabase runs 15 or 17, the local embedded one is
-- PGlite = 18): nothing below is newer than 15 or specific to one of them.
-- Every row belongs to an auth user id: the JWT's `sub` (a uuid). There is no
-- auth.users table locally, so nothing references it; profiles.id is the anchor.
--
-- LIMITS (characters, counted with char_length; the UI shows the same numbers).
-- "Text" below means: must contain at least one non-whitespace character (spaces, tabs,
-- newlines, no-break and zero-width spaces alone are refused) and be at most N long.
-- Optional fields are NULL when absent, never '' or blank.
--
--   profiles.display_name          text, required, <= 80
--   profiles.title                 text, optional, <= 120
--   profiles.location              text, optional, <= 100
--   profiles.bio                   text, optional, <= 2000
--   profiles.response_time         text, optional, <= 40   (e.g. 'within 2 hours')
--   profiles.hourly_rate           numeric(10,2), optional, 0 .. 10000 (dollars per hour)
--   profiles.skills                <= 30 items, each text <= 50, no duplicates (case-insensitive)
--   portfolio_items.title          text, required, <= 120
--   portfolio_items.description    text, required, <= 1000
--   portfolio_items.image          optional, <= 20000, a same-origin path ('/...') or a
--                                  data:image/(svg+xml|png|jpeg|webp|gif) URI, never another origin
--   portfolio_items.tags           <= 10 items, each text <= 40, no duplicates
--   reviews.rating                 integer 1 .. 5
--   reviews.comment                text, required, <= 2000
--   reviews.project                text, optional, <= 120
--   user_settings.email            optional, <= 254, one '@' with text either side, no spaces
--   jobs.title                     text, required, <= 150
--   jobs.description               text, required, <= 5000
--   jobs.budget                    text, required, <= 60   (as typed, e.g. '$2,000 - $4,000')
--   jobs.budget_min / budget_max   numeric(12,2), optional, >= 0, min <= max
--   jobs.location                  text, required, <= 100, default 'Remote'
--   jobs.skills                    <= 20 items, each text <= 50, no duplicates
--   jobs.tags                      <= 10 items, each text <= 40, no duplicates
--   proposals.cover_letter         text, required, <= 5000
--   proposals.bid                  numeric(12,2), required, 0 .. 10000000
--   messages.body                  text, required, <= 4000
--
-- Enumerations match packages/ui/src/domain/constants.ts exactly:
--   job_category      development | design | writing | marketing | consulting
--   experience_level  entry | intermediate | expert
--   job_timeline      '1-2 weeks' | '3-4 weeks' | '1-2 months' | '3+ months'
--   job_status        open | closed
--   proposal_status   pending | accepted | declined | withdrawn
--   profile_visibility public | members | private

-- Helpers that are not part of the API live in `private`, a schema PostgREST does not expose.
create schema if not exists private;

-- True when the text has at least one character that is not whitespace (ASCII whitespace,
-- no-break spaces, the Unicode space separators, zero-width space, BOM).
create function private.has_text(value text)
returns boolean
language sql
immutable
parallel safe
as $$
  select value ~ '[^[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]'
$$;

-- A text that is NULL, or non-blank and at most max_length characters.
create function private.optional_text(value text, max_length integer)
returns boolean
language sql
immutable
parallel safe
as $$
  select value is null or (private.has_text(value) and char_length(value) <= max_length)
$$;

-- A list of labels (skills, tags): at most max_items, each non-blank and at most
-- max_length characters, no duplicates ignoring case and surrounding spaces.
create function private.valid_labels(labels text[], max_items integer, max_length integer)
returns boolean
language sql
immutable
parallel safe
as $$
  select labels is not null
    and coalesce(array_ndims(labels), 1) = 1
    and cardinality(labels) <= max_items
    and not exists (
      select 1 from unnest(labels) as label
      where label is null or not private.has_text(label) or char_length(label) > max_length
    )
    and (select count(distinct lower(btrim(label))) from unnest(labels) as label)
      = cardinality(labels)
$$;

-- The words of a label list for full-text search. array_to_string is only STABLE in
-- general (it calls element output functions); for text[] it is immutable, which a
-- generated column needs.
create function private.labels_text(labels text[])
returns text
language sql
immutable
parallel safe
as $$
  select coalesce(array_to_string(labels, ' '), '')
$$;

-- Avatar initials from a display name: the first letter of the first two words,
-- upper-cased ('Maya Okafor' -> 'MO', 'Lotus Flow Studios' -> 'LF', 'Cher' -> 'C').
create function private.initials(name text)
returns text
language sql
immutable
parallel safe
as $$
  select upper(
    left(split_part(btrim(regexp_replace(name, '\s+', ' ', 'g')), ' ', 1), 1)
    || left(split_part(btrim(regexp_replace(name, '\s+', ' ', 'g')), ' ', 2), 1)
  )
$$;

create type public.job_category as enum ('development', 'design', 'writing', 'marketing', 'consulting');
create type public.experience_level as enum ('entry', 'intermediate', 'expert');
create type public.job_timeline as enum ('1-2 weeks', '3-4 weeks', '1-2 months', '3+ months');
create type public.job_status as enum ('open', 'closed');
create type public.proposal_status as enum ('pending', 'accepted', 'declined', 'withdrawn');
create type public.profile_visibility as enum ('public', 'members', 'private');

-- ---------------------------------------------------------------------------------------
-- Profiles: one per auth user, created by the app on first sign-in (id = auth.uid()).
-- created_at is the "member since" date. Rating, review count, completed jobs and jobs
-- posted are derived (view public.profile_cards), never stored, so nobody can set them.
create table public.profiles (
  id uuid primary key default auth.uid(),
  display_name text not null,
  title text,
  location text,
  bio text,
  hourly_rate numeric(10, 2),
  response_time text,
  skills text[] not null default '{}',
  avatar_initials text generated always as (private.initials(display_name)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint profiles_display_name_check
    check (private.has_text(display_name) and char_length(display_name) <= 80),
  constraint profiles_title_check check (private.optional_text(title, 120)),
  constraint profiles_location_check check (private.optional_text(location, 100)),
  constraint profiles_bio_check check (private.optional_text(bio, 2000)),
  constraint profiles_response_time_check check (private.optional_text(response_time, 40)),
  constraint profiles_hourly_rate_check check (hourly_rate >= 0 and hourly_rate <= 10000),
  constraint profiles_skills_check check (private.valid_labels(skills, 30, 50))
);

comment on table public.profiles is
  'One row per user (id = the JWT sub). Others read it through public.profile_cards.';

-- Per-user settings: the profile email shown to others (if show_email), notification
-- switches and privacy. A missing row means the defaults below.
create table public.user_settings (
  user_id uuid primary key default auth.uid() references public.profiles (id) on delete cascade,
  email text,
  email_notifications boolean not null default true,
  push_notifications boolean not null default false,
  job_alerts boolean not null default true,
  message_alerts boolean not null default true,
  marketing_emails boolean not null default false,
  profile_visibility public.profile_visibility not null default 'public',
  show_email boolean not null default false,
  show_location boolean not null default true,
  show_rates boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_settings_email_check check (
    email is null
    or (char_length(email) <= 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+$')
  )
);

create table public.portfolio_items (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  title text not null,
  description text not null,
  image text,
  tags text[] not null default '{}',
  position integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint portfolio_items_title_check
    check (private.has_text(title) and char_length(title) <= 120),
  constraint portfolio_items_description_check
    check (private.has_text(description) and char_length(description) <= 1000),
  constraint portfolio_items_image_check check (
    image is null
    or (
      char_length(image) <= 20000
      and (
        image ~ '^/[^/\\]'
        or image ~ '^data:image/(svg\+xml|png|jpeg|webp|gif)[;,]'
      )
    )
  ),
  constraint portfolio_items_tags_check check (private.valid_labels(tags, 10, 40))
);

-- ---------------------------------------------------------------------------------------
-- Jobs: every field of the post-job form and the job detail screen. The budget is kept
-- as typed (the form has one text field); budget_min/max are optional numbers the app may
-- parse from it for sorting and filtering. The applicants count is derived
-- (public.applicants(jobs)); the client card comes from public.profile_cards.
create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  title text not null,
  description text not null,
  budget text not null,
  budget_min numeric(12, 2),
  budget_max numeric(12, 2),
  category public.job_category not null,
  timeline public.job_timeline not null,
  experience_level public.experience_level not null,
  location text not null default 'Remote',
  skills text[] not null default '{}',
  tags text[] not null default '{}',
  urgent boolean not null default false,
  status public.job_status not null default 'open',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  fts tsvector generated always as (
    setweight(to_tsvector('english'::regconfig, title), 'A')
    || setweight(to_tsvector('english'::regconfig, private.labels_text(tags)), 'B')
    || setweight(to_tsvector('english'::regconfig, description), 'C')
  ) stored,
  constraint jobs_title_check check (private.has_text(title) and char_length(title) <= 150),
  constraint jobs_description_check
    check (private.has_text(description) and char_length(description) <= 5000),
  constraint jobs_budget_check check (private.has_text(budget) and char_length(budget) <= 60),
  constraint jobs_budget_min_check check (budget_min >= 0),
  constraint jobs_budget_max_check check (budget_max >= 0),
  constraint jobs_budget_range_check check (budget_min <= budget_max),
  constraint jobs_location_check
    check (private.has_text(location) and char_length(location) <= 100),
  constraint jobs_skills_check check (private.valid_labels(skills, 20, 50)),
  constraint jobs_tags_check check (private.valid_labels(tags, 10, 40))
);

-- Proposals: a freelancer's reply to a job. One per freelancer per job; never on one's own
-- job (trigger below). Through the API a job that has proposals, reviews or conversations
-- cannot be deleted (close it instead; trigger below), so a client cannot erase the history
-- a review or a completed-jobs count rests on. The cascades are for trusted deletions.
create table public.proposals (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null references public.jobs (id) on delete cascade,
  freelancer_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  cover_letter text not null,
  bid numeric(12, 2) not null,
  status public.proposal_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint proposals_job_freelancer_key unique (job_id, freelancer_id),
  constraint proposals_cover_letter_check
    check (private.has_text(cover_letter) and char_length(cover_letter) <= 5000),
  constraint proposals_bid_check check (bid >= 0 and bid <= 10000000)
);

-- Conversations between two people, optionally about a job. The pair is stored ordered
-- (user_a < user_b, normalised by a trigger) so that "unique per unordered pair + job" is a
-- plain unique constraint; NULLS NOT DISTINCT (PostgreSQL 15+) makes the job-less
-- conversation of a pair unique too.
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  user_a uuid not null references public.profiles (id) on delete cascade,
  user_b uuid not null references public.profiles (id) on delete cascade,
  job_id uuid references public.jobs (id) on delete set null,
  created_by uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint conversations_pair_check check (user_a < user_b),
  constraint conversations_creator_check check (created_by in (user_a, user_b)),
  constraint conversations_pair_job_key unique nulls not distinct (user_a, user_b, job_id)
);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  body text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint messages_body_check check (private.has_text(body) and char_length(body) <= 4000)
);

-- Reviews: rating 1-5 with a comment, optionally about a job. One per reviewer per job, and
-- one job-less review per reviewer and reviewee. Who may review whom is checked by RLS
-- (private.can_review).
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  reviewer_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  reviewee_id uuid not null references public.profiles (id) on delete cascade,
  job_id uuid references public.jobs (id) on delete cascade,
  rating smallint not null,
  comment text not null,
  project text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reviews_rating_check check (rating between 1 and 5),
  constraint reviews_comment_check
    check (private.has_text(comment) and char_length(comment) <= 2000),
  constraint reviews_project_check check (private.optional_text(project, 120)),
  constraint reviews_not_self_check check (reviewer_id <> reviewee_id),
  constraint reviews_reviewer_job_key unique (reviewer_id, job_id)
);

-- ---------------------------------------------------------------------------------------
-- Indexes for the screens' queries.

-- Jobs list: open jobs newest first, by category, full-text search; "my jobs".
create index jobs_open_created_idx on public.jobs (created_at desc, id) where status = 'open';
create index jobs_open_category_created_idx
  on public.jobs (category, created_at desc, id) where status = 'open';
create index jobs_fts_idx on public.jobs using gin (fts);
create index jobs_owner_created_idx on public.jobs (owner_id, created_at desc);

-- Proposals by job (the unique (job_id, freelancer_id) index) and by freelancer.
create index proposals_freelancer_created_idx on public.proposals (freelancer_id, created_at desc);

-- Conversations by participant (user_a is the unique index's prefix) and by job.
create index conversations_user_b_idx on public.conversations (user_b);
create index conversations_job_idx on public.conversations (job_id) where job_id is not null;

-- Messages of a conversation in time order; unread messages per conversation.
create index messages_conversation_created_idx on public.messages (conversation_id, created_at, id);
create index messages_unread_idx on public.messages (conversation_id, sender_id) where read_at is null;
create index messages_sender_idx on public.messages (sender_id);

-- Profile screen: portfolio in order, reviews newest first.
create index portfolio_items_owner_idx on public.portfolio_items (owner_id, position, created_at);
create index reviews_reviewee_created_idx on public.reviews (reviewee_id, created_at desc);
create index reviews_job_idx on public.reviews (job_id) where job_id is not null;
create unique index reviews_reviewer_reviewee_no_job_key
  on public.reviews (reviewer_id, reviewee_id) where job_id is null;

-- ---------------------------------------------------------------------------------------
-- Integrity triggers.

-- Requests through the API (roles anon and authenticated) cannot choose timestamps:
-- created_at is now() on insert and never changes; updated_at is now() on every write.
-- Trusted roles (postgres, service_role: migrations, the seed) may set them.
create function private.stamp_created_at()
returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.created_at := now();
    else
      new.created_at := old.created_at;
    end if;
  end if;
  return new;
end
$$;

create function private.stamp_updated_at()
returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') or tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger profiles_stamp_created before insert or update on public.profiles
  for each row execute function private.stamp_created_at();
create trigger profiles_stamp_updated before insert or update on public.profiles
  for each row execute function private.stamp_updated_at();
create trigger user_settings_stamp_created before insert or update on public.user_settings
  for each row execute function private.stamp_created_at();
create trigger user_settings_stamp_updated before insert or update on public.user_settings
  for each row execute function private.stamp_updated_at();
create trigger portfolio_items_stamp_created before insert or update on public.portfolio_items
  for each row execute function private.stamp_created_at();
create trigger portfolio_items_stamp_updated before insert or update on public.portfolio_items
  for each row execute function private.stamp_updated_at();
create trigger jobs_stamp_created before insert or update on public.jobs
  for each row execute function private.stamp_created_at();
create trigger jobs_stamp_updated before insert or update on public.jobs
  for each row execute function private.stamp_updated_at();
create trigger proposals_stamp_created before insert or update on public.proposals
  for each row execute function private.stamp_created_at();
create trigger proposals_stamp_updated before insert or update on public.proposals
  for each row execute function private.stamp_updated_at();
create trigger conversations_stamp_created before insert or update on public.conversations
  for each row execute function private.stamp_created_at();
create trigger messages_stamp_created before insert or update on public.messages
  for each row execute function private.stamp_created_at();
create trigger reviews_stamp_created before insert or update on public.reviews
  for each row execute function private.stamp_created_at();
create trigger reviews_stamp_updated before insert or update on public.reviews
  for each row execute function private.stamp_updated_at();

-- A conversation's pair is stored in order, whichever way round the caller gave it.
create function private.order_conversation_pair()
returns trigger
language plpgsql
as $$
declare
  swap uuid;
begin
  if new.user_a > new.user_b then
    swap := new.user_a;
    new.user_a := new.user_b;
    new.user_b := swap;
  end if;
  return new;
end
$$;

create trigger conversations_order_pair before insert or update on public.conversations
  for each row execute function private.order_conversation_pair();

-- What a proposal's trigger needs to know about its job, read past the caller's RLS (a
-- freelancer cannot see a closed job of someone else). SECURITY DEFINER; returns only the
-- owner id and the status of the one job asked about.
create function private.job_owner_and_status(job uuid, out owner_id uuid, out status public.job_status)
language sql
stable
security definer
set search_path = ''
as $$
  select j.owner_id, j.status from public.jobs j where j.id = job
$$;

-- Proposals: never on one's own job, only on open jobs, and a status that moves only the
-- ways the two sides may move it:
--   the freelancer edits cover letter and bid while pending, and may withdraw (pending -> withdrawn);
--   the job owner accepts or declines a pending proposal (pending -> accepted | declined)
--   and never edits the freelancer's words or bid.
-- Runs with the caller's rights (current_user tells API roles from trusted ones).
create function private.guard_proposal()
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
    return new;
  end if;

  -- UPDATE
  if new.job_id <> old.job_id or new.freelancer_id <> old.freelancer_id then
    raise exception 'A proposal cannot move to another job or freelancer.'
      using errcode = 'insufficient_privilege';
  end if;
  if not api then
    return new;
  end if;
  if caller = old.freelancer_id then
    if (new.cover_letter, new.bid) is distinct from (old.cover_letter, old.bid)
       and old.status <> 'pending' then
      raise exception 'Only a pending proposal can be edited.'
        using errcode = 'check_violation', constraint = 'proposals_status_transition_check';
    end if;
    if new.status <> old.status and not (old.status = 'pending' and new.status = 'withdrawn') then
      raise exception 'A freelancer can only withdraw a pending proposal.'
        using errcode = 'check_violation', constraint = 'proposals_status_transition_check';
    end if;
  elsif caller = job_owner then
    if (new.cover_letter, new.bid) is distinct from (old.cover_letter, old.bid) then
      raise exception 'Only the freelancer can edit a proposal''s cover letter and bid.'
        using errcode = 'insufficient_privilege';
    end if;
    if new.status <> old.status
       and not (old.status = 'pending' and new.status in ('accepted', 'declined')) then
      raise exception 'The client can only accept or decline a pending proposal.'
        using errcode = 'check_violation', constraint = 'proposals_status_transition_check';
    end if;
  else
    raise exception 'Not your proposal.' using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

create trigger proposals_guard before insert or update on public.proposals
  for each row execute function private.guard_proposal();

-- Messages: the sender, body and conversation of a sent message never change (column
-- grants already stop API roles; this also covers trusted roles' mistakes).
create function private.guard_message()
returns trigger
language plpgsql
as $$
begin
  if (new.conversation_id, new.sender_id, new.body)
     is distinct from (old.conversation_id, old.sender_id, old.body) then
    raise exception 'A sent message cannot be changed, only marked read.'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

create trigger messages_guard before update on public.messages
  for each row execute function private.guard_message();

-- Jobs: through the API, a job that others have answered (proposals), reviewed or talked
-- about (conversations) cannot be deleted; the owner closes it instead.
-- private.job_in_use is SECURITY DEFINER because those rows may be hidden from the owner
-- by RLS; it only answers "any?". The trigger runs with the caller's rights.
create function private.job_in_use(job uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.proposals p where p.job_id = job)
    or exists (select 1 from public.reviews r where r.job_id = job)
    or exists (select 1 from public.conversations c where c.job_id = job)
$$;

create function private.guard_job_delete()
returns trigger
language plpgsql
as $$
begin
  if current_user in ('anon', 'authenticated') and private.job_in_use(old.id) then
    raise exception 'A job with proposals, reviews or conversations cannot be deleted; close it instead.'
      using errcode = 'foreign_key_violation', constraint = 'jobs_in_use_check';
  end if;
  return old;
end
$$;

create trigger jobs_guard_delete before delete on public.jobs
  for each row execute function private.guard_job_delete();
