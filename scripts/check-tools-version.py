#!/usr/bin/env python3
"""Fails when Swift code in the package uses syntax newer than Package.swift's tools version.

Package.swift declares `swift-tools-version:X.Y`: the package must then build with the Swift X.Y
compiler (Xcode 16 for 6.0). No older compiler is at hand in CI, so this check reads the code:
it strips comments and string literals, skips code under `#if compiler(>=N)` / `#if swift(>=N)`
for an N newer than X.Y (older compilers do not parse it), and reports each construct below that
needs a newer compiler, as `file:line: error: ...`.

What it covers (the compiler that first accepts it):
  6.1  `nonisolated` on a type or extension (SE-0449); trailing commas before `)` or `>` in
       parameter, argument, tuple and generic lists (SE-0439); key paths to static members
       through `.Type` (SE-0438).
  6.2  isolated conformances (`extension T: @MainActor P`, SE-0470); `nonisolated(nonsending)`
       and `@concurrent` (SE-0461); `InlineArray` and `[N of T]` (SE-0453, SE-0483); raw
       identifiers (`` `a b` ``, `` `1st` ``, SE-0451), Swift Testing's readable test names
       included; `Span`, `RawSpan`, `MutableSpan` (SE-0447, SE-0467); `@abi` (SE-0476);
       `weak let` (SE-0481); `isolated deinit` (SE-0371); `@unsafe`/`@safe` (SE-0458);
       `.defaultIsolation(` in a manifest (SE-0466).
It also checks that every `canImport(UIKit)` condition excludes watchOS, where UIKit exists but
table and collection views do not.

Not covered (a compiler is needed): new standard-library or Foundation API used without
availability, type-checker differences, new diagnostics. Usage: check-tools-version.py [ROOT]
"""
import os
import re
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("--") else os.path.join(os.path.dirname(__file__), ".."))
SCAN = ["Package.swift", "Sources", "Tests", "Templates", "Fuzz", "Plugins"]


def version(text):
    return tuple(int(p) for p in text.split("."))


def declared_tools_version():
    with open(os.path.join(ROOT, "Package.swift"), encoding="utf-8") as f:
        first = f.readline()
    m = re.match(r"//\s*swift-tools-version:\s*([0-9]+(?:\.[0-9]+)*)", first)
    if not m:
        sys.exit("check-tools-version: Package.swift's first line declares no swift-tools-version")
    return version(m.group(1))


def strip(source):
    """Comments and string literal contents replaced by spaces; newlines kept."""
    out, i, n = [], 0, len(source)
    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j): depth += 1; j += 2
                elif source.startswith("*/", j): depth -= 1; j += 2
                else: j += 1
            out.append(re.sub(r"[^\n]", " ", source[i:j])); i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            hashes = re.match(r'#*', source[i:]).group(0)
            j = i + len(hashes)
            multi = source.startswith('"""', j)
            quote = '"""' if multi else '"'
            end = quote + hashes
            k = j + len(quote)
            while k < n:
                if source[k] == "\\" and not hashes: k += 2; continue
                if source.startswith(end, k): k += len(end); break
                if not multi and source[k] == "\n": break
                k += 1
            out.append(source[i:j] + quote + re.sub(r"[^\n]", " ", source[j + len(quote):max(j + len(quote), k - len(end))]) + end); i = k
        else:
            out.append(c); i += 1
    return "".join(out)


def skipped_lines(code, tools):
    """Lines inside `#if compiler(>=N)`/`#if swift(>=N)` branches an older compiler skips."""
    skip, stack = set(), []  # stack of (skipping_this_branch, newer_only_condition)
    for number, line in enumerate(code.split("\n"), 1):
        s = line.strip()
        m = re.match(r"#(if|elseif)\b(.*)", s)
        if m:
            cond = m.group(2)
            v = re.search(r"(?:compiler|swift)\(\s*>=\s*([0-9.]+)\s*\)", cond)
            newer = bool(v) and version(v.group(1)) > tools and "||" not in cond
            newer = newer or bool(re.search(r"hasFeature|hasAttribute|\$[A-Za-z]", cond))
            if m.group(1) == "if":
                stack.append([newer, newer])
            elif stack:
                stack[-1] = [newer, newer]
        elif s.startswith("#else") and stack:
            stack[-1][0] = False
        elif s.startswith("#endif") and stack:
            stack.pop()
            continue
        if any(frame[0] for frame in stack):
            skip.add(number)
    return skip


# Backquoted names, scanned pair by pair; a raw identifier is one that is not a plain identifier.
RAW_IDENTIFIER = "raw-identifier"


def raw_identifiers(code):
    for m in re.finditer(r"`([^`\n]*)`", code):
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", m.group(1)):
            yield m


RULES = [
    ((6, 1), r"\bnonisolated\s+(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\s+)*(?:struct|class|enum|actor|extension|protocol)\b",
     "`nonisolated` on a type or extension"),
    ((6, 1), r"(?:(?:public|package|internal|fileprivate|private|open|final)\s+)+nonisolated\s+(?:(?:final|indirect)\s+)*(?:struct|class|enum|actor|extension|protocol)\b",
     "`nonisolated` on a type or extension"),
    ((6, 1), r",\s*\)", "a trailing comma before `)`"),
    ((6, 1), r",\s*>(?!=)", "a trailing comma before `>`"),
    ((6, 1), r"\\[A-Z][A-Za-z0-9_.]*\.Type\.", "a key path through `.Type`"),
    ((6, 2), r"\b(?:extension|struct|class|enum|actor)\b[^{\n]*?:[^{\n]*@(?!unchecked\b|preconcurrency\b|retroactive\b)[A-Za-z_]\w*\s+[A-Za-z_]",
     "an isolated conformance (`: @MainActor P`); the protocol's own isolation needs no annotation"),
    ((6, 2), r"\bnonisolated\s*\(\s*nonsending\s*\)", "`nonisolated(nonsending)`"),
    ((6, 2), r"@concurrent\b", "`@concurrent`"),
    ((6, 2), r"\bInlineArray\b", "`InlineArray`"),
    ((6, 2), r"\[\s*[0-9_]+\s+of\s+[A-Za-z_(\[]", "an inline array type `[N of T]`"),
    ((6, 2), RAW_IDENTIFIER, "a raw identifier (`` `with spaces` `` or a leading digit)"),
    ((6, 2), r"\b(?:MutableRawSpan|MutableSpan|RawSpan|Span)\s*[<.(]", "`Span` and its kin"),
    ((6, 2), r"@abi\s*\(", "`@abi`"),
    ((6, 2), r"\bweak\s+let\b", "`weak let`"),
    ((6, 2), r"\bisolated\s+deinit\b", "`isolated deinit`"),
    ((6, 2), r"@(?:unsafe|safe)\b", "`@unsafe`/`@safe`"),
    ((6, 2), r"\.defaultIsolation\s*\(", "`.defaultIsolation(` (PackageDescription 6.2)"),
]


def files():
    for top in SCAN:
        path = os.path.join(ROOT, top)
        if os.path.isfile(path):
            yield path
        for base, dirs, names in os.walk(path):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            for name in sorted(names):
                if name.endswith(".swift") or name.endswith(".swift.template"):
                    yield os.path.join(base, name)


# Each line must be reported (by the rule named after `//!`), and nothing else in SELF_TEST.
SELF_TEST = r'''
extension UITableView: @MainActor CellHost {}            //! isolated conformance
nonisolated struct Model {}                              //! nonisolated
public nonisolated final class Box {}                    //! nonisolated
func f() async -> nonisolated(nonsending) () -> Void {}  //! nonsending
@concurrent func g() async {}                            //! concurrent
let a: InlineArray<3, Int> = [1, 2, 3]                   //! InlineArray
let b: [3 of Int] = [1, 2, 3]                            //! inline array type
@Test func `reads a tweet`() {}                          //! raw identifier
call(a, b, )                                             //! trailing comma
let s = \Foo.Type.shared                                 //! key path
weak let w: AnyObject?                                   //! weak let
#if canImport(UIKit)                                     //! watchOS
#endif
#if compiler(>=6.2)
nonisolated extension Model: Codable {}
#else
extension Model: Codable {}
#endif
extension Place: @unchecked Sendable, @preconcurrency P {}
case null, `false`, `true`, `default`
let t = "`a b` and : @MainActor P, )"
// nonisolated struct InAComment {}
#if canImport(UIKit) && !os(watchOS)
#endif
'''


def self_test():
    import tempfile
    with tempfile.TemporaryDirectory() as root:
        with open(os.path.join(root, "Package.swift"), "w") as f:
            f.write("// swift-tools-version:6.0\n")
        os.mkdir(os.path.join(root, "Sources"))
        with open(os.path.join(root, "Sources", "Sample.swift"), "w") as f:
            f.write(SELF_TEST)
        global ROOT
        saved, ROOT = ROOT, root
        try:
            found = {int(p.split(":")[1]) for p in check()[0]}
        finally:
            ROOT = saved
    expected = {n for n, line in enumerate(SELF_TEST.split("\n"), 1) if "//!" in line}
    if found != expected:
        sys.exit(f"check-tools-version: self-test failed: missed lines {sorted(expected - found)}, "
                 f"wrongly reported lines {sorted(found - expected)}")
    print(f"check-tools-version: self-test: {len(expected)} constructs caught, none reported in guarded code, comments or strings")


def main():
    if "--self-test" in sys.argv:
        self_test()
        return
    problems, count, tools = check()
    for p in problems:
        print(p)
    print(f"check-tools-version: {count} files against swift-tools-version {'.'.join(map(str, tools))}: "
          f"{len(problems)} problem{'s' if len(problems) != 1 else ''}")
    sys.exit(1 if problems else 0)


def check():
    tools = declared_tools_version()
    problems, count = [], 0
    for path in files():
        count += 1
        rel = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as f:
            source = f.read()
        code = strip(source)
        if rel.endswith(".template"):
            blank = lambda m: re.sub(r"[^\n]", " ", m.group(0))
            # A separator emitted between items only (`{% if not forloop.last %}, {% endif %}`) never
            # precedes the closing bracket, so it is not a trailing comma.
            code = re.sub(r"\{%\s*if not forloop\.last\s*%\}.*?\{%\s*endif\s*%\}", blank, code, flags=re.S)
            code = re.sub(r"\{[{%#].*?[}%#]\}", blank, code, flags=re.S)
        skip = skipped_lines(code, tools)
        for needed, pattern, what in RULES:
            if needed <= tools:
                continue
            for m in (raw_identifiers(code) if pattern == RAW_IDENTIFIER else re.finditer(pattern, code)):
                line = code.count("\n", 0, m.start()) + 1
                if line in skip:
                    continue
                problems.append(f"{rel}:{line}: error: {what} needs Swift {'.'.join(map(str, needed))}; "
                                f"Package.swift declares tools {'.'.join(map(str, tools))}. Write it the older way, "
                                f"guard it with #if compiler(>={'.'.join(map(str, needed))}), or raise the tools version")
        for m in re.finditer(r"canImport\(UIKit\)", code):
            line_no = code.count("\n", 0, m.start()) + 1
            line = code.split("\n")[line_no - 1]
            if line.lstrip().startswith("#if") and "!os(watchOS)" not in line:
                problems.append(f"{rel}:{line_no}: error: UIKit exists on watchOS without table or collection views; "
                                f"write #if canImport(UIKit) && !os(watchOS)")
    return problems, count, tools


if __name__ == "__main__":
    main()
