#!/usr/bin/env bash
# Prints the line coverage of each library module from the last `swift test --enable-code-coverage`
# and fails when one is below the floor (README, Contributing). Uses the toolchain's llvm-cov.
#
# Usage: scripts/coverage.sh [FLOOR_PERCENT]   (default 90)
set -euo pipefail
cd "$(dirname "$0")/.."
floor="${1:-90}"
bin="$(swift build --show-bin-path)"
profile="$bin/codecov/default.profdata"
tests="$bin/$(basename "$PWD")PackageTests.xctest"
[ -f "$tests" ] || tests="$(ls -d "$bin"/*PackageTests.xctest | head -n 1)"
if [ ! -f "$profile" ]; then
  echo "coverage: no $profile; run 'swift test --enable-code-coverage' first" >&2
  exit 1
fi
toolchain_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
llvm_cov="$toolchain_bin/llvm-cov"
[ -x "$llvm_cov" ] || llvm_cov="$(command -v llvm-cov)"
"$llvm_cov" export -summary-only -instr-profile "$profile" "$tests" > "$bin/codecov/summary.json"
python3 - "$bin/codecov/summary.json" "$floor" "$PWD/Sources/" <<'EOF'
import collections, json, sys
summary, floor, sources = sys.argv[1], float(sys.argv[2]), sys.argv[3]
modules = collections.defaultdict(lambda: [0, 0])
for f in json.load(open(summary))["data"][0]["files"]:
    if not f["filename"].startswith(sources):
        continue  # tests, example models, generated resource accessors
    lines = f["summary"]["lines"]
    module = modules[f["filename"][len(sources):].split("/")[0]]
    module[0] += lines["covered"]
    module[1] += lines["count"]
below = []
print(f"{'module':<16} {'lines':>13} {'covered':>8}")
for name, (covered, count) in sorted(modules.items()):
    percent = 100 * covered / count if count else 100.0
    print(f"{name:<16} {covered:>6}/{count:<6} {percent:>7.1f}%")
    if percent < floor:
        below.append(f"{name} {percent:.1f}%")
if below:
    print(f"coverage: below the {floor:g}% line-coverage floor: {', '.join(below)}; add tests for the new code")
    sys.exit(1)
print(f"coverage: every module at or above the {floor:g}% line-coverage floor")
EOF
