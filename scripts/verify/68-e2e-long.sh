#!/usr/bin/env bash
# verify step 68: the browser journeys make test leaves out to fit its 15
# minutes (tagged @long, e2e/helpers.ts LONG): each one's steps are tested
# below the browser too, and here they run whole against the binary under
# test, on the same per-worker servers as make test's (playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/../../web"
npx playwright test --grep @long
