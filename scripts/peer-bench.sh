#!/usr/bin/env bash
# Bricks' parser against the C parsers it is compared with (simdjson, yyjson), measured
# interleaved on one machine, reported as ratios. Not part of CI: the package must not depend
# on C or C++ libraries.
#
# Usage: scripts/peer-bench.sh [PAIRS] [ROUNDS] [KERNELS]
#   PAIRS defaults to 7, ROUNDS to 300, KERNELS to "native westmere".
#
# simdjson (required): g++ and simdjson's headers and library (Debian: apt-get install
# libsimdjson-dev). KERNELS names simdjson's kernels to compare with: "native" is the one
# simdjson picks for this CPU (icelake, AVX-512, on a Xeon that has it); others are forced
# through simdjson's SIMDJSON_FORCE_IMPLEMENTATION: haswell (AVX2), westmere (SSE4.2: 128-bit
# vectors, the width of simdjson's arm64 kernel on iPhones and of the SIMD16 code Bricks runs
# on every target).
#
# yyjson (optional): set YYJSON_SRC to a directory holding yyjson.c and yyjson.h (a checkout of
# github.com/ibireme/yyjson's src/, or the yyjson/ folder of the py-yyjson source archive:
# pip download yyjson==4.0.6 --no-binary :all: --no-deps, which bundles yyjson 0.10.0).
#
# Each pair runs `bricks-bench --parse` on a file ROUNDS times and each peer's parse of it
# ROUNDS times, in an order that reverses between pairs; a pair's ratio is the peer's median
# time over Bricks' median time, so 0.75 means Bricks runs at three quarters of the peer's
# speed. simdjson is timed with one parser reused over padded input (its own benchmarks' way)
# and with a fresh parser per parse over the caller's bytes (what `JSON(parsing: data)` does);
# yyjson's read always makes a document of its own from the caller's bytes.
set -euo pipefail
cd "$(dirname "$0")/.."
pairs="${1:-7}"
rounds="${2:-300}"
kernels="${3:-native westmere}"
data="${BRICKS_SHARED_DATA:-../shared/data}/bench"
if ! [ -f /usr/include/simdjson.h ]; then
  echo "peer-bench: simdjson is not installed (Debian: apt-get install libsimdjson-dev)" >&2
  exit 69
fi
if ! [ -d "$data" ]; then
  echo "peer-bench: no benchmark data at $data (set BRICKS_SHARED_DATA to ../shared/data's path)" >&2
  exit 66
fi
mkdir -p .build/peers
g++ -O3 -std=c++17 scripts/peers/simdjson-parse.cpp -lsimdjson -o .build/peers/simdjson-parse
peers="$kernels"
if [ -n "${YYJSON_SRC:-}" ]; then
  if ! [ -f "$YYJSON_SRC/yyjson.c" ] || ! [ -f "$YYJSON_SRC/yyjson.h" ]; then
    echo "peer-bench: YYJSON_SRC=$YYJSON_SRC has no yyjson.c and yyjson.h" >&2
    exit 66
  fi
  cc -O3 -std=c11 -I "$YYJSON_SRC" "$YYJSON_SRC/yyjson.c" scripts/peers/yyjson-parse.c -o .build/peers/yyjson-parse
  peers="$peers yyjson"
else
  echo "peer-bench: YYJSON_SRC is not set, so yyjson is left out (see this script's header)" >&2
fi
swift build -c release --product bricks-bench 2>&1 | tail -1
python3 - "$pairs" "$rounds" "$data" "$peers" <<'PY'
import os, re, subprocess, sys
from statistics import median as med
pairs, rounds, data, peers = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4].split()

def run_peer(command, name, env=None):
    """The words a peer's timing program printed; stops the script with its message if it failed."""
    run = subprocess.run(command, capture_output=True, text=True, env=env)
    if run.returncode != 0:
        sys.exit(f"peer-bench: {name} failed: {run.stderr.strip()}")
    return run.stdout.split()

def simdjson(path, kernel):
    """(reused ns, fresh ns, implementation) of ROUNDS simdjson parses of path with `kernel`."""
    env = dict(os.environ)
    if kernel != "native":
        env["SIMDJSON_FORCE_IMPLEMENTATION"] = kernel
    out = run_peer([".build/peers/simdjson-parse", path, rounds], f"simdjson's {kernel} kernel "
                   "(kernels: native, icelake, haswell, westmere, fallback; a CPU runs only those it supports)", env)
    if kernel != "native" and out[-1] != kernel:
        sys.exit(f"peer-bench: simdjson ran its {out[-1]} kernel, not {kernel} (not supported on this CPU?)")
    return float(out[1]), float(out[4]), "simdjson " + out[-1]

def yyjson(path):
    """(None, fresh ns, implementation) of ROUNDS yyjson reads of path (it has no reused form)."""
    out = run_peer([".build/peers/yyjson-parse", path, rounds], "yyjson")
    return None, float(out[1]), out[-1]

def peer(path, name):
    return yyjson(path) if name == "yyjson" else simdjson(path, name)

def bricks(path, size):
    err = subprocess.run([".build/release/bricks-bench", "--parse", path, rounds], check=True,
                         capture_output=True, text=True).stderr
    return size / float(re.search(r"median ([0-9.]+) GB/s", err).group(1))   # ns

def summary(ratios):
    return f"{med(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})"

for file in ["twitter.json", "citm_catalog.json", "canada.json"]:
    path = f"{data}/{file}"
    size = os.path.getsize(path)
    pairs_seen = []   # per pair: {"bricks": ns, peer: (reused, fresh, implementation)}
    for pair in range(pairs):
        order = ["bricks"] + peers
        if pair % 2 == 1:
            order.reverse()
        pairs_seen.append({who: bricks(path, size) if who == "bricks" else peer(path, who) for who in order})
    print(f"{file}: Bricks {size / med([p['bricks'] for p in pairs_seen]):.2f} GB/s "
          f"(median of {pairs} pairs x {rounds} parses)")
    for name in peers:
        implementation = pairs_seen[0][name][2]
        fresh = [p[name][1] / p["bricks"] for p in pairs_seen]
        fresh_speed = size / med([p[name][1] for p in pairs_seen])
        if name == "yyjson":
            print(f"  {implementation:18} {fresh_speed:.2f} GB/s; Bricks / {implementation}: {summary(fresh)}")
            continue
        reused = [p[name][0] / p["bricks"] for p in pairs_seen]
        reused_speed = size / med([p[name][0] for p in pairs_seen])
        print(f"  {implementation:18} {reused_speed:.2f} GB/s reused parser, {fresh_speed:.2f} fresh; "
              f"Bricks / simdjson: {summary(reused)} vs reused, {summary(fresh)} vs fresh")
PY
