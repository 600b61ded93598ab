#!/usr/bin/env python3
"""`make bench-sizes` (second part): libsudoku against Gecode, a SAT solver and Simon Tatham's
Solo on 16 x 16 and 25 x 25, in one run on this machine.

Solving: the published instances in bench/data (Gecode's example: 55 of 16 x 16, 18 minimal 25
x 25 of Alain Frisch) and 20 generated 16 x 16 of 115 clues (`generated`), each solved by
libsudoku (`sudoku_solve_any_bounded_n` and the row-major-first `sudoku_solve_bounded_n`,
default budget, through ctypes: microseconds of call overhead), by minisat and picosat on the
plain CNF encoding (a variable per cell and digit; every cell, and every digit in every row,
column and box, exactly once, at-most-one pairwise; the givens as unit clauses), and by Gecode
on bench/c/gecode_sudoku.cpp (a variable a cell, `distinct` with domain consistency over every
unit, smallest domain first, DFS for the first solution; built here with g++ -O2 into build/
when libgecode-dev's headers are installed, else skipped with a message). Gecode is timed as
the SAT solvers are: a process per puzzle under the same CPU limit (prlimit), from start to
exit, so its start (about a millisecond) is in its time as in theirs; the search time it
measures inside is printed beside, to show what the process costs. Every answer libsudoku and
Gecode give is checked (a valid completion of the givens; Gecode's "none" against a solution of
libsudoku's); a wrong answer fails the run (exit 1), and grids that differ (both valid: the
puzzle has more than one solution) are listed. Empty grids: `sudoku_solve_any_bounded_n` on the
empty grid of every shape (38), each answer checked. Generating: `sudoku_generate_n` with
default options against `sgt-solo --generate K RxC` (Solo's default difficulty for the size),
wall time per puzzle.

Usage: sizes_peers.py LIBSUDOKU_SO [--per-set N] [--per-set-25 N] [--cpu-limit S] [--generate K]
                      [--no-solo]
"""

import argparse
import ctypes
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SYMBOLS = "123456789ABCDEFGHIJKLMNOP"
SUDOKU_OK, SUDOKU_LIMIT_REACHED = 0, 7
DEFAULT_GUESSES = 300_000


def read_set(name, n):
    with open(os.path.join(HERE, "data", name)) as f:
        lines = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    puzzles = [[0 if ch == "." else SYMBOLS.index(ch) + 1 for ch in line] for line in lines]
    assert all(len(p) == n * n for p in puzzles), name
    return puzzles


def generated(lib, r, clues, k, seed=115):
    """k puzzles of r*r x r*r with one solution and `clues` givens: a random complete grid
    (sudoku_generate_solution_n), its cells emptied in random order while the count to 2
    stays 1 (sudoku_count_solutions_n), as bench/src/sizes.rs makes its sets; a grid whose
    order cannot reach `clues` is skipped. Each count is checked."""
    n = r * r
    sol_fn, count_fn = lib.sudoku_generate_solution_n, lib.sudoku_count_solutions_n
    sol_fn.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_uint64, ctypes.POINTER(ctypes.c_int)]
    count_fn.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.c_uint,
                         ctypes.POINTER(ctypes.c_uint)]
    rng = random.Random(seed)
    puzzles = []
    for s in range(4 * k):
        if len(puzzles) == k:
            break
        cells = (ctypes.c_int * (n * n))()
        assert sol_fn(r, r, seed + s, cells) == SUDOKU_OK
        order = list(range(n * n))
        rng.shuffle(order)
        left = n * n
        for i in order:
            if left == clues:
                break
            v, cells[i] = cells[i], 0
            count = ctypes.c_uint(0)
            if count_fn(r, r, cells, 2, ctypes.byref(count)) != SUDOKU_OK or count.value != 1:
                cells[i] = v
            else:
                left -= 1
        if left == clues:
            puzzles.append(list(cells))
    return puzzles


def units(r, c):
    n = r * c
    rows = [[i * n + j for j in range(n)] for i in range(n)]
    cols = [[i * n + j for i in range(n)] for j in range(n)]
    boxes = [
        [(br * r + i) * n + bc * c + j for i in range(r) for j in range(c)]
        for br in range(c)
        for bc in range(r)
    ]
    return rows + cols + boxes


def cnf(r, c, cells):
    """The plain encoding as DIMACS text."""
    n = r * c
    var = lambda cell, d: cell * n + d  # d from 1 to n
    clauses = []
    groups = [[var(cell, d) for d in range(1, n + 1)] for cell in range(n * n)]
    for unit in units(r, c):
        for d in range(1, n + 1):
            groups.append([var(cell, d) for cell in unit])
    for g in groups:
        clauses.append(" ".join(map(str, g)))
        for i, a in enumerate(g):
            for b in g[i + 1 :]:
                clauses.append(f"-{a} -{b}")
    for cell, d in enumerate(cells):
        if d:
            clauses.append(str(var(cell, d)))
    return f"p cnf {n * n * n} {len(clauses)}\n" + " 0\n".join(clauses) + " 0\n"


def run_limited(argv, cpu_limit, stdin=None):
    """Runs argv under a CPU limit of cpu_limit seconds (prlimit; killed after three times as
    long in wall time): seconds from start to exit, its standard output and error ("" and ""
    when killed)."""
    start = time.perf_counter()
    try:
        out = subprocess.run(["prlimit", f"--cpu={cpu_limit}"] + argv, input=stdin,
                             capture_output=True, text=True, timeout=cpu_limit * 3 + 5)
        stdout, stderr = out.stdout, out.stderr
    except subprocess.TimeoutExpired:
        stdout, stderr = "", ""
    return time.perf_counter() - start, stdout, stderr


def run_sat(cmd, path, cpu_limit):
    """Seconds from start to exit, and whether it said SATISFIABLE in time."""
    elapsed, stdout, stderr = run_limited(cmd + [path], cpu_limit)
    text = stdout + stderr
    sat = "UNSATISFIABLE" not in text and (
        "SATISFIABLE" in text or "s SATISFIABLE" in text
    )
    return elapsed, sat


# Gecode's own measure of model building and search, without its process start (the
# process time where it was stopped at the CPU limit).
INSIDE = "gecode (timed inside)"
GECODE_SRC = os.path.join(HERE, "c", "gecode_sudoku.cpp")
GECODE_LIBS = ["-lgecodesearch", "-lgecodeminimodel", "-lgecodeint", "-lgecodekernel",
               "-lgecodesupport"]


def build_gecode():
    """Path of the Gecode model built into build/ (rebuilt when its source is newer), or None
    after saying why it is skipped."""
    if not os.path.exists("/usr/include/gecode/int.hh") or not shutil.which("g++"):
        print("\nskipped: Gecode (libgecode-dev) not installed (or no g++): no Gecode column")
        return None
    out_dir = os.path.join(os.path.dirname(HERE), "build")
    os.makedirs(out_dir, exist_ok=True)
    exe = os.path.join(out_dir, "gecode_sudoku")
    if os.path.exists(exe) and os.path.getmtime(exe) >= os.path.getmtime(GECODE_SRC):
        return exe
    cmd = ["g++", "-O2", "-o", exe, GECODE_SRC] + GECODE_LIBS
    res = subprocess.run(cmd, capture_output=True, text=True)
    if res.returncode != 0:
        print(f"\nskipped: Gecode: {' '.join(cmd)} failed:\n{res.stderr[-2000:]}")
        return None
    return exe


def run_gecode(exe, cells, cpu_limit):
    """Seconds from start to exit, the grid it printed (None when it did not finish in time,
    [] for "none"), and the milliseconds of search it measured itself (None if killed)."""
    line = "".join(SYMBOLS[d - 1] if d else "." for d in cells) + "\n"
    elapsed, text, err = run_limited([exe], cpu_limit, stdin=line)
    text = text.strip()
    inside = float(err.split()[-1]) if err.startswith("nodes ") else None
    if text == "none":
        return elapsed, [], inside
    if len(text) == len(cells):
        return elapsed, [SYMBOLS.index(ch) + 1 if ch in SYMBOLS else 0 for ch in text], inside
    return elapsed, None, inside


def valid(r, givens, grid):
    """Whether grid is a solution of givens (a box of r x r)."""
    n = r * r
    if len(grid) != n * n or any(g and g != v for g, v in zip(givens, grid)):
        return False
    return valid_shape(r, r, grid)


def valid_shape(r, c, grid):
    """Whether grid is a complete valid grid with boxes of r x c."""
    n = r * c
    return len(grid) == n * n and all(
        sorted(grid[i] for i in unit) == list(range(1, n + 1)) for unit in units(r, c))


def ours(lib, fn, r, c, cells):
    n2 = len(cells)
    buf = (ctypes.c_int * n2)(*cells)
    guesses = ctypes.c_ulong(0)
    start = time.perf_counter()
    status = fn(r, c, buf, ctypes.c_ulong(DEFAULT_GUESSES), ctypes.byref(guesses))
    elapsed = time.perf_counter() - start
    return elapsed, status == SUDOKU_OK, guesses.value, list(buf)


def summary(label, times, solved, total):
    done = [t for t, ok in zip(times, solved) if ok]
    med = statistics.median(times) if times else float("nan")
    worst = max(done) if done else float("nan")
    print(
        f"  {label:<34} {sum(solved):>3}/{total:<3} median {med * 1e3:>10.3f} ms"
        f"   slowest solved {worst * 1e3:>10.3f} ms"
    )
    return med


def bench_solve(lib, per_set, per_set_25, cpu_limit):
    """Prints the solve table; returns the number of wrong answers."""
    any_fn = bounded(lib.sudoku_solve_any_bounded_n)
    first_fn = bounded(lib.sudoku_solve_bounded_n)
    sat_solvers = [s for s in ("minisat", "picosat") if shutil.which(s)]
    gecode = build_gecode()
    peers = sat_solvers + (["gecode", INSIDE] if gecode else [])
    wrong = 0
    sets = [("gecode_16x16.txt", 4, lambda: read_set("gecode_16x16.txt", 16)[:per_set]),
            ("generated 16x16, 115 clues", 4, lambda: generated(lib, 4, 115, min(per_set, 20))),
            ("gecode_25x25.txt", 5, lambda: read_set("gecode_25x25.txt", 25)[:per_set_25])]
    for name, r, make in sets:
        n = r * r
        puzzles = make()
        if not puzzles:
            print(f"\n{name}: no puzzle asked for (--per-set / --per-set-25 0), skipped")
            continue
        print(f"\n== solve: {name} ({len(puzzles)} puzzles of {n} x {n}; budget "
              f"{DEFAULT_GUESSES} guesses, SAT and Gecode CPU limit {cpu_limit} s)")
        rows = {k: ([], []) for k in ["libsudoku solve_any", "libsudoku solve (row-major first)"]
                + peers}
        guesses, differ = [], []
        with tempfile.TemporaryDirectory() as tmp:
            for i, p in enumerate(puzzles):
                solved_any, answers = True, {}
                for label, fn in (("libsudoku solve_any", any_fn),
                                  ("libsudoku solve (row-major first)", first_fn)):
                    if not solved_any:
                        # Out of solve_any's budget: the row-major-first search, which
                        # needs the same proof of uniqueness, is not run (its whole budget
                        # takes up to half a minute at 25 x 25); counted as not solved.
                        rows[label][0].append(rows["libsudoku solve_any"][0][-1])
                        rows[label][1].append(False)
                        continue
                    t, ok, g, grid = ours(lib, fn, r, r, p)
                    solved_any = ok
                    rows[label][0].append(t)
                    rows[label][1].append(ok)
                    if ok:
                        answers[label] = grid
                    if fn is any_fn:
                        guesses.append(g)
                path = os.path.join(tmp, f"{i}.cnf")
                with open(path, "w") as f:
                    f.write(cnf(r, r, p))
                for s in sat_solvers:
                    cmd = [s, f"-cpu-lim={cpu_limit}"] if s == "minisat" else [s]
                    t, ok = run_sat(cmd, path, cpu_limit)
                    rows[s][0].append(t)
                    rows[s][1].append(ok)
                if gecode:
                    t, grid, ms = run_gecode(gecode, p, cpu_limit)
                    rows["gecode"][0].append(t)
                    rows["gecode"][1].append(bool(grid))
                    rows[INSIDE][0].append(ms / 1e3 if ms is not None else t)
                    rows[INSIDE][1].append(bool(grid))
                    if grid == [] and answers:
                        print(f"  WRONG: Gecode says no solution to puzzle {i + 1}, "
                              "libsudoku found one")
                        wrong += 1
                    elif grid:
                        answers["gecode"] = grid
                for label, grid in answers.items():
                    if not valid(r, p, grid):
                        print(f"  WRONG: {label}'s answer to puzzle {i + 1} is not a solution")
                        wrong += 1
                ref = answers.get("libsudoku solve_any")
                if ref and "gecode" in answers and answers["gecode"] != ref:
                    differ.append(i + 1)
        meds = {}
        for label, (times, solved) in rows.items():
            meds[label] = summary(label, times, solved, len(puzzles))
        print(f"  solve_any guesses: median {statistics.median(guesses):.0f}, "
              f"max {max(guesses)}")
        if gecode:
            print(f"  gecode's answers unlike libsudoku's (both valid: more than one solution):"
                  f" {len(differ)}" + (f" (puzzles {differ})" if differ else ""))
        base = meds["libsudoku solve_any"]
        for s in peers:
            print(f"  {s} median / libsudoku solve_any median: {meds[s] / base:.1f}x")
    return wrong


def bounded(fn):
    """fn, a `sudoku_solve_*_bounded_n` of the library, with its argument types."""
    fn.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.c_ulong,
                   ctypes.POINTER(ctypes.c_ulong)]
    fn.restype = ctypes.c_int
    return fn


def bench_empty(lib):
    """The empty grid of every shape by solve_any (issue: each under 10 ms)."""
    fn = bounded(lib.sudoku_solve_any_bounded_n)
    shapes = [(r, c) for r in range(2, 13) for c in range(2, 13) if 4 <= r * c <= 25]
    print(f"\n== empty grids: sudoku_solve_any_bounded_n on the empty grid of all {len(shapes)} "
          "shapes, best of 3")
    times, row = [], []
    for r, c in shapes:
        best = min(ours(lib, fn, r, c, [0] * (r * c) ** 2)[0] for _ in range(3))
        _, ok, g, grid = ours(lib, fn, r, c, [0] * (r * c) ** 2)
        if not ok or not valid_shape(r, c, grid):
            print(f"  WRONG: the empty {r}x{c} grid gave no valid solution")
            return 1
        times.append((best, r, c, g))
        row.append(f"{r}x{c} {best * 1e3:.2f}")
    print("  ms: " + ", ".join(row))
    best, r, c, g = max(times, key=lambda x: x[0])
    print(f"  slowest: boxes {r}x{c}, {best * 1e3:.2f} ms ({g} guesses)")
    return 0


def bench_generate(lib, k, with_solo=True):
    fn = lib.sudoku_generate_n
    fn.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_uint64, ctypes.c_void_p,
                   ctypes.POINTER(ctypes.c_int)]
    fn.restype = ctypes.c_int
    solo = shutil.which("sgt-solo") or ("/usr/games/sgt-solo"
                                        if os.access("/usr/games/sgt-solo", os.X_OK) else None)
    solo = solo if with_solo else None
    print(f"\n== generate: {k} puzzles a size, default options, wall time per puzzle")
    for r in (4, 5):
        n = r * r
        times, ok = [], 0
        for seed in range(1, k + 1):
            buf = (ctypes.c_int * (n * n))()
            start = time.perf_counter()
            status = fn(r, r, seed, None, buf)
            times.append(time.perf_counter() - start)
            ok += status == SUDOKU_OK
        med = statistics.median(times)
        line = (f"  {n}x{n}: libsudoku {ok}/{k} made, median {med * 1e3:.1f} ms, "
                f"max {max(times) * 1e3:.1f} ms")
        if solo:
            start = time.perf_counter()
            out = subprocess.run([solo, "--generate", str(k), f"{r}x{r}"],
                                 capture_output=True, text=True)
            per = (time.perf_counter() - start) / k
            made = len(out.stdout.split())
            line += f"; Solo {made}/{k} made, {per * 1e3:.1f} ms each ({per / med:.1f}x ours)"
        print(line)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("lib")
    ap.add_argument("--per-set", type=int, default=1000, help="16 x 16 puzzles")
    ap.add_argument("--per-set-25", type=int, default=6, help="25 x 25 puzzles")
    ap.add_argument("--cpu-limit", type=int, default=10)
    ap.add_argument("--generate", type=int, default=5)
    ap.add_argument("--no-solo", action="store_true",
                    help="generation without Solo (whose 25 x 25 can take 15 s)")
    a = ap.parse_args()
    lib = ctypes.CDLL(os.path.abspath(a.lib))
    wrong = bench_solve(lib, a.per_set, a.per_set_25, a.cpu_limit)
    wrong += bench_empty(lib)
    if a.generate > 0:
        bench_generate(lib, a.generate, not a.no_solo)
    if wrong:
        print(f"\nFAILED: {wrong} wrong answer(s) (see WRONG above)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
