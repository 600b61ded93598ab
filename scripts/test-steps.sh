#!/usr/bin/env bash
# Runs each `make` step named on the command line, with its output on the terminal and in
# build/test-logs/STEP.log, goes on after a failure, and ends with a summary: the steps that
# passed and failed, each step's time in seconds, then the tests their logs report (cargo's and
# the other runners' "N passed, N failed" lines; skipped counts cargo's ignored tests too).
# Exits 1 when any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=build/test-logs
mkdir -p "$logs"
passed=() failed=() times=()
for step in "$@"; do
    echo "==== make $step"
    start=$SECONDS
    if make --no-print-directory "$step" 2>&1 | tee "$logs/$step.log"; then
        passed+=("$step")
    else
        failed+=("$step")
        echo "==== make $step FAILED (log: $logs/$step.log)"
    fi
    times+=("$step $((SECONDS - start))s")
    echo "==== make $step: $((SECONDS - start)) s"
done
# Tests, as the runners count them: cargo test's "test result: ok. N passed; M failed; K
# ignored" and the other suites' "NAME: N passed, M failed[, K skipped]".
read -r tests_passed tests_failed tests_ignored < <(
    cat "$logs"/*.log | awk '
        /^test result: / { p += $4; f += $6; i += $8 }
        /^[A-Za-z][A-Za-z0-9 ,_-]*: [0-9]+ passed, [0-9]+ failed/ {
            sub(/^[^:]*: /, ""); p += $1; f += $3; if ($5 != "") i += $5
        }
        END { print p + 0, f + 0, i + 0 }'
)
echo
if [ ${#failed[@]} -eq 0 ]; then
    echo "make test: all $# steps passed ($*)"
else
    echo "make test: ${#passed[@]} of $# steps passed; failed: ${failed[*]}"
fi
echo "time: $SECONDS s (${times[*]})"
echo "tests: $tests_passed passed, $tests_failed failed, $tests_ignored skipped"
[ ${#failed[@]} -eq 0 ]
