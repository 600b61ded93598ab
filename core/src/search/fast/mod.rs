//! The fast engine: per-digit candidate boards in bands, propagation to a fixpoint with
//! whole-band bit operations, driven by the set of boards that changed, and a state copied per
//! guess (no undo log). Whatever the goal, a solve returns the row-major-first solution.
//!
//! Layout:
//! ```text
//!  the grid in three bands of three rows     one band of one digit: a 27-bit mask
//!   band 0: rows 0-2                           cell (row r, column c = 3k + j): bit 9j + 3k + r
//!   band 1: rows 3-5                            0  9 18 |  3 12 21 |  6 15 24    row 0
//!   band 2: rows 6-8                            1 10 19 |  4 13 22 |  7 16 25    row 1
//!                                               2 11 20 |  5 14 23 |  8 17 26    row 2
//!  A triad is the three cells where a row of a band meets a box: bits 3k + r + {0, 9, 18},
//!  so the board's three 9-bit fields OR'ed together are its triads (bit 3k + r), with no
//!  table. A column of a box (a minicolumn) is three adjacent bits. Row-major order (the
//!  answer's, the bound's) is the layout with r and j swapped, two delta swaps away.
//!  cand[b][d]: the cells of band b where digit d+1 may still go; a placed cell keeps its
//!  digit's bit and loses every other digit's. Band-major: the nine boards of a band are side
//!  by side, so clearing a cell from all of them is a few vector operations.
//!  unsolved[b]: the cells of band b not placed. A set of boards (what changed, what to look
//!  at) is a u64, bit 16 * band + digit.
//! ```
//!
//! The files, in the order a reader needs them: [`layout`] (the layout's constants and
//! helpers), [`tables`] (the tables built from it at compile time), [`bits`] (counting in bit
//! planes), [`board`] (the state a guess copies, [`Board`]), [`rules`] (propagation, [`Rules`]),
//! [`triads`] (the strong mode's triad rules), [`branch`] (what a guess branches on),
//! [`search`] (the search on an explicit stack), [`first`] (how a solve finds the
//! row-major-first solution), [`any`] (how a search for any one solution finds one) and
//! [`tuning`] (the tuned constants, each with what it trades).
//!
//! # Propagation
//!
//! Propagation only removes candidates that no solution of the current state has, and runs to
//! a fixpoint ([`Board::propagate`]). What it applies depends on where the search is
//! ([`Rules`], each level adding to the one before):
//! - **Per board, whenever it changed** ([`Board::update`]): locked candidates at the triads
//!   (each row of the band holds the digit in exactly one box and each box in exactly one row,
//!   so only the triads on a permutation of rows onto boxes survive: a 512-entry table), then a
//!   row left with one cell is placed there (a hidden single in the row; one in a box becomes
//!   one). The placed cell leaves the band's other digits, its column the digit's other bands.
//!   Every clearing reports the boards it changed, and only those are updated again.
//! - **Per cell, when no board is left to update**: if every cell is placed, the board is a
//!   solution and propagation stops. Else a cell with one candidate is placed (naked singles),
//!   the digits of every cell of the three bands counted at once with a tree of full adders.
//! - **Per digit whose boards changed, when no naked single is left**: locked candidates at the
//!   columns (in each stack, the same permutation argument, bands against columns), which also
//!   finds the hidden singles of the columns through the band's next update. At the root and in
//!   the strong mode, not after a guess on a cell: short searches gain less from it than it
//!   costs.
//! - **In the strong mode, per band changed, when nothing else is left**: the triad rule
//!   ([`Board::triad_rule`], tdoku's insight: a triad holds exactly three digits) and the same
//!   for the minicolumns ([`Board::minicolumn_rule`]; a count applies that one for its first
//!   [`MINICOLUMNS_FOR`](tuning::MINICOLUMNS_FOR) guesses only).
//!
//! # Guessing for a count
//!
//! Each guess copies the state onto an explicit stack of frames and tries one option; a frame
//! is dropped when its last option is tried. Two kinds of branching ([`branch`]):
//! - **On a cell with two candidates**: the one that sees the most other such cells, in the
//!   band with the most of them (else the cell with the fewest candidates). Cheap to choose,
//!   and as good as any when the search is short.
//! - **In the strong mode, on a permutation** (tdoku's branching): which triad of each row of a
//!   band holds a digit, one of at most six permutations of the rows onto the boxes; the band
//!   with the fewest triads left over its digits, and in it the digit with the fewest. When
//!   every digit is fixed in every band, the same on the columns of a stack. With the triad
//!   rules, far fewer guesses, each costing more.
//!
//! A count starts in the strong mode when at least [`STRONG_OPEN`] cells are open after the
//! givens' propagation, and enters it after [`STRONG_AFTER`] guesses otherwise. For a solve,
//! see [`first`]; for any one solution, [`any`].
//!
//! # Guesses
//!
//! What `solve_bounded` and `Grid::count_solutions_stats` report: every option tried where the
//! search branched, the last one included: a digit in a cell that had two or more candidates,
//! or, in the strong mode, a permutation of a digit in a band (or stack). For solve, the
//! guesses of its steps add up, and `max_guesses` bounds their sum.
//!
//! # State and stack
//!
//! The state ([`Board`]) is 148 bytes: the `[[u32; 9]; 3]` boards, three unsolved-cell masks
//! and the 27 boards' triad counts, one byte each. A guess frame is 156 bytes (the state, what
//! the guess branches on and the options not tried yet), also 156 as an `Option`. The stack
//! holds at most 81 frames, since a frame's cell or permutation is decided in every deeper
//! state: 12,636 bytes, fixed at compile time, set up once per call that needs a guess (by
//! writing each entry's tag, not zeroing it) and shared by all the searches of a solve. Beside
//! it: the current board and, for solve, the bound (216 bytes) and a witness (81 bytes). No
//! static RAM. A unit test in [`search`] pins these sizes.

mod any;
#[cfg(target_arch = "x86_64")]
pub(crate) mod avx2;
mod bits;
mod board;
mod branch;
mod first;
mod layout;
mod rules;
mod search;
mod tables;
mod triads;
mod tuning;

use super::{Goal, Run};
use board::Board;
use layout::ALL_BOARDS;
use rules::Rules;
use search::guess;
use tuning::{STRONG_AFTER, STRONG_OPEN};

/// What this engine's search is after: a [`Goal`], or any one solution ([`run_any`]).
#[derive(Clone, Copy)]
pub(super) enum Task {
    /// [`Goal::First`].
    First,
    /// [`Goal::Count`].
    Count(u32),
    /// Any one solution, whichever the search meets first ([`any`]).
    Any,
}

/// Searches `givens` (81 cells, checked: values 0..=9, no digit repeated in a unit). Writes the
/// first solution found into `first` when given (for [`Goal::First`], the row-major-first
/// one); leaves it alone if none is found.
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

/// Any one solution of `givens` (as for [`run`]), written into `first`; left alone if none is
/// found.
pub(crate) fn run_any(givens: &[u8; 81], max_guesses: u64, first: &mut [u8; 81]) -> Run {
    search_for(givens, Task::Any, max_guesses, Some(first))
}

/// [`run`] and [`run_any`]: the set-up, the givens' propagation, then the guesses.
#[inline(always)]
fn search_for(
    givens: &[u8; 81],
    task: Task,
    max_guesses: u64,
    first: Option<&mut [u8; 81]>,
) -> Run {
    let mut run = Run::START;
    let mut board = Board::from_givens(givens);
    // Many puzzles need no guess: answer them before the stack is even set up.
    let Some(mut pairs) = board.propagate(ALL_BOARDS, Rules::Columns) else {
        return run;
    };
    let open: u32 = board.unsolved.iter().map(|u| u.count_ones()).sum();
    let strong_after = if open >= STRONG_OPEN { 0 } else { STRONG_AFTER };
    if strong_after == 0 {
        // The strong mode's propagation, before its first choice (for solve, before the
        // first-cell trial, which propagates the same way): the board is a fixpoint of the
        // rest, so only the triad rules can start anything. Only the rows' triads: the
        // minicolumns' here too change the first choices for the worse (bench/NOTES.md).
        let mut dirty = 0;
        for b in 0..3 {
            let Some(changed) = board.triad_rule(b) else {
                return run;
            };
            dirty |= changed;
        }
        if dirty != 0 {
            let Some(more) = board.propagate(dirty, Rules::Triads) else {
                return run;
            };
            pairs = more;
        }
    }
    if board.solved() {
        run.solutions = 1;
        if let Some(first) = first {
            board.write(first);
        }
        return run;
    }
    guess(&board, &pairs, task, max_guesses, first, strong_after)
}
