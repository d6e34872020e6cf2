#!/usr/bin/env bash
# The whole test run, as CI does it: tools, Go (SQLite and PostgreSQL),
# the web app's unit tests and bundle budget, the browser tests, and the
# Lighthouse gate (one run per page, three for a page that fails one; make
# bench takes medians of three).
set -euo pipefail
cd "$(dirname "$0")/.."

start=$(date +%s)
step() { printf '\n==> %s (%ss)\n' "$1" "$(( $(date +%s) - start ))"; }

step "tools"
scripts/ensure-tools.sh

step "web app build"
make --no-print-directory web

step "bundle budget"
(cd web && npm run budget)

step "static checks (gofmt, go vet, staticcheck, go mod tidy, tsc, ESLint, Prettier)"
scripts/lint.sh

step "go tests (SQLite and PostgreSQL)"
CLAIMSITE_REQUIRE_POSTGRES=1 CLAIMSITE_REQUIRE_SMTP=1 scripts/with-postgres.sh go test -count=1 -parallel 8 ./...

step "web unit tests"
(cd web && npm test)

if [ -f web/playwright.config.ts ]; then
  step "browser tests"
  make --no-print-directory build
  (cd web && npm run e2e)
fi

step "lighthouse (one run per page; a page that fails is judged on the median of three)"
node --test tools/lighthouse/gate.test.mjs
[ -x bin/claimsite ] && [ -f web/playwright.config.ts ] || make --no-print-directory build
scripts/lighthouse.sh 1

step "done"
