"""What the window's buttons do to the puzzle (`sudoku.gui`): solve, check, hint, a new
puzzle, clear, empty, paste, load; each through the library, its refusals on the status line.
The destructive ones ask first when the player would lose digits."""

from __future__ import annotations

import random
import tkinter as tk

import sudoku

from ._board import COLORS, ENTRY, GIVEN, SOLVED, house_cells


def conflicting_cells(cells: list[int]) -> set[int]:
    """The cells whose digit the library says is given twice: each pair of cells holding the
    same digit, alone on an empty grid, goes to `sudoku.validate`."""
    found: set[int] = set()
    by_digit: dict[int, list[int]] = {}
    for i, d in enumerate(cells):
        if d:
            by_digit.setdefault(d, []).append(i)
    for d, places in by_digit.items():
        for k, a in enumerate(places):
            for b in places[k + 1 :]:
                pair = [0] * 81
                pair[a] = pair[b] = d
                try:
                    sudoku.validate([pair[r * 9 : r * 9 + 9] for r in range(9)])
                except sudoku.Conflict:
                    found.update((a, b))
    return found


class Play:
    """The actions, on the state the window keeps (`SudokuWindow` is one)."""

    root: tk.Tk
    values: list[int]
    kinds: list[str | None]
    marks: dict[int, str]
    seed: int | None
    typed_givens: bool
    editing_givens: tk.BooleanVar
    level: tk.StringVar

    def say(self, text: str, error: bool = False) -> None:
        raise NotImplementedError

    def ask(self, question: str, action: str) -> bool:
        raise NotImplementedError

    def redraw(self) -> None:
        raise NotImplementedError

    def givens(self) -> list[int]:
        return [d if k == GIVEN else 0 for d, k in zip(self.values, self.kinds)]

    def entries(self) -> list[int]:
        """The player's digits and the solved ones (not the givens)."""
        return [d if k != GIVEN else 0 for d, k in zip(self.values, self.kinds)]

    def _grid(self, cells: list[int]) -> sudoku.Grid:
        return sudoku.Grid([cells[r * 9 : r * 9 + 9] for r in range(9)])

    def _work(self) -> int:
        """How many digits the player would lose: entries, solved cells, typed givens."""
        mine = sum(1 for k in self.kinds if k in (ENTRY, SOLVED))
        typed = sum(1 for k in self.kinds if k == GIVEN) if self.typed_givens else 0
        return mine + typed

    def show_conflicts(self) -> bool:
        """Marks the givens that repeat a digit and says so; True when there are any."""
        try:
            self._grid(self.givens()).validate()
        except sudoku.Conflict as e:
            clash = conflicting_cells(self.givens())
            self.marks = {i: COLORS["conflict"] for i in clash}
            where = ", ".join(f"r{i // 9 + 1}c{i % 9 + 1}" for i in sorted(clash))
            self.say(f"{e.reason}: {where}.", error=True)
            return True
        self.marks.clear()
        return False

    def _refused(self, error: sudoku.Error) -> None:
        """Shows why the library refused: a conflict's cells marked, else its reason."""
        if isinstance(error, sudoku.Conflict):
            self.show_conflicts()
        else:
            self.marks.clear()
            self.say(f"{error.reason}.", error=True)
        self.redraw()

    def _answer(self) -> sudoku.Grid | None:
        """The library's answer for the givens, or None with the reason on the status line."""
        try:
            grid = self._grid(self.givens())
            grid.validate()
            answer = grid.solve()
        except sudoku.Error as e:
            self._refused(e)
            return None
        return answer

    def solve(self) -> None:
        """Fills the grid with the library's answer, after asking (unless it is complete)."""
        answer = self._answer()
        if answer is None:
            return
        if 0 in self.values and not self.ask(
            "Show the solution? It fills every empty cell and replaces your entries.", "Solve"
        ):
            self.say("Not solved: the puzzle is as you left it.")
            return
        flat = [d for row in answer.cells for d in row]
        for i, d in enumerate(flat):
            if self.kinds[i] != GIVEN:
                self.values[i] = d
                self.kinds[i] = SOLVED
        self.marks.clear()
        several = self._grid(self.givens()).count_solutions(2) > 1
        self.say(
            "Solved: one of several solutions, the first in row-major order."
            if several
            else "Solved."
        )
        self.redraw()

    def check(self) -> None:
        """Marks the entries the library's `mistakes` finds wrong."""
        entries = [i for i in range(81) if self.kinds[i] == ENTRY]
        found = self._mistakes()
        if found is None:
            return
        wrong = sorted(found)
        self.marks = {i: COLORS["wrong"] for i in wrong}
        empty = sum(1 for d in self.values if not d)
        if wrong:
            self.say(
                f"{len(wrong)} of {len(entries)} entries are wrong; {empty} cells empty.", True
            )
        else:
            self.say(f"All {len(entries)} entries are right; {empty} cells empty.")
        self.redraw()

    def _mistakes(self) -> list[int] | None:
        """The cells whose entry is wrong, or None with the reason on the status line."""
        try:
            found = sudoku.mistakes(self._grid(self.givens()), self._grid(self.entries()))
        except sudoku.Error as e:
            self._refused(e)
            return None
        return [r * 9 + c for r, c in found]

    def hint(self) -> None:
        """Highlights the easiest next step's cells (its houses lightly) and shows its
        sentence; marks the wrong entries instead when there are any."""
        try:
            step = sudoku.hint(self._grid(self.givens()), self._grid(self.entries()))
        except sudoku.WrongEntry:
            wrong = self._mistakes() or []
            self.marks = {i: COLORS["wrong"] for i in wrong}
            self.say(f"Wrong entries first: {len(wrong)} marked.", error=True)
            self.redraw()
            return
        except sudoku.Error as e:
            self._refused(e)
            return
        if step is None:
            self.marks.clear()
            self.say("The grid is complete.")
            self.redraw()
            return
        self.marks = {i: COLORS["house"] for h in step.houses for i in house_cells(h)}
        self.marks.update({r * 9 + c: COLORS["hinted"] for r, c in step.cells})
        self.say(f"{step.sentence} (SE rating {step.rating:.1f})")
        self.redraw()

    def new_puzzle(self) -> None:
        """A puzzle of the chosen level, for a fresh seed (shown, to make it again); asks
        first when the player would lose digits."""
        work = self._work()
        if work and not self.ask(
            f"Start a new {self.level.get()} puzzle? Your {work} digits on this one will be lost.",
            "New puzzle",
        ):
            self.say("Kept this puzzle.")
            return
        self._make_puzzle(None)

    def _make_puzzle(self, seed: int | None) -> None:
        """Loads the puzzle of `seed` (a fresh one if None) at the chosen level."""
        level = self.level.get()
        seed = random.getrandbits(32) if seed is None else seed
        try:
            grid = sudoku.generate(seed, level=sudoku.Level.of(level))
        except sudoku.Error as e:
            self.say(f"{e.reason}.", error=True)
            return
        self.load(str(grid))
        self.seed = seed
        self.say(f"New {level} puzzle (seed {seed}): type your entries.")

    def clear_entries(self) -> None:
        """Removes the entries and solved digits, after asking."""
        work = sum(1 for k in self.kinds if k in (ENTRY, SOLVED))
        if not work:
            self.say("No entries to clear.")
            return
        if not self.ask(f"Remove your {work} entries?", "Clear"):
            self.say("Entries kept.")
            return
        self._clear(ENTRY)
        self._clear(SOLVED)
        self.marks.clear()
        self.say("Entries cleared.")
        self.redraw()

    def empty(self) -> None:
        """Starts over with an empty grid, after asking when there is a digit to lose."""
        if any(self.values) and not self.ask(
            "Empty the grid? The puzzle and your entries will be removed.", "Empty"
        ):
            self.say("Kept the grid.")
            return
        self.values = [0] * 81
        self.kinds = [None] * 81
        self.marks.clear()
        self.typed_givens = False
        self.editing_givens.set(True)
        self.say("Empty grid: type the givens.")
        self.redraw()

    def toggle_givens(self) -> None:
        if self.editing_givens.get():
            self.say("Editing the givens.")
        elif not self.show_conflicts():
            self.say("Playing: the digits you type are entries. Check marks the wrong ones.")
        self.redraw()

    def paste(self) -> None:
        """The clipboard's puzzle, after asking when the player would lose digits."""
        try:
            text = self.root.clipboard_get()
        except tk.TclError:
            self.say("The clipboard holds no text.", error=True)
            return
        work = self._work()
        if work and not self.ask(f"Open the pasted puzzle? Your {work} digits will be lost.", "Open"):
            self.say("Kept this puzzle.")
            return
        self.load(text)

    def load(self, text: str) -> None:
        """Makes `text` (any form `sudoku.Grid` reads) the givens, ready to play."""
        try:
            grid = sudoku.Grid(text)
        except sudoku.Error as e:
            self.say(f"Not a puzzle: {e.reason}.", error=True)
            return
        self.values = [d for row in grid.cells for d in row]
        self.kinds = [GIVEN if d else None for d in self.values]
        self.typed_givens = False
        self.editing_givens.set(False)
        if not self.show_conflicts():
            self.say("Puzzle loaded: type your entries, or press Solve.")
        self.redraw()

    def _clear(self, kind: str) -> None:
        for i in range(81):
            if self.kinds[i] == kind:
                self.values[i] = 0
                self.kinds[i] = None
