"""The window as a person uses it, under Xvfb: clicks and key presses through the widgets'
events, the cells read back from the canvas, and a screenshot that must not be blank."""

from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import sys
import time

import pytest

import sudoku
from conftest import FOUR_SOLUTIONS, NO_SOLUTION, TEXTBOOK, TEXTBOOK_ANSWER

SCREENSHOT = os.environ.get("SUDOKU_SCREENSHOT")  # where to keep the picture, if anywhere


def grab(w, display, tmp_path):
    """The window as the screen shows it, also kept in `tmp_path` for a failed run's log."""
    from PIL import ImageGrab

    w.root.update()
    time.sleep(0.2)
    w.root.update()
    x, y = w.root.winfo_rootx(), w.root.winfo_rooty()
    width, height = w.root.winfo_width(), w.root.winfo_height()
    picture = ImageGrab.grab(bbox=(x, y, x + width, y + height), xdisplay=display)
    picture.save(tmp_path / "window.png")
    assert picture.size == (width, height)
    return picture


@pytest.fixture(scope="module")
def display():
    """A private X server for this module (scripts/install-deps.sh installs Xvfb and Tk)."""
    try:
        import tkinter  # noqa: F401
    except ImportError:
        pytest.fail(f"{sys.executable} has no tkinter: run scripts/install-deps.sh")
    if shutil.which("Xvfb") is None:
        pytest.fail("Xvfb is not installed: run scripts/install-deps.sh")
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert server.stdout is not None
    number = server.stdout.readline().decode().strip()
    assert number.isdigit(), "Xvfb did not report its display"
    old = os.environ.get("DISPLAY")
    os.environ["DISPLAY"] = f":{number}"
    yield f":{number}"
    if old is None:
        del os.environ["DISPLAY"]
    else:
        os.environ["DISPLAY"] = old
    server.terminate()
    server.wait(timeout=10)


@pytest.fixture
def window(display):
    import tkinter as tk

    from sudoku import gui

    root = tk.Tk()
    w = gui.SudokuWindow(root)
    root.update()
    yield w
    root.destroy()


# ---- what a person does ----------------------------------------------------------------


def click_cell(w, index: int) -> None:
    from sudoku import gui

    x = gui.MARGIN + (index % 9) * gui.CELL + gui.CELL // 2
    y = gui.MARGIN + (index // 9) * gui.CELL + gui.CELL // 2
    w.canvas.event_generate("<Button-1>", x=x, y=y)
    w.root.update()


def press(w, keysym: str) -> None:
    w.canvas.focus_force()
    w.canvas.event_generate("<Key>", keysym=keysym)
    w.root.update()


def press_button(w, name: str) -> None:
    """A click on a button: the pointer enters it, presses and releases mouse button 1."""
    button = w.buttons[name]
    for event in ("<Enter>", "<ButtonPress-1>", "<ButtonRelease-1>", "<Leave>"):
        button.event_generate(event, x=5, y=5)
        w.root.update()


def type_puzzle(w, text: str) -> None:
    """Row by row: click the row's first cell, then a digit or the right arrow per cell."""
    for r in range(9):
        click_cell(w, 9 * r)
        for ch in text[9 * r : 9 * r + 9]:
            if ch in "123456789":
                press(w, ch)
            press(w, "Right")


def shown(w) -> str:
    """The 81 cells as the canvas shows them, '.' for an empty one."""
    return "".join(t or "." for t in w.cell_texts())


def fill(w, index: int) -> str:
    return w.canvas.itemcget(w.rects[index], "fill")


# ---- the tests ---------------------------------------------------------------------------


def test_type_a_puzzle_press_solve_and_read_the_answer(window, display, tmp_path):
    w = window
    type_puzzle(w, TEXTBOOK)
    # A slip, mended with Backspace: the cell after r1c1 gets a 9, then loses it.
    click_cell(w, 1)
    press(w, "9")
    press(w, "Left")
    press(w, "Right")
    press(w, "BackSpace")
    assert shown(w) == TEXTBOOK
    assert w.status.get() == f"{sum(ch != '.' for ch in TEXTBOOK)} givens."

    press_button(w, "Solve")
    expected = str(sudoku.solve(TEXTBOOK))
    assert expected == TEXTBOOK_ANSWER
    assert shown(w) == expected
    assert w.status.get() == "Solved."

    picture = grab(w, display, tmp_path)
    assert min(picture.size) > 400
    grey = picture.convert("L")
    low, high = grey.getextrema()
    assert high - low > 150, "the screenshot is blank"
    colors = picture.getcolors(maxcolors=1 << 16)
    assert colors is None or len(colors) > 50, "the screenshot has almost no detail"
    # The digits are drawn: the centre of r1c1 (a given 3) holds dark pixels.
    from sudoku import gui

    cx, cy = gui.MARGIN + gui.CELL // 2 + 12, gui.MARGIN + gui.CELL // 2 + 12
    cell = grey.crop((cx - 12, cy - 14, cx + 12, cy + 14))
    assert cell.getextrema()[0] < 80, "no digit drawn in r1c1"


def test_a_repeated_given_is_marked_not_raised(window):
    w = window
    click_cell(w, 0)
    press(w, "5")
    click_cell(w, 8)
    press(w, "5")
    assert "a digit is given twice in a row, column or box: r1c1, r1c9." in w.status.get()
    from sudoku import gui

    assert fill(w, 0) == fill(w, 8) == gui.COLORS["conflict"]
    press_button(w, "Solve")
    assert "given twice" in w.status.get()
    assert shown(w) == "5.......5" + "." * 72  # nothing solved
    # Emptying one of them clears the mark.
    press(w, "Delete")
    assert fill(w, 8) != gui.COLORS["conflict"] and "1 givens" in w.status.get()


def test_check_marks_the_wrong_entries(window):
    from sudoku import gui

    w = window
    w.load(TEXTBOOK)
    assert not w.editing_givens.get()
    wrong = TEXTBOOK.index(".")
    right = TEXTBOOK.index(".", wrong + 1)
    click_cell(w, wrong)
    press(w, str(int(TEXTBOOK_ANSWER[wrong]) % 9 + 1))
    click_cell(w, right)
    press(w, TEXTBOOK_ANSWER[right])
    press_button(w, "Check")
    assert w.status.get().startswith("1 of 2 entries are wrong")
    assert fill(w, wrong) == gui.COLORS["wrong"]
    assert fill(w, right) != gui.COLORS["wrong"]
    # A given cannot be typed over while playing.
    click_cell(w, 0)
    press(w, "9")
    assert shown(w)[0] == TEXTBOOK[0] and "given" in w.status.get()
    press_button(w, "Clear")
    assert shown(w) == TEXTBOOK


def test_no_solution_and_several_solutions_on_the_status_line(window):
    w = window
    w.load(NO_SOLUTION)
    press_button(w, "Solve")
    assert w.status.get() == "the puzzle has no solution."
    w.load(FOUR_SOLUTIONS)
    press_button(w, "Solve")
    assert shown(w) == str(sudoku.solve(FOUR_SOLUTIONS))
    assert "one of several solutions" in w.status.get()
    # Entries cannot be checked, nor a hint given, without one solution: said, not raised.
    several = f"{sudoku.MultipleSolutions(sudoku._native.lib.SUDOKU_MULTIPLE_SOLUTIONS)}."
    w.load(FOUR_SOLUTIONS)
    press_button(w, "Check")
    assert w.status.get() == several
    press_button(w, "Hint")
    assert w.status.get() == several
    w.load(NO_SOLUTION)
    press_button(w, "Hint")
    assert w.status.get() == "the puzzle has no solution."


def test_hint_highlights_the_step_and_shows_its_sentence(window):
    from sudoku import gui

    w = window
    w.load(TEXTBOOK)
    press_button(w, "Hint")
    step = sudoku.hint(TEXTBOOK)
    assert step is not None
    assert w.status.get() == f"{step.sentence} ({step.rating:.1f})"
    assert w.status.get() == "Hidden Single: in box 3, 5 fits only in r3c7 (1.2)"
    hinted = {i for i in range(81) if fill(w, i) == gui.COLORS["hinted"]}
    assert hinted == {9 * r + c for r, c in step.cells} == {2 * 9 + 6}
    house = {i for i in range(81) if fill(w, i) == gui.COLORS["house"]}
    assert house == set(gui.house_cells(18 + 2)) - hinted  # the rest of box 3

    # Played: the hint's digit typed, the next hint is the path's second step.
    click_cell(w, 2 * 9 + 6)
    press(w, "5")
    press_button(w, "Hint")
    second = list(sudoku.path(TEXTBOOK))[1]
    assert w.status.get() == f"{second.sentence} ({second.rating:.1f})"
    assert {i for i in range(81) if fill(w, i) == gui.COLORS["hinted"]} == {
        9 * r + c for r, c in second.cells
    }

    # A wrong entry: Hint marks it rather than give a step.
    wrong = TEXTBOOK.index(".")
    click_cell(w, wrong)
    press(w, str(int(TEXTBOOK_ANSWER[wrong]) % 9 + 1))
    press_button(w, "Hint")
    assert w.status.get() == "Wrong entries first: 1 marked."
    assert [i for i in range(81) if fill(w, i) == gui.COLORS["wrong"]] == [wrong]

    # Solved: nothing left to hint.
    press_button(w, "Solve")
    press_button(w, "Hint")
    assert w.status.get() == "The grid is complete."


def test_new_puzzle_of_the_chosen_level_has_one_solution(window):
    w = window
    assert tuple(
        w.level_menu["menu"].entrycget(i, "label") for i in range(len(sudoku.LEVELS))
    ) == sudoku.LEVELS
    w.level_menu["menu"].invoke(sudoku.LEVELS.index("medium"))
    assert w.level.get() == "medium"
    press_button(w, "New puzzle")
    puzzle = shown(w)
    assert w.seed is not None and w.status.get().startswith(f"New medium puzzle (seed {w.seed})")
    assert puzzle == str(sudoku.generate(w.seed, level="medium"))
    assert sudoku.count_solutions(puzzle, 10) == 1
    assert sudoku.rate(puzzle).level is sudoku.Level.MEDIUM
    assert all(w.kinds[i] == "given" for i, ch in enumerate(puzzle) if ch != ".")
    assert not w.editing_givens.get()  # ready to play


def test_pencil_marks_are_the_candidates(window):
    w = window
    w.load(TEXTBOOK)
    assert all(not m for m in w.pencil_marks())  # off until asked
    press_button(w, "Pencil marks")
    assert w.pencil.get()
    expected = [c for row in sudoku.candidates(TEXTBOOK) for c in row]
    assert w.pencil_marks() == expected and any(expected)
    # An entry removes its digit from its peers' marks and its own cell's.
    click_cell(w, 1)
    press(w, "9")
    grid = TEXTBOOK[:1] + "9" + TEXTBOOK[2:]
    assert w.pencil_marks() == [c for row in sudoku.candidates(grid) for c in row]
    assert w.pencil_marks()[1] == frozenset() and 9 not in w.pencil_marks()[2 * 9 + 1]
    press_button(w, "Pencil marks")
    assert all(not m for m in w.pencil_marks())


def test_screenshot_with_a_hint_and_pencil_marks(window, display, tmp_path):
    """python/README.md's picture: the textbook puzzle, a few entries, pencil marks and a hint."""
    w = window
    w.load(TEXTBOOK)
    for step in list(sudoku.path(TEXTBOOK))[:6]:
        assert step.placement is not None
        click_cell(w, 9 * step.placement.row + step.placement.col)
        press(w, str(step.placement.digit))
    press_button(w, "Pencil marks")
    press_button(w, "Hint")
    assert w.status.get().startswith(list(sudoku.path(TEXTBOOK))[6].sentence)
    picture = grab(w, display, tmp_path)
    if SCREENSHOT:  # python/README.md's picture: 64 colours keep it small
        picture.quantize(colors=64).save(pathlib.Path(SCREENSHOT), optimize=True)
    assert min(picture.size) > 400
    low, high = picture.convert("L").getextrema()
    assert high - low > 150, "the screenshot is blank"


def test_python_m_sudoku_gui_opens_the_window(display):
    """The command of the README: it starts, shows its window and keeps running."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "sudoku.gui", TEXTBOOK],
        stderr=subprocess.PIPE,
        env={**os.environ, "DISPLAY": display},
    )
    try:
        # Up to 30 s for the window to appear (a loaded machine starts Python slowly).
        for _ in range(60):
            time.sleep(0.5)
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
            tree = subprocess.run(
                ["xwininfo", "-root", "-tree", "-display", display],
                capture_output=True,
                text=True,
                check=True,
            ).stdout
            if '"libsudoku"' in tree:
                break
        assert '"libsudoku"' in tree
        time.sleep(0.5)
        assert proc.poll() is None, "the window closed by itself"
    finally:
        proc.terminate()
        proc.wait(timeout=10)
