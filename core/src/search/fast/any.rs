//! How a search for any one solution finds one ([`Search::any_solution`]): no bound, no proof
//! that no less solution exists; the answer is whichever solution the search meets first.
//! - A puzzle open enough for a count to start in its strong mode (see
//!   [`STRONG_OPEN`](super::tuning::STRONG_OPEN)): the count's search, stopped at its first
//!   solution.
//! - Else the solve's first-cell trial, for at most [`ANY_TRIAL`] guesses (cheap, and it
//!   settles most such puzzles); where it does not, the count's search, stopped at its first
//!   solution, from where the trial stopped (the trial's state less what it ruled out, which
//!   still holds every solution: [`Search::resume_after_trial`]).

use super::super::Run;
use super::board::Board;
use super::first::Resume;
use super::rules::Rules;
use super::search::{Aim, Search};
use super::tuning::ANY_TRIAL;

impl Search<'_> {
    /// Any one solution of `board` (a fixpoint, not solved), written into `first`, in at most
    /// `max_guesses` guesses. Not inlined: it keeps the other searches' frame as it was.
    #[inline(never)]
    pub(super) fn any_solution(
        &mut self,
        board: &Board,
        pairs: &[u32; 3],
        max_guesses: u64,
        first: &mut [u8; 81],
    ) -> Run {
        if self.strong_after == 0 {
            // The trial, with the triad rules here, costs more than it saves on most sets.
            return self.run(board, pairs, Aim::Count(1), max_guesses, Some(first));
        }
        let trial_limit = max_guesses.min(ANY_TRIAL);
        let trial = self.run(board, pairs, Aim::FirstCell, trial_limit, Some(&mut *first));
        if !trial.limit_reached || max_guesses <= ANY_TRIAL {
            return trial;
        }
        let mut state = *board;
        let pairs = match self.resume_after_trial(&mut state, pairs, Rules::Singles) {
            Resume::From(pairs) => pairs,
            Resume::NoSolution => return trial_ended(trial.guesses, 0),
            Resume::Solved => {
                state.write(first);
                return trial_ended(trial.guesses, 1);
            }
        };
        let left = max_guesses - trial.guesses;
        let mut run = self.run(&state, &pairs, Aim::Count(1), left, Some(first));
        run.guesses += trial.guesses;
        run
    }
}

/// What a search that ended with the trial's `guesses` found: `solutions`.
fn trial_ended(guesses: u64, solutions: u32) -> Run {
    Run {
        solutions,
        guesses,
        limit_reached: false,
    }
}
