#!/usr/bin/env bash
# The generator's levels on the Cortex-M3 (QEMU lm3s6965evb, opt-level "s", engine
# CORE_FEATURES, default "small"): the firmware built with the feature generator-levels, whose
# generator rates every puzzle with the explainer.
#
# Prints generate_levels_flash_bytes (the firmware's flash less the same firmware with the
# plain generator: what the rating adds), the static stack bound of the generator call
# (embedded/stack_bound.py), and QEMU's run: the golden puzzles of every level as on the host
# (generate_golden=ok), then for each level and for easy 180° minimal puzzles, 20 seeds with
# their instructions and stack (generate_*_insns_median, generate_stack_high_water_bytes).
# Exits 1 if the run fails. These figures are outside the firmware budgets (the explainer
# alone is): they are printed, not checked against them.
set -euo pipefail
cd "$(dirname "$0")/firmware"
# shellcheck source=firmware-build.sh
source ../firmware-build.sh

cargo build --release "${features[@]}" >&2
cargo build --release "${features[@]}" --features generator-levels \
    --target-dir target/generate-levels >&2
levels=target/generate-levels/$elf
echo "core_features=$core_features"
echo "generate_levels_flash_bytes=$(( $(flash "$levels") - $(flash "target/$elf") ))"
echo "generate_levels_firmware_flash_bytes=$(flash "$levels")"
bound=$(python3 ../stack_bound.py "$levels" 'sudoku_firmware::generate' | tail -n 1) ||
    bound="unbounded"
echo "generate_levels_stack_bound_bytes=$bound"
status=0
out=$(qemu-system-arm -machine lm3s6965evb -cpu cortex-m3 -nographic \
    -semihosting-config enable=on,target=native -icount shift=0 -kernel "$levels") || status=$?
grep -E '^(golden|generate|generated|all_right)' <<<"$out"
[ $status -eq 0 ] && grep -q '^generate_golden=ok' <<<"$out"
