#!/usr/bin/env python3
"""`make bench-sizes` (second part): libsudoku against a SAT solver and Simon Tatham's Solo
on 16 x 16 and 25 x 25, in one run on this machine.

Solving: the published instances in bench/data (Gecode's example: 55 of 16 x 16, 18 minimal
25 x 25 of Alain Frisch), each solved by libsudoku (`sudoku_solve_any_bounded_n` and the
row-major-first `sudoku_solve_bounded_n`, default budget, through ctypes: microseconds of
call overhead) and by minisat and picosat on the plain CNF encoding (a variable per cell and
digit; every cell, and every digit in every row, column and box, exactly once, at-most-one
pairwise; the givens as unit clauses), each solver process timed from start to exit with a
CPU limit. Generating: `sudoku_generate_n` with default options against
`sgt-solo --generate K RxC` (Solo's default difficulty for the size), wall time per puzzle.

Usage: sizes_peers.py LIBSUDOKU_SO [--per-set N] [--per-set-25 N] [--cpu-limit S] [--generate K]
"""

import argparse
import ctypes
import os
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


def run_sat(cmd, path, cpu_limit):
    """Seconds from start to exit, and whether it said SATISFIABLE in time."""
    start = time.perf_counter()
    try:
        out = subprocess.run(
            ["prlimit", f"--cpu={cpu_limit}"] + cmd + [path],
            capture_output=True,
            text=True,
            timeout=cpu_limit * 3 + 5,
        )
        text = out.stdout + out.stderr
    except subprocess.TimeoutExpired:
        text = ""
    elapsed = time.perf_counter() - start
    sat = "UNSATISFIABLE" not in text and (
        "SATISFIABLE" in text or "s SATISFIABLE" in text
    )
    return elapsed, sat


def ours(lib, fn, r, c, cells):
    n2 = len(cells)
    buf = (ctypes.c_int * n2)(*cells)
    guesses = ctypes.c_ulong(0)
    start = time.perf_counter()
    status = fn(r, c, buf, ctypes.c_ulong(DEFAULT_GUESSES), ctypes.byref(guesses))
    elapsed = time.perf_counter() - start
    return elapsed, status == SUDOKU_OK, guesses.value


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
    any_fn = lib.sudoku_solve_any_bounded_n
    first_fn = lib.sudoku_solve_bounded_n
    for fn in (any_fn, first_fn):
        fn.argtypes = [
            ctypes.c_int,
            ctypes.c_int,
            ctypes.POINTER(ctypes.c_int),
            ctypes.c_ulong,
            ctypes.POINTER(ctypes.c_ulong),
        ]
        fn.restype = ctypes.c_int
    sat_solvers = [s for s in ("minisat", "picosat") if shutil.which(s)]
    for name, r in (("gecode_16x16.txt", 4), ("gecode_25x25.txt", 5)):
        n = r * r
        puzzles = read_set(name, n)[: per_set if r == 4 else per_set_25]
        print(f"\n== solve: {name} ({len(puzzles)} puzzles of {n} x {n}; budget "
              f"{DEFAULT_GUESSES} guesses, SAT CPU limit {cpu_limit} s)")
        rows = {k: ([], []) for k in ["libsudoku solve_any", "libsudoku solve (row-major first)"]
                + sat_solvers}
        guesses = []
        with tempfile.TemporaryDirectory() as tmp:
            for i, p in enumerate(puzzles):
                solved_any = True
                for label, fn in (("libsudoku solve_any", any_fn),
                                  ("libsudoku solve (row-major first)", first_fn)):
                    if not solved_any:
                        # Out of solve_any's budget: the row-major-first search, which
                        # needs the same proof of uniqueness, is not run (its whole budget
                        # takes up to half a minute at 25 x 25); counted as not solved.
                        rows[label][0].append(rows["libsudoku solve_any"][0][-1])
                        rows[label][1].append(False)
                        continue
                    t, ok, g = ours(lib, fn, r, r, p)
                    solved_any = ok
                    rows[label][0].append(t)
                    rows[label][1].append(ok)
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
        meds = {}
        for label, (times, solved) in rows.items():
            meds[label] = summary(label, times, solved, len(puzzles))
        print(f"  solve_any guesses: median {statistics.median(guesses):.0f}, "
              f"max {max(guesses)}")
        base = meds["libsudoku solve_any"]
        for s in sat_solvers:
            print(f"  {s} median / libsudoku solve_any median: {meds[s] / base:.1f}x")


def bench_generate(lib, k):
    fn = lib.sudoku_generate_n
    fn.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_uint64, ctypes.c_void_p,
                   ctypes.POINTER(ctypes.c_int)]
    fn.restype = ctypes.c_int
    solo = shutil.which("sgt-solo") or ("/usr/games/sgt-solo"
                                        if os.access("/usr/games/sgt-solo", os.X_OK) else None)
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
    a = ap.parse_args()
    lib = ctypes.CDLL(os.path.abspath(a.lib))
    bench_solve(lib, a.per_set, a.per_set_25, a.cpu_limit)
    if a.generate > 0:
        bench_generate(lib, a.generate)


if __name__ == "__main__":
    sys.exit(main())
