-- Images through Supabase Storage (issue 35): public buckets `avatars` and `portfolio`
-- (at most 5 MB, PNG, JPEG or WebP: hosted Storage refuses other uploads by these bucket
-- settings) and policies on storage.objects: anyone reads them; a signed-in person writes
-- (upload, replace, remove) only under the folder named by their user id,
-- '<auth.uid()>/<file>'. The same statements run on hosted (where the storage schema
-- exists) and locally (supabase/local/storage.sql creates it). When the schema is missing
-- (a local stack that does not apply storage.sql yet) the migration only says so.
do $migration$
begin
  if to_regclass('storage.buckets') is null or to_regclass('storage.objects') is null then
    raise warning 'no storage schema: buckets avatars and portfolio not created (apply supabase/local/storage.sql before the migrations)';
    return;
  end if;

  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values
    ('avatars', 'avatars', true, 5242880, array['image/png', 'image/jpeg', 'image/webp']),
    ('portfolio', 'portfolio', true, 5242880, array['image/png', 'image/jpeg', 'image/webp'])
  on conflict (id) do update
    set public = excluded.public,
        file_size_limit = excluded.file_size_limit,
        allowed_mime_types = excluded.allowed_mime_types;

  execute $sql$
    create policy "avatars and portfolio: anyone reads" on storage.objects
      for select to anon, authenticated
      using (bucket_id in ('avatars', 'portfolio'))
  $sql$;
  execute $sql$
    create policy "avatars and portfolio: upload into own folder" on storage.objects
      for insert to authenticated
      with check (
        bucket_id in ('avatars', 'portfolio')
        and (storage.foldername(name))[1] = (select auth.uid())::text
      )
  $sql$;
  execute $sql$
    create policy "avatars and portfolio: replace in own folder" on storage.objects
      for update to authenticated
      using (
        bucket_id in ('avatars', 'portfolio')
        and (storage.foldername(name))[1] = (select auth.uid())::text
      )
      with check (
        bucket_id in ('avatars', 'portfolio')
        and (storage.foldername(name))[1] = (select auth.uid())::text
      )
  $sql$;
  execute $sql$
    create policy "avatars and portfolio: remove from own folder" on storage.objects
      for delete to authenticated
      using (
        bucket_id in ('avatars', 'portfolio')
        and (storage.foldername(name))[1] = (select auth.uid())::text
      )
  $sql$;
end
$migration$;
