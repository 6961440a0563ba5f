-- Issue 36 items 2 and 3, the database part: the email outbox filled from notifications by
-- the switches of Settings > Notifications, the worker's decisions and backoff, unsubscribe
-- links, the daily digest (20261127150100_email_outbox). Fixtures: supabase/tests/helpers.
create function tests.ov(name text) returns uuid language sql stable as
  $$ select current_setting('outbox.' || name)::uuid $$;
create function tests.queued(who text, k text) returns integer language sql stable as $$
  select count(*)::integer from public.email_outbox o where o.user_id = tests.id(who) and o.kind = k
$$;

-- The fixtures' notifications queued their emails (E has no settings row: the defaults).
select tests.eq(tests.queued('A', 'proposal_received'), 3, 'A: an email per proposal received');
select tests.eq(tests.queued('E', 'invitation_received'), 1, 'E (defaults): the invitation email');
select tests.eq(
  (select row(o.idempotency_key = 'notification:' || o.notification_id || ':email', o.status, o.attempts, o.channel)::text
   from public.email_outbox o where o.user_id = tests.id('E')),
  row(true, 'pending'::public.email_status, 0, 'email')::text,
  'one row per notification and channel, keyed by both, pending');
select tests.eq(
  (select o.next_attempt_at - n.created_at from public.email_outbox o join public.notifications n on n.id = o.notification_id
   where o.user_id = tests.id('A') and o.kind = 'message_received'),
  interval '10 minutes', 'a message email is due 10 minutes after the message');

-- Switched off: nothing is queued.
select tests.act_as('A');
update public.user_settings set email_notifications = false where user_id = auth.uid();
select tests.act_as('B');
insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jA3'), 'Logos are my thing.', 300);
select tests.act_as('postgres');
select tests.eq(tests.queued('A', 'proposal_received'), 3, 'A switched email notifications off: no email for the new proposal');
select tests.eq((select count(*)::integer from public.notifications where user_id = tests.id('A') and job_id = tests.id('jA3')),
  1, 'the notification itself is still made');
select tests.act_as('B');
update public.user_settings set message_alerts = false where user_id = auth.uid();
select tests.act_as('A');
update public.user_settings set email_notifications = true where user_id = auth.uid();
insert into public.messages (conversation_id, body) values (tests.id('cAB'), 'See you Thursday.');
select tests.act_as('postgres');
select tests.eq(tests.queued('B', 'message_received'), 1, 'B switched message alerts off: only the fixture''s cBC message is queued');

-- Seeded history queues nothing.
select set_config('fairlance.seeding', 'on', true);
insert into public.proposals (job_id, freelancer_id, cover_letter, bid) values (tests.id('jB1'), tests.id('D'), 'Seeded.', 100);
select set_config('fairlance.seeding', '', true);
select tests.eq(tests.queued('B', 'proposal_received'), 1, 'a seeded proposal makes no email');

-- The worker's decision just before sending.
select set_config('outbox.rowE', (select id from public.email_outbox where user_id = tests.id('E'))::text, true);
select tests.eq(private.outbox_decide(current_setting('outbox.rowE')::bigint), 'send', 'E''s invitation email: send');
update public.user_settings set email_notifications = false where user_id = tests.id('B');
select tests.eq(private.outbox_decide((select id from public.email_outbox where user_id = tests.id('B') and kind = 'proposal_received')),
  'skipped', 'queued, then switched off: skipped, never sent');
select tests.eq((select row(status, last_error)::text from public.email_outbox where user_id = tests.id('B') and kind = 'proposal_received'),
  row('skipped'::public.email_status, 'switched off in Settings')::text, 'the row says why');
update public.user_settings set email_notifications = true where user_id = tests.id('B');
-- A's message email: read before it was due, skipped.
select set_config('outbox.rowA', (select id from public.email_outbox where user_id = tests.id('A') and kind = 'message_received')::text, true);
select tests.act_as('A');
update public.messages set read_at = now() where conversation_id = tests.id('cAB') and sender_id <> auth.uid() and read_at is null;
select tests.act_as('postgres');
select tests.eq(private.outbox_decide(current_setting('outbox.rowA')::bigint), 'skipped', 'the message was read: no email');
-- One message email per conversation an hour.
select tests.act_as('B');
insert into public.messages (conversation_id, body) values (tests.id('cAB'), 'Actually, Friday?');
select tests.act_as('postgres');
update public.email_outbox set status = 'sent', sent_at = now() - interval '20 minutes'
where id = current_setting('outbox.rowA')::bigint;
select set_config('outbox.rowA2', (select id from public.email_outbox where user_id = tests.id('A') and kind = 'message_received' and status = 'pending')::text, true);
select tests.eq(private.outbox_decide(current_setting('outbox.rowA2')::bigint, now() + interval '10 minutes'), 'later',
  'another email for the conversation 30 minutes after the last one: later');
select tests.eq((select next_attempt_at from public.email_outbox where id = current_setting('outbox.rowA2')::bigint),
  now() + interval '40 minutes', 'it waits until an hour after the last one');
select tests.eq(private.outbox_decide(current_setting('outbox.rowA2')::bigint, now() + interval '40 minutes'), 'send',
  'an hour after the last one, still unread: send');

-- Retries with exponential backoff; dead after the 6th failure.
select tests.eq((private.outbox_failed(current_setting('outbox.rowE')::bigint, 'connect ECONNREFUSED', now())).next_attempt_at,
  now() + interval '1 minute', 'first failure: again in 1 minute');
select tests.eq((private.outbox_failed(current_setting('outbox.rowE')::bigint, 'timeout', now())).next_attempt_at,
  now() + interval '2 minutes', 'second: 2 minutes');
select tests.eq((private.outbox_failed(current_setting('outbox.rowE')::bigint, 'timeout', now())).next_attempt_at,
  now() + interval '4 minutes', 'third: 4 minutes');
select private.outbox_failed(current_setting('outbox.rowE')::bigint, 'timeout', now());
select tests.eq((private.outbox_failed(current_setting('outbox.rowE')::bigint, 'timeout', now())).status::text, 'pending', 'fifth: still pending');
select tests.eq((private.outbox_failed(current_setting('outbox.rowE')::bigint, '550 mailbox unavailable', now())).status::text, 'dead', 'sixth: dead');
select tests.eq((select row(attempts, last_error)::text from public.email_outbox where id = current_setting('outbox.rowE')::bigint),
  row(6, '550 mailbox unavailable')::text, 'the dead letter keeps its attempts and last error');
select tests.eq(private.outbox_failed(current_setting('outbox.rowE')::bigint, 'again', now()), null::public.email_outbox, 'a dead row stays dead');
select tests.eq((select count(*)::integer from private.email_dead_letters where email = 'e@example.com'), 1, 'operators see it in private.email_dead_letters');

-- RLS: the person reads their own rows (their dead letters too); nobody writes.
select tests.act_as('E');
select tests.eq((select string_agg(status::text || ':' || last_error, ',') from public.email_outbox), 'dead:550 mailbox unavailable',
  'E reads E''s own dead letter');
select tests.act_as('B');
select tests.eq((select count(*)::integer from public.email_outbox where user_id <> auth.uid()), 0, 'B reads none of the others''');
select tests.ok((select count(*) from public.email_outbox) > 0, 'B reads B''s own');
select tests.eq(tests.cell('B', 'update public.email_outbox set status = ''pending'''), 'error=42501', 'B cannot change a row');
select tests.eq(tests.cell('B', 'delete from public.email_outbox'), 'error=42501', 'nor delete one');
select tests.eq(tests.cell('B', $$insert into public.email_outbox (idempotency_key, user_id, kind) values ('x', auth.uid(), 'digest')$$),
  'error=42501', 'nor queue one');
select tests.eq(tests.cell('anon', 'select * from public.email_outbox'), 'error=42501', 'anon reads nothing');
select tests.eq(tests.cell('B', 'select private.outbox_decide(1)'), 'error=42501', 'the worker''s functions are not for API callers');
select tests.throws($$select private.unsubscribe_token(auth.uid(), 'digest')$$, '42501', 'nor is making tokens');
select tests.eq(tests.cell('B', 'select * from private.email_dead_letters'), 'error=42501', 'nor the dead letters view');

-- Unsubscribe: the signed link switches that kind off, for anyone holding it.
select tests.act_as('postgres');
select set_config('outbox.tokenB', private.unsubscribe_token(tests.id('B'), 'proposal_received'), true);
select set_config('outbox.tokenD', private.unsubscribe_token(tests.id('D'), 'message_received'), true);
select tests.act_as('anon');
select tests.eq(public.unsubscribe(current_setting('outbox.tokenB')), 'Email notifications', 'a proposal email''s link: email notifications off');
select tests.eq(public.unsubscribe(current_setting('outbox.tokenD')), 'Message alerts', 'a message email''s link: message alerts off');
select tests.act_as('postgres');
select tests.eq((select row(email_notifications, message_alerts)::text from public.user_settings where user_id = tests.id('B')),
  row(false, false)::text, 'B''s email notifications are off');
select tests.eq((select row(email_notifications, message_alerts)::text from public.user_settings where user_id = tests.id('D')),
  row(true, false)::text, 'D''s message alerts are off, the rest unchanged');
select tests.act_as('anon');
select tests.throws(format($$select public.unsubscribe(%L)$$, replace(current_setting('outbox.tokenB'), 'proposal_received', 'message_received')),
  '22023', 'a token for another kind than it was signed for is refused', 'not valid');
select tests.throws(format($$select public.unsubscribe(%L)$$, tests.id('A') || substr(current_setting('outbox.tokenB'), 37)),
  '22023', 'another person''s id with B''s signature is refused', 'not valid');
select tests.throws($$select public.unsubscribe('nonsense')$$, '22023', 'nonsense is refused', 'not valid');
select tests.throws($$select public.unsubscribe(null)$$, '22023', 'no token is refused', 'not valid');

-- Digest settings.
select tests.act_as('B');
select tests.throws($$update public.user_settings set digest_time_zone = 'Mars/Olympus' where user_id = auth.uid()$$,
  '23514', 'an unknown time zone is refused', 'digest_time_zone');
select tests.throws($$update public.user_settings set digest_time_zone = 'UTC+3' where user_id = auth.uid()$$,
  '23514', 'an offset is not a time zone', 'digest_time_zone');
select tests.throws($$update public.user_settings set digest_hour = 24 where user_id = auth.uid()$$,
  '23514', 'hour 24 is refused', 'digest_hour');
select tests.throws($$update public.user_settings set digest_last_sent_at = now() where user_id = auth.uid()$$,
  '42501', 'the last digest''s time is not the person''s to set');
select tests.eq((select row(digest_enabled, digest_hour, digest_time_zone)::text from public.user_settings where user_id = auth.uid()),
  row(false, 8, 'UTC')::text, 'the digest is off by default, 08:00 UTC');
update public.user_settings set digest_enabled = true, digest_hour = 9, digest_time_zone = 'Europe/Lisbon' where user_id = auth.uid();

-- The digest: due at the chosen local hour, once a local day. Its days are far ahead: it counts what
-- was waiting at its time, and this file's messages and notifications are stamped now().
select tests.act_as('postgres');
update public.user_settings set email_notifications = true, job_alerts = true where user_id = tests.id('B');
update public.user_settings set digest_last_sent_at = '2099-01-01T09:30Z' where user_id = tests.id('B');
update public.jobs set created_at = '2099-01-01T12:00Z' where id = tests.id('jA1');
insert into public.jobs (owner_id, title, description, budget, category, timeline, experience_level, skills, created_at)
values
  (tests.id('D'), 'Stripe subscriptions', 'Add plans.', '$900', 'development', '1-2 weeks', 'entry', '{stripe}', '2099-01-01T20:00Z'),
  (tests.id('D'), 'Poem for a wedding', 'Short and sweet.', '$50', 'writing', '1-2 weeks', 'entry', '{Poetry}', '2099-01-01T21:00Z'),
  (tests.id('D'), 'Old React job', 'Before the last digest.', '$50', 'development', '1-2 weeks', 'entry', '{React}', '2099-01-01T08:00Z');
select tests.eq(private.queue_due_digests('2099-01-02T08:59Z'), 0, '08:59 in Lisbon (UTC in winter): before B''s 09:00');
select tests.eq(private.queue_due_digests('2099-01-02T09:00Z'), 1, '09:00 in Lisbon: B''s digest is queued');
select tests.eq(private.queue_due_digests('2099-01-02T15:00Z'), 0, 'once a day');
select tests.eq(
  (select row(o.idempotency_key, o.status, o.payload ->> 'job_count',
     (select string_agg(j ->> 'title', ', ' order by j ->> 'title') from jsonb_array_elements(o.payload -> 'jobs') j))::text
   from public.email_outbox o where o.user_id = tests.id('B') and o.kind = 'digest'),
  row('digest:' || tests.id('B') || ':2099-01-02', 'pending'::public.email_status, '1', 'Stripe subscriptions')::text,
  'new open jobs matching B''s skills since the last digest (any case): not B''s own, not older ones, not jA1 that B applied to');
select tests.ok((select (o.payload -> 'waiting' ->> 'unread_conversations')::integer >= 1 and (o.payload -> 'waiting' ->> 'pending_proposals')::integer = 2
                 from public.email_outbox o where o.user_id = tests.id('B') and o.kind = 'digest'),
  'what is waiting: B''s unread conversation and the two pending proposals on jB1');
select tests.eq((select digest_last_sent_at from public.user_settings where user_id = tests.id('B')), '2099-01-02T09:00Z'::timestamptz,
  'the digest''s time is the next one''s start');
select tests.eq(private.queue_due_digests('2099-01-03T09:00Z'), 1, 'the next day, again (something is still waiting)');
update public.user_settings set digest_time_zone = 'Asia/Tokyo', digest_hour = 8 where user_id = tests.id('B');
select tests.eq(private.queue_due_digests('2099-01-03T23:00Z'), 1, 'Tokyo: 08:00 on the 4th local is 23:00 UTC on the 3rd');
select tests.eq(tests.queued('A', 'digest'), 0, 'A never opted in: no digest');
select set_config('outbox.tokenDigest', private.unsubscribe_token(tests.id('B'), 'digest'), true);
select tests.act_as('anon');
select tests.eq(public.unsubscribe(current_setting('outbox.tokenDigest')), 'Daily digest', 'the digest''s link');
select tests.act_as('postgres');
select tests.eq((select digest_enabled from public.user_settings where user_id = tests.id('B')), false, 'switches the digest off');
select tests.eq(private.outbox_decide((select max(id) from public.email_outbox where user_id = tests.id('B') and kind = 'digest')),
  'skipped', 'and a digest still queued is not sent');
