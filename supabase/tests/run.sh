#!/usr/bin/env bash
# Database tests on Debian's PostgreSQL 15 (hosted parity): a throw-away cluster in a temp
# directory, supabase/local/bootstrap.sql, every migration in order (recorded in
# supabase_migrations.schema_migrations as the Supabase CLI records them), then every
# supabase/tests/*.sql file, each in its own transaction that is rolled back.
#
#   bash supabase/tests/run.sh            (or: pnpm test:db)
#   PG_BIN=/usr/lib/postgresql/17/bin bash supabase/tests/run.sh
#   bash supabase/tests/run.sh --write-types   (or: pnpm db:types)
#
# After the migrations it also generates the database types with the Supabase CLI
# (`supabase gen types typescript` against this cluster, formatted with prettier) and fails
# when apps/web/src/data/database.types.ts differs; --write-types writes that file instead
# and runs no tests.
#
# Skips (exit 0) when the PostgreSQL 15 server binaries are not installed (--write-types
# fails instead). The cluster and its processes are removed on exit, whatever happens.
set -uo pipefail

write_types=false
case "${1:-}" in
  --write-types) write_types=true ;;
  '') ;;
  *)
    echo "usage: bash supabase/tests/run.sh [--write-types]" >&2
    exit 2
    ;;
esac

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
cd "$root"
pg_bin="${PG_BIN:-/usr/lib/postgresql/15/bin}"
started_ns=$(date +%s%N)

elapsed() { echo "$(( ($(date +%s%N) - started_ns) / 1000000 ))"; }

if [ ! -x "$pg_bin/initdb" ] || [ ! -x "$pg_bin/pg_ctl" ] || [ ! -x "$pg_bin/postgres" ]; then
  if $write_types; then
    echo "pnpm db:types needs PostgreSQL server binaries, not found in $pg_bin" >&2
    echo "     (Debian/Ubuntu: apt-get install postgresql-15; or set PG_BIN)" >&2
    exit 1
  fi
  echo "SKIP database tests: PostgreSQL server binaries not found in $pg_bin"
  echo "     (Debian/Ubuntu: apt-get install postgresql-15; or set PG_BIN)"
  exit 0
fi
psql_bin="$pg_bin/psql"
[ -x "$psql_bin" ] || psql_bin="$(command -v psql || true)"
if [ -z "$psql_bin" ]; then
  echo "SKIP database tests: psql not found"
  exit 0
fi

# initdb and postgres refuse to run as root: as root, the cluster belongs to `postgres`.
as_db_owner=()
if [ "$(id -u)" = 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "SKIP database tests: running as root and there is no 'postgres' user to own the cluster"
    exit 0
  fi
  as_db_owner=(runuser -u postgres --)
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/fairlance-db.XXXXXX")"
data="$work/data"
port=54329
[ "${#as_db_owner[@]}" -gt 0 ] && chown postgres: "$work"

cleanup() {
  local status=$?
  if [ -f "$data/postmaster.pid" ]; then
    "${as_db_owner[@]}" "$pg_bin/pg_ctl" -D "$data" -m immediate -w -t 10 stop >/dev/null 2>&1
    if [ -f "$data/postmaster.pid" ]; then
      pid="$(head -n 1 "$data/postmaster.pid" 2>/dev/null)"
      [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null
    fi
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fail() {
  echo "FAIL: $*" >&2
  exit 1
}

"${as_db_owner[@]}" "$pg_bin/initdb" -D "$data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 \
  --no-sync >"$work/initdb.log" 2>&1 || { cat "$work/initdb.log" >&2; fail "initdb"; }

"${as_db_owner[@]}" "$pg_bin/pg_ctl" -D "$data" -l "$work/postgres.log" -w -t 30 \
  -o "-k $work -p $port -c listen_addresses= -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c wal_level=logical" \
  start >/dev/null 2>&1 || { cat "$work/postgres.log" >&2; fail "postgres did not start"; }

server_version="$("$psql_bin" -X -At -h "$work" -p "$port" -U postgres -d postgres -c 'show server_version')"
echo "PostgreSQL $server_version (throw-away cluster in $work)"

export PGOPTIONS="-c client_min_messages=warning"
psql_run() {
  "$psql_bin" -X -q -At -v ON_ERROR_STOP=1 -h "$work" -p "$port" -U postgres -d postgres "$@"
}

# 1. What hosted Supabase already has. Applied twice: it must be idempotent.
psql_run -f "$root/supabase/local/bootstrap.sql" >"$work/out" 2>&1 ||
  { cat "$work/out" >&2; fail "supabase/local/bootstrap.sql"; }
psql_run -f "$root/supabase/local/bootstrap.sql" >"$work/out" 2>&1 ||
  { cat "$work/out" >&2; fail "supabase/local/bootstrap.sql is not idempotent"; }
echo "  ✓ local bootstrap (applied twice)"

# 2. Migrations in order, each in one transaction with its schema_migrations row, as
#    `supabase db push` records them (version, name, statements).
count=0
for file in "$root"/supabase/migrations/*.sql; do
  base="$(basename "$file" .sql)"
  version="${base%%_*}"
  name="${base#*_}"
  [[ "$version" =~ ^[0-9]{14}$ ]] || fail "$base: migration files are <14-digit timestamp>_<name>.sql"
  {
    echo "begin;"
    echo "\\i '$file'"
    echo "\\set statements \`cat '$file'\`"
    echo "insert into supabase_migrations.schema_migrations (version, name, statements)"
    echo "  values ('$version', '$name', array[:'statements']);"
    echo "commit;"
  } >"$work/migrate.sql"
  psql_run -f "$work/migrate.sql" >"$work/out" 2>&1 || { cat "$work/out" >&2; fail "migration $base"; }
  count=$((count + 1))
done
[ "$count" -gt 0 ] || fail "no migrations in supabase/migrations"
echo "  ✓ $count migrations applied and recorded"

# 3. The database types the app imports, generated from this cluster (migrations only, before
#    the test schema exists) by the Supabase CLI pinned in the root package.json, then
#    formatted as the repository formats TypeScript. The CLI ignores the port of a unix socket
#    given as ?host=, so the socket directory goes in the URL's host, percent-encoded.
types_file="apps/web/src/data/database.types.ts"
generate_types() {
  local cli="$root/node_modules/.bin/supabase" prettier="$root/node_modules/.bin/prettier"
  [ -x "$cli" ] || fail "the Supabase CLI is not installed ($cli): run pnpm install"
  [ -x "$prettier" ] || fail "prettier is not installed ($prettier): run pnpm install"
  local host url
  host="$(node -e 'process.stdout.write(encodeURIComponent(process.argv[1]))' "$work")"
  url="postgresql://postgres@$host:$port/postgres?sslmode=disable"
  # --workdir: a scratch folder, so the CLI writes nothing (supabase/.temp) into the repository.
  mkdir -p "$work/cli"
  SUPABASE_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 "$cli" gen types typescript --schema public \
    --remote="$url" --workdir "$work/cli" >"$work/types.raw" 2>"$work/types.err" ||
    { cat "$work/types.err" >&2; fail "supabase gen types typescript"; }
  # Keep the TypeScript only (from its first export on): the CLI may print notices on stdout.
  grep -q '^export type Database = ' "$work/types.raw" ||
    { cat "$work/types.raw" "$work/types.err" >&2; fail "supabase gen types printed no Database type"; }
  {
    echo "// Generated by \`pnpm db:types\` (supabase gen types typescript, Supabase CLI $(node -p 'require(process.argv[1]).version' "$root/node_modules/supabase/package.json"))"
    echo "// from supabase/migrations on PostgreSQL. Do not edit: change a migration and regenerate."
    echo "// \`pnpm test:db\` fails when this file is stale."
    echo
    sed -n '/^export /,$p' "$work/types.raw"
  } >"$work/types.ts"
  "$prettier" --stdin-filepath "$root/$types_file" <"$work/types.ts" >"$1" 2>"$work/types.err" ||
    { cat "$work/types.err" >&2; fail "prettier on the generated types"; }
}
types_stale=false
if $write_types; then
  generate_types "$work/database.types.ts"
  cp "$work/database.types.ts" "$root/$types_file"
  echo "  ✓ wrote $types_file ($(wc -l <"$root/$types_file") lines) in $(elapsed) ms"
  exit 0
fi
generate_types "$work/database.types.ts"
if [ ! -f "$root/$types_file" ]; then
  echo "  ✗ $types_file is missing: run pnpm db:types and commit it"
  types_stale=true
elif ! diff -u --label "$types_file (checked in)" --label "$types_file (from the migrations)" \
  "$root/$types_file" "$work/database.types.ts" >"$work/types.diff"; then
  echo "  ✗ $types_file is stale: the migrations changed; run pnpm db:types and commit it"
  head -n 60 "$work/types.diff" | sed 's/^/      /'
  [ "$(wc -l <"$work/types.diff")" -gt 60 ] && echo "      … ($(wc -l <"$work/types.diff") diff lines)"
  types_stale=true
else
  echo "  ✓ $types_file matches the migrations (supabase gen types)"
fi

# 4. Test helpers and fixtures (committed), then each test file in a rolled-back transaction.
#    The enumerations the UI uses are read from packages/ui so the tests compare with them.
constants="$root/packages/ui/src/domain/constants.ts"
read_list() {
  node -e '
    const src = require("fs").readFileSync(process.argv[1], "utf8");
    const m = src.match(new RegExp("export const " + process.argv[2] + "\\b[^=]*=\\s*\\[([^\\]]*)\\]"));
    if (!m) { console.error("cannot find " + process.argv[2]); process.exit(1); }
    const items = [...m[1].matchAll(/'"'"'([^'"'"']*)'"'"'/g)].map((x) => x[1]);
    process.stdout.write("{" + items.map((i) => JSON.stringify(i)).join(",") + "}");
  ' "$constants" "$1"
}
ui_categories="$(read_list categories)" || fail "reading categories from $constants"
ui_experience="$(read_list experienceLevels)" || fail "reading experienceLevels from $constants"
ui_timelines="$(read_list timelines)" || fail "reading timelines from $constants"

psql_run -f "$here/helpers/setup.sql" >"$work/out" 2>&1 || { cat "$work/out" >&2; fail "tests/helpers/setup.sql"; }

files=0
failed=0
assertions=0
for test in ${DB_TEST_FILES:-"$here"/*.sql}; do
  name="$(basename "$test")"
  t0=$(date +%s%N)
  {
    echo "begin;"
    echo "select tests.start();"
    echo "\\o /dev/null"
    echo "\\i '$test'"
    echo "\\o"
    echo "reset role;"
    echo "select tests.finish();"
    echo "rollback;"
  } >"$work/test.sql"
  if psql_run -v ui_categories="$ui_categories" -v ui_experience="$ui_experience" \
    -v ui_timelines="$ui_timelines" -f "$work/test.sql" >"$work/out" 2>&1; then
    n="$(sed -n 's/^ASSERTIONS \([0-9]*\)$/\1/p' "$work/out" | tail -n 1)"
    ms=$(( ($(date +%s%N) - t0) / 1000000 ))
    if [ -z "$n" ] || [ "$n" = 0 ]; then
      echo "  ✗ $name: no assertions ran (${ms} ms)"
      failed=$((failed + 1))
    else
      printf '  ✓ %-28s %4s assertions  %5s ms\n' "$name" "$n" "$ms"
      assertions=$((assertions + n))
    fi
  else
    ms=$(( ($(date +%s%N) - t0) / 1000000 ))
    echo "  ✗ $name (${ms} ms)"
    grep -v -e '^ASSERTIONS ' -e '^$' "$work/out" | sed 's/^/      /'
    failed=$((failed + 1))
  fi
  files=$((files + 1))
done

if [ "$failed" -gt 0 ]; then
  echo "database tests FAILED: $failed of $files files failed ($assertions assertions passed in the others) in $(elapsed) ms"
  $types_stale && echo "database tests FAILED: $types_file is stale (pnpm db:types)"
  exit 1
fi
if $types_stale; then
  echo "database tests FAILED: $types_file is stale or missing: run pnpm db:types and commit it (all $files files passed, $assertions assertions)"
  exit 1
fi
echo "database tests passed: $files files, $assertions assertions, $count migrations on PostgreSQL $server_version in $(elapsed) ms"
