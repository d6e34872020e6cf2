#!/usr/bin/env bash
# verify step 10: kill -9, then restart. No acknowledged lead may be lost,
# and every routed lead must reach the partner.
#
# Three runs, each on a fresh database with one partner whose webhook is a
# receiver on loopback (verifyload hook: checks every signature, counts
# requests per lead and Idempotency-Key):
#   sqlite-intake    32 workers send leads for 8 s; the server is killed
#                    after 3 s and started again at once, the load goes on
#   sqlite-delivery  1,000 leads sent, then the server is killed while the
#                    slow partner (100 ms an answer) holds deliveries in flight
#   postgres         as sqlite-intake on PostgreSQL, the partner answering
#                    in 50 ms so deliveries are in flight at the kill too
# Then verifyload check: every lead answered 201 is stored once; once the
# queue has drained (nothing pending, failed or dead) every routed lead
# reached the partner, repeats only under the same Idempotency-Key
# (delivery is at least once, decision 015), counted and reported.
source "$(dirname "$0")/lib.bash"

if [ $# -eq 0 ]; then
  need_postgres "$@"
  failed=()
  for run in sqlite-intake sqlite-delivery postgres; do
    echo "--- $run"
    VERIFY_CRASH_REPORT="$work/report" "$0" "$run" || failed+=("$run")
  done
  # Each run added "name acked stored unacked routed delivered repeats"
  # to $work/report; add them up.
  read -r acked stored unacked routed delivered repeats < <(awk '{a+=$2; s+=$3; u+=$4; r+=$5; d+=$6; p+=$7} END {print a+0, s+0, u+0, r+0, d+0, p+0}' "$work/report")
  if [ ${#failed[@]} -gt 0 ]; then
    echo "crash: FAILED ${failed[*]}; $acked acknowledged leads, $delivered of $routed routed leads delivered"
    exit 1
  fi
  echo "crash: 3 kill -9 runs (SQLite intake, SQLite delivery, PostgreSQL): $acked acknowledged leads all stored once (+$unacked unacknowledged), $delivered of $routed routed leads delivered, $repeats repeats under their Idempotency-Key"
  exit 0
fi

run=$1
report=${VERIFY_CRASH_REPORT:-/dev/null}
secret=verify-secret-$RANDOM$RANDOM
case $run in
  sqlite-intake) port=$((port_base + 10)); delay=0s; env_db=() ;;
  sqlite-delivery) port=$((port_base + 12)); delay=100ms; env_db=() ;;
  postgres)
    port=$((port_base + 14)); delay=50ms
    db_url=$(verifyload createdb "$CLAIMSITE_TEST_POSTGRES_URL" verify_crash)
    env_db=(CLAIMSITE_DATABASE_URL="$db_url")
    ;;
  *) echo "unknown run $run" >&2; exit 2 ;;
esac
hook_port=$((port + 1))
base=http://127.0.0.1:$port
hook=http://127.0.0.1:$hook_port

start_hook "$hook_port" "$secret" "$delay"
start_server app "$port" "${env_db[@]}"
verifyload partner --url "$base" --email "$admin_email" --password "$admin_password" \
  --hook "$hook/hook" --secret "$secret" --states TX

if [ "$run" = sqlite-delivery ]; then
  verifyload leads --url "$base" --out "$work/acked" --concurrency 32 --count 1000 --duration 60s --phone-base 2100000000
  # Kill while the partner holds deliveries: some were sent, none recorded.
  for _ in $(seq 1 200); do
    read -r requests in_flight < <(verifyload hookstats "$hook")
    [ "$requests" -ge 150 ] && [ "$in_flight" -gt 0 ] && break
    sleep 0.05
  done
  if [ "$in_flight" -eq 0 ]; then
    echo "$run: no delivery was in flight to kill (received: $requests)"
    exit 1
  fi
  echo "kill -9 during delivery (deliveries in flight: $in_flight; received so far: $requests)"
  kill9 "$server_pid"
  start_server app "$port" "${env_db[@]}"
else
  "$work/verifyload" leads --url "$base" --out "$work/acked" --concurrency 32 --duration 8s --phone-base 2200000000 --tolerate-down --min-acked 200 &
  load=$!
  pids+=("$load")
  sleep 3
  read -r requests in_flight < <(verifyload hookstats "$hook")
  echo "kill -9 during intake (deliveries in flight: $in_flight; received so far: $requests)"
  kill9 "$server_pid"
  start_server app "$port" "${env_db[@]}"
  reap "$load"
fi

verifyload check --label "$run" --url "$base" --email "$admin_email" --password "$admin_password" \
  --acked "$work/acked" --hook "$hook" --wait 120s --report "$report"
echo "$run: server log shows $(panics app) panics"
[ "$(panics app)" -eq 0 ]
personal_data app || { echo "$run: personal data in the server log"; exit 1; }
[ "$run" != postgres ] || verifyload dropdb "$CLAIMSITE_TEST_POSTGRES_URL" verify_crash
