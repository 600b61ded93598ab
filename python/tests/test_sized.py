"""The other sizes from Python: `SizedGrid` against the C library's answers and rules."""

from __future__ import annotations

import pytest

import sudoku
from sudoku import SizedGrid

SIX = "..3..6 4..... ..4.1. .1.6.. 2....5 ...3.."


def is_solution(puzzle: SizedGrid, answer: SizedGrid) -> bool:
    n = puzzle.size
    rows = answer.cells
    cols = [[rows[r][c] for r in range(n)] for c in range(n)]
    boxes = [
        [
            rows[b // puzzle.box_rows * puzzle.box_rows + j // puzzle.box_cols][
                b % puzzle.box_rows * puzzle.box_cols + j % puzzle.box_cols
            ]
            for j in range(n)
        ]
        for b in range(n)
    ]
    units_ok = all(sorted(u) == list(range(1, n + 1)) for u in [*rows, *cols, *boxes])
    givens = [(g, a) for g, a in zip(str(puzzle), str(answer)) if g != "."]
    return units_ok and all(g == a for g, a in givens)


def test_solve_first_and_any() -> None:
    puzzle = SizedGrid(2, 3, SIX)
    first = puzzle.solve()
    assert first.cells[0] == (1, 2, 3, 5, 4, 6)
    assert puzzle.count_solutions(10) == 3
    assert is_solution(puzzle, puzzle.solve_any())
    with pytest.raises(sudoku.MultipleSolutions):
        puzzle.solve_unique()


@pytest.mark.parametrize("rows,cols", [(2, 2), (2, 3), (3, 3), (4, 4), (2, 12), (5, 5)])
def test_empty_grids(rows: int, cols: int) -> None:
    empty = SizedGrid(rows, cols)
    assert str(empty) == "." * (rows * cols) ** 2
    assert is_solution(empty, empty.solve_any())


def test_numbers_rows_and_text_agree() -> None:
    text = SizedGrid(2, 2, "1... ..3. .4.. ...2")
    assert SizedGrid(2, 2, [1, 0, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0, 2]) == text
    assert SizedGrid(2, 2, text.cells) == text
    assert SizedGrid(2, 2, str(text)) == text
    assert text.solve() == text.solve_unique() == text.solve_any()


def test_bad_input() -> None:
    with pytest.raises(sudoku.InvalidSize):
        SizedGrid(5, 6)
    with pytest.raises(sudoku.InvalidSize):
        SizedGrid(1000, 1000)
    with pytest.raises(sudoku.InvalidValue):
        SizedGrid(2, 2, [5] + [0] * 15)
    with pytest.raises(sudoku.ParseError):
        SizedGrid(2, 2, "12")
    with pytest.raises(sudoku.Conflict):
        SizedGrid(2, 2, [1, 1] + [0] * 14).solve_any()


def test_generate() -> None:
    puzzle = SizedGrid.generate(4, 4, 7)
    assert puzzle == SizedGrid.generate(4, 4, 7)
    assert puzzle.count_solutions() == 1
    with pytest.raises(sudoku.LimitReached):
        SizedGrid.generate(5, 5, 7, max_guesses=1)
