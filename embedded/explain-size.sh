#!/usr/bin/env bash
# The explainer on the Cortex-M3 (QEMU lm3s6965evb, opt-level "s", engine CORE_FEATURES,
# default "small"): the flash and stack of its rating and hint, with the ladder up to SE 4.4
# (feature explain-basic) and with the whole ladder (explain-full).
#
# Prints, for each: explain_flash_bytes (the firmware's flash with the explainer calls less the
# same firmware without them), the static stack bound of the rating and of the hint
# (embedded/stack_bound.py), and QEMU's run: each puzzle's rating, steps, instructions and the
# stack it used (painted), then explain_stack_high_water_bytes. Exits 1 if a run fails.
set -euo pipefail
cd "$(dirname "$0")/firmware"
# shellcheck source=firmware-build.sh
source ../firmware-build.sh

cargo build --release "${features[@]}" --target-dir target/explain-none >&2
base=$(flash "target/explain-none/$elf")
status=0
for ladder in basic full; do
    dir=target/explain-$ladder
    cargo build --release "${features[@]}" --features "explain-$ladder" --target-dir "$dir" >&2
    echo "ladder=$ladder"
    echo "explain_flash_bytes=$(( $(flash "$dir/$elf") - base ))"
    for f in rate hint; do
        bound=$(python3 ../stack_bound.py "$dir/$elf" "sudoku_firmware::explain::$f" | tail -n 1) ||
            bound="unbounded"
        echo "explain_${f}_stack_bound_bytes=$bound"
    done
    qemu-system-arm -machine lm3s6965evb -cpu cortex-m3 -nographic \
        -semihosting-config enable=on,target=native -icount shift=0 -kernel "$dir/$elf" |
        grep -E '^(explain|all_right)' || status=1
done
exit $status
