"""The Python face of libsudoku's C API: `Grid`, the solving functions, errors as exceptions.

Every rule (what text reads, which values and givens are legal, which solution is first) is
the C library's: this module converts, calls, and maps statuses to exceptions.
"""

from __future__ import annotations

import struct
from typing import Any, Iterable, Sequence, Union

from ._native import ffi, lib

__all__ = [
    "Error",
    "InvalidGrid",
    "InvalidValue",
    "Conflict",
    "ParseError",
    "NoSolution",
    "MultipleSolutions",
    "LimitReached",
    "WrongEntry",
    "NotExplained",
    "BadOptions",
    "Unsupported",
    "BatchError",
    "Grid",
    "GridLike",
    "solve",
    "solve_any",
    "solve_unique",
    "count_solutions",
    "validate",
    "version",
]

OK: int = lib.SUDOKU_OK


class Error(Exception):
    """Any failure the library reports: `status` is the C status number, `reason` the
    library's sentence for it (`sudoku_status_message`)."""

    def __init__(self, status: int, reason: str | None = None) -> None:
        self.status = status
        self.reason = reason if reason is not None else message(status)
        super().__init__(self.reason)


class InvalidGrid(Error, ValueError):
    """The input is not a grid the library takes: see the subclasses. A `ValueError` too, as
    Python's own parsers raise (``except ValueError`` catches it)."""


class InvalidValue(InvalidGrid):
    """A cell holds a value other than 0 (empty) or 1 to 9."""


class Conflict(InvalidGrid):
    """A digit is given twice in a row, column or box."""


class ParseError(InvalidGrid):
    """The text is not 81 cells of `1`-`9`, `0` or `.` (or a list is not 9 rows of 9); the
    message says what was found: how many cells, or the character that is not one."""


class NoSolution(Error):
    """The givens are legal but no grid completes them."""


class MultipleSolutions(Error):
    """More than one grid completes the givens (`solve_unique`)."""


class LimitReached(Error):
    """The search needed more guesses than allowed."""


class WrongEntry(Error):
    """An entry or a crossed-out candidate contradicts the puzzle's solution (`hint`;
    `mistakes` tells which)."""


class NotExplained(Error):
    """No technique of the explainer finds the next step (`hint`, `rate`, `path`)."""


class BadOptions(Error):
    """The generator's options are invalid or cannot be met (`generate`)."""


class Unsupported(Error):
    """This build of the library cannot do what was asked (`generate` with a level, before
    the library rates the puzzles it makes)."""


class BatchError(Error):
    """Some puzzles of a batch failed. `errors` maps each failed puzzle's index to its error;
    `solutions` holds every answer, `None` where the puzzle failed."""

    def __init__(self, errors: dict[int, Error], solutions: list[str | None]) -> None:
        self.errors = errors
        self.solutions = solutions
        first, error = next(iter(errors.items()))
        super().__init__(
            error.status, f"{len(errors)} of {len(solutions)} puzzles failed; #{first}: {error}"
        )


# Status number -> exception class; a status the package does not know is a plain `Error`.
_ERRORS: dict[int, type[Error]] = {
    lib.SUDOKU_NO_SOLUTION: NoSolution,
    lib.SUDOKU_MULTIPLE_SOLUTIONS: MultipleSolutions,
    lib.SUDOKU_INVALID_VALUE: InvalidValue,
    lib.SUDOKU_CONFLICT: Conflict,
    lib.SUDOKU_PARSE_ERROR: ParseError,
    lib.SUDOKU_LIMIT_REACHED: LimitReached,
    lib.SUDOKU_WRONG_ENTRY: WrongEntry,
    lib.SUDOKU_NOT_EXPLAINED: NotExplained,
    lib.SUDOKU_BAD_OPTIONS: BadOptions,
    lib.SUDOKU_UNSUPPORTED: Unsupported,
}


def message(status: int) -> str:
    """The library's sentence for a status number, known or not."""
    return _c_string(lib.sudoku_status_message(status))


def _c_string(pointer: Any) -> str:
    """A static C string of the library (a name, a message, the version) as `str`."""
    return str(ffi.string(pointer).decode())


def error(status: int) -> Error:
    """The exception for a failing status."""
    return _ERRORS.get(status, Error)(status)


def _check(status: int) -> None:
    if status != OK:
        raise error(status)


def version() -> str:
    """The C library's version, such as ``"0.1.0"``."""
    return _c_string(lib.sudoku_version())


# Cell values 0-9 <-> the one-line text ('.' for empty), both ways at C speed.
_TO_TEXT = bytes.maketrans(bytes(range(10)), b".123456789")
_CELLS81 = struct.Struct("81i")

GridLike = Union["Grid", str, bytes, Sequence[Sequence[int]]]
"""What every function takes: a `Grid`, text (81 cells or the boxed layout), or 9 rows of 9
ints."""


class Grid:
    """A 9x9 grid of cells 0 (empty) to 9.

    Made from text (81 cells of ``1``-``9`` for givens, ``0`` or ``.`` for empty; white space
    and ``|``, ``-``, ``+`` are skipped, so the boxed layout reads back), from 9 rows of 9
    ints, or from another `Grid`. Values are checked on creation (`InvalidValue`,
    `ParseError`, both `ValueError`s); repeated givens are not, so that a grid being typed can
    hold them: `validate` checks them. Anything else (`None`, a number) is a `TypeError`.
    Immutable and hashable.

    >>> g = Grid(
    ...     "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
    ... )
    >>> g.solve().cells[0]
    (3, 1, 6, 5, 7, 8, 4, 9, 2)
    """

    __slots__ = ("_cells",)
    _cells: bytes  # 81 values 0-9, row by row

    def __init__(self, source: GridLike) -> None:
        if isinstance(source, Grid):
            self._cells = source._cells
        elif isinstance(source, (str, bytes)):
            self._cells = _parse(source)
        elif isinstance(source, Iterable):
            self._cells = _from_rows(source)
        else:
            raise TypeError(
                f"a grid is a Grid, text or 9 rows of 9 ints, not {type(source).__name__}"
            )

    @classmethod
    def _of(cls, cells: bytes) -> Grid:
        grid = cls.__new__(cls)
        grid._cells = cells
        return grid

    @property
    def cells(self) -> tuple[tuple[int, ...], ...]:
        """The cells as 9 rows of 9 ints, 0 for empty."""
        c = self._cells
        return tuple(tuple(c[i : i + 9]) for i in range(0, 81, 9))

    def __str__(self) -> str:
        """One line of 81 characters, ``.`` for empty (what `Grid` reads back)."""
        return self._cells.translate(_TO_TEXT).decode()

    def boxed(self) -> str:
        """Nine lines such as ``3 1 6  | 5 7 8  | 4 9 2``, a dashed line between bands, each
        ending in a newline (what `Grid` reads back)."""
        text = str(self)
        lines = []
        for r in range(9):
            if r in (3, 6):
                lines.append("-------+--------+------")
            row = text[9 * r : 9 * r + 9]
            lines.append("  | ".join(" ".join(row[b : b + 3]) for b in (0, 3, 6)))
        return "\n".join(lines) + "\n"

    def __repr__(self) -> str:
        return f"Grid({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Grid) and self._cells == other._cells

    def __hash__(self) -> int:
        return hash(self._cells)

    def solve(self) -> Grid:
        """The first solution in row-major order, digits tried in ascending order (the grid
        textbook backtracking prints, also when there are several). Raises `NoSolution`,
        `Conflict`."""
        cells = bytearray(self._cells)
        _check(lib.sudoku_solve_cells(ffi.from_buffer(cells)))
        return Grid._of(bytes(cells))

    def solve_any(self) -> Grid:
        """Any one solution, as fast as the library finds one: the solution of a puzzle with
        one; on a grid with several, which one is unspecified (`solve` gives the textbook's).
        Raises `NoSolution`, `Conflict`."""
        return self._answer_of(lib.sudoku_solve_any)

    def solve_unique(self) -> Grid:
        """The solution when there is exactly one. Raises `MultipleSolutions`, `NoSolution`,
        `Conflict`."""
        return self._answer_of(lib.sudoku_solve_unique)

    def _answer_of(self, c_function: Any) -> Grid:
        """What the C function that fills an `int grid[9][9]` in place writes into a copy of
        this grid; its status raised."""
        grid = self._c_grid()
        _check(c_function(grid))
        return Grid._of(_read_c_grid(grid))

    def count_solutions(self, limit: int = 2) -> int:
        """The number of solutions, counted no further than `limit` (0 for legal givens with
        no solution). Raises `Conflict`."""
        if limit < 0:
            raise ValueError("limit must be at least 0")
        limit = min(limit, 2**32 - 1)
        count = ffi.new("unsigned int *")
        _check(lib.sudoku_count_solutions(self._c_grid(), limit, count))
        return int(count[0])

    def validate(self) -> None:
        """Checks the givens only (legal givens pass even without a solution). Raises
        `Conflict`."""
        _check(lib.sudoku_validate(self._c_grid()))

    def _c_grid(self) -> Any:
        """A new C ``int[9][9]`` holding the cells (a cffi object)."""
        grid = ffi.new("int[9][9]")
        ffi.memmove(grid, _CELLS81.pack(*self._cells), 324)
        return grid


def _read_c_grid(grid: Any) -> bytes:
    return bytes(_CELLS81.unpack(ffi.buffer(grid)))


def _parse(text: str | bytes) -> bytes:
    """Text through `sudoku_parse`."""
    raw = text.encode() if isinstance(text, str) else text
    grid = ffi.new("int[9][9]")
    if b"\0" in raw or lib.sudoku_parse(raw, grid) != OK:
        raise ParseError(lib.SUDOKU_PARSE_ERROR, _why_not_a_grid(text))
    return _read_c_grid(grid)


# What `sudoku_parse` reads as a cell, and what it skips (white space and the separators).
_CELL_CHARS = frozenset("0123456789.")
_SKIPPED_CHARS = frozenset(" \t\n\r\x0b\x0c|-+")


def _why_not_a_grid(text: str | bytes) -> str:
    """The library's sentence for text it refused, and what is wrong with the text: the
    first character that is not a cell (its index in `text`), or how many cells there are."""
    chars = text if isinstance(text, str) else text.decode("latin-1")
    cells = 0
    for i, ch in enumerate(chars):
        if ch in _CELL_CHARS:
            cells += 1
        elif ch not in _SKIPPED_CHARS:
            return f"{message(lib.SUDOKU_PARSE_ERROR)}: {ch!r} at index {i} is not a cell"
    return f"{message(lib.SUDOKU_PARSE_ERROR)}: found {cells} cells, a grid has 81"


def _from_rows(rows: Iterable[Iterable[int]]) -> bytes:
    """9 rows of 9 ints; the values are checked by `sudoku_validate` (values first)."""
    try:
        table = [list(row) for row in rows]
    except TypeError:
        raise ParseError(lib.SUDOKU_PARSE_ERROR, "a grid is text or 9 rows of 9 ints") from None
    if len(table) != 9 or any(len(row) != 9 for row in table):
        shape = [len(row) for row in table]
        raise ParseError(
            lib.SUDOKU_PARSE_ERROR, f"a grid is 9 rows of 9 cells, not rows of {shape}"
        )
    try:
        grid = ffi.new("int[9][9]", table)
    except OverflowError:
        raise InvalidValue(lib.SUDOKU_INVALID_VALUE) from None
    except TypeError:
        raise InvalidValue(lib.SUDOKU_INVALID_VALUE, "a cell is not an int") from None
    status = lib.sudoku_validate(grid)
    if status not in (OK, lib.SUDOKU_CONFLICT):
        raise error(status)
    return _read_c_grid(grid)


def solve(puzzle: GridLike) -> Grid:
    """`Grid(puzzle).solve()`: the row-major-first solution."""
    return Grid(puzzle).solve()


def solve_any(puzzle: GridLike) -> Grid:
    """`Grid(puzzle).solve_any()`: any one solution, the fastest found."""
    return Grid(puzzle).solve_any()


def solve_unique(puzzle: GridLike) -> Grid:
    """`Grid(puzzle).solve_unique()`: the solution when there is exactly one."""
    return Grid(puzzle).solve_unique()


def count_solutions(puzzle: GridLike, limit: int = 2) -> int:
    """`Grid(puzzle).count_solutions(limit)`."""
    return Grid(puzzle).count_solutions(limit)


def validate(puzzle: GridLike) -> None:
    """`Grid(puzzle).validate()`: raises `InvalidGrid` (`Conflict`, `InvalidValue`,
    `ParseError`) when the givens are not legal."""
    Grid(puzzle).validate()
