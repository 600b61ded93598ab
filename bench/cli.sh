#!/usr/bin/env bash
# `make bench-cli`: the `sudoku` command against QQWing's command and against the library
# alone, file to file, on 17_clue and forum_hardest_train (or the sets named in $SETS).
#
# For each set (its comment lines removed, so that every program reads the same plain file),
# hyperfine times, each writing its answers to a file:
# - `sudoku solve` and `sudoku count` (limit 2), on 1 and 2 threads;
# - the library alone (cli/examples/raw_rate.rs: all puzzles read first, then one pass of
#   solve or count, nothing written), on 1 and 2 threads, and the same reading alone (0
#   passes): the difference is the library's work;
# - `qqwing --solve --one-line` and `qqwing --solve --count-solutions --one-line`.
# bench/cli_report.py then prints the ratios, from elapsed time and from CPU time (user +
# system), which a busy machine disturbs less: the command's loss to reading, parsing and
# writing on one thread, its scaling from 1 to 2 threads (elapsed time only, meaningful on
# an idle machine), and its speed-up on QQWing.
#
# Needs hyperfine and qqwing (apt-get install hyperfine qqwing). RUNS sets hyperfine's runs of
# the command and the library (default 5), QQWING_RUNS those of qqwing (default 1: minutes).
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${DATA:-../shared/data}
SETS=${SETS:-"17_clue forum_hardest_train"}
RUNS=${RUNS:-5}
QQWING_RUNS=${QQWING_RUNS:-1}
for tool in hyperfine qqwing python3; do
    command -v "$tool" >/dev/null || { echo "bench-cli needs $tool: apt-get install $tool"; exit 2; }
done
cargo build --release -p sudoku-cli --bin sudoku --example raw_rate
sudoku=$PWD/target/release/sudoku
raw=$PWD/target/release/examples/raw_rate
work=$(mktemp -d "${TMPDIR:-/tmp}/sudoku-bench-cli.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "machine: $(nproc) cores; $(uptime | sed 's/.*load average/load average/')"
for set in $SETS; do
    file=$work/$set.txt
    if [ ! -r "$DATA/$set.txt" ]; then
        echo "SKIPPED: $DATA/$set.txt not readable"
        continue
    fi
    grep -v '^#' "$DATA/$set.txt" | tr -d '\r' | grep -v '^$' >"$file"
    echo
    echo "== $set: $(wc -l <"$file") puzzles"
    hyperfine --warmup 1 --runs "$RUNS" --export-json "$work/$set.json" --style basic \
        -n solve-1 "$sudoku solve -j 1 --no-progress $file > $work/out" \
        -n solve-2 "$sudoku solve -j 2 --no-progress $file > $work/out" \
        -n count-1 "$sudoku count -j 1 --no-progress $file > $work/out" \
        -n count-2 "$sudoku count -j 2 --no-progress $file > $work/out" \
        -n raw-read "$raw $file solve 1 0" \
        -n raw-solve-1 "$raw $file solve 1 1" \
        -n raw-solve-2 "$raw $file solve 2 1" \
        -n raw-count-1 "$raw $file count 1 1" \
        -n raw-count-2 "$raw $file count 2 1" >"$work/$set.log"
    hyperfine --runs "$QQWING_RUNS" --export-json "$work/$set-qqwing.json" --style basic \
        -n qqwing-solve "qqwing --solve --one-line < $file > $work/out" \
        -n qqwing-count "qqwing --solve --count-solutions --one-line < $file > $work/out" \
        >>"$work/$set.log"
    python3 bench/cli_report.py "$work/$set.json" "$work/$set-qqwing.json"
done
echo
echo "machine after: $(uptime | sed 's/.*load average/load average/')"
