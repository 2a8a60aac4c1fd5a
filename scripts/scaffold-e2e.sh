#!/usr/bin/env bash
# End-to-end check of `bricks scaffold`, as CI runs it: bash scripts/scaffold-e2e.sh
#
# 1. `swift run bricks scaffold` (from this checkout) writes models, cells, tests and fixtures
#    into a fresh temporary package that depends on Bricks by path;
# 2. `swift test` there builds them (warnings are errors in the app's targets) and runs the
#    generated BricksTesting checks;
# 3. running the same scaffold again reports every file identical and changes nothing;
# 4. the SwiftPM command plugin (`swift package scaffold`) generates one more model there;
# 5. the golden cells (under #if canImport(UIKit)) type-check, warnings as errors, against the
#    UIKit stand-in (Tests/UIKitStandIn plus Tests/ScaffoldCellCheck), built with swiftc into
#    a private folder, never SwiftPM's Modules folder.
#
# Environment: BRICKS_E2E_KEEP=1 keeps the temporary package; BRICKS_E2E_SKIP_PLUGIN=1 skips step 4;
# BRICKS_E2E_SCRATCH=DIR builds bricks in DIR instead of this checkout's .build.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/bricks-e2e.XXXXXX")"
if [[ "${BRICKS_E2E_KEEP:-0}" != 1 ]]; then trap 'rm -rf "$WORK"' EXIT; fi
APP="$WORK/App"
PACKAGE_ID="$(basename "$ROOT")"
INPUTS="$ROOT/Tests/GoldenScaffold/Inputs"
step() { printf '\n== %s\n' "$*"; }

ROOT_BUILD=(--package-path "$ROOT")
if [[ -n "${BRICKS_E2E_SCRATCH:-}" ]]; then ROOT_BUILD+=(--scratch-path "$BRICKS_E2E_SCRATCH"); fi

step "building bricks"
swift build "${ROOT_BUILD[@]}" --product bricks
BRICKS="$(swift build "${ROOT_BUILD[@]}" --show-bin-path)/bricks"

step "creating $APP"
mkdir -p "$APP/Sources/App" "$APP/Tests/AppTests"
cat > "$APP/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
  name: "App",
  platforms: [.iOS(.v15), .macOS(.v13), .tvOS(.v15)],
  dependencies: [.package(path: "$ROOT")],
  targets: [
    .target(name: "App", dependencies: [.product(name: "Bricks", package: "$PACKAGE_ID")], swiftSettings: strict),
    .testTarget(
      name: "AppTests",
      dependencies: ["App", .product(name: "BricksTesting", package: "$PACKAGE_ID")],
      exclude: ["Fixtures"], swiftSettings: strict),
  ]
)
SWIFT

scaffold() { (cd "$APP" && "$BRICKS" scaffold "$@" --output Sources/App --tests-output Tests/AppTests --module App); }

step "swift run bricks scaffold Tweet"
(cd "$APP" && swift run "${ROOT_BUILD[@]}" bricks scaffold Tweet "$ROOT/Fixtures/tweet.json" \
  --output Sources/App --tests-output Tests/AppTests --module App)
step "bricks scaffold GitHubEvent (array root, collection cell, public)"
scaffold GitHubEvent "$INPUTS/github_events.json" --cell collection --access public
step "bricks scaffold Hostile (hostile keys)"
scaffold Hostile "$INPUTS/hostile.json"
step "bricks scaffold Profile (two samples teach optionality)"
scaffold Profile "$INPUTS/profile-1.json" "$INPUTS/profile-2.json"
step "bricks scaffold Place (--codable)"
scaffold Place "$INPUTS/place.json" --codable --access public
SHARED="${BRICKS_SHARED_DATA:-$ROOT/../shared/data}"
# Every benchmark payload: twitter.json's recursive retweets, citm_catalog's id-keyed maps,
# canada's nested coordinate arrays, escaped strings, GitHub and Google Maps responses.
BENCH_MODELS=(
  twitter:Timeline apache_builds:ApacheBuilds canada:Canada citm_catalog:CitmCatalog
  google_maps_api_response:MapsResponse twitter_api_response:TwitterResponse
  twitter_timeline:TimelineStatus twitterescaped:EscapedTimeline
)
if [[ -d "$SHARED/bench" ]]; then
  for pair in "${BENCH_MODELS[@]}"; do
    file="$SHARED/bench/${pair%%:*}.json"
    [[ -f "$file" ]] || continue
    step "bricks scaffold ${pair##*:} ($(basename "$file"))"
    scaffold "${pair##*:}" "$file" --cell none --force-plural
  done
  # The same payloads again as public types with Equatable and Hashable on every type
  # (unions, open enums, JSON fields and recursive classes included).
  for pair in "${BENCH_MODELS[@]}"; do
    file="$SHARED/bench/${pair%%:*}.json"
    [[ -f "$file" ]] || continue
    step "bricks scaffold Public${pair##*:} ($(basename "$file"), --public --protocols Equatable,Hashable)"
    scaffold "Public${pair##*:}" "$file" --cell none --force-plural --public --protocols Equatable,Hashable
  done
else
  echo "note: $SHARED/bench is absent; skipping the benchmark payloads"
fi
# Top-level arrays that are not arrays of objects, and fields of different kinds.
step "bricks scaffold WorldBank, Matrix, Grid, Mixed, Union (heterogeneous shapes)"
scaffold WorldBank "$INPUTS/worldbank.json" --cell none
scaffold Matrix "$INPUTS/matrix.json" --public --protocols Equatable,Hashable
scaffold Grid "$INPUTS/grid.json" --cell collection
scaffold Mixed "$INPUTS/mixed-1.json" "$INPUTS/mixed-2.json" --cell none --var
scaffold Union "$INPUTS/union-1.json" "$INPUTS/union-2.json" --class --protocols Hashable --explain

step "swift test in the app"
(cd "$APP" && swift test)

step "running the scaffold again changes nothing"
again="$(scaffold Tweet "$ROOT/Fixtures/tweet.json")"
echo "$again"
if grep -v ' identical ' <<<"$again" | grep -q .; then
  echo "error: a second run should report every file identical" >&2
  exit 1
fi

if [[ "${BRICKS_E2E_SKIP_PLUGIN:-0}" != 1 ]]; then
  step "swift package scaffold (the command plugin)"
  (cd "$APP" && swift package --allow-writing-to-package-directory scaffold Catalog "$INPUTS/catalog.json" \
    --output Sources/App --tests-output Tests/AppTests --module App --cell none)
  test -f "$APP/Sources/App/Catalog.swift"
  (cd "$APP" && swift build --build-tests)
fi

step "type-check the golden cells against the UIKit stand-in"
CHECK="$WORK/cell-check"
mkdir -p "$CHECK"
flags=(-swift-version 6 -parse-as-library -DSWIFT_PACKAGE -Onone -I "$CHECK")
module() { # name, sources...
  local name="$1"; shift
  swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$CHECK/$name.swiftmodule" "$@"
}
(
  cd "$ROOT"
  module UIKit Tests/UIKitStandIn/*.swift Tests/ScaffoldCellCheck/*.swift
  for m in BricksJSON BricksCells BricksCompose Bricks; do
    mapfile -t sources < <(find "Sources/$m" -name '*.swift' | sort)
    module "$m" "${sources[@]}"
  done
  mapfile -t golden < <(ls Tests/GoldenScaffold/*/*.swift | grep -v 'Tests\.swift$')
  swiftc "${flags[@]}" -warnings-as-errors -module-name GoldenCells -typecheck "${golden[@]}"
  echo "type-checked ${#golden[@]} golden model and cell files with canImport(UIKit)"
)

step "scaffold end-to-end: OK"
