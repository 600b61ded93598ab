"""The generator from Python: a puzzle with one solution for a seed (`generate`), a seed's
complete grid (`generate_solution`) and a seed's shuffle of a grid (`transform`). The same
seed and options give the same grid with every build of the library's version."""

from __future__ import annotations

from enum import IntEnum

from ._core import Grid, GridLike, _check, _read_c_grid
from ._explain import Level, LevelName
from ._native import ffi, lib

__all__ = ["Symmetry", "LEVELS", "generate", "generate_solution", "transform"]

LEVELS: tuple[LevelName, ...] = ("any", "easy", "medium", "hard", "fiendish", "diabolical")
"""The level names `generate` takes: ``"any"``, ``"easy"`` to ``"diabolical"``."""


class Symmetry(IntEnum):
    """The pattern of a generated puzzle's givens, numbered as ``SUDOKU_SYMMETRY_*``."""

    NONE = 0
    ROTATE_180 = 1
    ROTATE_90 = 2
    MIRROR_LEFT_RIGHT = 3
    MIRROR_TOP_BOTTOM = 4
    BOTH_DIAGONALS = 5


_U64 = 2**64


def _seed(seed: int) -> int:
    if not 0 <= seed < _U64:
        raise ValueError("a seed is an int from 0 to 2**64 - 1")
    return seed


def generate(
    seed: int,
    level: Level | LevelName | int = Level.ANY,
    symmetry: Symmetry | int = Symmetry.NONE,
    minimal: bool = False,
    min_clues: int | None = None,
    max_clues: int | None = None,
    max_attempts: int | None = None,
) -> Grid:
    """The puzzle of `seed`: exactly one solution, at `level` (a `Level`, its number, or one
    of the names of `LevelName`: ``"any"``, ``"easy"`` to ``"diabolical"``), its givens in
    the pattern of `symmetry`, between `min_clues` and `max_clues` givens, and `minimal` (no
    given can go without a second solution appearing) if asked. Raises `ValueError` for a
    level that is none of those (naming them), `BadOptions` (options that cannot be met),
    `LimitReached` (`max_attempts` solution grids, 1000 by default, tried in vain),
    `Unsupported` (a level the library cannot rate yet).

    >>> generate(0) == generate(0)
    True
    """
    options = ffi.new("sudoku_generate_options *")
    options.size = ffi.sizeof("sudoku_generate_options")
    options.level = Level.of(level)
    options.symmetry = Symmetry(symmetry)
    options.minimal = 1 if minimal else 0
    for name, value in (("min_clues", min_clues), ("max_clues", max_clues)):
        if value is not None:
            if not 0 <= value <= 81:
                raise ValueError(f"{name} must be from 0 to 81")
            setattr(options, name, value)
    if max_attempts is not None:
        if not 1 <= max_attempts < 2**32:
            raise ValueError("max_attempts must be from 1 to 2**32 - 1")
        options.max_attempts = max_attempts
    grid = ffi.new("int[9][9]")
    _check(lib.sudoku_generate(_seed(seed), options, grid))
    return Grid._of(_read_c_grid(grid))


def generate_solution(seed: int) -> Grid:
    """The complete grid of `seed`: the solution of `generate(seed)`'s first attempt."""
    grid = ffi.new("int[9][9]")
    _check(lib.sudoku_generate_solution(_seed(seed), grid))
    return Grid._of(_read_c_grid(grid))


def transform(seed: int, grid: GridLike) -> Grid:
    """`grid` shuffled by the transformation of `seed` (digits relabelled, rows and columns
    permuted within bands and stacks, bands and stacks permuted, maybe a transposition): as
    many givens and solutions as `grid`. Raises `Conflict`, `InvalidValue`."""
    puzzle = Grid(grid)
    s = _seed(seed)
    return puzzle._answer_of(lambda cells: lib.sudoku_transform(s, cells))
