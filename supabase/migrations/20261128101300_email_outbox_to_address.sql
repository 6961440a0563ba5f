-- The address each email went to (issue 36: dead letters a person can inspect in the
-- Notifications tab). The worker records it at every try, sent or failed, so a dead letter
-- names the address that refused it even after the person changes their email. Rows from
-- before this migration have none (the app shows the account's address for them). The person
-- reads it with their own rows (the table's select grant and RLS policy already cover it).
alter table public.email_outbox
  add column to_address text,
  add constraint email_outbox_to_address_check check (char_length(to_address) <= 320);

comment on column public.email_outbox.to_address is
  'The address of the last try (set by the worker); null before the first try.';
