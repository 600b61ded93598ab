//! How a solve finds the row-major-first solution ([`Search::first_solution`]).
//!
//! The first-cell search (branch on the first open cell in row-major order, digits ascending)
//! meets the row-major-first solution first, and quickly when its first branches succeed, as on
//! most easy puzzles. But where no solution lies before the answer it branches on the first
//! cell, which makes big trees (a legal grid with no solution can take hundreds of thousands of
//! guesses). So, in three steps:
//! 1. **The first-cell trial**, for at most [`FIRST_CELL_TRIAL`] guesses, with the triad rules
//!    when a count would start in its strong mode. Most puzzles end here.
//! 2. **The bounded search** ([`Aim::Least`], branch and bound), with the count's branching. It
//!    starts where the trial stopped ([`Search::after_trial`]): from the state of the trial's
//!    shallowest guess, without the digits of its cell below the one being tried, each of which
//!    the trial searched to the end with no solution. Once it has found a solution, every board
//!    is restricted to what could still hold a less one ([`Bound::restrict`]) and propagated
//!    again. With no solution, or only one, that is the answer: a unique puzzle that the trial
//!    does not settle costs less than a count, which must search the whole tree.
//! 3. **The descent** ([`Search::descend`]), when the bounded search finds a second, less
//!    solution ([`LEAST_IMPROVEMENTS`]; a grid with several): that solution becomes the
//!    witness, and cell by cell in row-major order, each digit of the first undecided cell below
//!    the witness's, ascending, is placed and asked for any solution with the count's branching.
//!    A solution found becomes the witness and the digit stays; when none has one, the cell takes
//!    the witness's digit (the witness proves it has a solution). Each cell so takes the least
//!    digit that has a solution given the cells before it, exploring only the part of the search
//!    space below the answer. (The bounded search alone would find it too, but on a grid with few
//!    givens it goes from solution to slightly less solution through a vast number of them.)
//!
//! The guesses of every step add up, within the caller's limit; placing the witness's digit is
//! not a guess.

use super::super::Run;
use super::board::Board;
use super::branch::Branch;
use super::layout::{board, row_major, swap_index, Boards, BAND};
use super::rules::Rules;
use super::search::{Aim, Search};
use super::tuning::{FIRST_CELL_TRIAL, LEAST_IMPROVEMENTS};

/// The least solution (in row-major order) that an [`Aim::Least`] search has found, as
/// boards.
pub(super) struct Bound {
    /// `at[b][d]`: its cells of band b that hold digit d+1.
    pub(super) at: [[u32; 9]; 3],
    /// `above[b][d]`: its cells of band b that hold a digit greater than d+1.
    pub(super) above: [[u32; 9]; 3],
}

impl Search<'_> {
    /// The row-major-first solution of `board` (a fixpoint, not solved), in at most
    /// `max_guesses` guesses: the three steps of the module's documentation.
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

    /// Steps 2 and 3, after the trial spent `spent` guesses without settling the puzzle. Not
    /// inlined: most solves never get here.
    #[inline(never)]
    fn after_trial_failed(
        &mut self,
        board: &Board,
        pairs: &[u32; 3],
        spent: u64,
        max_guesses: u64,
        first: &mut [u8; 81],
    ) -> Run {
        // The rules of a search branching on cells: the triad rules where the puzzle is open
        // enough for a count's strong mode (as the trial had them).
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
        // Step 2 starts where the trial stopped; one state serves the bounded search (which
        // copies it) and then the descent.
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
        run = self.run(
            &descent.state,
            &pairs,
            Aim::Least,
            max_guesses - spent,
            witness,
        );
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

    /// Where step 2 starts: `state`, the trial's state, less what it ruled out
    /// ([`Search::after_trial`]), propagated (with `rules`).
    pub(super) fn resume_after_trial(
        &self,
        state: &mut Board,
        pairs: &[u32; 3],
        rules: Rules,
    ) -> Resume {
        let Some(dirty) = self.after_trial(state) else {
            return Resume::From(*pairs);
        };
        match state.propagate(dirty, rules) {
            None => Resume::NoSolution,
            Some(_) if state.solved() => Resume::Solved,
            Some(pairs) => Resume::From(pairs),
        }
    }

    /// Step 3, the descent: cell by cell in row-major order, the smallest digit with a
    /// solution given the cells before it, written into `first`; `run` counts the guesses.
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
                    // No smaller digit has a solution: the witness's, which does.
                    let dirty = descent.state.place(known - 1, b, p, digits);
                    if descent.state.propagate(dirty, descent.rules).is_none() {
                        return; // unreachable: the witness is a solution
                    }
                }
            }
        }
    }

    /// One cell of the descent: each digit of `cell` (band, cell in band, digits) below the
    /// witness's digit `known`, ascending, placed on the state and asked for any solution. The
    /// first that has one becomes the cell's digit, and its solution the witness.
    fn try_less(
        &mut self,
        descent: &mut Descent,
        (b, p, digits): (usize, u32, u16),
        known: usize,
        run: &mut Run,
        max_guesses: u64,
    ) -> Less {
        // The digits below the witness's (bit d for digit d+1), ascending.
        let mut below = digits & ((1u16 << (known - 1)) - 1);
        while below != 0 {
            let d = below.trailing_zeros() as usize;
            below &= below - 1;
            if !run.spend_guess(max_guesses) {
                return Less::LimitReached;
            }
            let mut next = descent.state;
            let dirty = next.place(d, b, p, digits);
            let Some(next_pairs) = next.propagate(dirty, descent.rules) else {
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

    /// After a first-cell trial (the first search on this stack) stopped at its guess limit:
    /// the state of the shallowest guess the trial left on the stack, without the digits of
    /// that guess's cell below the one it was trying (each was searched to the end, with no
    /// solution), and the boards that changed. That guess is the last one written at the
    /// bottom of the stack: still there with options left, or dropped when its last option was
    /// taken (the trial then went on below that option). Every guess above it had tried all
    /// its other options, with no solution, so this state has the puzzle's solutions. None
    /// when the trial made no guess.
    fn after_trial(&self, state: &mut Board) -> Option<Boards> {
        let frame = self.stack.first()?.as_ref()?;
        let Branch::Cell { band, cell, digits } = frame.guess.branch else {
            return None;
        };
        // Tried in ascending order: the highest is the one being tried.
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
}

/// Where the bounded search starts after the trial ([`Search::resume_after_trial`]).
pub(super) enum Resume {
    /// From the state (a fixpoint, not solved), with these pair cells.
    From([u32; 3]),
    /// What the trial ruled out leaves no solution.
    NoSolution,
    /// What the trial ruled out leaves one solution, the state.
    Solved,
}

/// The descent's state ([`Search::descend`]).
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
    /// A smaller digit with a solution: the cell takes it, its solution is the new witness.
    Found,
    /// No smaller digit has a solution.
    None,
    /// The guesses ran out.
    LimitReached,
}

impl Bound {
    /// The bound of `board`, a solution.
    pub(super) fn of(board: &Board) -> Bound {
        let at = board.cand;
        let mut above = [[0u32; 9]; 3];
        for (above, at) in above.iter_mut().zip(&at) {
            let mut greater = 0;
            for (above, &at) in above.iter_mut().zip(at).rev() {
                *above = greater;
                greater |= at;
            }
        }
        Bound { at, above }
    }

    /// Restricts `board` to what may still hold a solution less than the bound, and returns
    /// the boards changed, or None when nothing can. A solution less than the bound agrees
    /// with it up to a cell where it has a smaller digit: the first cell (in row-major order)
    /// that can take a digit smaller than the bound's, k, must come before any cell that
    /// cannot take the bound's digit; the cells before k keep only the bound's digit, and k
    /// only digits up to the bound's.
    #[inline(always)]
    pub(super) fn restrict(&self, board: &mut Board) -> Option<Boards> {
        // The band of k and k in it.
        let mut first = None;
        for (b, ((cand, at), above)) in board.cand.iter().zip(&self.at).zip(&self.above).enumerate()
        {
            let (mut smaller, mut agree) = (0u32, 0u32);
            for ((&cells, &at), &above) in cand.iter().zip(at).zip(above) {
                smaller |= cells & above;
                agree |= cells & at;
            }
            let differ = BAND & !agree;
            if smaller | differ != 0 {
                // Row-major order from here on.
                let (smaller, differ) = (row_major(smaller), row_major(differ));
                if smaller.trailing_zeros() > differ.trailing_zeros() {
                    return None;
                }
                first = Some((b, smaller & smaller.wrapping_neg()));
                break;
            }
        }
        // No cell can take a smaller digit and none differs: the board is the bound.
        let (bk, k) = first?;
        let mut changed = 0;
        for (b, ((cand, at), above)) in board
            .cand
            .iter_mut()
            .zip(&self.at)
            .zip(&self.above)
            .enumerate()
            .take(bk + 1)
        {
            let before = if b < bk { BAND } else { row_major(k - 1) };
            let cell = if b < bk { 0 } else { row_major(k) };
            for (d, ((cells, &at), &above)) in cand.iter_mut().zip(at).zip(above).enumerate() {
                let kept = *cells & (at | !before) & (at | above | !cell);
                changed |= u64::from(kept != *cells) << ((16 * b + d) & 63);
                *cells = kept;
            }
        }
        Some(changed)
    }
}
