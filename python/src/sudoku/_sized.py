"""Grids of other sizes from Python: `SizedGrid`, N x N cells with boxes of box_rows x
box_cols (both at least 2, N from 4 to 25), over the C library's ``_n`` functions. The rules
are the 9x9 ones; the search of each call is bounded (`LimitReached` past its budget)."""

from __future__ import annotations

from typing import Any, Sequence, Union

from ._core import _check
from ._generate import _seed
from ._native import ffi, lib

__all__ = ["SizedGrid"]

SYMBOLS = ".123456789ABCDEFGHIJKLMNOP"

SizedSource = Union[str, bytes, Sequence[int], Sequence[Sequence[int]], None]


class SizedGrid:
    """An N x N grid (N = box_rows * box_cols) of cells 0 (empty) to N, row by row.

    Made from text (N x N symbols ``1``-``9`` then ``A`` to ``P``, ``0`` or ``.`` for empty,
    or numbers separated by spaces or commas), from N x N ints, from N rows of N ints, or
    empty (no source). Values are checked on creation (`InvalidValue`, `ParseError`, and
    `InvalidGrid` for box dimensions the library refuses); repeated givens by `validate` and
    the solves. Immutable and hashable.

    >>> SizedGrid(2, 2, "1... ..3. .4.. ...2").solve()
    SizedGrid(2, 2, '1324423124133142')
    >>> len(str(SizedGrid(5, 5).solve_any()))
    625
    """

    __slots__ = ("box_rows", "box_cols", "_cells")
    box_rows: int
    box_cols: int
    _cells: tuple[int, ...]

    def __init__(self, box_rows: int, box_cols: int, source: SizedSource = None) -> None:
        self.box_rows, self.box_cols = box_rows, box_cols
        # Room for the largest grid, whatever the dimensions say: a refused shape reads none.
        cells = ffi.new("int[]", 625)
        if isinstance(source, str):
            source = source.encode()
        if isinstance(source, bytes):
            _check(lib.sudoku_parse_n(box_rows, box_cols, source, cells))
        else:
            # The shape first (and the values, as validate checks them, without the repeats).
            _check(lib.sudoku_validate_n(box_rows, box_cols, cells))
            n = box_rows * box_cols
            if source is not None:
                flat: list[Any] = []
                for item in source:
                    if isinstance(item, int):
                        flat.append(item)
                    else:
                        flat.extend(item)
                if len(flat) != n * n:
                    raise TypeError(f"{n * n} cells expected, {len(flat)} given")
                for i, v in enumerate(flat):
                    cells[i] = v if isinstance(v, int) and -(2**31) <= v < 2**31 else -1
                status = lib.sudoku_validate_n(box_rows, box_cols, cells)
                if status == lib.SUDOKU_INVALID_VALUE:
                    _check(status)
        n = box_rows * box_cols
        self._cells = tuple(cells[0 : n * n])

    @classmethod
    def _of(cls, box_rows: int, box_cols: int, cells: Any) -> SizedGrid:
        grid = cls.__new__(cls)
        grid.box_rows, grid.box_cols = box_rows, box_cols
        n = box_rows * box_cols
        grid._cells = tuple(cells[0 : n * n])
        return grid

    @property
    def size(self) -> int:
        """N: the digits, and the cells of a row."""
        return self.box_rows * self.box_cols

    @property
    def cells(self) -> tuple[tuple[int, ...], ...]:
        """The cells as N rows of N ints, 0 for empty."""
        n = self.size
        return tuple(self._cells[i : i + n] for i in range(0, n * n, n))

    def __str__(self) -> str:
        """One line of N x N symbols, ``.`` for empty (what `SizedGrid` reads back)."""
        return "".join(SYMBOLS[v] for v in self._cells)

    def __repr__(self) -> str:
        return f"SizedGrid({self.box_rows}, {self.box_cols}, {str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SizedGrid) and (
            self.box_rows,
            self.box_cols,
            self._cells,
        ) == (other.box_rows, other.box_cols, other._cells)

    def __hash__(self) -> int:
        return hash((self.box_rows, self.box_cols, self._cells))

    def _answer_of(self, c_function: Any) -> SizedGrid:
        cells = ffi.new("int[]", self._cells)
        _check(c_function(self.box_rows, self.box_cols, cells))
        return SizedGrid._of(self.box_rows, self.box_cols, cells)

    def solve(self) -> SizedGrid:
        """The first solution in row-major order, digits ascending (textbook backtracking's).
        Raises `NoSolution`, `Conflict`, or `LimitReached` (on sparse grids of some shapes:
        see docs/SIZES.md; `solve_any` answers them)."""
        return self._answer_of(lib.sudoku_solve_n)

    def solve_any(self) -> SizedGrid:
        """Any one solution, as fast as the library finds one: the solution of a puzzle with
        one. Raises `NoSolution`, `Conflict`, `LimitReached`."""
        return self._answer_of(lib.sudoku_solve_any_n)

    def solve_unique(self) -> SizedGrid:
        """The solution when there is exactly one. Raises `MultipleSolutions`, `NoSolution`,
        `Conflict`, `LimitReached`."""
        return self._answer_of(lib.sudoku_solve_unique_n)

    def count_solutions(self, limit: int = 2) -> int:
        """The number of solutions, counted no further than `limit`. Raises `Conflict`,
        `LimitReached`."""
        if limit < 0:
            raise ValueError("limit must be at least 0")
        count = ffi.new("unsigned int *")
        cells = ffi.new("int[]", self._cells)
        limit = min(limit, 2**32 - 1)
        _check(lib.sudoku_count_solutions_n(self.box_rows, self.box_cols, cells, limit, count))
        return int(count[0])

    def validate(self) -> None:
        """Checks the givens only. Raises `Conflict`."""
        cells = ffi.new("int[]", self._cells)
        _check(lib.sudoku_validate_n(self.box_rows, self.box_cols, cells))

    @classmethod
    def generate(
        cls, box_rows: int, box_cols: int, seed: int, max_guesses: int | None = None
    ) -> SizedGrid:
        """The puzzle of `seed` for the shape: exactly one solution, the same for every build
        of the library's version. `max_guesses` bounds the work (the library's default when
        None); raises `LimitReached` past it."""
        options = ffi.new("sudoku_generate_options *")
        options.size = ffi.sizeof("sudoku_generate_options")
        if max_guesses is not None:
            if not 0 < max_guesses < 2**32:
                raise ValueError("max_guesses is an int from 1 to 2**32 - 1")
            options.max_guesses = max_guesses
        cells = ffi.new("int[]", 625)
        _check(lib.sudoku_generate_n(box_rows, box_cols, _seed(seed), options, cells))
        return cls._of(box_rows, box_cols, cells)

