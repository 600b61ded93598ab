#!/usr/bin/env bash
# Seeds the fuzz corpora (fuzz/corpus/<target>/, ignored by git) from the shared puzzle sets:
# the first puzzle lines of each set, one file each, as they are (CRLF kept where the set has
# it). Usage: fuzz-seed.sh DATA_DIR TARGET...  Without the data, says so and seeds nothing:
# the fuzzers then start from an empty corpus.
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
data=$1
shift
if [ ! -d "$data" ]; then
    echo "SKIPPED: $data missing; fuzzing from empty corpora"
    exit 0
fi
for target in "$@"; do
    mkdir -p "corpus/$target"
    for set in "$data"/*.txt; do
        name=$(basename "$set" .txt)
        grep -v '^#' "$set" | head -n 40 | awk -v dir="corpus/$target" -v name="$name" \
            '{ f = sprintf("%s/seed-%s-%03d", dir, name, NR); printf "%s\n", $0 > f; close(f) }'
    done
done
echo "fuzz-seed: $(ls "corpus/$1" | wc -l) seeds in each of: $*"
