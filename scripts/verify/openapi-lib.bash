# Shared by verify steps 50 (Schemathesis) and 60 (sqlmap): sourced, not run
# (not executable, so scripts/verify.sh does not take it for a step).
#
# Starts the binary under test (CLAIMSITE_BIN, else bin/claimsite) on
# 127.0.0.1 with its own data folder (SQLite) and an admin, and stops it and
# removes the folder on exit, whatever happened (VERIFY_KEEP=1 keeps it).
# Ports: OPENAPI_PORT_BASE (19600) + 50.. Schemathesis, + 60.. sqlmap.
set -euo pipefail
# not_run and the registry checks (scripts/verify/not-run.bash).
source "$(dirname "${BASH_SOURCE[0]}")/not-run.bash"

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bin=${CLAIMSITE_BIN:-$root/bin/claimsite}
[ -x "$bin" ] || { echo "no binary at $bin (make build)" >&2; exit 2; }
port_base=${OPENAPI_PORT_BASE:-19600}
tools=$root/.cache/verify

work=$(mktemp -d /tmp/claimsite-openapi.XXXXXX)
server_pid=
cleanup() {
  local status=$?
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  if [ "${VERIFY_KEEP:-}" = 1 ]; then echo "kept $work" >&2; else rm -rf "$work"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

admin_email=openapi-admin@example.com
admin_password=openapi-admin-password-$RANDOM$RANDOM

# apt_install PACKAGE...: Debian's packages, as scripts/ensure-tools.sh.
apt_install() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "need root to install $* (run: sudo apt-get install -y $*)" >&2
    return 1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# start_server PORT [VAR=VALUE...]: the binary on 127.0.0.1:PORT with a
# fresh SQLite database (or CLAIMSITE_DATABASE_URL when given), seeded,
# with the step's admin; waits until /healthz answers.
start_server() {
  local port=$1
  shift
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "port $port is in use (OPENAPI_PORT_BASE moves the steps' ports)" >&2
    exit 2
  fi
  base=http://127.0.0.1:$port
  mkdir -p "$work/data"
  env CLAIMSITE_ADDR="127.0.0.1:$port" CLAIMSITE_DATA_DIR="$work/data" CLAIMSITE_PUBLIC_URL="$base" \
    CLAIMSITE_ADMIN_EMAIL="$admin_email" CLAIMSITE_ADMIN_PASSWORD="$admin_password" CLAIMSITE_BCRYPT_COST=4 CLAIMSITE_REQUIRE_MFA=false \
    CLAIMSITE_WEBHOOK_ALLOW_PRIVATE=true "$@" "$bin" serve >>"$work/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 120); do
    if curl -fs -o /dev/null "$base/healthz"; then return 0; fi
    if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
    sleep 0.5
  done
  echo "the server did not start; its log:" >&2
  tail -n 40 "$work/server.log" >&2
  exit 2
}

# admin_token: signs the step's admin in and prints the bearer token.
admin_token() {
  curl -fsS -H 'Content-Type: application/json' \
    --data "{\"email\":\"$admin_email\",\"password\":\"$admin_password\",\"remember\":true}" "$base/api/auth/login" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])'
}

# server_errors: how many 5xx answers and panics the server's log shows.
server_errors() {
  grep -cE '"status":5[0-9][0-9]|"msg":"panic"|^panic:' "$work/server.log" || true
}
