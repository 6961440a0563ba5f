-- Presence for the people one talks to, and nobody else (issue 36 item 4), with Supabase
-- Realtime Authorization: the app tracks presence on PRIVATE channels named
-- `presence:<conversation id>`, and Realtime lets a JWT join a private channel only when a
-- select policy on realtime.messages lets it see the channel's topic (realtime.topic()), and
-- track itself there only when an insert policy lets it write. The same policies hold on a
-- hosted project (where realtime.messages and realtime.topic() already exist) and on the local
-- stack (supabase/local/bootstrap.sql creates them; its realtime runs the same check).
--
-- Read: the two members of the conversation. Write (being seen online): the same two, and
-- only while their Privacy switch 'Show when I'm online' (user_settings.show_online, on by
-- default) is on. The topic's id is cast only when it has a uuid's shape, so another topic
-- is simply not allowed (never an error).

create function private.presence_conversation(topic text)
  returns uuid
  language sql
  immutable
  set search_path = ''
as $$
  select case
    when topic ~ '^presence:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then substr(topic, 10)::uuid
  end;
$$;

comment on function private.presence_conversation(text) is
  'The conversation of a presence topic (presence:<uuid>), or null for any other topic.';

grant execute on function private.presence_conversation(text) to authenticated;

create policy "conversation members see its presence"
  on realtime.messages
  for select
  to authenticated
  using (
    extension = 'presence'
    and exists (
      select 1
      from public.conversations c
      where c.id = private.presence_conversation(realtime.topic())
        and (select auth.uid()) in (c.user_a, c.user_b)
    )
  );

create policy "conversation members who show online track presence"
  on realtime.messages
  for insert
  to authenticated
  with check (
    extension = 'presence'
    and exists (
      select 1
      from public.conversations c
      where c.id = private.presence_conversation(realtime.topic())
        and (select auth.uid()) in (c.user_a, c.user_b)
    )
    and coalesce(
      (select s.show_online from public.user_settings s where s.user_id = (select auth.uid())),
      true
    )
  );
