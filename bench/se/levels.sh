#!/usr/bin/env bash
# The generator's levels as Sudoku Explainer rates them (issue 32's goal: SE's ER inside the
# level's band for at least 95% of generated puzzles, 20 or more per level):
#   bench/se/levels.sh [N] [SEED]     N puzzles per level (default 20) from seeds SEED, SEED+1...
# Generates with the `sudoku` command (release build), rates every puzzle with SE 1.2.1
# (../shared/peers/se/rate.sh, Java 17; a few minutes) and with `sudoku rate`, and prints per
# level: the puzzles inside the band by SE's ER, the generation time, and how many of
# libsudoku's ER, EP and ED are SE's.
set -euo pipefail
N=${1:-20}
SEED=${2:-1000}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SE=${SE:-$ROOT/../shared/peers/se/rate.sh}
OUT=$ROOT/build/se-levels
mkdir -p "$OUT"
(cd "$ROOT" && cargo build --release -q -p sudoku-cli)
SUDOKU=$ROOT/target/release/sudoku
: > "$OUT/all.txt"
for level in easy medium hard fiendish diabolical; do
    start=$(date +%s.%N)
    "$SUDOKU" generate --level "$level" -n "$N" -s "$SEED" --threads 1 > "$OUT/$level.txt"
    end=$(date +%s.%N)
    echo "$level $start $end" >> "$OUT/times.txt.new"
    cat "$OUT/$level.txt" >> "$OUT/all.txt"
done
mv "$OUT/times.txt.new" "$OUT/times.txt"
"$SE" "$OUT/all.txt" > "$OUT/se.tsv"
"$SUDOKU" rate --csv --threads 1 --no-progress "$OUT/all.txt" > "$OUT/mine.csv"
python3 - "$OUT" "$N" <<'EOF'
import csv, sys
out, n = sys.argv[1], int(sys.argv[2])
# The levels' bands of SE's ER (docs/EXPLAIN.md, "Levels").
bands = {"easy": (0, 1.5), "medium": (1.6, 2.8), "hard": (2.9, 4.4),
         "fiendish": (4.5, 6.9), "diabolical": (7.0, 99)}
se = {}
for line in open(f"{out}/se.tsv"):
    p, er, ep, ed, *_ = line.rstrip("\n").split("\t")
    se[p] = (er, ep, ed)
mine = {r["puzzle"]: (r["er"], r["ep"], r["ed"]) for r in csv.DictReader(open(f"{out}/mine.csv"))}
times = {l.split()[0]: float(l.split()[2]) - float(l.split()[1]) for l in open(f"{out}/times.txt")}
print("| level | band of SE's ER | in band (SE) | SE's ER, lowest to highest | ms a puzzle (mean) | ER/EP/ED = SE's |")
print("|---|---|---:|---|---:|---:|")
for level, (lo, hi) in bands.items():
    puzzles = [l.strip() for l in open(f"{out}/{level}.txt") if l.strip()]
    ers = sorted(float(se[p][0]) for p in puzzles)
    inside = sum(lo <= e <= hi for e in ers)
    same = sum(mine.get(p) == se[p] for p in puzzles)
    band = f"{lo} to {hi}" if hi < 99 else f"{lo} and up"
    print(f"| {level} | {band} | {inside} of {len(puzzles)} | {ers[0]} to {ers[-1]} "
          f"| {1000 * times[level] / max(len(puzzles), 1):.1f} | {same} of {len(puzzles)} |")
EOF
