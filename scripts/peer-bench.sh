#!/usr/bin/env bash
# Bricks' parser against simdjson, measured as issue 15 asks: interleaved on one machine,
# reported as ratios. Not part of CI (it needs a C++ library the package must not depend on).
# Usage: scripts/peer-bench.sh [PAIRS] [ROUNDS]   PAIRS defaults to 7, ROUNDS to 300.
# Needs g++ and simdjson's headers and library (Debian: apt-get install libsimdjson-dev).
# Each pair runs simdjson's parse of a file ROUNDS times, then `bricks-bench --parse` on it
# ROUNDS times (the order alternates between pairs); a pair's ratio is simdjson's median time
# over Bricks' median time, so 0.75 means Bricks runs at three quarters of simdjson's speed.
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
python3 - "$pairs" "$rounds" "$data" <<'PY'
import os, re, subprocess, sys
from statistics import median as med
pairs, rounds, data = int(sys.argv[1]), sys.argv[2], sys.argv[3]
def simdjson(path):
    out = subprocess.run([".build/peers/simdjson-parse", path, rounds], check=True, capture_output=True, text=True).stdout.split()
    return float(out[1]), float(out[4]), out[-1]   # reused median, fresh median (ns), implementation
def bricks(path, size):
    err = subprocess.run([".build/release/bricks-bench", "--parse", path, "scalar", rounds], check=True, capture_output=True, text=True).stderr
    gbps = float(re.search(r"median ([0-9.]+) GB/s", err).group(1))
    return size / gbps   # ns
for name in ["twitter.json", "citm_catalog.json", "canada.json"]:
    path = f"{data}/{name}"
    size = os.path.getsize(path)
    reused, fresh, gb = [], [], []
    for k in range(pairs):
        if k % 2 == 0:
            (r, f, impl), b = simdjson(path), bricks(path, size)
        else:
            b = bricks(path, size); r, f, impl = simdjson(path)
        reused.append(r / b); fresh.append(f / b); gb.append((size / b, size / r, size / f))
    print(f"{name}: Bricks {med([g[0] for g in gb]):.2f} GB/s, simdjson {med([g[1] for g in gb]):.2f} (reused parser) "
          f"/ {med([g[2] for g in gb]):.2f} (fresh parser) GB/s [{impl}, medians of {pairs} pairs x {rounds} parses]")
    print(f"  Bricks / simdjson speed: {med(reused):.2f} (range {min(reused):.2f}-{max(reused):.2f}) vs a reused parser, "
          f"{med(fresh):.2f} ({min(fresh):.2f}-{max(fresh):.2f}) vs a fresh one")
PY
