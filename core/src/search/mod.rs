//! The search engine behind every solving function.
//!
//! The interface is one function, [`run`]; engines live in submodules and must all give the
//! same answers (the tests run each of them against a separately written reference solver).

mod compact;
mod fast;

use crate::Grid;

/// What the search is after.
#[derive(Clone, Copy)]
pub(crate) enum Goal {
    /// The row-major-first solution.
    First,
    /// Count solutions up to this many (at least 1).
    Count(u32),
}

/// What a search found.
#[derive(Clone, Copy)]
pub(crate) struct Run {
    /// Solutions found, at most the goal's limit.
    pub solutions: u32,
    /// Options tried where the search branched: digits in cells with two or more candidates,
    /// or the fast engine's placements of a digit in a band (or stack).
    pub guesses: u64,
    /// The search stopped because it would have needed more guesses than allowed.
    pub limit_reached: bool,
}

impl Goal {
    /// How many solutions end the search.
    pub(crate) const fn limit(self) -> u32 {
        match self {
            Goal::First => 1,
            Goal::Count(n) => n,
        }
    }
}

impl Run {
    /// Nothing found yet, no guess made.
    pub(crate) const START: Run = Run {
        solutions: 0,
        guesses: 0,
        limit_reached: false,
    };

    /// The guess budget, the one place it is kept: counts one more guess, or, when
    /// `max_guesses` are spent, notes that the limit is reached and returns false (the search
    /// must stop).
    #[inline(always)]
    pub(crate) fn spend_guess(&mut self, max_guesses: u64) -> bool {
        if self.guesses >= max_guesses {
            self.limit_reached = true;
            return false;
        }
        self.guesses += 1;
        true
    }
}

/// Searches `grid` for `goal`, making at most `max_guesses` guesses. Writes the first
/// solution found into `first` when given (for [`Goal::First`], and whenever exactly one
/// solution exists, that is the row-major-first solution); leaves it alone when none is
/// found. A count that does not need the solution passes None, which spares the fast engine
/// writing it.
pub(crate) fn run(grid: &Grid, goal: Goal, max_guesses: u64, first: Option<&mut [u8; 81]>) -> Run {
    #[cfg(not(feature = "small"))]
    {
        fast::run(grid.as_flat(), goal, max_guesses, first)
    }
    #[cfg(feature = "small")]
    {
        let mut scratch = [0u8; 81];
        compact::run(
            grid.as_flat(),
            goal,
            max_guesses,
            first.unwrap_or(&mut scratch),
        )
    }
}

/// Searches `grid` for any one solution, whichever the engine meets first, making at most
/// `max_guesses` guesses; writes it into `first` (left alone when none is found). The `small`
/// engine's count to 1 meets the row-major-first solution first.
pub(crate) fn run_any(grid: &Grid, max_guesses: u64, first: &mut [u8; 81]) -> Run {
    #[cfg(not(feature = "small"))]
    {
        fast::run_any(grid.as_flat(), max_guesses, first)
    }
    #[cfg(feature = "small")]
    {
        compact::run(grid.as_flat(), Goal::Count(1), max_guesses, first)
    }
}

/// Both engines by name, whichever the build selects, for the tests that run them against
/// each other. Not part of the API.
#[doc(hidden)]
pub mod engines {
    use super::Goal;
    use crate::Grid;

    /// What one engine answered.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Outcome {
        /// Solutions found, at most the limit.
        pub solutions: u32,
        /// Options tried where the search branched.
        pub guesses: u64,
        /// Stopped by `max_guesses`.
        pub limit_reached: bool,
        /// The first solution found (all zeros when none).
        pub first: [u8; 81],
    }

    /// The engines.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Engine {
        /// `search/fast/`, the default.
        Fast,
        /// `search/compact.rs`, the `small` feature's.
        Compact,
    }

    /// Runs `engine` on `grid`: the row-major-first solution when `count_limit` is `None`,
    /// else counts to the limit (at least 1).
    pub fn run(engine: Engine, grid: &Grid, count_limit: Option<u32>, max_guesses: u64) -> Outcome {
        let goal = match count_limit {
            None => Goal::First,
            Some(n) => Goal::Count(n.max(1)),
        };
        let mut first = [0u8; 81];
        let givens = grid.as_flat();
        let run = match engine {
            Engine::Fast => super::fast::run(givens, goal, max_guesses, Some(&mut first)),
            Engine::Compact => super::compact::run(givens, goal, max_guesses, &mut first),
        };
        Outcome {
            solutions: run.solutions,
            guesses: run.guesses,
            limit_reached: run.limit_reached,
            first,
        }
    }

    /// Runs `engine` on `grid` for any one solution, as [`Grid::solve_any`] does.
    pub fn any(engine: Engine, grid: &Grid, max_guesses: u64) -> Outcome {
        let mut first = [0u8; 81];
        let givens = grid.as_flat();
        let run = match engine {
            Engine::Fast => super::fast::run_any(givens, max_guesses, &mut first),
            Engine::Compact => super::compact::run(givens, Goal::Count(1), max_guesses, &mut first),
        };
        Outcome {
            solutions: run.solutions,
            guesses: run.guesses,
            limit_reached: run.limit_reached,
            first,
        }
    }
}
