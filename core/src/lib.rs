//! A `no_std`, allocation-free Sudoku engine: solving and counting 9×9 grids, hints and
//! ratings as a player solves ([`explain`]), generation ([`generate`]), and N×N grids from 4×4
//! to 25×25 ([`sized`]).
//!
//! A grid is `[[u8; 9]; 9]`, row by row: `0` is an empty cell and `1` to `9` are givens.
//! Every function validates its input first and answers with a [`Result`]; nothing panics,
//! nothing allocates, and every bound (the search stack included) is fixed at compile time.
//!
//! ```
//! use sudoku_core::{solve, Error};
//!
//! let puzzle = sudoku_core::parse(
//!     b"3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..",
//! )?;
//! let solution = solve(&puzzle)?;
//! assert_eq!(solution[0], [3, 1, 6, 5, 7, 8, 4, 9, 2]);
//! # Ok::<(), Error>(())
//! ```
//!
//! The same functions exist as methods of [`Grid`], a grid whose givens are already checked:
//!
//! ```
//! use sudoku_core::Grid;
//!
//! let grid: Grid = "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2...."
//!     .parse()?;
//! assert_eq!(grid.count_solutions(2), 1);
//! println!("{:#}", grid.solve_unique()?); // the boxed layout; `{}` gives one 81-character line
//! # Ok::<(), sudoku_core::Error>(())
//! ```
#![no_std]
#![forbid(unsafe_code)]

mod error;
pub mod explain;
mod generate;
mod grid;
mod search;
mod searcher;
pub mod sized;
mod text;

pub use error::Error;
pub use generate::{
    generate, generate_where, random_solution, Generated, Options, Symmetry, Transform,
    DEFAULT_MAX_ATTEMPTS, FEWEST_CLUES,
};
pub use grid::Grid;
#[doc(hidden)]
pub use search::engines;
pub use text::parse;

/// A raw 9×9 grid, row by row: `0` for an empty cell, `1` to `9` for a given.
pub type Cells = [[u8; 9]; 9];

/// What a bounded search found, and what it cost.
///
/// Returned by [`Grid::solve_bounded`] and [`solve_bounded`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounded {
    /// The row-major-first solution, [`Error::NoSolution`], or [`Error::LimitReached`].
    pub result: Result<Grid, Error>,
    /// The guesses the search made: options tried where it branched (a digit in a cell with
    /// two or more candidates, or where a digit goes in a band).
    pub guesses: u64,
}

/// Checks the givens: every cell is `0` to `9` and no digit repeats in a row, column or box.
///
/// Legal givens are `Ok` even when the puzzle has no solution. Out-of-range values are
/// reported before conflicts.
///
/// ```
/// let mut cells = [[0u8; 9]; 9];
/// assert!(sudoku_core::validate(&cells).is_ok());
/// cells[0][0] = 5;
/// cells[8][0] = 5;
/// assert_eq!(sudoku_core::validate(&cells), Err(sudoku_core::Error::Conflict));
/// cells[8][0] = 10;
/// assert_eq!(sudoku_core::validate(&cells), Err(sudoku_core::Error::InvalidValue));
/// ```
pub fn validate(cells: &Cells) -> Result<Grid, Error> {
    Grid::new(*cells)
}

/// The first solution in row-major order, trying digits in ascending order: the very grid a
/// textbook backtracking solver prints, also for a puzzle with several solutions.
///
/// ```
/// let puzzle = sudoku_core::parse(
///     b".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7...",
/// )?; // four solutions
/// let first = sudoku_core::solve(&puzzle)?;
/// assert_eq!(first[0], [3, 5, 1, 2, 7, 4, 8, 9, 6]);
/// # Ok::<(), sudoku_core::Error>(())
/// ```
pub fn solve(cells: &Cells) -> Result<Cells, Error> {
    Ok(*Grid::new(*cells)?.solve()?.cells())
}

/// Any one solution, as fast as the engine finds one: [`Grid::solve_any`]. It keeps the
/// givens; on a grid with several solutions, which one is unspecified (use [`solve`] for the
/// textbook's answer).
///
/// ```
/// let puzzle = sudoku_core::parse(
///     b"3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..",
/// )?; // one solution: the same answer as `solve`
/// assert_eq!(sudoku_core::solve_any(&puzzle)?, sudoku_core::solve(&puzzle)?);
/// # Ok::<(), sudoku_core::Error>(())
/// ```
pub fn solve_any(cells: &Cells) -> Result<Cells, Error> {
    Ok(*Grid::new(*cells)?.solve_any()?.cells())
}

/// The solution when there is exactly one; [`Error::MultipleSolutions`] or
/// [`Error::NoSolution`] otherwise.
///
/// ```
/// let empty = [[0u8; 9]; 9];
/// assert_eq!(sudoku_core::solve_unique(&empty), Err(sudoku_core::Error::MultipleSolutions));
/// ```
pub fn solve_unique(cells: &Cells) -> Result<Cells, Error> {
    Ok(*Grid::new(*cells)?.solve_unique()?.cells())
}

/// The number of solutions, counting no further than `limit` (`limit` 0 gives 0).
///
/// Legal givens with no solution give `Ok(0)`.
///
/// ```
/// let empty = [[0u8; 9]; 9];
/// assert_eq!(sudoku_core::count_solutions(&empty, 1000), Ok(1000));
/// ```
pub fn count_solutions(cells: &Cells, limit: u32) -> Result<u32, Error> {
    Ok(Grid::new(*cells)?.count_solutions(limit))
}

/// [`solve`] with a bound on work: the search gives up with [`Error::LimitReached`] rather
/// than make more than `max_guesses` guesses. Puzzles solved by propagation alone need none.
///
/// ```
/// let empty = [[0u8; 9]; 9];
/// let run = sudoku_core::solve_bounded(&empty, 0)?;
/// assert_eq!(run.result, Err(sudoku_core::Error::LimitReached));
/// let run = sudoku_core::solve_bounded(&empty, 1000)?;
/// assert!(run.result.is_ok());
/// # Ok::<(), sudoku_core::Error>(())
/// ```
pub fn solve_bounded(cells: &Cells, max_guesses: u64) -> Result<Bounded, Error> {
    Ok(Grid::new(*cells)?.solve_bounded(max_guesses))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXTBOOK: &str =
        "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";

    /// The free functions answer as [`Grid::new`] followed by the method: every pair of cells
    /// that share a unit, given the same digit, is a conflict for each of them; a bad value
    /// anywhere wins; legal givens answer as the methods do.
    #[test]
    #[cfg_attr(
        miri,
        ignore = "9,720 grids, each solved four ways: hours under Miri (the CI timed out on it)"
    )]
    fn free_functions_agree_with_the_check() {
        let puzzle = parse(TEXTBOOK.as_bytes()).unwrap();
        let grid = Grid::new(puzzle).unwrap();
        assert_eq!(
            super::count_solutions(&puzzle, 2),
            Ok(grid.count_solutions(2))
        );
        assert_eq!(super::solve(&puzzle), grid.solve().map(|g| *g.cells()));
        assert_eq!(
            super::solve_unique(&puzzle),
            grid.solve_unique().map(|g| *g.cells())
        );
        assert_eq!(super::solve_bounded(&puzzle, 0), Ok(grid.solve_bounded(0)));
        assert_eq!(
            super::solve_any(&puzzle),
            grid.solve_any().map(|g| *g.cells())
        );
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
                        super::count_solutions(&cells, 2).map(|_| ()),
                        super::solve(&cells).map(|_| ()).or_else(|e| match e {
                            Error::NoSolution => Ok(()),
                            e => Err(e),
                        }),
                        super::solve_unique(&cells)
                            .map(|_| ())
                            .or_else(|e| match e {
                                Error::NoSolution | Error::MultipleSolutions => Ok(()),
                                e => Err(e),
                            }),
                        super::solve_bounded(&cells, 100).map(|_| ()),
                        super::solve_any(&cells).map(|_| ()).or_else(|e| match e {
                            Error::NoSolution => Ok(()),
                            e => Err(e),
                        }),
                    ];
                    for got in got {
                        assert_eq!(got, expected, "cells {a} and {b}, digit {d}");
                    }
                    if expected == Err(Error::Conflict) {
                        conflicts += 1;
                        cells[8][8] = 10;
                        assert_eq!(super::count_solutions(&cells, 2), Err(Error::InvalidValue));
                        assert_eq!(super::solve(&cells), Err(Error::InvalidValue));
                        cells[8][8] = puzzle[8][8];
                    }
                }
            }
        }
        // Every pair in a unit with one of three digits, save where a given of the puzzle
        // makes it a conflict either way.
        assert!(conflicts > 1000, "{conflicts}");
        assert_eq!(super::count_solutions(&puzzle, 0), Ok(0));
    }
}
