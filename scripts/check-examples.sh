#!/usr/bin/env bash
# Checks the example apps in Examples/*.swiftpm on Linux, where UIKit does not exist:
#   1. every Swift file of each example (its UIKit and SwiftUI screens included) is type-checked
#      against the UIKit and SwiftUI stand-ins, with Bricks compiled against them as well;
#   2. each example's logic (the files that import neither UIKit nor SwiftUI: models, loaders,
#      view models, the state → sections mapping) is compiled as the app's module, AppModule,
#      and its tests (the example's Tests/ folder, Swift Testing and BricksTesting) run against
#      it, through Bricks' host protocols and BricksTesting's recording hosts;
#   3. the hand-written Swift of Examples/ follows .swift-format.
#
# The stand-in modules (UIKit, SwiftUI) and BricksCells and BricksCompose compiled against them
# come from scripts/check-uikit.sh, which builds them into .build/uikit-check/: that folder is
# reused when it is newer than their sources (CI runs check-uikit.sh just before), and
# check-uikit.sh is run first otherwise. BricksJSON, Bricks and BricksTesting are compiled here,
# into .build/examples-check/, with swiftc (never SwiftPM: a UIKit module in SwiftPM's module
# folder would switch on the UIKit code of the shipped library).
#
# UIKit and SwiftUI declarations the apps use and the stand-ins do not have (a view controller,
# a navigation controller, the SwiftUI App entry point, ...) are in Examples/StandIn, copied from
# Apple's documentation like the stand-ins' own; a file there whose type the stand-ins gain is
# left out, so the two never clash. Each manifest is type-checked too, against PackageDescription
# and the AppleProductTypes module as SwiftPM's source declares it (Examples/StandIn/
# AppleProductTypes), and loaded by SwiftPM with its app product as a plain executable.
#
# The scaffolded models must be what `bricks scaffold` writes: the commands listed in
# Examples/README.md ("Scaffolded models") are run with --pretend and must report every file
# `identical`; --rescaffold runs them with --force instead, to rewrite the models after a change
# to the scaffold.
#
# Usage: scripts/check-examples.sh [--rescaffold] [EXAMPLE...]   (default: every Examples/*.swiftpm)
# Exits non-zero on any failure; the last line is "examples: N checked, N tests passed, N failed".
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
stand_ins="$root/.build/uikit-check"
out="$root/.build/examples-check"
cd "$root"

fail() {
  echo "check-examples: $1"
  echo "examples: 0 checked, 0 tests passed, 1 failed"
  exit 1
}

rescaffold=0
if [ "${1:-}" = "--rescaffold" ]; then
  rescaffold=1
  shift
fi
if [ "$#" -gt 0 ]; then
  examples=("$@")
else
  mapfile -t examples < <(find Examples -maxdepth 1 -name '*.swiftpm' -type d | LC_ALL=C sort)
fi
[ "${#examples[@]}" -gt 0 ] || fail "no example found (Examples/*.swiftpm)"

# 0. The scaffolded models, against the scaffold's output.
mapfile -t scaffolds < <(sed -n '/^## Scaffolded models/,/^## /p' Examples/README.md | grep '^swift run bricks scaffold ')
[ "${#scaffolds[@]}" -gt 0 ] || fail "no scaffold command found in Examples/README.md (## Scaffolded models)"
swift build --product bricks > "$root/.build/examples-bricks-build.log" 2>&1 \
  || { tail -n 30 "$root/.build/examples-bricks-build.log"; fail "building bricks"; }
bricks="$(swift build --product bricks --show-bin-path)/bricks"
for command in "${scaffolds[@]}"; do
  read -r -a words <<< "${command#swift run bricks }"
  if [ "$rescaffold" -eq 1 ]; then
    "$bricks" "${words[@]}" --force || fail "rescaffolding: $command"
    continue
  fi
  report=$("$bricks" "${words[@]}" --pretend 2>&1)
  if grep -vqE '^ +identical ' <<< "$report"; then
    echo "$report"
    fail "the scaffolded files differ from what \`$command\` writes; run scripts/check-examples.sh --rescaffold and commit the result"
  fi
done
echo "check-examples: [0/4] the scaffolded models are what the ${#scaffolds[@]} commands of Examples/README.md write"

# 1. The stand-ins and Bricks' UIKit layers, from check-uikit.sh.
needed=(UIKit SwiftUI BricksCells BricksCompose TestSupport)
stale=0
for module in "${needed[@]}"; do
  if [ ! -f "$stand_ins/$module.swiftmodule" ] || [ ! -f "$stand_ins/lib$module.a" ]; then stale=1; fi
done
if [ "$stale" -eq 0 ] && [ -n "$(find Sources/BricksCells Sources/BricksCompose Tests/UIKitStandIn Tests/SwiftUIStandIn \
  -name '*.swift' -newer "$stand_ins/BricksCompose.swiftmodule" -print -quit)" ]; then
  stale=1
fi
if [ "$stale" -eq 1 ]; then
  echo "check-examples: [1/4] building the stand-ins with scripts/check-uikit.sh"
  bash scripts/check-uikit.sh > "$root/.build/examples-uikit-check.log" 2>&1 \
    || { tail -n 40 "$root/.build/examples-uikit-check.log"; fail "scripts/check-uikit.sh failed"; }
else
  echo "check-examples: [1/4] reusing the stand-ins built by scripts/check-uikit.sh"
fi

rm -rf "$out"
mkdir -p "$out"
flags=(-swift-version 6 -parse-as-library -g -Onone -I "$stand_ins" -I "$out")
library_flags=("${flags[@]}" -enable-testing -DSWIFT_PACKAGE -package-name bricks)

# 2. The rest of Bricks, against the same UIKit layers.
echo "check-examples: [2/4] BricksJSON, Bricks and BricksTesting"
build_library() { # name, then its sources
  local name=$1
  shift
  swiftc "${library_flags[@]}" -module-name "$name" -emit-library -static -emit-module \
    -emit-module-path "$out/$name.swiftmodule" -o "$out/lib$name.a" "$@" || fail "compiling $name"
}
mapfile -t json_sources < <(find Sources/BricksJSON -name '*.swift' | LC_ALL=C sort)
mapfile -t testing_sources < <(find Sources/BricksTesting -name '*.swift' | LC_ALL=C sort)
library_flags+=(-enable-experimental-feature BuiltinModule)
build_library BricksJSON "${json_sources[@]}"
build_library Bricks Sources/Bricks/*.swift
build_library BricksTesting "${testing_sources[@]}"

# 3. The declarations the apps need beyond the stand-ins, as one module every app file sees.
echo "check-examples: [3/4] Examples/StandIn"
extras=()
for file in Examples/StandIn/*.swift; do
  type=$(basename "$file" .swift)
  if grep -rqE "(class|struct|protocol|enum) $type\b" Tests/UIKitStandIn Tests/SwiftUIStandIn; then
    echo "check-examples: the stand-ins declare $type now; $file is left out (delete it)"
    continue
  fi
  extras+=("$file")
done
swiftc "${flags[@]}" -module-name ExampleStandIn -emit-library -static -emit-module \
  -emit-module-path "$out/ExampleStandIn.swiftmodule" -o "$out/libExampleStandIn.a" "${extras[@]}" \
  || fail "compiling Examples/StandIn"

# AppleProductTypes, the manifest module of app packages, as SwiftPM's source declares it (Xcode's
# toolchain has it, Linux's does not), to type-check the examples' manifests.
manifest_api="$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/pm/ManifestAPI"
[ -d "$manifest_api" ] || fail "no PackageDescription at $manifest_api"
swiftc -swift-version 5 -parse-as-library -I "$manifest_api" -package-description-version 6.0 -module-name AppleProductTypes \
  -emit-module -emit-module-path "$out/AppleProductTypes.swiftmodule" Examples/StandIn/AppleProductTypes/*.swift \
  || fail "compiling Examples/StandIn/AppleProductTypes"

# SwiftPM's accessor for a target's resources (`Bundle.module`), which it generates for a target
# with resources; the examples read their bundled payloads through it.
printf 'import Foundation\nextension Foundation.Bundle {\n  static let module = Bundle.main\n}\n' \
  > "$out/resource_bundle_accessor.swift"
printf 'import Testing\n\nawait Testing.__swiftPMEntryPoint() as Never\n' > "$out/main.swift"

networking=()
if echo 'import FoundationNetworking' | swiftc -typecheck - 2> /dev/null; then
  networking=(-Xfrontend -import-module -Xfrontend FoundationNetworking)
fi

# 4. Each example.
# TestSupport: the seeded generator of the property tests.
libs=(-lBricksTesting -lBricks -lBricksJSON -lBricksCompose -lBricksCells -lSwiftUI -lUIKit -lTestSupport)
checked=0
passed=0
failed=0
for example in "${examples[@]}"; do
  example=${example%/}
  name=$(basename "$example" .swiftpm)
  echo "check-examples: [4/4] $name"
  [ -f "$example/Package.swift" ] || fail "$example has no Package.swift"
  grep -q '^import AppleProductTypes' "$example/Package.swift" \
    && grep -q '\.iOSApplication(' "$example/Package.swift" \
    && grep -q '\.package(name: "Bricks", path: "../..")' "$example/Package.swift" \
    || fail "$example/Package.swift is not an app package depending on Bricks by path (import AppleProductTypes, .iOSApplication, .package(name: \"Bricks\", path: \"../..\"))"
  # The manifest, as Xcode reads it: type-checked against PackageDescription and
  # AppleProductTypes; then loaded by SwiftPM with the app product as a plain executable and
  # "../.." spelled out (Linux's SwiftPM has no AppleProductTypes), which checks the target's
  # folder, sources and resources and the Bricks product it names.
  swiftc -typecheck -swift-version 6 -I "$manifest_api" -I "$out" -package-description-version 6.0 \
    "$example/Package.swift" || fail "type-checking $example/Package.swift against PackageDescription and AppleProductTypes"
  copy="$out/manifests/$name.swiftpm"
  mkdir -p "$copy"
  cp -R "$example/." "$copy/"
  python3 - "$copy/Package.swift" "$root" <<'PY' || fail "rewriting $example/Package.swift for SwiftPM on Linux"
import re, sys
path, root = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8").read()
text = text.replace("import AppleProductTypes\n", "")
text, apps = re.subn(r"\.iOSApplication\(\s*name: (\"[^\"]+\"),\s*targets: (\[[^\]]*\]),.*?\n        \)",
                     r".executable(name: \1, targets: \2)", text, flags=re.S)
text = text.replace('path: "../.."', 'path: "%s"' % root)
if apps != 1:
    sys.exit("expected one .iOSApplication product, found %d" % apps)
open(path, "w", encoding="utf-8").write(text)
PY
  (cd "$copy" && swift package describe > describe.log 2>&1) \
    || { cat "$copy/describe.log"; fail "SwiftPM cannot load $example/Package.swift"; }
  if grep -qi 'warning' "$copy/describe.log"; then
    grep -i 'warning' "$copy/describe.log"
    fail "SwiftPM warns about $example/Package.swift"
  fi
  # Swift 6.0 syntax, as the manifest's swift-tools-version 6.0 promises (Xcode 16).
  python3 scripts/check-tools-version.py "$example" || fail "$example uses syntax newer than its swift-tools-version"
  mapfile -t sources < <(find "$example/Sources" -name '*.swift' | LC_ALL=C sort)
  mapfile -t logic < <(grep -LE '^import (UIKit|SwiftUI)' "${sources[@]}")
  # Absolute paths: BricksTesting finds fixtures next to #filePath.
  mapfile -t tests < <(find "$root/$example/Tests" "$root/Examples/TestSupport" -name '*.swift' 2>/dev/null \
    | LC_ALL=C sort)
  compgen -G "$example/Tests/*.swift" > /dev/null || fail "$example has no tests (Tests/*.swift)"
  # The logic folders must stay free of UIKit, or their tests could not run here.
  for file in $(find "$example/Sources/Logic" "$example/Sources/Models" -name '*.swift' 2>/dev/null); do
    if grep -qE '^import (UIKit|SwiftUI)|canImport\((UIKit|SwiftUI)\)' "$file"; then
      fail "$file imports UIKit or SwiftUI; keep Logic/ and Models/ free of them (move the UI code to App/)"
    fi
  done
  accessor=()
  grep -q 'resources:' "$example/Package.swift" && accessor=("$out/resource_bundle_accessor.swift")
  # 4a. Everything, screens included, against the stand-ins (and FoundationNetworking, which
  # holds URLSession on Linux; Apple's Foundation has it).
  swiftc "${flags[@]}" -module-name AppModule -typecheck -warnings-as-errors \
    -Xfrontend -import-module -Xfrontend ExampleStandIn "${networking[@]}" "${sources[@]}" "${accessor[@]}" \
    || fail "type-checking $example against the stand-ins"
  echo "check-examples: $name: manifest type-checked and loaded by SwiftPM; type-checked ${#sources[@]} files ($(( ${#sources[@]} - ${#logic[@]} )) of them UIKit or SwiftUI)"
  # 4b. The logic as AppModule, and its tests.
  build="$out/$name"
  mkdir -p "$build"
  swiftc "${flags[@]}" -enable-testing -module-name AppModule -emit-library -static -emit-module \
    -emit-module-path "$build/AppModule.swiftmodule" -o "$build/libAppModule.a" "${logic[@]}" \
    || fail "compiling the logic of $example"
  swiftc -swift-version 6 -g -Onone -I "$stand_ins" -I "$out" -I "$build" -L "$stand_ins" -L "$out" -L "$build" \
    -module-name "${name}LogicTests" -o "$build/tests" "$out/main.swift" "${tests[@]}" -lAppModule "${libs[@]}" \
    || fail "compiling the tests of $example"
  log="$build/tests.log"
  NO_COLOR=1 "$build/tests" 2>&1 | sed 's/\x1b\[[0-9;]*m//g' > "$log"
  status=${PIPESTATUS[0]}
  grep -vE '^(◇|✔|􀟈|􁁛) ' "$log"
  example_passed=$(grep -E '(✔|􁁛) Test ' "$log" | grep -c ' passed after ')
  example_failed=$(grep -E '(✘|􀢄) Test ' "$log" | grep -c ' failed after ')
  if [ "$status" -ne 0 ] && [ "$example_failed" -eq 0 ]; then example_failed=1; fi
  echo "check-examples: $name: $example_passed tests passed, $example_failed failed"
  checked=$((checked + 1))
  passed=$((passed + example_passed))
  failed=$((failed + example_failed))
done

# The hand-written Swift follows the house format (.swift-format), as scripts/format.sh checks
# for the package; the scaffolded models and tests stay as `bricks scaffold` wrote them,
# and the manifests in the layout Xcode writes.
mapfile -t formatted < <(find Examples -name '*.swift' -not -name Package.swift -not -path '*/Sources/Models/*' \
  -exec grep -L 'generated by `bricks scaffold`' {} + | LC_ALL=C sort)
findings="$(swift format lint --configuration .swift-format --parallel "${formatted[@]}" 2>&1)" || true
if [ -n "$findings" ]; then
  echo "$findings"
  echo "check-examples: formatting findings; run: swift format format --configuration .swift-format --in-place FILE..."
  failed=$((failed + 1))
fi

echo "examples: $checked checked, $passed tests passed, $failed failed"
[ "$failed" -eq 0 ]
