-- Realtime for the job screens: a proposal reaches its job's owner live (the job detail's
-- Proposals section and the dashboard's counts), and a new or closed job reaches the list.
-- Same guard as 20261123150200_realtime.sql: nothing is done where the publication does not
-- exist, already publishes every table, or already has the table. RLS still decides who
-- receives which row (a proposal: its freelancer and the job's owner; a job: whoever may read it).
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
  foreach wanted in array array['jobs', 'proposals'] loop
    if not exists (
      select 1 from pg_catalog.pg_publication_tables
      where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = wanted
    ) then
      execute format('alter publication supabase_realtime add table public.%I', wanted);
    end if;
  end loop;
end
$$;
