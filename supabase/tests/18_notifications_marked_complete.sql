-- Issue 36, the rest of item 1 (20261128101100_notifications_marked_complete): the client is
-- told when the freelancer marks the work as complete (in the bell, by email under 'Email
-- notifications', as the webhook event engagement.marked_complete); a withdrawn proposal makes
-- no notification and retires the owner's unread proposal_received one.
--   eAD2: A hired D on jA2 (active).  pB_A1: B's pending proposal on A's jA1.
create function tests.unread2(who text, k public.notification_kind) returns integer language sql stable as $$
  select count(*)::integer from public.notifications n
  where n.user_id = tests.id(who) and n.kind = k and n.read_at is null
$$;

-- A subscribes an endpoint to the new event type (it is in the list endpoints choose from).
select tests.act_as('A');
select tests.eq((select count(*)::integer from public.create_webhook_endpoint('https://hooks.example.com/done',
  array['engagement.marked_complete'])), 1, 'engagement.marked_complete can be chosen');

-- D marks the work as complete: A (the client) is told, D is not.
select tests.act_as('D');
select public.mark_engagement_complete(tests.id('eAD2'));
select tests.act_as('postgres');
select tests.eq(tests.unread2('A', 'engagement_marked_complete'), 1, 'A: D marked the work as complete');
select tests.eq((select count(*)::integer from public.notifications
  where user_id = tests.id('D') and kind = 'engagement_marked_complete'), 0, 'D marked it and is not told');
select tests.eq(
  (select row(n.actor_id = tests.id('D'), n.actor_name, n.subject, n.link, n.engagement_id = tests.id('eAD2'),
     n.job_id = tests.id('jA2'))::text
   from public.notifications n where n.user_id = tests.id('A') and n.kind = 'engagement_marked_complete'),
  row(true, 'Dev Members', 'Roster view for teachers', '/jobs/' || tests.id('jA2'), true, true)::text,
  'it names the freelancer and the job, and links to the job');
select tests.eq(
  (select row(o.status, o.kind)::text from public.email_outbox o
   join public.notifications n on n.id = o.notification_id
   where n.user_id = tests.id('A') and n.kind = 'engagement_marked_complete'),
  row('pending'::public.email_status, 'engagement_marked_complete')::text,
  'its email is queued (Email notifications is on by default)');
select tests.eq(
  (select d.event_type || ' ' || (d.payload::jsonb ->> 'type') from public.webhook_deliveries d
   join public.webhook_endpoints e on e.id = d.endpoint_id
   where e.url = 'https://hooks.example.com/done'),
  'engagement.marked_complete engagement.marked_complete', 'and a delivery goes to the subscribed endpoint');
select tests.eq(private.email_switch('engagement_marked_complete'), 'email_notifications',
  'its unsubscribe link switches Email notifications off');

-- The client confirms: the request to confirm is answered (read), D is told it is completed.
select tests.act_as('A');
select public.complete_engagement(tests.id('eAD2'));
select tests.act_as('postgres');
select tests.eq(tests.unread2('A', 'engagement_marked_complete'), 0, 'confirming reads the request to confirm');
select tests.eq(tests.unread2('D', 'engagement_completed'), 1, 'D: the client confirmed completion');
select tests.eq(tests.unread2('A', 'engagement_completed'), 0, 'A confirmed it and is not told');

-- With Email notifications off, the notification is made but no email.
update public.user_settings set email_notifications = false where user_id = tests.id('A');
insert into public.proposals (id, job_id, freelancer_id, cover_letter, bid, status)
values ('20000000-0000-4000-8000-00000000ee01', tests.id('jA3'), tests.id('C'), 'Logos are my thing.', 300, 'accepted');
insert into public.engagements (id, job_id, proposal_id, client_id, freelancer_id, amount)
values ('70000000-0000-4000-8000-00000000ee01', tests.id('jA3'), '20000000-0000-4000-8000-00000000ee01',
  tests.id('A'), tests.id('C'), 300);
select tests.act_as('C');
select public.mark_engagement_complete('70000000-0000-4000-8000-00000000ee01');
select tests.act_as('postgres');
select tests.eq(tests.unread2('A', 'engagement_marked_complete'), 1, 'switched off: the bell still tells A');
select tests.eq((select count(*)::integer from public.email_outbox o join public.notifications n on n.id = o.notification_id
  where n.engagement_id = '70000000-0000-4000-8000-00000000ee01' and n.kind = 'engagement_marked_complete'), 0,
  'but no email is queued');
-- Cancelling answers the request too.
select tests.act_as('A');
select public.cancel_engagement('70000000-0000-4000-8000-00000000ee01', 'We changed plans.');
select tests.act_as('postgres');
select tests.eq(tests.unread2('A', 'engagement_marked_complete'), 0, 'cancelling reads the request to confirm');
update public.user_settings set email_notifications = true where user_id = tests.id('A');

-- Only the recipient reads it.
select tests.eq(tests.cell('D', $$select 1 from public.notifications where kind = 'engagement_marked_complete'$$),
  'rows=0', 'D cannot read A''s notification');
select tests.eq(tests.cell('A', $$select 1 from public.notifications where kind = 'engagement_marked_complete'$$),
  'rows=2', 'A reads both of theirs');

-- A withdrawn proposal: no notification of its own; the owner's unread one about it is read,
-- its waiting email skipped; nothing else changes.
select tests.eq(tests.unread2('A', 'proposal_received') > 0, true, 'A has unread proposals');
select set_config('notify.before', (select count(*) from public.notifications where user_id = tests.id('A'))::text, true);
update public.email_outbox o set status = 'pending'
where o.notification_id = (select id from public.notifications where proposal_id = tests.id('pB_A1') and kind = 'proposal_received');
select tests.act_as('B');
select public.withdraw_proposal(tests.id('pB_A1'));
select tests.act_as('postgres');
select tests.eq((select count(*) from public.notifications where user_id = tests.id('A'))::text,
  current_setting('notify.before'), 'a withdrawal makes no notification');
select tests.ok((select read_at is not null from public.notifications
  where proposal_id = tests.id('pB_A1') and kind = 'proposal_received'),
  'the notification about the withdrawn proposal is read');
select tests.eq((select row(o.status, o.last_error)::text from public.email_outbox o
  join public.notifications n on n.id = o.notification_id
  where n.proposal_id = tests.id('pB_A1') and n.kind = 'proposal_received'),
  row('skipped'::public.email_status, 'the proposal was withdrawn')::text, 'its waiting email is skipped');
select tests.ok((select count(*) from public.notifications
  where user_id = tests.id('A') and kind = 'proposal_received' and read_at is null) >= 1,
  'the notifications about other proposals stay unread');
