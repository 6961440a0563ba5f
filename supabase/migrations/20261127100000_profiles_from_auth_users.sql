-- Profiles belong to accounts, as on every hosted project: public.profiles.id references
-- auth.users(id) (deleting an account deletes its profile and, through the profile, all its
-- rows), and a new account gets its profile and its settings row from a trigger on
-- auth.users, not from the app on first sign-in.
--
-- The display name a new account starts with: raw_user_meta_data's full_name, else its name,
-- else the email's local part, else 'User' (the app's fallback); at most 80 characters.

-- Profiles whose account no longer exists (what the cascade below would have removed).
delete from public.profiles p
where not exists (select 1 from auth.users u where u.id = p.id);

alter table public.profiles
  add constraint profiles_id_fkey foreign key (id) references auth.users (id) on delete cascade;

comment on table public.profiles is
  'One row per account (id = auth.users.id = the JWT sub), made by the auth.users insert trigger. Others read it through public.profile_cards.';

create function private.new_account_name(meta jsonb, email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(coalesce(
    case when private.has_text(meta ->> 'full_name') then btrim(meta ->> 'full_name') end,
    case when private.has_text(meta ->> 'name') then btrim(meta ->> 'name') end,
    case when private.has_text(split_part(email, '@', 1)) then btrim(split_part(email, '@', 1)) end,
    'User'
  ), 80)
$$;

create function private.create_profile_for_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, display_name)
  values (new.id, private.new_account_name(new.raw_user_meta_data, new.email))
  on conflict (id) do nothing;
  insert into public.user_settings (user_id)
  values (new.id)
  on conflict (user_id) do nothing;
  return new;
end
$$;

revoke all on function private.new_account_name(jsonb, text) from public, anon, authenticated;
revoke all on function private.create_profile_for_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.create_profile_for_new_user();

-- Accounts made before this migration get theirs now.
insert into public.profiles (id, display_name)
select u.id, private.new_account_name(u.raw_user_meta_data, u.email)
from auth.users u
on conflict (id) do nothing;

insert into public.user_settings (user_id)
select p.id from public.profiles p
on conflict (user_id) do nothing;
