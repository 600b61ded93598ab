#!/usr/bin/env bash
# `make qemu`: the Rust firmware on a Cortex-M3 in QEMU, and its budgets.
#
# Builds embedded/firmware three times at opt-level "s" (with the solver and the generator,
# with the solver only, and with neither), prints the differences in flash as
# solver_flash_bytes and generator_flash_bytes and the static bound of the
# solver's stack (embedded/stack_bound.py), then runs the firmware under QEMU: it prints each
# solution as an 81-digit line, the instructions each puzzle took, stack_high_water_bytes, and
# exits with QEMU's status (0 only when every answer is right).
#
# CORE_FEATURES picks the core's engine: "small" (the default here) or "" for the default engine.
set -euo pipefail
cd "$(dirname "$0")/firmware"

# shellcheck source=firmware-build.sh
source ../firmware-build.sh

# Progress and compiler messages go to standard error; the figures to standard output.
cargo build --release "${features[@]}" >&2
cargo build --release --no-default-features "${features[@]}" --target-dir target/no-solver >&2
cargo build --release --no-default-features --features solver "${features[@]}" \
    --target-dir target/solver-only >&2
with=target/$elf
without=target/no-solver/$elf
solver_only=target/solver-only/$elf

section() { arm-none-eabi-size -A "$1" | awk -v s="$2" '$1 == s { print $2 }'; }

echo "core_features=$core_features"
echo "solver_flash_bytes=$(( $(flash "$solver_only") - $(flash "$without") ))"
echo "solver_text_section_bytes=$(( $(section "$solver_only" .text) - $(section "$without" .text) ))"
# The generator on top of the solver (it calls the solver's count and solve).
echo "generator_flash_bytes=$(( $(flash "$with") - $(flash "$solver_only") ))"
echo "library_flash_bytes=$(( $(flash "$with") - $(flash "$without") ))"
echo "firmware_flash_bytes=$(flash "$with")"
bound=$(python3 ../stack_bound.py "$with" 'sudoku_firmware::solve')
echo "$bound" | grep '^#' || true
echo "solver_stack_bound_bytes=$(echo "$bound" | tail -n 1)"
bound=$(python3 ../stack_bound.py "$with" 'sudoku_firmware::generate')
echo "$bound" | grep '^#' || true
echo "generate_stack_bound_bytes=$(echo "$bound" | tail -n 1)"
# No heap: nothing that allocates is linked.
if arm-none-eabi-nm "$with" | grep -Eq '__rust_alloc|__rg_alloc|\bmalloc\b'; then
    echo "allocator_linked=yes"
else
    echo "allocator_linked=no"
fi

# -icount shift=0: one instruction is 1 ns of virtual time, so SysTick counts instructions.
exec qemu-system-arm -machine lm3s6965evb -cpu cortex-m3 -nographic \
    -semihosting-config enable=on,target=native -icount shift=0 -kernel "$with"
