#!/usr/bin/env bash
# Builds the DocC documentation of both library products with the toolchain's own docc: symbol
# graphs from the built modules (scripts/symbol-graphs.sh), then one `docc convert` of the two
# catalogs, Sources/Bricks/Bricks.docc and Sources/BricksTesting/BricksTesting.docc, into one
# archive, so that BricksTesting's pages link to the Bricks types they take. Any docc warning
# (a broken symbol link, an undocumented parameter in a documented list, ...) fails the script.
#
# Usage: scripts/docs.sh [--no-build]     (--no-build: reuse the modules of the last build, as CI does)
# Output: .build/docs/Bricks.doccarchive; open it with
#   python3 -m http.server --directory .build/docs/Bricks.doccarchive 8000
#   → http://localhost:8000/documentation/bricks and …/documentation/brickstesting
# (or `docc preview`, or double-click the archive in Xcode).
set -euo pipefail
cd "$(dirname "$0")/.."
work=.build/docs
graphs="$work/symbol-graphs"
bash scripts/symbol-graphs.sh "$graphs" "$@"

# One docc run needs all symbol graphs in one folder and one catalog: copy both catalogs (their
# article symlinks into Docs/ resolved) into a combined one.
rm -rf "$work/Bricks.docc" "$work/all-graphs"
mkdir -p "$work/Bricks.docc" "$work/all-graphs"
cp -L Sources/Bricks/Bricks.docc/* Sources/BricksTesting/BricksTesting.docc/* "$work/Bricks.docc/"
cp "$graphs"/Bricks/*.json "$graphs"/BricksTesting/*.json "$work/all-graphs/"

# With two modules in one run, docc drops an article no page links to without a word: every
# article must be curated (`- <doc:Name>`) by a landing page or another article.
for article in "$work"/Bricks.docc/*.md; do
  name="$(basename "$article" .md)"
  case "$name" in Bricks | BricksTesting) continue ;; esac
  if ! grep -q "<doc:$name>" "$work"/Bricks.docc/*.md; then
    echo "docs: the article $name.md is linked from no page; add '- <doc:$name>' to a Topics section"
    exit 1
  fi
done

# BricksTesting imports Bricks, so its doc comments name Bricks types as Swift code would
# (``CellError``); docc resolves such a link only within BricksTesting. Qualify the links whose
# first component is a Bricks top-level symbol and not a BricksTesting one (``Bricks/CellError``).
python3 - "$work/all-graphs" <<'EOF'
import json, re, sys
folder = sys.argv[1]
def top_level(path):
    return {s["pathComponents"][0] for s in json.load(open(path))["symbols"] if len(s["pathComponents"]) == 1}
bricks = top_level(f"{folder}/Bricks.symbols.json") - top_level(f"{folder}/BricksTesting.symbols.json")
link = re.compile(r"``([A-Za-z_][A-Za-z0-9_]*)([/`(-])")
def qualify(m):
    return f"``Bricks/{m.group(1)}{m.group(2)}" if m.group(1) in bricks else m.group(0)
path = f"{folder}/BricksTesting.symbols.json"
graph = json.load(open(path))
for symbol in graph["symbols"]:
    for line in (symbol.get("docComment") or {}).get("lines", []):
        line["text"] = link.sub(qualify, line["text"])
json.dump(graph, open(path, "w"))
EOF

rm -rf "$work/Bricks.doccarchive"
set +e
docc convert "$work/Bricks.docc" --additional-symbol-graph-dir "$work/all-graphs" \
  --output-dir "$work/Bricks.doccarchive" --fallback-display-name Bricks \
  --fallback-bundle-identifier bricks.documentation --warnings-as-errors > "$work/docc.log" 2>&1
status=$?
set -e
# docc prints a symbol's diagnostics against the original source file; show the whole log on failure.
if [ "$status" -ne 0 ] || grep -qE "(warning|error):" "$work/docc.log"; then
  cat "$work/docc.log"
  echo "docs: docc reported the problems above (warnings are errors); fix the /// comment or the"
  echo "catalog article it points at, then run 'bash scripts/docs.sh' again."
  exit 1
fi
pages=$(find "$work/Bricks.doccarchive/data/documentation" -name '*.json' | wc -l)
echo "docs: $pages pages in $work/Bricks.doccarchive, no warnings"
