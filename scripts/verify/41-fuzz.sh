#!/usr/bin/env bash
# Fuzz targets, shard 2 of 2 (every other target): see fuzz.bash.
FUZZ_SHARD=${FUZZ_SHARD:-2/2} exec bash "$(dirname "$0")/fuzz.bash"
