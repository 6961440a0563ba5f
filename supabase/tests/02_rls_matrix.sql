-- The RLS matrix: anon, user A and user B x every table (and the two read views) x
-- select / insert / update / delete. Each cell is written down with its expected outcome
-- and asserted; every cell runs in its own rolled-back subtransaction (tests.cell).
--   rows=N       the query returned N rows
--   changed=N    the statement changed N rows (0 = RLS filtered the target away)
--   error=42501  refused: no privilege, or the row fails a policy's WITH CHECK
--   error=23xxx  refused by a constraint or integrity trigger
--   error=55000  the read views cannot be written at all ("cannot insert into view")
--
-- Fixtures (tests/helpers/setup.sql):
--   profiles A (public, shows all), B (public, hides email/rate/location), C (private; has
--   messaged B and applied to B's job), D (members only), E (no settings row)
--   jobs jA1 open, jA2 closed, jA3 open (no proposals) by A; jB1 open, jB2 closed by B
--   proposals B->jA1 pending, B->jA2 accepted, C->jB1 pending
--   conversations A-B about jA1 (A->B read, B->A unread), B-C (C->B unread)
--   portfolio one item each for A, B, C, D; reviews A->B on jA2, A->C without a job
--   engagement eAB2: A hired B on jA2, completed 20 days ago (A's review of it is published)
--   invitation iAE: A invited E to jA3 (a conversation A-E about jA3 with one message)
--   engagement eAD2: A hired D on jA2 as well (proposal pD_A2 accepted), still active

do $$
declare
  cell record;
  got text;
  failures text := '';
  missing text;
begin
  create temporary table matrix (actor text, tbl text, op text, what text, statement text, expected text)
    on commit drop;
  insert into matrix values
  -- profiles: only one's own row through the table (others read profile_cards)
  ('anon', 'profiles', 'select', 'all rows', 'select * from public.profiles', 'error=42501'),
  ('A', 'profiles', 'select', 'all rows: own only', 'select * from public.profiles', 'rows=1'),
  ('A', 'profiles', 'select', 'B''s row by id', 'select * from public.profiles where id = tests.id(''B'')', 'rows=0'),
  ('B', 'profiles', 'select', 'all rows: own only', 'select * from public.profiles', 'rows=1'),
  ('anon', 'profiles', 'insert', 'a profile', 'insert into public.profiles (id, display_name) values (tests.id(''N''), ''X'')', 'error=42501'),
  ('A', 'profiles', 'insert', 'a profile for another id', 'insert into public.profiles (id, display_name) values (tests.id(''N''), ''X'')', 'error=42501'),
  ('A', 'profiles', 'insert', 'a second own profile', 'insert into public.profiles (display_name) values (''Again'')', 'error=23505'),
  ('B', 'profiles', 'insert', 'a profile in A''s name', 'insert into public.profiles (id, display_name) values (tests.id(''A''), ''X'')', 'error=42501'),
  ('anon', 'profiles', 'update', 'every profile', 'update public.profiles set title = ''x''', 'error=42501'),
  ('A', 'profiles', 'update', 'own profile', 'update public.profiles set title = ''New title'' where id = tests.id(''A'')', 'changed=1'),
  ('A', 'profiles', 'update', 'B''s profile', 'update public.profiles set title = ''Hacked'' where id = tests.id(''B'')', 'changed=0'),
  ('A', 'profiles', 'update', 'own id to another', 'update public.profiles set id = tests.id(''N'') where id = tests.id(''A'')', 'error=42501'),
  ('B', 'profiles', 'update', 'every profile', 'update public.profiles set bio = ''Hacked''', 'changed=1'),
  ('anon', 'profiles', 'delete', 'every profile', 'delete from public.profiles', 'error=42501'),
  ('A', 'profiles', 'delete', 'own profile', 'delete from public.profiles where id = tests.id(''A'')', 'error=42501'),
  ('B', 'profiles', 'delete', 'A''s profile', 'delete from public.profiles where id = tests.id(''A'')', 'error=42501'),

  -- profile_cards (read view): visibility applied; not writable (55000) and no write grant
  ('anon', 'profile_cards', 'select', 'all: public only (A, B, E)', 'select * from public.profile_cards', 'rows=3'),
  ('A', 'profile_cards', 'select', 'all: public + members (A, B, D, E)', 'select * from public.profile_cards', 'rows=4'),
  ('B', 'profile_cards', 'select', 'all: + C, who contacted B', 'select * from public.profile_cards', 'rows=5'),
  ('anon', 'profile_cards', 'insert', 'a card', 'insert into public.profile_cards (id, display_name) values (tests.id(''N''), ''X'')', 'error=55000'),
  ('A', 'profile_cards', 'insert', 'a card', 'insert into public.profile_cards (id, display_name) values (tests.id(''N''), ''X'')', 'error=55000'),
  ('B', 'profile_cards', 'insert', 'a card', 'insert into public.profile_cards (id, display_name) values (tests.id(''N''), ''X'')', 'error=55000'),
  ('anon', 'profile_cards', 'update', 'every card', 'update public.profile_cards set title = ''x''', 'error=55000'),
  ('A', 'profile_cards', 'update', 'B''s card', 'update public.profile_cards set title = ''x'' where id = tests.id(''B'')', 'error=55000'),
  ('B', 'profile_cards', 'update', 'own card', 'update public.profile_cards set title = ''x'' where id = tests.id(''B'')', 'error=55000'),
  ('anon', 'profile_cards', 'delete', 'every card', 'delete from public.profile_cards', 'error=55000'),
  ('A', 'profile_cards', 'delete', 'B''s card', 'delete from public.profile_cards where id = tests.id(''B'')', 'error=55000'),
  ('B', 'profile_cards', 'delete', 'own card', 'delete from public.profile_cards where id = tests.id(''B'')', 'error=55000'),

  -- user_settings: own row only; anon has no access at all
  ('anon', 'user_settings', 'select', 'all rows', 'select * from public.user_settings', 'error=42501'),
  ('A', 'user_settings', 'select', 'all rows: own only', 'select * from public.user_settings', 'rows=1'),
  ('B', 'user_settings', 'select', 'A''s row by id', 'select * from public.user_settings where user_id = tests.id(''A'')', 'rows=0'),
  ('B', 'user_settings', 'select', 'all rows: own only', 'select * from public.user_settings', 'rows=1'),
  ('anon', 'user_settings', 'insert', 'settings for E', 'insert into public.user_settings (user_id) values (tests.id(''E''))', 'error=42501'),
  ('A', 'user_settings', 'insert', 'settings in E''s name', 'insert into public.user_settings (user_id) values (tests.id(''E''))', 'error=42501'),
  ('A', 'user_settings', 'insert', 'a second own row', 'insert into public.user_settings (email) values (''x@example.com'')', 'error=23505'),
  ('B', 'user_settings', 'insert', 'settings in E''s name', 'insert into public.user_settings (user_id, profile_visibility) values (tests.id(''E''), ''private'')', 'error=42501'),
  ('anon', 'user_settings', 'update', 'every row', 'update public.user_settings set show_email = true', 'error=42501'),
  ('A', 'user_settings', 'update', 'every row: own only', 'update public.user_settings set job_alerts = false', 'changed=1'),
  ('A', 'user_settings', 'update', 'B''s privacy', 'update public.user_settings set show_email = true where user_id = tests.id(''B'')', 'changed=0'),
  ('B', 'user_settings', 'update', 'own privacy', 'update public.user_settings set show_rates = true where user_id = tests.id(''B'')', 'changed=1'),
  ('anon', 'user_settings', 'delete', 'every row', 'delete from public.user_settings', 'error=42501'),
  ('A', 'user_settings', 'delete', 'B''s row', 'delete from public.user_settings where user_id = tests.id(''B'')', 'changed=0'),
  ('B', 'user_settings', 'delete', 'every row: own only', 'delete from public.user_settings', 'changed=1'),

  -- portfolio_items: visible with the profile; owner writes
  ('anon', 'portfolio_items', 'select', 'all: of public profiles (A, B)', 'select * from public.portfolio_items', 'rows=2'),
  ('A', 'portfolio_items', 'select', 'all: + members-only D', 'select * from public.portfolio_items', 'rows=3'),
  ('B', 'portfolio_items', 'select', 'all: + C, who contacted B', 'select * from public.portfolio_items', 'rows=4'),
  ('anon', 'portfolio_items', 'insert', 'an item for A', 'insert into public.portfolio_items (owner_id, title, description) values (tests.id(''A''), ''t'', ''d'')', 'error=42501'),
  ('A', 'portfolio_items', 'insert', 'own item', 'insert into public.portfolio_items (title, description, tags) values (''New'', ''Work'', ''{SQL}'')', 'changed=1'),
  ('A', 'portfolio_items', 'insert', 'an item in B''s name', 'insert into public.portfolio_items (owner_id, title, description) values (tests.id(''B''), ''t'', ''d'')', 'error=42501'),
  ('B', 'portfolio_items', 'insert', 'own item', 'insert into public.portfolio_items (title, description) values (''New'', ''Work'')', 'changed=1'),
  ('anon', 'portfolio_items', 'update', 'every item', 'update public.portfolio_items set title = ''x''', 'error=42501'),
  ('A', 'portfolio_items', 'update', 'every item: own only', 'update public.portfolio_items set title = ''Renamed''', 'changed=1'),
  ('A', 'portfolio_items', 'update', 'B''s item', 'update public.portfolio_items set title = ''x'' where id = tests.id(''ptB'')', 'changed=0'),
  ('B', 'portfolio_items', 'update', 'C''s item (visible to B)', 'update public.portfolio_items set title = ''x'' where id = tests.id(''ptC'')', 'changed=0'),
  ('anon', 'portfolio_items', 'delete', 'every item', 'delete from public.portfolio_items', 'error=42501'),
  ('A', 'portfolio_items', 'delete', 'B''s item', 'delete from public.portfolio_items where id = tests.id(''ptB'')', 'changed=0'),
  ('B', 'portfolio_items', 'delete', 'every item: own only', 'delete from public.portfolio_items', 'changed=1'),

  -- jobs: open jobs public; own jobs; jobs one applied to
  ('anon', 'jobs', 'select', 'all: open only (jA1, jA3, jB1)', 'select * from public.jobs', 'rows=3'),
  ('A', 'jobs', 'select', 'all: open + own closed jA2', 'select * from public.jobs', 'rows=4'),
  ('A', 'jobs', 'select', 'B''s closed job', 'select * from public.jobs where id = tests.id(''jB2'')', 'rows=0'),
  ('B', 'jobs', 'select', 'all: open + own jB2 + jA2 applied to', 'select * from public.jobs', 'rows=5'),
  ('anon', 'jobs', 'insert', 'a job', 'insert into public.jobs (owner_id, title, description, budget, category, timeline, experience_level) values (tests.id(''A''), ''t'', ''d'', ''$1'', ''design'', ''1-2 weeks'', ''entry'')', 'error=42501'),
  ('A', 'jobs', 'insert', 'own job', 'insert into public.jobs (title, description, budget, category, timeline, experience_level) values (''t'', ''d'', ''$1'', ''design'', ''1-2 weeks'', ''entry'')', 'changed=1'),
  ('A', 'jobs', 'insert', 'a job in B''s name', 'insert into public.jobs (owner_id, title, description, budget, category, timeline, experience_level) values (tests.id(''B''), ''t'', ''d'', ''$1'', ''design'', ''1-2 weeks'', ''entry'')', 'error=42501'),
  ('B', 'jobs', 'insert', 'own job', 'insert into public.jobs (title, description, budget, category, timeline, experience_level) values (''t'', ''d'', ''$1'', ''writing'', ''3+ months'', ''expert'')', 'changed=1'),
  ('anon', 'jobs', 'update', 'every job', 'update public.jobs set title = ''x''', 'error=42501'),
  ('A', 'jobs', 'update', 'every job: own only', 'update public.jobs set urgent = true', 'changed=3'),
  ('A', 'jobs', 'update', 'B''s open job', 'update public.jobs set title = ''Hacked'' where id = tests.id(''jB1'')', 'changed=0'),
  ('A', 'jobs', 'update', 'own job to B', 'update public.jobs set owner_id = tests.id(''B'') where id = tests.id(''jA1'')', 'error=42501'),
  ('B', 'jobs', 'update', 'close own job', 'update public.jobs set status = ''closed'' where id = tests.id(''jB1'')', 'changed=1'),
  ('B', 'jobs', 'update', 'A''s closed job B applied to', 'update public.jobs set title = ''x'' where id = tests.id(''jA2'')', 'changed=0'),
  ('A', 'jobs', 'update', 'own open job to in_progress directly', 'update public.jobs set status = ''in_progress'' where id = tests.id(''jA1'')', 'error=JBSTS'),
  ('A', 'jobs', 'update', 'reopen own closed job', 'update public.jobs set status = ''open'' where id = tests.id(''jA2'')', 'error=JBSTS'),
  ('B', 'jobs', 'update', 'reopen own closed job', 'update public.jobs set status = ''open'' where id = tests.id(''jB2'')', 'error=JBSTS'),
  ('anon', 'jobs', 'delete', 'every job', 'delete from public.jobs', 'error=42501'),
  ('A', 'jobs', 'delete', 'B''s job', 'delete from public.jobs where id = tests.id(''jB1'')', 'changed=0'),
  ('A', 'jobs', 'delete', 'own job without proposals', 'delete from public.jobs where id = tests.id(''jA3'')', 'changed=1'),
  ('A', 'jobs', 'delete', 'own job with proposals', 'delete from public.jobs where id = tests.id(''jA1'')', 'error=23503'),
  ('B', 'jobs', 'delete', 'own closed job without proposals', 'delete from public.jobs where id = tests.id(''jB2'')', 'changed=1'),

  -- proposals: the freelancer's own, and those on one's own jobs
  ('anon', 'proposals', 'select', 'all rows', 'select * from public.proposals', 'error=42501'),
  ('A', 'proposals', 'select', 'all: on A''s jobs (3)', 'select * from public.proposals', 'rows=3'),
  ('A', 'proposals', 'select', 'C''s proposal on B''s job', 'select * from public.proposals where id = tests.id(''pC_B1'')', 'rows=0'),
  ('B', 'proposals', 'select', 'all: own 2 + C''s on jB1', 'select * from public.proposals', 'rows=3'),
  ('anon', 'proposals', 'insert', 'a proposal', 'insert into public.proposals (job_id, freelancer_id, cover_letter, bid) values (tests.id(''jB1''), tests.id(''A''), ''c'', 1)', 'error=42501'),
  ('A', 'proposals', 'insert', 'on B''s open job', 'insert into public.proposals (job_id, cover_letter, bid) values (tests.id(''jB1''), ''I can help'', 900)', 'changed=1'),
  ('A', 'proposals', 'insert', 'on own job', 'insert into public.proposals (job_id, cover_letter, bid) values (tests.id(''jA3''), ''Me'', 1)', 'error=23514'),
  ('A', 'proposals', 'insert', 'in C''s name', 'insert into public.proposals (job_id, freelancer_id, cover_letter, bid) values (tests.id(''jB1''), tests.id(''C''), ''c'', 1)', 'error=42501'),
  ('B', 'proposals', 'insert', 'a second on the same job', 'insert into public.proposals (job_id, cover_letter, bid) values (tests.id(''jA1''), ''Again'', 1)', 'error=23505'),
  ('B', 'proposals', 'insert', 'on A''s open jA3', 'insert into public.proposals (job_id, cover_letter, bid) values (tests.id(''jA3''), ''Logo time'', 400)', 'changed=1'),
  ('anon', 'proposals', 'update', 'every row', 'update public.proposals set status = ''accepted''', 'error=42501'),
  ('A', 'proposals', 'update', 'accept B''s on own job directly', 'update public.proposals set status = ''accepted'' where id = tests.id(''pB_A1'')', 'error=PRSTS'),
  ('A', 'proposals', 'update', 'decline B''s on own job with a note', 'update public.proposals set status = ''declined'', decision_note = ''We went another way.'' where id = tests.id(''pB_A1'')', 'changed=1'),
  ('A', 'proposals', 'update', 'a note without a decision', 'update public.proposals set decision_note = ''Hmm'' where id = tests.id(''pB_A1'')', 'error=PRSTS'),
  ('A', 'proposals', 'update', 'mark B''s not selected', 'update public.proposals set status = ''not_selected'' where id = tests.id(''pB_A1'')', 'error=PRSTS'),
  ('A', 'proposals', 'update', 'decline the accepted pB_A2', 'update public.proposals set status = ''declined'' where id = tests.id(''pB_A2'')', 'error=PRSTS'),
  ('A', 'proposals', 'update', 'decline via rpc', 'select public.decline_proposal(tests.id(''pB_A1''), ''Thanks!'')', 'rows=1'),
  ('A', 'proposals', 'update', 'rewrite B''s cover letter', 'update public.proposals set cover_letter = ''I am cheap'' where id = tests.id(''pB_A1'')', 'error=42501'),
  ('A', 'proposals', 'update', 'C''s on B''s job', 'update public.proposals set status = ''declined'' where id = tests.id(''pC_B1'')', 'changed=0'),
  ('B', 'proposals', 'update', 'withdraw own', 'update public.proposals set status = ''withdrawn'' where id = tests.id(''pB_A1'')', 'changed=1'),
  ('B', 'proposals', 'update', 'withdraw own via rpc', 'select public.withdraw_proposal(tests.id(''pB_A1''))', 'rows=1'),
  ('B', 'proposals', 'update', 'withdraw C''s via rpc', 'select public.withdraw_proposal(tests.id(''pC_B1''))', 'error=PT404'),
  ('B', 'proposals', 'update', 'edit own pending bid and letter', 'update public.proposals set bid = 3800, cover_letter = ''Three flows, and a fourth.'' where id = tests.id(''pB_A1'')', 'changed=1'),
  ('B', 'proposals', 'update', 'own bid to 0', 'update public.proposals set bid = 0 where id = tests.id(''pB_A1'')', 'error=23514'),
  ('B', 'proposals', 'update', 'the client''s note on own', 'update public.proposals set decision_note = ''Accept me'' where id = tests.id(''pB_A1'')', 'error=42501'),
  ('B', 'proposals', 'update', 'withdraw the accepted pB_A2', 'update public.proposals set status = ''withdrawn'' where id = tests.id(''pB_A2'')', 'error=PRSTS'),
  ('B', 'proposals', 'update', 'accept own', 'update public.proposals set status = ''accepted'' where id = tests.id(''pB_A1'')', 'error=PRSTS'),
  ('B', 'proposals', 'update', 'decline C''s on own job', 'update public.proposals set status = ''declined'' where id = tests.id(''pC_B1'')', 'changed=1'),
  ('anon', 'proposals', 'delete', 'every row', 'delete from public.proposals', 'error=42501'),
  ('A', 'proposals', 'delete', 'B''s on own job', 'delete from public.proposals where id = tests.id(''pB_A1'')', 'error=42501'),
  ('B', 'proposals', 'delete', 'own', 'delete from public.proposals where id = tests.id(''pB_A1'')', 'error=42501'),

  -- conversations: participants only; started by a participant; never edited
  ('anon', 'conversations', 'select', 'all rows', 'select * from public.conversations', 'error=42501'),
  ('A', 'conversations', 'select', 'all: A-B and A-E (the invitation)', 'select * from public.conversations', 'rows=2'),
  ('A', 'conversations', 'select', 'B-C by id', 'select * from public.conversations where id = tests.id(''cBC'')', 'rows=0'),
  ('B', 'conversations', 'select', 'all: A-B and B-C', 'select * from public.conversations', 'rows=2'),
  ('anon', 'conversations', 'insert', 'A with D', 'insert into public.conversations (user_a, user_b, created_by) values (tests.id(''A''), tests.id(''D''), tests.id(''A''))', 'error=42501'),
  ('A', 'conversations', 'insert', 'with D', 'insert into public.conversations (user_a, user_b) values (tests.id(''D''), tests.id(''A''))', 'changed=1'),
  ('A', 'conversations', 'insert', 'between B and C', 'insert into public.conversations (user_a, user_b, job_id) values (tests.id(''B''), tests.id(''C''), tests.id(''jB1''))', 'error=42501'),
  ('A', 'conversations', 'insert', 'with D, created_by forged as D', 'insert into public.conversations (user_a, user_b, created_by) values (tests.id(''A''), tests.id(''D''), tests.id(''D''))', 'error=42501'),
  ('B', 'conversations', 'insert', 'A-B about jA1 again', 'insert into public.conversations (user_a, user_b, job_id) values (tests.id(''B''), tests.id(''A''), tests.id(''jA1''))', 'error=23505'),
  ('anon', 'conversations', 'update', 'every row', 'update public.conversations set job_id = null', 'error=42501'),
  ('A', 'conversations', 'update', 'own conversation', 'update public.conversations set job_id = null where id = tests.id(''cAB'')', 'error=42501'),
  ('B', 'conversations', 'update', 'own conversation', 'update public.conversations set user_a = tests.id(''D'') where id = tests.id(''cBC'')', 'error=42501'),
  ('anon', 'conversations', 'delete', 'every row', 'delete from public.conversations', 'error=42501'),
  ('A', 'conversations', 'delete', 'own conversation', 'delete from public.conversations where id = tests.id(''cAB'')', 'error=42501'),
  ('B', 'conversations', 'delete', 'B-C', 'delete from public.conversations where id = tests.id(''cBC'')', 'error=42501'),

  -- messages: participants read and send as themselves; recipients mark read
  ('anon', 'messages', 'select', 'all rows', 'select * from public.messages', 'error=42501'),
  ('A', 'messages', 'select', 'all: the 2 in A-B, the invitation to E', 'select * from public.messages', 'rows=3'),
  ('A', 'messages', 'select', 'C''s message to B', 'select * from public.messages where id = tests.id(''mBC1'')', 'rows=0'),
  ('B', 'messages', 'select', 'all: A-B and B-C', 'select * from public.messages', 'rows=3'),
  ('anon', 'messages', 'insert', 'into A-B', 'insert into public.messages (conversation_id, sender_id, body) values (tests.id(''cAB''), tests.id(''A''), ''hi'')', 'error=42501'),
  ('A', 'messages', 'insert', 'into A-B', 'insert into public.messages (conversation_id, body) values (tests.id(''cAB''), ''See you Thursday'')', 'changed=1'),
  ('A', 'messages', 'insert', 'into B-C', 'insert into public.messages (conversation_id, body) values (tests.id(''cBC''), ''Hi both'')', 'error=42501'),
  ('A', 'messages', 'insert', 'into A-B as B', 'insert into public.messages (conversation_id, sender_id, body) values (tests.id(''cAB''), tests.id(''B''), ''I quit'')', 'error=42501'),
  ('A', 'messages', 'insert', 'already read', 'insert into public.messages (conversation_id, body, read_at) values (tests.id(''cAB''), ''x'', now())', 'error=42501'),
  ('B', 'messages', 'insert', 'into B-C', 'insert into public.messages (conversation_id, body) values (tests.id(''cBC''), ''Hello Cleo'')', 'changed=1'),
  ('anon', 'messages', 'update', 'every row', 'update public.messages set read_at = now()', 'error=42501'),
  ('A', 'messages', 'update', 'mark all read: B''s 1 to A', 'update public.messages set read_at = now() where read_at is null', 'changed=1'),
  ('A', 'messages', 'update', 'own sent message', 'update public.messages set read_at = null where id = tests.id(''mAB1'')', 'changed=0'),
  ('A', 'messages', 'update', 'body of own message', 'update public.messages set body = ''edited'' where id = tests.id(''mAB1'')', 'error=42501'),
  ('A', 'messages', 'update', 'C''s message to B', 'update public.messages set read_at = now() where id = tests.id(''mBC1'')', 'changed=0'),
  ('B', 'messages', 'update', 'mark all read: C''s 1 to B', 'update public.messages set read_at = now() where read_at is null', 'changed=1'),
  ('B', 'messages', 'update', 'sender of a received message', 'update public.messages set sender_id = tests.id(''B'') where id = tests.id(''mAB1'')', 'error=42501'),
  ('anon', 'messages', 'delete', 'every row', 'delete from public.messages', 'error=42501'),
  ('A', 'messages', 'delete', 'own message', 'delete from public.messages where id = tests.id(''mAB1'')', 'error=42501'),
  ('B', 'messages', 'delete', 'received message', 'delete from public.messages where id = tests.id(''mBC1'')', 'error=42501'),

  -- conversation_summaries (read view, the caller's rights)
  ('anon', 'conversation_summaries', 'select', 'all rows', 'select * from public.conversation_summaries', 'error=42501'),
  ('A', 'conversation_summaries', 'select', 'all: A-B, A-E', 'select * from public.conversation_summaries', 'rows=2'),
  ('B', 'conversation_summaries', 'select', 'all: A-B and B-C', 'select * from public.conversation_summaries', 'rows=2'),
  ('anon', 'conversation_summaries', 'insert', 'a row', 'insert into public.conversation_summaries (id) values (gen_random_uuid())', 'error=55000'),
  ('A', 'conversation_summaries', 'insert', 'a row', 'insert into public.conversation_summaries (id) values (gen_random_uuid())', 'error=55000'),
  ('B', 'conversation_summaries', 'insert', 'a row', 'insert into public.conversation_summaries (id) values (gen_random_uuid())', 'error=55000'),
  ('anon', 'conversation_summaries', 'update', 'every row', 'update public.conversation_summaries set job_id = null', 'error=55000'),
  ('A', 'conversation_summaries', 'update', 'own row', 'update public.conversation_summaries set job_id = null', 'error=55000'),
  ('B', 'conversation_summaries', 'update', 'own rows', 'update public.conversation_summaries set job_id = null', 'error=55000'),
  ('anon', 'conversation_summaries', 'delete', 'every row', 'delete from public.conversation_summaries', 'error=55000'),
  ('A', 'conversation_summaries', 'delete', 'own row', 'delete from public.conversation_summaries', 'error=55000'),
  ('B', 'conversation_summaries', 'delete', 'own rows', 'delete from public.conversation_summaries', 'error=55000'),

  -- reviews: published ones visible with the reviewee's profile, one's own always; written by a
  -- party of a completed engagement (RVENG otherwise), once per engagement; final once published
  ('anon', 'reviews', 'select', 'all: about public B only', 'select * from public.reviews', 'rows=1'),
  ('A', 'reviews', 'select', 'all: A wrote both', 'select * from public.reviews', 'rows=2'),
  ('B', 'reviews', 'select', 'all: about B + about C (contacted B)', 'select * from public.reviews', 'rows=2'),
  ('anon', 'reviews', 'insert', 'a review', 'insert into public.reviews (reviewer_id, reviewee_id, rating, comment) values (tests.id(''A''), tests.id(''B''), 1, ''bad'')', 'error=42501'),
  ('A', 'reviews', 'insert', 'of D, never worked together', 'insert into public.reviews (reviewee_id, rating, comment) values (tests.id(''D''), 1, ''Awful'')', 'error=RVENG'),
  ('A', 'reviews', 'insert', 'of B, job-less (B messaged A)', 'insert into public.reviews (reviewee_id, rating, comment) values (tests.id(''B''), 5, ''Great chat'')', 'error=RVENG'),
  ('A', 'reviews', 'insert', 'of B on eAB2 again', 'insert into public.reviews (engagement_id, rating, comment) values (tests.id(''eAB2''), 4, ''Again'')', 'error=23505'),
  ('A', 'reviews', 'insert', 'of D on the active eAD2', 'insert into public.reviews (engagement_id, rating, comment) values (tests.id(''eAD2''), 4, ''Early'')', 'error=RVENG'),
  ('B', 'reviews', 'insert', 'of A on eAB2 (B was hired, completed)', 'insert into public.reviews (engagement_id, rating, comment, project) values (tests.id(''eAB2''), 5, ''Clear brief'', ''Roster view'')', 'changed=1'),
  ('B', 'reviews', 'insert', 'of C on eAB2 (not the other party)', 'insert into public.reviews (engagement_id, reviewee_id, rating, comment) values (tests.id(''eAB2''), tests.id(''C''), 1, ''x'')', 'error=RVENG'),
  ('B', 'reviews', 'insert', 'in A''s name', 'insert into public.reviews (reviewer_id, engagement_id, rating, comment) values (tests.id(''A''), tests.id(''eAB2''), 1, ''x'')', 'error=42501'),
  ('B', 'reviews', 'insert', 'of A on eAD2 (not B''s)', 'insert into public.reviews (engagement_id, rating, comment) values (tests.id(''eAD2''), 1, ''x'')', 'error=RVENG'),
  ('B', 'reviews', 'insert', 'of A on jA1 (not hired)', 'insert into public.reviews (reviewee_id, job_id, rating, comment) values (tests.id(''A''), tests.id(''jA1''), 1, ''x'')', 'error=RVENG'),
  ('anon', 'reviews', 'update', 'every row', 'update public.reviews set rating = 1', 'error=42501'),
  ('A', 'reviews', 'update', 'own reviews (rAB is published)', 'update public.reviews set comment = ''Still great.''', 'error=RVLCK'),
  ('A', 'reviews', 'update', 'own job-less review', 'update public.reviews set comment = ''Still great.'' where id = tests.id(''rAC'')', 'changed=1'),
  ('A', 'reviews', 'update', 'reviewee of own review', 'update public.reviews set reviewee_id = tests.id(''D'') where id = tests.id(''rAB'')', 'error=42501'),
  ('B', 'reviews', 'update', 'a review of B', 'update public.reviews set rating = 5 where id = tests.id(''rAB'')', 'changed=0'),
  ('anon', 'reviews', 'delete', 'every row', 'delete from public.reviews', 'error=42501'),
  ('A', 'reviews', 'delete', 'own published review', 'delete from public.reviews where id = tests.id(''rAB'')', 'error=RVLCK'),
  ('A', 'reviews', 'delete', 'own job-less review', 'delete from public.reviews where id = tests.id(''rAC'')', 'changed=1'),
  ('B', 'reviews', 'delete', 'a review of B', 'delete from public.reviews where id = tests.id(''rAB'')', 'changed=0'),

  -- engagements: only the two parties; made by accept_proposal; status moves by trigger (ENSTS)
  ('anon', 'engagements', 'select', 'all rows', 'select * from public.engagements', 'error=42501'),
  ('A', 'engagements', 'select', 'all: A hired B and D', 'select * from public.engagements', 'rows=2'),
  ('B', 'engagements', 'select', 'all: B''s eAB2 only', 'select * from public.engagements', 'rows=1'),
  ('B', 'engagements', 'select', 'eAD2 by id', 'select * from public.engagements where id = tests.id(''eAD2'')', 'rows=0'),
  ('D', 'engagements', 'select', 'all: D''s eAD2 only', 'select * from public.engagements', 'rows=1'),
  ('C', 'engagements', 'select', 'all: none of C''s', 'select * from public.engagements', 'rows=0'),
  ('anon', 'engagements', 'insert', 'a row', 'insert into public.engagements (job_id, proposal_id, client_id, freelancer_id, amount) values (tests.id(''jA1''), tests.id(''pB_A1''), tests.id(''A''), tests.id(''B''), 1)', 'error=42501'),
  ('anon', 'engagements', 'insert', 'accept_proposal', 'select public.accept_proposal(tests.id(''pB_A1''))', 'error=42501'),
  ('A', 'engagements', 'insert', 'a row directly', 'insert into public.engagements (job_id, proposal_id, client_id, freelancer_id, amount) values (tests.id(''jA1''), tests.id(''pB_A1''), tests.id(''A''), tests.id(''B''), 1)', 'error=42501'),
  ('A', 'engagements', 'insert', 'accept B''s pending proposal on jA1', 'select public.accept_proposal(tests.id(''pB_A1''), 3900, ''Welcome aboard'')', 'rows=1'),
  ('A', 'engagements', 'insert', 'accept for $0', 'select public.accept_proposal(tests.id(''pB_A1''), 0)', 'error=23514'),
  ('A', 'engagements', 'insert', 'accept the accepted pB_A2 again', 'select public.accept_proposal(tests.id(''pB_A2''))', 'error=PRSTS'),
  ('A', 'engagements', 'insert', 'accept C''s on B''s job', 'select public.accept_proposal(tests.id(''pC_B1''))', 'error=PT404'),
  ('B', 'engagements', 'insert', 'accept own proposal on A''s job', 'select public.accept_proposal(tests.id(''pB_A1''))', 'error=PT404'),
  ('B', 'engagements', 'insert', 'accept C''s on own jB1', 'select public.accept_proposal(tests.id(''pC_B1''), 1400)', 'rows=1'),
  ('C', 'engagements', 'insert', 'accept B''s on A''s job', 'select public.accept_proposal(tests.id(''pB_A1''))', 'error=PT404'),
  ('anon', 'engagements', 'update', 'every row', 'update public.engagements set status = ''cancelled''', 'error=42501'),
  ('A', 'engagements', 'update', 'complete the active eAD2 directly', 'update public.engagements set status = ''completed'' where id = tests.id(''eAD2'')', 'changed=1'),
  ('A', 'engagements', 'update', 'complete via rpc', 'select public.complete_engagement(tests.id(''eAD2''))', 'rows=1'),
  ('A', 'engagements', 'update', 'mark eAD2 complete (the freelancer''s move)', 'update public.engagements set status = ''awaiting_confirmation'' where id = tests.id(''eAD2'')', 'error=ENSTS'),
  ('A', 'engagements', 'update', 'the amount', 'update public.engagements set amount = 1 where id = tests.id(''eAD2'')', 'error=42501'),
  ('A', 'engagements', 'update', 'cancel without a reason', 'update public.engagements set status = ''cancelled'' where id = tests.id(''eAD2'')', 'error=23514'),
  ('A', 'engagements', 'update', 'cancel with a reason via rpc', 'select public.cancel_engagement(tests.id(''eAD2''), ''Budget cut'')', 'rows=1'),
  ('A', 'engagements', 'update', 'reopen the completed eAB2', 'update public.engagements set status = ''active'' where id = tests.id(''eAB2'')', 'error=ENSTS'),
  ('B', 'engagements', 'update', 'A and D''s eAD2', 'update public.engagements set status = ''cancelled'', cancel_reason = ''x'' where id = tests.id(''eAD2'')', 'changed=0'),
  ('B', 'engagements', 'update', 'cancel the completed eAB2', 'select public.cancel_engagement(tests.id(''eAB2''), ''Too late'')', 'error=ENSTS'),
  ('B', 'engagements', 'update', 'complete eAD2 via rpc', 'select public.complete_engagement(tests.id(''eAD2''))', 'error=PT404'),
  ('D', 'engagements', 'update', 'mark own eAD2 complete', 'select public.mark_engagement_complete(tests.id(''eAD2''))', 'rows=1'),
  ('D', 'engagements', 'update', 'complete own eAD2 (the client''s move)', 'update public.engagements set status = ''completed'' where id = tests.id(''eAD2'')', 'error=ENSTS'),
  ('D', 'engagements', 'update', 'cancel own eAD2 with a reason', 'update public.engagements set status = ''cancelled'', cancel_reason = ''Moving abroad'' where id = tests.id(''eAD2'')', 'changed=1'),
  ('C', 'engagements', 'update', 'cancel eAD2', 'update public.engagements set status = ''cancelled'', cancel_reason = ''x'' where id = tests.id(''eAD2'')', 'changed=0'),
  ('anon', 'engagements', 'delete', 'every row', 'delete from public.engagements', 'error=42501'),
  ('A', 'engagements', 'delete', 'own eAD2', 'delete from public.engagements where id = tests.id(''eAD2'')', 'error=42501'),
  ('B', 'engagements', 'delete', 'own eAB2', 'delete from public.engagements where id = tests.id(''eAB2'')', 'error=42501'),

  -- invitations: the two people read; the job's owner invites to an open job (a message follows)
  ('anon', 'invitations', 'select', 'all rows', 'select * from public.invitations', 'error=42501'),
  ('A', 'invitations', 'select', 'all: A''s to E', 'select * from public.invitations', 'rows=1'),
  ('B', 'invitations', 'select', 'all: none', 'select * from public.invitations', 'rows=0'),
  ('E', 'invitations', 'select', 'all: the one E received', 'select * from public.invitations', 'rows=1'),
  ('anon', 'invitations', 'insert', 'invite_to_job', 'select public.invite_to_job(tests.id(''D''), tests.id(''jA1''))', 'error=42501'),
  ('anon', 'invitations', 'insert', 'a row', 'insert into public.invitations (job_id, client_id, freelancer_id) values (tests.id(''jA1''), tests.id(''A''), tests.id(''D''))', 'error=42501'),
  ('A', 'invitations', 'insert', 'D to open jA1 via rpc', 'select public.invite_to_job(tests.id(''D''), tests.id(''jA1''), ''Have a look?'')', 'rows=1'),
  ('A', 'invitations', 'insert', 'D to open jA1', 'insert into public.invitations (job_id, freelancer_id) values (tests.id(''jA1''), tests.id(''D''))', 'changed=1'),
  ('A', 'invitations', 'insert', 'E to jA3 again', 'insert into public.invitations (job_id, freelancer_id) values (tests.id(''jA3''), tests.id(''E''))', 'error=23505'),
  ('A', 'invitations', 'insert', 'B, who applied to jA1', 'select public.invite_to_job(tests.id(''B''), tests.id(''jA1''))', 'error=23514'),
  ('A', 'invitations', 'insert', 'D to closed jA2', 'select public.invite_to_job(tests.id(''D''), tests.id(''jA2''))', 'error=23514'),
  ('A', 'invitations', 'insert', 'D to B''s jB1', 'select public.invite_to_job(tests.id(''D''), tests.id(''jB1''))', 'error=42501'),
  ('A', 'invitations', 'insert', 'private C (hidden from A)', 'select public.invite_to_job(tests.id(''C''), tests.id(''jA1''))', 'error=42501'),
  ('A', 'invitations', 'insert', 'oneself', 'select public.invite_to_job(tests.id(''A''), tests.id(''jA1''))', 'error=23514'),
  ('A', 'invitations', 'insert', 'with a message of one''s choosing', 'insert into public.invitations (job_id, freelancer_id, message_id) values (tests.id(''jA1''), tests.id(''D''), tests.id(''mAB1''))', 'error=42501'),
  ('B', 'invitations', 'insert', 'A to own jB1', 'select public.invite_to_job(tests.id(''A''), tests.id(''jB1''))', 'rows=1'),
  ('B', 'invitations', 'insert', 'in A''s name to jA1', 'insert into public.invitations (job_id, client_id, freelancer_id) values (tests.id(''jA1''), tests.id(''A''), tests.id(''D''))', 'error=42501'),
  ('anon', 'invitations', 'update', 'every row', 'update public.invitations set note = ''x''', 'error=42501'),
  ('A', 'invitations', 'update', 'own invitation', 'update public.invitations set note = ''x'' where id = tests.id(''iAE'')', 'error=42501'),
  ('B', 'invitations', 'update', 'every row', 'update public.invitations set note = ''x''', 'error=42501'),
  ('anon', 'invitations', 'delete', 'every row', 'delete from public.invitations', 'error=42501'),
  ('A', 'invitations', 'delete', 'own invitation', 'delete from public.invitations where id = tests.id(''iAE'')', 'error=42501'),
  ('B', 'invitations', 'delete', 'every row', 'delete from public.invitations', 'error=42501'),

  -- webhook endpoints and deliveries: owners only; the secret is not a readable column
  ('anon', 'webhook_endpoints', 'select', 'all rows', 'select id from public.webhook_endpoints', 'error=42501'),
  ('A', 'webhook_endpoints', 'select', 'all: own whA', 'select id, url, event_types, enabled from public.webhook_endpoints', 'rows=1'),
  ('A', 'webhook_endpoints', 'select', 'own secret', 'select secret from public.webhook_endpoints', 'error=42501'),
  ('B', 'webhook_endpoints', 'select', 'all: none', 'select id, url from public.webhook_endpoints', 'rows=0'),
  ('anon', 'webhook_endpoints', 'insert', 'a row', 'insert into public.webhook_endpoints (url, event_types) values (''https://x.example.com'', ''{review.received}'')', 'error=42501'),
  ('A', 'webhook_endpoints', 'insert', 'own', 'insert into public.webhook_endpoints (url, event_types) values (''https://x.example.com'', ''{review.received}'')', 'changed=1'),
  ('A', 'webhook_endpoints', 'insert', 'own via rpc', 'select public.create_webhook_endpoint(''https://x.example.com'', ''{review.received}'')', 'rows=1'),
  ('B', 'webhook_endpoints', 'insert', 'in A''s name', 'insert into public.webhook_endpoints (owner_id, url, event_types) values (tests.id(''A''), ''https://x.example.com'', ''{review.received}'')', 'error=42501'),
  ('anon', 'webhook_endpoints', 'update', 'every row', 'update public.webhook_endpoints set enabled = false', 'error=42501'),
  ('A', 'webhook_endpoints', 'update', 'own whA', 'update public.webhook_endpoints set enabled = false where id = tests.id(''whA'')', 'changed=1'),
  ('B', 'webhook_endpoints', 'update', 'A''s whA', 'update public.webhook_endpoints set enabled = false where id = tests.id(''whA'')', 'changed=0'),
  ('anon', 'webhook_endpoints', 'delete', 'every row', 'delete from public.webhook_endpoints', 'error=42501'),
  ('A', 'webhook_endpoints', 'delete', 'own whA', 'delete from public.webhook_endpoints where id = tests.id(''whA'')', 'changed=1'),
  ('B', 'webhook_endpoints', 'delete', 'A''s whA', 'delete from public.webhook_endpoints where id = tests.id(''whA'')', 'changed=0'),
  ('anon', 'webhook_deliveries', 'select', 'all rows', 'select * from public.webhook_deliveries', 'error=42501'),
  ('A', 'webhook_deliveries', 'select', 'all: own wdA', 'select * from public.webhook_deliveries', 'rows=1'),
  ('B', 'webhook_deliveries', 'select', 'all: none', 'select * from public.webhook_deliveries', 'rows=0'),
  ('anon', 'webhook_deliveries', 'insert', 'a row', 'insert into public.webhook_deliveries (endpoint_id, owner_id, event_type, payload) values (tests.id(''whA''), tests.id(''A''), ''webhook.test'', ''{}'')', 'error=42501'),
  ('A', 'webhook_deliveries', 'insert', 'to own whA', 'insert into public.webhook_deliveries (endpoint_id, owner_id, event_type, payload) values (tests.id(''whA''), tests.id(''A''), ''webhook.test'', ''{}'')', 'error=42501'),
  ('A', 'webhook_deliveries', 'insert', 'test event via rpc', 'select public.send_webhook_test(tests.id(''whA''))', 'rows=1'),
  ('B', 'webhook_deliveries', 'insert', 'test event to A''s whA', 'select public.send_webhook_test(tests.id(''whA''))', 'error=PT404'),
  ('anon', 'webhook_deliveries', 'update', 'every row', 'update public.webhook_deliveries set status = ''succeeded''', 'error=42501'),
  ('A', 'webhook_deliveries', 'update', 'own wdA', 'update public.webhook_deliveries set status = ''succeeded'' where id = tests.id(''wdA'')', 'error=42501'),
  ('B', 'webhook_deliveries', 'update', 'every row', 'update public.webhook_deliveries set status = ''succeeded''', 'error=42501'),
  ('anon', 'webhook_deliveries', 'delete', 'every row', 'delete from public.webhook_deliveries', 'error=42501'),
  ('A', 'webhook_deliveries', 'delete', 'own wdA', 'delete from public.webhook_deliveries where id = tests.id(''wdA'')', 'error=42501'),
  ('B', 'webhook_deliveries', 'delete', 'every row', 'delete from public.webhook_deliveries', 'error=42501'),

  -- notifications (issue 36): the recipient reads and marks read; nobody writes them
  ('anon', 'notifications', 'select', 'all rows', 'select * from public.notifications', 'error=42501'),
  ('A', 'notifications', 'select', 'all: A''s own four', 'select * from public.notifications', 'rows=4'),
  ('B', 'notifications', 'select', 'all: B''s own three', 'select * from public.notifications', 'rows=3'),
  ('anon', 'notifications', 'insert', 'a row', 'insert into public.notifications (user_id, kind, link) values (tests.id(''A''), ''review_received'', ''/profile'')', 'error=42501'),
  ('A', 'notifications', 'insert', 'one for oneself', 'insert into public.notifications (user_id, kind, link) values (tests.id(''A''), ''review_received'', ''/profile'')', 'error=42501'),
  ('B', 'notifications', 'insert', 'one for A', 'insert into public.notifications (user_id, kind, link) values (tests.id(''A''), ''review_received'', ''/profile'')', 'error=42501'),
  ('anon', 'notifications', 'update', 'every row', 'update public.notifications set read_at = now()', 'error=42501'),
  ('A', 'notifications', 'update', 'own, read', 'update public.notifications set read_at = now()', 'changed=4'),
  ('B', 'notifications', 'update', 'A''s, read', 'update public.notifications set read_at = now() where user_id = tests.id(''A'')', 'changed=0'),
  ('anon', 'notifications', 'delete', 'every row', 'delete from public.notifications', 'error=42501'),
  ('A', 'notifications', 'delete', 'own', 'delete from public.notifications', 'error=42501'),
  ('B', 'notifications', 'delete', 'every row', 'delete from public.notifications', 'error=42501'),
  -- email_outbox (issue 36): the recipient reads their own emails (dead letters too); only the worker writes
  ('anon', 'email_outbox', 'select', 'all rows', 'select * from public.email_outbox', 'error=42501'),
  ('A', 'email_outbox', 'select', 'all: A''s own four', 'select * from public.email_outbox', 'rows=4'),
  ('B', 'email_outbox', 'select', 'all: B''s own three', 'select * from public.email_outbox', 'rows=3'),
  ('anon', 'email_outbox', 'insert', 'a row', 'insert into public.email_outbox (idempotency_key, user_id, kind) values (''x'', tests.id(''A''), ''digest'')', 'error=42501'),
  ('A', 'email_outbox', 'insert', 'one for oneself', 'insert into public.email_outbox (idempotency_key, user_id, kind) values (''x'', tests.id(''A''), ''digest'')', 'error=42501'),
  ('B', 'email_outbox', 'insert', 'one for A', 'insert into public.email_outbox (idempotency_key, user_id, kind) values (''x'', tests.id(''A''), ''digest'')', 'error=42501'),
  ('anon', 'email_outbox', 'update', 'every row', 'update public.email_outbox set status = ''sent''', 'error=42501'),
  ('A', 'email_outbox', 'update', 'own', 'update public.email_outbox set status = ''sent''', 'error=42501'),
  ('B', 'email_outbox', 'update', 'A''s', 'update public.email_outbox set attempts = 0', 'error=42501'),
  ('anon', 'email_outbox', 'delete', 'every row', 'delete from public.email_outbox', 'error=42501'),
  ('A', 'email_outbox', 'delete', 'own', 'delete from public.email_outbox', 'error=42501'),
  ('B', 'email_outbox', 'delete', 'every row', 'delete from public.email_outbox', 'error=42501');

  -- Every table and view of the API x every actor x every operation has a cell.
  select string_agg(format('%s %s %s', a, t, o), ', ') into missing
  from unnest(array['anon', 'A', 'B']) a,
       (select c.relname::text as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'v')) tables,
       unnest(array['select', 'insert', 'update', 'delete']) o
  where not exists (select 1 from matrix m where m.actor = a and m.tbl = t and m.op = o);
  if missing is not null then
    raise exception 'FAILED: matrix has no cell for: %', missing;
  end if;
  perform tests.pass();

  for cell in select * from matrix loop
    got := tests.cell(cell.actor, cell.statement);
    if got is distinct from cell.expected then
      failures := failures || format(E'\n  %s | %s | %s | %s: expected %s, got %s',
        cell.actor, cell.tbl, cell.op, cell.what, cell.expected, got);
    else
      perform tests.pass();
    end if;
  end loop;
  if failures <> '' then
    raise exception 'FAILED: RLS matrix cells:%', failures;
  end if;
end
$$;

-- The matrix rolled every cell back: the fixtures are intact.
select tests.eq(tests.count_all('public.messages'), 4::bigint, 'matrix cells left no messages behind');
select tests.eq(tests.count_all('public.engagements'), 2::bigint, 'matrix cells left the engagements as they were');
select tests.eq(tests.count_all('public.jobs'), 5::bigint, 'matrix cells left the jobs as they were');
