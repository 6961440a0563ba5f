-- Presence for the people one talks to, and nobody else (issue 36 item 4), with Supabase
-- Realtime Authorization. Each signed-in person tracks themselves on one PRIVATE channel of
-- their own, `online:<their user id>`, while they have the app open; the people they have a
-- conversation with join that channel to see whether they are there. Realtime lets a JWT join
-- a private channel only when a select policy on realtime.messages lets it see the channel's
-- topic (realtime.topic()), and track itself there only when an insert policy lets it write.
-- The same policies hold on a hosted project (where realtime.messages and realtime.topic()
-- already exist) and on the local stack (supabase/local/bootstrap.sql creates them; its
-- realtime runs the same check).
--
-- Read `online:<id>`: that person, and whoever shares a conversation with them (both
-- extensions: Realtime joins a private channel only when its broadcast may be read, and sends
-- presence only when that may be read too; nothing is broadcast there). Write (being seen online): that person only, and only while their Privacy switch 'Show when I'm online'
-- (user_settings.show_online, on by default) is on. The topic's id is cast only when it has a
-- uuid's shape, so another topic is simply not allowed (never an error).

create function private.presence_user(topic text)
  returns uuid
  language sql
  immutable
  set search_path = ''
as $$
  select case
    when topic ~ '^online:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then substr(topic, 8)::uuid
  end;
$$;

comment on function private.presence_user(text) is
  'The person of a presence topic (online:<user id>), or null for any other topic.';

grant execute on function private.presence_user(text) to authenticated;

create policy "a person and their conversation partners see their presence"
  on realtime.messages
  for select
  to authenticated
  using (
    extension in ('broadcast', 'presence')
    and (
      private.presence_user(realtime.topic()) = (select auth.uid())
      or private.presence_user(realtime.topic()) is not null and exists (
        select 1
        from public.conversations c
        where c.user_a = least((select auth.uid()), private.presence_user(realtime.topic()))
          and c.user_b = greatest((select auth.uid()), private.presence_user(realtime.topic()))
      )
    )
  );

create policy "a person who shows online tracks their own presence"
  on realtime.messages
  for insert
  to authenticated
  with check (
    extension = 'presence'
    and private.presence_user(realtime.topic()) = (select auth.uid())
    and coalesce(
      (select s.show_online from public.user_settings s where s.user_id = (select auth.uid())),
      true
    )
  );
