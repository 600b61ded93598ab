"""hint, rate, path, mistakes and candidates, with the answers the library's own tests pin
(core/src/explain/mod.rs for the textbook grid, tests/examples.rs for examples/hint.c's)."""

from __future__ import annotations

import re

import pytest

import sudoku
from conftest import FOUR_SOLUTIONS, NO_SOLUTION, REPO, TEXTBOOK, TEXTBOOK_ANSWER
from sudoku import Candidate, Level, Mistake, Technique
from sudoku._native import lib


def _hint_c() -> tuple[str, str, str]:
    """examples/hint.c's default puzzle, and the two lines tests/examples.rs says it prints."""
    source = (REPO / "examples" / "hint.c").read_text()
    puzzle = re.search(r'"([1-9.]{81})"', source)
    rust = (REPO / "tests" / "examples.rs").read_text()
    lines = re.search(r'const HINT_LINES: &str = "\\\n(.*?)\n(.*?)\n";', rust)
    assert puzzle and lines
    return puzzle.group(1), lines.group(1), lines.group(2)


HINT_C_PUZZLE, HINT_C_NEXT, HINT_C_RATING = _hint_c()


def cell_of(c: Candidate) -> int:
    return 9 * c.row + c.col


def take(steps, k: int) -> tuple[list[list[int]], set[tuple[int, int, int]]]:
    """The entries and crossed-out candidates after the first `k` steps."""
    entries = [0] * 81
    crossed: set[tuple[int, int, int]] = set()
    for s in steps[:k]:
        if s.placement:
            entries[cell_of(s.placement)] = s.placement.digit
        crossed.update(s.eliminations)
    return [entries[9 * r : 9 * r + 9] for r in range(9)], crossed


# ---- the numbers of the header -----------------------------------------------------------


@pytest.mark.parametrize(
    "enum, prefix, skip",
    [
        (Technique, "SUDOKU_TECHNIQUE_", {"COUNT", "SLOTS", "ROOM"}),
        (Level, "SUDOKU_LEVEL_", set()),
        (sudoku.Symmetry, "SUDOKU_SYMMETRY_", set()),
    ],
)
def test_enums_are_the_headers_numbers(enum, prefix, skip):
    header = {
        n[len(prefix) :]: getattr(lib, n)
        for n in dir(lib)
        if n.startswith(prefix) and n[len(prefix) :] not in skip
    }
    assert {m.name: m.value for m in enum} == header
    if enum is Technique:
        assert len(Technique) - 1 == lib.SUDOKU_TECHNIQUE_COUNT


def test_labels_are_the_librarys_names():
    assert Technique.X_WING.label == "X-Wing"
    assert Technique.HIDDEN_SINGLE_BOX.label == "Hidden Single"
    assert Technique.HIDDEN_SINGLE_LINE.label == "Hidden Single"
    assert Level.DIABOLICAL.label == "diabolical"
    assert sudoku.LEVELS == ("any", "easy", "medium", "hard", "fiendish", "diabolical")
    assert Level.of("Hard") is Level.HARD and Level.of(4) is Level.FIENDISH
    with pytest.raises(ValueError, match="unknown level"):
        Level.of("nightmare")


def test_every_status_is_its_exception():
    from sudoku._core import error

    expected = {
        lib.SUDOKU_NO_SOLUTION: sudoku.NoSolution,
        lib.SUDOKU_MULTIPLE_SOLUTIONS: sudoku.MultipleSolutions,
        lib.SUDOKU_INVALID_VALUE: sudoku.InvalidValue,
        lib.SUDOKU_CONFLICT: sudoku.Conflict,
        lib.SUDOKU_PARSE_ERROR: sudoku.ParseError,
        lib.SUDOKU_LIMIT_REACHED: sudoku.LimitReached,
        lib.SUDOKU_BAD_OPTIONS: sudoku.BadOptions,
        lib.SUDOKU_UNSUPPORTED: sudoku.Unsupported,
        lib.SUDOKU_WRONG_ENTRY: sudoku.WrongEntry,
        lib.SUDOKU_NOT_EXPLAINED: sudoku.NotExplained,
    }
    for status, cls in expected.items():
        e = error(status)
        assert type(e) is cls and isinstance(e, sudoku.Error) and e.status == status
        assert e.reason == sudoku._core.message(status) and e.reason
    assert type(error(lib.SUDOKU_BUFFER_TOO_SMALL)) is sudoku.Error


# ---- hint --------------------------------------------------------------------------------


def test_textbook_first_hint():
    step = sudoku.hint(TEXTBOOK)
    assert step is not None
    assert step.technique is Technique.HIDDEN_SINGLE_BOX and step.name == "Hidden Single"
    assert step.sentence == "Hidden Single: in box 3, 5 fits only in r3c7"
    assert step.rating == 1.2
    assert step.placement == Candidate(2, 6, 5) and TEXTBOOK_ANSWER[2 * 9 + 6] == "5"
    assert step.eliminations == () and step.digits == frozenset({5})
    assert step.houses == (18 + 2,)  # box 3
    assert step.cells == ((2, 6),)
    assert not step.uses_uniqueness and step.chain == () and step.chain_length == 0


def test_hint_c_puzzle_first_hint():
    step = sudoku.hint(HINT_C_PUZZLE)
    assert step is not None and f"next: {step.sentence}" == HINT_C_NEXT


def test_hint_on_a_complete_grid_is_none():
    assert sudoku.hint(TEXTBOOK_ANSWER) is None
    assert sudoku.hint(TEXTBOOK, entries=TEXTBOOK_ANSWER) is None
    assert sudoku.path(TEXTBOOK_ANSWER) == []


def test_hint_after_some_steps_is_the_paths_next():
    steps = list(sudoku.path(HINT_C_PUZZLE))
    for k in (1, 7, 30, len(steps) - 1):
        entries, crossed = take(steps, k)
        assert sudoku.hint(HINT_C_PUZZLE, entries, crossed) == steps[k]
    # A step that eliminates, taken with its cross-outs, is one the hint does not repeat.
    k = next(i for i, s in enumerate(steps) if s.eliminations)
    assert steps[k].technique is Technique.POINTING and steps[k].placement is None
    assert steps[k].reasons and set(steps[k].cells) == {(c.row, c.col) for c in steps[k].reasons}


def test_hint_errors():
    wrong = [0] * 81
    first_empty = TEXTBOOK.index(".")
    wrong[first_empty] = int(TEXTBOOK_ANSWER[first_empty]) % 9 + 1
    with pytest.raises(sudoku.WrongEntry):
        sudoku.hint(TEXTBOOK, [wrong[9 * r : 9 * r + 9] for r in range(9)])
    r, c = divmod(first_empty, 9)
    with pytest.raises(sudoku.WrongEntry):
        sudoku.hint(TEXTBOOK, crossed_out=[(r, c, int(TEXTBOOK_ANSWER[first_empty]))])
    with pytest.raises(sudoku.MultipleSolutions):
        sudoku.hint(FOUR_SOLUTIONS)
    with pytest.raises(sudoku.NoSolution):
        sudoku.hint(NO_SOLUTION)
    with pytest.raises(sudoku.Conflict):
        sudoku.hint("55" + "." * 79)
    with pytest.raises(ValueError):
        sudoku.hint(TEXTBOOK, crossed_out=[(0, 9, 1)])
    with pytest.raises(ValueError):
        sudoku.hint(TEXTBOOK, crossed_out=[(0, 0, 0)])


# ---- path and rate -----------------------------------------------------------------------


def test_rate_textbook():
    r = sudoku.rate(TEXTBOOK)
    assert (r.rating, r.level) == (1.5, Level.EASY)
    assert r.hardest is Technique.HIDDEN_SINGLE_LINE
    assert not r.uses_uniqueness and not r.uses_forcing_chains
    assert r.qqwing_level == "easy"  # hidden singles, nothing harder
    steps = list(sudoku.path(TEXTBOOK))
    assert r.steps == len(steps) == TEXTBOOK.count(".")  # singles only: one step a cell
    used = {s.technique for s in steps}
    assert r.counts == {t: sum(s.technique is t for s in steps) for t in used}


def test_rate_and_path_of_hint_c_puzzle():
    r = sudoku.rate(HINT_C_PUZZLE)
    line = (
        f"rating: {r.er}/{r.ep}/{r.ed} ({r.level.label}), hardest step: {r.hardest_name}, "
        f"{r.steps} steps"
    )
    assert line == HINT_C_RATING
    # Only the chains charge work: a path of locked candidates and singles costs none.
    assert r.rating == r.er and r.work == 0
    steps = list(sudoku.path(HINT_C_PUZZLE))
    assert len(steps) == r.steps == sum(r.counts.values()) == 57
    assert max(s.rating for s in steps) == r.rating
    assert steps[-1].technique is Technique.FULL_HOUSE and steps[-1].rating == 1.0
    assert steps[-1].sentence.startswith("Full House:")
    # The placements fill exactly the empty cells with the solution's digits.
    answer = str(sudoku.solve_unique(HINT_C_PUZZLE))
    filled = list(HINT_C_PUZZLE)
    for s in steps:
        if s.placement:
            i = cell_of(s.placement)
            assert filled[i] == "."
            filled[i] = str(s.placement.digit)
        for e in s.eliminations:
            assert answer[cell_of(e)] != str(e.digit)
    assert "".join(filled) == answer


def test_rate_limits():
    with pytest.raises(sudoku.NotExplained):
        sudoku.rate(HINT_C_PUZZLE, max_rating=2.5)  # its Pointing is 2.6
    assert sudoku.rate(HINT_C_PUZZLE, max_rating=2.6).er == 2.6
    with pytest.raises(ValueError):
        sudoku.rate(HINT_C_PUZZLE, work=0)
    with pytest.raises(ValueError):
        sudoku.rate(HINT_C_PUZZLE, max_rating=30)


def test_rate_errors():
    with pytest.raises(sudoku.MultipleSolutions):
        sudoku.rate(FOUR_SOLUTIONS)
    with pytest.raises(sudoku.NoSolution):
        sudoku.rate(NO_SOLUTION)
    with pytest.raises(sudoku.Conflict):
        sudoku.rate("5.......5" + "." * 72)
    with pytest.raises(sudoku.ParseError):
        sudoku.rate("123")


# ---- mistakes ----------------------------------------------------------------------------


def test_mistakes_name_each_wrong_cell():
    empty = [i for i, ch in enumerate(TEXTBOOK) if ch == "."]
    a, b, c = empty[0], empty[1], empty[2]
    entries = [0] * 81
    entries[a] = int(TEXTBOOK_ANSWER[a]) % 9 + 1  # wrong
    entries[b] = int(TEXTBOOK_ANSWER[b])  # right
    entries[c] = int(TEXTBOOK_ANSWER[c]) % 9 + 1  # wrong, and its digit crossed out
    crossed = [
        (b // 9, b % 9, int(TEXTBOOK_ANSWER[b]) % 9 + 1),  # a right cross-out
        (c // 9, c % 9, int(TEXTBOOK_ANSWER[c])),
        (empty[3] // 9, empty[3] % 9, int(TEXTBOOK_ANSWER[empty[3]])),
    ]
    grid = [entries[9 * r : 9 * r + 9] for r in range(9)]
    found = sudoku.mistakes(TEXTBOOK, grid, crossed)
    assert found == {
        divmod(a, 9): Mistake.ENTRY,
        divmod(c, 9): Mistake.ENTRY | Mistake.CROSSED_OUT,
        divmod(empty[3], 9): Mistake.CROSSED_OUT,
    }
    assert int(found[divmod(c, 9)]) == 3
    assert sudoku.mistakes(TEXTBOOK) == {}
    assert sudoku.mistakes(TEXTBOOK, TEXTBOOK_ANSWER) == {}
    with pytest.raises(sudoku.MultipleSolutions):
        sudoku.mistakes(FOUR_SOLUTIONS)
    with pytest.raises(sudoku.NoSolution):
        sudoku.mistakes(NO_SOLUTION)


# ---- candidates --------------------------------------------------------------------------


def peers(i: int) -> set[int]:
    r, c = divmod(i, 9)
    return {
        j
        for j in range(81)
        if j != i and (j // 9 == r or j % 9 == c or (j // 27 == i // 27 and j % 9 // 3 == c // 3))
    }


def expected_candidates(cells: list[int], crossed=()) -> list[frozenset[int]]:
    """The test's own rule: a digit no peer holds, not crossed out; nothing in a full cell."""
    out = []
    for i in range(81):
        if cells[i]:
            out.append(frozenset())
            continue
        seen = {cells[j] for j in peers(i)}
        gone = {d for r, c, d in crossed if (r, c) == divmod(i, 9)}
        out.append(frozenset(set(range(1, 10)) - seen - gone))
    return out


def flat(rows) -> list:
    return [x for row in rows for x in row]


def test_candidates_of_the_textbook_grid():
    got = sudoku.candidates(TEXTBOOK)
    cells = [0 if ch == "." else int(ch) for ch in TEXTBOOK]
    assert flat(got) == expected_candidates(cells)
    assert got[0][1] == frozenset({1, 9})  # r1c2: row 3 6 5 8 4, column 2 8 5 3 7 4, box 2 8 7
    assert got[0][0] == frozenset()  # a given
    # The first hint's digit is a candidate of its cell.
    step = sudoku.hint(TEXTBOOK)
    assert step and step.placement and step.placement.digit in got[2][6]


def test_candidates_with_entries_cross_outs_and_a_repeated_digit():
    steps = list(sudoku.path(HINT_C_PUZZLE))
    entries, crossed = take(steps, 20)
    got = sudoku.candidates(HINT_C_PUZZLE, entries, crossed)
    cells = [int(g) if g != "." else e for g, e in zip(HINT_C_PUZZLE, flat(entries))]
    assert flat(got) == expected_candidates(cells, crossed)
    assert any(crossed) and any(d for d in flat(entries))
    # A wrong entry repeating a given's digit: its peers still lose the digit, and the rest of
    # the grid keeps its marks.
    repeated = "5.......5" + "." * 72
    cells = [5, 0, 0, 0, 0, 0, 0, 0, 5] + [0] * 72
    assert flat(sudoku.candidates(repeated)) == expected_candidates(cells)


def test_candidates_bad_input():
    with pytest.raises(sudoku.ParseError):
        sudoku.candidates("12")
    with pytest.raises(ValueError):
        sudoku.candidates(TEXTBOOK, crossed_out=[(9, 0, 1)])


def test_path_is_a_list():
    steps = sudoku.path(TEXTBOOK)
    assert isinstance(steps, list) and len(steps) == sudoku.rate(TEXTBOOK).steps
    assert steps[0] == sudoku.hint(TEXTBOOK) and steps[-1].technique is not Technique.NONE
