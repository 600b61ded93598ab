//! How a solve finds the row-major-first solution, and how a search finds any one solution:
//! the portable engine's three steps ([`first`](super::super::first): the first-cell trial, the
//! bounded search, the descent) and its any-solution search ([`any`](super::super::any)),
//! calling this engine's propagation. Keep them in step with those; the engines test compares
//! every answer and guess count.

use super::super::super::Run;
use super::super::board::Board;
use super::super::branch::Branch;
use super::super::layout::swap_index;
use super::super::layout::{board, Boards};
use super::super::rules::Rules;
use super::super::search::Aim;
use super::super::tuning::{ANY_TRIAL, FIRST_CELL_TRIAL, LEAST_IMPROVEMENTS};
use super::propagate::propagate;
use super::search::Search;

impl Search<'_> {
    /// The row-major-first solution of `board` (a fixpoint, not solved), in at most
    /// `max_guesses` guesses.
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    pub(super) fn first_solution(
        &mut self,
        board: &Board,
        pairs: &[u32; 3],
        max_guesses: u64,
        first: &mut [u8; 81],
    ) -> Run {
        let trial_limit = max_guesses.min(FIRST_CELL_TRIAL);
        let trial = self.run(board, pairs, Aim::FirstCell, trial_limit, Some(&mut *first));
        if !trial.limit_reached || max_guesses <= FIRST_CELL_TRIAL {
            return trial;
        }
        self.after_trial_failed(board, pairs, trial.guesses, max_guesses, first)
    }

    /// The bounded search and the descent, after the trial spent `spent` guesses.
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    #[inline(never)]
    fn after_trial_failed(
        &mut self,
        board: &Board,
        pairs: &[u32; 3],
        spent: u64,
        max_guesses: u64,
        first: &mut [u8; 81],
    ) -> Run {
        let rules = if self.strong_after == 0 {
            Rules::Triads
        } else {
            Rules::Singles
        };
        let mut descent = Descent {
            state: *board,
            witness: [0u8; 81],
            rules,
        };
        let mut run = Run {
            solutions: 0,
            guesses: spent,
            limit_reached: false,
        };
        let pairs = match self.resume_after_trial(&mut descent.state, pairs, rules) {
            Resume::From(pairs) => pairs,
            Resume::NoSolution => return run,
            Resume::Solved => {
                descent.state.write(first);
                run.solutions = 1;
                return run;
            }
        };
        let witness = Some(&mut descent.witness);
        let left = max_guesses - spent;
        run = self.run(&descent.state, &pairs, Aim::Least, left, witness);
        run.guesses += spent;
        if run.limit_reached {
            run.solutions = 0;
            return run;
        }
        if run.solutions < LEAST_IMPROVEMENTS {
            if run.solutions == 1 {
                *first = descent.witness;
            }
            return run;
        }
        run.solutions = 0;
        self.descend(&mut descent, &mut run, max_guesses, first);
        run
    }

    /// Where the bounded search starts: `state`, the trial's state, less what it ruled out,
    /// propagated (with `rules`).
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    fn resume_after_trial(&self, state: &mut Board, pairs: &[u32; 3], rules: Rules) -> Resume {
        let Some(dirty) = self.after_trial(state) else {
            return Resume::From(*pairs);
        };
        match propagate(state, dirty, rules) {
            None => Resume::NoSolution,
            Some(_) if state.solved() => Resume::Solved,
            Some(pairs) => Resume::From(pairs),
        }
    }

    /// The descent: cell by cell in row-major order, the smallest digit with a solution given
    /// the cells before it, written into `first`.
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    fn descend(
        &mut self,
        descent: &mut Descent,
        run: &mut Run,
        max_guesses: u64,
        first: &mut [u8; 81],
    ) {
        loop {
            let Some((b, p, digits)) = descent.state.first_open() else {
                run.solutions = 1;
                descent.state.write(first);
                return;
            };
            let at = 27 * b + swap_index(p as usize);
            let known = usize::from(descent.witness.get(at).copied().unwrap_or(0));
            if known == 0 {
                return; // unreachable: the witness is a whole solution
            }
            match self.try_less(descent, (b, p, digits), known, run, max_guesses) {
                Less::Found => {}
                Less::LimitReached => return,
                Less::None => {
                    let dirty = descent.state.place(known - 1, b, p, digits);
                    if propagate(&mut descent.state, dirty, descent.rules).is_none() {
                        return; // unreachable: the witness is a solution
                    }
                }
            }
        }
    }

    /// One cell of the descent: each digit below the witness's, ascending, placed and asked
    /// for any solution; the first that has one becomes the cell's digit.
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    fn try_less(
        &mut self,
        descent: &mut Descent,
        (b, p, digits): (usize, u32, u16),
        known: usize,
        run: &mut Run,
        max_guesses: u64,
    ) -> Less {
        let mut below = digits & ((1u16 << (known - 1)) - 1);
        while below != 0 {
            let d = below.trailing_zeros() as usize;
            below &= below - 1;
            if !run.spend_guess(max_guesses) {
                return Less::LimitReached;
            }
            let mut next = descent.state;
            let dirty = next.place(d, b, p, digits);
            let Some(next_pairs) = propagate(&mut next, dirty, descent.rules) else {
                continue;
            };
            let mut found = [0u8; 81];
            let left = max_guesses - run.guesses;
            let any = self.run(&next, &next_pairs, Aim::Count(1), left, Some(&mut found));
            run.guesses += any.guesses;
            if any.limit_reached {
                run.limit_reached = true;
                return Less::LimitReached;
            }
            if any.solutions > 0 {
                descent.witness = found;
                descent.state = next;
                return Less::Found;
            }
        }
        Less::None
    }

    /// After a first-cell trial stopped at its guess limit: the state of its shallowest guess,
    /// without the digits of that guess's cell it searched to the end, and the boards that
    /// changed. None when the trial made no guess.
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    fn after_trial(&self, state: &mut Board) -> Option<Boards> {
        let frame = self.stack.first()?.as_ref()?;
        let Branch::Cell { band, cell, digits } = frame.guess.branch else {
            return None;
        };
        let tried = digits & !frame.guess.options;
        let trying = 1u16 << (15 - tried.leading_zeros().min(15));
        let mut ruled_out = tried & !trying;
        *state = frame.board;
        let (b, bit) = (usize::from(band), 1u32 << (cell & 31));
        let mut dirty = 0;
        while ruled_out != 0 {
            let d = ruled_out.trailing_zeros() as usize;
            ruled_out &= ruled_out - 1;
            if let Some(cells) = state.cand.get_mut(b).and_then(|band| band.get_mut(d)) {
                *cells &= !bit;
                dirty |= board(b, d);
            }
        }
        Some(dirty)
    }

    /// Any one solution of `board` (a fixpoint, not solved), written into `first`, in at most
    /// `max_guesses` guesses (the portable engine's `any_solution`).
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    #[inline(never)]
    pub(super) fn any_solution(
        &mut self,
        board: &Board,
        pairs: &[u32; 3],
        max_guesses: u64,
        first: &mut [u8; 81],
    ) -> Run {
        if self.strong_after == 0 {
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

/// Where the bounded search starts after the trial.
enum Resume {
    /// From the state (a fixpoint, not solved), with these pair cells.
    From([u32; 3]),
    /// What the trial ruled out leaves no solution.
    NoSolution,
    /// What the trial ruled out leaves one solution, the state.
    Solved,
}

/// The descent's state.
struct Descent {
    /// The cells decided so far (a fixpoint).
    state: Board,
    /// A solution of `state`.
    witness: [u8; 81],
    /// The rules of a search branching on cells.
    rules: Rules,
}

/// What [`Search::try_less`] found for one cell of the descent.
enum Less {
    Found,
    None,
    LimitReached,
}
