-- Realtime Authorization of presence (20261128100000_presence_authorization): the private
-- topic online:<id> is read by that person and the people they have a conversation with
-- (select policy on realtime.messages, realtime.topic() naming the topic), and written
-- (tracked) only by that person while 'Show when I'm online' is on (insert policy). The
-- fixtures: conversations A–B and B–C; A and C have none.

select tests.act_as('postgres');
insert into realtime.messages (topic, extension, private) values
  ('online:' || tests.id('A'), 'presence', true),
  ('online:' || tests.id('A'), 'broadcast', true),
  ('online:' || tests.id('C'), 'presence', true),
  ('online:not-a-uuid', 'presence', true);

create function pg_temp.seen(who text, topic text)
returns integer
language plpgsql
as $$
declare
  n integer;
begin
  perform tests.act_as('postgres');
  perform set_config('realtime.topic', topic, true);
  perform tests.act_as(who);
  select count(*)::integer into n from realtime.messages m where m.topic = realtime.topic();
  perform tests.act_as('postgres');
  return n;
end
$$;

select tests.eq(pg_temp.seen('A', 'online:' || tests.id('A')), 2,
  'A reads their own presence topic (its broadcast and presence rows: Realtime joins on the first)');
select tests.eq(pg_temp.seen('B', 'online:' || tests.id('A')), 2,
  'B, who has a conversation with A, reads A''s presence topic');
select tests.eq(pg_temp.seen('C', 'online:' || tests.id('A')), 0,
  'C, a stranger to A, cannot read A''s presence topic');
select tests.eq(pg_temp.seen('anon', 'online:' || tests.id('A')), 0,
  'the anon key cannot read a presence topic');
select tests.eq(pg_temp.seen('B', 'online:' || tests.id('C')), 1,
  'B reads C''s presence topic (conversation B–C)');
select tests.eq(pg_temp.seen('A', 'online:' || tests.id('C')), 0,
  'A cannot read C''s presence topic');
select tests.eq(pg_temp.seen('A', 'online:not-a-uuid'), 0,
  'a malformed presence topic is nobody''s (no error)');
select tests.eq(pg_temp.seen('A', ''), 0, 'without a topic nothing is read');

-- Writing (tracking): only on one's own topic, and only while showing online.
select set_config('realtime.topic', 'online:' || tests.id('A'), true);
select tests.act_as('A');
insert into realtime.messages (topic, extension, private)
  values ('online:' || tests.id('A'), 'presence', true);
select tests.pass();
select tests.act_as('B');
select tests.throws(
  $$insert into realtime.messages (topic, extension, private)
    values (realtime.topic(), 'presence', true)$$,
  '42501', 'B cannot track on A''s presence topic');
select tests.act_as('A');
select tests.throws(
  $$insert into realtime.messages (topic, extension, private)
    values (realtime.topic(), 'broadcast', true)$$,
  '42501', 'the policies allow presence, not broadcast');
update public.user_settings set show_online = false where user_id = tests.id('A');
select tests.throws(
  $$insert into realtime.messages (topic, extension, private)
    values (realtime.topic(), 'presence', true)$$,
  '42501', 'with Show when I''m online off, A cannot track');
select tests.act_as('postgres');
select set_config('realtime.topic', 'online:not-a-uuid', true);
select tests.act_as('A');
select tests.throws(
  $$insert into realtime.messages (topic, extension, private)
    values (realtime.topic(), 'presence', true)$$,
  '42501', 'nobody tracks on a malformed topic');
