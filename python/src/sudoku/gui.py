"""A window to play Sudoku in, and to type, hint, check and solve puzzles:
``python -m sudoku.gui [PUZZLE] [--level LEVEL] [--seed SEED]`` (``--help`` says more).

It opens on PUZZLE, or on a new puzzle of the level chosen. Click a cell (or move with the
arrows) and type 1-9; Backspace, Delete, 0 or space empties it. While "Edit givens" is pressed
the digits typed are the puzzle's givens; release it to play, and the digits typed are your
entries. Solve fills the grid with the library's answer, Check marks the entries that are wrong
(`sudoku.mistakes`), Hint highlights the cells of the easiest next step and shows its sentence
and its rating on Sudoku Explainer's scale (`sudoku.hint`), New puzzle makes one of the chosen
level (`sudoku.generate`), Pencil marks shows each empty cell's candidates
(`sudoku.candidates`), Clear removes the entries, Empty starts over; Ctrl+V reads a puzzle from
the clipboard. Solve, New puzzle, Clear, Empty and Ctrl+V ask first when they would undo your
work. The board grows and shrinks with the window. Errors (a digit given twice, no solution)
go to the status line, and the cells of a repeated digit are marked.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
import tkinter as tk
from tkinter import font as tkfont
from typing import Any, Callable, Sequence

import sudoku

from ._board import CELL, COLORS, ENTRY, GIVEN, MARGIN, SOLVED, Board, house_cells
from ._play import Play, conflicting_cells

__all__ = ["SudokuWindow", "main", "parser", "conflicting_cells", "house_cells", "COLORS", "CELL", "MARGIN"]


class SudokuWindow(Play):
    """The window: the board, two rows of buttons, a status line; questions in a dialog.
    What the buttons do to the puzzle is `Play`'s."""

    def __init__(
        self,
        root: tk.Tk,
        puzzle: str | None = None,
        level: str = "easy",
        seed: int | None = None,
    ) -> None:
        self.root = root
        root.title("libsudoku")
        root.configure(background=COLORS["background"])
        root.columnconfigure(0, weight=1)
        root.rowconfigure(0, weight=1)
        self.values = [0] * 81
        self.kinds: list[str | None] = [None] * 81
        self.marks: dict[int, str] = {}  # cell -> background colour of a mark
        self.selected = 40
        self.seed: int | None = None  # the seed of the last New puzzle
        self.typed_givens = False  # givens typed since the puzzle was loaded or made
        self.dialog: tk.Toplevel | None = None  # the question being asked, if any
        self.dialog_buttons: dict[str, tk.Button] = {}
        self.asked: list[str] = []  # every question asked, in order
        self.pencil = tk.BooleanVar(value=False)
        self.editing_givens = tk.BooleanVar(value=True)
        self.status = tk.StringVar()

        family = "DejaVu Sans" if "DejaVu Sans" in tkfont.families(root) else "Helvetica"
        self.fonts = {"ui": tkfont.Font(root, family=family, size=11)}
        self.board = Board(root, family)
        self.canvas = self.board.canvas
        self.canvas.grid(row=0, column=0, sticky="nsew", padx=12, pady=(12, 6))

        bar = tk.Frame(root, background=COLORS["background"])
        bar.grid(row=1, column=0, pady=4)
        self.buttons: dict[str, tk.Widget] = {}
        self._button(bar, "Solve", self.solve)
        self._button(bar, "Check", self.check)
        self._button(bar, "Hint", self.hint)
        self._button(bar, "Clear", self.clear_entries)
        self._button(bar, "Empty", self.empty)
        # A toggle that looks like a button held down while it is on (not like a text field).
        givens = tk.Checkbutton(
            bar,
            text="Edit givens",
            variable=self.editing_givens,
            indicatoron=False,
            command=self.toggle_givens,
            font=self.fonts["ui"],
            padx=10,
            pady=3,
            selectcolor=COLORS["pressed"],
            offrelief=tk.RAISED,
            overrelief=tk.RAISED,
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
        self.level = tk.StringVar(value=sudoku.Level.of(level).label)
        self.level_menu = tk.OptionMenu(bar2, self.level, *sudoku.LEVELS)
        self.level_menu.configure(font=self.fonts["ui"], width=10)
        self.level_menu.pack(side=tk.LEFT, padx=3)
        self._button(bar2, "New puzzle", self.new_puzzle)

        self.status_label = tk.Label(
            root,
            textvariable=self.status,
            anchor="w",
            justify=tk.LEFT,
            font=self.fonts["ui"],
            background=COLORS["background"],
            foreground=COLORS["status"],
        )
        self.status_label.grid(row=3, column=0, sticky="we", padx=14, pady=(0, 10))
        # The status wraps at the window's width, whatever the window's size.
        self.status_label.bind(
            "<Configure>", lambda e: self.status_label.configure(wraplength=max(200, e.width))
        )
        root.minsize(9 * 28 + 60, 9 * 28 + 180)

        self.canvas.bind("<Button-1>", self.click)
        self.canvas.bind("<Key>", self.key)
        root.bind("<Control-v>", lambda _e: self.paste())
        self.canvas.focus_set()
        if puzzle:
            self.load(puzzle)
        else:
            self._make_puzzle(seed)
        self.redraw()

    # ---- drawing --------------------------------------------------------------------------

    def _button(self, bar: tk.Frame, text: str, command: Callable[[], Any]) -> None:
        button = tk.Button(bar, text=text, command=command, font=self.fonts["ui"], padx=10)
        button.pack(side=tk.LEFT, padx=3)
        self.buttons[text] = button

    @property
    def rects(self) -> list[int]:
        return self.board.rects

    @property
    def texts(self) -> list[int]:
        return self.board.texts

    @property
    def pencil_items(self) -> list[list[int]]:
        return self.board.pencil_items

    def redraw(self) -> None:
        sel = self.selected
        peers = {
            i
            for i in range(81)
            if i // 9 == sel // 9
            or i % 9 == sel % 9
            or (i // 27 == sel // 27 and i % 9 // 3 == sel % 9 // 3)
        }
        fills = []
        for i in range(81):
            fill = COLORS["selected" if i == sel else "peer" if i in peers else "cell"]
            fills.append(self.marks.get(i, fill))
        candidates = self._candidates() if self.pencil.get() else None
        self.board.show(self.values, self.kinds, fills, candidates)

    def say(self, text: str, error: bool = False) -> None:
        self.status.set(text)
        self.status_label.configure(foreground=COLORS["error" if error else "status"])

    def ask(self, question: str, action: str) -> bool:
        """Asks `question` in a dialog over the window, with the buttons `action` (Return)
        and Cancel (Escape, or closing it); True when `action` is pressed."""
        self.asked.append(question)
        dialog = tk.Toplevel(self.root, background=COLORS["background"])
        dialog.title("libsudoku")
        dialog.transient(self.root)
        dialog.resizable(False, False)
        tk.Label(
            dialog,
            text=question,
            font=self.fonts["ui"],
            background=COLORS["background"],
            wraplength=360,
            justify=tk.LEFT,
        ).pack(padx=18, pady=(16, 10))
        bar = tk.Frame(dialog, background=COLORS["background"])
        bar.pack(padx=18, pady=(0, 14))
        said = [False]

        def close(yes: bool) -> None:
            said[0] = yes
            dialog.destroy()

        self.dialog_buttons = {}
        for text, yes in ((action, True), ("Cancel", False)):
            button = tk.Button(
                bar,
                text=text,
                command=functools.partial(close, yes),
                font=self.fonts["ui"],
                padx=10,
                default=tk.ACTIVE if yes else tk.NORMAL,
            )
            button.pack(side=tk.LEFT, padx=4)
            self.dialog_buttons[text] = button
        dialog.bind("<Return>", lambda _e: close(True))
        dialog.bind("<Escape>", lambda _e: close(False))
        dialog.protocol("WM_DELETE_WINDOW", lambda: close(False))
        self.root.update_idletasks()
        x = self.root.winfo_rootx() + self.root.winfo_width() // 2 - 180
        y = self.root.winfo_rooty() + self.root.winfo_height() // 3
        dialog.geometry(f"+{max(0, x)}+{max(0, y)}")
        self.dialog = dialog
        try:
            dialog.wait_visibility()
            dialog.grab_set()
        except tk.TclError:  # another application holds the grab: ask all the same
            pass
        dialog.focus_force()  # keys go to the question, with or without a window manager
        self.root.wait_window(dialog)
        self.dialog = None
        self.dialog_buttons = {}
        self.canvas.focus_set()
        return said[0]

    # ---- reading the grid -----------------------------------------------------------------

    def cell_texts(self) -> list[str]:
        """What each cell shows, read from the canvas: a digit or ''."""
        return [self.board.shown(t) for t in self.texts]

    def _candidates(self) -> list[frozenset[int]]:
        rows = sudoku.candidates(self._grid(self.values))
        return [cell for row in rows for cell in row]

    def pencil_marks(self) -> list[frozenset[int]]:
        """The pencil marks each cell shows, read from the canvas."""
        return [
            frozenset(int(t) for item in items if (t := self.board.shown(item)))
            for items in self.pencil_items
        ]

    # ---- input ----------------------------------------------------------------------------

    def click(self, event: tk.Event) -> None:
        cell = self.board.cell_at(event.x, event.y)
        if cell is not None:
            self.selected = cell
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
        self.typed_givens |= self.editing_givens.get()
        if self.editing_givens.get() and not self.show_conflicts():
            self.say(f"{sum(1 for d in self.givens() if d)} givens.")


def parser() -> argparse.ArgumentParser:
    """The command line of ``python -m sudoku.gui`` (and of the ``sudoku-gui`` script)."""
    script = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    prog = "python -m sudoku.gui" if script in ("", "gui.py", "__main__.py", "-c") else script
    p = argparse.ArgumentParser(
        prog=prog,
        description="A window to play Sudoku in, and to type, hint, check and solve puzzles "
        "with the libsudoku library. It opens on PUZZLE, or on a new puzzle of LEVEL.",
        epilog="In the window: click a cell or move with the arrows, type 1-9 (Backspace, "
        "Delete, 0 or space empties it); Edit givens pressed, the digits are the puzzle's "
        "givens, else your entries. Ctrl+V opens the clipboard's puzzle.",
    )
    p.add_argument(
        "puzzle",
        nargs="?",
        metavar="PUZZLE",
        help="81 cells: 1-9 for givens, 0 or . for empty cells (white space and | - + are "
        "skipped, so the boxed layout reads too)",
    )
    p.add_argument(
        "--level",
        choices=sudoku.LEVELS,
        default="easy",
        help="the level of the opening puzzle and of New puzzle (default: %(default)s)",
    )
    p.add_argument("--seed", type=int, help="the opening puzzle's seed, to make it again")
    p.add_argument("--version", action="version", version=f"%(prog)s {sudoku.__version__}")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Reads the command line, then opens the window until it is closed."""
    p = parser()
    args = p.parse_args(argv)
    if args.puzzle is not None:
        try:
            sudoku.Grid(args.puzzle)
        except sudoku.ParseError as e:
            p.error(f"PUZZLE: {e}")
    if args.seed is not None and not 0 <= args.seed < 2**64:
        p.error("--seed: from 0 to 2**64 - 1")
    root = tk.Tk()
    SudokuWindow(root, args.puzzle, level=args.level, seed=args.seed)
    root.mainloop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
