#!/usr/bin/env bash
# Sudoku Explainer 1.2.1's first chaining hint per chaining configuration, on the grids of its
# own solving path, for the chaining engine's comparison (SeChains.java says what it prints):
#   bench/se/se-chains.sh PUZZLES.txt [CONFIGS] [EVERY] > chains.txt
# Test-data preparation only: it runs SE's jar (../shared/peers/se, LGPL, Java 17) and is never
# part of the library. The class is compiled into build/se/ on first use.
set -euo pipefail
here=$(dirname "$(readlink -f "$0")")
jar=${SE_JAR:-$here/../../../shared/peers/se/serate121.jar}
out=$here/../../build/se
[ -r "$jar" ] || { echo "se-chains: no Sudoku Explainer jar at $jar (set SE_JAR)" >&2; exit 2; }
mkdir -p "$out"
if [ ! -f "$out/SeChains.class" ] || [ "$here/SeChains.java" -nt "$out/SeChains.class" ]; then
    javac -cp "$jar" -d "$out" "$here/SeChains.java"
fi
exec java -XX:ActiveProcessorCount=1 -Xmx1g -Djava.util.prefs.userRoot="$out/prefs" \
    -cp "$jar:$out" SeChains "$@"
