//! Human-style solving: the next step of a grid with its English sentence ([`hint`]), the
//! difficulty of a puzzle on Sudoku Explainer's scale ([`rate`]), and the whole path, step by
//! step ([`Stepper`]). No heap: every collection has a capacity fixed at compile time, and the
//! forcing chains count their work against a budget ([`Options::work`]).
//!
//! ```
//! use sudoku_core::{explain, Grid};
//!
//! let grid: Grid =
//!     "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
//!         .parse()?;
//! let step = explain::hint(&grid, grid.cells(), None)?.expect("the grid is not full");
//! assert_eq!(step.technique, explain::Technique::HiddenSingleBox);
//! assert_eq!(step.to_string(), "Hidden Single: in box 3, 5 fits only in r3c7");
//! let rating = explain::rate(&grid)?;
//! assert_eq!((rating.rating, rating.level), (15, explain::Level::Easy));
//! # Ok::<(), sudoku_core::Error>(())
//! ```
//!
//! The techniques, in the ladder's order, and their ratings are those of [`Technique`]; the
//! chains add SE's length modifier ([`length_modifier`]). The uniqueness techniques (unique
//! rectangles, BUG+1) are used only when the puzzle has one solution, which every function
//! here checks first.

mod candidates;
mod chaining;
mod consistency;
mod fixed;
mod rate;
mod rules;
mod sentence;
mod solver;
mod step;
mod tables;
mod technique;
mod work;

#[cfg(test)]
mod tests;

pub use candidates::Candidates;
pub use rate::{Level, QqwingLevel, Rating};
pub use step::{
    Mark, Node, Step, ELIDED_CHAIN_END, MAX_CHAIN, MAX_ELIMINATIONS, MAX_HOUSES, MAX_REASONS,
    MAX_SENTENCE,
};
pub use technique::{length_modifier, DynamicKind, Technique, TECHNIQUE_COUNT};

use crate::{Cells, Error, Grid};
use solver::Found;
use work::Work;

/// Limits of the explainer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Techniques whose base rating (×10) is above this are not tried: 44 stops after the
    /// wings (SE 4.4), `u8::MAX` allows the whole ladder.
    pub max_rating: u8,
    /// The forcing chains' work budget for one call (propagation events; about 100 per
    /// assumption followed), after which the call ends with [`Error::LimitReached`].
    pub work: u64,
}

impl Options {
    /// The whole ladder, with a budget that explains every puzzle of the usual hard sets and
    /// stops a pathological one after about a second of work on a desktop processor.
    pub const DEFAULT: Options = Options {
        max_rating: u8::MAX,
        work: 200_000_000,
    };
}

impl Default for Options {
    fn default() -> Options {
        Options::DEFAULT
    }
}

/// The cells where a player's entries or crossed-out candidates contradict the solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Mistakes {
    /// Cells whose entry differs from the solution, bit `i` for cell `i`.
    pub entries: u128,
    /// Cells where the solution's digit is crossed out, bit `i` for cell `i`.
    pub crossed_out: u128,
}

impl Mistakes {
    /// True when there is no mistake.
    pub fn is_empty(&self) -> bool {
        self.entries == 0 && self.crossed_out == 0
    }
}

/// A grid solved step by step, easiest step first: the path from the givens (or a player's
/// grid) to the solution, one [`Step`] per call of [`Stepper::next_step`]. No heap: the state
/// is the candidates, the solution and the counters.
///
/// ```
/// use sudoku_core::{explain::Stepper, Grid};
///
/// let grid: Grid =
///     "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2...."
///         .parse()?;
/// let mut stepper = Stepper::new(&grid)?;
/// let mut steps = 0;
/// while let Some(step) = stepper.next_step()? {
///     steps += 1;
///     let _sentence = step.to_string(); // with std; `write_sentence` without
/// }
/// assert!(stepper.is_solved());
/// assert_eq!(stepper.rating().steps, steps);
/// # Ok::<(), sudoku_core::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Stepper {
    marks: Candidates,
    solution: [u8; 81],
    options: Options,
    work: Work,
    rating: Rating,
}

impl Stepper {
    /// The path of a puzzle: [`Error::NoSolution`] or [`Error::MultipleSolutions`] unless it
    /// has exactly one solution.
    pub fn new(grid: &Grid) -> Result<Stepper, Error> {
        Stepper::with_options(grid, Options::DEFAULT)
    }

    /// [`Stepper::new`] with limits.
    pub fn with_options(grid: &Grid, options: Options) -> Result<Stepper, Error> {
        let solution = grid.solve_unique()?.flat();
        Ok(Stepper {
            marks: Candidates::new(grid),
            solution,
            options,
            work: Work::new(options.work),
            rating: Rating::start(),
        })
    }

    /// The path from a player's grid: the puzzle's `givens`, the player's `entries` (0 for an
    /// empty cell; a given may be repeated there) and the candidates the player crossed out
    /// (bit `d - 1` of cell `i` for digit `d`), which stay crossed out. The puzzle must have one
    /// solution; [`Error::InvalidValue`] for an entry above 9 or a mask above `0x1ff`;
    /// [`Error::WrongEntry`] when an entry or a crossed-out candidate contradicts the
    /// solution ([`mistakes`] tells which).
    pub fn for_player(
        givens: &Grid,
        entries: &Cells,
        crossed_out: Option<&[u16; 81]>,
        options: Options,
    ) -> Result<Stepper, Error> {
        let mut stepper = Stepper::with_options(givens, options)?;
        let found = find_mistakes(&stepper.solution, entries, crossed_out)?;
        if !found.is_empty() {
            return Err(Error::WrongEntry);
        }
        for (cell, &d) in entries.iter().flatten().enumerate() {
            if d != 0 && stepper.marks.value(cell) == 0 {
                stepper.marks.place(cell, d);
            }
        }
        if let Some(x) = crossed_out {
            stepper.marks.cross_out(x);
        }
        Ok(stepper)
    }

    /// The grid and its candidates as they stand.
    pub fn candidates(&self) -> &Candidates {
        &self.marks
    }

    /// The solution, 81 cells row by row.
    pub fn solution(&self) -> [u8; 81] {
        self.solution
    }

    /// True when every cell holds a digit.
    pub fn is_solved(&self) -> bool {
        self.marks.open() == 0
    }

    /// The rating of the steps taken so far (of the whole path once solved).
    pub fn rating(&self) -> Rating {
        self.rating
    }

    /// The work spent so far, in the units of [`Options::work`].
    pub fn work_used(&self) -> u64 {
        self.work.used
    }

    /// The easiest next step, without taking it; `None` when the grid is solved.
    /// [`Error::NotExplained`] when no technique of the ladder applies,
    /// [`Error::LimitReached`] when the work budget ran out.
    pub fn peek(&mut self) -> Result<Option<Step>, Error> {
        if self.is_solved() {
            return Ok(None);
        }
        match solver::find::<true>(&self.marks, self.options.max_rating, &mut self.work) {
            Found::Step(s) => Ok(Some(s)),
            Found::Nothing => Err(Error::NotExplained),
            Found::Spent => Err(Error::LimitReached),
        }
    }

    /// Finds the easiest next step, takes it, and returns it; `None` when the grid is solved.
    /// Errors as [`Stepper::peek`].
    pub fn next_step(&mut self) -> Result<Option<Step>, Error> {
        let step = self.peek()?;
        if let Some(s) = &step {
            self.marks.apply(s);
            self.rating.add(s);
        }
        Ok(step)
    }

    /// [`Stepper::peek`] with the ladder up to SE 4.4 only (up to XYZ-Wing and W-Wing): the
    /// chains, forcing chains and uniqueness techniques are not linked into a program that
    /// calls only the `_basic` functions.
    pub fn peek_basic(&mut self) -> Result<Option<Step>, Error> {
        if self.is_solved() {
            return Ok(None);
        }
        match solver::find::<false>(&self.marks, self.options.max_rating, &mut self.work) {
            Found::Step(s) => Ok(Some(s)),
            Found::Nothing => Err(Error::NotExplained),
            Found::Spent => Err(Error::LimitReached),
        }
    }

    /// [`Stepper::next_step`] with the ladder up to SE 4.4 only.
    pub fn next_step_basic(&mut self) -> Result<Option<Step>, Error> {
        let step = self.peek_basic()?;
        if let Some(s) = &step {
            self.marks.apply(s);
            self.rating.add(s);
        }
        Ok(step)
    }
}

impl Candidates {
    /// Takes a step: places its digit and removes its eliminations.
    pub fn apply(&mut self, step: &Step) {
        if let Some(p) = step.placement {
            self.place(usize::from(p.cell), p.digit);
        }
        for e in &step.eliminations {
            self.remove(usize::from(e.cell), e.digit);
        }
    }
}

/// The easiest next step for a player's grid ([`Stepper::for_player`]'s arguments), or `None`
/// when it is complete.
pub fn hint(
    givens: &Grid,
    entries: &Cells,
    crossed_out: Option<&[u16; 81]>,
) -> Result<Option<Step>, Error> {
    Stepper::for_player(givens, entries, crossed_out, Options::DEFAULT)?.peek()
}

/// [`hint`] with limits: the work budget and the hardest rule tried ([`Options`]).
pub fn hint_with(
    givens: &Grid,
    entries: &Cells,
    crossed_out: Option<&[u16; 81]>,
    options: Options,
) -> Result<Option<Step>, Error> {
    Stepper::for_player(givens, entries, crossed_out, options)?.peek()
}

/// [`hint`] with the ladder up to SE 4.4 only: [`Error::NotExplained`] when the grid needs
/// more.
pub fn hint_basic(
    givens: &Grid,
    entries: &Cells,
    crossed_out: Option<&[u16; 81]>,
) -> Result<Option<Step>, Error> {
    Stepper::for_player(givens, entries, crossed_out, Options::DEFAULT)?.peek_basic()
}

/// The entries and crossed-out candidates of a player's grid that contradict the solution of
/// `givens` (which must have exactly one).
pub fn mistakes(
    givens: &Grid,
    entries: &Cells,
    crossed_out: Option<&[u16; 81]>,
) -> Result<Mistakes, Error> {
    let solution = givens.solve_unique()?.flat();
    find_mistakes(&solution, entries, crossed_out)
}

fn find_mistakes(
    solution: &[u8; 81],
    entries: &Cells,
    crossed_out: Option<&[u16; 81]>,
) -> Result<Mistakes, Error> {
    let mut out = Mistakes::default();
    if entries.iter().flatten().any(|&d| d > 9) {
        return Err(Error::InvalidValue);
    }
    if crossed_out.is_some_and(|x| x.iter().any(|&m| m > 0x1ff)) {
        return Err(Error::InvalidValue);
    }
    for (cell, (&d, &s)) in entries.iter().flatten().zip(solution).enumerate() {
        if d != 0 && d != s {
            out.entries |= 1 << cell;
        }
        if let Some(x) = crossed_out {
            if x.get(cell).is_some_and(|&m| m & tables::dbit(s) != 0) {
                out.crossed_out |= 1 << cell;
            }
        }
    }
    Ok(out)
}

/// The rating of a puzzle: solve it by the ladder, always taking the easiest step.
/// [`Error::NoSolution`] or [`Error::MultipleSolutions`] unless it has exactly one solution;
/// [`Error::NotExplained`] or [`Error::LimitReached`] as [`Stepper::peek`].
pub fn rate(grid: &Grid) -> Result<Rating, Error> {
    rate_with(grid, Options::DEFAULT)
}

/// [`rate`] with limits: with `max_rating` 44 (say), a puzzle that needs a harder technique
/// ends early with [`Error::NotExplained`], which is cheap for a generator that wants easy
/// puzzles.
pub fn rate_with(grid: &Grid, options: Options) -> Result<Rating, Error> {
    let mut stepper = Stepper::with_options(grid, options)?;
    while stepper.next_step()?.is_some() {}
    Ok(stepper.rating)
}

/// [`rate`] with the ladder up to SE 4.4 only (see [`Stepper::peek_basic`]).
pub fn rate_basic(grid: &Grid) -> Result<Rating, Error> {
    let mut stepper = Stepper::with_options(grid, Options::DEFAULT)?;
    while stepper.next_step_basic()?.is_some() {}
    Ok(stepper.rating)
}
