"""Every function of the package and every error, on the known grids."""

from __future__ import annotations

import pathlib
import re

import pytest

import sudoku
from conftest import (
    FOUR_SOLUTIONS,
    FOUR_SOLUTIONS_FIRST,
    NO_SOLUTION,
    REPO,
    TEXTBOOK,
    TEXTBOOK_ANSWER,
    is_solution_of,
)


def rows(text: str) -> list[list[int]]:
    digits = [0 if ch == "." else int(ch) for ch in text]
    return [digits[9 * r : 9 * r + 9] for r in range(9)]


def with_cell(text: str, index: int, ch: str) -> str:
    return text[:index] + ch + text[index + 1 :]


# ---- Grid ------------------------------------------------------------------------------


def test_grid_reads_text_zeros_bytes_rows_and_grids_alike():
    g = sudoku.Grid(TEXTBOOK)
    assert str(g) == TEXTBOOK
    assert sudoku.Grid(TEXTBOOK.replace(".", "0")) == g
    assert sudoku.Grid(TEXTBOOK.encode()) == g
    assert sudoku.Grid(rows(TEXTBOOK)) == g
    assert sudoku.Grid(tuple(tuple(r) for r in rows(TEXTBOOK))) == g
    assert sudoku.Grid(g) == g
    assert g.cells == tuple(tuple(r) for r in rows(TEXTBOOK))
    assert sudoku.Grid(g.boxed()) == g
    assert sudoku.Grid("\n".join(TEXTBOOK[i : i + 9] for i in range(0, 81, 9)) + "\r\n") == g


def test_boxed_layout_is_the_c_and_rust_one():
    boxed = sudoku.Grid(TEXTBOOK_ANSWER).boxed()
    lines = boxed.split("\n")
    assert lines[0] == "3 1 6  | 5 7 8  | 4 9 2"
    assert lines[3] == lines[7] == "-------+--------+------"
    assert len(lines) == 12 and lines[11] == "" and boxed.endswith("\n")
    assert sudoku.Grid(TEXTBOOK).boxed().split("\n")[0] == "3 . 6  | 5 . 8  | 4 . ."


def test_equality_hash_and_repr():
    a, b = sudoku.Grid(TEXTBOOK), sudoku.Grid(rows(TEXTBOOK))
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != sudoku.Grid(TEXTBOOK_ANSWER)
    assert a != TEXTBOOK  # a Grid equals only a Grid
    assert repr(a) == f"Grid('{TEXTBOOK}')"
    assert eval(repr(a), {"Grid": sudoku.Grid}) == a


def test_grid_is_immutable():
    g = sudoku.Grid(TEXTBOOK)
    with pytest.raises(AttributeError):
        g.extra = 1  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        g.cells[0][0] = 9  # type: ignore[index]


def test_a_grid_may_hold_repeated_givens_until_validated():
    text = with_cell(TEXTBOOK, 7, "3")  # row 0 already has a 3
    g = sudoku.Grid(text)
    assert str(g) == text
    with pytest.raises(sudoku.Conflict):
        g.validate()


# ---- Errors ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "",
        "1",
        TEXTBOOK[:80],
        TEXTBOOK + "5",
        with_cell(TEXTBOOK, 40, "x"),
        with_cell(TEXTBOOK, 0, "é"),
        with_cell(TEXTBOOK, 3, "\0"),
        TEXTBOOK.encode() + b"\xff",
    ],
)
def test_text_that_does_not_read(text):
    with pytest.raises(sudoku.ParseError) as e:
        sudoku.Grid(text)
    assert e.value.status == 6
    assert isinstance(e.value, sudoku.InvalidGrid) and isinstance(e.value, sudoku.Error)


@pytest.mark.parametrize(
    "text, found",
    [
        ("", "found 0 cells, a grid has 81"),
        ("1234567891", "found 10 cells, a grid has 81"),
        (TEXTBOOK[:80], "found 80 cells, a grid has 81"),
        (TEXTBOOK + "5", "found 82 cells, a grid has 81"),
        (TEXTBOOK[:40] + " | " + TEXTBOOK[40:] + "..", "found 83 cells, a grid has 81"),
        (with_cell(TEXTBOOK, 40, "x"), "'x' at index 40 is not a cell"),
        (with_cell(TEXTBOOK, 2, "é"), "'é' at index 2 is not a cell"),
        (with_cell(TEXTBOOK, 3, "\0"), "'\\x00' at index 3 is not a cell"),
        (TEXTBOOK.encode()[:79], "found 79 cells, a grid has 81"),
    ],
)
def test_a_parse_error_says_what_it_found(text, found):
    with pytest.raises(sudoku.ParseError) as e:
        sudoku.Grid(text)
    assert str(e.value) == f"the text is not 81 cells of 1-9, 0 or '.': {found}"


@pytest.mark.parametrize(
    "table",
    [
        [[0] * 9] * 8,
        [[0] * 9] * 8 + [[0] * 8],
        [[0] * 9] * 9 + [[0] * 9],
        [1, 2, 3],
    ],
)
def test_rows_of_the_wrong_shape(table):
    with pytest.raises(sudoku.ParseError):
        sudoku.Grid(table)


@pytest.mark.parametrize("source", [None, 42, 1.5, object()])
def test_a_grid_of_another_type_is_a_type_error(source):
    with pytest.raises(TypeError, match="a grid is a Grid, text or 9 rows of 9 ints, not"):
        sudoku.Grid(source)
    with pytest.raises(TypeError):
        sudoku.solve(source)


@pytest.mark.parametrize("value", [-1, 10, 2**31 - 1, -(2**31), 2**40, "5", 1.5, None])
def test_values_out_of_range(value):
    table = rows(TEXTBOOK)
    table[8][8] = value
    with pytest.raises(sudoku.InvalidValue) as e:
        sudoku.Grid(table)
    assert e.value.status == 3


def test_values_are_checked_before_conflicts():
    table = [[0] * 9 for _ in range(9)]
    table[0][0] = table[0][1] = 1
    table[8][8] = 10
    with pytest.raises(sudoku.InvalidValue):
        sudoku.Grid(table)


@pytest.mark.parametrize(
    "cells",
    [
        {(2, 0): 5, (2, 8): 5},  # a row
        {(0, 4): 7, (8, 4): 7},  # a column
        {(3, 3): 2, (5, 5): 2},  # a box, different rows and columns
    ],
)
def test_conflicts_in_a_row_a_column_a_box(cells):
    table = [[0] * 9 for _ in range(9)]
    for (r, c), d in cells.items():
        table[r][c] = d
    for call in (
        sudoku.validate,
        sudoku.solve,
        sudoku.solve_any,
        sudoku.solve_unique,
        sudoku.count_solutions,
    ):
        with pytest.raises(sudoku.Conflict) as e:
            call(table)
        assert e.value.status == 4


def test_each_error_carries_the_librarys_sentence():
    seen = {}
    for cls, status, make in [
        (sudoku.NoSolution, 1, lambda: sudoku.solve(NO_SOLUTION)),
        (sudoku.MultipleSolutions, 2, lambda: sudoku.solve_unique(FOUR_SOLUTIONS)),
        (sudoku.InvalidValue, 3, lambda: sudoku.Grid([[10] * 9] * 9)),
        (sudoku.Conflict, 4, lambda: sudoku.validate("11" + "." * 79)),
        (sudoku.ParseError, 6, lambda: sudoku.Grid("12")),
    ]:
        with pytest.raises(cls) as e:
            make()
        assert e.value.status == status
        assert str(e.value) == e.value.reason and e.value.reason
        seen[status] = e.value.reason
    assert len(set(seen.values())) == len(seen), "two statuses share a sentence"
    assert seen[4] == "a digit is given twice in a row, column or box"


def test_the_error_tree():
    for cls in (sudoku.InvalidValue, sudoku.Conflict, sudoku.ParseError):
        assert issubclass(cls, sudoku.InvalidGrid)
        assert issubclass(cls, ValueError)  # what Python's own parsers raise
    with pytest.raises(ValueError):
        sudoku.Grid("12")
    for cls in (
        sudoku.InvalidGrid,
        sudoku.NoSolution,
        sudoku.MultipleSolutions,
        sudoku.LimitReached,
        sudoku.BatchError,
    ):
        assert issubclass(cls, sudoku.Error) and issubclass(cls, Exception)


# ---- Solving, counting, validating -------------------------------------------------------


def test_solve_the_textbook_grid():
    answer = sudoku.solve(TEXTBOOK)
    assert str(answer) == TEXTBOOK_ANSWER
    assert sudoku.Grid(TEXTBOOK).solve() == answer
    assert sudoku.solve_unique(TEXTBOOK) == answer
    assert sudoku.solve_any(TEXTBOOK) == answer == sudoku.Grid(TEXTBOOK).solve_any()
    assert is_solution_of(TEXTBOOK, str(answer))


def test_the_textbook_answer_on_the_ambiguous_grid():
    # Several solutions: solve gives the row-major-first one, as textbook backtracking does.
    assert str(sudoku.solve(FOUR_SOLUTIONS)) == FOUR_SOLUTIONS_FIRST
    assert sudoku.count_solutions(FOUR_SOLUTIONS, 100) == 4
    with pytest.raises(sudoku.MultipleSolutions):
        sudoku.solve_unique(FOUR_SOLUTIONS)
    # solve_any: one of the four, whichever the search meets first.
    assert is_solution_of(FOUR_SOLUTIONS, str(sudoku.solve_any(FOUR_SOLUTIONS)))


def test_solve_leaves_the_grid_alone():
    g = sudoku.Grid(TEXTBOOK)
    g.solve()
    g.solve_any()
    g.solve_unique()
    assert str(g) == TEXTBOOK


def test_no_solution():
    sudoku.validate(NO_SOLUTION)  # legal givens
    assert sudoku.count_solutions(NO_SOLUTION) == 0
    for call in (sudoku.solve, sudoku.solve_any, sudoku.solve_unique):
        with pytest.raises(sudoku.NoSolution):
            call(NO_SOLUTION)


@pytest.mark.parametrize(
    "limit, expected",
    [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 4), (2**32 - 1, 4), (2**64, 4)],
)
def test_count_stops_at_the_limit(limit, expected):
    assert sudoku.count_solutions(FOUR_SOLUTIONS, limit) == expected


def test_count_default_limit_tells_one_from_several():
    assert sudoku.count_solutions(TEXTBOOK) == 1
    assert sudoku.count_solutions(FOUR_SOLUTIONS) == 2
    with pytest.raises(ValueError):
        sudoku.count_solutions(TEXTBOOK, -1)


def test_the_empty_grid_and_a_full_one():
    empty = sudoku.Grid("." * 81)
    assert is_solution_of("." * 81, str(empty.solve()))
    assert empty.count_solutions(3) == 3
    full = sudoku.Grid(TEXTBOOK_ANSWER)
    assert full.solve() == full and full.solve_unique() == full


def test_version_is_the_crates():
    cargo = (REPO / "Cargo.toml").read_text()
    version = re.search(r'^version = "([^"]+)"', cargo, re.M)
    assert version and sudoku.version() == version.group(1) == sudoku.__version__


def test_the_package_is_typed():
    assert (pathlib.Path(sudoku.__file__).parent / "py.typed").is_file()


def test_the_docstring_examples():
    import doctest

    import sudoku._batch
    import sudoku._core
    import sudoku._explain
    import sudoku._generate

    # The public classes' examples run with `sudoku` (their __module__), the functions'
    # with the module that defines them.
    attempted = 0
    for module in (sudoku, sudoku._core, sudoku._batch, sudoku._explain, sudoku._generate):
        result = doctest.testmod(module)
        assert result.failed == 0, module.__name__
        attempted += result.attempted
    assert attempted >= 8


def test_public_names_are_the_packages():
    """A traceback prints `sudoku.ParseError`, not the private module it is defined in."""
    import traceback

    for name in sudoku.__all__:
        obj = getattr(sudoku, name)
        if isinstance(obj, type):
            assert obj.__module__ == "sudoku", name
    try:
        sudoku.Grid("12")
    except sudoku.ParseError as e:
        line = traceback.format_exception_only(type(e), e)[-1]
    assert line.startswith("sudoku.ParseError: the text is not 81 cells"), line
    assert repr(sudoku.Grid).startswith("<class 'sudoku.Grid'>")
