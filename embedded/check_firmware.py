#!/usr/bin/env python3
"""Checks what the firmware printed in QEMU, apart from the firmware's own checks.

    check_firmware.py rust OUTPUT PUZZLE_FILE   # `make qemu`'s output
    check_firmware.py c OUTPUT                  # the C firmware's output

Every 81-digit line must be a complete, valid grid that keeps the givens of its puzzle (the
textbook grid, then for `rust` the first 20 puzzles of PUZZLE_FILE in order), and for `rust` the
figures must be within the firmware budgets; the generator's golden values must match the
host's, and its flash (with the solver's) and stack must be within the same budgets. Prints one
line per check and exits 1 on any failure.
"""
import re
import sys

TEXTBOOK = "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
FLASH_BUDGET = 8192  # bytes of flash for the solver
STACK_BUDGET = 2048  # bytes of stack measured over the puzzles
RAM_BOUND_BUDGET = 4096  # bytes: the static upper bound of the solver's RAM
FIRMWARE_PUZZLES = 20


def is_solution_of(puzzle, solution):
    if len(solution) != 81 or any(c not in "123456789" for c in solution):
        return False
    if any(p not in ".0" and p != s for p, s in zip(puzzle, solution)):
        return False
    units = [[r * 9 + c for c in range(9)] for r in range(9)]
    units += [[r * 9 + c for r in range(9)] for c in range(9)]
    units += [
        [(b // 3 * 3 + k // 3) * 9 + b % 3 * 3 + k % 3 for k in range(9)] for b in range(9)
    ]
    return all(len({solution[i] for i in unit}) == 9 for unit in units)


def read_puzzles(path, count):
    with open(path, encoding="utf-8") as f:
        lines = [l.rstrip("\r\n") for l in f]
    return [l for l in lines if len(l) == 81 and not l.startswith("#")][:count]


def read_golden():
    """The generator's golden values: {(name, seed): line}."""
    path = __file__.rsplit("/", 2)[0] + "/tests/golden/generate.txt"
    with open(path, encoding="utf-8") as f:
        rows = [l.split() for l in f if l.strip() and not l.startswith("#")]
    return {(name, seed): line for name, seed, line in rows}


def figure(text, name):
    m = re.search(rf"^{name}=(\d+)$", text, re.M)
    return int(m.group(1)) if m else None


def main():
    mode, output = sys.argv[1], sys.argv[2]
    with open(output, encoding="utf-8", errors="replace") as f:
        text = f.read()
    solutions = re.findall(r"^([0-9]{81})$", text, re.M)
    puzzles = [TEXTBOOK]
    if mode == "rust":
        puzzles += read_puzzles(sys.argv[3], FIRMWARE_PUZZLES)
    checks = [(f"{len(puzzles)} solution lines printed", len(solutions) == len(puzzles))]
    for i, (p, s) in enumerate(zip(puzzles, solutions)):
        checks.append((f"solution {i} solves its puzzle", is_solution_of(p, s)))
    if mode == "c":
        checks.append(("the C firmware says ok", "c_firmware=ok" in text))
        printed = re.findall(r"^golden (\S+) (\d+) ([.1-9]{81})$", text, re.M)
        golden = read_golden()
        checks.append((f"{len(printed)} generated puzzles printed", len(printed) == 2))
        for name, seed, line in printed:
            checks.append((f"generated {name} {seed} is the host's", golden.get((name, seed)) == line))
    else:
        flash = figure(text, "solver_flash_bytes")
        stack = figure(text, "stack_high_water_bytes")
        bound = figure(text, "solver_stack_bound_bytes")
        gen_stack = figure(text, "generate_stack_high_water_bytes")
        gen_bound = figure(text, "generate_stack_bound_bytes")
        library = figure(text, "library_flash_bytes")
        checks += [
            ("the firmware's own checks pass", "all_right=true" in text),
            ("the generator's golden values are the host's", "generate_golden=ok" in text),
            (f"library_flash_bytes={library} (solver and generator) <= {FLASH_BUDGET}", library is not None and library <= FLASH_BUDGET),
            (f"generate_stack_high_water_bytes={gen_stack} <= {STACK_BUDGET}", gen_stack is not None and 0 < gen_stack <= STACK_BUDGET),
            (f"generate_stack_bound_bytes={gen_bound} <= {RAM_BOUND_BUDGET}", gen_bound is not None and gen_bound <= RAM_BOUND_BUDGET),
            ("the generator's measured stack is within its static bound", None not in (gen_stack, gen_bound) and gen_stack <= gen_bound),
            ("every generated puzzle passed its checks", len(re.findall(r"^generated .* ok=true ", text, re.M)) == 60),
            (f"solver_flash_bytes={flash} <= {FLASH_BUDGET}", flash is not None and flash <= FLASH_BUDGET),
            (f"stack_high_water_bytes={stack} <= {STACK_BUDGET}", stack is not None and 0 < stack <= STACK_BUDGET),
            (f"solver_stack_bound_bytes={bound} <= {RAM_BOUND_BUDGET}", bound is not None and bound <= RAM_BOUND_BUDGET),
            ("the measured stack is within the static bound", None not in (stack, bound) and stack <= bound),
            ("no allocator linked", "allocator_linked=no" in text),
            ("work measured for every puzzle", len(re.findall(r"^puzzle=\d+ right=true .* insns=[1-9]", text, re.M)) == len(puzzles)),
        ]
    failed = 0
    for name, ok in checks:
        print(f"{'ok  ' if ok else 'FAIL'} {name}")
        failed += not ok
    print(f"firmware-{mode}: {len(checks) - failed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
