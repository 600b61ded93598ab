"""The window as a person uses it, under Xvfb: clicks and key presses through the widgets'
events, the cells read back from the canvas, the questions it asks answered through their
buttons, screenshots that must not be blank, and the command line."""

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
    """The window as it opens: on a new easy puzzle."""
    import tkinter as tk

    from sudoku import gui

    root = tk.Tk()
    w = gui.SudokuWindow(root)
    root.update()
    yield w
    root.destroy()


@pytest.fixture
def empty(window):
    """The window emptied with its Empty button, as a person starts typing a puzzle."""
    answer(window, "Empty")
    press_button(window, "Empty")
    assert window.asked[-1].startswith("Empty the grid?")
    assert shown(window) == "." * 81 and window.editing_givens.get()
    return window


# ---- what a person does ----------------------------------------------------------------


def click_cell(w, index: int) -> None:
    x, y = w.board.center(index)
    w.canvas.event_generate("<Button-1>", x=x, y=y)
    w.root.update()


def press(w, keysym: str) -> None:
    w.canvas.focus_force()
    w.canvas.event_generate("<Key>", keysym=keysym)
    w.root.update()


def click(w, button) -> None:
    """A click on a button: the pointer enters it, presses and releases mouse button 1."""
    for event in ("<Enter>", "<ButtonPress-1>", "<ButtonRelease-1>", "<Leave>"):
        button.event_generate(event, x=5, y=5)
        w.root.update()


def press_button(w, name: str) -> None:
    click(w, w.buttons[name])


def answer(w, label: str = "", key: str = "") -> None:
    """Clicks the button `label` (or presses `key`) in the next question the window asks,
    within 5 s. A question still open 5 s later is closed, so that a test fails rather than
    waits for ever."""
    tries = [250]

    def when_asked() -> None:
        if w.dialog is not None and w.dialog.winfo_ismapped():
            if label:
                click(w, w.dialog_buttons[label])
            else:
                w.dialog.focus_force()
                w.dialog.event_generate(key)
            w.root.after(5000, give_up)
        elif tries[0] > 0:
            tries[0] -= 1
            w.root.after(20, when_asked)

    def give_up() -> None:
        if w.dialog is not None:
            w.dialog.destroy()

    w.root.after(20, when_asked)


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
    return w.board.fill(index)


# ---- the tests ---------------------------------------------------------------------------


def test_type_a_puzzle_press_solve_and_read_the_answer(empty, display, tmp_path):
    w = empty
    type_puzzle(w, TEXTBOOK)
    # A slip, mended with Backspace: the cell after r1c1 gets a 9, then loses it.
    click_cell(w, 1)
    press(w, "9")
    press(w, "Left")
    press(w, "Right")
    press(w, "BackSpace")
    assert shown(w) == TEXTBOOK
    assert w.status.get() == f"{sum(ch != '.' for ch in TEXTBOOK)} givens."

    answer(w, "Solve")
    press_button(w, "Solve")
    assert w.asked[-1].startswith("Show the solution?")
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
    assert digit_drawn(w, grey, 0), "no digit drawn in r1c1"


def digit_drawn(w, grey, index: int) -> bool:
    """Dark pixels at the centre of cell `index` of a screenshot of the window."""
    x, y = w.board.center(index)
    x += w.canvas.winfo_rootx() - w.root.winfo_rootx()
    y += w.canvas.winfo_rooty() - w.root.winfo_rooty()
    half = w.board.cell // 4
    return grey.crop((x - half, y - half, x + half, y + half)).getextrema()[0] < 80


def test_a_repeated_given_is_marked_not_raised(empty):
    w = empty
    click_cell(w, 0)
    press(w, "5")
    click_cell(w, 8)
    press(w, "5")
    assert "a digit is given twice in a row, column or box: r1c1, r1c9." in w.status.get()
    from sudoku import gui

    assert fill(w, 0) == fill(w, 8) == gui.COLORS["conflict"]
    press_button(w, "Solve")  # refused before any question
    assert "given twice" in w.status.get() and len(w.asked) == 1
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
    answer(w, "Cancel")
    press_button(w, "Clear")
    assert w.asked[-1] == "Remove your 2 entries?" and w.status.get() == "Entries kept."
    assert shown(w) != TEXTBOOK
    answer(w, "Clear")
    press_button(w, "Clear")
    assert shown(w) == TEXTBOOK


def test_no_solution_and_several_solutions_on_the_status_line(window):
    w = window
    w.load(NO_SOLUTION)
    press_button(w, "Solve")
    assert w.status.get() == "the puzzle has no solution."
    w.load(FOUR_SOLUTIONS)
    answer(w, "Solve")
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
    assert w.status.get() == f"{step.sentence} (SE rating {step.rating:.1f})"
    assert w.status.get() == "Hidden Single: in box 3, 5 fits only in r3c7 (SE rating 1.2)"
    hinted = {i for i in range(81) if fill(w, i) == gui.COLORS["hinted"]}
    assert hinted == {9 * r + c for r, c in step.cells} == {2 * 9 + 6}
    house = {i for i in range(81) if fill(w, i) == gui.COLORS["house"]}
    assert house == set(gui.house_cells(18 + 2)) - hinted  # the rest of box 3

    # Played: the hint's digit typed, the next hint is the path's second step.
    click_cell(w, 2 * 9 + 6)
    press(w, "5")
    press_button(w, "Hint")
    second = list(sudoku.path(TEXTBOOK))[1]
    assert w.status.get() == f"{second.sentence} (SE rating {second.rating:.1f})"
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
    answer(w, "Solve")
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


def test_the_window_opens_on_a_new_puzzle(window):
    w = window
    puzzle = shown(w)
    assert w.seed is not None and w.status.get() == (
        f"New easy puzzle (seed {w.seed}): type your entries."
    )
    assert puzzle == str(sudoku.generate(w.seed, level="easy"))
    assert sudoku.count_solutions(puzzle, 2) == 1 and sudoku.rate(puzzle).level is sudoku.Level.EASY
    assert not w.editing_givens.get() and w.asked == []


def test_the_board_scales_with_the_window(window, display, tmp_path):
    from sudoku import gui

    w = window
    w.load(TEXTBOOK)
    first = w.board.cell
    assert first == gui.CELL
    for width, height in [(1000, 1000), (700, 1100), (420, 460)]:
        w.root.geometry(f"{width}x{height}")
        w.root.update()
        canvas = (w.canvas.winfo_width(), w.canvas.winfo_height())
        cell = w.board.cell
        # The largest square board the canvas holds, centred, and its digits in proportion.
        assert cell == max(28, (min(canvas) - 2 * gui.MARGIN) // 9), (width, height, canvas)
        assert abs(2 * w.board.x0 + 9 * cell - canvas[0]) <= 1 or w.board.x0 == gui.MARGIN
        x0, y0, x1, y1 = w.canvas.coords(w.rects[80])
        assert (x1 - x0, y1 - y0) == (cell, cell)
        font = w.board.fonts["given"]
        assert int(font.cget("size")) == -round(cell / 2)  # pixels
        assert 0.45 * cell <= font.metrics("linespace") <= 0.8 * cell
        # A click still lands on the cell under the pointer.
        click_cell(w, 80)
        assert w.selected == 80
        if width == 1000:
            assert cell > 1.5 * first
            grey = grab(w, display, tmp_path).convert("L")
            assert digit_drawn(w, grey, 0), "no digit drawn in r1c1 on the large board"


def test_destructive_actions_ask_first(window):
    w = window
    w.load(TEXTBOOK)
    wrong = TEXTBOOK.index(".")
    click_cell(w, wrong)
    press(w, "9")
    played = shown(w)
    for name, question in [
        ("Solve", "Show the solution?"),
        ("New puzzle", "Start a new easy puzzle? Your 1 digits on this one will be lost."),
        ("Clear", "Remove your 1 entries?"),
        ("Empty", "Empty the grid?"),
    ]:
        before = len(w.asked)
        answer(w, "Cancel")
        press_button(w, name)
        assert len(w.asked) == before + 1 and w.asked[-1].startswith(question), name
        assert shown(w) == played, f"{name} cancelled changed the grid"
    # Escape cancels too; Return takes the action.
    answer(w, key="<Escape>")
    press_button(w, "Solve")
    assert shown(w) == played and w.status.get().startswith("Not solved")
    answer(w, key="<Return>")
    press_button(w, "Solve")
    assert shown(w) == TEXTBOOK_ANSWER
    # Nothing to lose, nothing asked: a new puzzle over a loaded one without entries.
    w.load(TEXTBOOK)
    before = len(w.asked)
    press_button(w, "New puzzle")
    assert len(w.asked) == before and shown(w) != TEXTBOOK


def test_edit_givens_looks_like_a_pressed_button(window, display, tmp_path):
    from sudoku import gui

    w = window
    button = w.buttons["Edit givens"]

    def main_colour() -> tuple[int, int, int]:
        picture = grab(w, display, tmp_path).convert("RGB")
        x = button.winfo_rootx() - w.root.winfo_rootx()
        y = button.winfo_rooty() - w.root.winfo_rooty()
        area = picture.crop((x + 3, y + 3, x + button.winfo_width() - 3, y + button.winfo_height() - 3))
        return max(area.getcolors(1 << 16) or [(0, (0, 0, 0))])[1]

    released = main_colour()
    press_button(w, "Edit givens")
    assert w.editing_givens.get()
    pressed = main_colour()
    rgb = tuple(int(gui.COLORS["pressed"][i : i + 2], 16) for i in (1, 3, 5))
    assert pressed == rgb, f"pressed, the button shows {pressed}"
    assert pressed != (255, 255, 255) and pressed != released
    press_button(w, "Edit givens")
    assert main_colour() == released


def test_python_m_sudoku_gui_help_prints_help_without_a_window():
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}  # no display at all
    ran = subprocess.run(
        [sys.executable, "-m", "sudoku.gui", "--help"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.startswith("usage: python -m sudoku.gui [-h]")
    for word in ("PUZZLE", "--level", "--seed", "Edit givens"):
        assert word in ran.stdout
    for args, said in [
        (["--level", "extreme"], "invalid choice: 'extreme'"),
        (["12345"], "PUZZLE: the text is not 81 cells of 1-9, 0 or '.': found 5 cells"),
    ]:
        bad = subprocess.run(
            [sys.executable, "-m", "sudoku.gui", *args],
            capture_output=True,
            text=True,
            env=env,
            timeout=60,
        )
        assert bad.returncode == 2 and said in bad.stderr, bad.stderr
