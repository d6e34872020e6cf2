# Sourced by the steps of `make verify` (through lib.bash and
# openapi-lib.bash), not run: the convention for a step that cannot run on
# this machine, and the check that decides it for a tool from a registry.
#
# A step whose outside tool cannot be installed because the registry it
# comes from cannot be reached calls not_run REASON: the reason goes to the
# file scripts/verify.sh names in VERIFY_NOT_RUN_FILE (and is the step's last
# line), and the step exits 77. The runner lists it as "not run" with the
# reason and does not fail the suite for it. Only unreachability is a reason:
# an install that fails from a registry that answers fails the step, like any
# other failure.

# not_run REASON: ends the step as not run, saying why.
not_run() {
  if [ -n "${VERIFY_NOT_RUN_FILE:-}" ]; then printf '%s\n' "$1" >"$VERIFY_NOT_RUN_FILE"; fi
  echo "not run: $1"
  exit 77
}

# reachable URL: whether URL's host answers over HTTP(S) within a few
# seconds (any status counts: a 404 is an answer). One request, to that URL
# only, through the proxy settings pip would use too. Unreachable: the name
# does not resolve, the connection is refused or times out, TLS cannot start.
# Sets unreachable_why to curl's message when it is not.
unreachable_why=
reachable() {
  local status=0 err
  err=$(curl -sS -o /dev/null --connect-timeout 4 --max-time 6 "$1" 2>&1) || status=$?
  unreachable_why=
  case $status in
    0) return 0 ;; # answered: without -f, any HTTP status is 0
    *)
      unreachable_why=${err#curl: }
      unreachable_why=${unreachable_why#(*) }
      unreachable_why=${unreachable_why:-curl exit $status}
      return 1
      ;;
  esac
}

# pip_setting NAME VAR: a setting of pip as pip reads it: the variable VAR,
# else NAME from pip's configuration files (global or install section).
pip_setting() {
  if [ -n "${!2:-}" ]; then
    echo "${!2}"
    return
  fi
  /usr/bin/python3 -m pip config list 2>/dev/null | sed -nE "s/^(global|install)\.$1='(.*)'\$/\2/p" | tail -n 1 || true
}

# pip_source PROJECT: where pip can install PROJECT from on this machine;
# sets pip_from to "index" (the package index answers) or "find-links" (it
# does not, but PIP_FIND_LINKS names a folder with files in it, or a URL
# that answers: installed from there with --no-index). Otherwise returns 1
# with the reason in pip_unreachable. Sends one request to the index's host
# (the page pip reads first, INDEX/PROJECT/), and one to the find-links
# host when that is a URL; nothing else.
pip_from=
pip_unreachable=
pip_source() {
  local index links
  index=$(pip_setting index-url PIP_INDEX_URL)
  index=${index:-https://pypi.org/simple}
  index=${index%/}
  links=$(pip_setting find-links PIP_FIND_LINKS)
  if reachable "$index/$1/"; then
    pip_from=index
    return 0
  fi
  pip_unreachable="$1 cannot be installed here: the package index $index cannot be reached ($unreachable_why)"
  if [ -z "$links" ]; then
    pip_unreachable+=" and PIP_FIND_LINKS names no folder of wheels"
  elif [[ $links == http://* || $links == https://* ]]; then
    if reachable "$links"; then
      pip_from=find-links
      pip_find_links=$links
      return 0
    fi
    pip_unreachable+=" and PIP_FIND_LINKS=$links cannot be reached either ($unreachable_why)"
  elif [ -d "$links" ] && [ -n "$(ls -A "$links" 2>/dev/null)" ]; then
    pip_from=find-links
    pip_find_links=$links
    return 0
  else
    pip_unreachable+=" and PIP_FIND_LINKS=$links is not a folder of wheels"
  fi
  return 1
}
