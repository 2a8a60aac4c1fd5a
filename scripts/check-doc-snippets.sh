#!/usr/bin/env bash
# Type-checks every ```swift block of README.md and Docs/*.md against the library as an iOS app
# imports it: the modules of scripts/stand-in-modules.sh (UIKit and SwiftUI through the
# stand-ins under Tests/), so no example names an API that does not exist. How a block declares
# what it assumes, and how to mark a rare intentional fragment: scripts/check-doc-snippets.py.
#
# Usage: scripts/check-doc-snippets.sh [--no-build] [FILE.md ...]
#   --no-build  reuse .build/stand-in-modules (e.g. right after scripts/api-listing.sh)
#   FILE.md     check only these files (default: README.md and the Docs pages listed below)
# Before the pages, the checker checks itself: a one-block page with a real example must pass,
# and the same page with one API name changed (`Changeset(from:` to `Changeset(form:`) must fail.
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
# Every page of README.md and Docs/ with Swift blocks; Docs/Interactions.md's blocks are the
# compiled test sources instead (scripts/check-interactions-docs.sh). A new page joins the list.
checked_pages=(README.md Docs/Cells.md Docs/Compose.md Docs/JSON.md Docs/Mapping.md Docs/ModernLists.md Docs/Scaffold.md Docs/Testing.md)
if [ "${#files[@]}" -eq 0 ]; then files=("${checked_pages[@]}"); fi
if [ "$build" = yes ] || [ ! -f "$modules/Bricks.swiftmodule" ]; then
  bash scripts/stand-in-modules.sh "$modules"
fi
rm -rf .build/doc-snippets
# The self-check: a page with one real example passes, the same page with a renamed API fails.
probe=.build/doc-snippets-probe
rm -rf "$probe" && mkdir -p "$probe"
printf '```swift\nlet changes = Changeset(from: oldTweets, to: newTweets)\n```\n' > "$probe/Real.md"
sed 's/Changeset(from:/Changeset(form:/' "$probe/Real.md" > "$probe/Renamed.md"
python3 scripts/check-doc-snippets.py "$modules" "$probe/out" "$probe/Real.md" > "$probe/real.log" 2>&1 \
  || { cat "$probe/real.log"; echo "check-doc-snippets: the self-check's real example does not type-check"; exit 1; }
if python3 scripts/check-doc-snippets.py "$modules" "$probe/out" "$probe/Renamed.md" > "$probe/renamed.log" 2>&1; then
  echo "check-doc-snippets: a renamed API (Changeset(form:)) passed the check; the checker is broken"
  exit 1
fi
echo "check-doc-snippets: self-check passed (a renamed API in an example fails the check)"
python3 scripts/check-doc-snippets.py "$modules" .build/doc-snippets "${files[@]}"
