//! The search on an explicit stack of guesses: the portable engine's
//! ([`Search::run`](super::super::search::Search::run), whose documentation says why each step
//! is so), calling this engine's propagation, so that every choice, guess and answer is the
//! same. Keep the two in step; the engines test compares them.

use super::super::super::Run;
use super::super::board::Board;
use super::super::branch::{Branch, Guess};
use super::super::first::Bound;
use super::super::rules::Rules;
use super::super::search::{Aim, Frame, Stack, DEPTH};
use super::super::tuning::MINICOLUMNS_FOR;
use super::super::Task;
use super::propagate::settle;

/// Searches from `board` (a fixpoint, not solved) for `task`, in the strong mode from guess
/// `strong_after` on. Not inlined, so that the stack is only set up when a puzzle needs a
/// guess.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
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

/// What the searches of one call share.
pub(super) struct Search<'a> {
    pub(super) stack: &'a mut Stack,
    /// The guess from which a count's search is in its strong mode.
    pub(super) strong_after: u64,
}

impl Search<'_> {
    /// Searches from `board` (a fixpoint, not solved) for `aim`, making at most `max_guesses`
    /// guesses. Writes the first solution found into `first` when given.
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    pub(super) fn run(
        &mut self,
        board: &Board,
        pairs: &[u32; 3],
        aim: Aim,
        max_guesses: u64,
        mut first: Option<&mut [u8; 81]>,
    ) -> Run {
        let mut run = Run::START;
        let mut board = *board;
        let mut bound: Option<Bound> = None;
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
                if !run.spend_guess(max_guesses) {
                    return run;
                }
                let o = guess.next_option();
                if guess.options != 0 && !self.push(&mut depth, board, guess) {
                    return run; // unreachable: see DEPTH
                }
                let dirty = board.take(&guess.branch, o);
                let rules = self.rules(aim, &guess.branch, run.guesses);
                consistent = settle(&mut board, dirty, rules, bound.as_ref());
                continue;
            }
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
            let branch = frame.guess.branch;
            let dirty = board.take(&branch, o);
            let rules = self.rules(aim, &branch, run.guesses);
            consistent = settle(&mut board, dirty, rules, bound.as_ref());
        }
    }

    /// What propagation applies after a guess on `branch`, `guesses` into a search for `aim`
    /// (as the portable engine's `rules`).
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    #[inline]
    fn rules(&self, aim: Aim, branch: &Branch, guesses: u64) -> Rules {
        let trial_strong = matches!(aim, Aim::FirstCell) && self.strong_after == 0;
        if !branch.strong() && !trial_strong {
            Rules::Singles
        } else if matches!(aim, Aim::Count(_)) && guesses > MINICOLUMNS_FOR {
            Rules::RowTriads
        } else {
            Rules::Triads
        }
    }

    /// What to guess on `board` (consistent) for `aim`; None when it is a solution.
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
    #[inline]
    fn choose(&self, board: &Board, pairs: &[u32; 3], aim: Aim, guesses: u64) -> Option<Guess> {
        match aim {
            Aim::FirstCell => board.first_open_inlined().map(Guess::cell),
            // `choose` with `strong` false is `choose_cell`'s cell: inlined here directly.
            Aim::Count(_) | Aim::Least if guesses < self.strong_after => {
                board.choose_cell_inlined(pairs).map(Guess::cell)
            }
            Aim::Count(_) | Aim::Least => board.choose_inlined(pairs, true),
        }
    }

    /// Puts `guess` and the state before it on the stack, above `depth` frames. False when
    /// the stack is full, which cannot happen.
    #[inline(always)]
    fn push(&mut self, depth: &mut usize, board: Board, guess: Guess) -> bool {
        let Some(frame) = self.stack.get_mut(*depth) else {
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

/// `board` is a solution: counts it, keeps it (see the portable engine's). True when the
/// search has found all it was after.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
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
