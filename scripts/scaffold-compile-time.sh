#!/usr/bin/env bash
# How long the models `bricks scaffold` generates take to compile, on samples built to stress
# the type checker: bash scripts/scaffold-compile-time.sh
#
# Cases (generated into a temporary folder, then scaffolded with --cell none --no-tests):
#   records-10mb   a 10 MB array of records: 40 fields of every kind, some absent or null
#   twitter-10mb   twitter.json's statuses repeated to 10 MB (skipped without ../shared/data)
#   shapes-500     an object holding 500 objects of distinct shapes (500 generated types)
#   wide-2000      one object with 2,000 fields (stored in parts of 64 fields)
#   wide-3000      one object with 3,000 fields (a single init(json:) of that many crashed swiftc)
#   enum-3000      a JSON Schema (--schema) whose string enum lists 3,000 values (an open enum
#                  of 3,000 cases, init(rawValue:) through a table)
#   object-60      objects nested 60 deep, a field at each level
#   arrays-60      arrays nested 60 deep
#   mixed-60       objects and arrays alternating, 60 deep
# Each generated model file is type-checked (`swiftc -typecheck`) and compiled without
# optimization (`swiftc -c -Onone`) against the Bricks modules of this checkout's debug build,
# with the frontend warning about any expression that takes over 200 ms to type-check and any
# function body over 500 ms. Prints CPU seconds (user + system) per case, so a loaded machine
# inflates the numbers less than wall time would; wall time is printed too. Fails when a case
# takes a minute of CPU or more; lists the slow expressions and function bodies it finds.
#
# Environment: BRICKS_COMPILE_O=1 also compiles each case with -O; BRICKS_COMPILE_KEEP=1 keeps
# the temporary folder; BRICKS_SHARED_DATA as for the tests.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/bricks-compile-time.XXXXXX")"
if [[ "${BRICKS_COMPILE_KEEP:-0}" != 1 ]]; then trap 'rm -rf "$WORK"' EXIT; else echo "keeping $WORK"; fi

echo "== building bricks and the Bricks modules (debug)"
swift build --package-path "$ROOT" --product bricks
swift build --package-path "$ROOT" --target Bricks
BIN="$(swift build --package-path "$ROOT" --show-bin-path)"
MODULES="$BIN/Modules"
[[ -d "$MODULES" ]] || MODULES="$BIN"

export ROOT WORK BIN MODULES
export SHARED="${BRICKS_SHARED_DATA:-$ROOT/../shared/data}"
python3 - <<'PY'
import json, os, re, random, resource, subprocess, sys, time

root, work, bin_dir, modules, shared = (os.environ[k] for k in ("ROOT", "WORK", "BIN", "MODULES", "SHARED"))
bricks = os.path.join(bin_dir, "bricks")
rng = random.Random(16)

def nest(depth, leaf, wrap):
    value = leaf
    for level in range(depth, 0, -1):
        value = wrap(level, value)
    return value

def record(i):
    r = {"id": i, "uuid": "%08x-0000-4000-8000-%012x" % (i, i), "name": "name %d" % i, "active": i % 2 == 0,
         "score": i * 0.25, "created_at": "2024-01-%02dT10:00:00Z" % (i % 28 + 1),
         "url": "https://example.com/items/%d" % i, "status": ["open", "closed", "draft"][i % 3],
         "tags": ["t%d" % (i % 7), "t%d" % (i % 5)], "owner": {"id": i % 97, "login": "u%d" % (i % 97),
         "profile": {"bio": "b" * (i % 13), "followers": i % 1000}},
         "dims": [[i % 3, i % 5], [i % 7, i % 11]], "extra": None if i % 4 else {"note": "n%d" % i}}
    for k in range(28):
        key = "field_%02d" % k
        if (i + k) % 9 == 0:
            continue  # absent in some records: optional
        r[key] = [k, "s%d" % k, k % 2 == 0, k * 1.5][k % 4]
    return r

def records_10mb():
    items, size, i = [], 0, 0
    while size < 10_000_000:
        r = record(i)
        size += len(json.dumps(r, separators=(",", ":"))) + 1
        items.append(r)
        i += 1
    return items

def twitter_10mb():
    path = os.path.join(shared, "bench", "twitter.json")
    if not os.path.exists(path):
        return None
    doc = json.load(open(path, encoding="utf-8"))
    statuses = doc["statuses"]
    one = len(json.dumps(statuses, ensure_ascii=False, separators=(",", ":")))
    doc["statuses"] = statuses * max(1, round(10_000_000 / one))
    return doc

def shapes_500():
    out = {}
    for s in range(500):
        fields = {}
        for f in range(3 + s % 6):
            fields["s%d_f%d" % (s, f)] = [s, "v%d" % f, f % 2 == 0, s + 0.5, [f, f + 1]][f % 5]
        out["shape_%03d" % s] = fields
    return out

def wide(n):
    return lambda: {"key_%04d" % k: [k, "v%d" % k, k % 2 == 0, k + 0.5, None, [k], {"x": k}][k % 7] for k in range(n)}

def enum_3000():
    values = ["value_%04d" % k for k in range(3000)]
    return {"type": "object", "required": ["kind"], "properties": {"kind": {"type": "string", "enum": values}}}

def object_60():
    return nest(60, {"leaf": 1}, lambda level, v: {"level%d" % level: level, "name": "n%d" % level, "child": v})

def arrays_60():
    return {"values": nest(60, [1, 2], lambda level, v: [v, v] if level > 56 else [v])}

def mixed_60():
    return {"root": nest(60, {"leaf": True}, lambda level, v: {"n": level, "items": [v]} if level % 2 else [{"k": level}, v])}

cases = [("records-10mb", "Record", records_10mb), ("twitter-10mb", "Timeline", twitter_10mb),
         ("shapes-500", "Shapes", shapes_500), ("wide-2000", "Wide", wide(2000)), ("wide-3000", "Wider", wide(3000)),
         ("enum-3000", "Kinds", enum_3000), ("object-60", "Deep", object_60), ("arrays-60", "DeepArrays", arrays_60),
         ("mixed-60", "Mixed", mixed_60)]
scaffold_args = {"enum-3000": ["--schema"]}

def timed(cmd, cwd=None):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return p, cpu, wall

flags = ["-swift-version", "6", "-parse-as-library", "-I", modules, "-module-name", "Generated",
         "-Xfrontend", "-warn-long-expression-type-checking=200", "-Xfrontend", "-warn-long-function-bodies=500"]
rows, slow = [], []
for name, model, make in cases:
    value = make()
    if value is None:
        print("note: %s skipped (%s/bench/twitter.json not found)" % (name, shared))
        continue
    case = os.path.join(work, name)
    os.makedirs(os.path.join(case, "out"))
    sample = os.path.join(case, name + ".json")
    with open(sample, "w", encoding="utf-8") as f:
        json.dump(value, f, ensure_ascii=False, separators=(",", ":"))
    p, scaffold_cpu, _ = timed([bricks, "scaffold", model, sample, "--output", "out", "--cell", "none",
                                "--no-tests", "--module", "Generated", "--force-plural"] + scaffold_args.get(name, []), cwd=case)
    if p.returncode != 0:
        print(p.stdout); sys.exit("error: bricks scaffold failed for %s" % name)
    sources = sorted(os.path.join(case, "out", f) for f in os.listdir(os.path.join(case, "out")) if f.endswith(".swift"))
    generated = sum(os.path.getsize(s) for s in sources)
    declaration = re.compile(r"^\s*(?:public |package |fileprivate |private )?(?:struct|enum|final class|class) ", re.M)
    types = sum(len(declaration.findall(open(s, encoding="utf-8").read())) for s in sources)
    results = {}
    modes = [("typecheck", ["-typecheck"]), ("-Onone", ["-c", "-Onone", "-o", os.path.join(case, "out.o")])]
    if os.environ.get("BRICKS_COMPILE_O") == "1":
        modes.append(("-O", ["-c", "-O", "-o", os.path.join(case, "out-O.o")]))
    for mode, extra in modes:
        p, cpu, wall = timed(["swiftc"] + flags + extra + sources)
        if p.returncode != 0:
            print(p.stdout[-4000:]); sys.exit("error: the generated model of %s does not compile (%s)" % (name, mode))
        warnings = [l for l in p.stdout.splitlines() if "to type-check" in l]
        slow += ["%s (%s): %s" % (name, mode, w) for w in warnings]
        results[mode] = (cpu, wall)
    rows.append((name, os.path.getsize(sample), generated, types, scaffold_cpu, results))
    print("%s: %s" % (name, ", ".join("%s %.2f s CPU" % (m, results[m][0]) for m in results)), flush=True)

print()
print("%-13s %9s %10s %6s %9s %s" % ("case", "sample", "generated", "types", "scaffold", "  ".join("%-17s" % m for m in rows[0][5])))
for name, size, generated, types, scaffold_cpu, results in rows:
    cols = "  ".join("%6.2f s (%5.1f s)" % results[m] for m in results)
    print("%-13s %7.2f MB %7.1f KB %6d %7.2f s %s" % (name, size / 1e6, generated / 1e3, types, scaffold_cpu, cols))
print("(CPU seconds, user + system; wall time in parentheses. Scaffold: the debug bricks binary.)")
if slow:
    print("\nslow expressions or function bodies (on a loaded machine, check they repeat):")
    print("\n".join(slow))
else:
    print("no expression over 200 ms and no function body over 500 ms to type-check")
minutes = [name for name, _, _, _, _, results in rows if any(cpu >= 60 for cpu, _ in results.values())]
if minutes:
    sys.exit("error: minutes, not seconds, to compile: " + ", ".join(minutes))
PY
