#!/usr/bin/env bash
# verify step 20: a soak of mixed traffic, 60 s at 200 connections
# (SOAK_DURATION, SOAK_CONNECTIONS) after 20 s of the same traffic as a
# warm-up (SOAK_WARMUP: caches, VM and connection pools and the database fill
# up; its answers are checked, not timed), against the binary on SQLite
# with the seeded content:
#   40% public pages, rendered HTML (every page of /sitemap.xml)
#   30% public API reads (site, services, states, state laws, FAQs, posts, search)
#   15% lead submissions (each visitor with its own phone and e-mail), routed
#       to a partner whose webhook receiver runs on loopback, so the delivery
#       queue works during the soak too
#   15% admin reads with a token: leads list, lead detail, analytics
# The request limits stay on, raised far above the run's traffic
# (CLAIMSITE_RATE_LIMITS, see lib.bash): all of it comes from 127.0.0.1.
# Fails on any 5xx, transport error or unexpected answer (a 429 included),
# or when memory is not flat: the server's RSS, sampled every second from
# /proc, may peak in the last 10 s of the measured minute at most 1.25
# times its peak of seconds 20-30 of it. Reports requests, rate, p50/p99
# per class, the RSS series and the machine's load average.
source "$(dirname "$0")/lib.bash"

port=$((port_base + 20))
hook_port=$((port + 1))
secret=verify-secret-$RANDOM$RANDOM
start_hook "$hook_port" "$secret"
start_server soak "$port"
verifyload partner --url "http://127.0.0.1:$port" --email "$admin_email" --password "$admin_password" \
  --hook "http://127.0.0.1:$hook_port/hook" --secret "$secret" --states CA

status=0
verifyload soak --url "http://127.0.0.1:$port" --email "$admin_email" --password "$admin_password" \
  --pid "$server_pid" --connections "${SOAK_CONNECTIONS:-200}" --duration "${SOAK_DURATION:-60s}" --warmup "${SOAK_WARMUP:-20s}" 2>&1 || status=$?
n=$(panics soak)
if [ "$n" -gt 0 ]; then
  echo "soak: the server log shows $n panics"
  exit 1
fi
personal_data soak || { echo "soak: personal data in the server log"; exit 1; }
exit "$status"
