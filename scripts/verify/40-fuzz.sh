#!/usr/bin/env bash
# Runs every Go fuzz target (func FuzzXxx in a _test.go file) for
# FUZZTIME (30s by default), one after the other, and prints a table:
# target, executions, new interesting inputs, result. Targets are found
# with `go test -list '^Fuzz'` per package, so a new one is included
# without editing this file. A crash fails the step; Go writes the input
# under the package's testdata/fuzz/<target>/, where plain `go test` runs it
# from then on (commit it with the fix).
#
#   FUZZTIME=10s scripts/verify/40-fuzz.sh               every target, 10 s each
#   FUZZ_PKGS=./internal/leads scripts/verify/40-fuzz.sh one package
#
# The last line is the summary (scripts/verify.sh shows it).
set -uo pipefail
cd "$(dirname "$0")/../.."

FUZZTIME=${FUZZTIME:-30s}
GO=${GO:-go}
pkgs=${FUZZ_PKGS:-./...}
log_dir=$(mktemp -d)
trap 'rm -rf "$log_dir"' EXIT

# One core for the fuzzer's workers leaves the other to the machine: the
# verify suite runs beside other work on small machines.
parallel=${FUZZ_PARALLEL:-1}

# Build the test binaries first, so a compile error is reported as such.
if ! $GO test -count=1 -run '^$' $pkgs >"$log_dir/build" 2>&1; then
	cat "$log_dir/build"
	echo "fuzz: FAIL (test build failed)"
	exit 1
fi

targets=()
for pkg in $($GO list $pkgs); do
	while read -r name; do
		[[ $name == Fuzz* ]] && targets+=("$pkg $name")
	done < <($GO test -list '^Fuzz' "$pkg" 2>/dev/null)
done
if [ ${#targets[@]} -eq 0 ]; then
	echo "fuzz: FAIL (no fuzz targets found)"
	exit 1
fi

printf '%-60s %12s %8s  %s\n' TARGET EXECS NEW RESULT
failed=0
total_execs=0
for t in "${targets[@]}"; do
	pkg=${t% *}
	name=${t#* }
	log="$log_dir/${name}.log"
	$GO test -count=1 -run '^$' -fuzz "^${name}\$" -fuzztime "$FUZZTIME" -parallel "$parallel" "$pkg" >"$log" 2>&1
	status=$?
	# The fuzzer's progress lines: "fuzz: elapsed: 30s, execs: 123 (4/sec),
	# new interesting: 5 (total: 17)"; the last one is the total.
	last=$(grep -E '^fuzz: elapsed: .*execs: ' "$log" | tail -1)
	execs=$(sed -nE 's/.*execs: ([0-9]+).*/\1/p' <<<"$last")
	fresh=$(sed -nE 's/.*new interesting: ([0-9]+).*/\1/p' <<<"$last")
	execs=${execs:-0}
	fresh=${fresh:-0}
	total_execs=$((total_execs + execs))
	result=ok
	if [ $status -ne 0 ]; then
		result=FAIL
		failed=$((failed + 1))
	fi
	printf '%-60s %12s %8s  %s\n' "${pkg#claimsite/}.${name}" "$execs" "$fresh" "$result"
	if [ $status -ne 0 ]; then
		# What failed and the input Go saved for it.
		grep -E -- '--- FAIL|Failing input|testdata/fuzz|panic:|_test.go:[0-9]+:' "$log" | head -20 | sed 's/^/    /'
	fi
done

if [ $failed -gt 0 ]; then
	echo "fuzz: FAIL ($failed of ${#targets[@]} targets failed, $total_execs execs, $FUZZTIME each)"
	exit 1
fi
echo "fuzz: ok (${#targets[@]} targets, $total_execs execs, $FUZZTIME each)"
