"""Puzzles solved per second from Python: libsudoku one call per puzzle, its batch function,
the library's own rate in C in the same run, and Python Sudoku packages from the index.

    make bench-python                      # builds what it needs, then runs this
    python python/bench.py [--rounds N] [--peer-python PY] [--solve-file EXE] DATA

DATA is the folder of the puzzle sets (../shared/data). Each figure is the best of N rounds
of processor time around the calls (as examples/solve_file.c times its own, so that other
programs on a shared machine do not count), the puzzles already in memory as strings. The
peers run in their own Python (PY, a virtual environment that has them: py-sudoku installs
a module named `sudoku` too), one call per puzzle, for at most PEER_SECONDS a set; every
answer is compared with libsudoku's.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time

SETS = ("17_clue", "top1465")
PEER_SECONDS = 5.0

# How each peer solves one 81-character puzzle ('.' for empty) into an 81-digit string.
PEERS = {
    "rustoku": (
        "import rustoku",
        lambda p: __import__("rustoku").solve(p),
    ),
    "sudoku-solver-rs": (
        "import sudoku_solver_rs",
        lambda p: __import__("sudoku_solver_rs").from_str_line(p),
    ),
    "lib-sudoku": (
        "import lib_sudoku",
        lambda p: "".join(
            map(
                str,
                __import__("lib_sudoku").solve(bytearray(0 if c == "." else int(c) for c in p)),
            )
        ),
    ),
    "py-sudoku": (
        "from sudoku import Sudoku",
        lambda p: _py_sudoku(p),
    ),
    "dlxsudoku": (
        "import dlxsudoku",
        lambda p: _dlx(p),
    ),
}


def _py_sudoku(p: str) -> str:
    from sudoku import Sudoku  # py-sudoku's module, in the peers' Python

    board = [[0 if c == "." else int(c) for c in p[i : i + 9]] for i in range(0, 81, 9)]
    return "".join(str(d) for row in Sudoku(3, 3, board=board).solve().board for d in row)


def _dlx(p: str) -> str:
    import dlxsudoku

    s = dlxsudoku.Sudoku(p.replace(".", "0"))
    s.solve()
    return s.to_oneliner()


def best(rounds: int, run) -> float:  # type: ignore[no-untyped-def]
    """The shortest of `rounds` timings of `run()`, in seconds."""
    times = []
    for _ in range(rounds):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return min(times)


def peer_main(name: str, path: str) -> int:
    lines = [line.strip() for line in open(path, encoding="utf-8")]
    puzzles = [line for line in lines if line and not line.startswith("#")]
    solve = PEERS[name][1]
    answers: list[str] = []
    start = time.process_time()
    try:
        for p in puzzles:
            answers.append(str(solve(p)))
            if time.process_time() - start > PEER_SECONDS:
                break
    except Exception as e:  # a peer that fails is reported, not fatal to the benchmark
        print(json.dumps({"error": f"{type(e).__name__}: {e}", "done": len(answers)}))
        return 0
    seconds = time.process_time() - start
    print(json.dumps({"seconds": seconds, "answers": answers}))
    return 0


def c_rate(solve_file: str, path: str) -> float | None:
    """examples/solve_file.c's own figure: processor time of its sudoku_solve calls."""
    if not os.path.exists(solve_file):
        return None
    out = subprocess.run([solve_file, path], capture_output=True, text=True).stdout
    m = re.search(r"([\d.]+) puzzles/s", out)
    return float(m.group(1)) if m else None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("data")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--peer-python", help="a Python that has the peers installed")
    ap.add_argument("--solve-file", default="build/solve_file")
    ap.add_argument("--peer", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.peer:
        return peer_main(args.peer, args.data)

    import sudoku
    from sudoku._native import ffi, lib

    print(f"libsudoku {sudoku.version()}, Python {sys.version.split()[0]}, best of {args.rounds}")
    for name in SETS:
        path = os.path.join(args.data, f"{name}.txt")
        if not os.path.exists(path):
            print(f"SKIPPED: {path} is missing")
            continue
        puzzles = sudoku.read_puzzles(path)
        n = len(puzzles)
        reference = list(sudoku.solve_many(puzzles))
        records = "".join(puzzles).encode()
        statuses = ffi.new("int[]", n)

        def batch_call_alone() -> None:
            buffer = bytearray(records)  # copied before the clock starts in the C figure
            pointer = ffi.from_buffer(buffer)
            start = time.process_time()
            lib.sudoku_solve_batch(pointer, n, statuses)
            timings.append(time.process_time() - start)

        timings: list[float] = []
        for _ in range(args.rounds):
            batch_call_alone()
        c_batch = n / min(timings)
        rows = [("C: sudoku_solve_batch, the call alone", n, c_batch)]
        c_file = c_rate(args.solve_file, path)
        if c_file:
            rows.append(("C: examples/solve_file.c (sudoku_solve per puzzle)", n, c_file))
        rate = n / best(args.rounds, lambda: sudoku.solve_many(puzzles))
        rows.append(("Python: solve_many (one call)", n, rate))
        rows.append(
            (
                "Python: solve_many, every answer made a str",
                n,
                n / best(args.rounds, lambda: list(sudoku.solve_many(puzzles))),
            )
        )
        rows.append(
            (
                "Python: solve per puzzle (str(sudoku.solve(p)))",
                n,
                n / best(args.rounds, lambda: [str(sudoku.solve(p)) for p in puzzles]),
            )
        )
        notes = []
        for peer in PEERS if args.peer_python else ():
            out = subprocess.run(
                [args.peer_python, __file__, "--peer", peer, path],
                capture_output=True,
                text=True,
            )
            try:
                result = json.loads(out.stdout.strip().splitlines()[-1])
            except (IndexError, json.JSONDecodeError):
                notes.append(f"{peer}: did not run ({out.stderr.strip().splitlines()[-1:]})")
                continue
            if "error" in result:
                notes.append(f"{peer}: failed after {result['done']} puzzles: {result['error']}")
                continue
            answers = result["answers"]
            wrong = sum(1 for a, r in zip(answers, reference) if a != r)
            label = f"peer: {peer}, one call per puzzle"
            if wrong:
                label += f" ({wrong} answers differ)"
            rows.append((label, len(answers), len(answers) / result["seconds"]))

        print(f"\n{name}: {n} puzzles")
        print("| what | puzzles | puzzles/s | of the C batch rate |")
        print("|---|---:|---:|---:|")
        for label, count, rate in rows:
            print(f"| {label} | {count} | {rate:,.0f} | {rate / c_batch:.3f} |")
        for note in notes:
            print(f"- {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
