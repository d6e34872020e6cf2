#!/usr/bin/env bash
# verify step 30: two instances of the binary on one PostgreSQL database
# (separate ports and data folders, started together on an empty database)
# under load. 32 workers send leads for 15 s, spread over both instances;
# one partner's webhook receiver on loopback takes them. Meanwhile a
# session made on one instance must work on the other, and a service saved
# on one must show at once in the other's cached answer and rendered page.
# Then, asked through each instance's admin API: every lead answered 201 is
# stored exactly once and both instances see every lead; once the queue has drained (nothing
# pending, failed or dead), every routed lead reached the partner exactly
# once (one request per lead, one Idempotency-Key); no 5xx at any point.
source "$(dirname "$0")/lib.bash"
need_postgres "$@"

port_a=$((port_base + 30))
port_b=$((port_base + 31))
hook_port=$((port_base + 32))
secret=verify-secret-$RANDOM$RANDOM
db_url=$(verifyload createdb "$CLAIMSITE_TEST_POSTGRES_URL" verify_instances)
start_hook "$hook_port" "$secret"

# Both at once: migrations, seeding and the admin at start must hold when
# instances start together on an empty database.
launch_server a "$port_a" CLAIMSITE_DATABASE_URL="$db_url"
pid_a=$server_pid
launch_server b "$port_b" CLAIMSITE_DATABASE_URL="$db_url"
await_server a "$port_a" "$pid_a"
await_server b "$port_b"
a=http://127.0.0.1:$port_a
b=http://127.0.0.1:$port_b

verifyload partner --url "$a" --email "$admin_email" --password "$admin_password" \
  --hook "http://127.0.0.1:$hook_port/hook" --secret "$secret" --states TX
"$work/verifyload" leads --url "$a,$b" --out "$work/acked" --concurrency 32 --duration "${INSTANCES_DURATION:-15s}" --phone-base 2300000000 &
load=$!
pids+=("$load")
# Under that load: a session made on a works on b, and a service saved on a
# shows at once in b's cached answer and rendered page.
sleep 3
shared=0
verifyload shared --url "$a,$b" --email "$admin_email" --password "$admin_password" || shared=$?
reap "$load"
[ "$shared" -eq 0 ] || exit "$shared"
verifyload check --label instances --url "$a,$b" --email "$admin_email" --password "$admin_password" \
  --acked "$work/acked" --hook "http://127.0.0.1:$hook_port" --wait 120s --exactly-once --all-answered --report "$work/report"

# Each instance's queue worker took its share (the outbox row keeps the
# worker that sent it: host/address/instance id).
verifyload workers "$db_url" >"$work/workers"
echo "deliveries sent per instance's worker:"
sed 's/^/  /' "$work/workers"
for port in "$port_a" "$port_b"; do
  if ! grep -qE "/127\.0\.0\.1:$port[/ ]" "$work/workers"; then
    echo "instances: the worker of 127.0.0.1:$port sent no delivery"
    exit 1
  fi
done
n=$(( $(panics a) + $(panics b) ))
if [ "$n" -gt 0 ]; then
  echo "instances: the servers' logs show $n panics"
  exit 1
fi
personal_data a b || { echo "instances: personal data in the servers' logs"; exit 1; }
read -r _ acked stored _ routed delivered _ <"$work/report"
verifyload dropdb "$CLAIMSITE_TEST_POSTGRES_URL" verify_instances
echo "instances: 2 instances on one PostgreSQL: $acked leads acknowledged (split over both), each stored once and seen by both; $delivered of $routed routed leads delivered exactly once; sessions and content changes shared; no 5xx"
