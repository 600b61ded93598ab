"""libsudoku from Python: solve, count and check Sudoku grids with the C library.

>>> import sudoku
>>> text = "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
>>> print(sudoku.solve(text).boxed(), end="")
3 1 6  | 5 7 8  | 4 9 2
5 2 9  | 1 3 4  | 7 6 8
4 8 7  | 6 2 9  | 5 3 1
-------+--------+------
2 6 3  | 4 1 5  | 9 8 7
9 7 4  | 8 6 3  | 1 2 5
8 5 1  | 7 9 2  | 6 4 3
-------+--------+------
1 3 8  | 9 4 7  | 2 5 6
6 9 2  | 3 5 1  | 8 7 4
7 4 5  | 2 8 6  | 3 1 9

Statuses of the C API are exceptions, all subclasses of `sudoku.Error`. `solve_many` solves a
whole list in one call of the library, without holding the GIL. `hint`, `rate`, `path`,
`mistakes` and `candidates` explain a puzzle step by step as a person solves it; `generate`
makes puzzles of a chosen level and `transform` shuffles one into another.
"""

from ._batch import Solutions, read_puzzles, solve_many
from ._core import (
    BadOptions,
    BatchError,
    Conflict,
    Error,
    Grid,
    GridLike,
    InvalidGrid,
    InvalidValue,
    LimitReached,
    MultipleSolutions,
    NoSolution,
    NotExplained,
    ParseError,
    Unsupported,
    WrongEntry,
    count_solutions,
    solve,
    solve_any,
    solve_unique,
    validate,
    version,
)
from ._explain import (
    Candidate,
    ChainNode,
    CrossedOut,
    Level,
    LevelName,
    Mistake,
    Rating,
    Step,
    Technique,
    candidates,
    hint,
    mistakes,
    path,
    rate,
)
from ._generate import LEVELS, Symmetry, generate, generate_solution, transform

__all__ = [
    "BadOptions",
    "BatchError",
    "Candidate",
    "candidates",
    "ChainNode",
    "Conflict",
    "count_solutions",
    "CrossedOut",
    "Error",
    "generate",
    "generate_solution",
    "Grid",
    "GridLike",
    "hint",
    "InvalidGrid",
    "InvalidValue",
    "Level",
    "LEVELS",
    "LevelName",
    "LimitReached",
    "Mistake",
    "mistakes",
    "MultipleSolutions",
    "NoSolution",
    "NotExplained",
    "ParseError",
    "path",
    "rate",
    "Rating",
    "read_puzzles",
    "Solutions",
    "solve",
    "solve_many",
    "solve_any",
    "solve_unique",
    "Step",
    "Symmetry",
    "Technique",
    "transform",
    "Unsupported",
    "validate",
    "version",
    "WrongEntry",
]
__version__ = version()

# The public classes are `sudoku.X` wherever they are defined: a traceback prints
# `sudoku.ParseError`, a repr, pickle and the documentation say `sudoku.Grid`.
for _name in __all__:
    _obj = globals()[_name]
    if isinstance(_obj, type):
        _obj.__module__ = __name__
del _name, _obj
