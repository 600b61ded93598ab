//! The fast engine: per-digit candidate boards in bands, locked candidates and singles to a
//! fixpoint with whole-band bit operations, driven by the set of boards that changed, and a
//! state copied per guess (no undo log).
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
//!  table. A column of a box is three adjacent bits. Row-major order (the answer's, the
//!  bound's) is the layout with r and j swapped, two delta swaps away (`row_major`).
//!  cand[b][d]: the cells of band b where digit d+1 may still go; a placed cell keeps its
//!  digit's bit and loses every other digit's. Band-major: the nine boards of a band are side
//!  by side, so clearing a cell from all of them is a few vector operations.
//!  unsolved[b]: the cells of band b not placed. A set of boards (what changed, what to look
//!  at) is a u64, bit 16 * band + digit.
//! ```
//!
//! The files, in the order a reader needs them:
//! - [`layout`]: the bit layout's constants and helpers; [`tables`]: the tables built from it at
//!   compile time; [`bits`]: counting in bit planes (full adders) and other bit tricks;
//! - [`board`]: the state a guess copies ([`Board`]), set up from the givens, placing digits;
//! - [`rules`]: propagation to a fixpoint ([`Rules`]); [`triads`]: the triad rules of the strong
//!   mode;
//! - [`branch`]: what a guess branches on and how it is chosen;
//! - [`search`]: the depth-first search on an explicit stack; [`first`]: how a solve finds the
//!   row-major-first solution (the first-cell trial, the bounded search, the descent);
//! - [`tuning`]: the tuned constants, each with what it trades.
//!
//! Propagation, to a fixpoint, only removes candidates that no solution of the current state
//! has (each is a plain logical deduction):
//! - per board (digit and band), whenever it changed ([`Board::update`]): locked candidates
//!   at the triads (each row of the band holds the digit in exactly one box and each box in
//!   exactly one row, so only triads on a permutation survive), then a row left with one cell
//!   is placed (hidden single in the row; a hidden single in a box becomes one): its cell
//!   leaves the other digits' boards, its column the digit's other bands. Every clearing
//!   reports the boards it changed, and only those are looked at again;
//! - per cell, when no board is left to look at: one candidate left (naked single);
//! - per digit whose boards changed, when no naked single is left: locked candidates at the
//!   columns (in each stack, the same permutation argument, bands against columns), which
//!   also finds the hidden singles in columns through the band's next update; at the root
//!   and in the strong mode, not after a guess on a cell (see [`Rules`]);
//! - in the strong mode (below), per band changed, when nothing else is left: the triad rule
//!   ([`Board::triad_rule`]: a triad holds exactly three digits, tdoku's insight), and the
//!   same for the minicolumns ([`Board::minicolumn_rule`]; in a count, for its first
//!   [`MINICOLUMNS_FOR`](tuning::MINICOLUMNS_FOR) guesses only).
//!
//! Guessing, for [`Goal::Count`]: in the strong mode, on the permutation of a digit in a band
//! (which triad of each row holds it: at most six options), the digit with the fewest triads
//! left in the band with the fewest over its digits, as tdoku branches. A search starts in the
//! strong mode when the puzzle has many cells open, and enters it after a few guesses
//! otherwise; before, it guesses on a cell with two candidates (the one that sees the most
//! other such cells, in the band with the most of them; else the cell with fewest), which
//! costs less per guess. For [`Goal::First`], see [`first`]. Each guess copies the 148-byte
//! state onto the stack.

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

/// Searches `givens` (81 cells, checked: values 0..=9, no digit repeated in a unit). Writes the
/// first solution found into `first` when given (for [`Goal::First`], the row-major-first
/// one); leaves it alone if none is found.
pub(crate) fn run(
    givens: &[u8; 81],
    goal: Goal,
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
    guess(&board, &pairs, goal, max_guesses, first, strong_after)
}
