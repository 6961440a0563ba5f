-- profile_cards computes only what a query asks for. Its derived columns (rating and
-- reviews_count, completed_jobs, jobs_posted, response_minutes) were CROSS JOIN LATERAL
-- subqueries, which Postgres evaluates for every card whether or not the query names the
-- column; each is an aggregate that always yields one row, so as LEFT JOIN LATERAL … ON TRUE
-- the values are the same and the planner drops the join when its columns are not selected
-- (join removal). A list that reads names and ratings no longer pays for the response time
-- (median over conversations, the costliest). Same columns, same order, same rules.
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
left join lateral (
  select round(avg(r.rating), 2) as rating, count(*)::integer as reviews_count
  from public.reviews r
  where r.reviewee_id = p.id
    and (r.engagement_id is null or private.review_published(r.engagement_id))
) rv on true
left join lateral (
  select count(*)::integer as completed_jobs
  from public.engagements e
  where e.status = 'completed' and p.id in (e.client_id, e.freelancer_id)
) done on true
left join lateral (
  select count(*)::integer as jobs_posted from public.jobs j where j.owner_id = p.id
) posted on true
left join lateral (
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
) reply on true
where private.can_see_profile(p.id);
