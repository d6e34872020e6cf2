#!/usr/bin/env bash
# Fuzz targets, shard 1 of 2 (every other target): see fuzz.bash.
FUZZ_SHARD=${FUZZ_SHARD:-1/2} exec bash "$(dirname "$0")/fuzz.bash"
