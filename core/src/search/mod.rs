//! The search engine behind every solving function.
//!
//! The interface is one function, [`run`]; engines live in submodules and must all give the
//! same answers (the tests run each of them against a separately written reference solver).

mod compact;

/// What the search is after.
#[derive(Clone, Copy)]
pub(crate) enum Goal {
    /// The row-major-first solution.
    First,
    /// Count solutions up to this many (at least 1).
    Count(u32),
}

/// What a search found.
pub(crate) struct Run {
    /// Solutions found, at most the goal's limit.
    pub solutions: u32,
    /// Digits tried in cells with two or more candidates.
    pub guesses: u64,
    /// The search stopped because it would have needed more guesses than allowed.
    pub limit_reached: bool,
}

/// Searches `givens` (81 cells row by row, already checked: values 0..=9, no conflicts) for
/// `goal`, making at most `max_guesses` guesses. Writes the first solution found into `first`
/// (for [`Goal::First`], and whenever exactly one solution exists, that is the row-major-first
/// solution); leaves `first` alone when none is found.
pub(crate) fn run(givens: &[u8; 81], goal: Goal, max_guesses: u64, first: &mut [u8; 81]) -> Run {
    compact::run(givens, goal, max_guesses, first)
}
