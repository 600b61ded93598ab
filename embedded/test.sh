#!/usr/bin/env bash
# `make test-embedded`: everything the firmware promises, checked.
#
# - The two bare-metal crates (firmware, panic proof) are formatted, clippy- and doc-clean.
#   (The firmware needs the data to build at all: see below.)
# - The core builds for Cortex-M0 (thumbv6m-none-eabi), Cortex-M4F (thumbv7em-none-eabihf) and
#   RISC-V (riscv32imac-unknown-none-elf), with the default engine and with CORE_FEATURES.
# - The panic proof links at opt-level "s" and 3 for thumbv7m and thumbv6m, with both engines,
#   and fails to link when a deliberate panic is added (the proof has teeth).
# - The static stack bound (embedded/stack_bound.py) gives the bound worked out by hand on a
#   made-up disassembly, and refuses an indirect call (its self-test).
# - The C library builds as a no_std libsudoku.a for thumbv7m-none-eabi; the C firmware links
#   it with arm-none-eabi-gcc and solves the textbook grid in QEMU, with no panic path and no
#   allocator linked; the static stack bound of each solving export is within 2 KiB.
# - `make qemu` (the Rust firmware) prints right answers within the budgets: solver flash
#   <= 8 KiB, stack high-water <= 2 KiB, static stack bound <= 4 KiB, no allocator.
# - The explainer (embedded/explain-size.sh) rates and hints right in QEMU, with the ladder up
#   to SE 4.4 and with the whole ladder; its flash and stack figures are printed.
# - The generator's levels (embedded/generate-levels.sh): the golden puzzles of every level come
#   out as on the host; instructions per level, flash and stack are printed.
#   Skipped, loudly, when ../shared/data is missing (the firmware embeds puzzles from it).
#
# CORE_FEATURES picks the core's engine (default "small", the README's pick for small chips).
set -uo pipefail
cd "$(dirname "$0")/.."
export CORE_FEATURES=${CORE_FEATURES-small}
logs=build/embedded
mkdir -p "$logs"
passed=0
failed=0
skipped=0

dep_features=() # CORE_FEATURES for a crate that depends on the core
for f in $CORE_FEATURES; do dep_features+=(--features "sudoku-core/$f"); done

# step NAME COMMAND...: runs COMMAND with its output in $logs/NAME.log; says its time.
step() {
    local name=$1 start=$SECONDS
    shift
    if "$@" >"$logs/$name.log" 2>&1; then
        echo "ok   $name ($((SECONDS - start)) s)"
        passed=$((passed + 1))
    else
        echo "FAIL $name after $((SECONDS - start)) s (full log: $logs/$name.log)"
        tail -n 40 "$logs/$name.log"
        failed=$((failed + 1))
    fi
}

lint() {
    local dir=$1
    shift
    (
        cd "$dir" &&
            cargo fmt --check &&
            cargo clippy --release "$@" -- -D warnings &&
            RUSTDOCFLAGS="-D warnings" cargo doc --no-deps "$@"
    )
}

# core_for TARGET ENGINE: ENGINE is "default" (no feature) or a core feature such as "small".
core_for() {
    local features=()
    [ "$2" = default ] || features=(--features "$2")
    cargo build -p sudoku-core --release --target "$1" "${features[@]}"
}

# panic_proof TARGET OPT-LEVEL ENGINE
panic_proof() {
    local features=()
    [ "$3" = default ] || features=(--features "sudoku-core/$3")
    (cd embedded/panic-proof &&
        CARGO_PROFILE_RELEASE_OPT_LEVEL=$2 cargo build --release --target "$1" "${features[@]}")
}

# The same build with a panic the optimizer cannot remove must fail, on the undefined symbol.
panic_proof_has_teeth() {
    local out
    out=$(cd embedded/panic-proof &&
        cargo build --release --target thumbv7m-none-eabi "${dep_features[@]}" \
            --features deliberate-panic 2>&1)
    local status=$?
    echo "$out"
    [ $status -ne 0 ] && grep -q 'undefined symbol: sudoku_core_reached_a_panic' <<<"$out"
}

c_firmware() {
    make -s qemu-c >"$logs/qemu-c.out" 2>&1
    local status=$?
    cat "$logs/qemu-c.out"
    [ $status -eq 0 ] && python3 embedded/check_firmware.py c "$logs/qemu-c.out" || return 1
    # No panic path of the library is linked into the C firmware (nor any allocator).
    if arm-none-eabi-nm -C build/c-firmware.elf | grep -E 'panicking|__rust_alloc|malloc'; then
        echo "the C firmware links a panic path or an allocator"
        return 1
    fi
    # The static stack bound of each solving export, as C firmware calls it: within 2 KiB.
    local f bound
    for f in sudoku_solve sudoku_solve_cells sudoku_solve_bounded; do
        bound=$(python3 embedded/stack_bound.py build/c-firmware.elf "$f" | tail -n 1) || return 1
        echo "c_stack_bound_bytes($f)=$bound"
        [ "$bound" -le 2048 ] || return 1
    done
    # The generator from C: its static bound within the RAM bound's budget (4 KiB), as the
    # Rust firmware's; its measured stack is checked there against 2 KiB.
    bound=$(python3 embedded/stack_bound.py build/c-firmware.elf sudoku_generate | tail -n 1) || return 1
    echo "c_stack_bound_bytes(sudoku_generate)=$bound"
    [ "$bound" -le 4096 ] || return 1
}

rust_firmware() {
    embedded/run-firmware.sh >"$logs/qemu.out" 2>"$logs/qemu.err"
    local status=$?
    cat "$logs/qemu.err" "$logs/qemu.out"
    [ $status -eq 0 ] && python3 embedded/check_firmware.py rust "$logs/qemu.out" "$1"
}

step lint-panic-proof lint embedded/panic-proof --target thumbv7m-none-eabi
# The builds and the panic proof hold for every engine: the default one and CORE_FEATURES's.
engines=(default)
for f in $CORE_FEATURES; do engines+=("$f"); done
for engine in "${engines[@]}"; do
    for target in thumbv6m-none-eabi thumbv7em-none-eabihf riscv32imac-unknown-none-elf; do
        step "core-$target-$engine" core_for "$target" "$engine"
    done
    for target in thumbv7m-none-eabi thumbv6m-none-eabi; do
        for opt in s 3; do
            step "panic-proof-$target-opt-$opt-$engine" panic_proof "$target" "$opt" "$engine"
        done
    done
done
step panic-proof-has-teeth panic_proof_has_teeth
step stack-bound-self-test python3 embedded/stack_bound.py --self-test
step c-firmware-thumbv7m c_firmware
grep '^c_stack_bound' "$logs/c-firmware-thumbv7m.log" | sed 's/^/     /'

data_dir=${SUDOKU_DATA_DIR:-../shared/data}
puzzles=$data_dir/hardest_1106.txt
if [ -r "$puzzles" ]; then
    step lint-firmware lint embedded/firmware
    step rust-firmware-qemu rust_firmware "$puzzles"
    # The figures, for the log.
    grep -E '^(core_features|solver_|generator_|generate_|library_|firmware_flash|stack_high_water|hardest_|calibration|allocator)' \
        "$logs/qemu.out" | sed 's/^/     /'
    # The explainer's rating and hint, basic ladder (to SE 4.4) and whole ladder: right
    # answers in QEMU, and their flash and stack for the log (neither fits the solver's
    # budgets: see embedded/README.md, "The explainer").
    step explain-firmware-qemu embedded/explain-size.sh
    grep -E '^(ladder|explain_)' "$logs/explain-firmware-qemu.log" | sed 's/^/     /'
    # The generator's levels (the explainer rating every puzzle): the golden puzzles of every
    # level as on the host, and the figures per level for the log (outside the budgets).
    step generate-levels-qemu embedded/generate-levels.sh
    grep -E '^(generate_)' "$logs/generate-levels-qemu.log" | sed 's/^/     /'
else
    echo "SKIPPED lint-firmware, rust-firmware-qemu, explain-firmware-qemu, generate-levels-qemu: $puzzles is missing; the firmware" \
        "embeds its first 20 puzzles. Put the shared data beside the repository or set" \
        "SUDOKU_DATA_DIR."
    skipped=$((skipped + 4))
fi

echo "test-embedded: $passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]
