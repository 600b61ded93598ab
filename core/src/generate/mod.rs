//! Puzzles from a seed: a random solution, then givens removed while the solution stays the
//! only one, with the symmetry, clue count and minimality asked for.
//!
//! One attempt, with the random numbers of [`Rng`] for the seed, drawn in this order:
//! 1. **A solution** ([`random_solution`]): the top-left box holds 1 to 9 in order, the middle
//!    and bottom-right boxes a permutation of nine each (boxes that share no row or column,
//!    so any filling is legal); the row-major-first completion of those 27 givens (what
//!    [`crate::solve`] returns, the same on every engine); then a [`Transform`] drawn next.
//! 2. **An order**: the orbits of the symmetry (the sets of cells that must be given
//!    together), each named by its first cell in row-major order, listed in that order, then
//!    shuffled.
//! 3. **Digging**: the orbits in that order, each removed when the puzzle without it still has
//!    exactly one solution and at least `min_clues` givens.
//! 4. **Checks**: at most `max_clues` givens; for `minimal`, no single given removable; then
//!    the caller's filter. An attempt that fails a check is followed by the next, which goes on
//!    drawing from the same stream.
//!
//! Everything is decided by counts of solutions (how many, up to two) and by the
//! row-major-first solution, which every engine gives alike: the same seed and options give
//! the same puzzle on every target and build.

mod dig;
mod rng;
mod symmetry;
pub(crate) mod transform;
mod unavoidable;

use crate::explain::Level;
use crate::{Cells, Error, Grid};
pub(crate) use dig::Batches;
pub(crate) use rng::Rng;
use unavoidable::Unavoidable;

pub use symmetry::Symmetry;
pub use transform::Transform;

/// Attempts when [`Options::max_attempts`] is 0.
pub const DEFAULT_MAX_ATTEMPTS: u32 = 1000;

/// No puzzle with one solution has fewer givens (McGuire, Tugemann, Civario, "There is no
/// 16-clue Sudoku", 2012): a clue range below it is empty.
pub const FEWEST_CLUES: u32 = 17;

/// What to generate. Every field's zero value is its default ([`Options::default`]: any
/// puzzle, no symmetry).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// The pattern of the givens.
    pub symmetry: Symmetry,
    /// The fewest givens: digging stops before going below. 0: no bound.
    pub min_clues: u8,
    /// The most givens; 0: 81. An attempt that ends with more is dropped.
    pub max_clues: u8,
    /// No single given can be removed without a second solution appearing. Without a symmetry
    /// and a `min_clues`, every puzzle the generator makes is minimal anyway; with a symmetry,
    /// digging removes whole orbits, and a given may still be removable alone.
    pub minimal: bool,
    /// The difficulty: 0 for any, or a [`Level`]'s number (1 easy to 5 diabolical): every
    /// puzzle is rated ([`crate::explain::rate`]) and kept only at that level. Above 5:
    /// [`Error::BadOptions`].
    pub level: u8,
    /// Attempts before giving up with [`Error::LimitReached`]; 0: [`DEFAULT_MAX_ATTEMPTS`].
    pub max_attempts: u32,
}

/// A generated puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Generated {
    /// The puzzle: exactly one solution.
    pub puzzle: Grid,
    /// Its solution.
    pub solution: Grid,
    /// The attempts it took (1 for the first).
    pub attempts: u32,
}

impl Options {
    /// The clue range the options ask for, defaults applied, or [`Error::BadOptions`]: a
    /// bound above 81, `min_clues` above `max_clues`, `max_clues` under 17
    /// ([`FEWEST_CLUES`]), or no count in the range that the symmetry allows.
    pub fn clue_range(&self) -> Result<(u32, u32), Error> {
        let low = u32::from(self.min_clues);
        let high = match self.max_clues {
            0 => 81,
            n => u32::from(n),
        };
        if low > 81 || high > 81 || low > high || high < FEWEST_CLUES {
            return Err(Error::BadOptions);
        }
        if !self.symmetry.allows_a_count_in(low.max(FEWEST_CLUES), high) {
            return Err(Error::BadOptions);
        }
        Ok((low, high))
    }
}

/// A puzzle for `seed`: exactly one solution, with the symmetry, clue count and minimality of
/// `options`. The same seed and options give the same puzzle on every target and build.
///
/// Errors: [`Error::BadOptions`] (see [`Options::clue_range`], and a level above 5),
/// [`Error::LimitReached`] when `max_attempts` attempts did not meet
/// the options.
///
/// ```
/// use sudoku_core::{generate, Options, Symmetry};
///
/// let options = Options { symmetry: Symmetry::Rotate180, minimal: true, ..Options::default() };
/// let made = generate(42, &options)?;
/// assert_eq!(made.puzzle.count_solutions(2), 1);
/// assert_eq!(made.puzzle.solve()?, made.solution);
/// assert!(Symmetry::Rotate180.holds_for(&made.puzzle.flat()));
/// assert_eq!(generate(42, &options)?, made);
/// # Ok::<(), sudoku_core::Error>(())
/// ```
pub fn generate(seed: u64, options: &Options) -> Result<Generated, Error> {
    options.clue_range()?;
    match options.level {
        0 => generate_where(seed, options, |_| true),
        n => {
            let level = Level::from_number(n).ok_or(Error::BadOptions)?;
            generate_where(seed, options, |puzzle| rated_at(puzzle, level))
        }
    }
}

/// True when `puzzle` rates at `level`. The ladder stops above the level's highest rating, so
/// a puzzle too hard for an easy level costs little to refuse.
fn rated_at(puzzle: &Grid, level: Level) -> bool {
    let max_rating = match level {
        Level::Diabolical => u8::MAX,
        _ => Level::UPPER_BOUNDS[level as usize - 1],
    };
    let limits = crate::explain::Options {
        max_rating,
        ..crate::explain::Options::DEFAULT
    };
    matches!(crate::explain::rate_with(puzzle, limits), Ok(rating) if rating.level == level)
}

/// [`generate`] with a filter: each puzzle that meets the options is passed to `accept`, and
/// one it refuses costs an attempt. A filter by difficulty is `|p| rate(p) == level`.
/// [`Options::level`] is not looked at here.
pub fn generate_where<F: FnMut(&Grid) -> bool>(
    seed: u64,
    options: &Options,
    mut accept: F,
) -> Result<Generated, Error> {
    let (low, high) = options.clue_range()?;
    let max_attempts = match options.max_attempts {
        0 => DEFAULT_MAX_ATTEMPTS,
        n => n,
    };
    let mut rng = Rng::new(seed);
    for attempt in 1..=max_attempts {
        let Some(solution) = draw_solution(&mut rng) else {
            continue;
        };
        let Some(puzzle) = dig_and_check(&mut rng, &solution, options, low, high) else {
            continue;
        };
        if accept(&puzzle) {
            return Ok(Generated {
                puzzle,
                solution,
                attempts: attempt,
            });
        }
    }
    Err(Error::LimitReached)
}

/// A random complete grid for `seed`: the solution of the first attempt of [`generate`].
///
/// ```
/// let grid = sudoku_core::random_solution(7);
/// assert!(grid.is_complete());
/// assert_eq!(sudoku_core::random_solution(7), grid);
/// ```
pub fn random_solution(seed: u64) -> Grid {
    draw_solution(&mut Rng::new(seed)).unwrap_or(Grid::EMPTY)
}

/// Steps 2 to 4 of an attempt but the caller's filter: the puzzle dug from `solution`, if it
/// meets the options.
#[inline(never)]
fn dig_and_check(
    rng: &mut Rng,
    solution: &Grid,
    options: &Options,
    low: u32,
    high: u32,
) -> Option<Grid> {
    let order = draw_order(rng, options.symmetry);
    let solution = solution.cells();
    let sets = Unavoidable::of(solution);
    let dug = dig::dig(solution, options.symmetry, order.as_slice(), low, &sets);
    if dug.givens.count_ones() > high {
        return None;
    }
    if options.minimal && !dig::is_minimal(solution, &dug, options.symmetry, &sets) {
        return None;
    }
    dig::grid(solution, dug.givens)
}

/// Step 1 of an attempt: a solution, or `None` if the three boxes had no completion (which
/// never happens: any filling of three boxes on a diagonal completes).
#[inline(never)]
fn draw_solution(rng: &mut Rng) -> Option<Grid> {
    let completed = complete(rng)?;
    Grid::new(Transform::random(rng).apply_rows(completed.cells())).ok()
}

/// The three boxes on the diagonal: 1 to 9, then two permutations drawn from `rng`.
#[inline(never)]
fn diagonal_boxes(rng: &mut Rng) -> Cells {
    let mut cells = [[0u8; 9]; 9];
    for b in 0..3 {
        let digits: [u8; 9] = if b == 0 {
            [0, 1, 2, 3, 4, 5, 6, 7, 8]
        } else {
            rng.permutation()
        };
        for (k, d) in digits.iter().enumerate() {
            if let Some(row) = cells.get_mut(b * 3 + k / 3) {
                if let Some(cell) = row.get_mut(b * 3 + k % 3) {
                    *cell = d + 1;
                }
            }
        }
    }
    cells
}

/// The row-major-first completion of the three boxes on the diagonal.
#[inline(never)]
fn complete(rng: &mut Rng) -> Option<Grid> {
    Grid::new(diagonal_boxes(rng)).ok()?.solve().ok()
}

/// The orbits of a symmetry, each named by its first cell.
struct Order {
    cells: [u8; 81],
    len: usize,
}

impl Order {
    fn as_slice(&self) -> &[u8] {
        self.cells.get(..self.len).unwrap_or(&[])
    }
}

/// Step 2 of an attempt: the orbits in a random order.
fn draw_order(rng: &mut Rng, symmetry: Symmetry) -> Order {
    let mut order = Order {
        cells: [0; 81],
        len: 0,
    };
    for cell in 0..81 {
        let orbit = symmetry.orbit(cell);
        if orbit.trailing_zeros() as usize == cell {
            if let Some(slot) = order.cells.get_mut(order.len) {
                *slot = cell as u8;
                order.len += 1;
            }
        }
    }
    if let Some(orbits) = order.cells.get_mut(..order.len) {
        rng.shuffle(orbits);
    }
    order
}
