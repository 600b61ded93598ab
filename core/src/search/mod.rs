//! The search engine behind every solving function.
//!
//! The interface is one function, [`run`]; engines live in submodules and must all give the
//! same answers (the tests run each of them against a separately written reference solver).

mod compact;
mod fast;

/// What the search is after.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The row-major-first solution.
    First,
    /// Count solutions up to this many (at least 1).
    Count(u32),
}

/// What a search found.
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
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

/// Searches `givens` (checked) for `goal`, making at most `max_guesses` guesses. Writes the
/// first solution found into `first` when given (for [`Goal::First`], and whenever exactly
/// one solution exists, that is the row-major-first solution); leaves it alone when none is
/// found. A count that does not need the solution passes None, which spares the fast engine
/// writing it.
pub(crate) fn run(
    givens: &[u8; 81],
    goal: Goal,
    max_guesses: u64,
    first: Option<&mut [u8; 81]>,
) -> Run {
    #[cfg(not(feature = "small"))]
    {
        fast::run(givens, goal, max_guesses, first)
    }
    #[cfg(feature = "small")]
    {
        let mut scratch = [0u8; 81];
        compact::run(givens, goal, max_guesses, first.unwrap_or(&mut scratch))
    }
}

/// Searches `givens` for any one solution, whichever the engine meets first, making at most
/// `max_guesses` guesses; writes it into `first` (left alone when none is found). The `small`
/// engine's count to 1 meets the row-major-first solution first.
pub(crate) fn run_any(givens: &[u8; 81], max_guesses: u64, first: &mut [u8; 81]) -> Run {
    #[cfg(not(feature = "small"))]
    {
        fast::run_any(givens, max_guesses, first)
    }
    #[cfg(feature = "small")]
    {
        compact::run(givens, Goal::Count(1), max_guesses, first)
    }
}

/// The engines by name, whichever the build selects, for the tests that run them against
/// each other, and what the C library needs to run its searches on the AVX2 engine. Not part
/// of the API.
#[doc(hidden)]
pub mod engines {
    pub use super::{Goal, Run};
    pub use crate::searcher::{On, Portable, Searcher};
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
        Outcome::of(run, first)
    }

    /// The fast engine compiled for AVX2 (x86-64): the same searches, steps, answers and
    /// guesses as [`Engine::Fast`], faster. Each function is compiled for AVX2, BMI1, BMI2 and
    /// POPCNT ([`FEATURES`](avx2::FEATURES)): calling one is `unsafe` except where the caller
    /// has checked that the processor has them.
    #[cfg(target_arch = "x86_64")]
    pub mod avx2 {
        use super::{Goal, Outcome, Run};
        use crate::search::fast::avx2;
        use crate::Grid;

        /// The processor features the engine is compiled for, as `is_x86_feature_detected!`
        /// names them.
        pub const FEATURES: [&str; 4] = avx2::FEATURES;

        /// [`Searcher::run`](super::Searcher::run) on this engine.
        #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
        pub fn search(
            givens: &[u8; 81],
            goal: Goal,
            max_guesses: u64,
            first: Option<&mut [u8; 81]>,
        ) -> Run {
            avx2::run(givens, goal, max_guesses, first)
        }

        /// [`Searcher::run_any`](super::Searcher::run_any) on this engine.
        #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
        pub fn search_any(givens: &[u8; 81], max_guesses: u64, first: &mut [u8; 81]) -> Run {
            avx2::run_any(givens, max_guesses, first)
        }

        /// [`run`](super::run) with this engine.
        #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
        pub fn run(grid: &Grid, count_limit: Option<u32>, max_guesses: u64) -> Outcome {
            let goal = match count_limit {
                None => Goal::First,
                Some(n) => Goal::Count(n.max(1)),
            };
            let mut first = [0u8; 81];
            let run = avx2::run(grid.as_flat(), goal, max_guesses, Some(&mut first));
            Outcome::of(run, first)
        }

        /// [`any`](super::any) with this engine.
        #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
        pub fn any(grid: &Grid, max_guesses: u64) -> Outcome {
            let mut first = [0u8; 81];
            let run = avx2::run_any(grid.as_flat(), max_guesses, &mut first);
            Outcome::of(run, first)
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
        Outcome::of(run, first)
    }

    impl Outcome {
        /// What `run` found, with the first solution it wrote.
        fn of(run: super::Run, first: [u8; 81]) -> Outcome {
            Outcome {
                solutions: run.solutions,
                guesses: run.guesses,
                limit_reached: run.limit_reached,
                first,
            }
        }
    }
}
