#!/usr/bin/env bash
# Extracts the public symbol graphs of the two library products from the modules `swift build`
# (or `swift test`) left in the debug build folder, with the toolchain's swift-symbolgraph-extract:
#   $out/Bricks/         Bricks, including what it re-exports (BricksJSON, BricksCells, BricksCompose)
#   $out/BricksTesting/  BricksTesting
# Used by scripts/docs.sh and scripts/api-listing.sh.
#
# Usage: scripts/symbol-graphs.sh OUT_DIR [--no-build]
#   --no-build  use the modules as they are (CI, right after `swift test`); otherwise
#               `swift build --target BricksTesting` first, which builds both products' modules.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/symbol-graphs.sh OUT_DIR [--no-build]}"
if [ "${2:-}" != "--no-build" ]; then
  swift build --target BricksTesting 2>&1 | tail -n 1
fi
modules="$(swift build --show-bin-path)/Modules"
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
