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
#    UIKit stand-in (Tests/UIKitStandIn), built with swiftc into
#    a private folder, never SwiftPM's Modules folder; then again with Xcode 26's default
#    isolation settings (Swift 6.2+);
# 6. Xcode 26's defaults: a second package (tools 6.2) whose targets have default isolation
#    MainActor, InferIsolatedConformances, NonisolatedNonsendingByDefault and warnings as errors
#    gets the same scaffolds; its executable decodes and encodes them inside Task.detached, reads
#    their properties there, shows one in a ConfigurableCell and a Compose unit, and runs; its
#    generated tests run too. Skipped (with a note) on a toolchain older than 6.2.
#
# Environment: BRICKS_E2E_KEEP=1 keeps the temporary package; BRICKS_E2E_SKIP_PLUGIN=1 skips step 4;
# BRICKS_E2E_SKIP_X26=1 skips step 6;
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
step "bricks scaffold Message, FeatureCollection, Activity (tagged unions)"
scaffold Message "$INPUTS/slack.json" --codable --protocols Equatable,Hashable --explain
scaffold FeatureCollection "$INPUTS/geojson.json" --cell none --public --var
scaffold Activity "$INPUTS/activity.json" --cell collection --class --protocols Hashable

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
flags=(-swift-version 6 -parse-as-library -DSWIFT_PACKAGE -package-name bricks -Onone -I "$CHECK")
module() { # name, sources...
  local name="$1"; shift
  swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$CHECK/$name.swiftmodule" "$@"
}
(
  cd "$ROOT"
  module UIKit Tests/UIKitStandIn/*.swift
  for m in BricksJSON BricksCells BricksCompose Bricks; do
    mapfile -t sources < <(find "Sources/$m" -name '*.swift' | sort)
    module "$m" "${sources[@]}"
  done
  mapfile -t golden < <(ls Tests/GoldenScaffold/*/*.swift | grep -v 'Tests\.swift$')
  swiftc "${flags[@]}" -warnings-as-errors -module-name GoldenCells -typecheck "${golden[@]}"
  echo "type-checked ${#golden[@]} golden model and cell files with canImport(UIKit)"
  if swift --version 2>&1 | grep -qE 'Swift version (6\.([2-9]|[1-9][0-9])|[7-9])'; then
    # Again as an Xcode 26 app target compiles them (step 6 builds and runs the models there).
    swiftc "${flags[@]}" -warnings-as-errors -default-isolation MainActor -enable-upcoming-feature InferIsolatedConformances \
      -enable-upcoming-feature NonisolatedNonsendingByDefault -module-name GoldenCells -typecheck "${golden[@]}"
    echo "type-checked them again with Xcode 26's default isolation settings"
  fi
)

if [[ "${BRICKS_E2E_SKIP_X26:-0}" == 1 ]]; then
  echo "note: BRICKS_E2E_SKIP_X26=1; skipping the Xcode 26 default-isolation package"
elif ! swift --version 2>&1 | grep -qE 'Swift version (6\.([2-9]|[1-9][0-9])|[7-9])'; then
  echo "note: this toolchain is older than Swift 6.2 (no default isolation); skipping the Xcode 26 package"
else
  step "Xcode 26 defaults: scaffold into a target with default isolation MainActor, build, decode off the main actor, run"
  X26="$WORK/AppX26"
  mkdir -p "$X26/Sources/AppX26" "$X26/Tests/AppX26Tests"
  cat > "$X26/Package.swift" <<SWIFT
// swift-tools-version:6.2
import PackageDescription

// What a new Xcode 26 app target sets, plus warnings as errors.
let xcode26: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("InferIsolatedConformances"),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .unsafeFlags(["-warnings-as-errors"]),
]

let package = Package(
  name: "AppX26",
  platforms: [.iOS(.v15), .macOS(.v13), .tvOS(.v15)],
  dependencies: [.package(path: "$ROOT")],
  targets: [
    .executableTarget(
      name: "AppX26",
      dependencies: [.product(name: "Bricks", package: "$PACKAGE_ID"), .product(name: "BricksTesting", package: "$PACKAGE_ID")],
      swiftSettings: xcode26),
    .testTarget(
      name: "AppX26Tests",
      dependencies: ["AppX26", .product(name: "BricksTesting", package: "$PACKAGE_ID")],
      exclude: ["Fixtures"], swiftSettings: xcode26),
  ]
)
SWIFT
  x26() { (cd "$X26" && "$BRICKS" scaffold "$@" --output Sources/AppX26 --tests-output Tests/AppX26Tests --module AppX26); }
  x26 Tweet "$ROOT/Fixtures/tweet.json"
  x26 GitHubEvent "$INPUTS/github_events.json" --cell collection --access public
  x26 Hostile "$INPUTS/hostile.json"
  x26 Profile "$INPUTS/profile-1.json" "$INPUTS/profile-2.json"
  x26 Place "$INPUTS/place.json" --codable --access public
  x26 Timeline "$INPUTS/timeline.json" --cell none
  x26 Message "$INPUTS/slack.json" --cell none --codable --protocols Equatable,Hashable
  x26 FeatureCollection "$INPUTS/geojson.json" --cell none --public
  # Hand-written code as the README shows it, in the same target.
  cat > "$X26/Sources/AppX26/main.swift" <<'SWIFT'
import Bricks
import BricksTesting
import Foundation

// A cell and a Compose unit, main-actor isolated by default, as any UIKit code is.
final class TweetRowCell: HostInstantiable, ConfigurableCell {
  var text = ""
  init() {}
  func configure(with model: Tweet) { text = model.text }
}

struct TweetUnit: ComposingUnit, Equatable {
  var identifier: String
  var text: String
  func configure(_ cell: TweetRowCell) { cell.text = text }
}

/// A model written by hand as the README says: `nonisolated` init(json:) and encode(into:) keep it usable off the main actor.
struct Note: JSONMappable, Sendable {
  let title: String
  nonisolated init(json: JSON) throws { title = try json.decode("title") }
  nonisolated func encode(into builder: inout JSON.Builder) { builder.appendObject { o in o["title"] = title } }
}

func data(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }
let arguments = CommandLine.arguments
let (tweetData, eventsData, placeData, profileData, timelineData) =
  (try data(arguments[1]), try data(arguments[2]), try data(arguments[3]), try data(arguments[4]), try data(arguments[5]))

// Networking code decodes off the main actor.
let tweet = try await Task.detached { try Tweet.parse(tweetData) }.value
let events = try await Task.detached { try GitHubEvent.parseArray(eventsData) }.value
let place = try await Task.detached { try Place.parse(placeData) }.value
let profile = try await Task.detached { try Profile.parse(profileData) }.value
let timeline = try await Task.detached { try Timeline.parse(timelineData) }.value
let note = try await Task.detached { try Note.parse(Data(#"{"title":"off main"}"#.utf8)) }.value
// ... reads them there, and writes them back there.
let text = await Task.detached { tweet.text }.value
let written = await Task.detached { (tweet.jsonData(), events.map { $0.toJSON() }, place.toJSON(), profile.toJSON(), timeline.toJSON()) }.value
let roundTripped = try await Task.detached { try Tweet.parse(written.0) }.value
// Codable, off the main actor too.
let encoded = try await Task.detached { try JSONEncoder().encode(place) }.value
let decoded = try await Task.detached { try JSONDecoder().decode(Place.self, from: encoded) }.value

// Back on the main actor: a cell from the registry, a unit in a container.
let registry = CellRegistry()
try registry.register(TweetRowCell.self)
let cell: TweetRowCell = try registry.dequeue(for: tweet, at: IndexPath(indexes: [0, 0]), on: RecordingHost(kind: .table, size: CGSize(width: 320, height: 480)))
let container = ComposingContainer(host: RecordingHost(kind: .collection, size: CGSize(width: 320, height: 480)))
container.update { TweetUnit(identifier: "\(tweet.id)", text: tweet.text) }
let unitCell = try container.cell(at: IndexPath(indexes: [0, 0])) as? TweetRowCell

guard text == tweet.text, roundTripped.id == tweet.id, decoded.id == place.id, decoded.geo.lat == place.geo.lat,
  note.title == "off main", cell.text == tweet.text, unitCell?.text == tweet.text, !events.isEmpty, written.2["id"] != nil
else {
  print("error: a model decoded off the main actor does not match")
  exit(1)
}
print("decoded off the main actor: Tweet \(tweet.id), \(events.count) GitHubEvents, Place \(place.name), Profile, Timeline; cell and unit configured")
SWIFT
  (cd "$X26" && swift build --build-tests)
  (cd "$X26" && swift run AppX26 "$ROOT/Fixtures/tweet.json" "$INPUTS/github_events.json" "$INPUTS/place.json" "$INPUTS/profile-1.json" "$INPUTS/timeline.json")
  (cd "$X26" && swift test)
fi

step "scaffold end-to-end: OK"
