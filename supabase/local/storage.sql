-- LOCAL STACK ONLY (never pushed to a hosted project): the `storage` schema as hosted
-- Supabase Storage keeps it, so the migrations that create buckets and write policies on
-- storage.objects apply unchanged on the local stack and in the database tests.
-- Apply as a superuser after bootstrap.sql and auth.sql, before the migrations. Idempotent.
--
-- What it holds (the parts of hosted's schema the app and the migrations use):
--   storage.buckets   id, name, owner, owner_id, public, avif_autodetection, file_size_limit
--                     (bytes), allowed_mime_types, created_at, updated_at
--   storage.objects   id, bucket_id, name ('<folder>/<folder>/<file>'), owner, owner_id,
--                     metadata (jsonb: size, mimetype, eTag, cacheControl, lastModified, …),
--                     user_metadata, version, path_tokens (generated from name), created_at,
--                     updated_at, last_accessed_at; unique (bucket_id, name)
--   storage.foldername(name) -> text[]  the folders of an object name ('a/b/c.png' -> {a,b})
--   storage.filename(name)   -> text    its last part ('c.png')
--   storage.extension(name)  -> text    the file name's extension ('png'; '' when none)
-- Row-level security is enabled on both tables with no policy, and anon, authenticated and
-- service_role have every privilege on them, as on hosted: the policies the migrations write
-- decide. A /storage/v1 server must run each request's statements as the request's role
-- (`set local role authenticated|anon` and `request.jwt.claims`, as PostgREST does), so that
-- these policies apply, and as service_role for the service key.

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now()
);
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);

create or replace function storage.foldername(name text)
returns text[]
language sql
immutable
as $$
  select (string_to_array(name, '/'))[1:cardinality(string_to_array(name, '/')) - 1]
$$;

create or replace function storage.filename(name text)
returns text
language sql
immutable
as $$
  select (string_to_array(name, '/'))[cardinality(string_to_array(name, '/'))]
$$;

create or replace function storage.extension(name text)
returns text
language sql
immutable
as $$
  select case
    when storage.filename(name) like '%.%'
      then reverse(split_part(reverse(storage.filename(name)), '.', 1))
    else ''
  end
$$;

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;
