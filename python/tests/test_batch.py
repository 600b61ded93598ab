"""solve_many (one call of sudoku_solve_batch) against the single calls, on the shared sets
and on every kind of bad input; read_puzzles; the GIL released during the call."""

from __future__ import annotations

import io
import threading
import time

import pytest

import sudoku
from conftest import (
    FOUR_SOLUTIONS,
    FOUR_SOLUTIONS_FIRST,
    NO_SOLUTION,
    TEXTBOOK,
    TEXTBOOK_ANSWER,
    is_solution_of,
    shared_set,
)


# From hardest_1106 (one of its slowest for this library).
HARD = "........6..5.3.7..2....8.1....9..8...5..8..4...87.3....1.3.......7.9.5..6.......2"


@pytest.mark.parametrize("name, limit", [("17_clue", 5000), ("top1465", None)])
def test_batch_agrees_with_one_call_per_puzzle_on_the_shared_sets(name, limit):
    puzzles = shared_set(name, limit)
    assert len(puzzles) >= 1000
    answers = sudoku.solve_many(puzzles)
    assert len(answers) == len(puzzles)
    for puzzle, answer in zip(puzzles, answers):
        assert answer == str(sudoku.solve(puzzle)), puzzle
        assert is_solution_of(puzzle, answer), puzzle


def test_batch_of_the_known_grids():
    answers = sudoku.solve_many([TEXTBOOK, FOUR_SOLUTIONS, TEXTBOOK.replace(".", "0")])
    assert answers == [TEXTBOOK_ANSWER, FOUR_SOLUTIONS_FIRST, TEXTBOOK_ANSWER]


def test_batch_takes_bytes_grids_rows_boxed_text_and_generators():
    g = sudoku.Grid(TEXTBOOK)
    items = [TEXTBOOK.encode(), g, g.cells, g.boxed(), TEXTBOOK + "\n"]
    assert sudoku.solve_many(items) == [TEXTBOOK_ANSWER] * len(items)
    assert sudoku.solve_many(p for p in [TEXTBOOK, FOUR_SOLUTIONS]) == [
        TEXTBOOK_ANSWER,
        FOUR_SOLUTIONS_FIRST,
    ]
    assert sudoku.solve_many([]) == []
    assert sudoku.solve_many(iter(())) == []


def test_batch_reports_every_failure_and_keeps_every_answer():
    conflict = TEXTBOOK[:7] + "3" + TEXTBOOK[8:]
    items = [
        TEXTBOOK,  # 0
        NO_SOLUTION,  # 1
        conflict,  # 2
        TEXTBOOK[:40] + "x" + TEXTBOOK[41:],  # 3: not a record
        TEXTBOOK[:80],  # 4: too short
        "é" + TEXTBOOK[1:],  # 5: not ASCII
        [[10] * 9] * 9,  # 6: a value out of range
        FOUR_SOLUTIONS,  # 7
    ]
    with pytest.raises(sudoku.BatchError) as e:
        sudoku.solve_many(items)
    kinds = {i: type(err) for i, err in e.value.errors.items()}
    assert kinds == {
        1: sudoku.NoSolution,
        2: sudoku.Conflict,
        3: sudoku.ParseError,
        4: sudoku.ParseError,
        5: sudoku.ParseError,
        6: sudoku.InvalidValue,
    }
    assert e.value.solutions == [TEXTBOOK_ANSWER] + [None] * 6 + [FOUR_SOLUTIONS_FIRST]
    assert isinstance(e.value, sudoku.Error) and "6 of 8 puzzles failed; #1" in str(e.value)


def test_read_puzzles_skips_comments_blank_lines_and_line_ends(tmp_path):
    text = f"# a comment\n{TEXTBOOK}\r\n\n   \n{FOUR_SOLUTIONS}  \n#{TEXTBOOK}\n"
    expected = [TEXTBOOK, FOUR_SOLUTIONS]
    assert sudoku.read_puzzles(io.StringIO(text)) == expected
    path = tmp_path / "puzzles.txt"
    path.write_bytes(text.encode())
    assert sudoku.read_puzzles(path) == expected
    assert sudoku.read_puzzles(str(path)) == expected
    with open(path, encoding="utf-8") as f:
        assert sudoku.solve_many(sudoku.read_puzzles(f)) == [TEXTBOOK_ANSWER, FOUR_SOLUTIONS_FIRST]
    # A file of puzzle lines and nothing else goes straight in; the line ends are skipped.
    path.write_text(f"{TEXTBOOK}\n{FOUR_SOLUTIONS}\n")
    with open(path, encoding="utf-8") as f:
        assert sudoku.solve_many(f) == [TEXTBOOK_ANSWER, FOUR_SOLUTIONS_FIRST]


def test_the_batch_runs_without_the_gil():
    """The main thread keeps ticking (a 1 ms sleep, then Python code) while another thread
    is inside one long batch call. Were the GIL held during the call, no tick could happen
    while the library works: a tick or two at the edges of the call at most (none of the
    batch's half second, through ctypes.PyDLL, which holds the GIL). Released, the main
    thread ticks hundreds of times; a loaded machine's scheduler takes some of them, not all.
    (A bound on the longest pause between ticks, the test before this one, failed when the
    machine was busy enough.)"""
    # A puzzle of hardest_1106 that takes the library tens of microseconds, 200 times the
    # Python work per puzzle around the call (joining, splitting): the call is nearly all of
    # the batch's time.
    puzzles = [HARD] * 200
    started = time.perf_counter()
    sudoku.solve_many(puzzles)
    per_round = time.perf_counter() - started
    # Long enough (about half a second) that the call dwarfs any pause of the scheduler.
    puzzles *= max(1, int(0.5 / max(per_round, 1e-6)))
    window: list[float] = []
    done = threading.Event()

    def solve_in_the_library() -> None:
        window.append(time.perf_counter())
        sudoku.solve_many(puzzles)
        window.append(time.perf_counter())
        done.set()

    worker = threading.Thread(target=solve_in_the_library)
    ticks = [time.perf_counter()]
    worker.start()
    while not done.is_set():
        time.sleep(0.001)
        ticks.append(time.perf_counter())
    worker.join()
    start, end = window
    inside = sum(start < t < end for t in ticks)
    assert end - start > 0.2, f"the batch took only {end - start:.3f} s"
    assert inside >= 20, (
        f"the main thread ticked {inside} times during a {end - start:.3f} s batch: "
        "the GIL was held during the call"
    )


def test_solutions_is_a_sequence_of_answers():
    answers = sudoku.solve_many([TEXTBOOK, FOUR_SOLUTIONS, TEXTBOOK])
    assert len(answers) == 3
    assert answers[0] == answers[-1] == answers[2] == TEXTBOOK_ANSWER
    assert answers[1] == answers[-2] == FOUR_SOLUTIONS_FIRST
    assert answers[1:] == [FOUR_SOLUTIONS_FIRST, TEXTBOOK_ANSWER]
    assert answers[::-1] == [TEXTBOOK_ANSWER, FOUR_SOLUTIONS_FIRST, TEXTBOOK_ANSWER]
    assert list(answers) == [TEXTBOOK_ANSWER, FOUR_SOLUTIONS_FIRST, TEXTBOOK_ANSWER]
    assert answers.index(FOUR_SOLUTIONS_FIRST) == 1 and FOUR_SOLUTIONS_FIRST in answers
    assert answers == sudoku.solve_many([TEXTBOOK, FOUR_SOLUTIONS, TEXTBOOK])
    assert answers != [TEXTBOOK_ANSWER] and answers != TEXTBOOK_ANSWER * 3
    assert answers.lines() == f"{TEXTBOOK_ANSWER}\n{FOUR_SOLUTIONS_FIRST}\n{TEXTBOOK_ANSWER}\n"
    assert repr(sudoku.solve_many([TEXTBOOK])) == f"Solutions([{TEXTBOOK_ANSWER!r}], 1)"
    for bad in (3, -4):
        with pytest.raises(IndexError):
            answers[bad]
    with pytest.raises(TypeError):
        hash(answers)
