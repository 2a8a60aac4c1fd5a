#!/usr/bin/env bash
# Builds the Swift modules of both library products as an iOS app imports them: BricksCells and
# BricksCompose compiled with `canImport(UIKit)` and `canImport(SwiftUI)` true against the
# stand-ins under Tests/UIKitStandIn and Tests/SwiftUIStandIn (as scripts/check-uikit.sh compiles
# them), then BricksJSON, the Bricks umbrella and BricksTesting on top. Only the modules are
# emitted (no object code), so this takes a type-check's time.
#
# Used by scripts/api-listing.sh (the listing covers the UIKit and SwiftUI declarations) and by
# scripts/check-doc-snippets.sh (the docs' Swift blocks are type-checked against these modules).
# The output folder is never a SwiftPM module folder: a UIKit.swiftmodule there would make
# `canImport(UIKit)` true for the Linux build of the package itself.
#
# Usage: scripts/stand-in-modules.sh OUT_DIR
#   OUT_DIR gets UIKit, SwiftUI, BricksJSON, BricksCells, BricksCompose, Bricks and BricksTesting
#   .swiftmodule files; pass `-I OUT_DIR` to swiftc or swift-symbolgraph-extract.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?usage: scripts/stand-in-modules.sh OUT_DIR}"
rm -rf "$out"
mkdir -p "$out"

# The language mode and package name SwiftPM uses for these targets (Package.swift).
flags=(-swift-version 6 -parse-as-library -DSWIFT_PACKAGE -package-name bricks -Onone -I "$out")

module() {
  local name="$1" folder="$2"
  shift 2
  local sources
  mapfile -t sources < <(find "$folder" -name '*.swift' | sort)
  if ! swiftc "${flags[@]}" "$@" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
    "${sources[@]}"; then
    echo "stand-in-modules: compiling $name ($folder) failed; see the compiler output above" >&2
    exit 1
  fi
}

module UIKit Tests/UIKitStandIn
module SwiftUI Tests/SwiftUIStandIn
# Package.swift builds BricksJSON with the Builtin module unless BRICKS_PORTABLE_SIMD is set.
if [ -z "${BRICKS_PORTABLE_SIMD:-}" ]; then
  module BricksJSON Sources/BricksJSON -enable-experimental-feature BuiltinModule
else
  module BricksJSON Sources/BricksJSON
fi
module BricksCells Sources/BricksCells
module BricksCompose Sources/BricksCompose
module Bricks Sources/Bricks
module BricksTesting Sources/BricksTesting

# Both stand-ins must be importable with -I OUT_DIR, or BricksCells and BricksCompose were built
# without their guarded files and the listing and the checks would silently miss them.
printf '#if !canImport(UIKit) || !canImport(SwiftUI)\n#error("stand-in modules not importable")\n#endif\n' \
  > "$out/probe.swift"
if ! swiftc -typecheck -I "$out" "$out/probe.swift" 2> "$out/probe.log"; then
  cat "$out/probe.log" >&2
  echo "stand-in-modules: the UIKit and SwiftUI stand-ins in $out cannot be imported; see above" >&2
  exit 1
fi
rm -f "$out/probe.swift" "$out/probe.log"
echo "stand-in-modules: 7 modules in $out"
