#!/usr/bin/env bash
# Type-checks every `#if canImport(UIKit)` file of BricksCells against the UIKit stand-in in
# Tests/UIKitStandIn and runs the adapters' behaviour tests (Tests/UIKitAdapterTests) through it.
#
# BricksCompose's UIKit files (and its tests in Tests/BricksComposeTests/UIKit) are checked the
# same way when it has any, and so are the SwiftUI files (Sources/BricksCompose/SwiftUI,
# Sources/BricksCells/SwiftUI), against the SwiftUI stand-in in Tests/SwiftUIStandIn.
#
# The stand-ins are never SwiftPM targets: a UIKit.swiftmodule or SwiftUI.swiftmodule in
# SwiftPM's shared Modules folder would make canImport(UIKit)/canImport(SwiftUI) true for the
# shipped library. Everything here is built into .build/uikit-check/ with swiftc directly:
#   1. the UIKit stand-in as a static library and module named UIKit, then the SwiftUI stand-in
#      (importing it) as a module named SwiftUI;
#   2. BricksCells again, with -I on that folder, so the UIKit adapters are compiled; then
#      BricksCompose, so its UIKit and SwiftUI files are compiled; the SwiftUI files and the docs'
#      SwiftUI examples (Tests/SwiftUIClientCheck) are type-checked once more with Xcode 26's
#      default isolation (MainActor) when the toolchain has it (Swift 6.2+);
#   3. a Swift Testing executable from Tests/UIKitAdapterTests, linked against all of them, and run.
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
swiftc "${swiftc_flags[@]}" -module-name SwiftUI -emit-library -static -emit-module -I "$out" \
  -emit-module-path "$out/SwiftUI.swiftmodule" -o "$out/libSwiftUI.a" \
  Tests/SwiftUIStandIn/*.swift || fail_build "compiling the SwiftUI stand-in"
# Both modules must be importable below, or the guarded files would silently drop out.
printf '#if !canImport(UIKit) || !canImport(SwiftUI)\n#error("stand-in modules not importable")\n#endif\n' \
  > "$out/probe.swift"
swiftc -typecheck -I "$out" "$out/probe.swift" || fail_build "importing the stand-ins"

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

libs=(-lBricksCells -lSwiftUI -lUIKit -lTestSupport)
# With the random states and oracle of the Linux snapshot property test (Foundation only), so the
# diffable adapters are judged on the same cases.
test_sources=(Tests/UIKitAdapterTests/*.swift Tests/BricksComposeTests/Diffable/SnapshotStates.swift)
if [ -d Sources/BricksCompose ] && grep -rlq 'canImport(UIKit)' Sources/BricksCompose; then
  echo "check-uikit: [2b/3] BricksCompose with canImport(UIKit)"
  mapfile -t compose_sources < <(find Sources/BricksCompose -name '*.swift' | sort)
  swiftc "${swiftc_flags[@]}" -module-name BricksCompose -emit-library -static -emit-module \
    -I "$out" -emit-module-path "$out/BricksCompose.swiftmodule" -o "$out/libBricksCompose.a" \
    "${compose_sources[@]}" || fail_build "type-checking BricksCompose against the stand-in"
  mapfile -t swiftui_files < <(find Sources/BricksCompose/SwiftUI -name '*.swift' 2>/dev/null | sort)
  swiftui_guarded=$(grep -l 'canImport(SwiftUI)' "${compose_sources[@]}" | wc -l)
  echo "check-uikit: type-checked ${#compose_sources[@]} BricksCompose files, ${#swiftui_files[@]} SwiftUI files" \
    "(Sources/BricksCompose/SwiftUI; $swiftui_guarded under canImport(SwiftUI)) among them"
  swiftc "${swiftc_flags[@]}" -warnings-as-errors -module-name SwiftUIClientCheck -I "$out" -typecheck \
    Tests/SwiftUIClientCheck/*.swift || fail_build "type-checking the docs' SwiftUI examples"
  # Every Swift block of the docs' SwiftUI section must appear in the checked examples (lines
  # compared without their indentation), so the docs show what was type-checked.
  examples=$(sed 's/^[[:space:]]*//' Tests/SwiftUIClientCheck/*.swift)
  blocks=0
  while IFS= read -r -d $'\x1e' block; do
    [ -z "$block" ] && continue
    blocks=$((blocks + 1))
    if [[ "$examples" != *"$block"* ]]; then
      echo "check-uikit: this example of Docs/ModernLists.md (SwiftUI section) is not in Tests/SwiftUIClientCheck:"
      echo "$block"
      fail_build "checking the docs' SwiftUI examples"
    fi
  # A block's leading `import` lines (and the blank line after them) are for the docs' own check
  # (scripts/check-doc-snippets.sh); the client check imports once per file.
  done < <(awk '/^## SwiftUI cells/{s=1; next} /^## /{s=0} s && /^```swift/{b=1; t=""; next}
    s && b && /^```/{b=0; printf "%s\x1e", t; next}
    s && b && t == "" && /^import /{skip=1; next} s && b && t == "" && skip && /^$/{skip=0; next}
    s && b {skip=0; sub(/^[ \t]+/, ""); t = t (t=="" ? "" : "\n") $0}' \
    Docs/ModernLists.md)
  [ "$blocks" -gt 0 ] || fail_build "finding the SwiftUI examples in Docs/ModernLists.md"
  echo "check-uikit: the $blocks SwiftUI examples of Docs/ModernLists.md are the type-checked ones"
  if swift --version 2>&1 | grep -qE 'Swift version (6\.([2-9]|[1-9][0-9])|[7-9])'; then
    # As an Xcode 26 app target compiles code: default isolation MainActor. The SwiftUI files
    # are compiled as their own module here (BricksCompose as a whole is a package, compiled
    # nonisolated by default), importing the rest of BricksCompose.
    x26=(-default-isolation MainActor -enable-upcoming-feature InferIsolatedConformances
      -enable-upcoming-feature NonisolatedNonsendingByDefault)
    swiftc "${swiftc_flags[@]}" "${x26[@]}" -module-name BricksComposeSwiftUI -I "$out" \
      -Xfrontend -import-module -Xfrontend BricksCompose -typecheck "${swiftui_files[@]}" \
      || fail_build "type-checking the SwiftUI files with default isolation MainActor"
    swiftc "${swiftc_flags[@]}" "${x26[@]}" -warnings-as-errors -module-name SwiftUIClientCheck -I "$out" \
      -typecheck Tests/SwiftUIClientCheck/*.swift \
      || fail_build "type-checking the docs' SwiftUI examples with default isolation MainActor"
    # BricksCells' SwiftUI cells (Sources/BricksCells/SwiftUI) the same way, importing the rest
    # of BricksCells (they use its public and package API only).
    mapfile -t cells_swiftui_files < <(find Sources/BricksCells/SwiftUI -name '*.swift' 2>/dev/null | sort)
    if [ "${#cells_swiftui_files[@]}" -gt 0 ]; then
      swiftc "${swiftc_flags[@]}" "${x26[@]}" -module-name BricksCellsSwiftUI -I "$out" \
        -Xfrontend -import-module -Xfrontend BricksCells -typecheck "${cells_swiftui_files[@]}" \
        || fail_build "type-checking BricksCells' SwiftUI files with default isolation MainActor"
    fi
    echo "check-uikit: type-checked the SwiftUI files (BricksCompose's, ${#cells_swiftui_files[@]} of BricksCells')" \
      "and the docs' SwiftUI examples again with default isolation MainActor"
  fi
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
