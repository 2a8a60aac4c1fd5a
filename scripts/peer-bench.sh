#!/usr/bin/env bash
# Bricks' parser against simdjson, measured as issue 15 asks: interleaved on one machine,
# reported as ratios. Not part of CI (it needs a C++ library the package must not depend on).
# Usage: scripts/peer-bench.sh [PAIRS] [ROUNDS] [KERNELS]
#   PAIRS defaults to 7, ROUNDS to 300, KERNELS to "native westmere".
# Needs g++ and simdjson's headers and library (Debian: apt-get install libsimdjson-dev).
# KERNELS names simdjson's kernels to compare with: "native" is the one simdjson picks for this
# CPU (icelake, AVX-512, on an Xeon that has it), others are forced through simdjson's
# SIMDJSON_FORCE_IMPLEMENTATION: haswell (AVX2), westmere (SSE4.2: 128-bit vectors, the width
# of simdjson's arm64 kernel on iPhones and of the SIMD16 code Bricks runs on every target).
# Each pair runs `bricks-bench --parse` on a file ROUNDS times and simdjson's parse of it ROUNDS
# times per kernel, in an order that alternates between pairs; a pair's ratio is simdjson's
# median time over Bricks' median time, so 0.75 means Bricks runs at three quarters of
# simdjson's speed.
set -euo pipefail
cd "$(dirname "$0")/.."
pairs="${1:-7}"
rounds="${2:-300}"
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
swift build -c release --product bricks-bench 2>&1 | tail -1
python3 - "$pairs" "$rounds" "$data" "${3:-native westmere}" <<'PY'
import os, re, subprocess, sys
from statistics import median as med
pairs, rounds, data, kernels = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4].split()
def simdjson(path, kernel):
    env = dict(os.environ)
    if kernel != "native":
        env["SIMDJSON_FORCE_IMPLEMENTATION"] = kernel
    run = subprocess.run([".build/peers/simdjson-parse", path, rounds], capture_output=True, text=True, env=env)
    if run.returncode != 0:
        sys.exit(f"peer-bench: simdjson's {kernel} kernel failed: {run.stderr.strip()} "
                 "(kernels: native, icelake, haswell, westmere, fallback; a CPU runs only those it supports)")
    out = run.stdout.split()
    if kernel != "native" and out[-1] != kernel:
        sys.exit(f"peer-bench: simdjson ran its {out[-1]} kernel, not {kernel} (not supported on this CPU?)")
    return float(out[1]), float(out[4]), out[-1]   # reused median, fresh median (ns), implementation
def bricks(path, size):
    err = subprocess.run([".build/release/bricks-bench", "--parse", path, "scalar", rounds], check=True, capture_output=True, text=True).stderr
    gbps = float(re.search(r"median ([0-9.]+) GB/s", err).group(1))
    return size / gbps   # ns
for name in ["twitter.json", "citm_catalog.json", "canada.json"]:
    path = f"{data}/{name}"
    size = os.path.getsize(path)
    times = {k: [] for k in kernels}   # per kernel: (bricks ns, reused ns, fresh ns) of each pair
    names = {}
    for pair in range(pairs):
        order = ["bricks"] + kernels
        if pair % 2 == 1:
            order.reverse()
        got = {}
        for who in order:
            got[who] = bricks(path, size) if who == "bricks" else simdjson(path, who)
        for k in kernels:
            reused, fresh, names[k] = got[k]
            times[k].append((got["bricks"], reused, fresh))
    b = med([t[0] for t in times[kernels[0]]])
    print(f"{name}: Bricks {size / b:.2f} GB/s (median of {pairs} pairs x {rounds} parses)")
    for k in kernels:
        reused = [t[1] / t[0] for t in times[k]]
        fresh = [t[2] / t[0] for t in times[k]]
        print(f"  simdjson {names[k]:9} {size / med([t[1] for t in times[k]]):.2f} GB/s reused parser, "
              f"{size / med([t[2] for t in times[k]]):.2f} fresh; Bricks / simdjson speed: "
              f"{med(reused):.2f} ({min(reused):.2f}-{max(reused):.2f}) vs reused, "
              f"{med(fresh):.2f} ({min(fresh):.2f}-{max(fresh):.2f}) vs fresh")
PY
