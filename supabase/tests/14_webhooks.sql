-- Issue 36 item 5, the database part: webhook endpoints and deliveries, owners only.
-- A and B each add endpoints; C (and anon) must see and change nothing of theirs.

-- Adding: the secret comes back once, in the Standard Webhooks format.
create temporary table a_made (id uuid, url text, event_types text[], enabled boolean,
  created_at timestamptz, secret text) on commit drop;
create temporary table b_made (like a_made) on commit drop;
grant all on a_made, b_made to anon, authenticated;
select tests.act_as('A');
insert into a_made select * from public.create_webhook_endpoint('https://hooks.example.com/fairlance',
    array['proposal.received', 'message.received']);
select tests.eq((select count(*)::integer from a_made), 1, 'A adds an endpoint');
select tests.ok((select secret ~ '^whsec_[A-Za-z0-9+/]{32}$' from a_made),
  'its secret is whsec_ + base64 of 24 bytes');
select tests.eq(length(decode(substr((select secret from a_made), 7), 'base64')), 24,
  'the base64 part decodes to 24 bytes');
select tests.eq((select enabled from a_made), true, 'a new endpoint is enabled');
select tests.eq((select owner_id from public.webhook_endpoints where id = (select id from a_made)),
  tests.id('A'), 'owned by A');

-- The local stack's http:// to this machine is accepted; anything else must be https://.
select tests.eq((select count(*)::integer from public.create_webhook_endpoint(
  'http://127.0.0.1:4010/hook', array['review.received'])), 1,
  'http://127.0.0.1 (the local stack) is accepted');
select tests.throws($$select public.create_webhook_endpoint('http://hooks.example.com/x', array['review.received'])$$,
  'WHURL', 'plain http to another host is refused', 'must start with https://');
select tests.throws($$select public.create_webhook_endpoint('https://user:pw@hooks.example.com/x', array['review.received'])$$,
  'WHURL', 'credentials in the URL are refused');
select tests.throws($$select public.create_webhook_endpoint('ftp://hooks.example.com/x', array['review.received'])$$,
  'WHURL', 'another scheme is refused');
select tests.throws($$select public.create_webhook_endpoint('https://hooks.example.com/a b', array['review.received'])$$,
  'WHURL', 'whitespace is refused');
select tests.throws($$select public.create_webhook_endpoint('https://' || repeat('a', 2000) || '.com', array['review.received'])$$,
  'WHURL', 'more than 2,000 characters is refused');
select tests.throws($$select public.create_webhook_endpoint('https://hooks.example.com/x', array[]::text[])$$,
  'WHEVT', 'no event type is refused', 'at least one event type');
select tests.throws($$select public.create_webhook_endpoint('https://hooks.example.com/x', array['job.deleted'])$$,
  'WHEVT', 'an unknown event type is refused');
select tests.throws($$select public.create_webhook_endpoint('https://hooks.example.com/x', array['webhook.test'])$$,
  'WHEVT', 'webhook.test is not subscribable (it is sent on request)');
select tests.throws($$select public.create_webhook_endpoint('https://hooks.example.com/x', array['review.received', 'review.received'])$$,
  'WHEVT', 'a type twice is refused');

-- A direct insert through the table works too (owner from the JWT), but cannot choose another owner.
select tests.eq(tests.cell('A', $$insert into public.webhook_endpoints (url, event_types) values ('https://a.example.com/2', '{review.received}')$$),
  'changed=1', 'A inserts an endpoint through the table');
select tests.eq(tests.cell('A', format($$insert into public.webhook_endpoints (owner_id, url, event_types) values (%L, 'https://a.example.com/3', '{review.received}')$$, tests.id('B'))),
  'error=42501', 'A cannot insert an endpoint for B');
select tests.eq(tests.cell('anon', $$insert into public.webhook_endpoints (url, event_types) values ('https://a.example.com/4', '{review.received}')$$),
  'error=42501', 'anon cannot add an endpoint');
select tests.act_as('anon');
select tests.throws($$select public.create_webhook_endpoint('https://x.example.com', array['review.received'])$$,
  '42501', 'anon cannot call create_webhook_endpoint');

-- B's endpoint, and a test event on it.
select tests.act_as('B');
insert into b_made select * from public.create_webhook_endpoint('https://b.example.com/hook', array['proposal.accepted']);
select tests.act_as('postgres');
select tests.eq((select count(*)::integer from public.webhook_endpoints where owner_id = tests.id('A')), 3,
  'A has three endpoints (the fixture whA, then one by the RPC and one through the table)');

-- The secret: never through the table, only to its owner through the RPC.
select tests.eq(tests.cell('A', 'select secret from public.webhook_endpoints'), 'error=42501',
  'the secret column is not selectable, even by the owner');
select tests.eq(tests.cell('A', 'select * from public.webhook_endpoints'), 'error=42501',
  'select=* is refused too (it names the secret)');
select tests.act_as('A');
select tests.eq(public.webhook_endpoint_secret((select id from a_made)), (select secret from a_made),
  'A reveals the secret of A''s endpoint');
select tests.throws(format($$select public.webhook_endpoint_secret(%L)$$, (select id from b_made)),
  'PT404', 'A cannot reveal B''s secret');
select tests.act_as('C');
select tests.throws(format($$select public.webhook_endpoint_secret(%L)$$, (select id from a_made)),
  'PT404', 'C cannot reveal A''s secret');
select tests.act_as('anon');
select tests.throws(format($$select public.webhook_endpoint_secret(%L)$$, (select id from a_made)),
  '42501', 'anon cannot call webhook_endpoint_secret');

-- Reading: owners only.
select tests.act_as('postgres');
select tests.eq(tests.cell('A', 'select id, url, event_types, enabled from public.webhook_endpoints'), 'rows=3', 'A sees A''s three endpoints');
select tests.eq(tests.cell('B', 'select id, url from public.webhook_endpoints'), 'rows=1', 'B sees B''s one');
select tests.eq(tests.cell('C', 'select id, url from public.webhook_endpoints'), 'rows=0', 'C sees none');
select tests.eq(tests.cell('anon', 'select id, url from public.webhook_endpoints'), 'error=42501', 'anon reads nothing');

-- Changing: owners only, and only url, event types and enabled.
select tests.eq(tests.cell('A', format($$update public.webhook_endpoints set enabled = false where id = %L$$, (select id from a_made))),
  'changed=1', 'A disables A''s endpoint');
select tests.eq(tests.cell('C', format($$update public.webhook_endpoints set enabled = false where id = %L$$, (select id from b_made))),
  'changed=0', 'C cannot change B''s endpoint');
select tests.eq(tests.cell('A', format($$update public.webhook_endpoints set url = 'http://evil.example.com' where id = %L$$, (select id from a_made))),
  'error=WHURL', 'an update is checked like an insert');
select tests.eq(tests.cell('A', format($$update public.webhook_endpoints set owner_id = %L where id = %L$$, tests.id('B'), (select id from a_made))),
  'error=42501', 'the owner cannot be changed');
select tests.eq(tests.cell('A', format($$update public.webhook_endpoints set secret = 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' where id = %L$$, (select id from a_made))),
  'error=42501', 'the secret cannot be set by hand');
select tests.eq(tests.cell('C', format($$delete from public.webhook_endpoints where id = %L$$, (select id from b_made))),
  'changed=0', 'C cannot delete B''s endpoint');

-- Test events: to one's own endpoint only, at most 10 a minute.
select tests.act_as('A');
select tests.eq((select event_type || ':' || status || ':' || attempts from public.send_webhook_test((select id from a_made))),
  'webhook.test:pending:0', 'A sends a test event: a pending delivery');
select tests.ok((select event_id ~ '^msg_[0-9a-f]{32}$' from public.webhook_deliveries where endpoint_id = (select id from a_made)),
  'its webhook-id is msg_ + 32 hex digits');
select tests.eq((select (payload::jsonb) ->> 'type' from public.webhook_deliveries where endpoint_id = (select id from a_made)), 'webhook.test',
  'the payload says its type');
select tests.eq((select (payload::jsonb) -> 'data' ->> 'endpoint_id' from public.webhook_deliveries where endpoint_id = (select id from a_made)),
  (select id::text from a_made), 'and names the endpoint');
select tests.ok((select ((payload::jsonb) ->> 'timestamp') ~ '^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$' from public.webhook_deliveries where endpoint_id = (select id from a_made)),
  'with an ISO 8601 UTC timestamp');
select tests.throws(format($$select public.send_webhook_test(%L)$$, (select id from b_made)),
  'PT404', 'A cannot send a test event to B''s endpoint');
select public.send_webhook_test((select id from a_made)) from generate_series(1, 9);
select tests.throws(format($$select public.send_webhook_test(%L)$$, (select id from a_made)),
  'WHTST', 'the 11th test event in a minute is refused', '10 test events');
select tests.act_as('B');
select tests.eq((select status from public.send_webhook_test((select id from b_made))), 'pending',
  'B''s own limit is separate');

-- Deliveries: the owner reads them, nobody writes them through the API.
select tests.act_as('postgres');
select tests.eq(tests.cell('A', 'select * from public.webhook_deliveries'), 'rows=11', 'A sees A''s eleven deliveries (ten tests and the fixture wdA)');
select tests.eq(tests.cell('B', 'select * from public.webhook_deliveries'), 'rows=1', 'B sees B''s one');
select tests.eq(tests.cell('C', 'select * from public.webhook_deliveries'), 'rows=0', 'C sees none');
select tests.eq(tests.cell('anon', 'select * from public.webhook_deliveries'), 'error=42501', 'anon reads none');
select tests.eq(tests.cell('A', $$update public.webhook_deliveries set status = 'succeeded'$$), 'error=42501',
  'A cannot mark a delivery done');
select tests.eq(tests.cell('A', format($$insert into public.webhook_deliveries (endpoint_id, owner_id, event_type, payload) values (%L, %L, 'webhook.test', '{}')$$,
  (select id from a_made), tests.id('A'))), 'error=42501', 'A cannot insert a delivery (it would be sent signed)');
select tests.eq(tests.cell('A', 'delete from public.webhook_deliveries'), 'error=42501', 'nor delete one');

-- Deleting an endpoint deletes its deliveries.
select tests.eq(tests.cell('A', format($$delete from public.webhook_endpoints where id = %L$$, (select id from a_made))),
  'changed=1', 'A deletes A''s endpoint');
select tests.act_as('A');
delete from public.webhook_endpoints where id = (select id from a_made);
select tests.act_as('postgres');
select tests.eq((select count(*)::integer from public.webhook_deliveries where endpoint_id = (select id from a_made)), 0,
  'its deliveries went with it');
select tests.eq((select count(*)::integer from public.webhook_deliveries where owner_id = tests.id('A')), 1,
  'the other endpoint''s delivery stays');

-- At most 10 endpoints per person.
select tests.act_as('C');
select public.create_webhook_endpoint('https://c.example.com/' || n, array['review.received'])
from generate_series(1, 10) n;
select tests.throws($$select public.create_webhook_endpoint('https://c.example.com/11', array['review.received'])$$,
  'WHMAX', 'the 11th endpoint is refused', 'at most 10');

-- A new delivery wakes the worker (the statement trigger notifies the channel).
select tests.act_as('postgres');
select tests.ok(exists (select 1 from pg_trigger where tgname = 'webhook_deliveries_wake_worker'),
  'a new delivery notifies webhook_deliveries');

-- Events come from notifications. A has whA (proposal.received, enabled) and adds a disabled
-- one for proposals and an enabled one for reviews; B has one for proposal.accepted.
select tests.act_as('A');
insert into public.webhook_endpoints (url, event_types, enabled)
values ('https://a.example.com/off', '{proposal.received}', false),
       ('https://a.example.com/reviews', '{review.received}', true);
select tests.act_as('postgres');
delete from public.webhook_deliveries;
-- B sends a proposal on A's open jA3: A's notification fans out to whA only.
select tests.act_as('B');
insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jA3'), 'I draw logos.', 450);
select tests.act_as('postgres');
select tests.eq((select array_agg(e.url) from public.webhook_deliveries d join public.webhook_endpoints e on e.id = d.endpoint_id),
  array['https://hooks.example.com/ada'], 'one delivery: to A''s enabled endpoint subscribed to proposal.received');
select tests.eq(
  (select row(d.owner_id = tests.id('A'), d.event_type, d.status, d.attempts,
              d.event_id = 'msg_' || replace(n.id::text, '-', ''), d.notification_id = n.id)::text
   from public.webhook_deliveries d join public.notifications n on n.id = d.notification_id),
  row(true, 'proposal.received', 'pending', 0, true, true)::text,
  'a pending proposal.received delivery whose webhook-id is msg_ + the notification id');
select tests.eq(
  (select (d.payload::jsonb) - 'timestamp' from public.webhook_deliveries d),
  (select jsonb_build_object('type', 'proposal.received', 'data', jsonb_build_object(
     'notification_id', n.id, 'kind', 'proposal_received',
     'actor', jsonb_build_object('id', tests.id('B'), 'name', 'Ben Freelancer'),
     'subject', 'Logo refresh', 'job_id', tests.id('jA3'), 'proposal_id', n.proposal_id,
     'engagement_id', null, 'conversation_id', null, 'review_id', null,
     'path', '/jobs/' || tests.id('jA3')))
   from public.notifications n join public.webhook_deliveries d on d.notification_id = n.id),
  'the body: type and data, naming who, which job and where to look');
select tests.eq(
  (select ((d.payload::jsonb) ->> 'timestamp')::timestamptz = date_trunc('milliseconds', n.created_at)
   from public.webhook_deliveries d join public.notifications n on n.id = d.notification_id),
  true, 'its timestamp is when the proposal came');
-- Nothing for anyone else: C's ten endpoints want reviews only, B's wants acceptances.
select tests.eq(tests.cell('B', 'select * from public.webhook_deliveries'), 'rows=0', 'B sees none of A''s deliveries');
select tests.eq(tests.cell('C', 'select * from public.webhook_deliveries'), 'rows=0', 'nor does C');
-- A message to B: B has no endpoint for messages, so nothing is sent.
select tests.act_as('A');
insert into public.messages (conversation_id, body) values (tests.id('cAB'), 'Thursday it is.');
select tests.act_as('postgres');
select tests.eq((select count(*)::integer from public.webhook_deliveries), 1, 'a message to B sends nothing (no endpoint wants it)');
-- The same notification is never delivered twice to one endpoint.
select tests.throws(
  $$insert into public.webhook_deliveries (endpoint_id, owner_id, event_type, payload, notification_id)
    select endpoint_id, owner_id, event_type, payload, notification_id from public.webhook_deliveries$$,
  '23505', 'one delivery per notification and endpoint');
-- The seeded history sends nothing.
select set_config('fairlance.seeding', 'on', true);
select tests.act_as('C');
insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jA1'), 'Seeded.', 100);
select tests.act_as('postgres');
select set_config('fairlance.seeding', '', true);
select tests.eq((select count(*)::integer from public.webhook_deliveries), 1, 'a seeded notification sends nothing');

-- The worker's calls: service role only.
select tests.act_as('A');
select tests.throws($$select * from public.claim_webhook_deliveries()$$, '42501', 'A cannot claim deliveries');
select tests.throws(format($$select public.record_webhook_attempt(%L, 200, 5, null, null)$$, tests.id('wdA')),
  '42501', 'A cannot record an attempt');
select tests.act_as('anon');
select tests.throws($$select * from public.claim_webhook_deliveries()$$, '42501', 'anon cannot claim deliveries');
select tests.act_as('service');
create temporary table claimed on commit drop as select * from public.claim_webhook_deliveries(10, 60);
select tests.eq((select count(*)::integer from claimed), 1, 'the service claims the one due delivery');
select tests.eq((select row(url, attempts, enabled, secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')::text from claimed),
  row('https://hooks.example.com/ada', 1, true, true)::text, 'with its URL, secret and the attempt counted');
select tests.eq((select count(*)::integer from public.claim_webhook_deliveries(10, 60)), 0,
  'a claimed delivery is leased: not claimed again');
select tests.ok((select next_attempt_at > now() + interval '50 seconds' from public.webhook_deliveries where id = (select id from claimed)),
  'the lease moved next_attempt_at on');
-- A failure with a retry time: pending again then.
select tests.eq((select row(status, response_status, last_error)::text from public.record_webhook_attempt(
  (select id from claimed), 503, 12, null, now() + interval '30 seconds')),
  row('pending', 503, 'HTTP 503')::text, 'a 503 with a retry time: pending, the code kept');
update public.webhook_deliveries set next_attempt_at = now() where id = (select id from claimed);
select tests.eq((select attempts from public.claim_webhook_deliveries(10, 60)), 2, 'due again: the second attempt');
select tests.eq((select row(status, response_status, last_error)::text from public.record_webhook_attempt(
  (select id from claimed), null, 10000, 'Timed out after 10 s', null)),
  row('failed', null::integer, 'Timed out after 10 s')::text, 'no retry time left: failed, with the error');
select tests.throws(format($$select public.record_webhook_attempt(%L, 200, 5, null, null)$$, (select id from claimed)),
  'PT404', 'a finished delivery is not recorded again');
select tests.act_as('A');
select public.send_webhook_test(tests.id('whA'));
select tests.act_as('service');
select tests.eq((select row(status, response_status, last_error)::text from public.record_webhook_attempt(
  (select id from public.claim_webhook_deliveries(1, 60)), 204, 31, null, now())),
  row('succeeded', 204, null::text)::text, 'a 204: succeeded');
