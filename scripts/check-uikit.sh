#!/usr/bin/env bash
# Type-checks every `#if canImport(UIKit)` file of BricksCells against the UIKit stand-in in
# Tests/UIKitStandIn and runs the adapters' behaviour tests (Tests/UIKitAdapterTests) through it.
#
# BricksCompose's UIKit files (and its tests in Tests/BricksComposeTests/UIKit) are checked the
# same way when it has any.
#
# The stand-in is never a SwiftPM target: a UIKit.swiftmodule in SwiftPM's shared Modules folder
# would make canImport(UIKit) true for the shipped library. Everything here is built into
# .build/uikit-check/ with swiftc directly:
#   1. the stand-in as a static library and module named UIKit;
#   2. BricksCells again, with -I on that folder, so the UIKit adapters are compiled;
#   3. a Swift Testing executable from Tests/UIKitAdapterTests, linked against both, and run.
# Exits non-zero on any failure; the last line is "N passed, N failed".
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/.build/uikit-check"
rm -rf "$out"
mkdir -p "$out"
cd "$root"

fail_build() {
  echo "check-uikit: $1 failed (see the compiler output above)"
  echo "0 passed, 1 failed"
  exit 1
}

swiftc_flags=(-swift-version 6 -parse-as-library -enable-testing -DSWIFT_PACKAGE -package-name bricks -g -Onone)

echo "check-uikit: [1/3] UIKit stand-in"
swiftc "${swiftc_flags[@]}" -module-name UIKit -emit-library -static -emit-module \
  -emit-module-path "$out/UIKit.swiftmodule" -o "$out/libUIKit.a" \
  Tests/UIKitStandIn/*.swift || fail_build "compiling the UIKit stand-in"

echo "check-uikit: [2/3] BricksCells with canImport(UIKit)"
mapfile -t cells_sources < <(find Sources/BricksCells -name '*.swift' | sort)
uikit_files=$(grep -l 'canImport(UIKit)' "${cells_sources[@]}" | wc -l)
swiftc "${swiftc_flags[@]}" -module-name BricksCells -emit-library -static -emit-module \
  -I "$out" -emit-module-path "$out/BricksCells.swiftmodule" -o "$out/libBricksCells.a" \
  "${cells_sources[@]}" || fail_build "type-checking BricksCells against the stand-in"
echo "check-uikit: type-checked ${#cells_sources[@]} files, $uikit_files of them under canImport(UIKit)"

echo "check-uikit: [2a/3] TestSupport (the seeded generator the property tests share)"
swiftc "${swiftc_flags[@]}" -module-name TestSupport -emit-library -static -emit-module \
  -emit-module-path "$out/TestSupport.swiftmodule" -o "$out/libTestSupport.a" \
  Tests/TestSupport/*.swift || fail_build "compiling TestSupport"

libs=(-lBricksCells -lUIKit -lTestSupport)
# With the random states and oracle of the Linux snapshot property test (Foundation only), so the
# diffable adapters are judged on the same cases.
test_sources=(Tests/UIKitAdapterTests/*.swift Tests/BricksComposeTests/Diffable/SnapshotStates.swift)
if [ -d Sources/BricksCompose ] && grep -rlq 'canImport(UIKit)' Sources/BricksCompose; then
  echo "check-uikit: [2b/3] BricksCompose with canImport(UIKit)"
  mapfile -t compose_sources < <(find Sources/BricksCompose -name '*.swift' | sort)
  swiftc "${swiftc_flags[@]}" -module-name BricksCompose -emit-library -static -emit-module \
    -I "$out" -emit-module-path "$out/BricksCompose.swiftmodule" -o "$out/libBricksCompose.a" \
    "${compose_sources[@]}" || fail_build "type-checking BricksCompose against the stand-in"
  libs=(-lBricksCompose "${libs[@]}")
  if compgen -G "Tests/BricksComposeTests/UIKit/*.swift" > /dev/null; then
    test_sources+=(Tests/BricksComposeTests/UIKit/*.swift)
  fi
fi

echo "check-uikit: [3/3] adapter tests"
swiftc -swift-version 6 -g -Onone -DUIKIT_STAND_IN -module-name UIKitAdapterTests -I "$out" -L "$out" \
  "${libs[@]}" -o "$out/uikit-adapter-tests" \
  "${test_sources[@]}" || fail_build "compiling the adapter tests (${test_sources[*]})"

log="$out/tests.log"
NO_COLOR=1 "$out/uikit-adapter-tests" 2>&1 | sed 's/\x1b\[[0-9;]*m//g' | tee "$log"
status=${PIPESTATUS[0]}
passed=$(grep -E '(✔|􁁛) Test "' "$log" | grep -c ' passed after ')
failed=$(grep -E '(✘|􀢄) Test "' "$log" | grep -c ' failed after ')
if [ "$status" -ne 0 ] && [ "$failed" -eq 0 ]; then failed=1; fi
echo "$passed passed, $failed failed"
[ "$status" -eq 0 ] && [ "$failed" -eq 0 ]
