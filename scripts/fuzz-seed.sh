#!/usr/bin/env bash
# Seeds the fuzz corpora (fuzz/corpus/<target>/, ignored by git) from the shared puzzle sets:
# the first puzzle lines of each set, one file each, as they are (CRLF kept where the set has
# it). Usage: fuzz-seed.sh DATA_DIR TARGET...  Without the data, says so and seeds nothing:
# the fuzzers then start from an empty corpus.
set -euo pipefail
if [ ! -d "$1" ]; then
    echo "SKIPPED: $1 missing; fuzzing from empty corpora"
    exit 0
fi
data=$(cd "$1" && pwd)
shift
cd "$(dirname "$0")/../fuzz"
for target in "$@"; do
    mkdir -p "corpus/$target"
    for set in "$data"/*.txt; do
        name=$(basename "$set" .txt)
        awk -v dir="corpus/$target" -v name="$name" '!/^#/ && n < 40 {
            n++; f = sprintf("%s/seed-%s-%03d", dir, name, n); printf "%s\n", $0 > f; close(f)
        }' "$set"
    done
done
# The generator's target reads a seed and an options struct: a few valid structs (size 28;
# symmetry, min and max clues, minimal, level, attempts) after an 8-byte seed.
if [ -d corpus/generate ]; then
    n=0
    for fields in "0 0 0 0 0 1" "1 0 0 1 0 2" "2 24 36 0 0 3" "5 0 30 0 0 1" "3 20 25 0 0 1"; do
        n=$((n + 1))
        python3 -c 'import struct, sys
w = [28] + [int(x) for x in sys.argv[2].split()]
sys.stdout.buffer.write(struct.pack("<Q", int(sys.argv[1])) + struct.pack("<7I", *w))' \
            "$n" "$fields" > "corpus/generate/options-$n"
    done
fi
echo "fuzz-seed: $(ls "corpus/$1" | wc -l) seeds in each of: $*"
