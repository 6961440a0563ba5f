-- The screens' workflows: conversations and read state through the RPCs, the proposal
-- lifecycle, derived reputation and applicant counts, full-text search, and the indexes
-- the screens' queries use.

-- start_conversation: one conversation per unordered pair (and job), whoever starts it.
select tests.act_as('A');
select set_config('tests.ad', public.start_conversation(tests.id('D'))::text, true);
select tests.eq(public.start_conversation(tests.id('D'))::text, current_setting('tests.ad'), 'start_conversation is idempotent');
select tests.act_as('D');
select tests.eq(public.start_conversation(tests.id('A'))::text, current_setting('tests.ad'), 'D starting it with A finds the same conversation');
select tests.ok(public.start_conversation(tests.id('A'), tests.id('jA1'))::text <> current_setting('tests.ad'), 'a conversation about a job is a separate one');
select tests.act_as('B');
select tests.eq(public.start_conversation(tests.id('A'), tests.id('jA1')), tests.id('cAB'), 'the existing A-B conversation about jA1 is found');
select tests.act_as('anon');
select tests.throws($$select public.start_conversation(tests.id('A'))$$, '42501', 'anon cannot start a conversation');
select tests.throws($$select public.unread_message_count()$$, '42501', 'anon has no unread count');

-- Unread counts and marking read.
select tests.act_as('B');
select tests.eq(public.unread_message_count(), 1, 'B has one unread message (from C)');
select tests.eq((select unread_count from public.conversation_summaries where id = tests.id('cBC')), 1, 'B-C shows one unread');
select tests.eq((select last_message_body from public.conversation_summaries where id = tests.id('cAB')), 'Yes, Thursday works.', 'A-B shows its last message');
select tests.eq(public.mark_conversation_read(tests.id('cAB')), 0, 'nothing unread for B in A-B (B''s own message does not count)');
select tests.act_as('A');
select tests.eq(public.unread_message_count(), 1, 'A has one unread message (from B)');
select tests.eq(public.mark_conversation_read(tests.id('cBC')), 0, 'A cannot mark B-C read');
select tests.eq(public.mark_conversation_read(tests.id('cAB')), 1, 'A marks the A-B conversation read');
select tests.eq(public.unread_message_count(), 0, 'then A has nothing unread');
select tests.act_as('B');
select tests.eq(public.unread_message_count(), 1, 'and B''s unread message from C is still unread');

-- Proposal lifecycle and the applicants count.
select tests.act_as('anon');
select tests.eq((select public.applicants(j) from public.jobs j where j.id = tests.id('jA1')), 1, 'jA1 has one applicant, visible to anon');
select tests.act_as('D');
insert into public.proposals (job_id, cover_letter, bid) values (tests.id('jA1'), 'I can do it too', 3500);
select tests.act_as('anon');
select tests.eq((select public.applicants(j) from public.jobs j where j.id = tests.id('jA1')), 2, 'a new proposal counts at once');
select tests.act_as('D');
update public.proposals set bid = 3000 where job_id = tests.id('jA1');
select tests.pass();
update public.proposals set status = 'withdrawn' where job_id = tests.id('jA1');
select tests.throws($$update public.proposals set status = 'pending' where job_id = tests.id('jA1')$$, 'PRSTS', 'a withdrawn proposal stays withdrawn');
select tests.throws($$update public.proposals set bid = 1 where job_id = tests.id('jA1')$$, 'PRSTS', 'a withdrawn proposal cannot be edited');
select tests.act_as('anon');
select tests.eq((select public.applicants(j) from public.jobs j where j.id = tests.id('jA1')), 1, 'withdrawn proposals do not count as applicants');
select tests.act_as('A');
select tests.throws($$update public.proposals set status = 'accepted' where freelancer_id = tests.id('D')$$, 'PRSTS', 'the client cannot accept a withdrawn proposal');
select tests.throws($$update public.proposals set status = 'withdrawn' where id = tests.id('pB_A1')$$, 'PRSTS', 'the client cannot withdraw for the freelancer');
update public.proposals set status = 'declined' where id = tests.id('pB_A1');
select tests.throws($$update public.proposals set status = 'accepted' where id = tests.id('pB_A1')$$, 'PRSTS', 'a declined proposal stays declined');
select tests.act_as('B');
select tests.throws($$update public.proposals set cover_letter = 'Please?' where id = tests.id('pB_A1')$$, 'PRSTS', 'the freelancer cannot edit a declined proposal');
select tests.eq((select count(*)::integer from public.jobs where id = tests.id('jA2')), 1, 'B still sees closed jA2, which B worked on');

-- Derived reputation: A hired B on closed jA2 (engagement eAB2, completed 20 days ago) and
-- reviewed B 5 stars; completed jobs count for both parties.
select tests.act_as('anon');
select tests.eq(
  (select row(rating, reviews_count, completed_jobs, jobs_posted)::text from public.profile_cards where id = tests.id('B')),
  row(5.00::numeric, 1, 1, 2)::text, 'B: rating 5, one review, one completed job, two jobs posted');
select tests.eq(
  (select row(rating, reviews_count, completed_jobs, jobs_posted)::text from public.profile_cards where id = tests.id('A')),
  row(null::numeric, 0, 1, 3)::text, 'A: no rating yet, one completed job (as the client), three jobs posted');
select tests.act_as('B');
insert into public.reviews (engagement_id, rating, comment, project) values (tests.id('eAB2'), 4, 'Clear brief.', 'Roster view');
select tests.act_as('anon');
select tests.eq((select rating from public.profile_cards where id = tests.id('A')), 4.00::numeric, 'A''s rating follows the reviews');

-- Full-text search over title, tags and description; category filter; newest first.
select tests.eq((select array_agg(title order by created_at desc) from public.jobs where fts @@ websearch_to_tsquery('english', 'stripe')),
  array['Booking calendar and Stripe checkout'], 'search finds a job by title and tags');
select tests.eq((select count(*)::integer from public.jobs where fts @@ websearch_to_tsquery('english', 'packaging')), 1, 'search finds a job by a tag or description word');
select tests.eq((select count(*)::integer from public.jobs where fts @@ websearch_to_tsquery('english', 'logos')), 2, 'search stems words (logos -> logo)');
select tests.eq((select count(*)::integer from public.jobs where fts @@ websearch_to_tsquery('english', 'roster')), 0, 'search never returns a closed job to anon');
select tests.eq((select array_agg(title order by created_at desc, id) from public.jobs where category = 'design'),
  array['Brand identity for a bakery', 'Logo refresh'], 'category filter, newest first');

-- The screens' queries can use their indexes (sequential scans disabled to ask the planner).
select tests.act_as('postgres');
set local enable_seqscan = off;
select tests.ok(tests.plan($$select id from public.jobs where status = 'open' order by created_at desc, id limit 20$$) like '%jobs_open_created_idx%', 'open jobs newest first use jobs_open_created_idx');
select tests.ok(tests.plan($$select id from public.jobs where status = 'open' and category = 'design' order by created_at desc, id limit 20$$) like '%jobs_open_category_created_idx%', 'a category uses jobs_open_category_created_idx');
select tests.ok(tests.plan($$select id from public.jobs where fts @@ websearch_to_tsquery('english', 'stripe')$$) like '%jobs_fts_idx%', 'search uses the GIN index jobs_fts_idx');
select tests.ok(tests.plan($$select id from public.messages where conversation_id = '30000000-0000-4000-8000-0000000000ab' order by created_at, id$$) like '%messages_conversation_created_idx%', 'a thread uses messages_conversation_created_idx');
select tests.ok(tests.plan($$select count(*) from public.messages where conversation_id = '30000000-0000-4000-8000-0000000000ab' and read_at is null and sender_id <> '00000000-0000-4000-8000-00000000000a'$$) like '%messages_unread_idx%', 'unread counts use messages_unread_idx');
select tests.ok(tests.plan($$select id from public.conversations where user_b = '00000000-0000-4000-8000-00000000000b'$$) like '%conversations_user_b_idx%', 'conversations by participant use conversations_user_b_idx');
select tests.ok(tests.plan($$select id from public.proposals where freelancer_id = '00000000-0000-4000-8000-00000000000b' order by created_at desc$$) like '%proposals_freelancer_created_idx%', 'a freelancer''s proposals use proposals_freelancer_created_idx');
select tests.ok(tests.plan($$select id from public.proposals where job_id = '10000000-0000-4000-8000-0000000000a1'$$) like '%proposals_job_freelancer_key%', 'a job''s proposals use proposals_job_freelancer_key');
select tests.ok(tests.plan($$select id from public.reviews where reviewee_id = '00000000-0000-4000-8000-00000000000b' order by created_at desc$$) like '%reviews_reviewee_created_idx%', 'a profile''s reviews use reviews_reviewee_created_idx');
