-- The attack round's smaller findings (issue 32, item 8; 20261127110000_smaller_findings):
-- each block failed before the fix.

-- 1. A portfolio image is a same-origin path or an image data URI, written with URL
--    characters only: '/\t/other-host/p.gif' (a browser drops the tab: another origin) and
--    every other whitespace, control character or backslash is refused.
select tests.act_as('A');
select tests.throws(format($$insert into public.portfolio_items (title, description, image) values ('x', 'x', %L)$$, img),
  '23514', 'portfolio image refused: ' || label, 'portfolio_items_image_check')
from (values
  (E'/\t/other-host/p.gif', 'tab after the slash'),
  (E'/\n/other-host/p.gif', 'newline after the slash'),
  (E'/\r/other-host/p.gif', 'carriage return after the slash'),
  (E'/\u0001/other-host/p.gif', 'control character'),
  (E'/\\other-host/p.gif', 'backslash'),
  ('/images/a b.png', 'space'),
  (E'/images/a\u00a0b.png', 'no-break space'),
  ('//other-host/p.gif', 'protocol-relative'),
  (' /images/a.png', 'leading space'),
  ('https://other-host/p.gif', 'another origin'),
  ('javascript:alert(1)', 'javascript: URL'),
  ('/images/"onerror="x.png', 'quote'),
  (E'data:image/svg+xml,<svg onload=alert(1)>', 'data URI with raw markup'),
  (E'data:image/png;base64,iVBOR w0KGgo=', 'data URI with a space'),
  ('data:text/html,hi', 'data URI that is not an image')
) as bad(img, label);
select tests.eq(tests.cell('A', format($$insert into public.portfolio_items (title, description, image) values ('x', 'x', %L)$$, img)),
  'changed=1', 'portfolio image accepted: ' || img)
from (values
  ('/images/studio.svg'),
  ('/images/a%20b.png?v=2#top'),
  ('data:image/png;base64,iVBORw0KGgo='),
  ('data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E')
) as good(img);

-- 2. rpc/applicants with a made-up job row: only jobs the caller may see are counted.
--    jA2 is A's closed job; B and D applied to it (both hired), so A, B and D see it, anon
--    and E do not.
select tests.act_as('anon');
select tests.eq(
  public.applicants(jsonb_populate_record(null::public.jobs, jsonb_build_object('id', tests.id('jA2')))),
  null::integer, 'anon: no applicants count for a closed job (made-up row)');
select tests.eq(
  public.applicants(jsonb_populate_record(null::public.jobs,
    jsonb_build_object('id', tests.id('jA2'), 'status', 'open'))),
  null::integer, 'anon: claiming the closed job is open changes nothing');
select tests.eq(
  public.applicants(jsonb_populate_record(null::public.jobs, jsonb_build_object('id', tests.id('jA1')))),
  1, 'anon: an open job''s count');
select tests.eq((select public.applicants(j) from public.jobs j where j.id = tests.id('jA1')), 1,
  'anon: select=*,applicants on an open job');
select tests.act_as('E');
select tests.eq(
  public.applicants(jsonb_populate_record(null::public.jobs, jsonb_build_object('id', tests.id('jA2')))),
  null::integer, 'E: no applicants count for someone else''s closed job');
select tests.act_as('A');
select tests.eq(
  public.applicants(jsonb_populate_record(null::public.jobs, jsonb_build_object('id', tests.id('jA2')))),
  2, 'A: the count of one''s own closed job');
select tests.act_as('B');
select tests.eq(
  public.applicants(jsonb_populate_record(null::public.jobs, jsonb_build_object('id', tests.id('jA2')))),
  2, 'B: the count of a closed job B applied to');

-- 3. A conversation about a job includes the job's owner; conversations never block
--    deleting a job.
select tests.act_as('C');
select tests.throws($$select public.start_conversation(tests.id('B'), tests.id('jA1'))$$, '23514',
  'C cannot start a conversation with B about A''s job', 'must include the job''s owner');
select tests.throws($$insert into public.conversations (user_a, user_b, job_id) values (tests.id('C'), tests.id('D'), tests.id('jA3'))$$,
  '23514', 'C cannot insert a conversation with D about A''s job', 'must include the job''s owner');
select tests.act_as('B');
select tests.ok(public.start_conversation(tests.id('A'), tests.id('jA3')) is not null,
  'B may start a conversation with A about A''s job');
select tests.ok(public.start_conversation(tests.id('A')) is not null,
  'B and A also have a job-less conversation');
insert into public.messages (conversation_id, body)
values ((select id from public.conversations where job_id = tests.id('jA3')), 'About your logo job');
select tests.act_as('A');
select tests.eq(tests.cell('A', $$delete from public.jobs where id = tests.id('jA3')$$), 'changed=1',
  'A deletes a job that has a conversation (and the pair has a job-less one too)');
delete from public.jobs where id = tests.id('jA3');
select tests.eq(
  (select count(*)::integer from public.conversations where job_deleted and job_id is null
     and tests.id('B') in (user_a, user_b)), 1,
  'the conversation stays, its job gone');
select tests.eq((select count(*)::integer from public.messages where body = 'About your logo job'), 1,
  'its messages stay');
select tests.act_as('B');
select tests.eq(public.start_conversation(tests.id('A')),
  (select id from public.conversations
   where tests.id('A') in (user_a, user_b) and job_id is null and not job_deleted),
  'start_conversation still finds the pair''s job-less conversation');
select tests.throws($$insert into public.conversations (user_a, user_b, job_deleted) values (tests.id('A'), tests.id('B'), true)$$,
  '23505', 'job_deleted cannot be set by a caller to get around uniqueness');

-- 4. read_at: the recipient marks a message read now, once.
select tests.act_as('A');
select tests.throws($$update public.messages set read_at = '1999-01-01' where id = tests.id('mAB2')$$, '23514',
  'read_at cannot be set in the past', 'marked read now, once');
select tests.throws($$update public.messages set read_at = now() + interval '1 year' where id = tests.id('mAB2')$$, '23514',
  'read_at cannot be set in the future', 'marked read now, once');
select tests.eq(tests.cell('A', $$update public.messages set read_at = now() where id = tests.id('mAB2')$$), 'changed=1',
  'read_at = now() is accepted');
update public.messages set read_at = now() where id = tests.id('mAB2');
select tests.throws($$update public.messages set read_at = null where id = tests.id('mAB2')$$, '23514',
  'a read message cannot be made unread', 'marked read now, once');
select tests.act_as('B');
select tests.eq(public.mark_conversation_read(tests.id('cBC')), 1, 'mark_conversation_read still works');

-- 5. Reviews need an engagement (since issue 34: a completed one, named by engagement_id;
--    11_hiring_loop.sql has the rest).
select tests.act_as('B');
select tests.throws($$insert into public.reviews (reviewee_id, job_id, rating, comment) values (tests.id('A'), tests.id('jA2'), 5, 'Clear brief')$$,
  'RVENG', 'B, hired on jA2, cannot review without naming the engagement');
select tests.act_as('A');
select tests.throws($$insert into public.reviews (reviewee_id, rating, comment) values (tests.id('B'), 5, 'Great chat')$$,
  'RVENG', 'A, after B''s reply, cannot write a job-less review');
select tests.act_as('service');
select tests.eq(tests.cell('service', $$insert into public.reviews (reviewer_id, reviewee_id, rating, comment) values (tests.id('A'), tests.id('B'), 5, 'Seeded')$$),
  'changed=1', 'trusted code (the seed, service role) still writes reviews');
