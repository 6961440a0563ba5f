-- 'Show when I'm online' (issue 36 item 4): a Privacy switch, on by default. The app reads it
-- and, when it is off, does not track the person's presence on Realtime, so the people they
-- talk to see them Offline. Like every other setting, only the person reads and changes it
-- (user_settings' policies); the column's update grant follows the table's others.

alter table public.user_settings
  add column show_online boolean not null default true;

comment on column public.user_settings.show_online is
  'Show when I''m online: off, the app does not track this person''s Realtime presence.';

grant update (show_online) on public.user_settings to authenticated;
