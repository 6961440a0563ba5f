-- Deleting one's account (issue 35): public.delete_my_account().
--
-- Choice: a TOMBSTONE profile, not foreign keys set to NULL. Every row others rely on points
-- at the person's profile id (messages, conversations, proposals, engagements, reviews,
-- invitations). Setting those to NULL would break the rules written on them (a conversation's
-- ordered pair, a review's reviewee, an engagement's parties) and cascading would take the
-- other party's history with it (their completed work, the reviews they received). So the
-- profile row stays, stripped to 'Deleted user' with deleted_at set, while the account
-- (auth.users, and with it GoTrue's identities, sessions and refresh tokens) is removed:
--   * messages stay readable for the other party, the sender shown as 'Deleted user'
--     (profile_cards.display_name; profile_cards.deleted = true);
--   * their open and in-progress jobs close (pending proposals on them become not_selected),
--     their pending proposals are withdrawn and their unfinished engagements cancelled with
--     the reason 'The account was deleted.';
--   * their portfolio and settings rows are deleted; the profile's name, title, location,
--     rate, bio, skills and avatar are cleared. Reviews they wrote or received stay, so the
--     other party's rating does not change.
-- Their storage objects are not deleted here (hosted Storage wants removals through its API):
-- the app removes the files under '<user id>/' in `avatars` and `portfolio` first.
--
-- profiles.id no longer has a foreign key to auth.users (a key would cascade and take the
-- tombstone with it). In its place:
--   * profiles_account_check (23503, a trigger): a profile is made only for an existing
--     account (the on_auth_user_created trigger, or the person's own first sign-in);
--   * the auth.users delete trigger: a deletion through delete_my_account leaves the
--     tombstone; any other deletion of an account (the dashboard, GoTrue's admin API, a test
--     reset) deletes the profile and everything that cascades from it, exactly as the foreign
--     key did.

alter table public.profiles drop constraint profiles_id_fkey;

create function private.profile_has_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from auth.users u where u.id = new.id) then
    raise exception 'A profile needs an account with the same id.'
      using errcode = 'foreign_key_violation', constraint = 'profiles_account_check';
  end if;
  return null;
end
$$;

revoke all on function private.profile_has_account() from public, anon, authenticated;

-- After the row is checked (so a profile in someone else's name is still refused by RLS, 42501).
create trigger profiles_account_check after insert on public.profiles
  for each row execute function private.profile_has_account();

create function private.account_removed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('fairlance.tombstone_account', true) = old.id::text then
    update public.profiles
    set display_name = 'Deleted user', title = null, location = null, bio = null,
        hourly_rate = null, response_time = null, skills = '{}', avatar_path = null,
        deleted_at = now()
    where id = old.id;
    delete from public.portfolio_items where owner_id = old.id;
    delete from public.user_settings where user_id = old.id;
  else
    delete from public.profiles where id = old.id;
  end if;
  return old;
end
$$;

revoke all on function private.account_removed() from public, anon, authenticated;

create trigger on_auth_user_deleted
  before delete on auth.users
  for each row execute function private.account_removed();

-- The caller's own account, and nobody else's. Returns nothing; afterwards the caller's
-- access token is refused (its session is gone: PT401 from public.check_session).
create function public.delete_my_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'Sign in to delete your account.' using errcode = 'insufficient_privilege';
  end if;
  if not exists (select 1 from auth.users u where u.id = me) then
    raise exception 'No account with this id.' using errcode = 'PT404';
  end if;

  update public.jobs set status = 'closed'
  where owner_id = me and status in ('open', 'in_progress');
  update public.proposals set status = 'withdrawn'
  where freelancer_id = me and status = 'pending';
  update public.engagements
  set status = 'cancelled', cancelled_at = now(), cancelled_by = me,
      cancel_reason = 'The account was deleted.'
  where me in (client_id, freelancer_id) and status in ('active', 'awaiting_confirmation');

  perform set_config('fairlance.tombstone_account', me::text, true);
  delete from auth.users where id = me;
  perform set_config('fairlance.tombstone_account', '', true);
end
$$;

revoke all on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated, service_role;

