#!/usr/bin/env python3
"""Solves a Sudoku through libsudoku.so from Python, with ctypes and nothing else.

    python3 examples/solve.py [PUZZLE]

PUZZLE is 81 cells (1-9 for givens, '.' or 0 for empty cells; white space and | - + are
skipped). Without it, the textbook grid is solved. The answer is printed as nine lines of
digits. On a bad or unsolvable puzzle the library's message goes to standard error and the
exit status is 1.

The library is found through $SUDOKU_LIB (the path of libsudoku.so), else $SUDOKU_LIB_DIR
(its folder), else target/release beside this folder (what `cargo build --release` leaves).
"""

import ctypes
import os
import sys

TEXTBOOK = "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."

# `int grid[9][9]`: a C parameter `int (*grid)[9]` takes a pointer to its first row.
Row = ctypes.c_int * 9
Grid = Row * 9
GridPtr = ctypes.POINTER(Row)


def library_path():
    """The path of libsudoku.so, from the environment or the build folder."""
    if os.environ.get("SUDOKU_LIB"):
        return os.environ["SUDOKU_LIB"]
    here = os.path.dirname(os.path.abspath(__file__))
    folder = os.environ.get("SUDOKU_LIB_DIR") or os.path.join(here, "..", "target", "release")
    return os.path.join(folder, "libsudoku.so")


def load():
    """Loads the library and declares the signatures of `include/sudoku.h` that we use."""
    lib = ctypes.CDLL(library_path())
    lib.sudoku_parse.argtypes = [ctypes.c_char_p, GridPtr]
    lib.sudoku_parse.restype = ctypes.c_int
    lib.sudoku_solve.argtypes = [GridPtr]
    lib.sudoku_solve.restype = ctypes.c_int
    lib.sudoku_count_solutions.argtypes = [GridPtr, ctypes.c_uint, ctypes.POINTER(ctypes.c_uint)]
    lib.sudoku_count_solutions.restype = ctypes.c_int
    lib.sudoku_status_message.argtypes = [ctypes.c_int]
    lib.sudoku_status_message.restype = ctypes.c_char_p
    return lib


def main(argv):
    if len(argv) > 2:
        sys.stderr.write("usage: solve.py [PUZZLE]\n")
        return 2
    text = argv[1] if len(argv) == 2 else TEXTBOOK
    try:
        lib = load()
    except OSError as e:
        sys.stderr.write(f"cannot load libsudoku: {e}\n"
                         "build it with `cargo build --release`, or set SUDOKU_LIB\n")
        return 2

    def fail(status):
        sys.stderr.write(lib.sudoku_status_message(status).decode() + "\n")
        return 1

    grid = Grid()
    status = lib.sudoku_parse(text.encode(), grid)
    if status != 0:
        return fail(status)
    count = ctypes.c_uint(0)
    status = lib.sudoku_count_solutions(grid, 2, ctypes.byref(count))
    if status != 0:
        return fail(status)
    status = lib.sudoku_solve(grid)
    if status != 0:
        return fail(status)
    for row in grid:
        print(" ".join(str(d) for d in row))
    if count.value > 1:
        print("(one of several solutions: the first in row-major order)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
