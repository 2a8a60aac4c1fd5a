#!/usr/bin/env bash
# Checks that every Swift block of Docs/Interactions.md appears in
# Tests/BricksComposeTests/Interactions/InteractionsDocExamples.swift (the host-independent ones,
# compiled and run by `swift test --filter InteractionsDocExamples`) or in
# Tests/SwiftUIClientCheck/InteractionsExamples.swift (the UIKit and SwiftUI ones, type-checked
# against the stand-ins by scripts/check-uikit.sh), lines compared without their indentation.
# Exits non-zero naming the first block that is in neither.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
examples=$(sed 's/^[[:space:]]*//' Tests/BricksComposeTests/Interactions/InteractionsDocExamples.swift \
  Tests/SwiftUIClientCheck/InteractionsExamples.swift)
blocks=0
while IFS= read -r -d $'\x1e' block; do
  [ -z "$block" ] && continue
  blocks=$((blocks + 1))
  if [[ "$examples" != *"$block"* ]]; then
    echo "check-interactions-docs: this example of Docs/Interactions.md is in neither InteractionsDocExamples.swift nor InteractionsExamples.swift:"
    echo "$block"
    exit 1
  fi
done < <(awk '/^```swift/{b=1; t=""; next} b && /^```/{b=0; printf "%s\x1e", t; next}
  b {sub(/^[ \t]+/, ""); t = t (t=="" ? "" : "\n") $0}' Docs/Interactions.md)
if [ "$blocks" -eq 0 ]; then
  echo "check-interactions-docs: no Swift blocks found in Docs/Interactions.md"
  exit 1
fi
echo "check-interactions-docs: the $blocks Swift examples of Docs/Interactions.md are the compiled or type-checked ones"
