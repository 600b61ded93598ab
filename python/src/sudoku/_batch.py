"""Many puzzles in one foreign call: `solve_many` through `sudoku_solve_batch`, its answers
as a lazy sequence (`Solutions`), and `read_puzzles` for the files they come from."""

from __future__ import annotations

import os
from typing import Iterable, Iterator, Sequence, Union, overload

from ._core import OK, BatchError, Error, Grid, InvalidGrid, _check, error
from ._native import ffi, lib

__all__ = ["Solutions", "solve_many", "read_puzzles"]

Puzzle = Union[str, bytes, "Grid"]


def _records(puzzles: Iterable[Puzzle]) -> tuple[bytearray, int, dict[int, Error]]:
    """The puzzles as 81-byte records end to end, how many, and the errors of those that are
    not puzzles at all. One-line text goes as it is (the C function reads it); bytes are taken
    as text; a `Grid` as its text; anything else (boxed text, rows) through `Grid`. An item
    `Grid` refuses gets its error and a record the C function refuses too."""
    items = puzzles if isinstance(puzzles, list) else list(puzzles)
    try:
        joined = "".join(items)  # type: ignore[arg-type]
    except TypeError:
        joined = None
    if joined is not None and len(joined) == 81 * len(items) and set(map(len, items)) <= {81}:
        try:
            return bytearray(joined, "ascii"), len(items), {}
        except UnicodeEncodeError:
            pass
    parts = []
    refused: dict[int, Error] = {}
    for i, item in enumerate(items):
        if isinstance(item, bytes) and len(item) == 81:
            parts.append(item)
        elif isinstance(item, str) and len(item) == 81 and item.isascii():
            parts.append(item.encode("ascii"))
        else:
            try:
                parts.append(str(Grid(item)).encode("ascii"))
            except InvalidGrid as e:
                refused[i] = e
                parts.append(_NOT_A_RECORD)
    return bytearray(b"".join(parts)), len(items), refused


# A record `sudoku_solve_batch` refuses (`SUDOKU_PARSE_ERROR`) and leaves as it is.
_NOT_A_RECORD = b"?" * 81


class Solutions(Sequence[str]):
    """The answers of `solve_many`, in order: a read-only sequence of 81-digit strings over
    the one text the library wrote, each string made when it is read (so a million answers
    cost no million objects until they are used)."""

    __slots__ = ("_text", "_count")

    def __init__(self, text: str, count: int) -> None:
        self._text = text
        self._count = count

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._count))]
        if index < 0:
            index += self._count
        if not 0 <= index < self._count:
            raise IndexError("solution index out of range")
        return self._text[81 * index : 81 * index + 81]

    def __iter__(self) -> Iterator[str]:
        text = self._text
        return (text[i : i + 81] for i in range(0, 81 * self._count, 81))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Solutions):
            return self._text == other._text
        if isinstance(other, Sequence) and not isinstance(other, (str, bytes)):
            return len(other) == self._count and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Solutions({list(self[:3])!r}{'...' if self._count > 3 else ''}, {self._count})"

    def lines(self) -> str:
        """Every answer on its own line, each ending in a newline: a puzzle file's format."""
        text = self._text
        return "".join(text[i : i + 81] + "\n" for i in range(0, 81 * self._count, 81))


def solve_many(puzzles: Iterable[Puzzle]) -> Solutions:
    """Solves every puzzle (81-character one-line texts, bytes, or `Grid`s; boxed text and
    rows work too, more slowly) in one call of the library's batch function,
    `sudoku_solve_batch`, which runs without the GIL: other Python threads go on meanwhile.
    Returns the answers in order, the row-major-first solution of each, as a sequence of
    81-digit strings (`Grid(answer)` makes a `Grid`). Raises `BatchError` when any puzzle
    fails; it carries every answer and each failure's error.

    >>> text = "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
    >>> solve_many([text, text])[1][:9]
    '316578492'
    """
    buffer, count, refused = _records(puzzles)
    if count == 0:
        return Solutions("", 0)
    statuses = ffi.new("int[]", count)
    _check(lib.sudoku_solve_batch(ffi.from_buffer(buffer), count, statuses))
    answers = Solutions(buffer.decode("ascii", errors="replace"), count)
    if refused or ffi.buffer(statuses)[:] != bytes(ffi.sizeof(statuses)):
        errors = {i: error(s) for i, s in enumerate(ffi.unpack(statuses, count)) if s != OK}
        errors.update(refused)
        solutions: list[str | None] = list(answers)
        for i in errors:
            solutions[i] = None
        raise BatchError(dict(sorted(errors.items())), solutions)
    return answers


def read_puzzles(source: str | os.PathLike[str] | Iterable[str]) -> list[str]:
    """The puzzles of a file (a path, or an open text file or any iterable of lines), one a
    line: blank lines and lines starting with ``#`` are skipped, surrounding white space
    (CRLF too) is dropped."""
    if isinstance(source, (str, os.PathLike)):
        with open(source, encoding="utf-8") as f:
            return _lines(f)
    return _lines(source)


def _lines(lines: Iterable[str]) -> list[str]:
    out = []
    for line in lines:
        line = line.strip()
        if line and not line.startswith("#"):
            out.append(line)
    return out
