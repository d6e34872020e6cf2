#!/usr/bin/env bash
# make verify: the long suite beside `make test`, run against the real
# binary. Builds it (make build), installs what the steps need
# (scripts/ensure-tools.sh verify), starts one throwaway PostgreSQL cluster
# for every step (scripts/with-postgres.sh), then runs each executable
# scripts/verify/*.sh in name order with
#   CLAIMSITE_BIN                the binary under test (absolute path)
#   CLAIMSITE_TEST_POSTGRES_URL  the cluster (a step makes its own databases)
# Each step prints its own output; its last line is its summary. At the end
# a table lists every step: result, seconds, summary line. The exit status
# is non-zero when any step failed.
#
# A step that cannot run here, because an outside tool it needs cannot be
# installed from a registry this machine cannot reach (checked, not
# assumed), writes why to the file named by VERIFY_NOT_RUN_FILE and exits
# 77 (scripts/verify/not-run.bash, not_run). The table shows it as
# "not run" with that reason, and it does not fail the suite. Exit 77
# without a reason, like any other non-zero status, is a failure.
#
#   scripts/verify.sh            every step
#   scripts/verify.sh 10 30      only the steps whose names start with 10 or 30
#   scripts/verify.sh --list [PREFIX...]
#                                prints the names of the steps that would run,
#                                one a line, and exits (scripts/lint.sh checks
#                                that no prefix lists every step)
#
# VERIFY_STEP_TIMEOUT (seconds, default 900) bounds each step: a step still
# running then is stopped (its traps clean up) and counts as failed.
# VERIFY_LOG_DIR keeps each step's output and the table (summary.md;
# default: a new folder in /tmp).
# VERIFY_SKIP_BUILD=1 tests the bin/claimsite already built.
# VERIFY_STEPS_DIR (default scripts/verify) is where the steps are
# (scripts/verify-test.sh runs the runner on fake steps).
set -euo pipefail
cd "$(dirname "$0")/.."
steps_dir=${VERIFY_STEPS_DIR:-scripts/verify}
# The status of a step that could not run here (see above).
not_run_status=77

# selected NAME [PREFIX...]: whether step NAME runs (every step when no
# prefix was given).
selected() {
  local name=$1 prefix
  shift
  [ $# -eq 0 ] && return 0
  for prefix in "$@"; do
    [[ $name == "$prefix"* ]] && return 0
  done
  return 1
}

# steps [PREFIX...]: the steps that run, one path a line, in name order.
steps() {
  local step
  for step in "$steps_dir"/*.sh; do
    [ -x "$step" ] || continue
    selected "$(basename "$step" .sh)" "$@" && echo "$step"
  done
  return 0
}

if [ "${1:-}" = --list ]; then
  shift
  listed=$(steps "$@")
  if [ -z "$listed" ]; then
    echo "no verify step matches: $*" >&2
    exit 2
  fi
  printf '%s\n' "$listed" | xargs -n 1 basename -s .sh
  exit 0
fi

if [ -z "${VERIFY_TOOLS_READY:-}" ]; then
  scripts/ensure-tools.sh verify
  export VERIFY_TOOLS_READY=1
fi
if [ -z "${CLAIMSITE_TEST_POSTGRES_URL:-}" ]; then
  exec scripts/with-postgres.sh "$0" "$@"
fi

[ "${VERIFY_SKIP_BUILD:-}" = 1 ] || make build
export CLAIMSITE_BIN=$PWD/bin/claimsite
export CLAIMSITE_TEST_POSTGRES_URL
logs=${VERIFY_LOG_DIR:-$(mktemp -d /tmp/claimsite-verify-logs.XXXXXX)}
mkdir -p "$logs"
timeout_s=${VERIFY_STEP_TIMEOUT:-900}

rows=()
failed=0
ran=0
not_run=0
suite_start=$SECONDS
for step in $(steps "$@"); do
  name=$(basename "$step" .sh)
  ran=$((ran + 1))
  printf '\n=== %s\n' "$name"
  start=$SECONDS
  reason_file=$logs/$name.not-run
  rm -f "$reason_file"
  set +e
  # timeout signals the step's whole process group, servers included.
  VERIFY_NOT_RUN_FILE=$reason_file timeout --kill-after=30 "$timeout_s" "$step" 2>&1 | tee "$logs/$name.log"
  status=${PIPESTATUS[0]}
  set -e
  seconds=$((SECONDS - start))
  summary=$(grep -v '^[[:space:]]*$' "$logs/$name.log" | tail -n 1 || true)
  reason=$(grep -v '^[[:space:]]*$' "$reason_file" 2>/dev/null | head -n 1 || true)
  case $status in
    0) result=PASS ;;
    124 | 137) result=TIMEOUT; summary="stopped after ${timeout_s} s: $summary"; failed=1 ;;
    "$not_run_status")
      if [ -n "$reason" ]; then
        result="not run"; summary=$reason; not_run=$((not_run + 1))
      else
        result=FAIL; summary="exit $not_run_status (not run) without a reason in VERIFY_NOT_RUN_FILE: $summary"; failed=1
      fi
      ;;
    *) result=FAIL; failed=1 ;;
  esac
  rows+=("$(printf '| %-16s | %-7s | %7s | %s |' "$name" "$result" "$seconds" "$summary")")
done

if [ "$ran" -eq 0 ]; then
  echo "no verify step matches: $*" >&2
  exit 2
fi
{
  printf '\nclaimsite verify: %d steps (%d not run) in %d s, %s cores; logs in %s\n\n' "$ran" "$not_run" $((SECONDS - suite_start)) "$(nproc)" "$logs"
  printf '| %-16s | %-7s | %7s | %s |\n' step result seconds summary
  printf '|%s|%s|%s|%s|\n' ------------------ --------- --------- ---------
  printf '%s\n' "${rows[@]}"
} | tee "$logs/summary.md"
exit "$failed"
