#!/usr/bin/env bash
# Builds skfr (Sudoku Explainer's ratings in C++, BSD-3, ../shared/peers/skfr) for the benchmark
# only, into build/skfr/ (never into the library, never committed), once; prints its path.
#   bench/se/skfr.sh            -> build/skfr/skfr (exit 1 and a reason on stderr without g++ or the source)
# Run it one thread: OMP_NUM_THREADS=1 build/skfr/skfr -iNAME (reads NAME.txt, writes NAME_rat.txt).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
SRC=${SKFR_DIR:-$ROOT/../shared/peers/skfr}
OUT=$ROOT/build/skfr
if [ ! -f "$SRC/Makefile.upstream" ]; then
    echo "skfr's source not found in $SRC" >&2
    exit 1
fi
command -v g++ > /dev/null || { echo "g++ not installed" >&2; exit 1; }
SRC=$(cd "$SRC" && pwd)
mkdir -p "$OUT"
# The upstream Makefile puts the libraries before the objects: pass them as LDLIBS (its README).
make -s -C "$OUT" -f "$SRC/Makefile.upstream" VPATH="$SRC/src" LDFLAGS=-fopenmp \
    LDLIBS="-lstdc++ -lgomp" skfr >&2
echo "$OUT/skfr"
