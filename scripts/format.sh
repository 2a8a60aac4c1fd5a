#!/usr/bin/env bash
# Formats the package's Swift code with the toolchain's swift-format and the house configuration
# in .swift-format (2-space indentation, 120 columns, `#if` blocks not indented, rules that fight
# the house style off).
#
# Usage: scripts/format.sh           formats every file in place
#        scripts/format.sh --check   changes nothing; lists every finding and exits 1 if any (CI)
#
# Covered: Sources, Tests, Plugins, Fuzz and Package.swift. Not covered: generated files, which
# tests compare byte for byte with what their generator writes (change the generator or its
# templates in Templates/ instead, then re-record them with BRICKS_RECORD_GOLDENS=1):
#   Tests/GoldenScaffold/                              `bricks scaffold` output
#   Sources/BricksScaffold/Generation/BuiltinTemplates.swift   Templates/ embedded by BuiltinTemplatesTests
set -euo pipefail
cd "$(dirname "$0")/.."

mode=format
case "${1:-}" in
  "") ;;
  --check) mode=check ;;
  *) echo "usage: scripts/format.sh [--check]" >&2; exit 64 ;;
esac

mapfile -t files < <(
  find Sources Tests Plugins Fuzz -name '*.swift' -not -path 'Tests/GoldenScaffold/*' \
    -not -path 'Sources/BricksScaffold/Generation/BuiltinTemplates.swift' | LC_ALL=C sort
)
files+=(Package.swift)

if [ "$mode" = format ]; then
  swift format format --configuration .swift-format --in-place --parallel "${files[@]}"
  echo "formatted ${#files[@]} files"
  exit 0
fi

findings="$(swift format lint --configuration .swift-format --parallel "${files[@]}" 2>&1)" || true
if [ -n "$findings" ]; then
  echo "$findings"
  echo
  echo "$(grep -c . <<< "$findings") formatting findings by rule:"
  grep -oE '\[[A-Za-z]+\]' <<< "$findings" | sort | uniq -c | sort -rn
  echo "format: run 'bash scripts/format.sh' to fix them in place (ReplaceForEachWithForLoop and"
  echo "other non-layout rules need a hand edit), then commit."
  exit 1
fi
echo "format: ${#files[@]} files match .swift-format"
