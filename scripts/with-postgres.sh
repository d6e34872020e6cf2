#!/usr/bin/env bash
# with-postgres.sh CMD...: starts a throwaway PostgreSQL cluster on
# 127.0.0.1, runs CMD with CLAIMSITE_TEST_POSTGRES_URL pointing at it, and
# stops and removes the cluster afterwards, whatever CMD did.
set -euo pipefail

pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$pgbin" ] || { echo "PostgreSQL is not installed (scripts/ensure-tools.sh installs it)" >&2; exit 1; }

dir=$(mktemp -d /tmp/claimsite-pg.XXXXXX)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')

# initdb refuses to run as root: run the server as the postgres user then.
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$dir"
  as_pg=(runuser -u postgres --)
fi

stop() {
  "${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_pg[@]}" "$pgbin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
# fsync off: this cluster lives for one test run; durability is SQLite's
# and production PostgreSQL's business, not the test cluster's.
# POSTGRES_SETTINGS adds server settings ("-c name=value ..."): make
# bench-scale gives its million leads the buffer pool a server holding them
# would have.
"${as_pg[@]}" "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-k /tmp -c listen_addresses=127.0.0.1 -p $port -c fsync=off -c synchronous_commit=off -c max_connections=200 ${POSTGRES_SETTINGS:-}" start >/dev/null \
  || { cat "$dir/server.log" >&2; exit 1; }

export CLAIMSITE_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
echo "PostgreSQL test cluster on 127.0.0.1:$port"
"$@"
