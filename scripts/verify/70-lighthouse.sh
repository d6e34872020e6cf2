#!/usr/bin/env bash
# verify step 70: the Lighthouse gate (scripts/lighthouse.sh, decision 018)
# on all eleven public pages of the binary under test, one run per page (five
# for a page that fails one). make test judges the five landing pages only,
# to fit its 15 minutes; this is where the index pages (/about-us,
# /services, /stateLaw, /Faqs, /blog) and /case-evaluation are judged too. Runs last: the gate
# waits for the machine to settle after the steps before it.
# Ports: VERIFY_PORT_BASE (19700) + 70.
set -euo pipefail
cd "$(dirname "$0")/../.."
LIGHTHOUSE_PAGES=all LIGHTHOUSE_PORT=$((${VERIFY_PORT_BASE:-19700} + 70)) scripts/lighthouse.sh 1
