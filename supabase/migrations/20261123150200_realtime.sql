-- Realtime: the tables the screens follow live (new messages, new conversations) join the
-- `supabase_realtime` publication. Hosted projects already have that publication; the
-- local stack creates it in supabase/local/bootstrap.sql. Where it does not exist, or
-- already publishes every table, or already has the table, nothing is done, so the
-- migration applies everywhere and can be re-run.
do $$
declare
  wanted text;
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    raise notice 'publication supabase_realtime does not exist: realtime tables not added';
    return;
  end if;
  if (select puballtables from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    return;
  end if;
  foreach wanted in array array['messages', 'conversations'] loop
    if not exists (
      select 1 from pg_catalog.pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = wanted
    ) then
      execute format('alter publication supabase_realtime add table public.%I', wanted);
    end if;
  end loop;
end
$$;
