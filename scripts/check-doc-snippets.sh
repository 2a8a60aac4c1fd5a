#!/usr/bin/env bash
# Type-checks every ```swift block of README.md and Docs/*.md against the library as an iOS app
# imports it: the modules of scripts/stand-in-modules.sh (UIKit and SwiftUI through the
# stand-ins under Tests/), so no example names an API that does not exist. How a block declares
# what it assumes, and how to mark a rare intentional fragment: scripts/check-doc-snippets.py.
#
# Usage: scripts/check-doc-snippets.sh [--no-build] [FILE.md ...]
#   --no-build  reuse .build/stand-in-modules (e.g. right after scripts/api-listing.sh)
#   FILE.md     check only these files (default: README.md and the Docs pages listed below)
set -euo pipefail
cd "$(dirname "$0")/.."
modules=.build/stand-in-modules
build=yes
files=()
for arg in "$@"; do
  case "$arg" in
    --no-build) build=no ;;
    -*) echo "usage: scripts/check-doc-snippets.sh [--no-build] [FILE.md ...]" >&2; exit 64 ;;
    *) files+=("$arg") ;;
  esac
done
# The pages whose every block is annotated and checked; a page joins this list once its blocks
# type-check (run the script with the page's name to see what it needs).
checked_pages=(README.md Docs/Cells.md Docs/Compose.md Docs/JSON.md Docs/Mapping.md Docs/Scaffold.md Docs/Testing.md)
if [ "${#files[@]}" -eq 0 ]; then files=("${checked_pages[@]}"); fi
if [ "$build" = yes ] || [ ! -f "$modules/Bricks.swiftmodule" ]; then
  bash scripts/stand-in-modules.sh "$modules"
fi
rm -rf .build/doc-snippets
python3 scripts/check-doc-snippets.py "$modules" .build/doc-snippets "${files[@]}"
