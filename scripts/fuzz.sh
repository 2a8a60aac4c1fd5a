#!/usr/bin/env bash
# Builds the libFuzzer target (parser + serializer round trip) with AddressSanitizer and runs it.
# Usage: scripts/fuzz.sh [SECONDS]   (default 60). Crashes are written to .build/fuzz/crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
scratch=.build/fuzz
BRICKS_FUZZ=1 swift build -c release -Xswiftc -sanitize=fuzzer,address --sanitize=fuzzer \
  --product bricks-fuzz --scratch-path "$scratch" 2>&1 | grep -v "Cannot export local symbol" | tail -3
corpus="$scratch/corpus"
mkdir -p "$corpus"
# Seed with the accepted JSONTestSuite files when the shared corpus is there.
shared="${BRICKS_SHARED_DATA:-../shared/data}"
if [ -d "$shared/JSONTestSuite/test_parsing" ]; then
  cp -n "$shared"/JSONTestSuite/test_parsing/y_*.json "$corpus"/ 2>/dev/null || true
  chmod u+w "$corpus"/* 2>/dev/null || true
fi
echo "fuzzing the JSON parser and serializer for ${seconds}s"
log="$scratch/fuzz.log"
set +e
SWIFT_BACKTRACE=enable=no "$scratch/release/bricks-fuzz" -max_total_time="$seconds" -max_len=4096 \
  -artifact_prefix="$scratch/" -print_final_stats=1 "$corpus" > "$log" 2>&1
status=$?
set -e
grep -E "^(Done|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|Fatal error|artifact_prefix)" "$log" || true
if [ "$status" -ne 0 ]; then
  tail -n 40 "$log"
  echo "fuzzing found a failure (exit $status); reproduce with: $scratch/release/bricks-fuzz $scratch/crash-*"
  exit 1
fi
echo "fuzzing: no failures"
