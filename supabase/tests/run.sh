#!/usr/bin/env bash
# Database tests: see supabase/tests/run.mjs (the runner) and supabase/README.md.
#   bash supabase/tests/run.sh                 (pnpm test:db)
#   bash supabase/tests/run.sh --write-types   (pnpm db:types)
exec node "$(dirname "$0")/run.mjs" "$@"
