#!/usr/bin/env bash
# lint.sh: every static check of the code, Go and web, as `make lint` and
# `make test` run them. All checks run; the script fails when any did, and
# shows what each failed one printed. The web app must be installed and
# built (`make web`): Go embeds its output. See docs/decisions/033.
set -uo pipefail
cd "$(dirname "$0")/.."

# staticcheck is run at a pinned version rather than kept in go.mod as a
# tool dependency: a tool in go.mod shares the module graph with the product
# and would raise the product's own dependencies (decision 034).
STATICCHECK=honnef.co/go/tools/cmd/staticcheck@v0.8.2

# The Go checks and the web app's run side by side (two groups, each check
# in its group one after another: on two cores that takes about the longer
# group's time instead of the sum); each check's report is printed in order
# once all are done.
reports=$(mktemp -d /tmp/claimsite-lint.XXXXXX)
trap 'rm -rf "$reports"' EXIT
n=0
check() {
  local name=$1 start=$SECONDS status=0
  shift
  n=$((n + 1))
  local report
  report="$reports/$(printf '%02d' "$n")"
  "$@" >"$report.out" 2>&1 || status=$?
  if [ "$status" -eq 0 ]; then
    printf '  ok    %-22s %3ss\n' "$name" $((SECONDS - start)) >"$report.line"
  else
    printf '  FAIL  %-22s %3ss\n' "$name" $((SECONDS - start)) >"$report.line"
    sed 's/^/        /' "$report.out" >>"$report.line"
    echo "$name" >"$report.failed"
  fi
}

# gofmt -l lists the files it would change; any is a failure.
gofmt_check() {
  local files
  files=$(gofmt -l .)
  [ -z "$files" ] || { echo "not gofmt-formatted (run gofmt -w):"; echo "$files"; return 1; }
}

# make verify runs every step: `scripts/verify.sh --list` (no prefix) must
# name each scripts/verify/*.sh, and each must be executable (the runner
# skips one that is not). A step filter that matched nothing shipped once.
verify_steps_check() {
  local want got
  want=$(for f in scripts/verify/*.sh; do basename "$f" .sh; done)
  got=$(scripts/verify.sh --list) || { echo "scripts/verify.sh --list failed"; return 1; }
  [ -n "$got" ] || { echo "scripts/verify.sh would run no step"; return 1; }
  [ "$got" = "$want" ] || {
    echo "scripts/verify.sh would not run every scripts/verify/*.sh (not executable?):"
    diff <(echo "$want") <(echo "$got")
    return 1
  }
}

go_checks() {
  n=0
  check "gofmt" gofmt_check
  check "go vet" go vet ./...
  check "staticcheck" go run "$STATICCHECK" ./...
  check "go mod tidy" go mod tidy -diff
  check "verify steps" verify_steps_check
}
web_checks() {
  n=50
  check "tsc + eslint" bash -c 'cd web && npm run --silent lint'
  check "prettier" bash -c 'cd web && npx prettier --check --log-level warn .'
}
go_checks &
go_pid=$!
web_checks
wait "$go_pid"

cat "$reports"/*.line
failed=$(cat "$reports"/*.failed 2>/dev/null | paste -sd ' ' -)
if [ -n "$failed" ]; then
  echo "lint failed: $failed" >&2
  exit 1
fi
