//! [`Grid`], the checked grid, and the text formats: [`parse`] and [`Display`](core::fmt::Display).

use core::fmt;
use core::str::FromStr;

use crate::search::{self, Goal, Run};
use crate::{Bounded, Cells, Error};

/// A 9×9 grid whose givens are checked: every cell is `0` (empty) to `9`, and no digit repeats
/// in a row, column or box. The only way to make one is through that check ([`Grid::new`],
/// [`str::parse`], [`crate::validate`]), so every method can trust it.
///
/// `{}` prints it as one 81-character line (`.` for empty cells); `{:#}` prints the boxed
/// layout of nine lines. [`parse`] reads both back.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: Cells,
}

impl Grid {
    /// The grid with no givens.
    pub const EMPTY: Grid = Grid { cells: [[0; 9]; 9] };

    /// Checks `cells`: [`Error::InvalidValue`] for a value above 9 (checked first, over the
    /// whole grid), [`Error::Conflict`] for a digit given twice in a row, column or box.
    pub const fn new(cells: Cells) -> Result<Grid, Error> {
        let mut r = 0;
        while r < 9 {
            let mut c = 0;
            while c < 9 {
                if cells[r][c] > 9 {
                    return Err(Error::InvalidValue);
                }
                c += 1;
            }
            r += 1;
        }
        // Bit d-1 of rows[r] is set once digit d is seen in row r; likewise columns and
        // boxes. No branch per cell (an empty cell's bit is 0), so that the unpredictable
        // mix of givens and blanks costs no mispredictions: a conflict is noted and reported
        // at the end.
        let mut rows = [0u16; 9];
        let mut cols = [0u16; 9];
        let mut boxes = [0u16; 9];
        let mut conflict = 0u16;
        let mut r = 0;
        while r < 9 {
            let mut c = 0;
            while c < 9 {
                let bit = (1u16 << cells[r][c]) >> 1;
                let b = r / 3 * 3 + c / 3;
                conflict |= (rows[r] | cols[c] | boxes[b]) & bit;
                rows[r] |= bit;
                cols[c] |= bit;
                boxes[b] |= bit;
                c += 1;
            }
            r += 1;
        }
        if conflict != 0 {
            return Err(Error::Conflict);
        }
        Ok(Grid { cells })
    }

    /// The cells, row by row.
    pub const fn cells(&self) -> &Cells {
        &self.cells
    }

    /// The value at `row`, `col` (both 0 to 8): `0` for empty. `None` out of range.
    pub const fn get(&self, row: usize, col: usize) -> Option<u8> {
        if row < 9 && col < 9 {
            Some(self.cells[row][col])
        } else {
            None
        }
    }

    /// How many cells hold a digit.
    pub fn givens(&self) -> usize {
        self.cells.iter().flatten().filter(|&&d| d != 0).count()
    }

    /// True when every cell holds a digit (a checked full grid is a solution).
    pub fn is_complete(&self) -> bool {
        self.cells.iter().flatten().all(|&d| d != 0)
    }

    /// The first solution in row-major order, trying digits in ascending order (the answer of
    /// textbook backtracking), or [`Error::NoSolution`].
    pub fn solve(&self) -> Result<Grid, Error> {
        self.solve_bounded(u64::MAX).result
    }

    /// The solution if there is exactly one; otherwise [`Error::MultipleSolutions`] or
    /// [`Error::NoSolution`].
    pub fn solve_unique(&self) -> Result<Grid, Error> {
        let mut first = [0u8; 81];
        let run = search::run(&self.flat(), Goal::Count(2), u64::MAX, Some(&mut first));
        unique(&run, &first)
    }

    /// The number of solutions, counting no further than `limit`; `limit` 0 gives 0.
    pub fn count_solutions(&self, limit: u32) -> u32 {
        if limit == 0 {
            return 0;
        }
        search::run(&self.flat(), Goal::Count(limit), u64::MAX, None).solutions
    }

    /// [`Grid::count_solutions`] that also reports the guesses the search made (options tried
    /// where it branched: a digit in a cell with two or more candidates, or where a digit goes
    /// in a band), as `(solutions, guesses)`: what benchmarks
    /// print as guesses per puzzle. `limit` 0 gives `(0, 0)`.
    ///
    /// ```
    /// use sudoku_core::Grid;
    ///
    /// // Four solutions: finding them all takes guesses.
    /// let grid: Grid =
    ///     ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7..."
    ///         .parse()?;
    /// let (solutions, guesses) = grid.count_solutions_stats(10);
    /// assert_eq!(solutions, 4);
    /// assert!(guesses >= 3);
    /// assert_eq!(grid.count_solutions_stats(0), (0, 0));
    /// # Ok::<(), sudoku_core::Error>(())
    /// ```
    pub fn count_solutions_stats(&self, limit: u32) -> (u32, u64) {
        if limit == 0 {
            return (0, 0);
        }
        let run = search::run(&self.flat(), Goal::Count(limit), u64::MAX, None);
        (run.solutions, run.guesses)
    }

    /// [`Grid::solve`] that makes at most `max_guesses` guesses, then gives up with
    /// [`Error::LimitReached`]. Reports the guesses made either way.
    pub fn solve_bounded(&self, max_guesses: u64) -> Bounded {
        let mut first = [0u8; 81];
        let run = search::run(&self.flat(), Goal::First, max_guesses, Some(&mut first));
        bounded(&run, &first)
    }

    /// The cells as one array of 81, row by row.
    pub fn flat(&self) -> [u8; 81] {
        let mut out = [0u8; 81];
        for (o, d) in out.iter_mut().zip(self.cells.iter().flatten()) {
            *o = *d;
        }
        out
    }

    /// Checks 81 cells given row by row, as [`Grid::new`] does.
    pub fn from_cells(cells: &[u8; 81]) -> Result<Grid, Error> {
        Grid::new(unflatten(cells))
    }

    /// A solution the search produced: legal by construction.
    fn from_flat(cells: &[u8; 81]) -> Grid {
        Grid {
            cells: unflatten(cells),
        }
    }
}

/// What a search for the row-major-first solution answers.
fn bounded(run: &Run, first: &[u8; 81]) -> Bounded {
    let result = if run.limit_reached {
        Err(Error::LimitReached)
    } else if run.solutions == 0 {
        Err(Error::NoSolution)
    } else {
        Ok(Grid::from_flat(first))
    };
    Bounded {
        result,
        guesses: run.guesses,
    }
}

/// What a count to two answers for [`Grid::solve_unique`].
fn unique(run: &Run, first: &[u8; 81]) -> Result<Grid, Error> {
    match run.solutions {
        0 => Err(Error::NoSolution),
        1 => Ok(Grid::from_flat(first)),
        _ => Err(Error::MultipleSolutions),
    }
}

/// The free functions of the crate on unchecked cells: the same answers and errors as
/// [`Grid::new`] followed by the method ([`Error::InvalidValue`] first, over the whole grid,
/// then [`Error::Conflict`]), with the conflicts found by the search as it sets up instead of
/// in a pass of their own.
#[cfg(not(feature = "small"))]
pub(crate) mod unchecked {
    use super::{bounded, unique, Goal, Grid};
    use crate::search::{self, Run};
    use crate::{Bounded, Cells, Error};

    /// `cells` as 81 values row by row (the same bytes, not a copy), or
    /// [`Error::InvalidValue`].
    fn values(cells: &Cells) -> Result<&[u8; 81], Error> {
        // 81 bytes by type: the conversion cannot fail, and compiles to nothing.
        let flat: &[u8; 81] = cells
            .as_flattened()
            .try_into()
            .map_err(|_| Error::InvalidValue)?;
        // The largest value, with no branch per cell: counts on the easy sets 2% to 2.5%
        // faster than with a copy and a search for the first bad value.
        if flat.iter().fold(0, |m, &d| m.max(d)) > 9 {
            return Err(Error::InvalidValue);
        }
        Ok(flat)
    }

    fn run(
        cells: &Cells,
        goal: Goal,
        max: u64,
        first: Option<&mut [u8; 81]>,
    ) -> Result<Run, Error> {
        search::run_unvalidated(values(cells)?, goal, max, first).ok_or(Error::Conflict)
    }

    /// [`Grid::solve_bounded`] on `cells`.
    pub(crate) fn solve_bounded(cells: &Cells, max_guesses: u64) -> Result<Bounded, Error> {
        let mut first = [0u8; 81];
        let run = run(cells, Goal::First, max_guesses, Some(&mut first))?;
        Ok(bounded(&run, &first))
    }

    /// [`Grid::solve_unique`] on `cells`.
    pub(crate) fn solve_unique(cells: &Cells) -> Result<Grid, Error> {
        let mut first = [0u8; 81];
        let run = run(cells, Goal::Count(2), u64::MAX, Some(&mut first))?;
        unique(&run, &first)
    }

    /// [`Grid::count_solutions`] on `cells`.
    pub(crate) fn count_solutions(cells: &Cells, limit: u32) -> Result<u32, Error> {
        if limit == 0 {
            return Grid::new(*cells).map(|_| 0);
        }
        Ok(run(cells, Goal::Count(limit), u64::MAX, None)?.solutions)
    }
}

/// The free functions of the crate on unchecked cells, for the small engine: [`Grid::new`],
/// then the method. The small engine has no set-up that would see a conflict on the way, and
/// this order keeps the check off the search's call chain: about 200 bytes less of stack from
/// C on the Cortex-M3 than checking inside it.
#[cfg(feature = "small")]
pub(crate) mod unchecked {
    use super::Grid;
    use crate::{Bounded, Cells, Error};

    /// [`Grid::solve_bounded`] on `cells`.
    pub(crate) fn solve_bounded(cells: &Cells, max_guesses: u64) -> Result<Bounded, Error> {
        Ok(Grid::new(*cells)?.solve_bounded(max_guesses))
    }

    /// [`Grid::solve_unique`] on `cells`.
    pub(crate) fn solve_unique(cells: &Cells) -> Result<Grid, Error> {
        Grid::new(*cells)?.solve_unique()
    }

    /// [`Grid::count_solutions`] on `cells`.
    pub(crate) fn count_solutions(cells: &Cells, limit: u32) -> Result<u32, Error> {
        Ok(Grid::new(*cells)?.count_solutions(limit))
    }
}

fn unflatten(cells: &[u8; 81]) -> Cells {
    let mut out = [[0u8; 9]; 9];
    for (i, d) in cells.iter().enumerate() {
        out[i / 9][i % 9] = *d;
    }
    out
}

impl Default for Grid {
    fn default() -> Grid {
        Grid::EMPTY
    }
}

impl TryFrom<Cells> for Grid {
    type Error = Error;
    fn try_from(cells: Cells) -> Result<Grid, Error> {
        Grid::new(cells)
    }
}

impl From<Grid> for Cells {
    fn from(grid: Grid) -> Cells {
        grid.cells
    }
}

impl FromStr for Grid {
    type Err = Error;
    /// [`parse`], then the check of [`Grid::new`].
    fn from_str(text: &str) -> Result<Grid, Error> {
        Grid::new(parse(text.as_bytes())?)
    }
}

/// Reads 81 cells row by row: `1`-`9` are givens, `0` and `.` are empty; white space and the
/// separators `|`, `-`, `+` are skipped. Anything else, or a count of cells other than 81, is
/// [`Error::Parse`]. It reads the puzzle lines of the usual collections and the boxed layout
/// that `{:#}` prints. It checks the syntax only: see [`Grid::new`] for the givens.
///
/// ```
/// let cells = sudoku_core::parse(b"1........\n.........\n.........\n.........\n.........\n\
///                                  .........\n.........\n.........\n........9")?;
/// assert_eq!((cells[0][0], cells[8][8]), (1, 9));
/// assert_eq!(sudoku_core::parse(b"123"), Err(sudoku_core::Error::Parse));
/// # Ok::<(), sudoku_core::Error>(())
/// ```
pub fn parse(text: &[u8]) -> Result<Cells, Error> {
    let mut cells = [[0u8; 9]; 9];
    let mut n = 0usize;
    for &byte in text {
        let value = match byte {
            b'1'..=b'9' => byte - b'0',
            b'0' | b'.' => 0,
            b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c' | b'|' | b'-' | b'+' => continue,
            _ => return Err(Error::Parse),
        };
        if n == 81 {
            return Err(Error::Parse);
        }
        cells[n / 9][n % 9] = value;
        n += 1;
    }
    if n == 81 {
        Ok(cells)
    } else {
        Err(Error::Parse)
    }
}

impl fmt::Display for Grid {
    /// `{}`: 81 characters, `.` for empty. `{:#}`: nine lines such as `3 1 6  | 5 7 8  | 4 9 2`,
    /// with a dashed line between bands, each line ending in a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let symbol = |d: u8| if d == 0 { '.' } else { char::from(b'0' + d) };
        if !f.alternate() {
            for d in self.cells.iter().flatten() {
                write!(f, "{}", symbol(*d))?;
            }
            return Ok(());
        }
        for (r, row) in self.cells.iter().enumerate() {
            if r == 3 || r == 6 {
                f.write_str("-------+--------+------\n")?;
            }
            for (c, d) in row.iter().enumerate() {
                match c {
                    0 => {}
                    3 | 6 => f.write_str("  | ")?,
                    _ => f.write_str(" ")?,
                }
                write!(f, "{}", symbol(*d))?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid(\"{self}\")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXTBOOK: &str =
        "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";

    #[test]
    fn display_round_trips_through_parse() {
        let grid: Grid = TEXTBOOK.parse().unwrap();
        let mut line = [0u8; 81];
        let mut boxed = [0u8; 512];
        let line = write_into(&mut line, format_args!("{grid}"));
        let boxed = write_into(&mut boxed, format_args!("{grid:#}"));
        assert_eq!(line, TEXTBOOK.as_bytes());
        assert!(boxed.starts_with(b"3 . 6  | 5 . 8  | 4 . .\n5 2 ."));
        assert_eq!(Grid::new(parse(boxed).unwrap()), Ok(grid));
    }

    #[test]
    fn parse_rejects_bad_text() {
        assert_eq!(parse(b""), Err(Error::Parse));
        let mut long = [b'.'; 82];
        assert_eq!(parse(&long), Err(Error::Parse));
        assert!(parse(&long[..81]).is_ok());
        long[40] = b'x';
        assert_eq!(parse(&long[..81]), Err(Error::Parse));
    }

    /// The free functions find conflicts in the search's set-up, not in a pass of their own:
    /// every pair of cells that share a unit, given the same digit, is a conflict for each of
    /// them, as for [`Grid::new`]; a bad value anywhere wins; legal givens answer as the
    /// methods do.
    #[test]
    #[cfg_attr(
        miri,
        ignore = "9,720 grids, each solved four ways: hours under Miri (the CI timed out on it)"
    )]
    fn unchecked_functions_agree_with_the_check() {
        let puzzle = parse(TEXTBOOK.as_bytes()).unwrap();
        let grid = Grid::new(puzzle).unwrap();
        assert_eq!(
            crate::count_solutions(&puzzle, 2),
            Ok(grid.count_solutions(2))
        );
        assert_eq!(crate::solve(&puzzle), grid.solve().map(|g| *g.cells()));
        assert_eq!(
            crate::solve_unique(&puzzle),
            grid.solve_unique().map(|g| *g.cells())
        );
        assert_eq!(crate::solve_bounded(&puzzle, 0), Ok(grid.solve_bounded(0)));
        let mut conflicts = 0;
        for a in 0..81 {
            for b in a + 1..81 {
                let ((r1, c1), (r2, c2)) = ((a / 9, a % 9), (b / 9, b % 9));
                let mut cells = puzzle;
                cells[r1][c1] = 0;
                cells[r2][c2] = 0;
                for d in [1, 5, 9] {
                    cells[r1][c1] = d;
                    cells[r2][c2] = d;
                    let expected = Grid::new(cells).map(|_| ());
                    let got = [
                        crate::count_solutions(&cells, 2).map(|_| ()),
                        crate::solve(&cells).map(|_| ()).or_else(|e| match e {
                            Error::NoSolution => Ok(()),
                            e => Err(e),
                        }),
                        crate::solve_unique(&cells)
                            .map(|_| ())
                            .or_else(|e| match e {
                                Error::NoSolution | Error::MultipleSolutions => Ok(()),
                                e => Err(e),
                            }),
                        crate::solve_bounded(&cells, 100).map(|_| ()),
                    ];
                    for got in got {
                        assert_eq!(got, expected, "cells {a} and {b}, digit {d}");
                    }
                    if expected == Err(Error::Conflict) {
                        conflicts += 1;
                        cells[8][8] = 10;
                        assert_eq!(crate::count_solutions(&cells, 2), Err(Error::InvalidValue));
                        assert_eq!(crate::solve(&cells), Err(Error::InvalidValue));
                        cells[8][8] = puzzle[8][8];
                    }
                }
            }
        }
        // Every pair in a unit with one of three digits, save where a given of the puzzle
        // makes it a conflict either way.
        assert!(conflicts > 1000, "{conflicts}");
        assert_eq!(crate::count_solutions(&puzzle, 0), Ok(0));
    }

    #[test]
    fn new_reports_values_before_conflicts() {
        let mut cells = [[0u8; 9]; 9];
        cells[0][0] = 1;
        cells[0][1] = 1;
        assert_eq!(Grid::new(cells), Err(Error::Conflict));
        cells[8][8] = 200;
        assert_eq!(Grid::new(cells), Err(Error::InvalidValue));
    }

    #[test]
    fn conflicts_in_columns_and_boxes() {
        let mut cells = [[0u8; 9]; 9];
        cells[0][4] = 7;
        cells[8][4] = 7;
        assert_eq!(Grid::new(cells), Err(Error::Conflict));
        let mut cells = [[0u8; 9]; 9];
        cells[3][3] = 2;
        cells[5][5] = 2;
        assert_eq!(Grid::new(cells), Err(Error::Conflict));
    }

    /// Formats into a fixed buffer (no allocator in this crate) and returns what was written.
    fn write_into<'a>(buf: &'a mut [u8], args: fmt::Arguments<'_>) -> &'a [u8] {
        struct Cursor<'b> {
            buf: &'b mut [u8],
            len: usize,
        }
        impl fmt::Write for Cursor<'_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                let end = self.len + s.len();
                self.buf
                    .get_mut(self.len..end)
                    .ok_or(fmt::Error)?
                    .copy_from_slice(s.as_bytes());
                self.len = end;
                Ok(())
            }
        }
        let mut cursor = Cursor { buf, len: 0 };
        fmt::write(&mut cursor, args).unwrap();
        let len = cursor.len;
        &cursor.buf[..len]
    }
}
