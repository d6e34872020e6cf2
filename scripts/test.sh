#!/usr/bin/env bash
# The whole test run, as CI does it: tools, Go (SQLite and PostgreSQL),
# the web app's unit tests and bundle budget, the browser tests, and the
# Lighthouse gate (one run per page, five for a page that fails one; make
# bench takes medians of three).
set -euo pipefail
cd "$(dirname "$0")/.."

start=$(date +%s)
step() { printf '\n==> %s (%ss)\n' "$1" "$(( $(date +%s) - start ))"; }

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
CLAIMSITE_REQUIRE_POSTGRES=1 CLAIMSITE_REQUIRE_SMTP=1 scripts/with-postgres.sh go test -count=1 -parallel 8 ./...

step "verify runner on fake steps (scripts/verify-test.sh)"
scripts/verify-test.sh

step "web unit tests"
(cd web && npm test)

step "browser tests"
(cd web && npm run e2e)

step "lighthouse (one run per page; a page that fails is judged on the median of five)"
node --test tools/lighthouse/gate.test.mjs
scripts/lighthouse.sh 1

step "done"
