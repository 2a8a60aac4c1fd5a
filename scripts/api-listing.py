#!/usr/bin/env python3
"""Writes the public API of one library product as a sorted, one-declaration-per-line listing.

Usage: api-listing.py SYMBOL_GRAPH_DIR PRODUCT > API/PRODUCT.txt

Reads every *.symbols.json in SYMBOL_GRAPH_DIR (the product's module and its extensions of other
modules' types, as scripts/symbol-graphs.sh writes them). A line is the symbol's path, a colon,
and its declaration as a user sees it; constraints of the extension that declares it follow
`where`, deprecations follow `deprecated`. Conformances get their own lines (`X: conforms to P`).
Symbols a protocol conformance synthesizes and implicit conformances (Copyable, Escapable, SendableMetatype) are
left out: they follow from the lines that are there.

Another module's type that this package extends appears in the graph only as a USR
(`s:s4Int8V`); it is printed by its Swift name (`Swift.Int8`), demangled by `swift demangle`.
Linux's Foundation modules are printed as the `Foundation` an app imports.
"""
import glob
import json
import os
import re
import subprocess
import sys

IMPLICIT = {"s:s8CopyableP", "s:s9EscapableP", "s:s16SendableMetatypeP"}
PACKAGE_MODULES = {"Bricks", "BricksJSON", "BricksCells", "BricksCompose", "BricksTesting"}


def text(fragments):
    return "".join(f["spelling"] for f in fragments).replace("\n", " ")


def constraints(items):
    parts = []
    for c in items or []:
        op = {"conformance": ":", "superclass": ":", "sameType": "=="}.get(c["kind"], c["kind"])
        parts.append(f"{c['lhs']} {op} {c['rhs']}")
    return ", ".join(parts)


def deprecation(symbol):
    notes = []
    for a in symbol.get("availability", []):
        if a.get("isUnconditionallyDeprecated") or "deprecated" in a:
            note = "deprecated"
            if a.get("domain"):
                note += f" on {a['domain']}"
            if a.get("renamed"):
                note += f", renamed {a['renamed']}"
            if a.get("message"):
                note += f": {a['message']}"
            notes.append(note)
        if a.get("isUnconditionallyUnavailable") or "obsoleted" in a:
            notes.append("unavailable" + (f": {a['message']}" if a.get("message") else ""))
    return notes


# FoundationEssentials and FoundationInternationalization are Linux's halves of Foundation.
FOUNDATION = re.compile(r"\bFoundation(Essentials|Internationalization)\.")


def swift_names(usrs):
    """`s:s4Int8V` -> `Swift.Int8`, for every USR at once (one `swift demangle` process)."""
    usrs = sorted(usrs)
    if not usrs:
        return {}
    mangled = "".join(f"$s{u[2:]}\n" for u in usrs)
    result = subprocess.run(["swift", "demangle", "--compact"], input=mangled, capture_output=True, text=True)
    names = result.stdout.splitlines()
    if result.returncode != 0 or len(names) != len(usrs):
        sys.exit(f"api-listing: swift demangle failed on {len(usrs)} names: {result.stderr.strip()}")
    return dict(zip(usrs, names))


def readable(line):
    return FOUNDATION.sub("Foundation.", line)


def sort_key(line):
    """Members and conformances right after their type: `JSON`, `JSON: ...`, `JSON.Number`."""
    if ": " in line.split(" ", 1)[0] + " " or (line.split(" ", 1)[0].endswith(":")):
        owner, rest = line.split(": ", 1)
        return (owner.lower(), 1, rest.lower(), line)
    return (declared_name(line).lower(), 0, "", line)


def declared_name(declaration):
    """`@MainActor final class CellRegistry` -> `CellRegistry`; `func f<T>(_:)` -> `f`."""
    words = declaration.replace("(", " ").replace("<", " ").replace(":", " ").split()
    keywords = {"class", "struct", "enum", "protocol", "typealias", "actor", "func", "var", "let"}
    for i, w in enumerate(words[:-1]):
        if w in keywords:
            return words[i + 1]
    return declaration


def main():
    folder, product = sys.argv[1], sys.argv[2]
    lines = set()
    extended = []  # (source USR, rest of the line) for types of other modules known only by USR
    for path in sorted(glob.glob(os.path.join(folder, "*.symbols.json"))):
        graph = json.load(open(path))
        # Extensions of another module's types (Bricks@Swift.symbols.json) name that module.
        name = os.path.basename(path)[: -len(".symbols.json")]
        prefix = name.split("@", 1)[1] + "." if "@" in name else ""
        ours = {}
        for s in graph["symbols"]:
            # Declared in this package's sources; synthesized and inherited members have no location.
            if "::SYNTHESIZED::" in s["identifier"]["precise"] or "location" not in s:
                continue
            ours[s["identifier"]["precise"]] = s
            owner = prefix + ".".join(s["pathComponents"][:-1])
            line = (owner + ": " if owner else "") + text(s["declarationFragments"])
            where = constraints((s.get("swiftExtension") or {}).get("constraints"))
            if where:
                line += f"  where {where}"
            for note in deprecation(s):
                line += f"  [{note}]"
            lines.add(line)
        names = {s["identifier"]["precise"]: prefix + ".".join(s["pathComponents"]) for s in graph["symbols"]}
        for r in graph["relationships"]:
            if r["kind"] not in ("conformsTo", "inheritsFrom") or r["target"] in IMPLICIT:
                continue
            target = r.get("targetFallback") or names.get(r["target"], r["target"])
            module = target.split(".", 1)[0]
            if r["source"] not in ours and module not in PACKAGE_MODULES:
                continue  # another module's type is listed only for conformances to this package's protocols
            if module in PACKAGE_MODULES:
                target = target.split(".", 1)[1]
            verb = "conforms to" if r["kind"] == "conformsTo" else "inherits from"
            rest = f": {verb} {target}"
            where = constraints(r.get("swiftConstraints"))
            if where:
                rest += f"  where {where}"
            if r["source"] in names:
                lines.add(names[r["source"]] + rest)
            else:
                extended.append((r["source"], rest))
    demangled = swift_names({usr for usr, _ in extended})
    lines.update(demangled[usr] + rest for usr, rest in extended)
    lines = {readable(line) for line in lines}
    print(f"# Public API of the {product} product: one declaration per line, sorted.")
    print("# Generated by scripts/api-listing.sh from the symbol graphs of the modules built as an iOS app")
    print("# imports them (UIKit and SwiftUI declarations included: the modules are compiled against the")
    print("# stand-ins under Tests/, see scripts/stand-in-modules.sh); do not edit. CI fails when it")
    print("# differs from the code.")
    for line in sorted(lines, key=sort_key):
        print(line)


main()
