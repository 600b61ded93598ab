"""generate, generate_solution and transform: the pinned puzzles of tests/golden/generate.txt
(the same for every build and platform), one solution, the level asked, bad options."""

from __future__ import annotations

import pytest

import sudoku
from conftest import REPO, TEXTBOOK, is_solution_of
from sudoku import Level, Symmetry


def golden() -> list[tuple[str, int, str]]:
    lines = (REPO / "tests" / "golden" / "generate.txt").read_text().splitlines()
    out = []
    for line in lines:
        if line and not line.startswith("#"):
            name, seed, text = line.split()
            out.append((name, int(seed), text))
    return out


GOLDEN = golden()

# The options each golden name stands for (as in tests/generate.rs).
OPTIONS = {
    "any": {},
    "rotate180-minimal": {"symmetry": Symmetry.ROTATE_180, "minimal": True},
    "rotate90-28-36": {"symmetry": Symmetry.ROTATE_90, "min_clues": 28, "max_clues": 36},
    "easy-rotate180-minimal": {
        "level": Level.EASY,
        "symmetry": Symmetry.ROTATE_180,
        "minimal": True,
    },
}
OPTIONS.update({lv.name.lower(): {"level": lv} for lv in Level if lv is not Level.ANY})


@pytest.mark.parametrize("name, seed, text", GOLDEN, ids=[f"{n}-{s}" for n, s, _ in GOLDEN])
def test_the_pinned_grids(name, seed, text):
    if name == "solution":
        made = sudoku.generate_solution(seed)
        assert str(made) == text and "." not in text
        assert is_solution_of(str(sudoku.generate(seed)), text)
    elif name == "transform":
        assert str(sudoku.transform(seed, TEXTBOOK)) == text
    else:
        made = sudoku.generate(seed, **OPTIONS[name])
        assert str(made) == text
        assert made.count_solutions(10) == 1


def test_a_seed_gives_one_solution_and_the_same_puzzle_twice():
    a = sudoku.generate(2024, symmetry=Symmetry.MIRROR_LEFT_RIGHT, max_clues=30)
    assert a == sudoku.generate(2024, symmetry=Symmetry.MIRROR_LEFT_RIGHT, max_clues=30)
    assert a.count_solutions(10) == 1
    assert sum(d > 0 for row in a.cells for d in row) <= 30
    assert all(row[c] > 0 for row in a.cells for c in range(9) if row[8 - c] > 0)
    assert a != sudoku.generate(2025, symmetry=Symmetry.MIRROR_LEFT_RIGHT, max_clues=30)


def test_minimal_means_no_given_can_go():
    a = sudoku.generate(5, minimal=True)
    text = str(a)
    for i, ch in enumerate(text):
        if ch != ".":
            assert sudoku.count_solutions(text[:i] + "." + text[i + 1 :]) == 2


@pytest.mark.parametrize("level", [lv for lv in Level if lv is not Level.ANY])
def test_the_level_asked_is_the_level_rated(level):
    for seed in (1, 2):
        made = sudoku.generate(seed, level=level)
        assert made.count_solutions(2) == 1
        assert sudoku.rate(made).level is level
        assert sudoku.generate(seed, level=level.label) == made


def test_transform_keeps_givens_and_solutions():
    image = sudoku.transform(7, TEXTBOOK)
    assert image == sudoku.transform(7, TEXTBOOK) and image != sudoku.Grid(TEXTBOOK)
    assert str(image).count(".") == TEXTBOOK.count(".")
    assert image.count_solutions(10) == 1
    assert sudoku.rate(image).rating == sudoku.rate(TEXTBOOK).rating
    with pytest.raises(sudoku.Conflict):
        sudoku.transform(1, "55" + "." * 79)


def test_bad_options():
    with pytest.raises(sudoku.BadOptions):
        sudoku.generate(1, max_clues=16)  # no puzzle with one solution has fewer than 17
    with pytest.raises(sudoku.BadOptions):
        sudoku.generate(1, min_clues=40, max_clues=30)
    with pytest.raises(sudoku.BadOptions):
        # 90 degrees: counts of 0 or 1 modulo 4 only
        sudoku.generate(1, symmetry=Symmetry.ROTATE_90, min_clues=30, max_clues=31)
    with pytest.raises(sudoku.LimitReached):
        sudoku.generate(1, max_clues=17, max_attempts=1)
    with pytest.raises(ValueError, match="unknown level 'nightmare': one of 'any', 'easy'"):
        sudoku.generate(1, level="nightmare")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown level 7: one of 'any', 'easy', 'medium'"):
        sudoku.generate(1, level=7)
    with pytest.raises(TypeError, match="a level is a Level or one of 'any'"):
        sudoku.generate(1, level=None)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        sudoku.generate(-1)
    with pytest.raises(ValueError):
        sudoku.generate(1, min_clues=82)
    with pytest.raises(ValueError):
        sudoku.generate(1, symmetry=9)


def test_the_level_names_are_the_type_and_the_labels():
    import typing

    assert typing.get_args(sudoku.LevelName) == sudoku.LEVELS
    assert sudoku.LEVELS == tuple(level.label for level in Level)
    assert sudoku.generate(3, level="HARD") == sudoku.generate(3, level=Level.HARD)
