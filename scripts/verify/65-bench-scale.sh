#!/usr/bin/env bash
# verify step 65: make bench-scale as a smoke test (scripts/bench-scale.sh,
# decision 039): demo-data at 2,000 and 20,000 leads on SQLite, and on
# PostgreSQL when scripts/verify.sh gives CLAIMSITE_TEST_POSTGRES_URL; every
# admin list, filter, search, analytics range and the dashboard must answer,
# within the targets at this size. The full run (1,000,000 leads) is make
# bench-scale's.
set -euo pipefail
cd "$(dirname "$0")/../.."
dialects=sqlite
[ -n "${CLAIMSITE_TEST_POSTGRES_URL:-}" ] && dialects="sqlite postgres"
SCALE_LEADS=20000 SCALE_SMALL_LEADS=2000 SCALE_DIALECTS=$dialects SCALE_PORT=18165 scripts/bench-scale.sh
