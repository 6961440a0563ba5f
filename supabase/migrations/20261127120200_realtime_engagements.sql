-- Realtime for the hiring loop: an engagement's changes (accepted, marked complete, completed,
-- cancelled) and new invitations reach the two people live. Proposals (and so their status
-- changes) are already published (20261123150300). Same guard as the earlier realtime
-- migrations: nothing is done where the publication does not exist, already publishes every
-- table, or already has the table. RLS decides who receives which row (the two parties).
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
  foreach wanted in array array['engagements', 'invitations'] loop
    if not exists (
      select 1 from pg_catalog.pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = wanted
    ) then
      execute format('alter publication supabase_realtime add table public.%I', wanted);
    end if;
  end loop;
end
$$;
