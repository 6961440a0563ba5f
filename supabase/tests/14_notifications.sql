-- Issue 36 item 1, the database part: notifications made by triggers
-- (20261127150000_notifications), read and marked read by their recipient only.
--   A  a client (jA1, jA3 open)   B  a freelancer (and client of jB1)   C  applied to jB1
--   D  hired by A on jA2 (active)  E  invited by A to jA3
-- tests.nv('x'): an id this file saved with set_config('notify.x', ...).
create function tests.nv(name text) returns uuid language sql stable as
  $$ select current_setting('notify.' || name)::uuid $$;
-- The kinds of a person's notifications (as the superuser sees them), in time order.
create function tests.kinds(who text) returns text language sql stable as $$
  select coalesce(string_agg(n.kind::text, ',' order by n.created_at, n.kind), '')
  from public.notifications n where n.user_id = tests.id(who)
$$;
create function tests.unread(who text, k public.notification_kind) returns integer language sql stable as $$
  select count(*)::integer from public.notifications n
  where n.user_id = tests.id(who) and n.kind = k and n.read_at is null
$$;

-- The fixtures already made some: proposals on A's and B's jobs, the unread messages, the
-- reviews, and E's invitation (whose message makes no second notification).
select tests.eq(tests.unread('A', 'proposal_received'), 3, 'A: proposals received on jA1 (B) and jA2 (B, D)');
select tests.eq(tests.unread('B', 'proposal_received'), 1, 'B: Cleo''s proposal on jB1');
select tests.eq(tests.unread('A', 'message_received'), 1, 'A: Ben''s unread message');
select tests.eq(tests.unread('B', 'review_received'), 1, 'B: A''s review');
select tests.eq(tests.kinds('E'), 'invitation_received', 'E: the invitation only, not its message as well');
select tests.eq(
  (select row(n.actor_name, n.subject, n.link, n.job_id = tests.id('jA3'))::text
   from public.notifications n where n.user_id = tests.id('E')),
  row('Ada Client', 'Logo refresh', '/jobs/' || tests.id('jA3'), true)::text,
  'the invitation names who invited, the job, and links to it');

-- A proposal on my job.
select tests.act_as('B');
with p as (
  insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jA3'), 'I draw logos.', 450)
  returning id
) select set_config('notify.p', id::text, true) from p;
select tests.act_as('postgres');
select tests.eq(
  (select row(n.kind, n.actor_id = tests.id('B'), n.actor_name, n.subject, n.link, n.proposal_id = tests.nv('p'), n.read_at)::text
   from public.notifications n where n.user_id = tests.id('A') and n.job_id = tests.id('jA3')),
  row('proposal_received'::public.notification_kind, true, 'Ben Freelancer', 'Logo refresh',
      '/jobs/' || tests.id('jA3'), true, null::timestamptz)::text,
  'a proposal on A''s job: A is told who sent it on which job, unread');
select tests.eq((select count(*)::integer from public.notifications where user_id = tests.id('B') and job_id = tests.id('jA3')),
  0, 'the sender is not told about their own proposal');

-- Declined, accepted, not selected: the freelancer is told.
select tests.act_as('A');
select public.decline_proposal(tests.nv('p'), 'We went another way.');
select tests.act_as('postgres');
select tests.eq(tests.unread('B', 'proposal_declined'), 1, 'B: the proposal was declined');
select tests.eq((select actor_name from public.notifications where user_id = tests.id('B') and kind = 'proposal_declined'),
  'Ada Client', 'by the job''s owner');
select tests.act_as('A');
select set_config('notify.eng', (public.accept_proposal(tests.id('pB_A1'))).id::text, true);
select tests.act_as('postgres');
select tests.eq(tests.unread('B', 'proposal_accepted'), 1, 'B: the proposal on jA1 was accepted');
select tests.act_as('B');
select public.mark_engagement_complete(tests.nv('eng'));
select tests.act_as('postgres');
select tests.eq(tests.unread('A', 'engagement_completed'), 0, 'marked complete is not completed yet');
select tests.act_as('A');
select public.complete_engagement(tests.nv('eng'));
select tests.act_as('postgres');
select tests.eq(tests.unread('B', 'engagement_completed'), 1, 'B: the client completed the engagement');
select tests.eq(tests.unread('A', 'engagement_completed'), 0, 'A completed it and is not told');
select tests.act_as('D');
select public.cancel_engagement(tests.id('eAD2'), 'Moving away.');
select tests.act_as('postgres');
select tests.eq(
  (select row(n.kind, n.actor_name, n.engagement_id = tests.id('eAD2'))::text from public.notifications n
   where n.user_id = tests.id('A') and n.kind = 'engagement_cancelled'),
  row('engagement_cancelled'::public.notification_kind, 'Dev Members', true)::text, 'A: D cancelled the engagement');
select tests.eq(tests.unread('D', 'engagement_cancelled'), 0, 'D cancelled it and is not told');
select tests.act_as('B');
update public.jobs set status = 'closed' where id = tests.id('jB1');
select tests.act_as('postgres');
select tests.eq(tests.unread('C', 'proposal_not_selected'), 1, 'C: closing jB1 left the proposal not selected');

-- A review received.
select tests.act_as('B');
insert into public.reviews (engagement_id, rating, comment) values (tests.id('eAB2'), 5, 'Clear brief, quick answers.');
select tests.act_as('postgres');
select tests.eq(tests.unread('A', 'review_received'), 1, 'A: B reviewed the work together');
select tests.eq((select link from public.notifications where user_id = tests.id('A') and kind = 'review_received'),
  '/jobs/' || tests.id('jA2'), 'it links to the job of the engagement');

-- Messages: one unread notification per conversation, read with the conversation.
select tests.act_as('A');
insert into public.messages (conversation_id, body) values (tests.id('cAB'), 'Thursday it is.');
insert into public.messages (conversation_id, body) values (tests.id('cAB'), 'Bring the sketches.');
select tests.act_as('postgres');
select tests.eq(tests.unread('B', 'message_received'), 2, 'B: one for cAB (two messages) and one for cBC');
select tests.eq((select count(*)::integer from public.notifications
  where user_id = tests.id('B') and conversation_id = tests.id('cAB')), 1, 'two messages, one notification');
select tests.eq((select link from public.notifications where user_id = tests.id('B') and conversation_id = tests.id('cAB')),
  '/messages/' || tests.id('cAB'), 'it links to the conversation');
select tests.act_as('B');
update public.messages set read_at = now() where id = (
  select id from public.messages where conversation_id = tests.id('cAB') and sender_id = tests.id('A') and read_at is null
  order by created_at limit 1);
select tests.act_as('postgres');
select tests.eq(tests.unread('B', 'message_received'), 2, 'one message of two read: still unread');
select tests.act_as('B');
update public.messages set read_at = now() where conversation_id = tests.id('cAB') and sender_id = tests.id('A') and read_at is null;
select tests.act_as('postgres');
select tests.eq((select count(*)::integer from public.notifications
  where user_id = tests.id('B') and conversation_id = tests.id('cAB') and read_at is not null), 1,
  'reading the conversation reads its notification');
select tests.act_as('A');
insert into public.messages (conversation_id, body) values (tests.id('cAB'), 'One more thing.');
select tests.act_as('postgres');
select tests.eq((select count(*)::integer from public.notifications
  where user_id = tests.id('B') and conversation_id = tests.id('cAB')), 2, 'a message after reading makes a new one');

-- Privacy: the recipient only.
select tests.act_as('E');
select tests.eq((select count(*)::integer from public.notifications), 1, 'E reads only E''s own notification');
select tests.eq((select count(*)::integer from public.notifications where user_id = tests.id('A')), 0, 'E reads none of A''s');
update public.notifications set read_at = now() where user_id = tests.id('A');
select tests.act_as('postgres');
select tests.eq(tests.unread('A', 'proposal_received'), 4, 'E''s update of A''s notifications changed nothing');
select tests.eq(tests.cell('anon', 'select * from public.notifications'), 'error=42501', 'anon: no access');
select tests.eq(tests.cell('A', $$insert into public.notifications (user_id, kind, link) values (auth.uid(), 'review_received', '/profile')$$),
  'error=42501', 'nobody inserts notifications through the API');
select tests.eq(tests.cell('A', 'delete from public.notifications'), 'error=42501', 'nor deletes them');
select tests.eq(tests.cell('A', $$update public.notifications set link = '/jobs' $$), 'error=42501', 'only read_at may change');
select tests.eq(tests.cell('A', $$update public.notifications set read_at = now() - interval '1 day'$$),
  'error=23514', 'read_at is now(), not another time');
select tests.eq(tests.cell('B', $$select public.mark_notification_read((select id from public.notifications where user_id = tests.id('E')))$$),
  'error=P0002', 'B cannot mark E''s notification read');
select tests.eq(tests.cell('anon', 'select public.mark_all_notifications_read()'), 'error=42501', 'anon cannot call the RPCs');

-- Marking read.
select tests.act_as('E');
select tests.eq((public.mark_notification_read((select id from public.notifications))).read_at, now(), 'E marks theirs read');
select tests.eq((public.mark_notification_read((select id from public.notifications))).read_at, now(), 'marking again changes nothing');
select tests.eq(tests.cell('E', $$update public.notifications set read_at = null$$), 'error=23514', 'read stays read');
select tests.act_as('A');
select tests.eq(public.mark_all_notifications_read(), 7, 'A marks all seven unread read');
select tests.eq((select count(*)::integer from public.notifications where read_at is null), 0, 'none left unread');
select tests.eq(public.mark_all_notifications_read(), 0, 'again: nothing to mark');
select tests.act_as('postgres');
select tests.eq(tests.unread('B', 'proposal_accepted'), 1, 'A''s mark-all left B''s alone');

-- Deleting an account deletes its notifications and keeps the others' (actor gone).
delete from auth.users where id = tests.id('D');
select tests.eq((select count(*)::integer from public.notifications where user_id = tests.id('D')), 0, 'D''s are gone');
select tests.eq((select row(actor_id, actor_name)::text from public.notifications where user_id = tests.id('A') and kind = 'engagement_cancelled'),
  row(null::uuid, 'Dev Members')::text, 'A''s notification about D stays, without the link to the account');
