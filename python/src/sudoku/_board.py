"""The window's board (`sudoku.gui`): 81 cells on a Tk canvas that fills the space the window
gives it, square and centred, its cells, digits and pencil marks growing and shrinking with
the window."""

from __future__ import annotations

import tkinter as tk
from tkinter import font as tkfont
from typing import Any, Sequence

CELL = 56  # pixels per cell at the window's first size
MIN_CELL = 28  # the smallest the cells get when the window shrinks
MARGIN = 8  # at least this much room around the board
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
    "pressed": "#c9d3e0",  # a toggle button held down
}

GIVEN, ENTRY, SOLVED = "given", "entry", "solved"

# Font sizes as fractions of a cell (negative Tk sizes are pixels).
DIGIT_SHARE = 0.5
PENCIL_SHARE = 0.2


def house_cells(house: int) -> list[int]:
    """The cells of a house: 0-8 rows, 9-17 columns, 18-26 boxes."""
    if house < 9:
        return [house * 9 + c for c in range(9)]
    if house < 18:
        return [r * 9 + house - 9 for r in range(9)]
    b = house - 18
    return [(3 * (b // 3) + i) * 9 + 3 * (b % 3) + j for i in range(3) for j in range(3)]


class Board:
    """The canvas, its items (a rectangle, a digit and nine pencil marks per cell, the grid
    lines) and where they are: `cell` pixels a side, from (`x0`, `y0`)."""

    def __init__(self, parent: tk.Misc, family: str) -> None:
        self.canvas = tk.Canvas(
            parent,
            width=SIZE,
            height=SIZE,
            background=COLORS["background"],
            highlightthickness=0,
            takefocus=True,
        )
        self.cell = CELL
        self.x0 = self.y0 = MARGIN
        self.fonts = {
            GIVEN: tkfont.Font(parent, family=family, weight="bold"),
            ENTRY: tkfont.Font(parent, family=family),
            SOLVED: tkfont.Font(parent, family=family),
            "pencil": tkfont.Font(parent, family=family),
        }
        c = self.canvas
        self.rects = [c.create_rectangle(0, 0, 0, 0, fill=COLORS["cell"], width=0) for _ in range(81)]
        self.texts = [c.create_text(0, 0, text="") for _ in range(81)]
        self.pencil_items = [
            [
                c.create_text(0, 0, text="", font=self.fonts["pencil"], fill=COLORS["pencil"])
                for _ in range(9)
            ]
            for _ in range(81)
        ]
        # Ten horizontal and ten vertical lines; the thick ones over the thin.
        self.lines = []
        for k in range(10):
            thick = k % 3 == 0
            style: dict[str, Any] = {
                "fill": COLORS["thick" if thick else "thin"],
                "width": 3 if thick else 1,
                "tags": ("thick",) if thick else (),
            }
            self.lines.append((c.create_line(0, 0, 0, 0, **style), c.create_line(0, 0, 0, 0, **style)))
        c.tag_raise("thick")
        self.layout(SIZE, SIZE)
        c.bind("<Configure>", lambda e: self.layout(e.width, e.height))

    def layout(self, width: int, height: int) -> None:
        """Places every item for a canvas of `width` x `height` pixels: the largest square
        board that fits with its margin, centred; fonts in proportion to the cells."""
        cell = max(MIN_CELL, (min(width, height) - 2 * MARGIN) // 9)
        self.cell = cell
        self.x0 = max(MARGIN, (width - 9 * cell) // 2)
        self.y0 = max(MARGIN, (height - 9 * cell) // 2)
        c = self.canvas
        for i in range(81):
            x, y = self.origin(i)
            c.coords(self.rects[i], x, y, x + cell, y + cell)
            c.coords(self.texts[i], x + cell / 2, y + cell / 2 + 1)
            for d, item in enumerate(self.pencil_items[i]):
                c.coords(item, x + cell / 6 + (d % 3) * cell / 3, y + cell / 6 + (d // 3) * cell / 3)
        end_x, end_y = self.x0 + 9 * cell, self.y0 + 9 * cell
        for k, (across, down) in enumerate(self.lines):
            c.coords(across, self.x0, self.y0 + k * cell, end_x, self.y0 + k * cell)
            c.coords(down, self.x0 + k * cell, self.y0, self.x0 + k * cell, end_y)
        for name in (GIVEN, ENTRY, SOLVED):
            self.fonts[name].configure(size=-round(cell * DIGIT_SHARE))
        self.fonts["pencil"].configure(size=-max(8, round(cell * PENCIL_SHARE)))

    def origin(self, i: int) -> tuple[int, int]:
        """The top-left corner of cell `i`."""
        return self.x0 + (i % 9) * self.cell, self.y0 + (i // 9) * self.cell

    def center(self, i: int) -> tuple[int, int]:
        x, y = self.origin(i)
        return x + self.cell // 2, y + self.cell // 2

    def cell_at(self, x: int, y: int) -> int | None:
        """The cell under the point (`x`, `y`) of the canvas, or None off the board."""
        col, row = (x - self.x0) // self.cell, (y - self.y0) // self.cell
        return row * 9 + col if 0 <= row < 9 and 0 <= col < 9 else None

    def show(
        self,
        values: Sequence[int],
        kinds: Sequence[str | None],
        fills: Sequence[str],
        candidates: Sequence[frozenset[int]] | None,
    ) -> None:
        """Each cell's background, digit (in its kind's font and colour) and pencil marks."""
        c = self.canvas
        for i in range(81):
            c.itemconfigure(self.rects[i], fill=fills[i])
            kind, d = kinds[i] or ENTRY, values[i]
            c.itemconfigure(
                self.texts[i], text=str(d) if d else "", font=self.fonts[kind], fill=COLORS[kind]
            )
            for k, item in enumerate(self.pencil_items[i]):
                show = candidates is not None and not d and (k + 1) in candidates[i]
                c.itemconfigure(item, text=str(k + 1) if show else "")

    def shown(self, item: int) -> str:
        """The text a canvas item shows (Tk's `itemcget`, which typeshed leaves untyped)."""
        canvas: Any = self.canvas
        return str(canvas.itemcget(item, "text"))

    def fill(self, i: int) -> str:
        """Cell `i`'s background colour as drawn."""
        canvas: Any = self.canvas
        return str(canvas.itemcget(self.rects[i], "fill"))
