-- Test helpers and fixtures, loaded once (committed) after the migrations by run.sh.
-- Never part of a migration. Each tests/*.sql file then runs in a transaction that is
-- rolled back, so every file starts from these fixtures.

create schema tests;
grant usage on schema tests to anon, authenticated, service_role;

-- Named ids used by every test file: tests.id('A').
create table tests.ids (name text primary key, id uuid not null unique);
grant select on tests.ids to anon, authenticated, service_role;

create function tests.id(label text)
returns uuid
language plpgsql
stable
as $$
declare
  found_id uuid;
begin
  select i.id into found_id from tests.ids i where i.name = label;
  if found_id is null then
    raise exception 'tests.id: no fixture named %', label;
  end if;
  return found_id;
end
$$;

-- The plan PostgreSQL would run for a query (EXPLAIN, costs off), one line per row: the tests
-- that check a screen's query uses its index read it.
create function tests.plan(query text) returns text language plpgsql as $f$
declare line text; result text := '';
begin
  for line in execute 'explain (costs off) ' || query loop result := result || line || E'\n'; end loop;
  return result;
end $f$;

-- Act as PostgREST does for a request: switch to the JWT's role and publish its claims.
--   'postgres'   back to the superuser (fixtures, checks past RLS)
--   'anon'       the anon key (claims without sub)
--   'service'    the service role key
--   otherwise    a signed-in user named in tests.ids
create function tests.act_as(who text)
returns void
language plpgsql
as $$
begin
  if who = 'postgres' then
    perform set_config('role', 'none', true);
    perform set_config('request.jwt.claims', '', true);
  elsif who = 'anon' then
    perform set_config('role', 'none', true);
    perform set_config('request.jwt.claims', '{"role":"anon","iss":"supabase"}', true);
    perform set_config('role', 'anon', true);
  elsif who = 'service' then
    perform set_config('role', 'none', true);
    perform set_config('request.jwt.claims', '{"role":"service_role","iss":"supabase"}', true);
    perform set_config('role', 'service_role', true);
  else
    perform set_config('role', 'none', true);
    perform set_config(
      'request.jwt.claims',
      json_build_object(
        'sub', tests.id(who),
        'role', 'authenticated',
        'aud', 'authenticated',
        'email', lower(who) || '@example.com'
      )::text,
      true
    );
    perform set_config('role', 'authenticated', true);
  end if;
end
$$;

create function tests.start()
returns void
language sql
as $$
  select set_config('tests.assertions', '0', false);
$$;

create function tests.finish()
returns text
language sql
as $$
  select 'ASSERTIONS ' || current_setting('tests.assertions');
$$;

create function tests.pass()
returns void
language sql
as $$
  select set_config(
    'tests.assertions',
    (coalesce(nullif(current_setting('tests.assertions', true), ''), '0')::integer + 1)::text,
    false
  );
$$;

create function tests.ok(condition boolean, label text)
returns void
language plpgsql
as $$
begin
  if condition is not true then
    raise exception 'FAILED: %', label;
  end if;
  perform tests.pass();
end
$$;

create function tests.eq(actual anycompatible, expected anycompatible, label text)
returns void
language plpgsql
as $$
begin
  if actual is distinct from expected then
    raise exception 'FAILED: %: expected %, got %', label, coalesce(expected::text, 'NULL'),
      coalesce(actual::text, 'NULL');
  end if;
  perform tests.pass();
end
$$;

-- Runs a statement that must fail with the given SQLSTATE (and, if given, a message
-- containing message_part). The statement runs in a subtransaction: nothing it did stays.
create function tests.throws(statement text, expected_state text, label text,
  message_part text default null)
returns void
language plpgsql
as $$
declare
  got_state text;
  got_message text;
  got_detail text;
begin
  begin
    execute statement;
  exception when others then
    got_state := sqlstate;
    got_message := sqlerrm;
    get stacked diagnostics got_detail = pg_exception_detail;
  end;
  if got_state is null then
    raise exception 'FAILED: %: expected error %, but the statement succeeded: %', label,
      expected_state, statement;
  end if;
  if got_state <> expected_state then
    raise exception 'FAILED: %: expected error %, got % (%)', label, expected_state, got_state,
      got_message;
  end if;
  -- The message or its DETAIL (PostgREST's `details`: field-specific refusals name their
  -- constraint there) mentions message_part.
  if message_part is not null
     and position(lower(message_part) in lower(got_message || ' ' || coalesce(got_detail, ''))) = 0 then
    raise exception 'FAILED: %: message "%" (detail "%") does not mention "%"', label, got_message,
      got_detail, message_part;
  end if;
  perform tests.pass();
end
$$;

-- One cell of an access matrix: runs `statement` as `who` and reports what happened,
--   'rows=N'     a query (select/with) returned N rows
--   'changed=N'  an insert/update/delete changed N rows
--   'error=XXXXX' it failed with that SQLSTATE
-- then rolls everything back (role, claims and data), so cells never affect each other.
create function tests.cell(who text, statement text)
returns text
language plpgsql
as $$
declare
  outcome text;
  n bigint;
begin
  begin
    perform tests.act_as(who);
    if lower(statement) ~ '^\s*(select|with)\M' then
      execute format('select count(*) from (%s) as cell', statement) into n;
      outcome := 'rows=' || n;
    else
      execute statement;
      get diagnostics n = row_count;
      outcome := 'changed=' || n;
    end if;
    raise exception using errcode = 'TSTRB', message = 'roll the cell back';
  exception
    when sqlstate 'TSTRB' then
      null;
    when others then
      outcome := 'error=' || sqlstate;
  end;
  return outcome;
end
$$;

-- Number of rows in a table as the superuser sees it (past RLS).
create function tests.count_all(tbl regclass)
returns bigint
language plpgsql
as $$
declare
  n bigint;
begin
  execute format('select count(*) from %s', tbl) into n;
  return n;
end
$$;

grant execute on all functions in schema tests to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Fixtures.
--   A  public profile, shows everything (email too)              - a client
--   B  public profile, hides email, rate and location             - a freelancer and client
--   C  private profile; has messaged B and applied to B's job      - hidden from A and anon
--   D  members-only profile                                        - hidden from anon
--   E  profile without a settings row (defaults apply)
--   N  a user id with no account and no profile at all
-- Hiring (issue 34): engagement eAB2 (A hired B on jA2, completed 20 days ago, reviewed by A),
-- eAD2 (A hired D on jA2 too, active), invitation iAE (A invited E to jA3).
insert into tests.ids (name, id) values
  ('A', '00000000-0000-4000-8000-00000000000a'),
  ('B', '00000000-0000-4000-8000-00000000000b'),
  ('C', '00000000-0000-4000-8000-00000000000c'),
  ('D', '00000000-0000-4000-8000-00000000000d'),
  ('E', '00000000-0000-4000-8000-00000000000e'),
  ('N', '00000000-0000-4000-8000-0000000000ff'),
  ('jA1', '10000000-0000-4000-8000-0000000000a1'),
  ('jA2', '10000000-0000-4000-8000-0000000000a2'),
  ('jA3', '10000000-0000-4000-8000-0000000000a3'),
  ('jB1', '10000000-0000-4000-8000-0000000000b1'),
  ('jB2', '10000000-0000-4000-8000-0000000000b2'),
  ('pB_A1', '20000000-0000-4000-8000-0000000000a1'),
  ('pB_A2', '20000000-0000-4000-8000-0000000000a2'),
  ('pC_B1', '20000000-0000-4000-8000-0000000000b1'),
  ('cAB', '30000000-0000-4000-8000-0000000000ab'),
  ('cBC', '30000000-0000-4000-8000-0000000000bc'),
  ('mAB1', '40000000-0000-4000-8000-0000000000a1'),
  ('mAB2', '40000000-0000-4000-8000-0000000000a2'),
  ('mBC1', '40000000-0000-4000-8000-0000000000b1'),
  ('ptA', '50000000-0000-4000-8000-00000000000a'),
  ('ptB', '50000000-0000-4000-8000-00000000000b'),
  ('ptC', '50000000-0000-4000-8000-00000000000c'),
  ('ptD', '50000000-0000-4000-8000-00000000000d'),
  ('rAB', '60000000-0000-4000-8000-0000000000ab'),
  ('rAC', '60000000-0000-4000-8000-0000000000ac'),
  ('pD_A2', '20000000-0000-4000-8000-0000000000d2'),
  ('eAB2', '70000000-0000-4000-8000-0000000000a2'),
  ('eAD2', '70000000-0000-4000-8000-0000000000d2'),
  ('iAE', '80000000-0000-4000-8000-0000000000ae');

-- Accounts as GoTrue makes them (when supabase/local/auth.sql is applied): the
-- on_auth_user_created trigger gives each a profile and a settings row, which the fixtures
-- below then fill in.
do $$
begin
  if to_regclass('auth.users') is not null then
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
      email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select '00000000-0000-0000-0000-000000000000', tests.id(n), 'authenticated', 'authenticated',
      lower(n) || '@example.com', '', now(), '{"provider":"email","providers":["email"]}',
      jsonb_build_object('full_name', 'User ' || n), now(), now()
    from unnest(array['A', 'B', 'C', 'D', 'E']) as n;
  end if;
end
$$;

insert into public.profiles (id, display_name, title, location, bio, hourly_rate, response_time, skills, created_at)
values
  (tests.id('A'), 'Ada Client', 'Studio owner', 'Lisbon, Portugal', 'I hire for my studios.', 50, 'within a day', '{Hiring}', '2021-03-01'),
  (tests.id('B'), 'Ben Freelancer', 'Full-stack developer', 'Porto, Portugal', 'I build booking flows.', 85, 'within 2 hours', '{React,Stripe}', '2022-06-01'),
  (tests.id('C'), 'Cleo Private', 'Designer', 'Valencia, Spain', 'Private person.', 70, 'within 4 hours', '{Figma}', '2023-01-01'),
  (tests.id('D'), 'Dev Members', 'Writer', 'Hamburg, Germany', 'Members only.', 60, 'within a day', '{Writing}', '2024-01-01'),
  (tests.id('E'), 'Eve Defaults', null, 'Austin, TX', null, 40, null, '{}', '2024-05-01')
on conflict (id) do update set
  display_name = excluded.display_name, title = excluded.title, location = excluded.location,
  bio = excluded.bio, hourly_rate = excluded.hourly_rate, response_time = excluded.response_time,
  skills = excluded.skills, created_at = excluded.created_at;

insert into public.user_settings (user_id, email, profile_visibility, show_email, show_location, show_rates)
values
  (tests.id('A'), 'ada@example.com', 'public', true, true, true),
  (tests.id('B'), 'ben@example.com', 'public', false, false, false),
  (tests.id('C'), 'cleo@example.com', 'private', true, true, true),
  (tests.id('D'), 'dev@example.com', 'members', true, true, true)
on conflict (user_id) do update set
  email = excluded.email, profile_visibility = excluded.profile_visibility,
  show_email = excluded.show_email, show_location = excluded.show_location,
  show_rates = excluded.show_rates;
-- E keeps no settings row (the defaults apply), as after deleting it.
delete from public.user_settings where user_id = tests.id('E');

insert into public.portfolio_items (id, owner_id, title, description, image, tags) values
  (tests.id('ptA'), tests.id('A'), 'Studio site', 'Our studio website.', '/images/studio.svg', '{Web}'),
  (tests.id('ptB'), tests.id('B'), 'Booking app', 'Class booking with Stripe.', 'data:image/svg+xml,%3Csvg%2F%3E', '{React,Stripe}'),
  (tests.id('ptC'), tests.id('C'), 'Private work', 'Only for the right eyes.', null, '{}'),
  (tests.id('ptD'), tests.id('D'), 'Members work', 'Members can see this.', null, '{}');

insert into public.jobs (id, owner_id, title, description, budget, category, timeline, experience_level, location, skills, tags, urgent, status, created_at)
values
  (tests.id('jA1'), tests.id('A'), 'Booking calendar and Stripe checkout',
   'A React booking calendar where members pay with Stripe.', '$3,000 - $4,500',
   'development', '3-4 weeks', 'intermediate', 'Remote', '{React,Stripe}', '{React,Stripe,Node.js}', true, 'open', now() - interval '2 hours'),
  (tests.id('jA2'), tests.id('A'), 'Roster view for teachers',
   'Teachers see the class roster on their phones.', '$1,000 - $1,500',
   'development', '1-2 weeks', 'entry', 'Remote', '{React}', '{Mobile}', false, 'closed', now() - interval '30 days'),
  (tests.id('jA3'), tests.id('A'), 'Logo refresh',
   'Refresh the studio logo for print.', '$500',
   'design', '1-2 weeks', 'entry', 'Lisbon, Portugal', '{}', '{Logo,Branding}', false, 'open', now() - interval '1 day'),
  (tests.id('jB1'), tests.id('B'), 'Brand identity for a bakery',
   'A warm, hand-drawn logo and packaging labels.', '$1,200 - $2,000',
   'design', '3-4 weeks', 'intermediate', 'Porto, Portugal', '{Illustration}', '{Branding,Packaging}', false, 'open', now() - interval '5 hours'),
  (tests.id('jB2'), tests.id('B'), 'Old newsletter',
   'A newsletter we no longer need.', '$600 per issue',
   'writing', '3+ months', 'expert', 'Remote', '{}', '{Newsletter}', false, 'closed', now() - interval '60 days');

insert into public.proposals (id, job_id, freelancer_id, cover_letter, bid, status) values
  (tests.id('pB_A1'), tests.id('jA1'), tests.id('B'), 'I built three booking flows like this.', 4000, 'pending'),
  (tests.id('pB_A2'), tests.id('jA2'), tests.id('B'), 'Happy to build the roster view.', 1200, 'accepted'),
  (tests.id('pC_B1'), tests.id('jB1'), tests.id('C'), 'I love bakeries.', 1500, 'pending');

insert into public.conversations (id, user_a, user_b, job_id, created_by) values
  (tests.id('cAB'), tests.id('A'), tests.id('B'), tests.id('jA1'), tests.id('A')),
  (tests.id('cBC'), tests.id('B'), tests.id('C'), null, tests.id('C'));

insert into public.messages (id, conversation_id, sender_id, body, created_at, read_at) values
  (tests.id('mAB1'), tests.id('cAB'), tests.id('A'), 'Hi Ben, are you free next week?', now() - interval '2 hours', now() - interval '1 hour'),
  (tests.id('mAB2'), tests.id('cAB'), tests.id('B'), 'Yes, Thursday works.', now() - interval '1 hour', null),
  (tests.id('mBC1'), tests.id('cBC'), tests.id('C'), 'Hello from Cleo.', now() - interval '3 hours', null);

-- B's accepted proposal on A's closed jA2 became an engagement, completed 20 days ago: A's
-- review of it is published (14 days passed); B may still review A (within 30 days).
insert into public.engagements (id, job_id, proposal_id, client_id, freelancer_id, amount, status, created_at, completed_at)
values (tests.id('eAB2'), tests.id('jA2'), tests.id('pB_A2'), tests.id('A'), tests.id('B'), 1200, 'completed',
  now() - interval '40 days', now() - interval '20 days');
-- A hired D on jA2 as well (a proposal accepted before the job closed); that work goes on.
insert into public.proposals (id, job_id, freelancer_id, cover_letter, bid, status)
values (tests.id('pD_A2'), tests.id('jA2'), tests.id('D'), 'I write roster help pages.', 300, 'accepted');
insert into public.engagements (id, job_id, proposal_id, client_id, freelancer_id, amount)
values (tests.id('eAD2'), tests.id('jA2'), tests.id('pD_A2'), tests.id('A'), tests.id('D'), 300);

insert into public.reviews (id, reviewer_id, reviewee_id, job_id, engagement_id, rating, comment, project) values
  (tests.id('rAB'), tests.id('A'), tests.id('B'), tests.id('jA2'), tests.id('eAB2'), 5, 'Fast and careful.', 'Roster view'),
  (tests.id('rAC'), tests.id('A'), tests.id('C'), null, null, 4, 'Good designer.', null);

-- A invited E to the open jA3: the invitation posted a message in a new A-E conversation
-- about jA3 (the invitations trigger).
insert into public.invitations (id, job_id, client_id, freelancer_id, note)
values (tests.id('iAE'), tests.id('jA3'), tests.id('A'), tests.id('E'), 'Your logos are lovely.');
-- ... a day ago (so that it does not count in A's messages of the last minute).
update public.messages set created_at = now() - interval '1 day'
where id = (select message_id from public.invitations where id = tests.id('iAE'));
update public.conversations set created_at = now() - interval '1 day'
where id = (select conversation_id from public.invitations where id = tests.id('iAE'));
update public.invitations set created_at = now() - interval '1 day' where id = tests.id('iAE');

-- A's webhook endpoint and one delivery to it (issue 36 item 5); B and the others have none.
insert into tests.ids (name, id) values
  ('whA', '90000000-0000-4000-8000-0000000000a1'),
  ('wdA', '90000000-0000-4000-8000-0000000000d1');
insert into public.webhook_endpoints (id, owner_id, url, event_types, secret)
values (tests.id('whA'), tests.id('A'), 'https://hooks.example.com/ada', '{proposal.received}',
  'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
insert into public.webhook_deliveries (id, endpoint_id, owner_id, event_id, event_type, payload,
  status, attempts, response_status, created_at)
values (tests.id('wdA'), tests.id('whA'), tests.id('A'), 'msg_fixture', 'proposal.received',
  '{"type":"proposal.received","timestamp":"2026-11-26T12:00:00.000Z","data":{}}', 'succeeded', 1, 200,
  now() - interval '1 day');
