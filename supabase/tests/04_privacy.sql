-- Privacy settings are enforced by the database: hidden email, rate and location; private
-- and members-only profiles; no way to probe a hidden value with a filter.

-- B hides email, rate and location; A shows everything.
select tests.act_as('A');
select tests.eq(
  (select row(email, hourly_rate, location)::text from public.profile_cards where id = tests.id('B')),
  row(null::text, null::numeric, null::text)::text,
  'A sees neither B''s email, nor rate, nor location'
);
select tests.eq((select display_name from public.profile_cards where id = tests.id('B')), 'Ben Freelancer',
  'A still sees B''s public fields');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('B') and hourly_rate > 0), 0,
  'a filter on B''s hidden rate finds nothing');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('B') and location like 'Porto%'), 0,
  'a filter on B''s hidden location finds nothing');
select tests.eq((select count(*)::integer from public.profiles where id = tests.id('B')), 0,
  'the profiles table does not give B''s row to A');
select tests.eq((select count(*)::integer from public.user_settings where user_id = tests.id('B')), 0,
  'A cannot read B''s settings');
-- The email on a card is the owner's confirmed sign-in email (auth.users), never the typed
-- user_settings.email (20261127130000_profiles_people_edit).
select tests.eq((select row(email, hourly_rate, location)::text from public.profile_cards where id = tests.id('A')),
  row('a@example.com', 50.00::numeric(10,2), 'Lisbon, Portugal')::text, 'A sees own card in full, with the sign-in email');

select tests.act_as('B');
select tests.eq((select row(email, hourly_rate, location)::text from public.profile_cards where id = tests.id('B')),
  row('b@example.com', 85.00::numeric(10,2), 'Porto, Portugal')::text, 'B sees own hidden fields');
select tests.eq((select email from public.profile_cards where id = tests.id('A')), null::text,
  'B does not see A''s email although A turned show_email on: emails are never shown to others');

select tests.act_as('anon');
select tests.eq((select row(email, hourly_rate, location)::text from public.profile_cards where id = tests.id('B')),
  row(null::text, null::numeric, null::text)::text, 'anon sees none of B''s hidden fields');
select tests.eq((select email from public.profile_cards where id = tests.id('E')), null::text,
  'no settings row: email hidden by default');
select tests.eq((select location from public.profile_cards where id = tests.id('E')), 'Austin, TX',
  'no settings row: location shown by default');

-- Private C: invisible to A and anon, with portfolio and reviews; visible to B (C contacted B).
select tests.act_as('A');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('C')), 0, 'private C invisible to A');
select tests.eq((select count(*)::integer from public.portfolio_items where owner_id = tests.id('C')), 0, 'private C''s portfolio invisible to A');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('D')), 1, 'members-only D visible to signed-in A');
select tests.act_as('anon');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('C')), 0, 'private C invisible to anon');
select tests.eq((select count(*)::integer from public.portfolio_items where owner_id = tests.id('C')), 0, 'private C''s portfolio invisible to anon');
select tests.eq((select count(*)::integer from public.reviews where reviewee_id = tests.id('C')), 0, 'reviews of private C invisible to anon');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('D')), 0, 'members-only D invisible to anon');
select tests.eq((select count(*)::integer from public.portfolio_items where owner_id = tests.id('D')), 0, 'members-only D''s portfolio invisible to anon');
select tests.act_as('B');
select tests.eq((select display_name from public.profile_cards where id = tests.id('C')), 'Cleo Private',
  'B sees private C, who messaged B and applied to B''s job');
select tests.eq((select other_display_name from public.conversation_summaries where id = tests.id('cBC')), 'Cleo Private',
  'B''s conversation list names C');

-- Starting a conversation with a private person does not reveal them; their reply does.
select tests.act_as('A');
select set_config('tests.conv', public.start_conversation(tests.id('C'))::text, true);
select tests.eq((select other_display_name from public.conversation_summaries where id = current_setting('tests.conv')::uuid), null::text,
  'A''s new conversation with private C does not reveal C');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('C')), 0,
  'messaging C first does not make C visible to A');
select tests.act_as('C');
insert into public.messages (conversation_id, body) values (current_setting('tests.conv')::uuid, 'Hi Ada');
select tests.act_as('A');
select tests.eq((select other_display_name from public.conversation_summaries where id = current_setting('tests.conv')::uuid), 'Cleo Private',
  'once C has replied, A sees C');

-- Turning a switch on or off takes effect at once, for everyone.
select tests.act_as('B');
update public.user_settings set show_rates = true, show_location = true where user_id = auth.uid();
select tests.act_as('A');
select tests.eq((select row(hourly_rate, location)::text from public.profile_cards where id = tests.id('B')),
  row(85.00::numeric(10,2), 'Porto, Portugal')::text, 'B shows rate and location: A sees them');
select tests.act_as('A');
update public.user_settings set profile_visibility = 'private' where user_id = auth.uid();
select tests.act_as('anon');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('A')), 0, 'A went private: anon no longer sees A');
select tests.eq((select count(*)::integer from public.reviews where reviewee_id = tests.id('A')), 0, 'nor reviews about A');
select tests.act_as('D');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('A')), 0, 'nor does D, a member A never contacted');
select tests.act_as('B');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('A')), 1, 'B, whom A messaged, still sees A');
select tests.act_as('A');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('A')), 1, 'A always sees own card');

-- Open jobs stay public even when their owner is private; the client card is withheld.
select tests.act_as('anon');
select tests.eq((select count(*)::integer from public.jobs where owner_id = tests.id('A')), 2, 'private A''s open jobs are still listed');
select tests.eq(
  (select count(card.id)::integer from public.jobs j left join public.profile_cards card on card.id = j.owner_id
   where j.owner_id = tests.id('A')),
  0, 'but the client card of private A is withheld from anon'
);
