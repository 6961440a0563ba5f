-- LOCAL STACK ONLY. Never pushed to a hosted project (it is not under migrations/).
--
-- Creates, idempotently, what every hosted Supabase project already has before the first
-- migration runs, so that supabase/migrations/*.sql apply unchanged to an empty local
-- PostgreSQL (PGlite, or Debian's PostgreSQL 15 in the tests):
--   * roles anon, authenticated (nologin, noinherit), service_role (nologin, bypassrls)
--     and authenticator (login, noinherit), the role PostgREST connects as and switches
--     from to the JWT's role;
--   * schema auth with auth.uid(), auth.role() and auth.jwt(), which read the JWT claims
--     PostgREST puts in the transaction setting request.jwt.claims (and the older
--     one-setting-per-claim form, request.jwt.claim.<name>, which takes precedence);
--   * schema extensions with pgcrypto (gen_random_uuid() is built into PostgreSQL 13+);
--   * usage on public and the default privileges a hosted project gives anon,
--     authenticated and service_role on objects the migration role creates there;
--   * the supabase_realtime publication (empty; migrations add tables to it);
--   * schema realtime with realtime.messages (RLS on, no policy) and realtime.topic(), the
--     objects hosted Realtime Authorization checks private channels against (migrations add
--     the policies; the local realtime runs the same check, src/realtime/authorize.ts);
--   * the Supabase CLI's bookkeeping table supabase_migrations.schema_migrations.
-- Run it as a superuser (the postgres role) before the migrations; running it again
-- changes nothing. authenticator has no password here: the embedded database is reached
-- only through a private unix socket. A stack that needs one sets it itself, from its
-- own configuration, never from this file.

do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

-- Re-assert the attributes in case a role existed with others.
alter role anon nologin noinherit;
alter role authenticated nologin noinherit;
alter role service_role nologin noinherit bypassrls;
alter role authenticator login noinherit;

grant anon, authenticated, service_role to authenticator;

-- As on hosted projects: API requests cannot run for ever.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

-- auth.uid(), auth.role(), auth.jwt(): NULL when there is no claim (anon, or no request).
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create or replace function auth.jwt()
returns jsonb
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid()
returns uuid
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$$;

create or replace function auth.role()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$$;

create or replace function auth.email()
returns text
language sql
stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;

create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
-- pgcrypto, in `extensions` as on every hosted project (supabase/seed.sql hashes the sample
-- accounts' passwords with its crypt()); skipped where the server does not ship it.
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pgcrypto') then
    create extension if not exists pgcrypto with schema extensions;
  end if;
end
$$;

-- The public schema as a hosted project sets it up.
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- Realtime Authorization as on a hosted project: a private channel's join is allowed when a
-- select policy on realtime.messages lets the JWT see a row of the channel's topic (and its
-- extension, 'presence' or 'broadcast'), a presence track when an insert policy lets it write
-- one. realtime.topic() is the channel's topic (without 'realtime:') during the check. Hosted
-- partitions the table by day; here one plain table is enough (the check writes nothing that
-- stays: it runs in a transaction that is rolled back).
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated, service_role;
create or replace function realtime.topic()
  returns text
  language sql
  stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
