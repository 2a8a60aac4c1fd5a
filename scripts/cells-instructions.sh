#!/usr/bin/env bash
# Instructions per call of each cells contender, counted by callgrind: a measure that other
# processes on a shared machine cannot disturb. Each contender runs alone at two call counts;
# the difference divided by the extra calls leaves out start-up and set-up.
# Usage: bash scripts/cells-instructions.sh [path/to/bricks-bench]   (default: release build)
set -euo pipefail
bench="${1:-.build/release/bricks-bench}"
low=10000 high=20000
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
count() {  # name calls -> total instructions (deterministic hashing: the same work every run)
  SWIFT_DETERMINISTIC_HASHING=1 BRICKS_BENCH_ONLY="$1" BRICKS_BENCH_ROUNDS=1 BRICKS_BENCH_CALLS="$2" \
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$bench" cells >/dev/null 2>"$out/err"
  sed -n 's/^summary: //p' "$out/cg"
}
for name in "dictionary lookup" "Cell.reuseIdentifier" "host dequeue+configure (by hand)" "registry dequeue+configure" \
  "registry dequeue+configure (Any)" "UIKit-ish host: by hand" "UIKit-ish host: registry" "UIKit-ish host: registry (Any)"; do
  a=$(count "$name" $low)
  b=$(count "$name" $high)
  printf '  %-34s %6.1f instructions per call\n' "$name" "$(echo "($b - $a) / ($high - $low)" | bc -l)"
done
