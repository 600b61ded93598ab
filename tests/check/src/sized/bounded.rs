//! The sized checking function's part for `sudoku_solve_bounded_n`: with each of the bounds
//! in [`GUESS_BOUNDS`], bad input gets `sudoku_validate_n`'s status and `*guesses` is not
//! written; on a legal grid the guesses never pass the bound, a failing call leaves the cells
//! as they were, and the answers are `sudoku_solve_n`'s (without a bound, the same status).

use core::ffi::{c_int, c_ulong};

use sudoku::{sudoku_solve_bounded_n, SUDOKU_LIMIT_REACHED, SUDOKU_NO_SOLUTION, SUDOKU_OK};

use super::{Seen, Shown, SOLVE_GUESSES};
use crate::calls::GUESSES_SENTINEL;
use crate::GUESS_BOUNDS;

/// The bounds each call had (a grid out of reach gets [`SOLVE_GUESSES`] for "none").
pub(super) type Bounds = [c_ulong; GUESS_BOUNDS.len()];
/// Each call's status and guesses.
pub(super) type Answers = [(c_int, c_ulong); GUESS_BOUNDS.len()];

/// Calls `sudoku_solve_bounded_n` with every bound and checks it against `seen`. Returns the
/// bounds, the answers, the calls made and the failures that left the cells unchanged.
pub(super) fn check_bounded(seen: Seen<'_>) -> (Bounds, Answers, u32, u32) {
    let Seen {
        rows,
        cols,
        cells,
        padded,
        before,
        v,
        legal,
        hard,
        s,
        solved,
        ..
    } = seen;
    let (mut calls, mut unchanged) = (0, 0);

    let mut bounded = [(0, 0 as c_ulong); GUESS_BOUNDS.len()];
    let bounds = GUESS_BOUNDS.map(|b| {
        if hard && b == c_ulong::MAX {
            SOLVE_GUESSES
        } else {
            b
        }
    });
    for (&bound, out) in bounds.iter().zip(bounded.iter_mut()) {
        let mut answer = padded.to_vec();
        let mut guesses = GUESSES_SENTINEL;
        // SAFETY: `answer` holds at least N × N ints and lives in this frame.
        let b =
            unsafe { sudoku_solve_bounded_n(rows, cols, answer.as_mut_ptr(), bound, &mut guesses) };
        calls += 1;
        *out = (b, guesses);
        if b != SUDOKU_OK {
            ensure_n!(
                answer == before,
                rows,
                cols,
                cells,
                "sudoku_solve_bounded_n failed with {b}, changed the cells"
            );
            unchanged += 1;
        }
        if !legal {
            ensure_n!(
                b == v && guesses == GUESSES_SENTINEL,
                rows,
                cols,
                cells,
                "bounded gave {b}, wrote {guesses}"
            );
            continue;
        }
        ensure_n!(
            guesses != GUESSES_SENTINEL && guesses <= bound,
            rows,
            cols,
            cells,
            "{guesses} guesses, bound {bound}"
        );
        if hard {
            ensure_n!(
                b == SUDOKU_LIMIT_REACHED || b == SUDOKU_OK,
                rows,
                cols,
                cells,
                "bounded({bound}) gave {b}"
            );
            continue;
        }
        match b {
            SUDOKU_OK => ensure_n!(
                s == SUDOKU_OK && answer == solved,
                rows,
                cols,
                cells,
                "bounded({bound}) answered differently"
            ),
            SUDOKU_NO_SOLUTION => {
                ensure_n!(s == b, rows, cols, cells, "bounded: no solution, solve {s}")
            }
            SUDOKU_LIMIT_REACHED => ensure_n!(
                bound != c_ulong::MAX,
                rows,
                cols,
                cells,
                "limit without one"
            ),
            _ => ensure_n!(
                false,
                rows,
                cols,
                cells,
                "sudoku_solve_bounded_n({bound}) gave {b}"
            ),
        }
        if bound == c_ulong::MAX {
            ensure_n!(
                b == s,
                rows,
                cols,
                cells,
                "unbounded bounded gave {b}, solve {s}"
            );
        }
    }
    (bounds, bounded, calls, unchanged)
}
