# Shared by the steps of `make verify` (scripts/verify/*.sh): sourced, not
# run (not executable, so scripts/verify.sh does not take it for a step).
#
# A step gets CLAIMSITE_BIN (the binary under test) and
# CLAIMSITE_TEST_POSTGRES_URL (a throwaway cluster) from scripts/verify.sh;
# run alone, it uses bin/claimsite and starts its own cluster when it needs
# one (need_postgres). It works in a temporary folder, listens on 127.0.0.1
# only, and stops every process it started when it exits, whatever happened
# (VERIFY_KEEP=1 keeps the folder with the servers' logs).
set -euo pipefail
# not_run and the registry checks (scripts/verify/not-run.bash).
source "$(dirname "${BASH_SOURCE[0]}")/not-run.bash"

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bin=${CLAIMSITE_BIN:-$root/bin/claimsite}
[ -x "$bin" ] || { echo "no binary at $bin (make build)" >&2; exit 2; }
# Ports: VERIFY_PORT_BASE (19700) + 10..19 crash, 20..29 soak, 30..39 instances.
port_base=${VERIFY_PORT_BASE:-19700}

work=$(mktemp -d /tmp/claimsite-verify.XXXXXX)
pids=()
cleanup() {
  local status=$?
  for p in "${pids[@]}"; do kill -9 "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  if [ "${VERIFY_KEEP:-}" = 1 ]; then
    echo "kept $work" >&2
  else
    rm -rf "$work"
  fi
  exit "$status"
}
trap cleanup EXIT
# A step stopped by scripts/verify.sh's timeout or ^C still cleans up.
trap 'exit 143' TERM
trap 'exit 130' INT

# need_postgres re-runs the step under scripts/with-postgres.sh when no
# cluster was given.
need_postgres() {
  if [ -z "${CLAIMSITE_TEST_POSTGRES_URL:-}" ]; then
    trap - EXIT
    rm -rf "$work"
    exec "$root/scripts/with-postgres.sh" "$0" "$@"
  fi
}

# verifyload: the load generator and checker (scripts/verifyload), built
# once per step (the Go build cache makes that quick).
# In the background, call "$work/verifyload" itself: $! of a function is a
# subshell, and killing that would leave the program running.
(cd "$root" && go build -o "$work/verifyload" ./scripts/verifyload)
verifyload() { "$work/verifyload" "$@"; }

# port_free PORT: nothing listens on 127.0.0.1:PORT (a process left over
# from another run would answer in place of ours).
port_free() {
  if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then
    echo "port $1 is in use (VERIFY_PORT_BASE moves the steps' ports)" >&2
    exit 2
  fi
}

admin_email=verify-admin@example.com
admin_password=verify-admin-password-$RANDOM$RANDOM
# The request limits stay on (their code path runs) but far above what one
# client, 127.0.0.1, sends in a run: the load comes from one address.
generous_limits=contact_ip=1000000/1h,contact_phone=1000/1d,search_ip=1000000/1m,visits_ip=1000000/10m,login_failures_ip=10000/15m,render_ip=1000000/1m

# launch_server NAME PORT [VAR=VALUE...]: starts the binary on
# 127.0.0.1:PORT with its own data folder $work/NAME (the same again on a
# restart), the step's admin, generous limits and webhooks allowed to
# loopback; sets server_pid. await_server NAME PORT [PID] waits until
# /readyz answers 200 (database reachable, migrations done), giving up when
# the server (PID, else the last launched) exits; start_server does both.
launch_server() {
  local name=$1 port=$2
  shift 2
  port_free "$port"
  mkdir -p "$work/$name"
  env CLAIMSITE_ADDR="127.0.0.1:$port" CLAIMSITE_DATA_DIR="$work/$name" \
    CLAIMSITE_PUBLIC_URL="http://127.0.0.1:$port" \
    CLAIMSITE_ADMIN_EMAIL="$admin_email" CLAIMSITE_ADMIN_PASSWORD="$admin_password" CLAIMSITE_BCRYPT_COST=4 CLAIMSITE_REQUIRE_MFA=false \
    CLAIMSITE_RATE_LIMITS="$generous_limits" CLAIMSITE_WEBHOOK_ALLOW_PRIVATE=true \
    CLAIMSITE_DELIVERY_RETRY=1s "$@" \
    "$bin" serve >>"$work/$name.log" 2>&1 &
  server_pid=$!
  pids+=("$server_pid")
}

await_server() {
  if ! verifyload wait "http://127.0.0.1:$2/readyz" 60s "${3:-$server_pid}"; then
    echo "server $1 did not start; its log:" >&2
    tail -n 40 "$work/$1.log" >&2
    exit 2
  fi
}

start_server() {
  launch_server "$@"
  await_server "$1" "$2"
}

# start_hook PORT SECRET [DELAY]: the partner's webhook receiver.
start_hook() {
  port_free "$1"
  "$work/verifyload" hook --addr "127.0.0.1:$1" --secret "$2" --delay "${3:-0s}" >>"$work/hook-$1.log" 2>&1 &
  pids+=($!)
  verifyload wait "http://127.0.0.1:$1/stats" 10s
}

# forget PID: drop a finished process from the list cleanup kills (its
# pid may be reused).
forget() {
  local keep=() p
  for p in "${pids[@]}"; do [ "$p" = "$1" ] || keep+=("$p"); done
  pids=("${keep[@]}")
}

# kill9 PID: kill -9 and reap.
kill9() {
  kill -9 "$1"
  wait "$1" 2>/dev/null || true
  forget "$1"
}

# reap PID: wait for a process started in the background; its status is
# the function's.
reap() {
  local status=0
  wait "$1" || status=$?
  forget "$1"
  return "$status"
}

# panics NAME: how many Go panics the server's log shows (a recovered
# handler panic is a 500, but say so anyway).
panics() { grep -cE '"msg":"panic"|^panic:' "$work/$1.log" || true; }

# personal_data NAME...: fails when a server's log carries what the step's
# visitors typed: their e-mail addresses, their phone numbers (as text)
# or their names. Logs carry ids only (issue 13, item 6).
personal_data() {
  local name found=0
  for name in "$@"; do
    local hits
    hits=$(grep -cE 'verify[0-9]+@example\.com|"[23][0-9]{9}"|Verify Visitor|"Visitor"' "$work/$name.log" || true)
    if [ "$hits" -gt 0 ]; then
      echo "the log of $name has $hits lines with a visitor's e-mail, phone or name, such as:"
      grep -m 3 -E 'verify[0-9]+@example\.com|"[23][0-9]{9}"|Verify Visitor|"Visitor"' "$work/$name.log" | cut -c 1-300
      found=1
    fi
  done
  return "$found"
}
