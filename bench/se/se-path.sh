#!/usr/bin/env bash
# Sudoku Explainer 1.2.1's solving path, step by step, for a file of puzzles (81-character lines):
#   bench/se/se-path.sh PUZZLES.txt > path.txt
# For each puzzle: "P <puzzle>", a line per step "S <n> TAB <difficulty> TAB <SE's rule name>
# TAB <placement r1c2=5, or eliminations r1c2-57 ...> TAB <SE's text>", and "R <ER>/<EP>/<ED>".
# Test-data preparation and benchmarks only: it runs SE's jar (../shared/peers/se, LGPL, Java 17)
# and is never part of the library. The class is compiled into build/se/ on first use.
set -euo pipefail
here=$(dirname "$(readlink -f "$0")")
jar=${SE_JAR:-$here/../../../shared/peers/se/serate121.jar}
out=$here/../../build/se
[ -r "$jar" ] || { echo "se-path: no Sudoku Explainer jar at $jar (set SE_JAR)" >&2; exit 2; }
mkdir -p "$out"
if [ ! -f "$out/SePath.class" ] || [ "$here/SePath.java" -nt "$out/SePath.class" ]; then
    javac -cp "$jar" -d "$out" "$here/SePath.java"
fi
exec java -XX:ActiveProcessorCount=1 -Xmx1g -Djava.util.prefs.userRoot="$out/prefs" \
    -cp "$jar:$out" SePath "$1"
