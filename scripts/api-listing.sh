#!/usr/bin/env bash
# The committed listing of the public API, one file per library product: API/Bricks.txt (with
# what it re-exports from BricksJSON, BricksCells and BricksCompose) and API/BricksTesting.txt,
# one declaration per line, sorted, written by scripts/api-listing.py from the symbol graphs of
# the modules as an iOS app imports them: compiled against the UIKit and SwiftUI stand-ins
# (scripts/stand-in-modules.sh), so the UIKit adapters and SwiftUI types are listed too.
#
# Usage: scripts/api-listing.sh [--check]
#   (default)   regenerate API/*.txt; commit the diff with the change that caused it
#   --check     regenerate into a temporary folder and fail if API/*.txt differ (CI), so every
#               public API change is a reviewed diff
# Needs no `swift build`: the modules are type-checked from the sources (a minute or two).
set -euo pipefail
cd "$(dirname "$0")/.."
check=no
for arg in "$@"; do
  case "$arg" in
    --check) check=yes ;;
    *) echo "usage: scripts/api-listing.sh [--check]" >&2; exit 64 ;;
  esac
done
graphs=.build/api-listing/symbol-graphs
bash scripts/symbol-graphs.sh "$graphs" --stand-ins
out=API
if [ "$check" = yes ]; then
  out=.build/api-listing/current
  rm -rf "$out"
fi
mkdir -p "$out"
for product in Bricks BricksTesting; do
  python3 scripts/api-listing.py "$graphs/$product" "$product" > "$out/$product.txt"
done
if [ "$check" = no ]; then
  echo "api-listing: wrote API/Bricks.txt ($(wc -l < API/Bricks.txt) lines) and API/BricksTesting.txt ($(wc -l < API/BricksTesting.txt) lines)"
  exit 0
fi
if ! diff -u API "$out"; then
  echo
  echo "api-listing: the public API differs from API/*.txt (- committed, + code). If the change is"
  echo "intended, run 'bash scripts/api-listing.sh' and commit API/*.txt with it."
  exit 1
fi
echo "api-listing: the public API matches API/Bricks.txt and API/BricksTesting.txt"
