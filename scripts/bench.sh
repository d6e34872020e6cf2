#!/usr/bin/env bash
# make bench: claimsite (real binary, SQLite, seeded) against a plain Go
# hello-world JSON server, both driven by wrk with the same bounded load in
# the same run. Prints requests/s, p50 and p99 per endpoint and the ratio of
# each throughput to hello-world's. POST /api/contact runs twice: new
# visitors, then visitors who all give one phone number that 100,000 earlier
# leads share; the second must reach 80% of the first. A third run sends
# leads from a state a partner covers: each is delivered by webhook to a
# receiver on loopback (scripts/benchhook), which measures the time from
# the lead's commit to the delivery's arrival. A fourth run sends leads
# from a state a prepaid partner with a price covers: each is held,
# delivered and charged once (issue 22's billing in the lead's path), and
# its figure stands next to the free partner's. POST /api/visits (the
# page-view beacon) runs last: every beacon answered 204 must be counted.
#
# BENCH_DURATION (default 10s), BENCH_CONNECTIONS (default 32) and
# BENCH_THREADS (default 2) set the load. BENCH_RATE_LIMITS (default off)
# is the server's CLAIMSITE_RATE_LIMITS, to measure what the limits cost.
set -euo pipefail
cd "$(dirname "$0")/.."

duration=${BENCH_DURATION:-10s}
conns=${BENCH_CONNECTIONS:-32}
threads=${BENCH_THREADS:-2}
rate_limits=${BENCH_RATE_LIMITS:-off}
app_port=18091
hello_port=18090
work=$(mktemp -d /tmp/claimsite-bench.XXXXXX)
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

export CLAIMSITE_DATA_DIR="$work/data"

# The repeated-phone run: before the server starts, 100,000 leads already
# share the number every lead of that run repeats (a bot sending one number
# over and over), all within the 30-day duplicate window.
repeat_phone=5557770000
repeat_seeded=100000
./bin/claimsite migrate 2>"$work/migrate.log"
python3 - "$work/data/claimsite.db" "$repeat_phone" "$repeat_seeded" <<'PY'
import sqlite3, sys
db, phone, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
con = sqlite3.connect(db)
con.execute("""
WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?),
     stamp(ts) AS (SELECT strftime('%Y-%m-%d %H:%M:%f+00:00', 'now', '-1 day'))
INSERT INTO leads (source_form, first_name, last_name, email, phone, zip_code, state, status, verified, created_at, updated_at)
SELECT 'consultation', 'Repeat', 'Visitor', 'repeat' || i || '@example.com', ?, '90210', 'CA', 'new', FALSE, ts, ts
FROM seq, stamp""", (n, phone))
con.commit()
PY

# The partner of the delivery run: Texas leads, by webhook to benchhook.
hook_port=18092
python3 - "$work/data/claimsite.db" "http://127.0.0.1:$hook_port/leads" <<'PY'
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
con.execute("""INSERT INTO partners (name, webhook_url, webhook_secret, states, priority, timezone, active, created_at, updated_at)
VALUES ('Bench Partner', ?, 'bench-secret', '["TX"]', 1, 'America/Chicago', TRUE,
        strftime('%Y-%m-%d %H:%M:%f+00:00', 'now'), strftime('%Y-%m-%d %H:%M:%f+00:00', 'now'))""", (sys.argv[2],))
con.commit()
PY
# The prepaid partner of the billing run: Oklahoma leads at $45.00, a
# payment that covers every lead the run can send.
prepaid_price=4500
prepaid_paid=100000000000
python3 - "$work/data/claimsite.db" "http://127.0.0.1:$hook_port/leads" "$prepaid_price" "$prepaid_paid" <<'PY'
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
now = "strftime('%Y-%m-%d %H:%M:%f+00:00', 'now')"
cur = con.execute(f"""INSERT INTO partners (name, webhook_url, webhook_secret, states, priority, timezone, active, price_cents,
    billing_mode, balance_cents, created_at, updated_at)
VALUES ('Bench Prepaid', ?, 'bench-secret', '["OK"]', 1, 'America/Chicago', TRUE, ?, 'prepaid', ?, {now}, {now})""",
    (sys.argv[2], int(sys.argv[3]), int(sys.argv[4])))
con.execute(f"""INSERT INTO ledger_entries (partner_id, kind, amount_cents, balance_after_cents, method, idempotency_key, created_at)
VALUES (?, 'payment', ?, ?, 'bench', 'bench-payment', {now})""", (cur.lastrowid, int(sys.argv[4]), int(sys.argv[4])))
con.commit()
PY

go build -o "$work/hello" ./scripts/benchhello
"$work/hello" "127.0.0.1:$hello_port" & pids+=($!)
go build -o "$work/hook" ./scripts/benchhook
"$work/hook" "127.0.0.1:$hook_port" & pids+=($!)
# Every wrk request comes from 127.0.0.1: the request limits are off, as
# for any load test, unless BENCH_RATE_LIMITS sets limits it never reaches.
# An admin, for the content changes of the re-render measurement.
bench_admin_email=bench-admin@example.com
bench_admin_password=bench-admin-password-$RANDOM$RANDOM
CLAIMSITE_ADMIN_EMAIL="$bench_admin_email" CLAIMSITE_ADMIN_PASSWORD="$bench_admin_password" CLAIMSITE_REQUIRE_MFA=false \
  CLAIMSITE_WEBHOOK_ALLOW_PRIVATE=true CLAIMSITE_RATE_LIMITS="$rate_limits" CLAIMSITE_DATA_DIR="$work/data" CLAIMSITE_ADDR="127.0.0.1:$app_port" ./bin/claimsite serve 2>"$work/claimsite.log" & pids+=($!)

wait_up() {
  for _ in $(seq 1 100); do
    curl -fs -o /dev/null "$1" && return 0
    sleep 0.1
  done
  echo "server at $1 did not start" >&2
  cat "$work/claimsite.log" >&2
  exit 1
}
wait_up "http://127.0.0.1:$hello_port/hello"
wait_up "http://127.0.0.1:$app_port/healthz"

# Each POST is a new visitor: a counter makes e-mail and phone unique.
cat >"$work/contact.lua" <<'LUA'
-- thread_id is a global: thread:set (run in the main state for each
-- thread) sets it in that thread's own state; a local would stay 0 in
-- every thread and the threads would send the same visitors.
local counter = 0
thread_id = 0
function setup(thread)
  thread:set("thread_id", thread_id)
  thread_id = thread_id + 1
end
request = function()
  counter = counter + 1
  local n = thread_id * 100000000 + counter
  local body = string.format('{"first_name":"Bench","last_name":"Visitor","email":"bench%d@example.com","phone":"%010d","zipCode":"90210","state":"California (CA)","is_checked":true,"page_url":"http://127.0.0.1/contact-us"}', n, 2000000000 + n)
  return wrk.format("POST", "/api/contact", {["Content-Type"] = "application/json"}, body)
end
LUA

# The same visitors, every one of them with the repeated phone number.
sed "s/2000000000 + n/$repeat_phone/" "$work/contact.lua" >"$work/contact-repeat.lua"
grep -q "$repeat_phone" "$work/contact-repeat.lua"
# New visitors from Texas, whom the partner takes; other numbers again.
sed -e 's/California (CA)/Texas (TX)/' -e 's/2000000000 + n/3000000000 + n/' -e 's/bench%d@/texas%d@/' "$work/contact.lua" >"$work/contact-texas.lua"
grep -q "Texas (TX)" "$work/contact-texas.lua"
# New visitors from Oklahoma, whom the prepaid partner takes and pays for.
sed -e 's/California (CA)/Oklahoma (OK)/' -e 's/2000000000 + n/4000000000 + n/' -e 's/bench%d@/oklahoma%d@/' "$work/contact.lua" >"$work/contact-prepaid.lua"
grep -q "Oklahoma (OK)" "$work/contact-prepaid.lua"

# run NAME URL [LUA]: one wrk run; prints "name rps p50 p99" and keeps the
# number of answered requests in $work/answered. Requests take what
# Chrome takes over HTTPS (Brotli first).
run() {
  local name=$1 url=$2 script=${3:-}
  local args=(-t"$threads" -c"$conns" -d"$duration" --latency -H 'Accept-Encoding: gzip, deflate, br, zstd')
  [ -n "$script" ] && args+=(-s "$script")
  local out
  out=$(wrk "${args[@]}" "$url")
  if grep -q 'Non-2xx' <<<"$out"; then
    echo "$name: non-2xx answers during the run:" >&2
    echo "$out" >&2
    exit 1
  fi
  local rps p50 p99
  awk '/requests in/ {print $1}' <<<"$out" >"$work/answered"
  rps=$(awk '/^Requests\/sec/ {print $2}' <<<"$out")
  p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  echo "$name $rps $p50 $p99"
}

results=()
results+=("$(run 'hello-world GET /hello' "http://127.0.0.1:$hello_port/hello")")
results+=("$(run 'hello-world GET /hello.html' "http://127.0.0.1:$hello_port/hello.html")")
results+=("$(run 'GET /api/card-services' "http://127.0.0.1:$app_port/api/card-services")")
results+=("$(run 'GET /api/service-detail/1' "http://127.0.0.1:$app_port/api/service-detail/1")")
results+=("$(run 'GET /service-detail/1 (HTML)' "http://127.0.0.1:$app_port/service-detail/1")")
results+=("$(run 'GET /Faqs?page=2 (HTML)' "http://127.0.0.1:$app_port/Faqs?page=2")")

# The first answer of a page after a content change is a new server
# render: save the service through the admin API (which raises the
# services' content version) and time the next GET, 100 times.
python3 - "http://127.0.0.1:$app_port" "$bench_admin_email" "$bench_admin_password" >"$work/rerender" <<'PY'
import json, sys, time, urllib.request
base, email, password = sys.argv[1], sys.argv[2], sys.argv[3]
def call(method, path, body=None, token=None):
    headers = {"Content-Type": "application/json", "Origin": base}
    if token:
        headers["Authorization"] = "Bearer " + token
    req = urllib.request.Request(base + path, method=method, headers=headers, data=json.dumps(body).encode() if body is not None else None)
    with urllib.request.urlopen(req) as r:
        return json.loads(r.read() or b"null")
token = call("POST", "/api/auth/login", {"email": email, "password": password})["access_token"]
times = []
for i in range(100):
    call("PUT", "/api/admin/services/1", {"title": "Car Accident"}, token)
    start = time.perf_counter()
    with urllib.request.urlopen(urllib.request.Request(base + "/service-detail/1", headers={"Accept-Encoding": "gzip, deflate, br, zstd"})) as r:
        r.read()
        assert r.status == 200
    times.append((time.perf_counter() - start) * 1000)
times.sort()
print(f"{times[49]:.1f} {times[98]:.1f}")
PY
read -r rerender_p50 rerender_p99 <"$work/rerender"
results+=("$(run 'POST /api/contact' "http://127.0.0.1:$app_port/api/contact" "$work/contact.lua")")
answered=$(cat "$work/answered")
results+=("$(run 'POST /api/contact (1 phone)' "http://127.0.0.1:$app_port/api/contact" "$work/contact-repeat.lua")")
answered=$((answered + $(cat "$work/answered")))
results+=("$(run 'POST /api/contact (delivery)' "http://127.0.0.1:$app_port/api/contact" "$work/contact-texas.lua")")
answered=$((answered + $(cat "$work/answered")))
results+=("$(run 'POST /api/contact (prepaid)' "http://127.0.0.1:$app_port/api/contact" "$work/contact-prepaid.lua")")
answered=$((answered + $(cat "$work/answered")))

# drain COUNT: waits (bounded) until the receiver has COUNT distinct
# deliveries, then leaves "delivered requests p50 p99" in $work/hook.
drain() {
  local want=$1 start
  start=$(date +%s)
  while :; do
    curl -fs "http://127.0.0.1:$hook_port/stats" >"$work/hook-stats"
    [ "$(awk '{print $1}' "$work/hook-stats")" -ge "$want" ] && return 0
    if [ $(( $(date +%s) - start )) -gt 300 ]; then
      echo "deliveries: $(awk '{print $1}' "$work/hook-stats") of $want reached the partner within 300 s" >&2
      exit 1
    fi
    sleep 0.2
  done
}
deliveries() { python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from deliveries").fetchone()[0])' "$work/data/claimsite.db"; }

# Every delivery must reach the partner, once: at full load the queue runs
# behind intake, so the latency here is mostly time spent waiting in it.
drain_start=$(date +%s)
drain "$(deliveries)"
drain_seconds=$(( $(date +%s) - drain_start ))
read -r delivered hook_requests hook_p50 hook_p99 <"$work/hook-stats"

# Billing: every Oklahoma lead delivered is charged once, at its price, and
# the prepaid balance and holds agree with the ledger.
read -r prepaid_leads charges charged_cents balance held < <(python3 - "$work/data/claimsite.db" <<'PY'
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
pid, balance, held = con.execute("select id, balance_cents, held_cents from partners where name = 'Bench Prepaid'").fetchone()
leads = con.execute("""select count(distinct d.lead_id) from deliveries d join outbox o on o.id = d.outbox_id
    where d.partner_id = ? and o.status = 'sent'""", (pid,)).fetchone()[0]
n, cents = con.execute("select count(*), coalesce(-sum(amount_cents), 0) from ledger_entries where partner_id = ? and kind = 'charge'", (pid,)).fetchone()
print(leads, n, cents, balance, held)
PY
)
if [ "$charges" -ne "$prepaid_leads" ] || [ "$charged_cents" -ne $((prepaid_leads * prepaid_price)) ] ||
  [ "$balance" -ne $((prepaid_paid - charged_cents)) ] || [ "$held" -ne 0 ]; then
  echo "billing: $prepaid_leads leads delivered, $charges charges of $charged_cents cents, balance $balance, held $held" >&2
  exit 1
fi

# Paced: about 40 leads a second for 5 seconds (far above a real site's
# rate, well below what two cores deliver): the latency of the path itself.
curl -fs -X POST "http://127.0.0.1:$hook_port/reset"
for i in $(seq 1 200); do
  curl -fs -o /dev/null -H 'Content-Type: application/json' "http://127.0.0.1:$app_port/api/contact" \
    -d "{\"first_name\":\"Paced\",\"last_name\":\"Visitor\",\"email\":\"paced$i@example.com\",\"phone\":\"35$(printf %08d "$i")\",\"zipCode\":\"73301\",\"state\":\"TX\",\"is_checked\":true}"
  sleep 0.025
done
drain 200
read -r paced_delivered _ paced_p50 paced_p99 <"$work/hook-stats"

# Every lead answered with 201 must be in the database.
stored=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from leads").fetchone()[0] - int(sys.argv[2]))' "$work/data/claimsite.db" "$repeat_seeded")
if [ "$stored" -lt "$answered" ]; then
  echo "lost leads: $answered answered with 201, $stored stored" >&2
  exit 1
fi

# Page-view beacons as navigator.sendBeacon sends them: text/plain JSON
# from the site's own pages, a browser's user agent (an empty one is a
# robot's, not counted), varying pages and first touches. The collector
# writes its sums about once a second; after a last flush, every 204 must
# be a counted view.
cat >"$work/visits.lua" <<LUA
local counter = 0
local paths = {"/", "/faqs", "/stateLaw", "/services", "/blog", "/about-us", "/contact-us", "/state-law-detail/1"}
local sources = {"google", "bing", "facebook", "", "newsletter"}
request = function()
  counter = counter + 1
  local body = string.format('{"path":"%s","landing_page":"%s","source":"%s","medium":"cpc","campaign":"c%d","entry":%s}',
    paths[counter % #paths + 1], paths[math.floor(counter / 7) % #paths + 1], sources[counter % #sources + 1], counter % 20,
    counter % 5 == 0 and "true" or "false")
  return wrk.format("POST", "/api/visits", {["Content-Type"] = "text/plain;charset=UTF-8",
    ["Origin"] = "http://127.0.0.1:$app_port",
    ["User-Agent"] = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"}, body)
end
LUA
results+=("$(run 'POST /api/visits (beacon)' "http://127.0.0.1:$app_port/api/visits" "$work/visits.lua")")
visits_answered=$(cat "$work/answered")
sleep 3 # more than one flush interval
visits_counted=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select coalesce(sum(views), 0) from visit_days").fetchone()[0])' "$work/data/claimsite.db")
visits_rows=$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from visit_days").fetchone()[0])' "$work/data/claimsite.db")
# wrk may stop before reading the answers of requests the server finished,
# so there can be more counted than answered, never fewer.
if [ "$visits_counted" -lt "$visits_answered" ]; then
  echo "lost visits: $visits_answered answered with 204, $visits_counted counted" >&2
  exit 1
fi

printf '\nclaimsite benchmark: wrk -t%s -c%s -d%s, SQLite (synchronous=FULL), %s cores\n\n' "$threads" "$conns" "$duration" "$(nproc)"
printf '| %-28s | %10s | %8s | %8s | %14s |\n' "endpoint" "requests/s" "p50" "p99" "vs hello-world"
printf '|%s|%s|%s|%s|%s|\n' "------------------------------" "------------" "----------" "----------" "----------------"
hello_rps=$(awk '{print $(NF-2)}' <<<"${results[0]}")
for line in "${results[@]}"; do
  read -r -a f <<<"$line"
  n=${#f[@]}
  name="${f[*]:0:n-3}"
  rps=${f[n-3]}
  ratio=$(awk -v a="$rps" -v b="$hello_rps" 'BEGIN { printf "%.0f%%", 100 * a / b }')
  printf '| %-28s | %10.0f | %8s | %8s | %14s |\n' "$name" "$rps" "${f[n-2]}" "${f[n-1]}" "$ratio"
done
printf '\nGET /service-detail/1 first answer after a content change (a new server render): p50 %s ms, p99 %s ms (100 changes)\n' "$rerender_p50" "$rerender_p99"
printf 'POST /api/contact: %s leads answered 201, %s stored\n' "$answered" "$stored"
printf 'Delivery at full load: %s leads (Texas and Oklahoma) delivered by webhook (%s requests), commit to 2xx p50 %s ms, p99 %s ms; the queue drained %s s after the run\n' \
  "$delivered" "$hook_requests" "$hook_p50" "$hook_p99" "$drain_seconds"
printf 'Billing at full load: %s Oklahoma leads delivered to the prepaid partner, %s charges of %s cents in all; balance and holds agree with the ledger\n' \
  "$prepaid_leads" "$charges" "$charged_cents"
printf 'POST /api/visits: %s beacons answered 204, %s views counted in %s daily aggregate rows\n' "$visits_answered" "$visits_counted" "$visits_rows"
printf 'Delivery at about 40 leads/s: %s leads, commit to 2xx p50 %s ms, p99 %s ms\n' "$paced_delivered" "$paced_p50" "$paced_p99"

# A phone number shared by 100,000 earlier leads must not slow intake down:
# the repeated-phone run must reach 80% of the fresh-number run.
fresh_rps=$(awk '{print $(NF-2)}' <<<"${results[6]}")
repeat_rps=$(awk '{print $(NF-2)}' <<<"${results[7]}")
ratio=$(awk -v a="$repeat_rps" -v b="$fresh_rps" 'BEGIN { printf "%.0f", 100 * a / b }')
printf 'POST /api/contact with one phone shared by %s earlier leads: %s%% of the fresh-number run (at least 80%% required)\n' "$repeat_seeded" "$ratio"
if [ "$ratio" -lt 80 ]; then
  echo "the repeated-phone run is below 80% of the fresh-number run" >&2
  exit 1
fi

# A rendered page comes from memory: at least 60% of hello-world's HTML.
# Measured apart from the table: on a small shared machine throughput
# drifts by 10% or more between two runs seconds apart, so one 10-second
# run of each decides nothing. Five rounds of 3-second runs, each round
# the two back to back (in alternating order), and the median of the
# rounds' ratios decides.
ratios=()
for round in 1 2 3 4 5; do
  hello_url="http://127.0.0.1:$hello_port/hello.html" page_url="http://127.0.0.1:$app_port/service-detail/1"
  if [ $((round % 2)) -eq 1 ]; then
    h=$(duration=3s run hello "$hello_url"); p=$(duration=3s run page "$page_url")
  else
    p=$(duration=3s run page "$page_url"); h=$(duration=3s run hello "$hello_url")
  fi
  ratios+=("$(awk -v a="$(awk '{print $2}' <<<"$p")" -v b="$(awk '{print $2}' <<<"$h")" 'BEGIN { printf "%.1f", 100 * a / b }')")
done
read -r low median high < <(printf '%s\n' "${ratios[@]}" | sort -n | awk '{v[NR]=$1} END {print v[1], v[3], v[5]}')
printf 'GET /service-detail/1 (HTML): %s%% of hello-world HTML, median of 5 paired 3 s rounds (%s%% to %s%%; at least 60%% required)\n' "$median" "$low" "$high"
if awk -v m="$median" 'BEGIN { exit !(m < 60) }'; then
  echo "the server-rendered page is below 60% of hello-world HTML" >&2
  exit 1
fi
