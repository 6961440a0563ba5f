-- shell_summary() (20261128110000_shell_summary): the signed-in frame's name, show-online switch
-- and unread counts in one read, the same as the four reads it replaces on the server, for the
-- caller only.

-- Each person's frame is what their own reads give.
select tests.act_as('A');
select tests.eq(
  (select row(s.display_name, s.show_online, s.unread_messages, s.unread_notifications)::text
   from public.shell_summary() s),
  row('Ada Client', true, public.unread_message_count(),
      (select count(*)::integer from public.notifications n where n.read_at is null))::text,
  'A''s frame: their name, online shown, their unread messages and notifications');
select tests.ok(
  (select s.unread_messages > 0 and s.unread_notifications > 0 from public.shell_summary() s),
  'A has unread messages and notifications in the fixtures (the counts above are not zeros)');
select tests.eq((select count(*)::integer from public.shell_summary()), 1, 'one row');

select tests.act_as('C');
select tests.eq((select s.display_name from public.shell_summary() s), 'Cleo Private',
  'a private profile''s owner sees their own name');
select tests.eq(
  (select s.unread_messages from public.shell_summary() s), public.unread_message_count(),
  'C''s unread messages are C''s');

-- The parts follow what the person does.
select tests.act_as('A');
update public.user_settings set show_online = false where user_id = tests.id('A');
update public.notifications set read_at = now() where read_at is null;
select tests.eq(
  (select row(s.show_online, s.unread_notifications)::text from public.shell_summary() s),
  row(false, 0)::text,
  'A turned off show-online and read every notification');

-- B's frame is B's: A's changes above are not in it.
select tests.act_as('B');
select tests.eq(
  (select row(s.display_name, s.show_online)::text from public.shell_summary() s),
  row('Ben Freelancer', true)::text,
  'B''s frame names B, with B''s switch');
select tests.eq(
  (select s.unread_notifications from public.shell_summary() s),
  (select count(*)::integer from public.notifications n where n.read_at is null),
  'B''s unread notifications are B''s own');

-- Without a session there is no frame.
select tests.act_as('anon');
select tests.throws($$select * from public.shell_summary()$$, '42501',
  'a visitor without a session cannot call it');
