-- What the signed-in frame shows on every page (issue 33): the person's name, whether they show
-- when they are online, and the two unread badges, in one request. The server renders each
-- signed-in page with them; as four requests beside the page's own, they made the database
-- the longest part of /jobs' server render (`pnpm bench:ssr`). The browser keeps the badges
-- live with unread_message_count() and the notifications' own count, as before.
-- Security invoker: the caller's row-level security decides every part, as the four reads did.
create function public.shell_summary()
returns table (
  display_name text,
  show_online boolean,
  unread_messages integer,
  unread_notifications integer
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    (select p.display_name from public.profiles p where p.id = auth.uid()),
    (select s.show_online from public.user_settings s where s.user_id = auth.uid()),
    public.unread_message_count(),
    (select count(*)::integer from public.notifications n
     where n.user_id = auth.uid() and n.read_at is null)
$$;

comment on function public.shell_summary() is
  'The signed-in frame''s name, show-online switch and unread counts (messages, notifications) for the caller, under their RLS.';

revoke all on function public.shell_summary() from public, anon;
grant execute on function public.shell_summary() to authenticated, service_role;
