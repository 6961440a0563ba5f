-- Dead letters a person inspects in the Notifications tab (20261128101300_email_outbox_to_address):
-- the app reads its own dead email_outbox rows (kind, when, last error, address); RLS shows each
-- person only theirs, and nobody writes them. Several accounts: B, E, C and anon.
-- Make one dead letter each for B and E, as the worker leaves them.
update public.email_outbox set status = 'dead', attempts = 6, last_error = '550 5.1.1 User unknown',
  to_address = 'e.old@example.com'
where id = (select min(id) from public.email_outbox where user_id = tests.id('E'));
update public.email_outbox set status = 'dead', attempts = 6, last_error = '552 5.2.2 Mailbox full',
  to_address = 'b@example.com'
where id = (select min(id) from public.email_outbox where user_id = tests.id('B'));
select tests.eq((select count(*)::integer from public.email_outbox where status = 'dead'), 2, 'two dead letters, B''s and E''s');

-- The app's query (apps/web/src/data/failedEmails.ts).
create function tests.failed_emails() returns text language sql stable as $$
  select coalesce(string_agg(kind || '|' || last_error || '|' || coalesce(to_address, '-'), ',' order by updated_at desc), '')
  from public.email_outbox where status = 'dead'
$$;
select tests.act_as('E');
select tests.eq(tests.failed_emails(), 'invitation_received|550 5.1.1 User unknown|e.old@example.com',
  'E reads E''s dead letter: kind, error and the address it went to');
select tests.act_as('B');
select tests.eq(tests.failed_emails(), 'proposal_received|552 5.2.2 Mailbox full|b@example.com', 'B reads only B''s');
select tests.act_as('C');
select tests.eq(tests.failed_emails(), '', 'C has none and sees none of the others''');
select tests.eq(tests.cell('anon', 'select 1 from public.email_outbox'), 'error=42501', 'anon reads nothing');
select tests.eq(tests.cell('E', 'update public.email_outbox set to_address = ''x@example.com'''), 'error=42501',
  'E cannot change the address');
select tests.eq(tests.cell('E', 'update public.email_outbox set status = ''pending'' where status = ''dead'''), 'error=42501',
  'nor revive a dead letter');
select tests.act_as('postgres');
select tests.throws($$update public.email_outbox set to_address = repeat('a', 321) where user_id = tests.id('B')$$,
  '23514', 'an address longer than 320 characters is refused');
