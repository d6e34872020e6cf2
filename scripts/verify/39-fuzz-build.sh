#!/usr/bin/env bash
# Builds every package's fuzz targets with the fuzzer's instrumentation,
# before the fuzz steps (40, 41) run them, so that their time bounds time
# the fuzzing and not a cold compile (minutes for internal/httpapi): see
# fuzz.bash.
FUZZ_BUILD_ONLY=1 FUZZ_SHARD=${FUZZ_SHARD:-1/1} exec bash "$(dirname "$0")/fuzz.bash"
