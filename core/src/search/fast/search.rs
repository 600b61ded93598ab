//! The depth-first search on an explicit, fixed-size stack of guesses ([`Search::run`]): one loop
//! for every aim (count, first cell, bounded), no recursion, and the stack set up only when a
//! puzzle needs a guess.

use super::super::Run;
use super::board::Board;
use super::branch::{Branch, Guess};
use super::first::Bound;
use super::rules::Rules;
use super::tuning::{LEAST_IMPROVEMENTS, MINICOLUMNS_FOR};
use super::Task;

/// Every frame on the stack guesses something that every deeper state has decided, and a
/// frame is dropped when its last option is tried. A [`Goal::First`](super::super::Goal::First) search guesses cells
/// only (each placed below its frame): at most 81 frames. A [`Goal::Count`](super::super::Goal::Count) search (and the
/// bounded search of a solve, which branches the same way) guesses cells for at most its
/// first [`STRONG_AFTER`](super::tuning::STRONG_AFTER) guesses, then permutations of a digit: at most 27 in the bands and
/// 27 in the stacks (with all of them fixed, every cell is placed), so at most 70 frames.
pub(super) const DEPTH: usize = 81;

/// One guess on the stack: the state before it, and the guess with the options not yet
/// tried.
#[derive(Clone, Copy)]
pub(super) struct Frame {
    pub(super) board: Board,
    pub(super) guess: Guess,
}

/// The stack of guesses: set up once per call of [`run`](super::run) that needs guessing, and shared by
/// every search it makes. Entries are `None` until used, so setting it up writes one tag per
/// entry instead of zeroing 12 KB, which costs easy puzzles much of their time.
pub(super) type Stack = [Option<Frame>; DEPTH];

/// Searches from `board` (a fixpoint, not solved) for `goal`, in the strong mode from guess
/// `strong_after` on (see [`STRONG_OPEN`](super::tuning::STRONG_OPEN)). Not inlined, so that the stack of guesses is only
/// set up when a puzzle needs a guess.
#[inline(never)]
pub(super) fn guess(
    board: &Board,
    pairs: &[u32; 3],
    task: Task,
    max_guesses: u64,
    first: Option<&mut [u8; 81]>,
    strong_after: u64,
) -> Run {
    let mut stack: Stack = [None; DEPTH];
    let mut search = Search {
        stack: &mut stack,
        strong_after,
    };
    match task {
        Task::Count(n) => search.run(board, pairs, Aim::Count(n), max_guesses, first),
        Task::Any => {
            let mut scratch = [0u8; 81];
            let first = first.unwrap_or(&mut scratch);
            search.any_solution(board, pairs, max_guesses, first)
        }
        Task::First => {
            let mut scratch = [0u8; 81];
            let first = first.unwrap_or(&mut scratch);
            search.first_solution(board, pairs, max_guesses, first)
        }
    }
}

/// What the searches of one call of [`run`](super::run) share.
pub(super) struct Search<'a> {
    pub(super) stack: &'a mut Stack,
    /// The guess from which a [`Goal::Count`](super::super::Goal::Count) search is in its strong mode.
    pub(super) strong_after: u64,
}

/// What [`Search::run`] is after.
#[derive(Clone, Copy)]
pub(super) enum Aim {
    /// The row-major-first solution, branching on the first open cell: the depth-first
    /// search meets it first.
    FirstCell,
    /// Count solutions up to this many (at least 1).
    Count(u32),
    /// The row-major-first solution, branching as for a count: every solution found bounds
    /// the rest of the search, which only looks for less ones (see [`Bound`]), until the
    /// [`LEAST_IMPROVEMENTS`]th.
    Least,
}

impl Aim {
    /// How many solutions end the search.
    pub(super) const fn limit(self) -> u32 {
        match self {
            Aim::FirstCell => 1,
            Aim::Count(n) => n,
            Aim::Least => LEAST_IMPROVEMENTS,
        }
    }
}

impl Search<'_> {
    /// Searches from `board` (a fixpoint, not solved) for `goal`, making at most
    /// `max_guesses` guesses. Writes the first solution found into `first` when given.
    pub(super) fn run(
        &mut self,
        board: &Board,
        pairs: &[u32; 3],
        aim: Aim,
        max_guesses: u64,
        mut first: Option<&mut [u8; 81]>,
    ) -> Run {
        let rules = self.rules(aim);
        let mut run = Run::START;
        let mut board = *board;
        // The least solution found so far by an [`Aim::Least`] search.
        let mut bound: Option<Bound> = None;
        // The pair cells of the current board when it is consistent.
        let mut consistent = Some(*pairs);
        let mut depth = 0usize;
        loop {
            if let Some(pairs) = consistent {
                let Some(mut guess) = self.choose(&board, &pairs, aim, run.guesses) else {
                    if solution_found(&board, aim, &mut run, &mut bound, first.as_deref_mut()) {
                        return run;
                    }
                    consistent = None;
                    continue;
                };
                // The first option is tried at once on the current board; the state is saved
                // for the others (read back only when the search returns here).
                if !run.spend_guess(max_guesses) {
                    return run;
                }
                let o = guess.next_option();
                if guess.options != 0 && !self.push(&mut depth, board, guess) {
                    return run; // unreachable: see DEPTH
                }
                let dirty = board.take(&guess.branch, o);
                consistent = board.settle(dirty, rules(&guess.branch, run.guesses), bound.as_ref());
                continue;
            }
            // Take the next untried option of the deepest guess, dropping it when it is the
            // last.
            let Some(frame) = self.top(depth) else {
                return run;
            };
            if !run.spend_guess(max_guesses) {
                return run;
            }
            let o = frame.guess.next_option();
            if frame.guess.options == 0 {
                depth -= 1;
            }
            board = frame.board;
            // The saved state is a fixpoint: only what the guess changes needs another look.
            let dirty = board.take(&frame.guess.branch, o);
            consistent = board.settle(
                dirty,
                rules(&frame.guess.branch, run.guesses),
                bound.as_ref(),
            );
        }
    }

    /// What propagation applies after a guess on `branch`, `guesses` into a search for `aim`:
    /// the strong mode's rules after a permutation, and in the first-cell trial of a puzzle
    /// open enough for a count to start in its strong mode; the minicolumn rule for a count's
    /// first [`MINICOLUMNS_FOR`] guesses only.
    fn rules(&self, aim: Aim) -> impl Fn(&Branch, u64) -> Rules {
        let trial_strong = matches!(aim, Aim::FirstCell) && self.strong_after == 0;
        let counting = matches!(aim, Aim::Count(_));
        move |branch, guesses| {
            if !branch.strong() && !trial_strong {
                Rules::Singles
            } else if counting && guesses > MINICOLUMNS_FOR {
                Rules::RowTriads
            } else {
                Rules::Triads
            }
        }
    }

    /// What to guess on `board` (consistent) for `aim`, `guesses` into the search; None when
    /// it is a solution.
    #[inline(always)]
    fn choose(&self, board: &Board, pairs: &[u32; 3], aim: Aim, guesses: u64) -> Option<Guess> {
        match aim {
            Aim::FirstCell => board.first_open().map(Guess::cell),
            Aim::Count(_) | Aim::Least => board.choose(pairs, guesses >= self.strong_after),
        }
    }

    /// Puts `guess` (with options left) and the state before it on the stack, above `depth`
    /// frames. False when the stack is full, which cannot happen.
    #[inline(always)]
    fn push(&mut self, depth: &mut usize, board: Board, guess: Guess) -> bool {
        let Some(frame) = self.stack.get_mut(*depth) else {
            // Unreachable (see DEPTH); the tests' debug builds would say so.
            debug_assert!(false, "guess stack overflow");
            return false;
        };
        *frame = Some(Frame { board, guess });
        *depth += 1;
        true
    }

    /// The deepest of the `depth` frames on the stack; None when there is none.
    #[inline(always)]
    fn top(&mut self, depth: usize) -> Option<&mut Frame> {
        self.stack.get_mut(depth.checked_sub(1)?)?.as_mut()
    }
}

/// `board` is a solution: counts it, keeps it in `first` (a count its first solution; an
/// [`Aim::Least`] search each one it finds, which is less than any before, since the bound
/// admitted it, and becomes the new bound). True when the search has found all it was after.
#[inline(always)]
fn solution_found(
    board: &Board,
    aim: Aim,
    run: &mut Run,
    bound: &mut Option<Bound>,
    first: Option<&mut [u8; 81]>,
) -> bool {
    run.solutions += 1;
    let least = matches!(aim, Aim::Least);
    if let (true, Some(first)) = (least || run.solutions == 1, first) {
        board.write(first);
    }
    if run.solutions >= aim.limit() {
        return true;
    }
    if least {
        *bound = Some(Bound::of(board));
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The figures the README gives for the state and the stack.
    #[test]
    fn state_and_stack_sizes() {
        assert_eq!(size_of::<Board>(), 148);
        assert_eq!(size_of::<Frame>(), 156);
        // The stack is set up by writing each entry's tag only (None), not 12 KB of zeros.
        assert_eq!(size_of::<Option<Frame>>(), 156);
        assert_eq!(size_of::<Stack>(), 12_636);
    }
}
