-- Nobody writes to a deleted account (20261127130200_delete_account keeps its profile as a
-- tombstone): through the API, a new conversation with it, a message into a conversation with
-- it, or an invitation to it (which starts a conversation and posts a message) is refused with
-- ACDEL. Trusted roles (the seed, the service role) are not checked.

-- Is this profile a deleted account's tombstone? SECURITY DEFINER: profiles are readable by
-- their owner only; it answers yes or no.
create function private.account_deleted(person uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = person and p.deleted_at is not null)
$$;

revoke all on function private.account_deleted(uuid) from public;
grant execute on function private.account_deleted(uuid) to authenticated, service_role;

create function private.refuse_deleted_account()
returns trigger
language plpgsql
as $$
declare
  other uuid;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if tg_table_name = 'conversations' then
    if private.account_deleted(new.user_a) or private.account_deleted(new.user_b) then
      other := case when private.account_deleted(new.user_a) then new.user_a else new.user_b end;
    end if;
  else
    select case when c.user_a = new.sender_id then c.user_b else c.user_a end into other
    from public.conversations c where c.id = new.conversation_id;
    if not private.account_deleted(other) then
      other := null;
    end if;
  end if;
  if other is not null then
    raise exception 'This account was deleted; it receives no messages.'
      using errcode = 'ACDEL', hint = 'The conversation stays readable, but nobody answers it.';
  end if;
  return new;
end
$$;

revoke all on function private.refuse_deleted_account() from public;

create trigger conversations_refuse_deleted_account before insert on public.conversations
  for each row execute function private.refuse_deleted_account();
create trigger messages_refuse_deleted_account before insert on public.messages
  for each row execute function private.refuse_deleted_account();
