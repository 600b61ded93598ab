//! The fast engine compiled for AVX2: the portable engine's search, step for step (the same
//! choices, guesses and answers), faster on processors with AVX2.
//!
//! - Every function here is compiled for AVX2, BMI1, BMI2 and POPCNT (`#[target_feature]`), and
//!   the portable engine's per-board updates, choices and placements are inlined into them (the
//!   portable functions have `*_inlined` bodies for that), so they too are compiled for those
//!   features: BMI's three-operand bit operations, one-instruction bit counts, 256-bit
//!   operations where the compiler finds them.
//! - The steps over many boards at once are written in 256-bit registers ([`propagate`]): the
//!   naked singles (every cell's digits counted for the three bands together) and the column
//!   locking (digits 1 to 8 at once, a lane each). Each gives exactly the portable step's
//!   result, and the loop around them is the portable one, so every intermediate state is the
//!   same, not only the fixpoint.
//! - [`search`] and [`first`] are the portable engine's searches (its `search`, `first` and
//!   `any`) calling this propagation: a copy, since a portable function cannot call a
//!   `#[target_feature]` one without `unsafe`, which the core has none of. Keep them in step;
//!   the engines test compares the two engines' every outcome.
//!
//! The entry points, [`run`] and [`run_any`], may only be called where the processor has every
//! one of [`FEATURES`] (every processor with AVX2 has the others): the caller checks, and
//! calling them takes `unsafe` (the C library's `ffi/engine.rs`). What was measured on the way
//! (three earlier designs that kept the whole state in registers did not pay):
//! `bench/NOTES.md`, "The AVX2 engine".

mod first;
mod propagate;
mod search;
mod simd;

use super::super::{Goal, Run};
use super::board::Board;
use super::layout::ALL_BOARDS;
use super::rules::Rules;
use super::tuning::{STRONG_AFTER, STRONG_OPEN};
use super::Task;
use propagate::propagate;

/// The features every function of this engine is compiled for, which [`run`]'s caller must
/// have checked the processor for.
pub(crate) const FEATURES: [&str; 4] = ["avx2", "bmi1", "bmi2", "popcnt"];

/// [`fast::run`](super::run) on this engine: the same answer, the same guesses.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
pub(crate) fn run(
    givens: &[u8; 81],
    goal: Goal,
    max_guesses: u64,
    first: Option<&mut [u8; 81]>,
) -> Run {
    let task = match goal {
        Goal::First => Task::First,
        Goal::Count(n) => Task::Count(n),
    };
    search_for(givens, task, max_guesses, first)
}

/// [`fast::run_any`](super::run_any) on this engine.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
pub(crate) fn run_any(givens: &[u8; 81], max_guesses: u64, first: &mut [u8; 81]) -> Run {
    search_for(givens, Task::Any, max_guesses, Some(first))
}

/// The set-up, the givens' propagation, then the guesses (as the portable engine's).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
fn search_for(
    givens: &[u8; 81],
    task: Task,
    max_guesses: u64,
    first: Option<&mut [u8; 81]>,
) -> Run {
    let run = Run::START;
    let mut board = Board::from_givens_inlined(givens);
    let Some(mut pairs) = propagate(&mut board, ALL_BOARDS, Rules::Columns) else {
        return run;
    };
    let open: u32 = board.unsolved.iter().map(|u| u.count_ones()).sum();
    let strong_after = if open >= STRONG_OPEN { 0 } else { STRONG_AFTER };
    if strong_after == 0 {
        // The rows' triad rule in every band, then the strong mode's propagation.
        let mut dirty = 0;
        for b in 0..3 {
            let Some(changed) = board.triad_rule_inlined(b) else {
                return run;
            };
            dirty |= changed;
        }
        if dirty != 0 {
            let Some(more) = propagate(&mut board, dirty, Rules::Triads) else {
                return run;
            };
            pairs = more;
        }
    }
    if board.solved() {
        if let Some(first) = first {
            board.write(first);
        }
        return Run {
            solutions: 1,
            ..run
        };
    }
    search::guess(&board, &pairs, task, max_guesses, first, strong_after)
}
