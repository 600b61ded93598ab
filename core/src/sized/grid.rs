//! [`Grid`]: a checked grid of any size, and what it answers.

use super::search::{self, Cells};
use super::shape::{Layout, Shape};
use crate::search::Goal;
use crate::Error;

/// An N × N grid with boxes of [`Shape`] whose givens are checked: every cell is `0` (empty)
/// to N, and no digit repeats in a row, column or box. N is a compile-time constant, so the
/// grid and the search's whole state have a size fixed for N: a 6 × 6 grid is
/// `Grid<6>` and its search keeps about 0.9 KiB of state, a 25 × 25 one about 12 KiB
/// (`docs/SIZES.md`).
///
/// `{}` prints it as one line of N × N symbols (`1`-`9`, then `A` for 10 up to `P` for 25,
/// `.` for empty); `{:#}` prints the boxed layout; [`Grid::numbers`] prints numbers. All
/// three read back with [`Grid::parse`].
///
/// ```
/// use sudoku_core::sized::{Grid, Shape};
///
/// let shape = Shape::new(2, 3)?; // 6 × 6, boxes of 2 rows by 3 columns
/// let puzzle = Grid::<6>::parse(shape, b"..3..6 4..... ..4.1. .1.6.. 2....5 ...3..")?;
/// let solution = puzzle.solve()?; // the row-major-first of its three solutions
/// assert_eq!(solution.cells()[0], [1, 2, 3, 5, 4, 6]);
/// assert_eq!(puzzle.count_solutions(10)?, 3);
/// println!("{solution:#}"); // the boxed layout
/// # Ok::<(), sudoku_core::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid<const N: usize> {
    shape: Shape,
    cells: Cells<N>,
}

/// The guesses a search of the sized grids may make when the caller sets no budget: every
/// search function without a `max_guesses` stops there with [`Error::LimitReached`]
/// (`docs/SIZES.md` has what it costs at each size).
pub const DEFAULT_GUESSES: u64 = 300_000;

/// What a bounded search found, and what it cost: [`Grid::solve_bounded`],
/// [`Grid::solve_any_bounded`], [`Grid::count_solutions_bounded`] and the slice functions of
/// the same names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounded<G> {
    /// The answer (a solution, or a count), [`Error::NoSolution`] (the solves), or
    /// [`Error::LimitReached`].
    pub result: Result<G, Error>,
    /// The guesses the search made: digits tried in cells where it branched.
    pub guesses: u64,
}

/// Checks `cells` for `shape`: [`Error::Size`] when the shape is not of size N, then
/// [`Error::InvalidValue`] for a value above N (over the whole grid), then
/// [`Error::Conflict`] for a digit twice in a row, column or box.
pub(crate) fn check<const N: usize>(shape: Shape, cells: &Cells<N>) -> Result<(), Error> {
    if shape.size() != N {
        return Err(Error::Size);
    }
    if cells.iter().flatten().any(|&d| usize::from(d) > N) {
        return Err(Error::InvalidValue);
    }
    let (mut rows, mut cols, mut boxes) = ([0u32; N], [0u32; N], [0u32; N]);
    let mut conflict = 0u32;
    for (r, row) in cells.iter().enumerate() {
        for (c, &d) in row.iter().enumerate() {
            let bit = (1u32 << d) >> 1;
            let b = shape.box_of(r, c);
            let (Some(in_row), Some(in_col), Some(in_box)) =
                (rows.get_mut(r), cols.get_mut(c), boxes.get_mut(b))
            else {
                return Err(Error::Size);
            };
            conflict |= (*in_row | *in_col | *in_box) & bit;
            *in_row |= bit;
            *in_col |= bit;
            *in_box |= bit;
        }
    }
    if conflict != 0 {
        return Err(Error::Conflict);
    }
    Ok(())
}

impl<const N: usize> Grid<N> {
    /// Checks `cells` for `shape`: [`Error::Size`] unless the shape's size is N,
    /// [`Error::InvalidValue`] for a value above N (checked first, over the whole grid),
    /// [`Error::Conflict`] for a digit given twice in a row, column or box.
    pub fn new(shape: Shape, cells: [[u8; N]; N]) -> Result<Grid<N>, Error> {
        check(shape, &cells)?;
        Ok(Grid { shape, cells })
    }

    /// The grid of `shape` with no givens ([`Error::Size`] unless its size is N).
    pub fn empty(shape: Shape) -> Result<Grid<N>, Error> {
        Grid::new(shape, [[0; N]; N])
    }

    /// Reads `text` ([`parse`](super::parse): symbols or numbers), then checks it as
    /// [`Grid::new`] does.
    pub fn parse(shape: Shape, text: &[u8]) -> Result<Grid<N>, Error> {
        Grid::new(shape, super::text::parse(shape, text)?)
    }

    /// The shape of the boxes.
    pub const fn shape(&self) -> Shape {
        self.shape
    }

    /// The cells, row by row: `0` for empty, `1` to N for a digit.
    pub const fn cells(&self) -> &[[u8; N]; N] {
        &self.cells
    }

    /// The value at `row`, `col` (both below N): `0` for empty. `None` out of range.
    pub fn get(&self, row: usize, col: usize) -> Option<u8> {
        self.cells.get(row).and_then(|r| r.get(col)).copied()
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
    /// textbook backtracking over the same layout), or [`Error::NoSolution`];
    /// [`Error::LimitReached`] past [`DEFAULT_GUESSES`] guesses ([`Grid::solve_bounded`] sets
    /// another budget).
    pub fn solve(&self) -> Result<Grid<N>, Error> {
        self.solve_bounded(DEFAULT_GUESSES).result
    }

    /// Any one solution, as fast as the search finds one: the one solution of a puzzle that
    /// has one; on a grid with several, which one is unspecified (use [`Grid::solve`] for the
    /// textbook's). [`Error::NoSolution`], or [`Error::LimitReached`] past
    /// [`DEFAULT_GUESSES`] guesses ([`Grid::solve_any_bounded`] sets another budget).
    pub fn solve_any(&self) -> Result<Grid<N>, Error> {
        self.solve_any_bounded(DEFAULT_GUESSES).result
    }

    /// The solution if there is exactly one; otherwise [`Error::MultipleSolutions`] or
    /// [`Error::NoSolution`]; [`Error::LimitReached`] past [`DEFAULT_GUESSES`] guesses.
    pub fn solve_unique(&self) -> Result<Grid<N>, Error> {
        let (run, first) = self.run(Goal::Count(2), DEFAULT_GUESSES);
        match run.solutions {
            _ if run.limit_reached => Err(Error::LimitReached),
            0 => Err(Error::NoSolution),
            1 => Ok(self.with(first)),
            _ => Err(Error::MultipleSolutions),
        }
    }

    /// The number of solutions, counting no further than `limit` (`limit` 0 gives 0);
    /// [`Error::LimitReached`] past [`DEFAULT_GUESSES`] guesses
    /// ([`Grid::count_solutions_bounded`] sets another budget).
    pub fn count_solutions(&self, limit: u32) -> Result<u32, Error> {
        self.count_solutions_bounded(limit, DEFAULT_GUESSES).result
    }

    /// [`Grid::count_solutions`] that makes at most `max_guesses` guesses, then gives up with
    /// [`Error::LimitReached`]. Reports the guesses made either way.
    pub fn count_solutions_bounded(&self, limit: u32, max_guesses: u64) -> Bounded<u32> {
        if limit == 0 {
            return Bounded {
                result: Ok(0),
                guesses: 0,
            };
        }
        let (run, _) = self.run(Goal::Count(limit), max_guesses);
        Bounded {
            result: if run.limit_reached {
                Err(Error::LimitReached)
            } else {
                Ok(run.solutions)
            },
            guesses: run.guesses,
        }
    }

    /// [`Grid::solve`] that makes at most `max_guesses` guesses, then gives up with
    /// [`Error::LimitReached`]. Reports the guesses made either way.
    pub fn solve_bounded(&self, max_guesses: u64) -> Bounded<Grid<N>> {
        self.bounded(Goal::First, max_guesses)
    }

    /// [`Grid::solve_any`] that makes at most `max_guesses` guesses, then gives up with
    /// [`Error::LimitReached`]. Reports the guesses made either way.
    pub fn solve_any_bounded(&self, max_guesses: u64) -> Bounded<Grid<N>> {
        self.bounded(Goal::Count(1), max_guesses)
    }

    /// A solution for `goal` (the first, or any), or the error, within `max_guesses`.
    fn bounded(&self, goal: Goal, max_guesses: u64) -> Bounded<Grid<N>> {
        let (run, first) = self.run(goal, max_guesses);
        let result = if run.limit_reached {
            Err(Error::LimitReached)
        } else if run.solutions == 0 {
            Err(Error::NoSolution)
        } else {
            Ok(self.with(first))
        };
        Bounded {
            result,
            guesses: run.guesses,
        }
    }

    /// The grid as numbers: N lines of N numbers separated by spaces, `0` for empty (for
    /// programs that read numbers rather than symbols).
    pub fn numbers(&self) -> super::text::Numbers<'_, N> {
        super::text::Numbers(self)
    }

    fn run(&self, goal: Goal, max_guesses: u64) -> (crate::search::Run, Cells<N>) {
        let lay = Layout::<N>::new(self.shape);
        let mut first = [[0u8; N]; N];
        let run = search::run(&lay, &self.cells, goal, max_guesses, &mut first);
        (run, first)
    }

    /// A solution the search produced: legal by construction.
    fn with(&self, cells: Cells<N>) -> Grid<N> {
        Grid {
            shape: self.shape,
            cells,
        }
    }
}

impl<const N: usize> From<Grid<N>> for [[u8; N]; N] {
    fn from(grid: Grid<N>) -> [[u8; N]; N] {
        grid.cells
    }
}
