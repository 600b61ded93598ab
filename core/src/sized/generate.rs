//! Puzzles of every size from a seed: the 9 × 9 generator's steps (`crate::generate`), with
//! its random numbers and symmetries, on an N × N grid with boxes of R × C.
//!
//! One attempt, with the random numbers of the seed, drawn in this order:
//! 1. **A solution**: up to 9 × 9, the boxes on the diagonal (box `b` of band `b` and stack
//!    `b`, for `b` below min(R, C): they share no row or column) hold 1 to N in order for the
//!    first, a permutation of N each for the others (drawn again while they have no
//!    completion, which happens for some shapes, never for 3 × 3), and the row-major-first
//!    completion of those givens; above 9 × 9, a random completion of the empty grid (the search
//!    of so sparse a grid can take very long there). Then a shuffle: the digits (a
//!    permutation of N), the bands (N / R of R rows: a permutation of the bands, then of the
//!    rows within each band of the image), the stacks likewise, and, for square boxes only
//!    (R = C), a transposition (a number below 2).
//! 2. **An order**: the orbits of the symmetry, each named by its first cell in row-major
//!    order, listed in that order, then shuffled.
//! 3. **Digging**: the orbits in that order, each removed when the puzzle without it still has
//!    exactly one solution and at least `min_clues` givens.
//! 4. **Checks**: at most `max_clues` givens; for `minimal`, no single given removable.
//!
//! With 3 × 3 boxes these are the 9 × 9 generator's draws and rules: the same seed and clue
//! options give the same puzzle as [`crate::generate`] at any level. Up to 9 × 9 decisions
//! depend only on counts of solutions (up to two) and the row-major-first solution; above,
//! a removal stays only when a proof by exclusion (`exclude.rs`) shows uniqueness within
//! `dig::PROOF_GUESSES` guesses, and the solution is the search's random completion, so
//! puzzles follow the search (one engine, the same on every target and build). The work is bounded by guesses
//! ([`GenerateOptions::max_guesses`]): a call that would need more fails with
//! [`Error::LimitReached`] rather than answer differently.

use super::dig::{dig_and_check, Budget};
use super::search::{self, Cells};
use super::shape::{Layout, Shape};
use super::Grid;
use crate::generate::transform::{identity, lines_into};
use crate::generate::Rng;
use crate::search::Goal;
use crate::{Error, Symmetry};

/// Attempts when [`GenerateOptions::max_attempts`] is 0: as for 9 × 9.
pub const DEFAULT_MAX_ATTEMPTS: u32 = crate::DEFAULT_MAX_ATTEMPTS;

/// Guesses when [`GenerateOptions::max_guesses`] is 0: all the searches of one call together
/// (`docs/SIZES.md` has what puzzles take).
pub const DEFAULT_MAX_GUESSES: u64 = 500_000;

/// What to generate: [`crate::Options`] for every size. Every field's zero value is its
/// default (any puzzle, no symmetry). There are no difficulty levels: the rating is 9 × 9
/// only.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GenerateOptions {
    /// The pattern of the givens: any symmetry of the square (the boxes play no part: the
    /// pattern is only a look).
    pub symmetry: Symmetry,
    /// The fewest givens: digging stops before going below. 0: no bound.
    pub min_clues: u16,
    /// The most givens; 0: N × N. An attempt that ends with more is dropped.
    pub max_clues: u16,
    /// No single given can be removed without a second solution appearing.
    pub minimal: bool,
    /// Attempts before giving up with [`Error::LimitReached`]; 0: [`DEFAULT_MAX_ATTEMPTS`].
    pub max_attempts: u32,
    /// Guesses all the searches of the call may make before it gives up with
    /// [`Error::LimitReached`]; 0: [`DEFAULT_MAX_GUESSES`].
    pub max_guesses: u64,
}

/// A generated puzzle of size N.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Generated<const N: usize> {
    /// The puzzle: exactly one solution.
    pub puzzle: Grid<N>,
    /// Its solution.
    pub solution: Grid<N>,
    /// The attempts it took (1 for the first).
    pub attempts: u32,
}

/// The fewest givens a puzzle of `shape` with one solution can have, as far as this library
/// relies on it: 4 for 4 × 4 (`tests/sizes_generate.rs` checks every 4 × 4 grid), 17 for
/// 9 × 9 ([`crate::FEWEST_CLUES`]), and N − 1 otherwise (with two digits absent, swapping them
/// gives a second solution).
pub const fn fewest_clues(shape: Shape) -> u32 {
    match shape.size() {
        4 => 4,
        9 => crate::FEWEST_CLUES,
        n => n as u32 - 1,
    }
}

impl GenerateOptions {
    /// The clue range for `shape`, defaults applied, or [`Error::BadOptions`]: a bound above
    /// N × N, `min_clues` above `max_clues`, `max_clues` under [`fewest_clues`], or no count
    /// in the range that the symmetry allows (with N even, 180° rotation, the mirrors and the
    /// diagonals give even counts, 90° rotation multiples of 4; with N odd, 90° rotation
    /// counts of 0 or 1 modulo 4).
    pub fn clue_range(&self, shape: Shape) -> Result<(u32, u32), Error> {
        let cells = shape.cells() as u32;
        let low = u32::from(self.min_clues);
        let high = match self.max_clues {
            0 => cells,
            n => u32::from(n),
        };
        let fewest = fewest_clues(shape);
        if low > cells || high > cells || low > high || high < fewest {
            return Err(Error::BadOptions);
        }
        let n = shape.size();
        if !self
            .symmetry
            .allows_a_count_in_size(n, low.max(fewest), high)
        {
            return Err(Error::BadOptions);
        }
        Ok((low, high))
    }
}

impl<const N: usize> Grid<N> {
    /// A puzzle of `shape` for `seed`: exactly one solution, with the symmetry, clue count
    /// and minimality of `options`. The same seed, shape and options give the same puzzle on
    /// every target and build; with 3 × 3 boxes, the puzzle of [`crate::generate`].
    ///
    /// Errors: [`Error::Size`] unless the shape's size is N; [`Error::BadOptions`] (see
    /// [`GenerateOptions::clue_range`]); [`Error::LimitReached`] when `max_attempts`
    /// attempts did not meet the options or the searches needed more than `max_guesses`.
    ///
    /// ```
    /// use sudoku_core::sized::{GenerateOptions, Grid, Shape};
    /// use sudoku_core::Symmetry;
    ///
    /// let shape = Shape::new(2, 3)?; // 6 × 6
    /// let options = GenerateOptions { symmetry: Symmetry::Rotate180, ..Default::default() };
    /// let made = Grid::<6>::generate(shape, 7, &options)?;
    /// assert_eq!(made.puzzle.count_solutions(2), Ok(1));
    /// assert_eq!(made.puzzle.solve()?, made.solution);
    /// assert_eq!(Grid::<6>::generate(shape, 7, &options)?, made);
    /// # Ok::<(), sudoku_core::Error>(())
    /// ```
    pub fn generate(
        shape: Shape,
        seed: u64,
        options: &GenerateOptions,
    ) -> Result<Generated<N>, Error> {
        if shape.size() != N {
            return Err(Error::Size);
        }
        let (low, high) = options.clue_range(shape)?;
        let max_attempts = match options.max_attempts {
            0 => DEFAULT_MAX_ATTEMPTS,
            n => n,
        };
        let mut budget = Budget(match options.max_guesses {
            0 => DEFAULT_MAX_GUESSES,
            n => n,
        });
        let lay = Layout::<N>::new(shape);
        let mut rng = Rng::new(seed);
        for attempt in 1..=max_attempts {
            let solution =
                draw_solution(&lay, shape, &mut rng, &mut budget).ok_or(Error::LimitReached)?;
            let made = dig_and_check(&lay, &mut rng, &mut budget, &solution, options, (low, high))
                .ok_or(Error::LimitReached)?;
            let Some(puzzle) = made else { continue };
            return Ok(Generated {
                puzzle: Grid::new(shape, puzzle)?,
                solution: Grid::new(shape, solution)?,
                attempts: attempt,
            });
        }
        Err(Error::LimitReached)
    }

    /// A random complete grid of `shape` for `seed`: the solution of the first attempt of
    /// [`Grid::generate`]. [`Error::Size`] unless the shape's size is N,
    /// [`Error::LimitReached`] if its search needed more than [`DEFAULT_MAX_GUESSES`].
    pub fn random_solution(shape: Shape, seed: u64) -> Result<Grid<N>, Error> {
        if shape.size() != N {
            return Err(Error::Size);
        }
        let lay = Layout::<N>::new(shape);
        let mut budget = Budget(DEFAULT_MAX_GUESSES);
        let solution = draw_solution(&lay, shape, &mut Rng::new(seed), &mut budget)
            .ok_or(Error::LimitReached)?;
        Grid::new(shape, solution)
    }
}

/// Draws of the boxes on the diagonal before step 1 gives up: on 4 × 4 about one in three has
/// no completion (on 9 × 9 none), so that 64 in a row never happen but by a fault.
const MAX_DIAGONAL_DRAWS: u32 = 64;

/// Step 1: a solution, or `None` when the budget ran out. Up to 9 × 9, boxes on the diagonal
/// with no completion (possible for some shapes, never for 3 × 3) are drawn again. Above,
/// the search's random completion of the empty grid.
fn draw_solution<const N: usize>(
    lay: &Layout<N>,
    shape: Shape,
    rng: &mut Rng,
    budget: &mut Budget,
) -> Option<Cells<N>> {
    if N > LARGEST_COMPLETED {
        let mut spent = 0;
        let solution = search::random_completion(lay, &[[0; N]; N], rng, budget.0, &mut spent);
        budget.0 = budget.0.saturating_sub(spent);
        return solution.map(|s| shuffle(shape, rng, &s));
    }
    for _ in 0..MAX_DIAGONAL_DRAWS {
        let cells = diagonal_boxes::<N>(shape, rng);
        let mut completed = [[0u8; N]; N];
        if budget.run(lay, &cells, Goal::First, &mut completed)? == 1 {
            return Some(shuffle(shape, rng, &completed));
        }
    }
    None
}

/// The largest size whose solutions are completions of the boxes on the diagonal: above, the
/// search's random completion of the empty grid.
pub(super) const LARGEST_COMPLETED: usize = 9;

/// The boxes on the diagonal: 1 to N in the first, a permutation drawn from `rng` in each
/// of the others.
fn diagonal_boxes<const N: usize>(shape: Shape, rng: &mut Rng) -> Cells<N> {
    let (r, c) = (shape.box_rows(), shape.box_cols());
    let mut cells = [[0u8; N]; N];
    for b in 0..r.min(c) {
        let mut buf = [0u8; 25];
        let digits = identity(&mut buf, N);
        if b > 0 {
            rng.shuffle(digits);
        }
        for (k, &d) in digits.iter().enumerate() {
            let row = cells.get_mut(b * r + k / c);
            if let Some(cell) = row.and_then(|l| l.get_mut(b * c + k % c)) {
                *cell = d + 1;
            }
        }
    }
    cells
}

/// The shuffle of step 1 applied to `cells`.
fn shuffle<const N: usize>(shape: Shape, rng: &mut Rng, cells: &Cells<N>) -> Cells<N> {
    let (r, c) = (shape.box_rows(), shape.box_cols());
    let mut buf = [0u8; 25];
    let digits = identity(&mut buf, N);
    rng.shuffle(digits);
    let (mut rows, mut cols) = ([0u8; 25], [0u8; 25]);
    lines_into(rng, N / r, r, &mut rows);
    lines_into(rng, N / c, c, &mut cols);
    let transpose = r == c && rng.below(2) == 1;
    let mut out = [[0u8; N]; N];
    for (i, &from_row) in rows.iter().take(N).enumerate() {
        for (j, &from_col) in cols.iter().take(N).enumerate() {
            let from = cells
                .get(usize::from(from_row))
                .and_then(|l| l.get(usize::from(from_col)))
                .copied()
                .unwrap_or(0);
            let d = usize::from(from)
                .checked_sub(1)
                .and_then(|k| digits.get(k))
                .map_or(0, |&p| p + 1);
            let (i, j) = if transpose { (j, i) } else { (i, j) };
            if let Some(cell) = out.get_mut(i).and_then(|l| l.get_mut(j)) {
                *cell = d;
            }
        }
    }
    out
}
