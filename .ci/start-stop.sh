#!/usr/bin/env bash
# `npm start` must leave nothing behind however it is stopped (issue: a SIGTERM to npm, as a
# process manager or an IDE's stop button sends, used to orphan the dev server, Storybook, the
# package watcher and the local stack). Starts `npm run dev` (npm start without the install
# step) twice in a session of its own, stops npm with SIGTERM and then with SIGKILL, and checks
# that the ports are free and no process of this checkout is left.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
ports=(54321 5173 6006 54325)
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT

# How many of the ports answer (bash's /dev/tcp: no ss or netstat needed).
listening() {
  local n=0 port
  for port in "${ports[@]}"; do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && n=$((n + 1)); done
  echo "$n"
}
# Processes started from this checkout (their command line names a path inside it), or .ci/start.
leftovers() {
  local f pid cmd
  for f in /proc/[0-9]*/cmdline; do
    pid=${f#/proc/}; pid=${pid%/cmdline}
    [ "$pid" = "$$" ] && continue
    cmd=$({ tr '\0' ' ' <"$f"; } 2>/dev/null) || continue
    case "$cmd" in
      *"$root/node_modules/"* | *"$root/apps/"* | *"$root/packages/"* | *" .ci/start "*) echo "$pid $cmd" ;;
    esac
  done
}

if [ "$(listening)" != 0 ]; then
  echo "error: a port of ${ports[*]} is already taken; stop what holds it first" >&2
  exit 1
fi

for signal in TERM KILL; do
  LOCAL_SUPABASE_DATA_DIR="$data" setsid npm run dev >"$data/out.log" 2>&1 &
  npm_pid=$!
  started=$SECONDS
  until [ "$(listening)" = ${#ports[@]} ]; do
    if [ $((SECONDS - started)) -gt 180 ]; then
      echo "✗ npm start did not bring up ${ports[*]} within 180 s" >&2
      tail -n 30 "$data/out.log" >&2
      kill -KILL -- -"$npm_pid" 2>/dev/null
      exit 1
    fi
    sleep 1
  done
  up=$((SECONDS - started))
  kill -"$signal" "$npm_pid"
  stopped=$SECONDS
  while [ "$(listening)" != 0 ] || [ -n "$(leftovers)" ]; do
    if [ $((SECONDS - stopped)) -gt 20 ]; then
      echo "✗ SIG$signal to npm left processes behind after 20 s:" >&2
      echo "  ports still answering: $(listening) of ${ports[*]}" >&2
      leftovers | cut -c1-160 >&2
      leftovers | while read -r pid _; do kill -KILL "$pid" 2>/dev/null; done
      exit 1
    fi
    sleep 1
  done
  wait "$npm_pid" 2>/dev/null
  echo "✓ SIG$signal to npm: up in ${up} s, everything gone $((SECONDS - stopped)) s later (ports ${ports[*]} free)"
done
