#!/usr/bin/env bash
# verify step 60: Debian's sqlmap against the real binary (SQLite, and
# PostgreSQL too when scripts/verify.sh gives CLAIMSITE_TEST_POSTGRES_URL):
# every public GET query parameter of the route table, the public path
# parameters, and every field of the lead form's JSON body
# (POST /api/contact), at --level=2 --risk=1. Fails when sqlmap reports any
# injection point, or when the server answered a 5xx or panicked.
# Decision 031.
source "$(dirname "$0")/openapi-lib.bash"

command -v sqlmap >/dev/null 2>&1 || apt_install sqlmap
port=$((port_base + 60))
# One client (127.0.0.1) sends everything: the limits stay on, far above
# what a run sends (a 429 would hide what a payload did).
limits=contact_ip=1000000/1h,contact_phone=1000000/1d,search_ip=1000000/1m,visits_ip=1000000/10m,render_ip=1000000/1m

lead='{"first_name":"Jane","last_name":"Doe","email":"jane@example.com","phone":"5551234567","zipCode":"90210","state":"CA","is_checked":true,"LeadID":"A1B2C3D4-0000-4000-8000-000000000001","link":"https://cert.trustedform.com/0123456789abcdef0123456789abcdef01234567","page_url":"http://127.0.0.1/contact-us","referrer":"","consent_version":"c-00000000","service_id":1,"attribution":{"landing_page":"/car-accident","utm_source":"google","utm_campaign":"spring","gclid":"abc123"}}'
state_law_lead='{"name":"Bob Stone","email":"bob@example.com","phone":"5550002222","zipCode":"73301","description":"Truck hit me on I-35.","state_law_id":44,"is_checked":true,"LeadID":"A1B2C3D4-0000-4000-8000-000000000002","page_url":"http://127.0.0.1/state-law-detail/44"}'
# Targets: a URL (a * marks a path parameter) and, for the body, its data.
targets=(
  "/api/card-services?page=1"
  "/api/questions?page=1"
  "/api/blogs?page=1"
  "/api/states/search?query=cal"
  "/api/search?q=car"
  "/api/service-detail/1*"
  "/api/state-law/5*"
  "/api/blogs/what-to-do-after-a-car-accident*"
)

backends=(sqlite)
[ -n "${CLAIMSITE_TEST_POSTGRES_URL:-}" ] && backends+=(postgres)
tested=0
found=0
start=$SECONDS
for backend in "${backends[@]}"; do
  extra=()
  if [ "$backend" = postgres ]; then
    db=claimsite_sqlmap_$$
    PGOPTIONS=--client-min-messages=warning psql -q "$CLAIMSITE_TEST_POSTGRES_URL" -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db" >/dev/null
    extra=(CLAIMSITE_DATABASE_URL="$(python3 -c 'import sys,urllib.parse as u; p=u.urlsplit(sys.argv[1]); print(u.urlunsplit(p._replace(path="/"+sys.argv[2])))' "$CLAIMSITE_TEST_POSTGRES_URL" "$db")")
  fi
  rm -rf "$work/data"
  start_server "$port" CLAIMSITE_RATE_LIMITS="$limits" "${extra[@]}"
  # The seeded post's slug, so the slug target is a real post.
  slug=$(curl -fsS "$base/api/blogs" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["slug"])')
  run() {
    local name=$1
    shift
    local out="$work/sqlmap-$backend-$tested"
    tested=$((tested + 1))
    timeout 300 sqlmap --batch --level=2 --risk=1 --threads=2 --timeout=10 --retries=1 --time-sec=3 \
      --flush-session --disable-coloring --output-dir="$out" "$@" >"$out.log" 2>&1 || true
    if grep -qE "identified the following injection point|is vulnerable|appears to be injectable" "$out.log"; then
      echo "INJECTABLE ($backend): $name"
      grep -E "Parameter:|Type:|Title:|Payload:" "$out.log" | sed 's/^/    /'
      found=$((found + 1))
    elif grep -qE "all tested parameters do not appear to be injectable|does not seem to be injectable" "$out.log"; then
      echo "clean ($backend): $name"
    else
      echo "sqlmap did not finish ($backend): $name; its last lines:"
      tail -n 15 "$out.log" | sed 's/^/    /'
      found=$((found + 1))
    fi
  }
  for t in "${targets[@]}"; do
    t=${t/what-to-do-after-a-car-accident/$slug}
    run "GET $t" -u "$base$t"
  done
  run "POST /api/contact (consultation form, JSON body)" -u "$base/api/contact" --method POST --data "$lead" \
    -H "Content-Type: application/json"
  run "POST /api/contact (state-law form, JSON body)" -u "$base/api/contact" --method POST --data "$state_law_lead" \
    -H "Content-Type: application/json"
  kill "$server_pid" && wait "$server_pid" 2>/dev/null || true
  server_pid=
  if [ "$backend" = postgres ]; then
    psql -q "$CLAIMSITE_TEST_POSTGRES_URL" -c "DROP DATABASE IF EXISTS $db" >/dev/null || true
  fi
done
errors=$(server_errors)
if [ "$errors" -gt 0 ]; then
  echo "the server answered $errors 5xx or panics; first ones:"
  grep -E '"status":5[0-9][0-9]|"msg":"panic"' "$work/server.log" | head -5
fi
elapsed=$((SECONDS - start))
if [ "$found" -gt 0 ] || [ "$errors" -gt 0 ]; then
  echo "sqlmap: FAILED: $found of $tested targets injectable or unfinished, $errors server errors (${backends[*]}, ${elapsed}s)"
  exit 1
fi
echo "sqlmap: $tested targets (${#targets[@]} GET URLs and both lead forms' JSON bodies, on ${backends[*]}), nothing injectable, no 5xx (${elapsed}s)"
