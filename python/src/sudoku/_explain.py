"""The explainer from Python: the next step of a player's grid (`hint`), a puzzle's difficulty
(`rate`), the whole path (`path`), the player's mistakes (`mistakes`) and the pencil marks
(`candidates`).

A player's grid is three things, as in the C API: the puzzle's givens, the player's entries
(a `GridLike`; a given may be repeated there) and the candidates the player crossed out, as
``(row, col, digit)`` triples (rows and columns from 0, as in `Grid.cells`). Every answer is
the C library's; this module converts the structs and names the numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum, IntFlag
from typing import Any, Iterable, List, Literal, NamedTuple, Optional, Tuple

from ._core import OK, Grid, GridLike, _c_string, _check, error
from ._native import ffi, lib

__all__ = [
    "Technique",
    "Level",
    "LevelName",
    "Candidate",
    "ChainNode",
    "Step",
    "Rating",
    "Mistake",
    "CrossedOut",
    "hint",
    "rate",
    "path",
    "mistakes",
    "candidates",
]


class Technique(IntEnum):
    """The explainer's techniques, numbered as ``SUDOKU_TECHNIQUE_*`` (the tests check that
    every number is the header's); `label` is the library's name for it."""

    NONE = 0
    FULL_HOUSE = 1
    HIDDEN_SINGLE_BOX = 2
    HIDDEN_SINGLE_LINE = 3
    NAKED_SINGLE = 4
    POINTING = 5
    CLAIMING = 6
    NAKED_PAIR = 7
    X_WING = 8
    HIDDEN_PAIR = 9
    NAKED_TRIPLE = 10
    SWORDFISH = 11
    HIDDEN_TRIPLE = 12
    SKYSCRAPER = 13
    TWO_STRING_KITE = 14
    XY_WING = 15
    XYZ_WING = 16
    W_WING = 17
    UNIQUE_RECTANGLE_1 = 18
    UNIQUE_RECTANGLE_2 = 19
    UNIQUE_RECTANGLE_4 = 20
    NAKED_QUAD = 21
    JELLYFISH = 22
    HIDDEN_QUAD = 23
    BUG_PLUS_ONE = 24
    X_CHAIN = 25
    AIC = 26
    NISHIO_FORCING_CHAIN = 27
    DYNAMIC_CONTRADICTION_CHAIN = 28
    DYNAMIC_CELL_FORCING_CHAIN = 29
    DYNAMIC_REGION_FORCING_CHAIN = 30
    DYNAMIC_FORCING_CHAIN_PLUS = 31
    NESTED_FORCING_CHAIN = 32
    DIRECT_POINTING = 33
    DIRECT_CLAIMING = 34
    DIRECT_HIDDEN_PAIR = 35
    DIRECT_HIDDEN_TRIPLE = 36
    UNIQUE_RECTANGLE_3 = 37
    UNIQUE_LOOP_1 = 38
    UNIQUE_LOOP_2 = 39
    UNIQUE_LOOP_3 = 40
    UNIQUE_LOOP_4 = 41
    BUG_2 = 42
    BUG_3 = 43
    BUG_4 = 44
    ALIGNED_PAIR_EXCLUSION = 45
    ALIGNED_TRIPLET_EXCLUSION = 46
    TURBOT_FISH = 47
    FORCING_YCHAIN = 48
    BIDIRECTIONAL_XCYCLE = 49
    BIDIRECTIONAL_YCYCLE = 50
    BIDIRECTIONAL_CYCLE = 51
    GENERALIZED_XWING = 52
    CELL_FORCING_CHAIN = 53
    REGION_FORCING_CHAIN = 54
    DYNAMIC_DOUBLE_FORCING_CHAIN = 55
    DYNAMIC_CONTRADICTION_CHAIN_PLUS = 56
    DYNAMIC_DOUBLE_FORCING_CHAIN_PLUS = 57
    DYNAMIC_CELL_FORCING_CHAIN_PLUS = 58
    DYNAMIC_REGION_FORCING_CHAIN_PLUS = 59
    NESTED_CONTRADICTION_CHAIN_2 = 60
    NESTED_DOUBLE_FORCING_CHAIN_2 = 61
    NESTED_CELL_FORCING_CHAIN_2 = 62
    NESTED_REGION_FORCING_CHAIN_2 = 63
    NESTED_CONTRADICTION_CHAIN_3 = 64
    NESTED_DOUBLE_FORCING_CHAIN_3 = 65
    NESTED_CELL_FORCING_CHAIN_3 = 66
    NESTED_REGION_FORCING_CHAIN_3 = 67
    NESTED_CONTRADICTION_CHAIN_4 = 68
    NESTED_DOUBLE_FORCING_CHAIN_4 = 69
    NESTED_CELL_FORCING_CHAIN_4 = 70
    NESTED_REGION_FORCING_CHAIN_4 = 71
    NESTED_CONTRADICTION_CHAIN_5 = 72
    NESTED_DOUBLE_FORCING_CHAIN_5 = 73
    NESTED_CELL_FORCING_CHAIN_5 = 74
    NESTED_REGION_FORCING_CHAIN_5 = 75

    @property
    def label(self) -> str:
        """The library's name for it, such as ``"Hidden Single"`` (players' names: a
        Skyscraper is one of Sudoku Explainer's Turbot Fish; `Rating.hardest_name` is SE's)."""
        return _c_string(lib.sudoku_technique_name(self.value))


class Level(IntEnum):
    """Difficulty levels, numbered as ``SUDOKU_LEVEL_*``; `label` is the library's name
    (``"easy"`` to ``"diabolical"``). `ANY` asks the generator for any puzzle."""

    ANY = 0
    EASY = 1
    MEDIUM = 2
    HARD = 3
    FIENDISH = 4
    DIABOLICAL = 5

    @property
    def label(self) -> str:
        return "any" if self is Level.ANY else _c_string(lib.sudoku_level_name(self))

    @classmethod
    def of(cls, level: Level | str | int) -> Level:
        """A level from itself, its number or its label (``"hard"``, any case). Raises
        `ValueError` naming the levels for any other string or number, `TypeError` for
        anything else."""
        names = ", ".join(repr(m.label) for m in cls)
        if isinstance(level, str):
            for member in cls:
                if member.label == level.lower():
                    return member
            raise ValueError(f"unknown level {level!r}: one of {names}")
        if isinstance(level, int) and not isinstance(level, bool):
            try:
                return cls(level)
            except ValueError:
                raise ValueError(f"unknown level {level!r}: one of {names}") from None
        raise TypeError(f"a level is a Level or one of {names}, not {type(level).__name__}")


LevelName = Literal["any", "easy", "medium", "hard", "fiendish", "diabolical"]
"""The names `generate`'s `level` takes (`Level.label`): a type checker refuses any other
string, and `generate` does too at run time (`ValueError`)."""


# QQWing's names for `Rating.qqwing_level` 1 to 4.
_QQWING = {1: "simple", 2: "easy", 3: "intermediate", 4: "expert"}


class Candidate(NamedTuple):
    """A digit in a cell (rows and columns from 0): a placement, an elimination, a reason."""

    row: int
    col: int
    digit: int


class ChainNode(NamedTuple):
    """A node of a chain: `on` when the chain places the digit there, else it removes it;
    `branch` counts the assumptions, from 0."""

    row: int
    col: int
    digit: int
    on: bool
    branch: int


@dataclass(frozen=True)
class Step:
    """One step of the explainer, not yet taken."""

    technique: Technique
    rating: float
    """On Sudoku Explainer's scale (1.0 to about 11)."""
    sentence: str
    """The library's English sentence: ``"Hidden Single: in box 3, 5 fits only in r3c7"``."""
    placement: Optional[Candidate]
    eliminations: Tuple[Candidate, ...]
    reasons: Tuple[Candidate, ...]
    """The candidates that form the pattern."""
    digits: frozenset[int]
    houses: Tuple[int, ...]
    """0-8 rows, 9-17 columns, 18-26 boxes."""
    chain: Tuple[ChainNode, ...]
    """The first nodes of the chain (at most ``SUDOKU_MAX_CHAIN``); `chain_length` counts all."""
    chain_length: int
    uses_uniqueness: bool

    @property
    def name(self) -> str:
        """The technique's name, such as ``"Hidden Single"``."""
        return self.technique.label

    @property
    def cells(self) -> Tuple[Tuple[int, int], ...]:
        """The cells to highlight, as ``(row, col)`` in row-major order: the placement, the
        pattern's candidates and the chain's nodes."""
        found = {(c.row, c.col) for c in self.reasons}
        found.update((n.row, n.col) for n in self.chain)
        if self.placement is not None:
            found.add((self.placement.row, self.placement.col))
        return tuple(sorted(found))


@dataclass(frozen=True)
class Rating:
    """How hard a puzzle is, as Sudoku Explainer 1.2.1 rates it: the path that always takes
    SE's step."""

    rating: float
    """ER: the hardest step's rating, Sudoku Explainer's scale (the same as `er`)."""
    er: float
    """ER (the hardest step)."""
    ep: float
    """EP (pearl): the hardest step up to and including the first that places a digit."""
    ed: float
    """ED (diamond): the first step."""
    level: Level
    hardest: Technique
    hardest_name: str
    """SE's name of the hardest step's rule, such as ``"Turbot Fish"``."""
    steps: int
    counts: dict[Technique, int]
    """Steps per technique, only those used."""
    uses_uniqueness: bool
    uses_forcing_chains: bool
    qqwing_level: str
    """What QQWing would call it: simple, easy, intermediate or expert."""
    work: int
    """The work the rating spent, in the units of its `work` budget."""


class Mistake(IntFlag):
    """What is wrong in a cell: its entry differs from the solution, or the solution's digit
    is crossed out, or both."""

    ENTRY = 1
    CROSSED_OUT = 2


CrossedOut = Iterable[Tuple[int, int, int]]
"""Crossed-out candidates: ``(row, col, digit)`` triples, such as `Step.eliminations`."""


def _cell(index: int) -> tuple[int, int]:
    return divmod(int(index), 9)


def _step(c_step: Any) -> Step:
    """A `Step` from a ``sudoku_step *``."""
    sentence = ffi.new("char[]", lib.SUDOKU_MAX_SENTENCE)
    _check(lib.sudoku_step_sentence(c_step, sentence, lib.SUDOKU_MAX_SENTENCE))
    s = c_step[0]

    def marks(array: Any, count: int) -> tuple[Candidate, ...]:
        return tuple(Candidate(*_cell(m.cell), m.digit) for m in array[0:count])

    placement = None
    if s.placed_cell >= 0:
        placement = Candidate(*_cell(s.placed_cell), s.placed_digit)
    return Step(
        technique=Technique(s.technique),
        rating=s.rating / 10,
        sentence=_c_string(sentence),
        placement=placement,
        eliminations=marks(s.eliminations, s.elimination_count),
        reasons=marks(s.reasons, s.reason_count),
        digits=frozenset(d for d in range(1, 10) if s.digits >> (d - 1) & 1),
        houses=tuple(s.houses[0 : s.house_count]),
        chain=tuple(
            ChainNode(*_cell(n.cell), n.digit, bool(n.on), n.branch)
            for n in s.chain[0 : s.chain_count]
        ),
        chain_length=s.chain_length,
        uses_uniqueness=bool(s.uses_uniqueness),
    )


class _Player:
    """A player's grid as the C functions take it: givens, entries, crossed-out masks."""

    def __init__(
        self, grid: GridLike, entries: GridLike | None, crossed_out: CrossedOut | None
    ) -> None:
        self.givens = Grid(grid)._c_grid()
        self.entries = Grid(entries)._c_grid() if entries is not None else ffi.new("int[9][9]")
        self.crossed = ffi.new("uint16_t[81]")
        for row, col, digit in crossed_out or ():
            if not (0 <= row < 9 and 0 <= col < 9 and 1 <= digit <= 9):
                triple = (row, col, digit)
                raise ValueError(f"not a (row, col, digit) of (0-8, 0-8, 1-9): {triple}")
            self.crossed[9 * row + col] |= 1 << (digit - 1)


def hint(
    grid: GridLike, entries: GridLike | None = None, crossed_out: CrossedOut | None = None
) -> Step | None:
    """The easiest next step for a player: `grid` holds the puzzle's givens, `entries` the
    player's digits (a given may be repeated), `crossed_out` the candidates the player
    removed. None when the grid is complete. Raises `WrongEntry` (see `mistakes`),
    `NotExplained`, `LimitReached`, `NoSolution`, `MultipleSolutions`, `Conflict`.

    >>> step = hint(
    ...     "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
    ... )
    >>> step.sentence, step.rating, step.placement
    ('Hidden Single: in box 3, 5 fits only in r3c7', 1.2, Candidate(row=2, col=6, digit=5))
    """
    p = _Player(grid, entries, crossed_out)
    step = ffi.new("sudoku_step *")
    _check(lib.sudoku_hint(p.givens, p.entries, p.crossed, step))
    if step.technique == Technique.NONE:
        return None
    return _step(step)


def path(
    grid: GridLike, entries: GridLike | None = None, crossed_out: CrossedOut | None = None
) -> List[Step]:
    """The steps from the player's grid (as for `hint`) to the solution, in order: each is
    `hint`'s answer once the steps before it are taken; empty for a complete grid. For a
    puzzle, `rate` sums up this path. Raises as `hint` does when a step cannot be found (the
    steps before it are lost: `hint` one step at a time keeps them)."""
    p = _Player(grid, entries, crossed_out)
    step = ffi.new("sudoku_step *")
    steps: List[Step] = []
    while True:
        _check(lib.sudoku_hint(p.givens, p.entries, p.crossed, step))
        if step.technique == Technique.NONE:
            return steps
        steps.append(_step(step))
        _check(lib.sudoku_apply_step(p.entries, p.crossed, step))


def rate(grid: GridLike, *, work: int | None = None, max_rating: float | None = None) -> Rating:
    """A puzzle's difficulty as Sudoku Explainer 1.2.1 rates it: ER, EP and ED, the hardest
    step. `work` caps the work spent (the library's units, ``SUDOKU_DEFAULT_WORK`` by default;
    `LimitReached` past it); `max_rating` stops early (`NotExplained`) on a puzzle that needs a
    rule rated above it. Raises `NoSolution`, `MultipleSolutions`, `NotExplained`,
    `LimitReached`, `Conflict`.

    >>> r = rate(
    ...     "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
    ... )
    >>> r.er, r.ep, r.ed, r.level.label, r.hardest_name
    (1.5, 1.2, 1.2, 'easy', 'Hidden Single')
    """
    options = ffi.new("struct sudoku_explain_options *")
    options.size = ffi.sizeof("struct sudoku_explain_options")
    if work is not None:
        if work < 1:
            raise ValueError(f"work must be at least 1, not {work}")
        options.work = work
    if max_rating is not None:
        if not 0 < max_rating <= 25.5:
            raise ValueError(f"max_rating must be above 0 and at most 25.5, not {max_rating}")
        options.max_rating = round(max_rating * 10)
    out = ffi.new("sudoku_se_rating *")
    _check(lib.sudoku_rate_with(Grid(grid)._c_grid(), options, out))
    counts = out.technique_counts
    return Rating(
        rating=out.er / 10,
        er=out.er / 10,
        ep=out.ep / 10,
        ed=out.ed / 10,
        level=Level(out.level),
        hardest=Technique(out.hardest),
        hardest_name=ffi.string(out.hardest_name).decode(),
        steps=out.steps,
        counts={Technique(t): counts[t] for t in range(1, len(Technique)) if counts[t]},
        uses_uniqueness=bool(out.uses_uniqueness),
        uses_forcing_chains=bool(out.uses_forcing_chains),
        qqwing_level=_QQWING[out.qqwing_level],
        work=out.work,
    )


def mistakes(
    grid: GridLike, entries: GridLike | None = None, crossed_out: CrossedOut | None = None
) -> dict[tuple[int, int], Mistake]:
    """The player's mistakes (arguments as for `hint`), ``{(row, col): Mistake}`` for each
    cell with one: an entry that is not the solution's digit, the solution's digit crossed
    out. Empty when all is right. Raises `NoSolution`, `MultipleSolutions`, `Conflict`."""
    p = _Player(grid, entries, crossed_out)
    found = ffi.new("uint8_t[81]")
    count = ffi.new("unsigned int *")
    _check(lib.sudoku_mistakes(p.givens, p.entries, p.crossed, found, count))
    return {_cell(i): Mistake(m) for i, m in enumerate(found) if m}


def candidates(
    grid: GridLike, entries: GridLike | None = None, crossed_out: CrossedOut | None = None
) -> tuple[tuple[frozenset[int], ...], ...]:
    """The pencil marks: for each cell, as 9 rows of 9, the digits that no other digit of its
    row, column or box forbids, less those crossed out; empty for a filled cell (a given or
    an entry). The rule is the library's (`sudoku_candidates`); a digit repeated on the grid
    forbids its peers' cells all the same."""
    filled = bytearray(Grid(grid)._cells)
    if entries is not None:
        for i, d in enumerate(Grid(entries)._cells):
            filled[i] = filled[i] or d
    removed = _Player(Grid._of(bytes(81)), None, crossed_out).crossed
    # One call of `sudoku_candidates` when no digit repeats; else a digit at a time.
    work = ffi.new("int[81]", list(filled))
    masks = ffi.new("uint16_t[81]")
    status = lib.sudoku_candidates(ffi.cast("int(*)[9]", work), masks)
    if status == OK:
        marks = [masks[i] & ~removed[i] for i in range(81)]
    elif status == lib.SUDOKU_CONFLICT:
        marks = _candidates_with_repeats(filled, removed)
    else:
        raise error(status)
    cells = [frozenset(d for d in range(1, 10) if m >> (d - 1) & 1) for m in marks]
    return tuple(tuple(cells[9 * r : 9 * r + 9]) for r in range(9))


def _candidates_with_repeats(filled: bytearray, removed: Any) -> list[int]:
    """The masks of `candidates` for a grid where a digit repeats, which `sudoku_candidates`
    refuses: each digit's cells asked of `sudoku_validate`."""
    marks = [0] * 81
    for d in range(1, 10):
        places = [i for i in range(81) if filled[i] == d]
        # Alone with every `d` of the grid, one call a cell; if `d` repeats, with each `d`.
        together = _legal(places, None, d)
        groups = [places] if together else [[j] for j in places]
        for i in range(81):
            if not filled[i] and not removed[i] >> (d - 1) & 1:
                if all(_legal(group, i, d) for group in groups):
                    marks[i] |= 1 << (d - 1)
    return marks


def _legal(cells: list[int], cell: int | None, digit: int) -> bool:
    """Does `sudoku_validate` accept `digit` in each of `cells` and in `cell`, alone on an
    empty grid?"""
    work = ffi.new("int[81]")
    for j in cells:
        work[j] = digit
    if cell is not None:
        work[cell] = digit
    status = int(lib.sudoku_validate(ffi.cast("int(*)[9]", work)))
    if status not in (OK, lib.SUDOKU_CONFLICT):
        raise error(status)
    return status == OK
