#!/usr/bin/env bash
# Runs Go fuzz targets (func FuzzXxx in a _test.go file) for FUZZTIME (30s
# by default), one after the other, and prints a table: target,
# executions, new interesting inputs, result. Targets are found with
# `go test -list '^Fuzz'` per package, so a new one is included without
# editing this file. A crash fails the step; Go writes the input under the
# package's testdata/fuzz/<target>/, where plain `go test` runs it from then
# on (commit it with the fix).
#
# make verify runs it as two steps, 40-fuzz.sh and 41-fuzz.sh, each taking
# every other target (FUZZ_SHARD=1/2 and 2/2), so each stays well within
# the runner's VERIFY_STEP_TIMEOUT. By hand:
#
#   FUZZ_SHARD=1/1 scripts/verify/40-fuzz.sh              every target
#   FUZZTIME=10s FUZZ_SHARD=1/1 scripts/verify/40-fuzz.sh every target, 10 s each
#   FUZZ_PKGS=./internal/leads FUZZ_SHARD=1/1 scripts/verify/40-fuzz.sh one package
#   scripts/verify/39-fuzz-build.sh                       only the builds
#
# Go minimises every new interesting input, for up to a minute each by
# default, and the fuzzer's clock (-fuzztime) does not stop it: in one run
# FuzzReadForm sat at "0/sec" for over 13 minutes and the step timed out
# with one target done (golang/go#48820, #51484). FUZZ_MINIMIZE_TIME (5s)
# bounds each minimisation, and FUZZ_TARGET_TIMEOUT (seconds, 240) bounds a
# target's whole run: a target still running then is reported as hung and
# fails, instead of taking the step's time from the others.
#
# Before its first target, each package's tests are built once with the
# fuzzer's instrumentation (a run of one execution), bounded by
# FUZZ_BUILD_TIMEOUT (seconds, 900): the fuzzer instruments every package a
# test binary links, modernc's SQLite and QuickJS too, and on a cold build
# cache that build of internal/httpapi took 8 min 49 s here. Inside a
# target's 240 s it once made FuzzReadForm "hang" at 0 executions, and the
# step ran out of its 900 s. make verify therefore builds every package for
# fuzzing in a step of its own first (39-fuzz-build.sh, FUZZ_BUILD_ONLY=1),
# and the fuzz steps time the fuzzing, not the compiler.
#
# The last line is the summary (scripts/verify.sh shows it).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

FUZZTIME=${FUZZTIME:-30s}
GO=${GO:-go}
pkgs=${FUZZ_PKGS:-./...}
log_dir=$(mktemp -d)
trap 'rm -rf "$log_dir"' EXIT

# One core for the fuzzer's workers leaves the other to the machine: the
# verify suite runs beside other work on small machines.
parallel=${FUZZ_PARALLEL:-1}
minimize_time=${FUZZ_MINIMIZE_TIME:-5s}
target_timeout=${FUZZ_TARGET_TIMEOUT:-240}
build_timeout=${FUZZ_BUILD_TIMEOUT:-900}

shard=${FUZZ_SHARD:-1/1}
shard_k=${shard%/*}
shard_n=${shard#*/}
label="fuzz $shard"

# Listing compiles each package's tests: a compile error is a failure.
targets=()
for pkg in $($GO list $pkgs); do
	if ! list=$($GO test -list '^Fuzz' "$pkg" 2>&1); then
		echo "$list" | tail -20
		echo "$label: FAIL ($pkg: tests do not build)"
		exit 1
	fi
	while read -r name; do
		[[ $name == Fuzz* ]] && targets+=("$pkg $name")
	done <<<"$list"
done
if [ ${#targets[@]} -eq 0 ]; then
	echo "$label: FAIL (no fuzz targets found)"
	exit 1
fi
# Every shard_n-th target, from the shard_k-th.
mine=()
for i in "${!targets[@]}"; do
	if [ $((i % shard_n)) -eq $((shard_k - 1)) ]; then
		mine+=("${targets[$i]}")
	fi
done
targets=("${mine[@]}")

# built PKG NAME: builds PKG's tests for fuzzing, by a run of one
# execution of its target NAME; prints the time it took, or what failed.
built() {
	local pkg=$1 name=$2 start=$SECONDS status log="$log_dir/${1//\//_}.build.log"
	timeout --kill-after=10 "$build_timeout" \
		$GO test -count=1 -run '^$' -fuzz "^${name}\$" -fuzztime 1x -parallel "$parallel" "$pkg" >"$log" 2>&1
	status=$?
	if [ $status -ne 0 ]; then
		tail -20 "$log" | sed 's/^/    /'
		echo "$label: FAIL (${pkg#claimsite/}: building its tests for fuzzing failed or took over ${build_timeout}s)"
		return 1
	fi
	printf 'built %s for fuzzing in %ss\n' "${pkg#claimsite/}" $((SECONDS - start))
}

prepared=" "
packages=0
build_start=$SECONDS
for t in "${targets[@]}"; do
	pkg=${t% *}
	[[ $prepared == *" $pkg "* ]] && continue
	built "$pkg" "${t#* }" || exit 1
	prepared+="$pkg "
	packages=$((packages + 1))
done
if [ "${FUZZ_BUILD_ONLY:-}" = 1 ]; then
	echo "fuzz build: ok ($packages packages with ${#targets[@]} targets built for fuzzing in $((SECONDS - build_start))s)"
	exit 0
fi

printf '%-60s %12s %8s  %s\n' TARGET EXECS NEW RESULT
failed=0
total_execs=0
for t in "${targets[@]}"; do
	pkg=${t% *}
	name=${t#* }
	log="$log_dir/${pkg//\//_}.${name}.log"
	timeout --kill-after=10 "$target_timeout" \
		$GO test -count=1 -run '^$' -fuzz "^${name}\$" -fuzztime "$FUZZTIME" -fuzzminimizetime "$minimize_time" \
		-parallel "$parallel" "$pkg" >"$log" 2>&1
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
	if [ $status -eq 124 ] || [ $status -eq 137 ]; then
		result="FAIL (hung: still running after ${target_timeout}s)"
		failed=$((failed + 1))
	elif [ $status -ne 0 ]; then
		result=FAIL
		failed=$((failed + 1))
	fi
	printf '%-60s %12s %8s  %s\n' "${pkg#claimsite/}.${name}" "$execs" "$fresh" "$result"
	if [ $status -ne 0 ]; then
		# What failed and the input Go saved for it, then the run's last
		# lines: a failure without a saved input (a worker that stopped or
		# hung, "fuzzing process hung or terminated unexpectedly") says
		# what happened only there.
		grep -E -- '--- FAIL|Failing input|testdata/fuzz|panic:|_test.go:[0-9]+:' "$log" | head -20 | sed 's/^/    /'
		echo "    the run's last lines:"
		tail -n 8 "$log" | sed 's/^/      /'
	fi
done

if [ $failed -gt 0 ]; then
	echo "$label: FAIL ($failed of ${#targets[@]} targets failed, $total_execs execs, $FUZZTIME each)"
	exit 1
fi
echo "$label: ok (${#targets[@]} targets, $total_execs execs, $FUZZTIME each)"
