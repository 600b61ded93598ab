"""A window to type a Sudoku into, play it and solve it: ``python -m sudoku.gui [PUZZLE]``.

Click a cell (or move with the arrows) and type 1-9; Backspace, Delete, 0 or space empties it.
While "Edit givens" is pressed the digits typed are the puzzle's givens; release it to play, and the
digits typed are your entries. Solve fills the grid with the library's answer, Check marks the
entries that are wrong (`sudoku.mistakes`), Hint highlights the cells of the easiest next step
and shows its sentence (`sudoku.hint`), New puzzle makes one of the chosen level
(`sudoku.generate`), Pencil marks shows each empty cell's candidates (`sudoku.candidates`),
Clear removes the entries, Empty starts over; Ctrl+V reads a puzzle from the clipboard. Errors
(a digit given twice, no solution) go to the status line, and the cells of a repeated digit are
marked.
"""

from __future__ import annotations

import random
import sys
import tkinter as tk
from tkinter import font as tkfont
from typing import Any, Callable

import sudoku

CELL = 56  # pixels per cell
MARGIN = 8
SIZE = 9 * CELL + 2 * MARGIN

COLORS = {
    "background": "#f4f1ea",
    "cell": "#ffffff",
    "peer": "#eef2f7",
    "selected": "#cfe0f5",
    "wrong": "#f7c9c4",
    "conflict": "#f2a9a0",
    "hinted": "#fbe7a6",
    "house": "#fdf6dd",
    "thin": "#b8b8b8",
    "thick": "#2b2b2b",
    "given": "#1d1d1d",
    "entry": "#2456a6",
    "solved": "#3a8a4a",
    "pencil": "#7a7a7a",
    "status": "#444444",
    "error": "#b3261e",
}

GIVEN, ENTRY, SOLVED = "given", "entry", "solved"


def house_cells(house: int) -> list[int]:
    """The cells of a house: 0-8 rows, 9-17 columns, 18-26 boxes."""
    if house < 9:
        return [house * 9 + c for c in range(9)]
    if house < 18:
        return [r * 9 + house - 9 for r in range(9)]
    b = house - 18
    return [(3 * (b // 3) + i) * 9 + 3 * (b % 3) + j for i in range(3) for j in range(3)]


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


class SudokuWindow:
    """The window: a canvas of 81 cells, a row of buttons, a status line."""

    def __init__(self, root: tk.Tk, puzzle: str | None = None) -> None:
        self.root = root
        root.title("libsudoku")
        root.configure(background=COLORS["background"])
        root.resizable(False, False)
        self.values = [0] * 81
        self.kinds: list[str | None] = [None] * 81
        self.marks: dict[int, str] = {}  # cell -> background colour of a mark
        self.selected = 40
        self.seed: int | None = None  # the seed of the last New puzzle
        self.pencil = tk.BooleanVar(value=False)
        self.editing_givens = tk.BooleanVar(value=True)
        self.status = tk.StringVar()

        family = "DejaVu Sans" if "DejaVu Sans" in tkfont.families(root) else "Helvetica"
        self.fonts = {
            GIVEN: tkfont.Font(root, family=family, size=22, weight="bold"),
            ENTRY: tkfont.Font(root, family=family, size=22),
            SOLVED: tkfont.Font(root, family=family, size=22),
            "pencil": tkfont.Font(root, family=family, size=9),
            "ui": tkfont.Font(root, family=family, size=11),
        }

        self.canvas = tk.Canvas(
            root,
            width=SIZE,
            height=SIZE,
            background=COLORS["background"],
            highlightthickness=0,
            takefocus=True,
        )
        self.canvas.grid(row=0, column=0, padx=12, pady=(12, 6))
        self.rects: list[int] = []
        self.texts: list[int] = []
        self.pencil_items: list[list[int]] = []
        self._draw_board()

        bar = tk.Frame(root, background=COLORS["background"])
        bar.grid(row=1, column=0, pady=4)
        self.buttons: dict[str, tk.Widget] = {}
        self._button(bar, "Solve", self.solve)
        self._button(bar, "Check", self.check)
        self._button(bar, "Hint", self.hint)
        self._button(bar, "Clear", self.clear_entries)
        self._button(bar, "Empty", self.empty)
        givens = tk.Checkbutton(
            bar,
            text="Edit givens",
            variable=self.editing_givens,
            indicatoron=False,
            command=self.toggle_givens,
            font=self.fonts["ui"],
            padx=10,
            pady=3,
        )
        givens.pack(side=tk.LEFT, padx=3)
        self.buttons["Edit givens"] = givens
        box = tk.Checkbutton(
            bar,
            text="Pencil marks",
            variable=self.pencil,
            command=self.redraw,
            font=self.fonts["ui"],
            background=COLORS["background"],
        )
        box.pack(side=tk.LEFT, padx=3)
        self.buttons["Pencil marks"] = box

        bar2 = tk.Frame(root, background=COLORS["background"])
        bar2.grid(row=2, column=0, pady=2)
        self.level = tk.StringVar(value="easy")
        self.level_menu = tk.OptionMenu(bar2, self.level, *sudoku.LEVELS)
        self.level_menu.configure(font=self.fonts["ui"], width=10)
        self.level_menu.pack(side=tk.LEFT, padx=3)
        self._button(bar2, "New puzzle", self.new_puzzle)

        self.status_label = tk.Label(
            root,
            textvariable=self.status,
            anchor="w",
            font=self.fonts["ui"],
            background=COLORS["background"],
            foreground=COLORS["status"],
        )
        self.status_label.grid(row=3, column=0, sticky="we", padx=14, pady=(0, 10))

        self.canvas.bind("<Button-1>", self.click)
        self.canvas.bind("<Key>", self.key)
        root.bind("<Control-v>", lambda _e: self.paste())
        self.canvas.focus_set()
        if puzzle:
            self.load(puzzle)
        else:
            self.say("Type the puzzle's givens, then release Edit givens to play, or press Solve.")
        self.redraw()

    # ---- drawing --------------------------------------------------------------------------

    def _button(self, bar: tk.Frame, text: str, command: Callable[[], Any]) -> None:
        button = tk.Button(bar, text=text, command=command, font=self.fonts["ui"], padx=10)
        button.pack(side=tk.LEFT, padx=3)
        self.buttons[text] = button

    def _draw_board(self) -> None:
        c = self.canvas
        for i in range(81):
            x, y = self._origin(i)
            self.rects.append(
                c.create_rectangle(x, y, x + CELL, y + CELL, fill=COLORS["cell"], width=0)
            )
            self.texts.append(c.create_text(x + CELL / 2, y + CELL / 2 + 1, text=""))
            marks = []
            for d in range(9):
                mx = x + CELL / 6 + (d % 3) * CELL / 3
                my = y + CELL / 6 + (d // 3) * CELL / 3
                marks.append(
                    c.create_text(mx, my, text="", font=self.fonts["pencil"], fill=COLORS["pencil"])
                )
            self.pencil_items.append(marks)
        for k in range(10):
            thick = k % 3 == 0
            pos = MARGIN + k * CELL
            color = COLORS["thick" if thick else "thin"]
            width = 3 if thick else 1
            tags = ("thick",) if thick else ()
            c.create_line(MARGIN, pos, MARGIN + 9 * CELL, pos, fill=color, width=width, tags=tags)
            c.create_line(pos, MARGIN, pos, MARGIN + 9 * CELL, fill=color, width=width, tags=tags)
        # Thick lines over thin ones.
        c.tag_raise("thick")

    @staticmethod
    def _origin(i: int) -> tuple[int, int]:
        return MARGIN + (i % 9) * CELL, MARGIN + (i // 9) * CELL

    def redraw(self) -> None:
        c = self.canvas
        sel = self.selected
        peers = {
            i
            for i in range(81)
            if i // 9 == sel // 9
            or i % 9 == sel % 9
            or (i // 27 == sel // 27 and i % 9 // 3 == sel % 9 // 3)
        }
        candidates = self._candidates() if self.pencil.get() else None
        for i in range(81):
            fill = COLORS["cell"]
            if i in peers:
                fill = COLORS["peer"]
            if i == sel:
                fill = COLORS["selected"]
            if i in self.marks:
                fill = self.marks[i]
            c.itemconfigure(self.rects[i], fill=fill)
            kind = self.kinds[i]
            d = self.values[i]
            c.itemconfigure(
                self.texts[i],
                text=str(d) if d else "",
                font=self.fonts[kind or ENTRY],
                fill=COLORS[kind or ENTRY],
            )
            for k, item in enumerate(self.pencil_items[i]):
                show = candidates is not None and not d and (k + 1) in candidates[i]
                c.itemconfigure(item, text=str(k + 1) if show else "")

    def say(self, text: str, error: bool = False) -> None:
        self.status.set(text)
        self.status_label.configure(foreground=COLORS["error" if error else "status"])

    # ---- reading the grid -----------------------------------------------------------------

    def _shown(self, item: int) -> str:
        """The text a canvas item shows (Tk's `itemcget`, which typeshed leaves untyped)."""
        canvas: Any = self.canvas
        return str(canvas.itemcget(item, "text"))

    def cell_texts(self) -> list[str]:
        """What each cell shows, read from the canvas: a digit or ''."""
        return [self._shown(t) for t in self.texts]

    def givens(self) -> list[int]:
        return [d if k == GIVEN else 0 for d, k in zip(self.values, self.kinds)]

    def _grid(self, cells: list[int]) -> sudoku.Grid:
        return sudoku.Grid([cells[r * 9 : r * 9 + 9] for r in range(9)])

    def entries(self) -> list[int]:
        """The player's digits and the solved ones (not the givens)."""
        return [d if k != GIVEN else 0 for d, k in zip(self.values, self.kinds)]

    def _candidates(self) -> list[frozenset[int]]:
        rows = sudoku.candidates(self._grid(self.values))
        return [cell for row in rows for cell in row]

    def pencil_marks(self) -> list[frozenset[int]]:
        """The pencil marks each cell shows, read from the canvas."""
        return [
            frozenset(int(t) for item in items if (t := self._shown(item)))
            for items in self.pencil_items
        ]

    # ---- input ----------------------------------------------------------------------------

    def click(self, event: tk.Event) -> None:
        col = (event.x - MARGIN) // CELL
        row = (event.y - MARGIN) // CELL
        if 0 <= row < 9 and 0 <= col < 9:
            self.selected = row * 9 + col
        self.canvas.focus_set()
        self.redraw()

    def key(self, event: tk.Event) -> str:
        sym = event.keysym
        moves = {"Left": -1, "Right": 1, "Up": -9, "Down": 9}
        if sym in moves:
            r, c = divmod(self.selected, 9)
            step = moves[sym]
            if abs(step) == 1:
                c = (c + step) % 9
            else:
                r = (r + step // 9) % 9
            self.selected = r * 9 + c
        elif sym in {str(d) for d in range(1, 10)} or (
            len(event.char) == 1 and event.char in "123456789"
        ):
            self.put(int(event.char or sym))
        elif sym in ("BackSpace", "Delete", "0", "space", "period"):
            self.put(0)
            if sym == "BackSpace":
                self.selected = max(0, self.selected - 1)
        elif sym == "Tab":
            self.selected = (self.selected + 1) % 81
        else:
            return ""
        self.redraw()
        return "break"

    def put(self, digit: int) -> None:
        i = self.selected
        if self.kinds[i] == GIVEN and not self.editing_givens.get():
            self.say("That cell is a given: press Edit givens to change the puzzle.", error=True)
            return
        self.marks.clear()
        if self.kinds[i] == SOLVED:
            self._clear(SOLVED)
        self.values[i] = digit
        self.kinds[i] = (GIVEN if self.editing_givens.get() else ENTRY) if digit else None
        if self.editing_givens.get() and not self.show_conflicts():
            self.say(f"{sum(1 for d in self.givens() if d)} givens.")

    # ---- buttons --------------------------------------------------------------------------

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
        answer = self._answer()
        if answer is None:
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
        self.say(f"{step.sentence} ({step.rating:.1f})")
        self.redraw()

    def new_puzzle(self) -> None:
        """A puzzle of the chosen level, for a fresh seed (shown, to make it again)."""
        level = self.level.get()
        seed = random.getrandbits(32)
        try:
            grid = sudoku.generate(seed, level=sudoku.Level.of(level))
        except sudoku.Error as e:
            self.say(f"{e.reason}.", error=True)
            return
        self.load(str(grid))
        self.seed = seed
        self.say(f"New {level} puzzle (seed {seed}): type your entries.")

    def clear_entries(self) -> None:
        self._clear(ENTRY)
        self._clear(SOLVED)
        self.marks.clear()
        self.say("Entries cleared.")
        self.redraw()

    def empty(self) -> None:
        self.values = [0] * 81
        self.kinds = [None] * 81
        self.marks.clear()
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
        try:
            self.load(self.root.clipboard_get())
        except tk.TclError:
            self.say("The clipboard holds no text.", error=True)

    def load(self, text: str) -> None:
        """Makes `text` (any form `sudoku.Grid` reads) the givens, ready to play."""
        try:
            grid = sudoku.Grid(text)
        except sudoku.Error as e:
            self.say(f"Not a puzzle: {e.reason}.", error=True)
            return
        self.values = [d for row in grid.cells for d in row]
        self.kinds = [GIVEN if d else None for d in self.values]
        self.editing_givens.set(False)
        if not self.show_conflicts():
            self.say("Puzzle loaded: type your entries, or press Solve.")
        self.redraw()

    def _clear(self, kind: str) -> None:
        for i in range(81):
            if self.kinds[i] == kind:
                self.values[i] = 0
                self.kinds[i] = None


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    root = tk.Tk()
    SudokuWindow(root, args[0] if args else None)
    root.mainloop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
