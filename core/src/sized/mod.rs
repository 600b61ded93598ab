//! Grids of other sizes: N × N with boxes of R rows by C columns (R, C ≥ 2, N = R·C from 4 to
//! 25), beside the 9 × 9 engine, which they leave as it is.
//!
//! Two ways in:
//! - [`Grid<N>`](Grid), with N a compile-time constant: the grid and the search's state are
//!   sized for N, so firmware that only plays 6 × 6 links one instantiation of 36 cells;
//! - the functions below on a slice of N × N values row by row, with the [`Shape`] given at
//!   run time (what the C API uses): they pick the instantiation for the shape's size.
//!
//! Every function answers as its 9 × 9 counterpart does (the same errors in the same order,
//! [`Error::Size`] first for a bad shape or a slice of the wrong length), and a [`Shape`] of
//! 3 × 3 gives exactly the 9 × 9 engine's answers: the row-major-first solution, the same
//! counts. The search is `search.rs`'s: candidates as bitmasks per unit, naked and hidden
//! singles to a fixpoint, and a fixed-size stack of guesses (no recursion, no allocation).
//!
//! ```
//! use sudoku_core::sized::{self, Shape};
//!
//! // A 4 × 4 puzzle as a C program would hold it: 16 values row by row.
//! let mut cells = [1, 0, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0, 2];
//! sized::solve(Shape::new(2, 2)?, &mut cells)?;
//! assert_eq!(cells, [1, 3, 2, 4, 4, 2, 3, 1, 2, 4, 1, 3, 3, 1, 4, 2]);
//! # Ok::<(), sudoku_core::Error>(())
//! ```

mod board;
mod dig;
mod exclude;
mod first;
mod generate;
mod grid;
mod load;
mod locked;
mod search;
mod shape;
mod text;

pub use generate::{
    fewest_clues, GenerateOptions, Generated, DEFAULT_MAX_ATTEMPTS, DEFAULT_MAX_GUESSES,
};
pub use grid::{Bounded, Grid, DEFAULT_GUESSES};
pub use shape::{Shape, MAX_SIZE, MIN_SIZE};
pub use text::{parse, Numbers, SYMBOLS};

use crate::Error;

/// A cell value of the slice functions: any primitive integer. A value that is negative or
/// does not fit a byte is out of range for every size.
pub trait Value: Copy {
    /// The value as a byte, or `None` when it does not fit one.
    fn to_byte(self) -> Option<u8>;
    /// A digit (0 to 25) as this type.
    fn from_digit(digit: u8) -> Self;
}

macro_rules! values {
    ($($t:ty),*) => {$(
        impl Value for $t {
            fn to_byte(self) -> Option<u8> {
                u8::try_from(self).ok()
            }
            fn from_digit(digit: u8) -> $t {
                // Digits are at most 25: they fit every integer type.
                digit as $t
            }
        }
    )*};
}
values!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// Runs `$body` with the constant `$n` set to the size of `$shape` (an expression of type
/// `Result<_, Error>`; a size with no instantiation, which no [`Shape`] has, gives
/// [`Error::Size`]).
macro_rules! by_size {
    ($shape:expr, $n:ident => $body:expr) => {
        match $shape.size() {
            4 => by_size!(@ 4, $n, $body),
            6 => by_size!(@ 6, $n, $body),
            8 => by_size!(@ 8, $n, $body),
            9 => by_size!(@ 9, $n, $body),
            10 => by_size!(@ 10, $n, $body),
            12 => by_size!(@ 12, $n, $body),
            14 => by_size!(@ 14, $n, $body),
            15 => by_size!(@ 15, $n, $body),
            16 => by_size!(@ 16, $n, $body),
            18 => by_size!(@ 18, $n, $body),
            20 => by_size!(@ 20, $n, $body),
            21 => by_size!(@ 21, $n, $body),
            22 => by_size!(@ 22, $n, $body),
            24 => by_size!(@ 24, $n, $body),
            25 => by_size!(@ 25, $n, $body),
            _ => Err(Error::Size),
        }
    };
    (@ $size:literal, $n:ident, $body:expr) => {{
        const $n: usize = $size;
        $body
    }};
}

/// `cells` as a checked grid: [`Error::Size`] for a length other than N × N, then
/// [`Error::InvalidValue`] for any value outside 0 to N (over the whole slice), then
/// [`Error::Conflict`].
fn read<T: Value, const N: usize>(shape: Shape, cells: &[T]) -> Result<Grid<N>, Error> {
    if cells.len() != N * N || shape.size() != N {
        return Err(Error::Size);
    }
    let mut grid = [[0u8; N]; N];
    let mut bad = false;
    for (out, &v) in grid.iter_mut().flatten().zip(cells) {
        match v.to_byte() {
            Some(d) if usize::from(d) <= N => *out = d,
            _ => bad = true,
        }
    }
    if bad {
        return Err(Error::InvalidValue);
    }
    Grid::new(shape, grid)
}

/// Writes `grid` into `cells` (of the same length).
fn write<T: Value, const N: usize>(grid: &[[u8; N]; N], cells: &mut [T]) {
    for (out, &d) in cells.iter_mut().zip(grid.iter().flatten()) {
        *out = T::from_digit(d);
    }
}

/// Checks the givens of `cells` (N × N values row by row, `0` for empty): `Ok` for legal
/// givens, even without a solution; else [`Error::Size`], [`Error::InvalidValue`] (a value
/// outside 0 to N) or [`Error::Conflict`], in that order.
pub fn validate<T: Value>(shape: Shape, cells: &[T]) -> Result<(), Error> {
    by_size!(shape, N => read::<T, N>(shape, cells).map(|_| ()))
}

/// Fills `cells` with the first solution in row-major order, digits ascending (what textbook
/// backtracking over the same layout prints); [`Error::LimitReached`] past
/// [`DEFAULT_GUESSES`] guesses ([`solve_bounded`] sets another budget). On any error `cells`
/// is unchanged.
pub fn solve<T: Value>(shape: Shape, cells: &mut [T]) -> Result<(), Error> {
    solve_bounded(shape, cells, DEFAULT_GUESSES)?.result
}

/// Fills `cells` with any one solution, as fast as the search finds one (the one solution of
/// a puzzle that has one); [`Error::LimitReached`] past [`DEFAULT_GUESSES`] guesses
/// ([`solve_any_bounded`] sets another budget). On any error `cells` is unchanged.
pub fn solve_any<T: Value>(shape: Shape, cells: &mut [T]) -> Result<(), Error> {
    solve_any_bounded(shape, cells, DEFAULT_GUESSES)?.result
}

/// Fills `cells` with its solution only when it has exactly one; else
/// [`Error::MultipleSolutions`], [`Error::NoSolution`] or [`Error::LimitReached`] (past
/// [`DEFAULT_GUESSES`] guesses), and `cells` is unchanged.
pub fn solve_unique<T: Value>(shape: Shape, cells: &mut [T]) -> Result<(), Error> {
    by_size!(shape, N => {
        let solution = read::<T, N>(shape, cells)?.solve_unique()?;
        write(solution.cells(), cells);
        Ok(())
    })
}

/// The number of solutions of `cells`, counting no further than `limit` (0 gives 0);
/// [`Error::LimitReached`] past [`DEFAULT_GUESSES`] guesses ([`count_solutions_bounded`] sets
/// another budget).
pub fn count_solutions<T: Value>(shape: Shape, cells: &[T], limit: u32) -> Result<u32, Error> {
    count_solutions_bounded(shape, cells, limit, DEFAULT_GUESSES)?.result
}

/// [`count_solutions`] that gives up rather than make more than `max_guesses` guesses. Bad
/// input is the outer error; the search's outcome is [`Bounded::result`], with the guesses it
/// made.
pub fn count_solutions_bounded<T: Value>(
    shape: Shape,
    cells: &[T],
    limit: u32,
    max_guesses: u64,
) -> Result<Bounded<u32>, Error> {
    by_size!(shape, N => Ok(read::<T, N>(shape, cells)?.count_solutions_bounded(limit, max_guesses)))
}

/// [`solve`] that gives up rather than make more than `max_guesses` guesses. Bad input is the
/// outer error; the search's outcome is [`Bounded::result`] (`cells` is written only when it
/// is `Ok`), with the guesses it made.
pub fn solve_bounded<T: Value>(
    shape: Shape,
    cells: &mut [T],
    max_guesses: u64,
) -> Result<Bounded<()>, Error> {
    by_size!(shape, N => {
        let run = read::<T, N>(shape, cells)?.solve_bounded(max_guesses);
        Ok(written(run, cells))
    })
}

/// [`solve_any`] that gives up rather than make more than `max_guesses` guesses, as
/// [`solve_bounded`] does.
pub fn solve_any_bounded<T: Value>(
    shape: Shape,
    cells: &mut [T],
    max_guesses: u64,
) -> Result<Bounded<()>, Error> {
    by_size!(shape, N => {
        let run = read::<T, N>(shape, cells)?.solve_any_bounded(max_guesses);
        Ok(written(run, cells))
    })
}

/// Writes the solution of `run`, if it has one, into `cells`; what is left of the run.
fn written<T: Value, const N: usize>(run: Bounded<Grid<N>>, cells: &mut [T]) -> Bounded<()> {
    if let Ok(solution) = &run.result {
        write(solution.cells(), cells);
    }
    Bounded {
        result: run.result.map(|_| ()),
        guesses: run.guesses,
    }
}

/// Reads `text` ([`parse`]) into `cells` (N × N values row by row). Checks the syntax only;
/// on any error `cells` is unchanged.
pub fn parse_into<T: Value>(shape: Shape, text: &[u8], cells: &mut [T]) -> Result<(), Error> {
    by_size!(shape, N => {
        if cells.len() != N * N {
            return Err(Error::Size);
        }
        let grid: [[u8; N]; N] = parse(shape, text)?;
        write(&grid, cells);
        Ok(())
    })
}

/// Generates a puzzle of `shape` for `seed` into `cells` (N × N values row by row, 0 for
/// empty): [`Grid::generate`] with the shape at run time. [`Error::Size`] for a slice of the
/// wrong length, then the errors of [`Grid::generate`]; on any error `cells` is unchanged.
///
/// ```
/// use sudoku_core::sized::{self, GenerateOptions, Shape};
///
/// let shape = Shape::new(2, 2)?;
/// let mut cells = [0u8; 16];
/// sized::generate(shape, 1, &GenerateOptions::default(), &mut cells)?;
/// assert_eq!(sized::count_solutions(shape, &cells, 2)?, 1);
/// # Ok::<(), sudoku_core::Error>(())
/// ```
pub fn generate<T: Value>(
    shape: Shape,
    seed: u64,
    options: &GenerateOptions,
    cells: &mut [T],
) -> Result<(), Error> {
    by_size!(shape, N => {
        if cells.len() != N * N {
            return Err(Error::Size);
        }
        let made = Grid::<N>::generate(shape, seed, options)?;
        write(made.puzzle.cells(), cells);
        Ok(())
    })
}

/// Writes a random complete grid of `shape` for `seed` into `cells`: the solution of the
/// first attempt of [`generate`] ([`Grid::random_solution`]). On any error `cells` is
/// unchanged.
pub fn random_solution<T: Value>(shape: Shape, seed: u64, cells: &mut [T]) -> Result<(), Error> {
    by_size!(shape, N => {
        if cells.len() != N * N {
            return Err(Error::Size);
        }
        write(Grid::<N>::random_solution(shape, seed)?.cells(), cells);
        Ok(())
    })
}
