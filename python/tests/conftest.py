"""Shared fixtures: the known grids of tests/testkit (one place for them), and the public
puzzle sets of ../shared/data, skipped loudly when the folder is missing."""

from __future__ import annotations

import pathlib
import re
import sys

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]
DATA = pathlib.Path(REPO.parent, "shared", "data")


def _known() -> dict[str, str]:
    text = (REPO / "tests" / "testkit" / "src" / "known.rs").read_text()
    return dict(re.findall(r'pub const (\w+): &str =\s*"([^"]*)";', text))


KNOWN = _known()
TEXTBOOK = KNOWN["TEXTBOOK"]
TEXTBOOK_ANSWER = KNOWN["TEXTBOOK_ANSWER"]
FOUR_SOLUTIONS = KNOWN["FOUR_SOLUTIONS"]
FOUR_SOLUTIONS_FIRST = KNOWN["FOUR_SOLUTIONS_FIRST"]
# Legal givens, no solution: the top-right cell can only be 9, which its column already has.
NO_SOLUTION = "12345678.........9" + "." * 63


def shared_set(name: str, limit: int | None = None) -> list[str]:
    """The puzzles of ../shared/data/NAME.txt (the first `limit`), or a loud skip."""
    path = DATA / f"{name}.txt"
    if not path.is_file():
        sys.stderr.write(f"\nSKIPPED: {path} is missing; the data-set tests did not run\n")
        pytest.skip(f"SKIPPED: {path} is missing")
    import sudoku

    puzzles = sudoku.read_puzzles(path)
    return puzzles if limit is None else puzzles[:limit]


def is_solution_of(puzzle: str, answer: str) -> bool:
    """Complete, every row, column and box holds 1-9 once, every given kept: the test's own
    check, independent of the library."""
    if len(answer) != 81 or any(p not in ".0" and p != a for p, a in zip(puzzle, answer)):
        return False
    units = [[9 * r + c for c in range(9)] for r in range(9)]
    units += [[9 * r + c for r in range(9)] for c in range(9)]
    units += [
        [9 * (3 * (b // 3) + i) + 3 * (b % 3) + j for i in range(3) for j in range(3)]
        for b in range(9)
    ]
    return all(sorted(answer[i] for i in unit) == list("123456789") for unit in units)


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    """One line in the form `make test`'s summary counts (scripts/test-steps.sh)."""
    stats = terminalreporter.stats
    passed = len(stats.get("passed", []))
    failed = len(stats.get("failed", [])) + len(stats.get("error", []))
    skipped = len(stats.get("skipped", []))
    terminalreporter.write_line(f"pytest: {passed} passed, {failed} failed, {skipped} skipped")
