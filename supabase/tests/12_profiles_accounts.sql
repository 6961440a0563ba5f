-- Issue 35, the database part: profiles people edit (each refusal names its field), the
-- response time derived from replies, email privacy, profile_access (private vs missing vs
-- deleted), 'No rating yet' as NULL, the portfolio (link, image, order), the storage buckets
-- and their own-folder policies, and deleting one's account (a tombstone profile).

-- 1. Refusals name the field: message in words, the constraint's name as DETAIL ----------
select tests.act_as('A');
select tests.throws($$update public.profiles set hourly_rate = 99999999 where id = auth.uid()$$,
  '23514', 'a rate of 99,999,999: the message', 'Hourly rate must be between $0 and $10,000');
select tests.throws($$update public.profiles set hourly_rate = 99999999 where id = auth.uid()$$,
  '23514', 'a rate of 99,999,999: the field', 'profiles_hourly_rate_check');
select tests.throws($$update public.profiles set bio = repeat('b', 6000) where id = auth.uid()$$,
  '23514', 'a 6,000-character bio: the message', 'Bio can be at most 2,000 characters');
select tests.throws($$update public.profiles set bio = repeat('b', 6000) where id = auth.uid()$$,
  '23514', 'a 6,000-character bio: the field', 'profiles_bio_check');
select tests.throws($$update public.profiles set display_name = '' where id = auth.uid()$$,
  '23514', 'an empty name: the message', 'Display name cannot be empty');
select tests.throws($$update public.profiles set display_name = '   ' where id = auth.uid()$$,
  '23514', 'a blank name: the field', 'profiles_display_name_check');
select tests.throws($$update public.profiles set title = repeat('t', 121) where id = auth.uid()$$,
  '23514', 'a title of 121: the field', 'profiles_title_check');
select tests.throws($$update public.profiles set location = repeat('l', 101) where id = auth.uid()$$,
  '23514', 'a location of 101: the field', 'profiles_location_check');
select tests.throws($$update public.profiles set skills = (select array_agg('s' || i) from generate_series(1, 21) i) where id = auth.uid()$$,
  '23514', '21 skills: the message', 'at most 20');
select tests.throws($$update public.profiles set skills = array[repeat('s', 51)] where id = auth.uid()$$,
  '23514', 'a skill of 51 characters: the field', 'profiles_skills_check');

-- The avatar: an object in the person's own folder of `avatars`, PNG/JPEG/WebP by name.
select tests.throws($$update public.profiles set avatar_path = tests.id('B') || '/avatar.png' where id = auth.uid()$$,
  '23514', 'an avatar in B''s folder', 'profiles_avatar_path_check');
select tests.throws($$update public.profiles set avatar_path = 'https://evil.example/a.png' where id = auth.uid()$$,
  '23514', 'an avatar URL of another origin', 'profiles_avatar_path_check');
select tests.throws($$update public.profiles set avatar_path = auth.uid() || '/a.svg' where id = auth.uid()$$,
  '23514', 'an SVG avatar', 'profiles_avatar_path_check');
select tests.throws($$update public.profiles set avatar_path = auth.uid() || '/../x.png' where id = auth.uid()$$,
  '23514', 'an avatar path climbing out of the folder', 'profiles_avatar_path_check');
select tests.throws($$update public.profiles set avatar_path = auth.uid() || E'/a\n.png' where id = auth.uid()$$,
  '23514', 'an avatar path with a newline', 'profiles_avatar_path_check');
update public.profiles
set avatar_path = auth.uid() || '/avatar-2.webp', hourly_rate = 10000, bio = repeat('b', 2000),
    skills = (select array_agg('s' || i) from generate_series(1, 20) i)
where id = auth.uid();
select tests.eq((select avatar_path from public.profile_cards where id = tests.id('A')),
  tests.id('A') || '/avatar-2.webp', 'an own avatar, a $10,000 rate, 2,000 characters and 20 skills are kept');
select tests.act_as('B');
select tests.eq((select avatar_path from public.profile_cards where id = tests.id('A')),
  tests.id('A') || '/avatar-2.webp', 'others see the avatar');

-- 2. Response time from replies, not typed --------------------------------------------
select tests.throws($$update public.profiles set response_time = 'within 1 minute' where id = auth.uid()$$,
  '42501', 'nobody types a response time any more');
select tests.act_as('postgres');
insert into tests.ids (name, id) values
  ('cDE', '30000000-0000-4000-8000-0000000000de'), ('cCD', '30000000-0000-4000-8000-0000000000cd'),
  ('cBD', '30000000-0000-4000-8000-0000000000bd'), ('cAD', '30000000-0000-4000-8000-0000000000ad');
insert into public.conversations (id, user_a, user_b, created_by) values
  (tests.id('cDE'), tests.id('D'), tests.id('E'), tests.id('E')),
  (tests.id('cCD'), tests.id('C'), tests.id('D'), tests.id('C')),
  (tests.id('cBD'), tests.id('B'), tests.id('D'), tests.id('B')),
  (tests.id('cAD'), tests.id('A'), tests.id('D'), tests.id('A'));
insert into public.messages (conversation_id, sender_id, body, created_at) values
  -- 60 minutes (a later exchange in the same conversation does not count again)
  (tests.id('cDE'), tests.id('E'), 'Hi', now() - interval '10 hours'),
  (tests.id('cDE'), tests.id('E'), 'Still there?', now() - interval '9 hours 30 minutes'),
  (tests.id('cDE'), tests.id('D'), 'Yes', now() - interval '9 hours'),
  (tests.id('cDE'), tests.id('E'), 'Again', now() - interval '2 hours'),
  (tests.id('cDE'), tests.id('D'), 'Late', now() - interval '1 minute'),
  -- 30 minutes
  (tests.id('cCD'), tests.id('C'), 'Hello', now() - interval '5 hours'),
  (tests.id('cCD'), tests.id('D'), 'Hi', now() - interval '4 hours 30 minutes'),
  -- 120 minutes
  (tests.id('cBD'), tests.id('B'), 'Hey', now() - interval '3 hours'),
  (tests.id('cBD'), tests.id('D'), 'Hey', now() - interval '1 hour'),
  -- older than 90 days: not counted
  (tests.id('cAD'), tests.id('A'), 'Long ago', now() - interval '100 days'),
  (tests.id('cAD'), tests.id('D'), 'Long ago reply', now() - interval '100 days' + interval '1 minute');
select tests.act_as('A');
select tests.eq((select response_minutes from public.profile_cards where id = tests.id('D')), 60,
  'D''s response time is the median of 60, 30 and 120 minutes (90 days, first reply per conversation)');
select tests.eq((select response_minutes from public.profile_cards where id = tests.id('B')), 60,
  'B answered A after an hour; C''s unanswered message does not count');
select tests.eq((select response_minutes from public.profile_cards where id = tests.id('A')), null::integer,
  'someone who never replied has no response time (NULL)');

-- 3. Email: the confirmed sign-in email, to its owner only ----------------------------
select tests.eq((select email from public.profile_cards where id = tests.id('A')), 'a@example.com',
  'A sees the sign-in email on the own card, not the typed settings email');
select tests.eq((select count(*)::integer from public.profile_cards where id <> tests.id('A') and email is not null), 0,
  'A sees no other member''s email, whatever they show');
update public.user_settings set email = 'typed@elsewhere.example', show_email = true where user_id = auth.uid();
select tests.act_as('B');
select tests.eq((select email from public.profile_cards where id = tests.id('A')), null::text,
  'B never reads the email A typed in Settings, show_email or not');
select tests.eq((select count(*)::integer from public.profile_cards where email = 'typed@elsewhere.example'), 0,
  'a filter on a typed email finds nothing');
select tests.act_as('anon');
select tests.eq((select count(*)::integer from public.profile_cards where email is not null), 0,
  'anon reads no email at all');
select tests.act_as('postgres');
update auth.users set email = 'new-unconfirmed@example.com', email_confirmed_at = null where id = tests.id('B');
select tests.act_as('B');
select tests.eq((select email from public.profile_cards where id = tests.id('B')), null::text,
  'an unconfirmed email is shown to nobody, not even its owner');

-- 4. Private, members-only, missing: what the app may say -----------------------------
select tests.act_as('anon');
select tests.eq(public.profile_access(tests.id('A')), 'visible', 'anon: a public profile is visible');
select tests.eq(public.profile_access(tests.id('C')), 'private', 'anon: C''s profile is private');
select tests.eq(public.profile_access(tests.id('D')), 'members_only', 'anon: D''s profile is for members');
select tests.eq(public.profile_access(tests.id('N')), 'not_found', 'anon: no such profile');
select tests.eq(public.profile_access(null), 'not_found', 'anon: no id');
select tests.eq((select count(*)::integer from public.profile_cards where id = tests.id('C')), 0,
  'anon still reads nothing of C');
select tests.act_as('A');
select tests.eq(public.profile_access(tests.id('C')), 'private', 'A: C''s profile is private');
select tests.eq(public.profile_access(tests.id('D')), 'visible', 'A: D''s members-only profile is visible');
select tests.act_as('B');
select tests.eq(public.profile_access(tests.id('C')), 'visible', 'B: C contacted B, so B sees C');

-- 5. 'No rating yet' is NULL, never 0 ---------------------------------------------------
select tests.act_as('postgres');
insert into public.jobs (owner_id, title, description, budget, category, timeline, experience_level)
values (tests.id('E'), 'A job by someone with no reviews', 'Anything.', '$100', 'writing', '1-2 weeks', 'entry');
select tests.act_as('anon');
select tests.eq((select row(c.rating, c.reviews_count)::text from public.jobs j join public.profile_cards c on c.id = j.owner_id
                 where j.title = 'A job by someone with no reviews'),
  row(null::numeric, 0)::text, 'a job''s client without reviews: rating NULL, 0 reviews');
select tests.eq((select count(*)::integer from public.profile_cards where reviews_count = 0 and rating is not null), 0,
  'no card shows a rating without reviews');

-- 6. Portfolio: link, image, positions, reorder ---------------------------------------
select tests.act_as('A');
select tests.throws($$insert into public.portfolio_items (title, description, link) values ('t', 'd', 'javascript:alert(1)')$$,
  '23514', 'a javascript: link', 'portfolio_items_link_check');
select tests.throws($$insert into public.portfolio_items (title, description, link) values ('t', 'd', 'https://exa mple.com')$$,
  '23514', 'a link with a space', 'portfolio_items_link_check');
select tests.throws($$insert into public.portfolio_items (title, description, link) values ('t', 'd', 'https://example.com/"onmouseover=x')$$,
  '23514', 'a link with a quote', 'portfolio_items_link_check');
select tests.throws($$insert into public.portfolio_items (title, description, image_path) values ('t', 'd', tests.id('B') || '/x.png')$$,
  '23514', 'an image in B''s folder', 'portfolio_items_image_path_check');
select tests.throws($$insert into public.portfolio_items (title, description) values (repeat('t', 121), 'd')$$,
  '23514', 'a title of 121: the message', 'Title is required, at most 120 characters');
select tests.throws($$update public.portfolio_items set description = repeat('d', 1001) where owner_id = auth.uid()$$,
  '23514', 'a description of 1001: the field', 'portfolio_items_description_check');
insert into public.portfolio_items (title, description, link, image_path)
values ('Second', 'Two.', 'https://example.com/work?id=2#top', auth.uid() || '/shot.jpg');
insert into public.portfolio_items (title, description) values ('Third', 'Three.');
select tests.eq((select array_agg(title order by position) from public.portfolio_items where owner_id = auth.uid()),
  array['Studio site', 'Second', 'Third'], 'new items go last');
select public.reorder_portfolio((select array_agg(id order by position desc) from public.portfolio_items where owner_id = auth.uid()));
select tests.eq((select array_agg(title order by position) from public.portfolio_items where owner_id = auth.uid()),
  array['Third', 'Second', 'Studio site'], 'reorder_portfolio puts them in the given order');
select tests.eq((select array_agg(position order by position) from public.portfolio_items where owner_id = auth.uid()),
  array[0, 1, 2], 'positions 0, 1, 2');
select tests.throws($$select public.reorder_portfolio((select array_agg(id) from public.portfolio_items where owner_id = auth.uid()) || tests.id('ptB'))$$,
  'PFORD', 'another person''s item in the list');
select tests.throws($$select public.reorder_portfolio((select array_agg(id) from public.portfolio_items where owner_id = auth.uid() and title <> 'Third'))$$,
  'PFORD', 'an item missing from the list');
select tests.throws($$select public.reorder_portfolio(array[tests.id('ptA'), tests.id('ptA')])$$,
  'PFORD', 'a duplicate');
select tests.act_as('B');
select tests.throws($$select public.reorder_portfolio(array[tests.id('ptA')])$$, 'PFORD', 'B reorders A''s portfolio');
select tests.eq((select count(*)::integer from public.portfolio_items where id = tests.id('ptB') and position = 0), 1,
  'B''s item did not move');
select tests.act_as('A');
select tests.eq((select array_agg(title order by position) from public.portfolio_items where owner_id = auth.uid()),
  array['Third', 'Second', 'Studio site'], 'refused orders changed nothing');
select tests.act_as('anon');
select tests.throws($$select public.reorder_portfolio(array[]::uuid[])$$, '42501', 'anon cannot reorder');
select tests.act_as('A');
insert into public.portfolio_items (title, description) select 'P' || i, 'd' from generate_series(4, 50) i;
select tests.throws($$insert into public.portfolio_items (title, description) values ('51st', 'd')$$,
  'PFMAX', 'a 51st project');

-- 7. Storage: public buckets, writes only under one's own folder ----------------------
select tests.act_as('postgres');
select tests.eq(
  (select array_agg(row(id, public, file_size_limit, allowed_mime_types)::text order by id) from storage.buckets
   where id in ('avatars', 'portfolio')),
  array[row('avatars', true, 5242880::bigint, array['image/png', 'image/jpeg', 'image/webp'])::text,
        row('portfolio', true, 5242880::bigint, array['image/png', 'image/jpeg', 'image/webp'])::text],
  'buckets avatars and portfolio: public, 5 MB, PNG/JPEG/WebP');
select tests.eq(storage.foldername('a/b/c.png'), array['a', 'b'], 'storage.foldername');
select tests.eq(storage.filename('a/b/c.png'), 'c.png', 'storage.filename');
select tests.eq(storage.extension('a/b/c.png'), 'png', 'storage.extension');
select tests.act_as('A');
insert into storage.objects (bucket_id, name, owner_id, metadata)
values ('avatars', auth.uid() || '/avatar.png', auth.uid()::text, '{"mimetype":"image/png","size":10}');
update storage.objects set metadata = '{"mimetype":"image/png","size":12}' where name = auth.uid() || '/avatar.png';
select tests.throws($$insert into storage.objects (bucket_id, name) values ('avatars', tests.id('B') || '/avatar.png')$$,
  '42501', 'A uploads into B''s avatars folder');
select tests.throws($$insert into storage.objects (bucket_id, name) values ('portfolio', 'avatar.png')$$,
  '42501', 'A uploads outside any folder');
select tests.throws($$insert into storage.objects (bucket_id, name) values ('portfolio', 'x/' || auth.uid() || '/a.png')$$,
  '42501', 'A uploads into a folder inside another');
select tests.act_as('B');
insert into storage.objects (bucket_id, name) values ('portfolio', auth.uid() || '/work.webp');
select tests.eq(tests.cell('B', $$update storage.objects set metadata = '{}' where bucket_id = 'avatars'$$), 'changed=0',
  'B cannot replace A''s avatar');
select tests.eq(tests.cell('B', $$delete from storage.objects where bucket_id = 'avatars'$$), 'changed=0',
  'B cannot remove A''s avatar');
select tests.throws($$update storage.objects set name = (select id::text from tests.ids where name = 'A') || '/stolen.webp' where name like '%/work.webp'$$,
  '42501', 'B cannot move an object into A''s folder');
select tests.act_as('anon');
select tests.eq((select count(*)::integer from storage.objects where bucket_id in ('avatars', 'portfolio')), 2,
  'anyone reads the public buckets');
select tests.throws($$insert into storage.objects (bucket_id, name) values ('avatars', 'anon/a.png')$$,
  '42501', 'anon uploads nothing');
select tests.eq(tests.cell('anon', $$delete from storage.objects$$), 'changed=0', 'anon removes nothing');
select tests.act_as('A');
select tests.eq(tests.cell('A', $$delete from storage.objects where name = auth.uid() || '/avatar.png'$$), 'changed=1',
  'A removes their own avatar');

-- 8. Deleting one's account -------------------------------------------------------------
select tests.act_as('anon');
select tests.throws($$select public.delete_my_account()$$, '42501', 'anon deletes no account');
select tests.act_as('service');
select tests.throws($$select public.delete_my_account()$$, '42501', 'the service role has no account of its own');
select tests.act_as('A');
select tests.eq((select count(*)::integer from public.messages where conversation_id = tests.id('cAB')), 2,
  'A reads the two messages with B');
select tests.act_as('postgres');
insert into auth.sessions (id, user_id, aal, created_at, updated_at)
values ('90000000-0000-4000-8000-00000000000b', tests.id('B'), 'aal1', now(), now());
select tests.act_as('B');
select public.delete_my_account();
select tests.act_as('postgres');
select tests.eq((select count(*)::integer from auth.users where id = tests.id('B')), 0, 'B''s account is gone');
select tests.eq((select count(*)::integer from auth.sessions where user_id = tests.id('B')), 0, 'and its sessions');
select tests.eq(
  (select row(display_name, title, location, bio, hourly_rate, skills, avatar_path, deleted_at is not null)::text
   from public.profiles where id = tests.id('B')),
  row('Deleted user', null::text, null::text, null::text, null::numeric, '{}'::text[], null::text, true)::text,
  'B''s profile is a tombstone: Deleted user, nothing else');
select tests.eq((select count(*)::integer from public.portfolio_items where owner_id = tests.id('B')), 0, 'B''s portfolio is gone');
select tests.eq((select count(*)::integer from public.user_settings where user_id = tests.id('B')), 0, 'B''s settings are gone');
select tests.eq((select array_agg(status::text order by id) from public.jobs where owner_id = tests.id('B')),
  array['closed', 'closed'], 'B''s open job closed');
select tests.eq((select status::text from public.proposals where id = tests.id('pC_B1')), 'not_selected',
  'the pending proposal on B''s job was not selected');
select tests.eq((select status::text from public.proposals where id = tests.id('pB_A1')), 'withdrawn',
  'B''s pending proposal was withdrawn');
select tests.eq((select status::text from public.engagements where id = tests.id('eAB2')), 'completed',
  'B''s finished work stays completed');
select tests.act_as('A');
select tests.eq((select count(*)::integer from public.messages where conversation_id = tests.id('cAB')), 2,
  'A still reads the two messages with B');
select tests.eq((select other_display_name from public.conversation_summaries where id = tests.id('cAB')), 'Deleted user',
  'A''s conversation list shows the sender as Deleted user');
select tests.eq((select row(display_name, deleted, title, bio)::text from public.profile_cards where id = tests.id('B')),
  row('Deleted user', true, null::text, null::text)::text, 'B''s card: Deleted user');
select tests.eq((select reviews_count from public.profile_cards where id = tests.id('B')), 1,
  'the review A wrote of B''s work stays');
select tests.eq(public.profile_access(tests.id('B')), 'deleted', 'profile_access says deleted');
select tests.throws($$insert into public.messages (conversation_id, body) values (tests.id('cAB'), 'Are you there?')$$,
  'ACDEL', 'A cannot write to the deleted account');
select tests.throws($$select public.start_conversation(tests.id('B'))$$, 'ACDEL', 'nor start a conversation with it');
select tests.throws($$select public.invite_to_job(tests.id('B'), tests.id('jA3'))$$, 'ACDEL', 'nor invite it to a job');
select tests.eq((select count(*)::integer from public.invitations where freelancer_id = tests.id('B')), 0, 'no invitation was stored');
select tests.act_as('C');
select tests.throws($$insert into public.messages (conversation_id, body) values (tests.id('cBC'), 'Hello?')$$,
  'ACDEL', 'C cannot write to the deleted account either');
select tests.act_as('A');
insert into public.messages (conversation_id, body) values (tests.id('cAD'), 'D is still here');
select tests.pass();
select tests.act_as('postgres');
select tests.eq((select count(*)::integer from public.reviews where id = tests.id('rAB')), 1, 'reviews stay');

-- D (active engagement with A) deletes too: the engagement is cancelled with a reason.
select tests.act_as('D');
select public.delete_my_account();
select tests.act_as('postgres');
select tests.eq((select row(status, cancel_reason, cancelled_by = tests.id('D'))::text from public.engagements where id = tests.id('eAD2')),
  row('cancelled'::public.engagement_status, 'The account was deleted.', true)::text, 'D''s unfinished work is cancelled');

-- Any other deletion of an account (dashboard, admin API) removes the profile as before.
delete from auth.users where id = tests.id('E');
select tests.eq((select count(*)::integer from public.profiles where id = tests.id('E')), 0,
  'deleting an account directly deletes its profile (as the foreign key did)');
select tests.throws($$insert into public.profiles (id, display_name) values (tests.id('N'), 'No account')$$,
  '23503', 'a profile needs an account', 'A profile needs an account');

-- 9. profile_cards computes only the derived columns a query names -----------------------
select tests.act_as('postgres');
create function pg_temp.plan_of(query text) returns text language plpgsql as $$
declare plan json;
begin
  execute 'explain (format json) ' || query into plan;
  return plan::text;
end $$;
select tests.ok(pg_temp.plan_of('select id, display_name, rating from public.profile_cards') not like '%"messages"%',
  'a list of names and ratings does not read messages (the response time is not computed)');
select tests.ok(pg_temp.plan_of('select id, response_minutes from public.profile_cards') like '%"messages"%',
  'asking for response_minutes reads messages');

-- 10. The older image value and tags also refuse in words, naming the field -------------
select tests.act_as('A');
select tests.throws($$update public.portfolio_items set image = 'https://evil.example/x.png' where id = tests.id('ptA')$$,
  '23514', 'an image of another origin: the message', 'Image must be a path on this site');
select tests.throws($$update public.portfolio_items set image = '//evil.example/x.png' where id = tests.id('ptA')$$,
  '23514', 'a protocol-relative image: the field', 'portfolio_items_image_check');
select tests.throws($$update public.portfolio_items set tags = array['a', 'A'] where id = tests.id('ptA')$$,
  '23514', 'a tag twice: the message', 'no tag twice');
select tests.throws($$update public.portfolio_items set tags = (select array_agg('t' || i) from generate_series(1, 11) i) where id = tests.id('ptA')$$,
  '23514', '11 tags: the field', 'portfolio_items_tags_check');
update public.portfolio_items set image = 'data:image/png;base64,AAAA', tags = (select array_agg('t' || i) from generate_series(1, 10) i)
where id = tests.id('ptA');
select tests.eq((select cardinality(tags) from public.portfolio_items where id = tests.id('ptA')), 10,
  'a data:image PNG and 10 tags are kept');
