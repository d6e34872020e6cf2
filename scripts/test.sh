#!/usr/bin/env bash
# The whole test run, as CI does it: tools, Go (SQLite and PostgreSQL),
# the web app's unit tests and bundle budget, the browser tests, and the
# Lighthouse gate on the five landing pages (one run per page, five for a
# page that fails one; make verify judges all ten, make bench takes
# medians of three).
set -euo pipefail
cd "$(dirname "$0")/.."

start=$(date +%s)
# Each step's line says when it began and how many cores the step before it
# kept busy on average (from /proc/stat): where make test's time could be
# shared between steps, and where it could not.
cpu_busy() { awk '/^cpu /{ print $2+$3+$4+$7+$8, $2+$3+$4+$5+$6+$7+$8 }' /proc/stat; }
busy0= total0=
cores=$(nproc)
step() {
  local busy total
  read -r busy total < <(cpu_busy)
  local before=''
  [ -n "$total0" ] && [ "$total" -gt "$total0" ] && before=$(awk -v b=$((busy - busy0)) -v t=$((total - total0)) -v c="$cores" \
    'BEGIN { printf "; %.1f of %d cores busy in the step before", b / t * c, c }')
  printf '\n==> %s (%ss%s)\n' "$1" "$(( $(date +%s) - start ))" "$before"
  busy0=$busy total0=$total
}

step "tools"
scripts/ensure-tools.sh

# The web app and the binary are built once: Go embeds the app, the static
# checks and Go tests read it, the browser tests and Lighthouse run the binary.
step "build (web app and binary)"
make --no-print-directory build

step "bundle budget"
(cd web && npm run budget)

step "static checks (gofmt, go vet, staticcheck, go mod tidy, tsc, ESLint, Prettier)"
scripts/lint.sh

step "go tests (SQLite and PostgreSQL)"
# -vet=off: the static checks ran all of go vet already; go test would run
# a part of it again on every package.
CLAIMSITE_REQUIRE_POSTGRES=1 CLAIMSITE_REQUIRE_SMTP=1 scripts/with-postgres.sh go test -count=1 -vet=off -parallel 8 ./...

step "verify runner on fake steps (scripts/verify-test.sh)"
scripts/verify-test.sh

step "web unit tests"
(cd web && npm test)

step "browser tests"
# The journeys tagged @long run in make verify (scripts/verify/68-e2e-long.sh).
(cd web && npm run e2e -- --grep-invert @long)

step "lighthouse (the five landing pages, one run each; a page that fails is judged on the median of five)"
node --test tools/lighthouse/gate.test.mjs
LIGHTHOUSE_PAGES=landing scripts/lighthouse.sh 1

step "done"
