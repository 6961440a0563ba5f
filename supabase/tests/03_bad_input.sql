-- Bad input: every constraint answers with its error and nothing is stored; forged ids
-- are refused; API callers cannot choose timestamps or generated values.
-- Everything runs as signed-in user A (PostgREST's view of a request) unless noted.

create temporary table counts_before on commit drop as
select t, tests.count_all(('public.' || t)::regclass) as n
from unnest(array['profiles', 'user_settings', 'portfolio_items', 'jobs', 'proposals',
  'conversations', 'messages', 'reviews', 'engagements', 'invitations']) as t;

select tests.act_as('A');

do $$
declare
  -- A valid job with one value replaced at a time:
  -- format(job_sql, title, description, budget, category, timeline, experience_level, extra columns, extra values)
  job_sql constant text := 'insert into public.jobs (title, description, budget, category, timeline, experience_level%7$s) values (%1$s, %2$s, %3$s, %4$s, %5$s, %6$s%8$s)';
  t constant text := quote_literal('Title');
  d constant text := quote_literal('Description');
  b constant text := quote_literal('$1,000 - $2,000');
  c constant text := quote_literal('design');
  tl constant text := quote_literal('1-2 weeks');
  e constant text := quote_literal('entry');
begin
  -- jobs: text fields
  perform tests.throws(format(job_sql, quote_literal(''), d, b, c, tl, e, '', ''), '23514', 'job title empty', 'jobs_title_check');
  perform tests.throws(format(job_sql, quote_literal('   '), d, b, c, tl, e, '', ''), '23514', 'job title spaces only');
  perform tests.throws(format(job_sql, quote_literal(E'\t\n\r '), d, b, c, tl, e, '', ''), '23514', 'job title tabs and newlines only');
  perform tests.throws(format(job_sql, quote_literal(E'\u00a0\u200b\u3000'), d, b, c, tl, e, '', ''), '23514', 'job title no-break, zero-width and ideographic spaces only');
  perform tests.throws(format(job_sql, quote_literal(repeat('x', 151)), d, b, c, tl, e, '', ''), '23514', 'job title 151 characters');
  perform tests.throws(format(job_sql, 'null', d, b, c, tl, e, '', ''), '23502', 'job title missing');
  perform tests.throws(format(job_sql, t, quote_literal(' '), b, c, tl, e, '', ''), '23514', 'job description blank', 'jobs_description_check');
  perform tests.throws(format(job_sql, t, quote_literal(repeat('x', 5001)), b, c, tl, e, '', ''), '23514', 'job description 5001 characters');
  perform tests.throws(format(job_sql, t, d, quote_literal(''), c, tl, e, '', ''), '23514', 'job budget empty', 'jobs_budget_check');
  perform tests.throws(format(job_sql, t, d, quote_literal(repeat('9', 61)), c, tl, e, '', ''), '23514', 'job budget 61 characters');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', location', ', '' '''), '23514', 'job location blank', 'jobs_location_check');
  -- jobs: numbers
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', budget_min', ', -1'), '23514', 'job budget_min negative', 'jobs_budget_min_check');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', budget_max', ', -0.01'), '23514', 'job budget_max negative', 'jobs_budget_max_check');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', budget_min, budget_max', ', 500, 100'), '23514', 'job budget min above max', 'jobs_budget_range_check');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', budget_min', ', ''cheap'''), '22P02', 'job budget_min not a number');
  -- jobs: enumerations
  perform tests.throws(format(job_sql, t, d, b, quote_literal('gardening'), tl, e, '', ''), '22P02', 'job category unknown', 'job_category');
  perform tests.throws(format(job_sql, t, d, b, quote_literal('Design'), tl, e, '', ''), '22P02', 'job category in the wrong case');
  perform tests.throws(format(job_sql, t, d, b, quote_literal(''), tl, e, '', ''), '22P02', 'job category empty (the form''s unselected value)');
  perform tests.throws(format(job_sql, t, d, b, 'null', tl, e, '', ''), '23502', 'job category missing');
  perform tests.throws(format(job_sql, t, d, b, c, quote_literal('2 weeks'), e, '', ''), '22P02', 'job timeline unknown', 'job_timeline');
  perform tests.throws(format(job_sql, t, d, b, c, quote_literal('1-2  weeks'), e, '', ''), '22P02', 'job timeline near miss');
  perform tests.throws(format(job_sql, t, d, b, c, tl, quote_literal('senior'), '', ''), '22P02', 'job experience level unknown', 'experience_level');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', status', ', ''archived'''), '22P02', 'job status unknown', 'job_status');
  -- jobs: skills and tags
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', tags', ', ''{React,"  "}'''), '23514', 'job tag blank', 'jobs_tags_check');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', tags', ', ''{React,react}'''), '23514', 'job tags duplicated ignoring case');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', tags', ', ''{1,2,3,4,5,6,7,8,9,10,11}'''), '23514', 'job 11 tags');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', tags', ', array[repeat(''x'', 41)]'), '23514', 'job tag 41 characters');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', tags', ', array[null::text]'), '23514', 'job tag null');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', tags', ', ''{{a,b},{c,d}}'''), '23514', 'job tags as a 2-d array');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', tags', ', null'), '23502', 'job tags null');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', skills', ', ''{""}'''), '23514', 'job skill empty', 'jobs_skills_check');
  -- jobs: generated and forged
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', fts', ', to_tsvector(''spam'')'), '428C9', 'job fts is generated');
  perform tests.throws(format(job_sql, t, d, b, c, tl, e, ', owner_id', ', tests.id(''B'')'), '42501', 'job in B''s name', 'row-level security');

  -- boundaries that are allowed (the limits are inclusive)
  execute format(job_sql, quote_literal(repeat('x', 150)), quote_literal(repeat('d', 5000)), quote_literal(repeat('$', 60)), c, tl, e,
    ', tags, skills, budget_min, budget_max', ', (select array_agg(i::text) from generate_series(1, 10) i), (select array_agg(''s'' || i) from generate_series(1, 20) i), 0, 0');
  perform tests.pass();
end
$$;

-- profiles (as the owner updating their own row)
select tests.throws($$update public.profiles set display_name = '' where id = auth.uid()$$, '23514', 'display name empty', 'profiles_display_name_check');
select tests.throws($$update public.profiles set display_name = E' \n ' where id = auth.uid()$$, '23514', 'display name blank');
select tests.throws($$update public.profiles set display_name = repeat('n', 81) where id = auth.uid()$$, '23514', 'display name 81 characters');
select tests.throws($$update public.profiles set display_name = null where id = auth.uid()$$, '23502', 'display name null');
select tests.throws($$update public.profiles set title = '  ' where id = auth.uid()$$, '23514', 'title blank (absent is NULL)', 'profiles_title_check');
select tests.throws($$update public.profiles set title = repeat('t', 121) where id = auth.uid()$$, '23514', 'title 121 characters');
select tests.throws($$update public.profiles set location = repeat('l', 101) where id = auth.uid()$$, '23514', 'location 101 characters', 'profiles_location_check');
select tests.throws($$update public.profiles set bio = '' where id = auth.uid()$$, '23514', 'bio empty', 'profiles_bio_check');
select tests.throws($$update public.profiles set bio = repeat('b', 2001) where id = auth.uid()$$, '23514', 'bio 2001 characters');
select tests.throws($$update public.profiles set response_time = 'within an hour' where id = auth.uid()$$, '42501', 'response time is derived from replies, not typed');
select tests.throws($$update public.profiles set hourly_rate = -1 where id = auth.uid()$$, '23514', 'hourly rate negative', 'profiles_hourly_rate_check');
select tests.throws($$update public.profiles set hourly_rate = 10000.01 where id = auth.uid()$$, '23514', 'hourly rate above 10000');
select tests.throws($$update public.profiles set hourly_rate = 'NaN' where id = auth.uid()$$, '23514', 'hourly rate NaN');
select tests.throws($$update public.profiles set hourly_rate = '85/hr' where id = auth.uid()$$, '22P02', 'hourly rate not a number');
select tests.throws($$update public.profiles set skills = array['SQL', ' sql '] where id = auth.uid()$$, '23514', 'skills duplicated', 'profiles_skills_check');
select tests.throws($$update public.profiles set skills = (select array_agg('s' || i) from generate_series(1, 21) i) where id = auth.uid()$$, '23514', '21 skills', 'profiles_skills_check');
select tests.throws($$update public.profiles set avatar_initials = 'ZZ' where id = auth.uid()$$, '428C9', 'avatar initials are derived, not writable');
update public.profiles set bio = repeat('b', 2000), display_name = repeat('n', 80), hourly_rate = 10000, skills = (select array_agg('s' || i) from generate_series(1, 20) i) where id = auth.uid();
select tests.pass();

-- portfolio items
select tests.throws($$insert into public.portfolio_items (title, description) values ('', 'd')$$, '23514', 'portfolio title empty', 'portfolio_items_title_check');
select tests.throws($$insert into public.portfolio_items (title, description) values ('t', repeat('d', 1001))$$, '23514', 'portfolio description 1001 characters', 'portfolio_items_description_check');
select tests.throws($$insert into public.portfolio_items (title, description, image) values ('t', 'd', 'https://evil.example/x.png')$$, '23514', 'portfolio image from another origin', 'portfolio_items_image_check');
select tests.throws($$insert into public.portfolio_items (title, description, image) values ('t', 'd', '//evil.example/x.png')$$, '23514', 'portfolio image protocol-relative URL');
select tests.throws($$insert into public.portfolio_items (title, description, image) values ('t', 'd', 'javascript:alert(1)')$$, '23514', 'portfolio image javascript: URL');
select tests.throws($$insert into public.portfolio_items (title, description, image) values ('t', 'd', 'data:text/html,<script>')$$, '23514', 'portfolio image data: URL that is not an image');
select tests.throws($$insert into public.portfolio_items (title, description, image) values ('t', 'd', '/' || repeat('x', 20000))$$, '23514', 'portfolio image 20001 characters');
select tests.throws($$insert into public.portfolio_items (title, description, owner_id) values ('t', 'd', tests.id('B'))$$, '42501', 'portfolio item in B''s name');

-- settings
select tests.throws($$update public.user_settings set email = 'not-an-email'$$, '23514', 'settings email without @', 'user_settings_email_check');
select tests.throws($$update public.user_settings set email = 'a b@example.com'$$, '23514', 'settings email with a space');
select tests.throws($$update public.user_settings set email = repeat('a', 250) || '@x.io'$$, '23514', 'settings email 255 characters');
select tests.throws($$update public.user_settings set profile_visibility = 'friends'$$, '22P02', 'profile visibility unknown', 'profile_visibility');
select tests.throws($$update public.user_settings set show_email = null$$, '23502', 'privacy switch null');
select tests.throws($$update public.user_settings set show_email = 'maybe'$$, '22P02', 'privacy switch not a boolean');

-- proposals (A on B's open job jB1 unless noted)
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jB1'), ' ', 100)$$, '23514', 'cover letter blank', 'proposals_cover_letter_check');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jB1'), repeat('c', 5001), 100)$$, '23514', 'cover letter 5001 characters');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jB1'), 'Hi', -5)$$, '23514', 'bid negative', 'proposals_bid_check');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jB1'), 'Hi', 0)$$, '23514', 'bid of $0 (issue 34)', 'more than $0');
select tests.eq(tests.cell('A', $$insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jB1'), 'Hi', 0.01)$$), 'changed=1', 'a bid of $0.01 is accepted');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jB1'), 'Hi', 'lots')$$, '22P02', 'bid not a number');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jB1'), 'Hi', null)$$, '23502', 'bid missing');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid, status) values (tests.id('jB1'), 'Hi', 5, 'hired')$$, '22P02', 'proposal status unknown', 'proposal_status');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid, status) values (tests.id('jB1'), 'Hi', 5, 'accepted')$$, '23514', 'proposal that starts accepted', 'starts as pending');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jA1'), 'Me', 5)$$, '23514', 'proposal on own job', 'own job');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jB2'), 'Late', 5)$$, '23514', 'proposal on a closed job', 'closed');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (gen_random_uuid(), 'Ghost', 5)$$, '23503', 'proposal on a job that does not exist');
select tests.throws($$insert into public.proposals (job_id, freelancer_id, cover_letter, bid) values (tests.id('jB1'), tests.id('D'), 'As D', 5)$$, '42501', 'proposal in D''s name');

-- conversations and messages
select tests.throws($$insert into public.conversations (user_a, user_b) values (auth.uid(), auth.uid())$$, '23514', 'conversation with oneself', 'conversations_pair_check');
select tests.throws($$select public.start_conversation(auth.uid())$$, '22023', 'start_conversation with oneself');
select tests.throws($$select public.start_conversation(tests.id('N'))$$, '23503', 'start_conversation with someone who has no profile');
select tests.throws($$insert into public.messages (conversation_id, body) values (tests.id('cAB'), '')$$, '23514', 'message empty', 'messages_body_check');
select tests.throws($$insert into public.messages (conversation_id, body) values (tests.id('cAB'), E' \n\t ')$$, '23514', 'message whitespace only');
select tests.throws($$insert into public.messages (conversation_id, body) values (tests.id('cAB'), repeat('m', 4001))$$, '23514', 'message 4001 characters');
select tests.throws($$insert into public.messages (conversation_id, body, sender_id) values (tests.id('cAB'), 'As B', tests.id('B'))$$, '42501', 'message in B''s name', 'row-level security');
select tests.throws($$insert into public.messages (conversation_id, body) values (gen_random_uuid(), 'Nowhere')$$, '42501', 'message to a conversation that does not exist');

-- reviews: an API caller needs a completed engagement (RVENG); B may review A on eAB2, so
-- the limits are checked on B's review; they hold for trusted writers too.
select tests.throws($$insert into public.reviews (reviewee_id, rating, comment) values (tests.id('B'), 5, 'Great')$$, 'RVENG', 'a review without an engagement', 'completed');
select tests.act_as('B');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (gen_random_uuid(), 5, 'Great')$$, 'RVENG', 'a review of an engagement that does not exist', 'completed');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values ('not-a-uuid', 5, 'Great')$$, '22P02', 'engagement id not a uuid');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (tests.id('eAB2'), 0, 'x')$$, '23514', 'B''s review: rating 0', 'reviews_rating_check');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (tests.id('eAB2'), 6, 'x')$$, '23514', 'B''s review: rating 6', 'reviews_rating_check');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (tests.id('eAB2'), 4, ' ')$$, '23514', 'B''s review: blank comment', 'reviews_comment_check');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (tests.id('eAB2'), 4, repeat('c', 2001))$$, '23514', 'B''s review: comment of 2001 characters', 'reviews_comment_check');
select tests.eq(tests.cell('B', $$insert into public.reviews (engagement_id, rating, comment) values (tests.id('eAB2'), 1, repeat('c', 2000))$$), 'changed=1', 'B''s review: 1 star and 2000 characters are accepted');

-- hiring: amounts, notes and reasons (issue 34)
select tests.act_as('A');
select tests.throws($$select public.accept_proposal(tests.id('pB_A1'), -1)$$, '23514', 'an agreed amount below 0', 'more than $0');
select tests.throws($$select public.accept_proposal(tests.id('pB_A1'), 10000000.01)$$, '23514', 'an agreed amount above 10,000,000', 'engagements_amount_check');
select tests.throws($$select public.accept_proposal(tests.id('pB_A1'), 'lots')$$, '22P02', 'an agreed amount that is not a number');
select tests.throws($$select public.accept_proposal(tests.id('pB_A1'), 100, repeat('n', 1001))$$, '23514', 'a note of 1001 characters', 'proposals_decision_note_check');
select tests.throws($$select public.accept_proposal(tests.id('pB_A1'), 100, '  ')$$, '23514', 'a blank note', 'proposals_decision_note_check');
select tests.throws($$select public.decline_proposal(tests.id('pB_A1'), repeat('n', 1001))$$, '23514', 'a decline note of 1001 characters', 'proposals_decision_note_check');
select tests.throws($$select public.accept_proposal(gen_random_uuid())$$, 'PT404', 'accepting a proposal that does not exist', 'no proposal');
select tests.throws($$select public.invite_to_job(tests.id('D'), tests.id('jA1'), repeat('n', 1001))$$, '23514', 'an invitation note of 1001 characters', 'invitations_note_check');
select tests.throws($$select public.invite_to_job(tests.id('N'), tests.id('jA1'))$$, '23503', 'inviting someone who has no profile');
select tests.throws($$select public.invite_to_job(tests.id('D'), gen_random_uuid())$$, '42501', 'inviting to a job that does not exist');
select tests.eq(tests.cell('A', $$select public.accept_proposal(tests.id('pB_A1'), 10000000, repeat('n', 1000))$$), 'rows=1', 'the largest amount and a 1000-character note are accepted');
select public.accept_proposal(tests.id('pB_A1'), 4000);
select tests.throws($$select public.cancel_engagement((select id from public.engagements where proposal_id = tests.id('pB_A1')), repeat('r', 1001))$$, '23514', 'a cancel reason of 1001 characters', 'engagements_cancel_reason_check');
select tests.throws($$select public.cancel_engagement((select id from public.engagements where proposal_id = tests.id('pB_A1')), ' ')$$, '23514', 'a blank cancel reason', 'say why');
select tests.throws($$select public.cancel_engagement((select id from public.engagements where proposal_id = tests.id('pB_A1')), null)$$, '23514', 'no cancel reason', 'say why');
select tests.throws($$select public.cancel_engagement('not-a-uuid', 'x')$$, '22P02', 'an engagement id that is not a uuid');
select tests.act_as('postgres');
select tests.act_as('postgres');
select tests.throws($$insert into public.reviews (reviewer_id, reviewee_id, rating, comment) values (tests.id('A'), tests.id('B'), 0, 'x')$$, '23514', 'rating 0', 'reviews_rating_check');
select tests.throws($$insert into public.reviews (reviewer_id, reviewee_id, rating, comment) values (tests.id('A'), tests.id('B'), 6, 'x')$$, '23514', 'rating 6');
select tests.throws($$insert into public.reviews (reviewer_id, reviewee_id, rating, comment) values (tests.id('A'), tests.id('B'), 5.6, 'x')$$, '23514', 'rating 5.6 (rounds to 6)');
select tests.throws($$insert into public.reviews (reviewer_id, reviewee_id, rating, comment) values (tests.id('A'), tests.id('B'), 3, '  ')$$, '23514', 'review comment blank', 'reviews_comment_check');
select tests.throws($$insert into public.reviews (reviewer_id, reviewee_id, rating, comment) values (tests.id('A'), tests.id('B'), 3, repeat('c', 2001))$$, '23514', 'review comment 2001 characters');
select tests.throws($$insert into public.reviews (reviewer_id, reviewee_id, rating, comment, project) values (tests.id('A'), tests.id('B'), 3, 'ok', '')$$, '23514', 'review project empty', 'reviews_project_check');
select tests.throws($$insert into public.reviews (reviewer_id, reviewee_id, rating, comment) values (tests.id('A'), tests.id('A'), 5, 'Me!')$$, '23514', 'review of oneself (even trusted)', 'reviews_not_self_check');
select tests.act_as('A');

-- API callers cannot choose timestamps.
insert into public.jobs (title, description, budget, category, timeline, experience_level, created_at, updated_at)
values ('Backdated', 'Try to float to the top', '$1', 'writing', '1-2 weeks', 'entry', '2099-01-01', '2099-01-01');
select tests.ok(
  (select created_at = now() and updated_at = now() from public.jobs where title = 'Backdated'),
  'a job''s created_at and updated_at are now(), whatever the request says'
);
select tests.throws($$update public.profiles set created_at = '2001-01-01' where id = auth.uid()$$, '42501',
  'member since is not an updatable column');
select tests.throws($$update public.jobs set created_at = '2099-01-01' where id = tests.id('jA1')$$, '42501',
  'a job''s created_at is not an updatable column');
select tests.eq((select created_at from public.profiles where id = auth.uid()), '2021-03-01'::timestamptz,
  'member since (profiles.created_at) cannot be changed by its owner');
insert into public.messages (conversation_id, body, created_at) values (tests.id('cAB'), 'From the future', '2099-01-01');
select tests.ok((select created_at = now() from public.messages where body = 'From the future'),
  'a message''s time is the server''s');

-- Nothing refused above was stored.
select tests.act_as('postgres');
select tests.eq(
  (select array_agg(format('%s:%s', b.t, tests.count_all(('public.' || b.t)::regclass) - b.n) order by b.t)
   from counts_before b),
  array['conversations:0', 'engagements:1', 'invitations:0', 'jobs:2', 'messages:1', 'portfolio_items:0',
        'profiles:0', 'proposals:0', 'reviews:0', 'user_settings:0'],
  'only the valid rows were stored (the boundary job, the backdated job, one message, one engagement)'
);
