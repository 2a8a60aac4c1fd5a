#!/usr/bin/env python3
"""Type-checks every ```swift block of README.md and Docs/*.md against the library.

Usage: check-doc-snippets.py MODULES_DIR WORK_DIR [FILE.md ...]

MODULES_DIR holds the modules as an iOS app imports them (scripts/stand-in-modules.sh: Bricks,
BricksTesting and the UIKit and SwiftUI stand-ins). Each block is compiled on its own as the
`main.swift` of a module that imports Foundation, Bricks, BricksTesting and UIKit, so it may mix
statements and declarations as a playground does; a block that imports Testing or XCTest, or
uses BricksTesting's checks (`assert…`, `verify…`, `@Test`, `#expect`), gets `import Testing`
instead of UIKit (the two cannot be imported side by side with the stand-in). A block with `@Test`, `@Suite` or `XCTestCase` is compiled
as a library file instead (declarations only), as a test file is.

The names many examples share (a `Tweet`, its `TweetCell`, a `tableView`, a payload `data`) are
declared once in scripts/doc-snippets-prelude.swift, compiled as the module DocExamples that
every block imports. What one block assumes beyond those is declared in an HTML comment, which
Markdown does not render:

  <!-- swift-check-context:
  let data = Data()
  -->
  ```swift
  let json = try JSON(parsing: data)
  ```

  A context comment right before a block (blank lines allowed) is prepended to that block only;
  a context with a line `<block>` wraps the block instead (the block replaces that line), for a
  block that is the body of an initializer or of a `JSON.object { o in … }`.
  DocC reads `@Name` inside these comments as a directive: in the pages that are also DocC
  articles (Docs/*.md), put declarations with attributes in scripts/doc-snippets-prelude.swift.
  A `<!-- swift-check-prelude: ... -->` comment anywhere in a file is compiled once as a module
  (importing Foundation and Bricks; add `import UIKit` to it when it needs UIKit) that every
  block of that file imports: its declarations must be `public`, and a block may declare the
  same name again (the block's own declaration wins).

Two more markers, right before a block:
  <!-- swift-check: manifest -->  the block is a Package.swift; it is type-checked against the
                                  toolchain's PackageDescription.
  <!-- swift-check: skip -->      an intentional fragment (so is a ```swift fragment fence); keep
                                  them rare: the summary counts them.

Prints each failure as FILE:LINE (the block's first line) with the compiler's errors, then
"N blocks type-checked, N skipped, N failed"; exits 1 when any failed.
"""
import os
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

FENCE = re.compile(r"^(\s*)```(\S*)\s*(\S*)\s*$")
MARKER = re.compile(r"^\s*<!--\s*swift-check:\s*(skip|manifest)\s*-->\s*$")
CONTEXT_START = re.compile(r"^\s*<!--\s*swift-check-(context|prelude):\s*(.*)$")


def blocks(path):
    """Yields (line, kind, code, context) per swift block; collects the file's prelude."""
    lines = open(path, encoding="utf-8").read().split("\n")
    prelude, found = [], []
    pending = {"marker": None, "context": None}
    i = 0
    while i < len(lines):
        line = lines[i]
        start = CONTEXT_START.match(line)
        if start:
            body = []  # the rest of the opening line is a description, not code
            i += 1
            while i < len(lines) and "-->" not in lines[i]:
                body.append(lines[i])
                i += 1
            if start.group(1) == "prelude":
                prelude.extend(body)
            else:
                pending["context"] = "\n".join(body)
            i += 1
            continue
        marker = MARKER.match(line)
        if marker:
            pending["marker"] = marker.group(1)
            i += 1
            continue
        fence = FENCE.match(line)
        if fence and fence.group(2) != "":
            indent, language, info = fence.group(1), fence.group(2), fence.group(3)
            first = i + 1
            i += 1
            body = []
            while i < len(lines) and not re.match(r"^\s*```\s*$", lines[i]):
                body.append(lines[i][len(indent):] if lines[i].startswith(indent) else lines[i].lstrip())
                i += 1
            if language == "swift":
                kind = "skip" if info == "fragment" else (pending["marker"] or "code")
                found.append((first, kind, "\n".join(body), pending["context"]))
            pending = {"marker": None, "context": None}
            i += 1
            continue
        if line.strip():
            pending = {"marker": None, "context": None}
        i += 1
    return prelude, found


def swiftc(args):
    result = subprocess.run(["swiftc", *args], capture_output=True, text=True)
    return result.returncode, result.stdout + result.stderr


def main():
    modules, work = sys.argv[1], sys.argv[2]
    files = sys.argv[3:]
    os.makedirs(work, exist_ok=True)
    manifest_api = os.path.join(
        os.path.dirname(os.path.dirname(subprocess.run(
            ["which", "swiftc"], capture_output=True, text=True).stdout.strip())),
        "lib", "swift", "pm", "ManifestAPI")
    base = ["-swift-version", "6", "-I", modules]
    jobs, skipped, failures = [], 0, []
    # The names every doc's examples share, compiled once (scripts/doc-snippets-prelude.swift).
    shared = os.path.join(os.path.dirname(os.path.abspath(__file__)), "doc-snippets-prelude.swift")
    status, output = swiftc([*base, "-parse-as-library", "-module-name", "DocExamples", "-emit-module",
                             "-emit-module-path", os.path.join(modules, "DocExamples.swiftmodule"), shared])
    if status != 0:
        print(f"{shared} does not compile:\n{output}")
        sys.exit(1)
    for path in files:
        prelude, found = blocks(path)
        stem = re.sub(r"[^A-Za-z0-9]", "_", os.path.splitext(path)[0])
        imports = ["import DocExamples"]
        if prelude:
            folder = os.path.join(work, stem + "_prelude")
            os.makedirs(folder, exist_ok=True)
            source = os.path.join(folder, "Prelude.swift")
            open(source, "w").write("import Foundation\nimport Bricks\nimport DocExamples\n" + "\n".join(prelude) + "\n")
            status, output = swiftc([*base, "-parse-as-library", "-module-name", f"{stem}_prelude", "-emit-module",
                                     "-emit-module-path", os.path.join(modules, f"{stem}_prelude.swiftmodule"), source])
            if status != 0:
                failures.append(f"{path}: its swift-check-prelude does not compile:\n{output}")
                continue
            imports.append(f"import {stem}_prelude")
        for n, (line, kind, code, context) in enumerate(found):
            if kind == "skip":
                skipped += 1
                continue
            folder = os.path.join(work, f"{stem}_{n}")
            os.makedirs(folder, exist_ok=True)
            if kind == "manifest":
                source = os.path.join(folder, "Package.swift")
                open(source, "w").write(code + "\n")
                args = ["-swift-version", "6", "-typecheck", "-I", manifest_api, "-package-description-version", "6.0", source]
            else:
                testing = re.search(r"^\s*import (Testing|XCTest)\b", code, re.M)
                library = re.search(r"@Test\b|@Suite\b|XCTestCase", code)
                # A test's block may leave out its imports: BricksTesting's checks and Swift Testing.
                test_code = re.search(r"@Test\b|#expect|\b(assert|verify)[A-Z]", code)
                header = ["import Foundation", "import Bricks", "import BricksTesting"]
                if testing or test_code:
                    header += ["import Testing"]
                else:
                    header += ["import UIKit"]
                header += imports
                source = os.path.join(folder, "Snippet.swift" if library else "main.swift")
                # A context with a `<block>` line wraps the block (a fragment of an initializer,
                # say); any other context comes before it.
                if context and "<block>" in context:
                    program = context.replace("<block>", code)
                else:
                    program = (context or "") + "\n" + code
                open(source, "w").write("\n".join(header) + "\n" + program + "\n")
                args = [*base, "-typecheck", "-module-name", "Snippet", source] + (["-parse-as-library"] if library else [])
            jobs.append((path, line, args))

    def run(job):
        path, line, args = job
        status, output = swiftc(args)
        return None if status == 0 else f"{path}:{line}: this swift block does not type-check:\n{output}"

    with ThreadPoolExecutor(max_workers=2) as pool:
        failures.extend(f for f in pool.map(run, jobs) if f)
    for failure in failures:
        print(failure)
    checked = len(jobs) - sum(1 for f in failures if "does not type-check" in f)
    print(f"{checked} blocks type-checked, {skipped} skipped (fragments), {len(failures)} failed")
    if failures:
        print("check-doc-snippets: fix the block (or the API it names), or declare what it assumes in a "
              "<!-- swift-check-context: ... --> comment before it; see scripts/check-doc-snippets.py")
    sys.exit(1 if failures else 0)


main()
