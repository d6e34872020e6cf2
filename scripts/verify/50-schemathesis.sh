#!/usr/bin/env bash
# verify step 50: Schemathesis (from PyPI, in a venv under .cache/verify/)
# over GET /api/openapi.json against the real binary on SQLite, signed in as
# an admin so the admin routes run too. Checks: no 5xx
# (not_a_server_error), every answer matches its schema, its status is one
# the document lists, its content type the one it declares; phases
# examples, coverage, fuzzing and stateful (the document's links: create,
# read, update and delete of services, state laws, questions, posts,
# partners, suppressions, revocations). Bounded by SCHEMATHESIS_MAX_EXAMPLES
# (default 25 a operation) and a 5-minute timeout. Decision 031.
#
# pip honours PIP_INDEX_URL / PIP_FIND_LINKS: point them at a mirror or a
# folder of wheels where PyPI cannot be reached. When neither the index nor
# a wheel folder is there (checked: one request to the index's host, 6 s at
# most), the step is not run, saying why, and does not fail make verify
# (not-run.bash; Portman, step 55, still covers the document). An install
# that fails from an index or folder that is there fails the step.
source "$(dirname "$0")/openapi-lib.bash"

# Schemathesis 4 (its CLI options changed from 3 to 4).
spec=${SCHEMATHESIS_SPEC:-schemathesis>=4,<5}
venv=$tools/schemathesis
if [ ! -x "$venv/bin/st" ]; then
  pip_source schemathesis || not_run "$pip_unreachable"
  pip_args=()
  [ "$pip_from" = find-links ] && pip_args=(--no-index --find-links "$pip_find_links")
  /usr/bin/python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || apt_install python3-venv
  rm -rf "$venv"
  /usr/bin/python3 -m venv "$venv"
  if ! "$venv/bin/pip" install --quiet --disable-pip-version-check "${pip_args[@]}" "$spec" >"$work/pip.log" 2>&1; then
    tail -n 5 "$work/pip.log"
    rm -rf "$venv"
    echo "schemathesis: FAILED: $spec could not be installed (from $([ "$pip_from" = find-links ] && echo "$pip_find_links" || echo "the package index"), which was reachable)"
    exit 1
  fi
fi

port=$((port_base + 50))
start_server "$port" CLAIMSITE_RATE_LIMITS=off
token=$(admin_token)
start=$SECONDS
status=0
timeout 300 "$venv/bin/st" --no-color run "$base/api/openapi.json" --url "$base" \
  -H "Authorization: Bearer $token" \
  --checks not_a_server_error,response_schema_conformance,status_code_conformance,content_type_conformance \
  --phases examples,coverage,fuzzing,stateful \
  --max-examples "${SCHEMATHESIS_MAX_EXAMPLES:-25}" \
  --exclude-path /api/auth/logout \
  --request-timeout 15 2>&1 | tee "$work/st.log" || status=$?
elapsed=$((SECONDS - start))
errors=$(server_errors)
ops=$(grep -oE '[0-9]+ (operations? tested|passed)' "$work/st.log" | tail -n 1 || true)
cases=$(grep -oE '[0-9]+ (test cases|generated)' "$work/st.log" | tail -n 1 || true)
if [ "$status" -ne 0 ] || [ "$errors" -gt 0 ]; then
  echo "schemathesis: FAILED (exit $status, $errors server errors in the log; ${ops:-?}, ${cases:-?}, ${elapsed}s)"
  exit 1
fi
echo "schemathesis: ${ops:-?}, ${cases:-?}, every check passed, no 5xx (${elapsed}s)"
