#!/usr/bin/env bash
# Builds a libFuzzer target with AddressSanitizer and runs it.
# Usage: scripts/fuzz.sh [SECONDS] [TARGET]   SECONDS defaults to 60; TARGET is
#   json       (default) the JSON parser and serializer round trip (bricks-fuzz);
#   changeset  the changeset, replayed with UIKit's rules by ChangesetOracle (bricks-fuzz-changeset).
# Crashes are written to .build/fuzz/<target>-crash-*.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
target="${2:-json}"
scratch=.build/fuzz
case "$target" in
  json) product=bricks-fuzz; what="the JSON parser and serializer"; corpus="$scratch/corpus"; max_len=4096 ;;
  changeset) product=bricks-fuzz-changeset; what="the changeset (replayed with UIKit's rules)"; corpus="$scratch/corpus-changeset"; max_len=512 ;;
  *) echo "usage: scripts/fuzz.sh [SECONDS] [json|changeset]" >&2; exit 64 ;;
esac
BRICKS_FUZZ=1 swift build -c release -Xswiftc -sanitize=fuzzer,address --sanitize=fuzzer \
  --product "$product" --scratch-path "$scratch" 2>&1 | grep -v "Cannot export local symbol" | tail -3
mkdir -p "$corpus"
if [ "$target" = json ]; then
  # Seed with the accepted JSONTestSuite files when the shared corpus is there.
  shared="${BRICKS_SHARED_DATA:-../shared/data}"
  if [ -d "$shared/JSONTestSuite/test_parsing" ]; then
    cp -n "$shared"/JSONTestSuite/test_parsing/y_*.json "$corpus"/ 2>/dev/null || true
    chmod u+w "$corpus"/* 2>/dev/null || true
  fi
else
  # Seeds in FuzzedSections' byte format (0xE0|id: a section, 0xFF: old ends, other: an element).
  # An element moving into a new section (a crash once): [A: a, b] -> [A: b], [B: a].
  printf '\xe1\x01\x02\xff\xe1\x02\xe2\x01' > "$corpus/seed-into-new-section"
  # Out of a deleted section, across a moved one, with a content change: [A: a, b][B: c][C: d] -> [C: d, c][A: b'][D: a].
  printf '\xe1\x01\x02\xe2\x03\xe3\x04\xff\xe3\x04\x03\xe1\x42\xe4\x01' > "$corpus/seed-sections"
  # Duplicates: [a, a, b] -> [b, a, a, a].
  printf '\x01\x01\x02\xff\x02\x01\x01\x01' > "$corpus/seed-duplicates"
fi
echo "fuzzing $what for ${seconds}s"
log="$scratch/fuzz-$target.log"
set +e
SWIFT_BACKTRACE=enable=no "$scratch/release/$product" -max_total_time="$seconds" -max_len="$max_len" \
  -artifact_prefix="$scratch/$target-" -print_final_stats=1 "$corpus" > "$log" 2>&1
status=$?
set -e
grep -E "^(Done|stat::number_of_executed_units|==[0-9]+==ERROR|SUMMARY|Fatal error|artifact_prefix)" "$log" || true
if [ "$status" -ne 0 ]; then
  tail -n 40 "$log"
  echo "fuzzing found a failure (exit $status); reproduce with: $scratch/release/$product $scratch/$target-crash-*"
  exit 1
fi
echo "fuzzing: no failures"
