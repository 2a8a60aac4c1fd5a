#!/usr/bin/env bash
# Extracts the public symbol graphs of the two library products with the toolchain's
# swift-symbolgraph-extract:
#   $out/Bricks/         Bricks, including what it re-exports (BricksJSON, BricksCells, BricksCompose)
#   $out/BricksTesting/  BricksTesting
# Used by scripts/docs.sh (the modules of the Linux build) and scripts/api-listing.sh (the
# modules as an iOS app imports them, UIKit and SwiftUI declarations included).
#
# Usage: scripts/symbol-graphs.sh OUT_DIR [--no-build | --stand-ins]
#   (default)    `swift build --target BricksTesting` first, which builds both products' modules,
#                then extract from the debug build folder
#   --no-build   use the debug build folder's modules as they are (CI, right after `swift test`)
#   --stand-ins  build the modules against the UIKit and SwiftUI stand-ins
#                (scripts/stand-in-modules.sh, into .build/stand-in-modules) and extract from those
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/symbol-graphs.sh OUT_DIR [--no-build | --stand-ins]}"
case "${2:-}" in
  --stand-ins)
    modules=.build/stand-in-modules
    bash scripts/stand-in-modules.sh "$modules"
    ;;
  --no-build) modules="$(swift build --show-bin-path)/Modules" ;;
  "")
    swift build --target BricksTesting 2>&1 | tail -n 1
    modules="$(swift build --show-bin-path)/Modules"
    ;;
  *) echo "usage: scripts/symbol-graphs.sh OUT_DIR [--no-build | --stand-ins]" >&2; exit 64 ;;
esac
for m in Bricks BricksJSON BricksCells BricksCompose BricksTesting; do
  if [ ! -f "$modules/$m.swiftmodule" ]; then
    echo "symbol-graphs: $modules/$m.swiftmodule is missing; run 'swift build --target BricksTesting' first" >&2
    exit 1
  fi
done
triple="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
rm -rf "$out"
mkdir -p "$out/Bricks" "$out/BricksTesting"
extract() {
  swift symbolgraph-extract -module-name "$1" -I "$modules" -target "$triple" \
    -minimum-access-level public -skip-inherited-docs -output-dir "$out/$1" "${@:2}"
}
# The umbrella's graph holds the re-exported modules' symbols too, so its documentation and API
# listing are what `import Bricks` gives an app.
extract Bricks -experimental-allowed-reexported-modules=BricksJSON,BricksCells,BricksCompose
extract BricksTesting
