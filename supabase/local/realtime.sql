-- LOCAL STACK ONLY. Never pushed to a hosted project (it is not under migrations/): hosted
-- Supabase Realtime reads changes from the write-ahead log; the local stack cannot run it, so
-- apps/local-auth/src/realtime/ takes changes from a change log filled by triggers instead.
--
-- Applied by the local stack at every start, after the migrations and before PostgREST starts
-- (so it is idempotent and also re-reads the publication). It creates, in schema
-- local_realtime:
--   * changes: one row per INSERT / UPDATE / DELETE of a row of a table in the
--     supabase_realtime publication — which table, which operation, the row's primary key
--     (the old row's for DELETE) and the commit time. Never the row itself: subscribers get the
--     row by reading it again through PostgREST with their own token, so RLS decides;
--   * state: one row, `active`: the triggers write nothing while no one subscribes;
--   * published_columns: the columns of every published table (name, type, primary key);
--   * listen(on) and take(after, max_rows): the two calls of the realtime endpoint;
--   * the trigger local_realtime_capture on every table of the publication (and off every table
--     that has left it): adding a table to the publication in a migration is all a screen needs.
-- Only service_role may use the schema: PostgREST serves it (db-schemas public,local_realtime),
-- and anon and authenticated get 42501 there.

create schema if not exists local_realtime;
revoke all on schema local_realtime from public;
grant usage on schema local_realtime to service_role;

create table if not exists local_realtime.changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  op text not null check (op in ('INSERT', 'UPDATE', 'DELETE')),
  -- The primary-key columns of the row (of the old row for DELETE), as {"column": value}.
  pk jsonb not null,
  commit_timestamp timestamptz not null default now()
);

create table if not exists local_realtime.state (
  singleton boolean primary key default true check (singleton),
  active boolean not null default false
);
insert into local_realtime.state (singleton, active) values (true, false)
  on conflict (singleton) do nothing;

-- A (re)start has no subscribers yet: nothing to keep.
update local_realtime.state set active = false;
truncate local_realtime.changes;

revoke all on all tables in schema local_realtime from public, anon, authenticated;
revoke all on all sequences in schema local_realtime from public, anon, authenticated;
-- The service role may look at the log (tests, debugging); it changes it only through take().
grant select on local_realtime.changes, local_realtime.state to service_role;

-- The trigger: appends one row to the change log while someone listens. Its arguments are the
-- table's primary-key columns (given when the trigger is installed, below). SECURITY DEFINER:
-- the writing user has no rights on local_realtime; the function writes nothing else.
create or replace function local_realtime.capture()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  source jsonb;
  keys jsonb := '{}'::jsonb;
  i integer;
begin
  if not coalesce((select s.active from local_realtime.state s where s.singleton), false) then
    return null;
  end if;
  if tg_op = 'DELETE' then
    source := pg_catalog.to_jsonb(old);
  else
    source := pg_catalog.to_jsonb(new);
  end if;
  for i in 0 .. tg_nargs - 1 loop
    keys := keys || pg_catalog.jsonb_build_object(tg_argv[i], source -> tg_argv[i]);
  end loop;
  insert into local_realtime.changes (schema_name, table_name, op, pk)
  values (tg_table_schema, tg_table_name, tg_op, keys);
  return null;
end
$$;
revoke all on function local_realtime.capture() from public, anon, authenticated;

-- listen(true) when the first subscriber joins, listen(false) when the last one leaves.
-- Returns the id the endpoint reads from: every change logged after this call has a greater one.
create or replace function local_realtime.listen("on" boolean)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
begin
  update local_realtime.state set active = "on" where singleton;
  if not "on" then
    delete from local_realtime.changes;
  end if;
  return coalesce((select max(c.id) from local_realtime.changes c), 0);
end
$$;

-- The poll: forgets the changes up to `after` (already taken) and any older than a minute,
-- and returns the next ones in commit order. The embedded database has a single session, so
-- transactions never interleave and id order is commit order.
create or replace function local_realtime.take("after" bigint, max_rows integer default 500)
returns setof local_realtime.changes
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from local_realtime.changes c
  where c.id <= "after" or c.commit_timestamp < pg_catalog.now() - interval '1 minute';
  return query
    select * from local_realtime.changes c where c.id > "after" order by c.id limit max_rows;
end
$$;

revoke all on function local_realtime.listen(boolean) from public, anon, authenticated;
revoke all on function local_realtime.take(bigint, integer) from public, anon, authenticated;
grant execute on function local_realtime.listen(boolean) to service_role;
grant execute on function local_realtime.take(bigint, integer) to service_role;

-- The columns of the published tables: for the `columns` of each change and for checking a
-- subscription's table and filter column. The view runs with its owner's rights.
create or replace view local_realtime.published_columns as
select
  pt.schemaname::text as schema_name,
  pt.tablename::text as table_name,
  a.attname::text as name,
  t.typname::text as type,
  a.attnum::integer as position,
  coalesce(a.attnum = any (i.indkey), false) as pk
from pg_catalog.pg_publication_tables pt
join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
join pg_catalog.pg_type t on t.oid = a.atttypid
left join pg_catalog.pg_index i on i.indrelid = c.oid and i.indisprimary
where pt.pubname = 'supabase_realtime';

revoke all on local_realtime.published_columns from public, anon, authenticated;
grant select on local_realtime.published_columns to service_role;

-- The triggers: on every table of the publication, with its primary-key columns as
-- arguments; removed from tables no longer published. A table without a primary key cannot be
-- followed (nothing to read it again by): it gets no trigger and a warning.
do $$
declare
  t record;
  keys text;
begin
  for t in
    select c.oid, n.nspname, c.relname
    from pg_catalog.pg_trigger tg
    join pg_catalog.pg_class c on c.oid = tg.tgrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    where tg.tgname = 'local_realtime_capture'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables pt
        where pt.pubname = 'supabase_realtime'
          and pt.schemaname = n.nspname and pt.tablename = c.relname
      )
  loop
    execute format('drop trigger local_realtime_capture on %I.%I', t.nspname, t.relname);
  end loop;

  for t in
    select c.oid, n.nspname, c.relname
    from pg_catalog.pg_publication_tables pt
    join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
    join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
    where pt.pubname = 'supabase_realtime'
  loop
    select string_agg(quote_literal(a.attname), ', ' order by k.ord)
    into keys
    from pg_catalog.pg_index i
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = t.oid and i.indisprimary;

    execute format('drop trigger if exists local_realtime_capture on %I.%I', t.nspname, t.relname);
    if keys is null then
      raise warning 'realtime: %.% has no primary key; its changes are not followed',
        t.nspname, t.relname;
      continue;
    end if;
    execute format(
      'create trigger local_realtime_capture after insert or update or delete on %I.%I '
      'for each row execute function local_realtime.capture(%s)',
      t.nspname, t.relname, keys
    );
  end loop;
end
$$;
