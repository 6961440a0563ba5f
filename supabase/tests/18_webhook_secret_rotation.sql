-- 'Rotate secret' (20261128101200_webhook_secret_rotation): the owner gets a new secret once;
-- the old one signs beside it for 24 hours, then not at all; nobody else can rotate or read.
--   whA: A's endpoint (fixture), secret whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw, one due delivery.
create temporary table rotated (secret text, previous_secret_expires_at timestamptz) on commit drop;
grant all on rotated to anon, authenticated, service_role;

select tests.act_as('B');
select tests.throws(format($$select * from public.rotate_webhook_secret(%L)$$, tests.id('whA')),
  'PT404', 'B cannot rotate A''s secret');
select tests.throws($$select * from public.rotate_webhook_secret('00000000-0000-4000-8000-000000000000')$$,
  'PT404', 'no such endpoint');
select tests.act_as('anon');
select tests.throws(format($$select * from public.rotate_webhook_secret(%L)$$, tests.id('whA')),
  '42501', 'anon cannot call rotate_webhook_secret');
select tests.act_as('postgres');
select tests.eq((select secret from public.webhook_endpoints where id = tests.id('whA')),
  'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'the refused calls changed nothing');

select tests.act_as('A');
insert into rotated select * from public.rotate_webhook_secret(tests.id('whA'));
select tests.ok((select secret ~ '^whsec_[A-Za-z0-9+/]{32}$' and secret <> 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' from rotated),
  'A gets a new secret in the Standard Webhooks format');
select tests.ok((select previous_secret_expires_at between now() + interval '23 hours 59 minutes' and now() + interval '24 hours' from rotated),
  'the old one signs for 24 more hours');
select tests.eq(public.webhook_endpoint_secret(tests.id('whA')), (select secret from rotated),
  'revealing the secret afterwards gives the new one');
select tests.eq(tests.cell('A', format($$select previous_secret_expires_at from public.webhook_endpoints where id = %L and previous_secret_expires_at is not null$$, tests.id('whA'))),
  'rows=1', 'A sees until when the old secret signs');
select tests.eq(tests.cell('A', 'select previous_secret from public.webhook_endpoints'), 'error=42501',
  'the old secret is not readable, even by the owner');
select tests.eq(tests.cell('A', format($$update public.webhook_endpoints set previous_secret = null, previous_secret_expires_at = null where id = %L$$, tests.id('whA'))),
  'error=42501', 'nor can the owner change it by hand');
select tests.eq(tests.cell('B', format($$select 1 from public.webhook_endpoints where id = %L$$, tests.id('whA'))),
  'rows=0', 'B still sees nothing of A''s endpoint');

-- The worker signs with both while the old one is valid.
select tests.act_as('postgres');
update public.webhook_deliveries set status = 'pending', next_attempt_at = now() where endpoint_id = tests.id('whA');
select tests.act_as('service');
select tests.eq((select row(secret = (select secret from rotated), previous_secret)::text
   from public.claim_webhook_deliveries(10, 60)),
  row(true, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')::text,
  'the claim gives the worker the new secret and the old one');
-- After the grace period the old one is not given any more.
select tests.act_as('postgres');
update public.webhook_endpoints set previous_secret_expires_at = now() - interval '1 second' where id = tests.id('whA');
update public.webhook_deliveries set status = 'pending', next_attempt_at = now() where endpoint_id = tests.id('whA');
select tests.act_as('service');
select tests.eq((select row(secret = (select secret from rotated), previous_secret)::text
   from public.claim_webhook_deliveries(10, 60)),
  row(true, null::text)::text, 'after 24 hours the old secret signs nothing');

-- Rotating again replaces the old one at once with the one just replaced.
select tests.act_as('A');
select tests.eq((select count(*)::integer from public.rotate_webhook_secret(tests.id('whA'))), 1, 'A rotates again');
select tests.act_as('postgres');
select tests.eq((select previous_secret from public.webhook_endpoints where id = tests.id('whA')), (select secret from rotated),
  'the second rotation keeps only the secret it replaced');
