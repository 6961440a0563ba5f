-- Profiles and portfolios people build themselves (issue 35, database part).
--
-- 1. Every limit of a profile field is a named check constraint, and a trigger in front of
--    them refuses a bad value with a message that names the field (SQLSTATE 23514, the
--    constraint's name as DETAIL, so PostgREST's `details` tells the app which field):
--      profiles_display_name_check  display_name  text, required, <= 80
--      profiles_title_check         title         text, optional, <= 120
--      profiles_location_check      location      text, optional, <= 100
--      profiles_hourly_rate_check   hourly_rate   0 .. 10,000, optional
--      profiles_bio_check           bio           text, optional, <= 2000
--      profiles_skills_check        skills        <= 20 items (was 30), each text <= 50, no repeats
--      profiles_avatar_path_check   avatar_path   optional: '<own user id>/<file>.(png|jpg|jpeg|webp)',
--                                                 an object in the `avatars` bucket under the
--                                                 person's own folder (the app makes the URL
--                                                 with storage.from('avatars').getPublicUrl)
--    Profiles that already had more than 20 skills keep their first 20.
-- 2. Response time is derived: profile_cards.response_minutes is the median, over the
--    conversations where someone else wrote to the person in the last 90 days, of the minutes
--    from the other person's first message in that window to the person's first reply after
--    it (conversations still unanswered are not counted; NULL when there is none). The typed
--    profiles.response_time column stays only because the app still reads
--    profile_cards.response_time (apps/web/src/data/profileRows.ts); nobody can type it any
--    more (its update privilege is revoked) and it goes once the app reads response_minutes.
-- 3. Email privacy: profile_cards.email was user_settings.email, a text anyone typed and
--    other members could read when show_email was on. It is now the account's CONFIRMED
--    sign-in email (auth.users.email with email_confirmed_at), and only for the person
--    themself; other members and anon always get NULL. user_settings.email is no longer shown
--    anywhere (the sign-in email changes through Supabase Auth).
-- 4. Deleted accounts (next migration) leave a tombstone profile: profiles.deleted_at, and
--    profile_cards.deleted. public.profile_access(person) tells the app whether a profile is
--    'visible', 'private' (hidden from the caller), 'members_only' (anon: sign in to see it),
--    'deleted' or 'not_found', so a stranger reads 'This profile is private' and nothing of it.
-- 5. Portfolio: a link (portfolio_items_link_check: optional, <= 2000, http(s) URL with no
--    whitespace, control character, backslash, quote or angle bracket), an uploaded image
--    (portfolio_items_image_path_check: '<own user id>/<file>.(png|jpg|jpeg|webp)' in the
--    `portfolio` bucket), positions (>= 0; a new item goes last when no position is given),
--    public.reorder_portfolio(items uuid[]) and at most 50 items a person (PFMAX).

alter table public.profiles add column avatar_path text;
alter table public.profiles add column deleted_at timestamptz;

-- A storage object name in the person's own folder: '<uuid>/<name>.<png|jpg|jpeg|webp>',
-- the name made of letters, digits, '.', '_' and '-' only (at most 100 characters).
create function private.own_image_path(path text, owner uuid)
returns boolean
language sql
immutable
parallel safe
as $$
  select path is null or (
    path ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9_-][A-Za-z0-9._-]{0,94}\.(png|jpg|jpeg|webp)$'
    and split_part(path, '/', 1) = owner::text
  )
$$;

update public.profiles set skills = skills[1:20] where cardinality(skills) > 20;

alter table public.profiles drop constraint profiles_skills_check;
alter table public.profiles add constraint profiles_skills_check
  check (private.valid_labels(skills, 20, 50));
alter table public.profiles add constraint profiles_avatar_path_check
  check (private.own_image_path(avatar_path, id));

-- The field a refusal concerns, in words, before the constraints see the row.
create function private.check_profile_fields()
returns trigger
language plpgsql
as $$
declare
  label text;
begin
  if not private.has_text(new.display_name) then
    raise exception 'Display name cannot be empty.'
      using errcode = 'check_violation', constraint = 'profiles_display_name_check',
        detail = 'profiles_display_name_check', hint = 'Enter the name others see.';
  elsif char_length(new.display_name) > 80 then
    raise exception 'Display name can be at most 80 characters (this one has %).', char_length(new.display_name)
      using errcode = 'check_violation', constraint = 'profiles_display_name_check',
        detail = 'profiles_display_name_check', hint = 'Shorten the name.';
  end if;
  if not private.optional_text(new.title, 120) then
    raise exception 'Title can be at most 120 characters and not only spaces.'
      using errcode = 'check_violation', constraint = 'profiles_title_check',
        detail = 'profiles_title_check', hint = 'Shorten the title, or leave it empty.';
  end if;
  if not private.optional_text(new.location, 100) then
    raise exception 'Location can be at most 100 characters and not only spaces.'
      using errcode = 'check_violation', constraint = 'profiles_location_check',
        detail = 'profiles_location_check', hint = 'Shorten the location, or leave it empty.';
  end if;
  if new.hourly_rate < 0 or new.hourly_rate > 10000 then
    raise exception 'Hourly rate must be between $0 and $10,000.'
      using errcode = 'check_violation', constraint = 'profiles_hourly_rate_check',
        detail = 'profiles_hourly_rate_check', hint = 'Enter a rate up to $10,000 an hour, or leave it empty.';
  end if;
  if not private.optional_text(new.bio, 2000) then
    raise exception 'Bio can be at most 2,000 characters and not only spaces (this one has %).',
        coalesce(char_length(new.bio), 0)
      using errcode = 'check_violation', constraint = 'profiles_bio_check',
        detail = 'profiles_bio_check', hint = 'Shorten the bio, or leave it empty.';
  end if;
  if new.skills is not null and not private.valid_labels(new.skills, 20, 50) then
    raise exception 'Skills: at most 20, each 1 to 50 characters, no skill twice.'
      using errcode = 'check_violation', constraint = 'profiles_skills_check',
        detail = 'profiles_skills_check', hint = 'Remove a skill or shorten it.';
  end if;
  if not private.own_image_path(new.avatar_path, new.id) then
    raise exception 'Avatar must be a PNG, JPEG or WebP image uploaded to your own avatars folder.'
      using errcode = 'check_violation', constraint = 'profiles_avatar_path_check',
        detail = 'profiles_avatar_path_check', hint = 'Upload the image again.';
  end if;
  return new;
end
$$;

revoke all on function private.check_profile_fields() from public;

create trigger profiles_check_fields before insert or update on public.profiles
  for each row execute function private.check_profile_fields();

-- Nobody types a response time any more; a picture can be chosen.
revoke update (response_time) on public.profiles from authenticated;
grant update (avatar_path) on public.profiles to authenticated;

-- ---------------------------------------------------------------------------------------
-- Portfolio.
alter table public.portfolio_items add column link text;
alter table public.portfolio_items add column image_path text;
alter table public.portfolio_items add constraint portfolio_items_link_check check (
  link is null
  or (
    char_length(link) <= 2000
    and link ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?([/?#][A-Za-z0-9._~%!$&''()*+,;=:@/?#-]*)?$'
  )
);
alter table public.portfolio_items add constraint portfolio_items_image_path_check
  check (private.own_image_path(image_path, owner_id));
alter table public.portfolio_items add constraint portfolio_items_position_check
  check (position >= 0);
alter table public.portfolio_items alter column position drop default;

grant update (link, image_path) on public.portfolio_items to authenticated;

create function private.check_portfolio_item()
returns trigger
language plpgsql
as $$
begin
  if not (private.has_text(new.title) and char_length(new.title) <= 120) then
    raise exception 'Title is required, at most 120 characters.'
      using errcode = 'check_violation', constraint = 'portfolio_items_title_check',
        detail = 'portfolio_items_title_check', hint = 'Name the project in 120 characters or fewer.';
  end if;
  if not (private.has_text(new.description) and char_length(new.description) <= 1000) then
    raise exception 'Description is required, at most 1,000 characters.'
      using errcode = 'check_violation', constraint = 'portfolio_items_description_check',
        detail = 'portfolio_items_description_check', hint = 'Describe the project in 1,000 characters or fewer.';
  end if;
  if new.link is not null and not (
    char_length(new.link) <= 2000
    and new.link ~ '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?([/?#][A-Za-z0-9._~%!$&''()*+,;=:@/?#-]*)?$'
  ) then
    raise exception 'Link must be a web address starting with https:// or http:// (at most 2,000 characters).'
      using errcode = 'check_violation', constraint = 'portfolio_items_link_check',
        detail = 'portfolio_items_link_check', hint = 'Paste the full address, for example https://example.com/project.';
  end if;
  if not private.own_image_path(new.image_path, new.owner_id) then
    raise exception 'Image must be a PNG, JPEG or WebP image uploaded to your own portfolio folder.'
      using errcode = 'check_violation', constraint = 'portfolio_items_image_path_check',
        detail = 'portfolio_items_image_path_check', hint = 'Upload the image again.';
  end if;
  if tg_op = 'INSERT' and current_user in ('anon', 'authenticated') then
    perform pg_advisory_xact_lock(hashtext('portfolio_items'), hashtext(new.owner_id::text));
    if (select count(*) from public.portfolio_items p where p.owner_id = new.owner_id) >= 50 then
      raise exception 'A portfolio holds at most 50 projects.'
        using errcode = 'PFMAX', hint = 'Delete a project before adding another.';
    end if;
  end if;
  if new.position is null then
    select coalesce(max(p.position) + 1, 0) into new.position
    from public.portfolio_items p where p.owner_id = new.owner_id;
  end if;
  return new;
end
$$;

revoke all on function private.check_portfolio_item() from public;

create trigger portfolio_items_check before insert or update on public.portfolio_items
  for each row execute function private.check_portfolio_item();

-- Puts the caller's portfolio in the given order (positions 0, 1, 2, …). The list must name
-- each of the caller's items exactly once: anything else (another person's item, a
-- duplicate, a missing one) changes nothing and is refused with PFORD. Security invoker: the
-- caller's RLS applies, so only their own rows could change anyway.
create function public.reorder_portfolio(items uuid[])
returns setof public.portfolio_items
language plpgsql
security invoker
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'Sign in to arrange your portfolio.' using errcode = 'insufficient_privilege';
  end if;
  if items is null
     or coalesce(array_ndims(items), 1) <> 1
     or array_position(items, null) is not null
     or cardinality(items) <> (select count(distinct i) from unnest(items) as i)
     or cardinality(items) <> (select count(*) from public.portfolio_items p where p.owner_id = me)
     or exists (
       select 1 from unnest(items) as i
       where not exists (select 1 from public.portfolio_items p where p.id = i and p.owner_id = me)
     ) then
    raise exception 'List each of your portfolio items once, in the new order.'
      using errcode = 'PFORD', hint = 'Reload the portfolio and try again.';
  end if;
  return query
  update public.portfolio_items p
  set position = o.ordinality - 1
  from unnest(items) with ordinality as o (id, ordinality)
  where p.id = o.id and p.owner_id = me
  returning p.*;
end
$$;

revoke all on function public.reorder_portfolio(uuid[]) from public, anon;
grant execute on function public.reorder_portfolio(uuid[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- What the app may say about a profile it cannot show.
create function public.profile_access(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p.id is null then 'not_found'
    when p.deleted_at is not null then 'deleted'
    when private.can_see_profile(p.id) then 'visible'
    when auth.uid() is null
      and coalesce(s.profile_visibility, 'public') = 'members' then 'members_only'
    else 'private'
  end
  from (select person as id) asked
  left join public.profiles p on p.id = asked.id
  left join public.user_settings s on s.user_id = p.id
$$;

revoke all on function public.profile_access(uuid) from public;
grant execute on function public.profile_access(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- profile_cards: the confirmed sign-in email to its owner only; derived response time;
-- the avatar; whether the account was deleted. Columns keep their places (new ones last).
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
    when p.id = (select auth.uid()) then (
      select u.email from auth.users u
      where u.id = p.id and u.email_confirmed_at is not null
    )
  end::text as email,
  p.bio,
  p.response_time,
  p.skills,
  p.created_at as member_since,
  rv.rating,
  rv.reviews_count,
  done.completed_jobs,
  posted.jobs_posted,
  p.avatar_path,
  reply.response_minutes,
  p.deleted_at is not null as deleted
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
cross join lateral (
  select round(percentile_cont(0.5) within group (
           order by extract(epoch from answer.at - asked.at) / 60
         ))::integer as response_minutes
  from public.conversations c
  cross join lateral (
    select min(m.created_at) as at
    from public.messages m
    where m.conversation_id = c.id and m.sender_id <> p.id
      and m.created_at >= now() - interval '90 days'
  ) asked
  cross join lateral (
    select min(m.created_at) as at
    from public.messages m
    where m.conversation_id = c.id and m.sender_id = p.id and m.created_at > asked.at
  ) answer
  where (c.user_a = p.id or c.user_b = p.id) and answer.at is not null
) reply
where private.can_see_profile(p.id);
