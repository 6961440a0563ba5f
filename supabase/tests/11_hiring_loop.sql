-- The hiring loop (issue 34; 20261127120100_hiring_loop): two accounts from a job to finished
-- work and reviews, as the e2e journey will run it, plus the other ways it can go.
--   A  the client          B  the freelancer who is hired
--   C  another applicant   E  a third account, involved in none of it
--   (D, hired on jA2 in the fixtures, is the freelancer of the 14- and 30-day checks)
-- tests.hv('job'): an id this file saved with set_config('hiring.job', ...).
create function tests.hv(name text) returns uuid language sql stable as
  $$ select current_setting('hiring.' || name)::uuid $$;

-- The client posts a job; two freelancers apply. A bid must be more than $0.
select tests.act_as('A');
with j as (
  insert into public.jobs (title, description, budget, category, timeline, experience_level)
  values ('Studio booking page', 'One page where members book a class.', '$400 - $600', 'development', '1-2 weeks', 'entry')
  returning id
) select set_config('hiring.job', id::text, true) from j;
select tests.act_as('B');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (tests.hv('job'), 'Free!', 0)$$,
  '23514', 'a bid of $0 is refused', 'more than $0');
with p as (
  insert into public.proposals (job_id, cover_letter, bid) values (tests.hv('job'), 'I built two of these.', 500)
  returning id
) select set_config('hiring.pB', id::text, true) from p;
-- The freelancer edits the pending proposal.
update public.proposals set bid = 450, cover_letter = 'I built two of these; one week.' where id = tests.hv('pB');
select tests.eq((select bid from public.proposals where id = tests.hv('pB')), 450.00::numeric, 'the freelancer edits a pending bid');
select tests.throws($$update public.proposals set bid = 0 where id = tests.hv('pB')$$, '23514', 'an edited bid must be more than $0 too', 'more than $0');
select tests.act_as('C');
with p as (
  insert into public.proposals (job_id, cover_letter, bid) values (tests.hv('job'), 'Me too.', 400)
  returning id
) select set_config('hiring.pC', id::text, true) from p;

-- Only the job's owner accepts, and only through accept_proposal.
select tests.act_as('B');
select tests.throws($$select public.accept_proposal(tests.hv('pB'))$$, 'PT404', 'the freelancer cannot accept their own proposal');
select tests.act_as('E');
select tests.throws($$select public.accept_proposal(tests.hv('pB'))$$, 'PT404', 'a third account cannot accept it', 'no proposal');
select tests.act_as('A');
select tests.throws($$update public.proposals set status = 'accepted' where id = tests.hv('pB')$$, 'PRSTS',
  'a direct update to accepted is refused', 'accept_proposal');
select set_config('hiring.eng', (public.accept_proposal(tests.hv('pB'), 480, 'Welcome aboard!')).id::text, true);
select tests.eq(
  (select row(e.status, e.amount, e.client_id = tests.id('A'), e.freelancer_id = tests.id('B'), e.job_id = tests.hv('job'))::text
   from public.engagements e where e.id = tests.hv('eng')),
  row('active'::public.engagement_status, 480.00::numeric, true, true, true)::text,
  'accepting makes an active engagement for the agreed amount between the two');
select tests.eq((select status::text from public.jobs where id = tests.hv('job')), 'in_progress', 'the job is in progress');
select tests.eq(
  (select row(status, decision_note, decided_at is not null)::text from public.proposals where id = tests.hv('pB')),
  row('accepted'::public.proposal_status, 'Welcome aboard!', true)::text, 'the proposal is accepted, with the note');
select tests.eq((select status::text from public.proposals where id = tests.hv('pC')), 'pending', 'the other applicant is still pending');
select tests.throws($$select public.accept_proposal(tests.hv('pB'))$$, 'PRSTS', 'a proposal is accepted once', 'no longer be accepted');

-- Who sees what while the job is in progress.
select tests.act_as('anon');
select tests.eq((select count(*)::integer from public.jobs where id = tests.hv('job')), 0, 'anon: the job left the public list');
select tests.act_as('E');
select tests.eq((select count(*)::integer from public.jobs where id = tests.hv('job')), 0, 'the third account does not see the job');
select tests.eq((select count(*)::integer from public.engagements), 0, 'the third account sees no engagement');
select tests.throws($$insert into public.proposals (job_id, cover_letter, bid) values (tests.hv('job'), 'Late', 300)$$,
  '23514', 'nobody applies to a job in progress (it is hidden; the trigger refuses anyway)', 'closed to new proposals');
select tests.act_as('C');
select tests.eq((select status::text from public.jobs where id = tests.hv('job')), 'in_progress', 'the other applicant sees the job, in progress');
select tests.eq((select count(*)::integer from public.engagements), 0, 'the other applicant sees no engagement');
select tests.eq((select count(*)::integer from public.proposals where job_id = tests.hv('job')), 1, 'the other applicant sees only their own proposal');
select tests.act_as('B');
select tests.eq((select count(*)::integer from public.engagements where id = tests.hv('eng')), 1, 'the freelancer sees the engagement');
select tests.eq((select decision_note from public.proposals where id = tests.hv('pB')), 'Welcome aboard!', 'the freelancer reads the client''s note');

-- The client closes the job: the pending proposal becomes not selected; everyone involved
-- still sees the job, marked closed, with their own proposal.
select tests.act_as('A');
update public.jobs set status = 'closed' where id = tests.hv('job');
select tests.act_as('C');
select tests.eq(
  (select row(j.status, p.status)::text from public.jobs j join public.proposals p on p.job_id = j.id where j.id = tests.hv('job')),
  row('closed'::public.job_status, 'not_selected'::public.proposal_status)::text,
  'the other applicant sees the closed job and their proposal not selected');
select tests.throws($$update public.proposals set status = 'withdrawn' where id = tests.hv('pC')$$, 'PRSTS',
  'a not-selected proposal can no longer be withdrawn', 'not selected');
select tests.act_as('B');
select tests.eq(
  (select row(j.status, p.status)::text from public.jobs j join public.proposals p on p.job_id = j.id where j.id = tests.hv('job')),
  row('closed'::public.job_status, 'accepted'::public.proposal_status)::text,
  'the hired freelancer sees the closed job, the proposal still accepted');
select tests.eq((select status::text from public.engagements where id = tests.hv('eng')), 'active', 'closing the job does not end the engagement');
select tests.act_as('A');
select tests.throws($$update public.jobs set status = 'open' where id = tests.hv('job')$$, 'JBSTS', 'a closed job stays closed', 'stays closed');

-- The work: the freelancer marks it complete, the client confirms. Nobody else can.
select tests.act_as('E');
select tests.throws($$select public.mark_engagement_complete(tests.hv('eng'))$$, 'PT404', 'the third account cannot mark it complete');
select tests.act_as('B');
select tests.throws($$select public.complete_engagement(tests.hv('eng'))$$, 'ENSTS', 'the freelancer cannot confirm completion', 'only the client');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (tests.hv('eng'), 5, 'Early')$$,
  'RVENG', 'no review before completion', 'completed');
select tests.eq((public.mark_engagement_complete(tests.hv('eng'))).status::text, 'awaiting_confirmation', 'the freelancer marks it complete');
select tests.ok((select marked_complete_at = now() from public.engagements where id = tests.hv('eng')), 'marked_complete_at is now');
select tests.throws($$select public.mark_engagement_complete(tests.hv('eng'))$$, 'ENSTS', 'marking complete twice is refused');
select tests.act_as('A');
select tests.eq((public.complete_engagement(tests.hv('eng'))).status::text, 'completed', 'the client confirms completion');
select tests.ok((select completed_at = now() from public.engagements where id = tests.hv('eng')), 'completed_at is now');
select tests.throws($$select public.cancel_engagement(tests.hv('eng'), 'Changed my mind')$$, 'ENSTS', 'a completed engagement cannot be cancelled', 'completed');
select tests.act_as('anon');
select tests.eq((select completed_jobs from public.profile_cards where id = tests.id('B')), 2, 'B: 2 completed jobs (jA2 and this one)');

-- Reviews: one each, double-blind.
select tests.act_as('E');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (tests.hv('eng'), 1, 'Bad')$$,
  'RVENG', 'the third account cannot review');
select tests.throws($$insert into public.reviews (engagement_id, reviewee_id, rating, comment) values (tests.hv('eng'), tests.id('B'), 1, 'Bad')$$,
  'RVENG', 'the third account cannot review, naming the freelancer either');
select tests.act_as('C');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (tests.hv('eng'), 1, 'Unfair')$$,
  'RVENG', 'the other applicant cannot review');
select tests.act_as('B');
insert into public.reviews (engagement_id, rating, comment, project) values (tests.hv('eng'), 5, 'Clear brief, paid on time.', 'Booking page');
select tests.eq(
  (select row(reviewee_id = tests.id('A'), job_id = tests.hv('job'))::text from public.reviews where engagement_id = tests.hv('eng')),
  row(true, true)::text, 'the reviewee and the job come from the engagement');
update public.reviews set rating = 4 where engagement_id = tests.hv('eng');
select tests.eq((select rating from public.reviews where engagement_id = tests.hv('eng')), 4::smallint,
  'the writer may edit the review while it is hidden');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (tests.hv('eng'), 5, 'Twice')$$,
  '23505', 'one review per side per engagement');
select tests.act_as('A');
select tests.eq((select count(*)::integer from public.reviews where engagement_id = tests.hv('eng')), 0,
  'double-blind: the client does not see the freelancer''s review yet');
select tests.eq((select reviews_count from public.profile_cards where id = tests.id('A')), 0,
  'a hidden review counts in no rating');
insert into public.reviews (engagement_id, rating, comment) values (tests.hv('eng'), 5, 'Fast, careful, kind.');
select tests.eq((select count(*)::integer from public.reviews where engagement_id = tests.hv('eng')), 2,
  'once both have written, both reviews are visible to each');
select tests.throws($$update public.reviews set rating = 1 where engagement_id = tests.hv('eng') and reviewer_id = tests.id('A')$$,
  'RVLCK', 'a published review is final', 'once it is published');
select tests.throws($$delete from public.reviews where engagement_id = tests.hv('eng') and reviewer_id = tests.id('A')$$,
  'RVLCK', 'nor can it be deleted');
select tests.act_as('anon');
select tests.eq((select count(*)::integer from public.reviews where engagement_id = tests.hv('eng')), 2, 'anon sees both published reviews');
select tests.eq(
  (select row(rating, reviews_count, completed_jobs)::text from public.profile_cards where id = tests.id('A')),
  row(4.00::numeric, 1, 2)::text, 'A: rating 4 from B''s review, one review, two completed jobs (as the client)');
select tests.eq(
  (select row(rating, reviews_count)::text from public.profile_cards where id = tests.id('B')),
  row(5.00::numeric, 2)::text, 'B: two five-star reviews');

-- 14 days after completion a lone review is published; after 30 days no review can be written.
-- (Fixture eAD2: A hired D on jA2; it completes 13 days ago.)
select tests.act_as('postgres');
update public.engagements set status = 'completed', completed_at = now() - interval '13 days' where id = tests.id('eAD2');
select tests.act_as('D');
insert into public.reviews (engagement_id, rating, comment) values (tests.id('eAD2'), 3, 'Slow replies.');
select tests.act_as('A');
select tests.eq((select count(*)::integer from public.reviews where engagement_id = tests.id('eAD2')), 0, 'day 13: D''s review is still hidden from A');
select tests.act_as('postgres');
update public.engagements set completed_at = now() - interval '15 days' where id = tests.id('eAD2');
select tests.act_as('A');
select tests.eq((select count(*)::integer from public.reviews where engagement_id = tests.id('eAD2')), 1, 'day 15: D''s review is published');
select tests.act_as('postgres');
update public.engagements set completed_at = now() - interval '31 days' where id = tests.id('eAD2');
select tests.act_as('A');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (tests.id('eAD2'), 4, 'Late review')$$,
  'RVWIN', 'no review 31 days after completion', '30 days');

-- A declined proposal, a withdrawn one, a cancelled engagement.
select tests.act_as('A');
with j as (
  insert into public.jobs (title, description, budget, category, timeline, experience_level)
  values ('Class schedule emails', 'Weekly emails with the class schedule.', '$300', 'marketing', '1-2 weeks', 'entry')
  returning id
) select set_config('hiring.job2', id::text, true) from j;
select tests.act_as('E');
with p as (insert into public.proposals (job_id, cover_letter, bid) values (tests.hv('job2'), 'Emails are my thing.', 300) returning id)
select set_config('hiring.pE', id::text, true) from p;
select tests.act_as('B');
with p as (insert into public.proposals (job_id, cover_letter, bid) values (tests.hv('job2'), 'Happy to help.', 280) returning id)
select set_config('hiring.pB2', id::text, true) from p;
select tests.eq((public.withdraw_proposal(tests.hv('pB2'))).status::text, 'withdrawn', 'the freelancer withdraws a proposal');
select tests.act_as('A');
select tests.eq((public.decline_proposal(tests.hv('pE'), 'We chose to do it in-house.')).status::text, 'declined', 'the client declines with a note');
select tests.throws($$select public.accept_proposal(tests.hv('pB2'))$$, 'PRSTS', 'a withdrawn proposal cannot be accepted', 'withdrawn');
select tests.act_as('E');
select tests.eq((select row(status, decision_note)::text from public.proposals where id = tests.hv('pE')),
  row('declined'::public.proposal_status, 'We chose to do it in-house.')::text, 'the freelancer sees the decline and its note');
select tests.throws($$update public.proposals set bid = 250 where id = tests.hv('pE')$$, 'PRSTS', 'a declined proposal cannot be edited');
select tests.act_as('D');
with p as (insert into public.proposals (job_id, cover_letter, bid) values (tests.hv('job2'), 'I can start today.', 320) returning id)
select set_config('hiring.pD2', id::text, true) from p;
select tests.act_as('A');
select set_config('hiring.eng2', (public.accept_proposal(tests.hv('pD2'))).id::text, true);
select tests.eq((select amount from public.engagements where id = tests.hv('eng2')), 320.00::numeric, 'without an amount the bid is agreed');
select tests.act_as('D');
select tests.throws($$select public.cancel_engagement(tests.hv('eng2'), null)$$, '23514', 'cancelling needs a reason', 'say why');
select tests.eq((public.cancel_engagement(tests.hv('eng2'), 'I fell ill, sorry.')).status::text, 'cancelled', 'the freelancer cancels with a reason');
select tests.eq((select row(cancelled_by = tests.id('D'), cancelled_at = now(), cancel_reason)::text from public.engagements where id = tests.hv('eng2')),
  row(true, true, 'I fell ill, sorry.')::text, 'who cancelled, when and why are kept');
select tests.throws($$select public.mark_engagement_complete(tests.hv('eng2'))$$, 'ENSTS', 'a cancelled engagement is final');
select tests.throws($$insert into public.reviews (engagement_id, rating, comment) values (tests.hv('eng2'), 1, 'x')$$, 'RVENG', 'no review of cancelled work');
select tests.act_as('A');
update public.jobs set status = 'open' where id = tests.hv('job2');
select tests.eq((select status::text from public.jobs where id = tests.hv('job2')), 'open', 'the client reopens a job in progress to hire someone else');
select tests.throws($$update public.jobs set status = 'in_progress' where id = tests.hv('job2')$$, 'JBSTS', 'in progress only by accepting', 'accept');

-- An invitation from a profile: a message in the pair's conversation about the job.
select tests.act_as('A');
with j as (
  insert into public.jobs (title, description, budget, category, timeline, experience_level)
  values ('Logo animation', 'Animate our logo for the website.', '$250', 'design', '1-2 weeks', 'entry')
  returning id
) select set_config('hiring.job3', id::text, true) from j;
select set_config('hiring.inv', (public.invite_to_job(tests.id('D'), tests.hv('job3'), 'Your animations looked great.')).id::text, true);
select tests.throws($$select public.invite_to_job(tests.id('D'), tests.hv('job3'))$$, '23505', 'one invitation per person and job');
select tests.act_as('D');
select tests.eq(
  (select m.body from public.invitations i join public.messages m on m.id = i.message_id join public.conversations c on c.id = i.conversation_id
   where i.id = tests.hv('inv') and c.job_id = tests.hv('job3') and m.sender_id = tests.id('A')),
  E'You are invited to apply to my job "Logo animation".\n\nYour animations looked great.',
  'the freelancer receives the invitation as a message from the client in their conversation about the job');
select tests.eq((select count(*)::integer from public.conversation_summaries where job_id = tests.hv('job3')), 1, 'it shows in the freelancer''s conversations');
insert into public.proposals (job_id, cover_letter, bid) values (tests.hv('job3'), 'Thanks for the invitation!', 250);
select tests.eq((select status::text from public.proposals where job_id = tests.hv('job3') and freelancer_id = tests.id('D')), 'pending',
  'the invited freelancer applies');
select tests.act_as('A');
select tests.throws($$select public.invite_to_job(tests.id('E'), tests.hv('job2'))$$, '23514', 'not someone who already applied', 'already sent a proposal');
select tests.throws($$select public.invite_to_job(tests.id('E'), tests.hv('job'))$$, '23514', 'not to a closed job', 'open job');
select tests.act_as('E');
select tests.eq((select count(*)::integer from public.invitations), 1, 'E sees only the invitation E received (fixture iAE)');
select tests.act_as('A');
update public.jobs set status = 'closed' where id = tests.id('jA3');
select tests.act_as('E');
select tests.eq((select status::text from public.jobs where id = tests.id('jA3')), 'closed', 'an invited freelancer still sees the job once closed');

-- The screens' queries use indexes.
select tests.act_as('postgres');
set local enable_seqscan = off;
select tests.ok(tests.plan($$select id from public.engagements where freelancer_id = '00000000-0000-4000-8000-00000000000b' order by created_at desc$$) like '%engagements_freelancer_idx%', 'a freelancer''s engagements use engagements_freelancer_idx');
select tests.ok(tests.plan($$select id from public.engagements where client_id = '00000000-0000-4000-8000-00000000000a' order by created_at desc$$) like '%engagements_client_idx%', 'a client''s engagements use engagements_client_idx');
select tests.ok(tests.plan($$select id from public.engagements where job_id = '10000000-0000-4000-8000-0000000000a1'$$) like '%engagements_job_idx%', 'a job''s engagements use engagements_job_idx');
