#!/usr/bin/env bash
# The HTTP sweep (tools/sweep): starts the real binary ($CLAIMSITE_BIN,
# default bin/claimsite) on a fresh SQLite database and sends every route
# of its route table, anonymous and as the admin, malformed, oversized and
# wrong-typed input, odd path values and methods; then checks that script
# and HTML payloads stored through every write route come back escaped or
# sanitised in the API and the rendered pages. No 5xx, no failed request
# in the server's log. Prints the cases and any failures; the last line
# is the summary. SWEEP_VERBOSE=1 lists every failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

bin=${CLAIMSITE_BIN:-$PWD/bin/claimsite}
if [ ! -x "$bin" ]; then
	echo "sweep: FAIL (no binary at $bin: run make build)"
	exit 1
fi
sweep=$(mktemp -d)
trap 'rm -rf "$sweep"' EXIT
if ! go build -o "$sweep/sweep" ./tools/sweep; then
	echo "sweep: FAIL (tools/sweep does not build)"
	exit 1
fi
args=(-bin "$bin")
# Under scripts/verify.sh the steps listen from VERIFY_PORT_BASE on; this
# one takes +45. Alone it takes any free port.
[ -n "${VERIFY_PORT_BASE:-}" ] && args+=(-addr "127.0.0.1:$((VERIFY_PORT_BASE + 45))")
[ -n "${SWEEP_VERBOSE:-}" ] && args+=(-v)
"$sweep/sweep" "${args[@]}"
