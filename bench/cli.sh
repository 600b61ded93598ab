#!/usr/bin/env bash
# `make bench-cli`: the `sudoku` command against QQWing's command and against the library's
# raw rate, file to file, on 17_clue and forum_hardest_train (or the sets named in $SETS).
#
# For each set (its comment lines removed, so that both commands read the same plain file):
# - hyperfine times `sudoku solve` and `sudoku count` (limit 2) on 1 and 2 threads, and
#   `qqwing --solve --one-line` and `qqwing --solve --count-solutions --one-line`, each
#   writing to a file;
# - cli/examples/raw_rate.rs times the library alone (puzzles read before the clock starts,
#   nothing written) on 1 and 2 threads, best of its passes;
# then prints the ratios: the command's loss to reading, parsing and writing on one thread
# (1 - command rate / raw rate), its scaling from 1 to 2 threads, and its speed-up on
# QQWing. The machine is shared: compare the ratios of one run, not absolute times.
#
# Needs hyperfine and qqwing (apt-get install hyperfine qqwing). RUNS sets hyperfine's runs.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${DATA:-../shared/data}
SETS=${SETS:-"17_clue forum_hardest_train"}
RUNS=${RUNS:-5}
for tool in hyperfine qqwing; do
    command -v "$tool" >/dev/null || { echo "bench-cli needs $tool: apt-get install $tool"; exit 2; }
done
cargo build --release -p sudoku-cli --bin sudoku --example raw_rate
sudoku=$PWD/target/release/sudoku
raw=$PWD/target/release/examples/raw_rate
work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-bench-cli.XXXXXX")
trap 'rm -rf "$work"' EXIT

# mean_seconds JSON NAME: the mean time of the hyperfine command NAME.
mean_seconds() {
    python3 -c 'import json,sys
for r in json.load(open(sys.argv[1]))["results"]:
    if r["command"] == sys.argv[2]: print(r["mean"])' "$1" "$2"
}

ratio() { python3 -c "import sys; print(f'{float(sys.argv[1]) / float(sys.argv[2]):.2f}')" "$@"; }

echo "machine: $(nproc) cores, $(uptime | sed 's/.*load average/load average/')"
for set in $SETS; do
    file=$work/$set.txt
    grep -v '^#' "$DATA/$set.txt" | tr -d '\r' | grep -v '^$' >"$file" ||
        { echo "SKIPPED: $DATA/$set.txt not readable"; continue; }
    n=$(wc -l <"$file")
    echo
    echo "== $set: $n puzzles"
    json=$work/$set.json
    hyperfine --warmup 1 --runs "$RUNS" --export-json "$json" --style basic \
        -n "solve-1" "$sudoku solve -j 1 --no-progress $file > $work/out" \
        -n "solve-2" "$sudoku solve -j 2 --no-progress $file > $work/out" \
        -n "count-1" "$sudoku count -j 1 --no-progress $file > $work/out" \
        -n "count-2" "$sudoku count -j 2 --no-progress $file > $work/out" \
        -n "qqwing-solve" "qqwing --solve --one-line < $file > $work/out" \
        -n "qqwing-count" "qqwing --solve --count-solutions --one-line < $file > $work/out"
    for work_kind in solve count; do
        r1=$("$raw" "$file" "$work_kind" 1 | sed 's/.*seconds=\([0-9.]*\).*/\1/')
        r2=$("$raw" "$file" "$work_kind" 2 | sed 's/.*seconds=\([0-9.]*\).*/\1/')
        c1=$(mean_seconds "$json" "$work_kind-1")
        c2=$(mean_seconds "$json" "$work_kind-2")
        q=$(mean_seconds "$json" "qqwing-$work_kind")
        echo "$set $work_kind: command 1 thread ${c1}s, 2 threads ${c2}s; library alone" \
            "1 thread ${r1}s, 2 threads ${r2}s; qqwing ${q}s"
        echo "  command / library, 1 thread: $(ratio "$c1" "$r1")x the time" \
            "(loss $(python3 -c "print(f'{100 * (1 - float($r1) / float($c1)):.0f}%')"))"
        echo "  scaling 1 -> 2 threads: command $(ratio "$c1" "$c2")x, library $(ratio "$r1" "$r2")x"
        echo "  speed-up on qqwing: $(ratio "$q" "$c1")x on 1 thread, $(ratio "$q" "$c2")x on 2"
    done
done
