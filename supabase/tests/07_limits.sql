-- Abuse limits (issue 32, item 7; 20261127110100_abuse_limits): each refusal has its code.

-- Jobs: at most 10 in 24 hours per person. A posted jA1 2 hours ago (jA3 a day ago, jA2 a
-- month ago: outside the window), so 9 more are accepted and the 11th in 24 hours is refused.
select tests.act_as('A');
do $$
begin
  for i in 1..9 loop
    insert into public.jobs (title, description, budget, category, timeline, experience_level)
    values ('Job ' || i, 'Description', '$100', 'design', '1-2 weeks', 'entry');
  end loop;
end
$$;
select tests.eq((select count(*)::integer from public.jobs where owner_id = auth.uid() and created_at > now() - interval '24 hours'),
  10, 'A has posted 10 jobs in 24 hours');
select tests.throws($$insert into public.jobs (title, description, budget, category, timeline, experience_level) values ('Job 11', 'Description', '$100', 'design', '1-2 weeks', 'entry')$$,
  'RLJOB', 'the 11th job in 24 hours is refused', '10 jobs');
select tests.act_as('B');
select tests.eq(tests.cell('B', $$insert into public.jobs (title, description, budget, category, timeline, experience_level) values ('B job', 'Description', '$100', 'design', '1-2 weeks', 'entry')$$),
  'changed=1', 'another person still posts');

-- Array bodies (one statement, several rows) are refused on jobs, proposals and messages.
select tests.throws($$insert into public.jobs (title, description, budget, category, timeline, experience_level) select 'Bulk ' || i, 'D', '$1', 'design', '1-2 weeks', 'entry' from generate_series(1, 2) i$$,
  'RLBLK', 'two jobs in one request', 'one job at a time');
select tests.throws($$insert into public.jobs (title, description, budget, category, timeline, experience_level) select 'Bulk ' || i, 'D', '$1', 'design', '1-2 weeks', 'entry' from generate_series(1, 500) i$$,
  'RLBLK', '500 jobs in one request');
select tests.throws($$insert into public.messages (conversation_id, body) select tests.id('cAB'), 'Spam ' || i from generate_series(1, 2) i$$,
  'RLBLK', 'two messages in one request', 'one message at a time');
select tests.act_as('D');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) select j, 'Hire me', 1 from unnest(array[tests.id('jA1'), tests.id('jB1')]) j$$,
  'RLBLK', 'two proposals in one request', 'one proposal at a time');
select tests.eq(tests.cell('D', $$insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jA1'), 'Hire me', 1)$$),
  'changed=1', 'one proposal in one request is fine');

-- Proposals: at most 30 in 24 hours per person. 31 open jobs of B's (written as the
-- superuser, which is not limited), then E sends 30 and the 31st is refused.
select tests.act_as('postgres');
insert into public.jobs (title, description, budget, category, timeline, experience_level, owner_id)
select 'Open job ' || i, 'Description', '$100', 'writing', '1-2 weeks', 'entry', tests.id('B')
from generate_series(1, 31) i;
select tests.eq((select count(*)::integer from public.jobs where owner_id = tests.id('B') and title like 'Open job %'), 31,
  'trusted roles are not limited (31 jobs in one statement)');
select tests.act_as('E');
do $$
declare
  job uuid;
begin
  for job in select id from public.jobs where title like 'Open job %' order by title limit 30 loop
    insert into public.proposals (job_id, cover_letter, bid) values (job, 'Hire me', 100);
  end loop;
end
$$;
select tests.eq((select count(*)::integer from public.proposals where freelancer_id = auth.uid()), 30,
  'E has sent 30 proposals');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) select id, 'One more', 100 from public.jobs where title like 'Open job %' order by title desc limit 1$$,
  'RLPRP', 'the 31st proposal in 24 hours is refused', '30 proposals');

-- Messages: at most 30 a minute per person (A and B have both written in cAB, so the
-- no-reply rule is not what stops A).
select tests.act_as('A');
do $$
begin
  for i in 1..30 loop
    insert into public.messages (conversation_id, body) values (tests.id('cAB'), 'Message ' || i);
  end loop;
end
$$;
select tests.throws($$insert into public.messages (conversation_id, body) values (tests.id('cAB'), 'Message 31')$$,
  'RLMSG', 'the 31st message in a minute is refused', '30 messages');

-- At most 5 messages to someone who has never replied in that conversation.
select tests.act_as('D');
select public.start_conversation(tests.id('E'));
do $$
begin
  for i in 1..5 loop
    insert into public.messages (conversation_id, body)
    values (public.start_conversation(tests.id('E')), 'Hello? ' || i);
  end loop;
end
$$;
select tests.throws($$insert into public.messages (conversation_id, body) values (public.start_conversation(tests.id('E')), 'Hello? 6')$$,
  'RLUNA', 'a 6th message without a reply is refused', 'without a reply');
select tests.act_as('E');
insert into public.messages (conversation_id, body) values (public.start_conversation(tests.id('D')), 'Hi D');
select tests.act_as('D');
select tests.eq(tests.cell('D', $$insert into public.messages (conversation_id, body) values (public.start_conversation(tests.id('E')), 'Thanks!')$$),
  'changed=1', 'after a reply the conversation goes on');
select tests.act_as('service');
select tests.eq(tests.cell('service', $$insert into public.messages (conversation_id, sender_id, body) select tests.id('cAB'), tests.id('A'), 'Bulk ' || i from generate_series(1, 40) i$$),
  'changed=40', 'the service role is not limited');

-- Invitations (issue 34; 20261127120300_invitation_limits): each posts a message, so at most
-- 20 in 24 hours per client (RLINV) and one per request (RLBLK). B invites to B's open jB1
-- (A used up its messages of this minute above).
select tests.act_as('postgres');
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
  'invitee' || i || '@example.com', '', now(), '{"provider":"email","providers":["email"]}',
  jsonb_build_object('full_name', 'Invitee ' || i), now(), now()
from generate_series(1, 21) i;
select tests.act_as('B');
select tests.throws($$insert into public.invitations (job_id, freelancer_id) select tests.id('jB1'), p.id from public.profile_cards p where p.display_name like 'Invitee %' limit 2$$,
  'RLBLK', 'two invitations in one request', 'one invitation at a time');
do $$
declare
  person uuid;
begin
  for person in select p.id from public.profile_cards p where p.display_name like 'Invitee %' order by p.display_name limit 20 loop
    perform public.invite_to_job(person, tests.id('jB1'));
  end loop;
end
$$;
select tests.eq((select count(*)::integer from public.invitations where client_id = auth.uid() and created_at > now() - interval '24 hours'),
  20, 'B has sent 20 invitations in 24 hours (each with its message)');
select tests.throws($$select public.invite_to_job((select p.id from public.profile_cards p where p.display_name = 'Invitee 9'), tests.id('jB1'))$$,
  'RLINV', 'the 21st invitation in 24 hours is refused', '20 invitations');
select tests.eq((select count(*)::integer from public.messages m join public.conversations c on c.id = m.conversation_id
                 where c.job_id = tests.id('jB1') and m.sender_id = auth.uid()), 20,
  'each invitation posted its message');
select tests.act_as('service');
select tests.eq(tests.cell('service', $$insert into public.invitations (job_id, client_id, freelancer_id) select tests.id('jB1'), tests.id('B'), p.id from public.profiles p where p.display_name = 'Invitee 9'$$),
  'changed=1', 'trusted code is not limited');
