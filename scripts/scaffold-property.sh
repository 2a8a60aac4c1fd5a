#!/usr/bin/env bash
# Property test of `bricks scaffold`, as CI runs it: bash scripts/scaffold-property.sh [SEED] [COUNT]
#
# 1. scripts/scaffold-property/Generate.swift writes COUNT random sample families (2 or 3
#    samples of one random shape each: unions, tagged unions (disjoint and overlapping key
#    sets, a shared key of other structure, nested, a top-level array of them), heterogeneous
#    and nested arrays, open-enum strings, optional keys, nulls, dates, URLs, hostile keys,
#    every kind of top level, a top-level array of mixed kinds, and every name the templates
#    declare or call as a key and as a model type's name) from SEED, and counts the kinds it
#    made; a kind that never occurs fails the run. A family with tagged objects also gets a probe: its last sample with every
#    tag replaced by one the samples never show;
# 2. `bricks scaffold` turns each family into a model with its generated round-trip tests (every
#    other family with --protocols Equatable,Hashable, every fourth with --codable too), all
#    in one temporary package (one compile for the whole batch); each probe becomes one more
#    round-trip test (unknown tags must be kept and written back verbatim); a run in which the
#    scaffold made no tagged union fails;
# 3. `swift test` there decodes every sample and re-encodes it to equal JSON (numbers by value;
#    null written for an absent optional key counts as absent) — the oracle is BricksTesting's
#    assertRoundTrips, independent of the scaffold.
#
# A failure prints the seed; rerun with it to reproduce. BRICKS_PROPERTY_KEEP=1 keeps the package.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SEED="${1:-${BRICKS_PROPERTY_SEED:-$(date +%s)}}"
COUNT="${2:-${BRICKS_PROPERTY_COUNT:-40}}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/bricks-property.XXXXXX")"
if [[ "${BRICKS_PROPERTY_KEEP:-0}" != 1 ]]; then trap 'rm -rf "$WORK"' EXIT; fi
PACKAGE_ID="$(basename "$ROOT")"
echo "scaffold property test: seed $SEED, $COUNT families (rerun: bash scripts/scaffold-property.sh $SEED $COUNT)"

swiftc -O "$ROOT/scripts/scaffold-property/Generate.swift" -o "$WORK/generate" 2>&1 | grep -v '^$' || true
# The names the templates declare or call (outside their tags and comments), and the types the
# generator writes into them: each becomes a key and a model type's name in one family.
{
  sed -E 's/\{\{[^}]*\}\}/ /g; s/\{%[^%]*%\}/ /g; s/\{#[^#]*#\}/ /g' "$ROOT"/Templates/*.template |
    grep -oE '\b[A-Za-z_][A-Za-z0-9_]*\b'
  printf '%s\n' JSONDateFormat JSONEpochDate JSONZonedDate JSONTransform decodeIfPresent using Date URL Data UInt64 Double \
    Array Optional Never Error description debugDescription hashValue hash Protocol Any AnyObject Element Key \
    Value Kind Number Reader Members Elements Iterator Int Bool Equatable
} | sort -u > "$WORK/names.txt"
"$WORK/generate" "$SEED" "$COUNT" "$WORK/samples" "$WORK/probes" "$WORK/names.txt" | tee "$WORK/kinds.txt"
required=("object root" "array-of-objects root" "positional root" "array-of-arrays root" "union value"
  "heterogeneous array" "nested array" "enum string" "absent key" "null" "date" "url" "deep nesting"
  "tagged union, disjoint keys" "tagged union, overlapping keys" "tagged union, shared key of other structure"
  "nested tagged union" "unknown tag" "top-level mixed array" "template name as key" "template name as model name")
for kind in "${required[@]}"; do
  if ! grep -q "^kind $kind: [1-9]" "$WORK/kinds.txt"; then
    echo "error: the generator made no '$kind' with seed $SEED; widen the generator" >&2
    exit 1
  fi
done

swift build --package-path "$ROOT" --product bricks >/dev/null
BRICKS="$(swift build --package-path "$ROOT" --show-bin-path)/bricks"
PKG="$WORK/Gen"
mkdir -p "$PKG/Sources/Gen" "$PKG/Tests/GenTests"
cat > "$PKG/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "Gen",
  platforms: [.iOS(.v15), .macOS(.v13), .tvOS(.v15)],
  dependencies: [.package(path: "$ROOT")],
  targets: [
    .target(name: "Gen", dependencies: [.product(name: "Bricks", package: "$PACKAGE_ID")]),
    .testTarget(
      name: "GenTests", dependencies: ["Gen", .product(name: "BricksTesting", package: "$PACKAGE_ID")],
      exclude: ["Fixtures"]),
  ]
)
SWIFT
# Every other family with --protocols Equatable,Hashable (keys named hashValue, description),
# every fourth with --codable too (keys named like Codable's synthesis).
for dir in "$WORK"/samples/Model*; do
  model="$(basename "$dir")"
  extra=()
  if (( ${model#Model} % 2 == 0 )); then extra+=(--protocols Equatable,Hashable); fi
  if (( ${model#Model} % 4 == 0 )); then extra+=(--codable); fi
  "$BRICKS" scaffold "$model" "$dir" --output "$PKG/Sources/Gen" --tests-output "$PKG/Tests/GenTests" \
    --module Gen --cell none --quiet "${extra[@]}"
done
# Probes: the models must keep tags the samples never showed and write them back verbatim.
{
  echo "import BricksTesting"
  echo "import Testing"
  echo "@testable import Gen"
  echo ""
  echo "/// Payloads with tags the samples never showed round-trip exactly."
  echo "@Suite struct ProbeTests {"
  for probe in "$WORK"/probes/Model*.json; do
    [[ -e "$probe" ]] || continue
    model="$(basename "$probe" .json)"
    cp "$probe" "$PKG/Tests/GenTests/Fixtures/probe-$model.json"
    type="$model"
    if grep -q "$model.parseArray" "$PKG/Sources/Gen/$model.swift"; then type="[$model]"; fi
    echo "  @Test func probe$model() { assertRoundTrips($type.self, fixture: \"probe-$model.json\", treatingNullAsAbsent: true) }"
  done
  echo "}"
} > "$PKG/Tests/GenTests/ProbeTests.swift"
# What the scaffold made of them (reported; the kinds above are what the samples hold).
gen=("$PKG"/Sources/Gen/*.swift)
tagged="$(cat "${gen[@]}" | grep -c 'case unknown(JSON)' || true)"
if [[ "$tagged" == 0 ]]; then
  echo "error: the scaffold made no tagged union from seed $SEED although the samples hold tagged objects" >&2
  exit 1
fi
printf 'generated: %s tagged unions, %s probes, %s union enums, %s open enums, %s positional roots, %s array roots, %s optional properties\n' \
  "$tagged" "$(grep -c '@Test func probe' "$PKG/Tests/GenTests/ProbeTests.swift" || true)" \
  "$(cat "${gen[@]}" | grep -c 'switch json.kind' || true)" "$(cat "${gen[@]}" | grep -c 'case unknown(String)' || true)" \
  "$(cat "${gen[@]}" | grep -c 'let items = try \[JSON\]' || true)" "$(cat "${gen[@]}" | grep -c 'the whole top-level array' || true)" \
  "$(cat "${gen[@]}" | grep -cE '^ +(let|var) [^:]+: .*\?$' || true)"

start=$(date +%s)
if ! (cd "$PKG" && swift build --build-tests --scratch-path "$ROOT/.build/scaffold-property" >"$WORK/build.log" 2>&1); then
  grep -E "error" "$WORK/build.log" | head -n 40
  echo "error: the generated code did not compile (seed $SEED)" >&2
  exit 1
fi
echo "generated code built in $(( $(date +%s) - start )) s (with Bricks when not built before)"
if ! (cd "$PKG" && swift test --skip-build --scratch-path "$ROOT/.build/scaffold-property" >"$WORK/test.log" 2>&1); then
  grep -E "✘|error" "$WORK/test.log" | head -n 40
  echo "error: a generated round trip failed (seed $SEED)" >&2
  exit 1
fi
grep -E "Test run with" "$WORK/test.log" | tail -n 1
echo "scaffold property test: OK ($COUNT families, seed $SEED)"
