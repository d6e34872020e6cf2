#!/usr/bin/env bash
# Tests scripts/verify.sh's verdicts and summary table on fake steps (a few
# seconds, nothing installed or built; make test runs it): a step that
# passes, one that fails, one not run with its reason (exit 77 and
# VERIFY_NOT_RUN_FILE, scripts/verify/not-run.bash) that does not fail the
# suite, one that exits 77 without a reason (a failure), and one stopped by
# the step timeout. Then the check behind not run, pip_source: an index that
# does not answer gives the reason (naming PIP_FIND_LINKS), a folder of
# wheels or an index that answers is used instead.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d /tmp/claimsite-verify-test.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
fails=0
ok() { printf '  ok    %s\n' "$1"; }
bad() {
  printf '  FAIL  %s\n' "$1"
  fails=$((fails + 1))
}
# expect NAME COMMAND...: COMMAND succeeds.
expect() {
  local name=$1
  shift
  if "$@"; then ok "$name"; else bad "$name"; fi
}

steps=$tmp/steps
mkdir -p "$steps"
step() { # step NAME BODY: an executable fake step
  printf '#!/usr/bin/env bash\nsource %q\n%s\n' "$PWD/scripts/verify/not-run.bash" "$2" >"$steps/$1.sh"
  chmod +x "$steps/$1.sh"
}

# run_verify LOGDIR PREFIX...: the runner on the fake steps, without tools,
# cluster or build; its status in $status.
run_verify() {
  local logs=$1
  shift
  status=0
  VERIFY_STEPS_DIR=$steps VERIFY_LOG_DIR=$logs VERIFY_TOOLS_READY=1 VERIFY_SKIP_BUILD=1 \
    CLAIMSITE_TEST_POSTGRES_URL=postgres://unused VERIFY_STEP_TIMEOUT=2 \
    scripts/verify.sh "$@" >"$logs.out" 2>&1 || status=$?
}
# row LOGDIR STEP: the step's row of the table.
row() { grep -E "^\| $2 " "$1/summary.md" || true; }
# cell ROW N: the N-th cell of a table row, trimmed.
cell() { awk -F'|' -v n="$2" '{ gsub(/^ +| +$/, "", $(n + 1)); print $(n + 1) }' <<<"$1"; }

step 10-pass 'echo "working"; echo "pass: 3 checks"'
step 20-fail 'echo "fail: 1 of 3 checks"; exit 1'
step 30-not-run 'echo "looking for the tool"; not_run "tool cannot be installed here: its registry does not answer"'
step 40-silent-77 'echo "exits 77, says nothing"; exit 77'
step 50-slow 'echo "sleeping"; sleep 30'

echo "verify runner on fake steps:"
run_verify "$tmp/all"
expect "the suite fails when a step failed" test "$status" -ne 0
r=$(row "$tmp/all" 10-pass)
expect "a passing step is PASS with its last line" test "$(cell "$r" 2)|$(cell "$r" 4)" = "PASS|pass: 3 checks"
r=$(row "$tmp/all" 20-fail)
expect "a failing step is FAIL" test "$(cell "$r" 2)|$(cell "$r" 4)" = "FAIL|fail: 1 of 3 checks"
r=$(row "$tmp/all" 30-not-run)
expect "a step that could not run is 'not run' with its reason" \
  test "$(cell "$r" 2)|$(cell "$r" 4)" = "not run|tool cannot be installed here: its registry does not answer"
r=$(row "$tmp/all" 40-silent-77)
expect "exit 77 without a reason is FAIL" test "$(cell "$r" 2)" = FAIL
expect "  ... and says why" grep -q 'without a reason in VERIFY_NOT_RUN_FILE' <<<"$r"
r=$(row "$tmp/all" 50-slow)
expect "a step past the timeout is TIMEOUT" test "$(cell "$r" 2)" = TIMEOUT
expect "the heading counts the step not run" grep -q '5 steps (1 not run)' "$tmp/all/summary.md"

run_verify "$tmp/clean" 10 30
expect "a step not run does not fail the suite (pass + not run: exit 0)" test "$status" -eq 0
r=$(row "$tmp/clean" 30-not-run)
expect "  ... and is still in the table" test "$(cell "$r" 2)" = "not run"

run_verify "$tmp/alone" 30
expect "a suite of one step not run passes" test "$status" -eq 0

echo "registry check (scripts/verify/not-run.bash):"
# A package index on a closed port of 127.0.0.1 and no wheel folder: not
# reachable, with the reason.
port=$((20000 + RANDOM % 10000))
reason=$(
  unset PIP_FIND_LINKS
  source scripts/verify/not-run.bash
  PIP_INDEX_URL=http://127.0.0.1:$port/simple
  export PIP_INDEX_URL
  if pip_source schemathesis; then echo "reachable?"; else echo "$pip_unreachable"; fi
)
expect "an index that does not answer gives the reason" \
  grep -q "^schemathesis cannot be installed here: the package index http://127.0.0.1:$port/simple cannot be reached (.*connect" <<<"$reason"
expect "  ... naming the missing wheel folder" grep -q 'PIP_FIND_LINKS names no folder of wheels' <<<"$reason"
reason=$(
  source scripts/verify/not-run.bash
  export PIP_INDEX_URL=http://127.0.0.1:$port/simple PIP_FIND_LINKS=$tmp/no-such-folder
  pip_source schemathesis || echo "$pip_unreachable"
)
expect "a PIP_FIND_LINKS that is not a folder is named" grep -q "PIP_FIND_LINKS=$tmp/no-such-folder is not a folder of wheels" <<<"$reason"
mkdir -p "$tmp/wheels" && touch "$tmp/wheels/schemathesis-4.0.0-py3-none-any.whl"
from=$(
  source scripts/verify/not-run.bash
  export PIP_INDEX_URL=http://127.0.0.1:$port/simple PIP_FIND_LINKS=$tmp/wheels
  pip_source schemathesis && echo "$pip_from $pip_find_links"
)
expect "a folder of wheels is used when the index does not answer" test "$from" = "find-links $tmp/wheels"
# An index that answers (a 404 is an answer): the one-line server below.
python3 -m http.server --bind 127.0.0.1 "$port" --directory "$tmp" >/dev/null 2>&1 &
server=$!
for _ in $(seq 1 50); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.1; done
from=$(
  source scripts/verify/not-run.bash
  export PIP_INDEX_URL=http://127.0.0.1:$port/simple
  pip_source schemathesis && echo "$pip_from"
)
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
expect "an index that answers is used (an install failure there fails the step)" test "$from" = index

if [ "$fails" -gt 0 ]; then
  echo "verify-test: $fails failed; the runner's output:" >&2
  cat "$tmp/all.out" >&2
  exit 1
fi
echo "verify-test: every check passed"
