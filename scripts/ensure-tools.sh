#!/usr/bin/env bash
# Installs, from Debian's packages, what the tests and the benchmark need
# and this machine lacks: PostgreSQL (throwaway test clusters), Chromium
# (Playwright), aiosmtpd (the real SMTP server of the mail tests),
# pdftotext (poppler-utils: the invoice PDFs are read back) and wrk
# (make bench). Node and Go come with the machine.
set -euo pipefail

missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
# Debian's interpreter, not whichever python3 is first on PATH.
/usr/bin/python3 -c 'import aiosmtpd' >/dev/null 2>&1 || missing+=(python3-aiosmtpd)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ "${1:-}" = "bench" ] && { command -v wrk >/dev/null 2>&1 || missing+=(wrk); }

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "installing: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "need root to install ${missing[*]} (run: sudo apt-get install -y ${missing[*]})" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
