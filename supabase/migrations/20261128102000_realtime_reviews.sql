-- Realtime for reviews: a review the other party writes, and the double-blind reveal, reach the
-- job page's engagement panel and the profile's reviews live. RLS decides who receives a row,
-- as it decides who reads it ("reviews: published, with the reviewee's profile; own always"):
-- a review still hidden (the other party has not written theirs, 14 days have not passed)
-- reaches its writer only; the second review of an engagement, which publishes both, reaches
-- both parties and whoever may see the reviewee's profile. The first review's own row does not
-- change at the reveal: the app loads the engagement's (or profile's) reviews again on any
-- review change it receives. A reveal by time alone changes no row (the app plans a reload for
-- it). Deletes carry the primary key only, as for every published table. Same guard as the
-- earlier realtime migrations: nothing is done where the publication does not exist, already
-- publishes every table, or already has the table.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    raise notice 'publication supabase_realtime does not exist: reviews not added';
    return;
  end if;
  if (select puballtables from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    return;
  end if;
  if not exists (
    select 1 from pg_catalog.pg_publication_tables
    where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'reviews'
  ) then
    alter publication supabase_realtime add table public.reviews;
  end if;
end
$$;
