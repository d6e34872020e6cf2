#!/usr/bin/env bash
# verify step 55: Portman (@apideck/portman, from npm) turns the served
# OpenAPI document (GET /api/openapi.json) into a Postman collection with
# contract tests for every operation (status, content type, JSON body,
# answer against its schema, documented headers) and fuzzing variations of
# the request bodies and query parameters (required fields left out,
# numbers beyond minimum/maximum, text beyond minLength/maxLength, each
# expecting the documented 422), and Newman runs it against the real
# binary on SQLite, signed in as an admin. Everything is offline: the
# collection is written to a file and run by Newman here (no Postman
# account, no upload). tools/portman/portman-config.json says what runs and
# in which order; decision 037 why.
#
# Fails on any failed assertion, a request without an answer, or a 5xx (in
# Newman's report or the server's log). The last line is the summary.
# Ports: OPENAPI_PORT_BASE (19600) + 55. Another installable tool beside
# Schemathesis (step 50), not in its place.
source "$(dirname "$0")/openapi-lib.bash"

# tools/portman has its own package.json and lock file: npm ci only when the
# lock file changed since the last install.
pm=$root/tools/portman
if [ ! -f "$pm/node_modules/.installed" ] || [ "$pm/package-lock.json" -nt "$pm/node_modules/.installed" ]; then
  if ! (cd "$pm" && npm ci --no-audit --no-fund --loglevel=error) >"$work/npm.log" 2>&1; then
    tail -n 10 "$work/npm.log"
    echo "portman: FAILED: npm ci in tools/portman did not install Portman and Newman"
    exit 1
  fi
  touch "$pm/node_modules/.installed"
fi

port=$((port_base + 55))
start_server "$port" CLAIMSITE_RATE_LIMITS=off
token=$(admin_token)
start=$SECONDS
curl -fsS "$base/api/openapi.json" -o "$work/openapi.json"

# Portman builds each over-long value in every copy of the collection it
# makes: a maxLength of 200,000 (state-law descriptions) or 500,000 (post
# bodies) stalls it for many minutes. Its copy of the document leaves out
# the maxLength above PORTMAN_MAX_LENGTH (20000); the Go tests and the sweep
# send such bodies (decision 037).
dropped=$(python3 - "$work/openapi.json" "$work/openapi-portman.json" "${PORTMAN_MAX_LENGTH:-20000}" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
limit, dropped = int(sys.argv[3]), []
def walk(node, path):
    if isinstance(node, dict):
        if isinstance(node.get("maxLength"), int) and node["maxLength"] > limit:
            dropped.append(path)
            del node["maxLength"]
        for k, v in node.items():
            walk(v, path + "/" + k)
    elif isinstance(node, list):
        for i, v in enumerate(node):
            walk(v, path + "/" + str(i))
walk(doc, "")
json.dump(doc, open(sys.argv[2], "w"))
print(len(dropped))
PY
)
echo "portman reads the document without $dropped maxLength values above ${PORTMAN_MAX_LENGTH:-20000}"

# The logout routes would end the run's own session (as in step 50).
printf '{"operationIds": ["logout", "logoutPost"]}\n' >"$work/filter.json"
# Portman writes its working files to ./tmp and reads the config's scripts
# (file:tools/portman/scripts/...) relative to where it runs: run it in the
# step's folder, with tools/ linked there.
ln -s "$root/tools" "$work/tools"
if ! (cd "$work" && timeout 300 "$pm/node_modules/.bin/portman" --local "$work/openapi-portman.json" --baseUrl "$base" \
  --portmanConfigFile "$pm/portman-config.json" --filterFile "$work/filter.json" \
  --output "$work/collection.json" --envFile "$work/none.env" --logAssignVariables false --no-warn) >"$work/portman.log" 2>&1; then
  tail -n 20 "$work/portman.log"
  echo "portman: FAILED: Portman did not write a collection"
  exit 1
fi

# --ignore-redirects as Portman's own Newman run: a 3xx is an answer to check.
status=0
timeout 600 "$pm/node_modules/.bin/newman" run "$work/collection.json" --env-var "bearerToken=$token" \
  --reporters cli,json --reporter-json-export "$work/newman.json" --reporter-cli-no-summary \
  --reporter-cli-no-success-assertions --ignore-redirects --timeout-request 15000 --disable-unicode --color off \
  >"$work/newman.log" 2>&1 || status=$?
if [ ! -s "$work/newman.json" ]; then
  tail -n 40 "$work/newman.log"
  echo "portman: FAILED: Newman wrote no report (exit $status)"
  exit 1
fi
errors=$(server_errors)
if [ "$errors" -gt 0 ]; then
  echo "the server's log shows $errors 5xx answers or panics; the first ones:"
  grep -m 5 -E '"status":5[0-9][0-9]|"msg":"panic"|^panic:' "$work/server.log" | cut -c 1-300
fi
# Logs carry ids only (issue 13, item 6): none of the e-mail addresses,
# phone numbers or names the collection sent may be in the server's log.
personal=$(grep -cE '[A-Za-z0-9._+-]+@example\.com|555[0-9]{7}|Jane|Portman|Throwaway Lead' "$work/server.log" || true)
if [ "$personal" -gt 0 ]; then
  echo "the server's log has $personal lines with an e-mail address, phone number or name the run sent, such as:"
  grep -m 3 -E '[A-Za-z0-9._+-]+@example\.com|555[0-9]{7}|Jane|Portman|Throwaway Lead' "$work/server.log" | cut -c 1-300
fi
set +e
node "$pm/summary.mjs" "$work/newman.json" "${PORTMAN_VERBOSE:-}" >"$work/summary.txt"
summary_status=$?
set -e
head -n -1 "$work/summary.txt"
elapsed=$((SECONDS - start))
last=$(tail -n 1 "$work/summary.txt")
if [ "$summary_status" -ne 0 ] || [ "$errors" -gt 0 ] || [ "$status" -ne 0 ] || [ "$personal" -gt 0 ]; then
  echo "${last/portman: /portman: FAILED: } (newman exit $status, $errors 5xx and $personal lines of personal data in the server log, ${elapsed}s)" |
    sed 's/FAILED: FAILED: /FAILED: /'
  exit 1
fi
echo "$last, no 5xx and no personal data in the server log (${elapsed}s)"
