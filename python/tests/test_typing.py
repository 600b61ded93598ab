"""What a user's type checker sees: the README's Python example, verbatim, passes
`mypy --strict` and runs; the package passes `mypy --strict`; a level name that is not one
fails type checking. (mypy is a test dependency: `pip install "libsudoku-py[test]"`.)"""

from __future__ import annotations

import pathlib
import re
import shutil
import subprocess
import sys

import pytest

from conftest import REPO


def readme_python_example() -> str:
    """The first ```python block of the README's Python section."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Python and other languages") :]
    found = re.search(r"```python\n(.*?)```", section, re.S)
    assert found, "no Python example in README.md's Python section"
    return found.group(1)


def mypy(*args: str, cwd: pathlib.Path) -> subprocess.CompletedProcess[str]:
    """`python -m mypy --strict ARGS` in `cwd`, with a cache of its own there."""
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(cwd / ".mypy"), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=600,
    )


@pytest.fixture(scope="module")
def work(tmp_path_factory: pytest.TempPathFactory) -> pathlib.Path:
    """A folder outside the source tree, as a user's, with the README's puzzles.txt."""
    folder = tmp_path_factory.mktemp("user")
    shutil.copy(REPO / "examples" / "puzzles.txt", folder / "puzzles.txt")
    return folder


def test_the_readme_example_passes_mypy_strict(work: pathlib.Path) -> None:
    (work / "example.py").write_text(readme_python_example())
    checked = mypy("example.py", cwd=work)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_the_readme_example_runs(work: pathlib.Path) -> None:
    (work / "example.py").write_text(readme_python_example())
    ran = subprocess.run(
        [sys.executable, "example.py"], cwd=work, capture_output=True, text=True, timeout=300
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.startswith("3 1 6  | 5 7 8  | 4 9 2\n")
    assert "Hidden Single: in box 3, 5 fits only in r3c7\n" in ran.stdout


def test_a_level_that_is_not_one_fails_type_checking(work: pathlib.Path) -> None:
    (work / "levels.py").write_text(
        "import sudoku\n"
        'sudoku.generate(1, level="hard")\n'
        "sudoku.generate(1, level=sudoku.Level.FIENDISH)\n"
        'sudoku.generate(1, level="extreme")\n'
    )
    checked = mypy("levels.py", cwd=work)
    assert checked.returncode == 1, checked.stdout
    errors = [line for line in checked.stdout.splitlines() if ": error:" in line]
    assert len(errors) == 1 and errors[0].startswith("levels.py:4:"), checked.stdout
    assert '"level"' in errors[0] and "Literal" in errors[0]


def test_the_package_passes_mypy_strict(work: pathlib.Path) -> None:
    # The installed package, as users get it; its config says cffi's backend has no types.
    config = REPO / "python" / "pyproject.toml"
    checked = mypy("--config-file", str(config), "-p", "sudoku", cwd=work)
    assert checked.returncode == 0, checked.stdout + checked.stderr
