//! The sized checking function's part for the any-solution and bounded-count calls:
//! `sudoku_solve_any_n`, `sudoku_solve_any_bounded_n` and `sudoku_count_solutions_bounded_n`,
//! and the Rust slice functions behind them, on the grid [`check_sized`](crate::check_sized)
//! was given, against what it found:
//! - bad input gets `sudoku_validate_n`'s status, and nothing is written;
//! - on a legal grid, `sudoku_solve_any_n` never needs more than [`ANY_GUESSES`] guesses
//!   (`sudoku_solve_any_bounded_n` with that bound answers); its answer is complete, valid and
//!   keeps the givens; it succeeds exactly when the count is not 0, and with one solution it
//!   is that solution (the same as `sudoku_solve_n`'s when that one answered);
//! - a bound is never passed (`*guesses` at most the bound), a failing call writes nothing
//!   but `*guesses`, and without a bound the answers are those of the default calls;
//! - the bounded count agrees with the count.

use core::ffi::{c_int, c_uint, c_ulong};

use sudoku::{
    sudoku_count_solutions_bounded_n, sudoku_solve_any_bounded_n, sudoku_solve_any_n,
    SUDOKU_LIMIT_REACHED, SUDOKU_NO_SOLUTION, SUDOKU_NULL_POINTER, SUDOKU_OK,
};
use sudoku_core::sized::{self, Shape};
use sudoku_testkit::sized::{self as reference, Dims};

use crate::calls::{COUNT_SENTINEL, GUESSES_SENTINEL};
use crate::GUESS_BOUNDS;

/// The guesses `sudoku_solve_any_n` may take on any legal grid the tests give it: the
/// library's promise that any legal grid is solved, or shown to have none, quickly.
pub const ANY_GUESSES: c_ulong = 20_000;

/// What [`check_sized`](crate::check_sized) knew of the grid.
pub(crate) struct Known<'a> {
    pub rows: c_int,
    pub cols: c_int,
    /// The caller's cells, padded to at least 625 ints (bad sizes read nothing).
    pub padded: &'a [c_int],
    /// `sudoku_validate_n`'s status.
    pub validate: c_int,
    /// The count up to 3, when it was found.
    pub count: Option<c_uint>,
    /// `sudoku_solve_n`'s status and answer, when it was called.
    pub solved: Option<(c_int, &'a [c_int])>,
}

/// Checks the three calls on the grid of `k`; panics with `ensure` at a broken promise.
/// Returns the calls made.
pub(crate) fn check_any(k: &Known<'_>, ensure: &dyn Fn(bool, &str)) -> u32 {
    let (rows, cols) = (k.rows, k.cols);
    let len = if k.validate == sudoku::SUDOKU_INVALID_SIZE {
        0
    } else {
        (rows * cols * rows * cols) as usize
    };
    let legal = k.validate == SUDOKU_OK;
    let mut calls = 0;

    let mut any = k.padded.to_vec();
    // SAFETY (every call below): the buffers hold at least N × N ints and live here.
    let a = unsafe { sudoku_solve_any_n(rows, cols, any.as_mut_ptr()) };
    calls += 1;
    if a != SUDOKU_OK {
        ensure(
            any == k.padded,
            "sudoku_solve_any_n failed, changed the cells",
        );
    }
    if !legal {
        ensure(a == k.validate, "sudoku_solve_any_n on bad input");
    } else {
        ensure(
            a != SUDOKU_LIMIT_REACHED,
            "sudoku_solve_any_n reached its limit",
        );
        answer_is_solution(k, len, a, &any, ensure);
    }

    for bound in GUESS_BOUNDS.iter().copied().chain([ANY_GUESSES]) {
        let mut out = k.padded.to_vec();
        let mut guesses = GUESSES_SENTINEL;
        let b = unsafe {
            sudoku_solve_any_bounded_n(rows, cols, out.as_mut_ptr(), bound, &mut guesses)
        };
        calls += 1;
        if b != SUDOKU_OK {
            ensure(
                out == k.padded,
                "sudoku_solve_any_bounded_n failed, changed the cells",
            );
        }
        if !legal {
            ensure(
                b == k.validate && guesses == GUESSES_SENTINEL,
                "any bounded, bad input",
            );
            continue;
        }
        ensure(
            guesses <= bound,
            "sudoku_solve_any_bounded_n passed its bound",
        );
        if b == SUDOKU_LIMIT_REACHED {
            ensure(
                bound < ANY_GUESSES,
                "sudoku_solve_any_bounded_n: limit within the promise",
            );
            continue;
        }
        ensure(b == a && out == any, "any bounded and unbounded differ");
    }

    let mut n = COUNT_SENTINEL;
    let mut guesses = GUESSES_SENTINEL;
    let c = unsafe {
        sudoku_count_solutions_bounded_n(
            rows,
            cols,
            k.padded.as_ptr(),
            3,
            ANY_GUESSES,
            &mut n,
            &mut guesses,
        )
    };
    calls += 1;
    if !legal {
        ensure(
            c == k.validate && n == COUNT_SENTINEL,
            "count bounded, bad input",
        );
    } else if c == SUDOKU_OK {
        ensure(guesses <= ANY_GUESSES, "count bounded passed its bound");
        ensure(
            k.count.is_none_or(|m| m == n),
            "count bounded and count differ",
        );
    } else {
        ensure(
            c == SUDOKU_LIMIT_REACHED && n == COUNT_SENTINEL,
            "count bounded failed",
        );
    }
    let zero = unsafe {
        sudoku_count_solutions_bounded_n(rows, cols, k.padded.as_ptr(), 5, 0, &mut n, &mut guesses)
    };
    calls += 1;
    ensure(
        !legal || zero == SUDOKU_OK || zero == SUDOKU_LIMIT_REACHED,
        "count bounded by 0 guesses",
    );

    // NULL pointers.
    let mut g = vec![0; 625];
    let statuses = unsafe {
        [
            sudoku_solve_any_n(rows, cols, core::ptr::null_mut()),
            sudoku_solve_any_bounded_n(rows, cols, core::ptr::null_mut(), 1, &mut guesses),
            sudoku_count_solutions_bounded_n(
                rows,
                cols,
                core::ptr::null(),
                1,
                1,
                &mut n,
                &mut guesses,
            ),
            sudoku_count_solutions_bounded_n(
                rows,
                cols,
                g.as_mut_ptr(),
                1,
                1,
                core::ptr::null_mut(),
                &mut guesses,
            ),
        ]
    };
    calls += 4;
    ensure(
        statuses.iter().all(|&s| s == SUDOKU_NULL_POINTER),
        "NULL pointers",
    );

    // The Rust slice function gives the same.
    if let (true, Ok(shape)) = (
        len > 0,
        Shape::new(rows.max(0) as usize, cols.max(0) as usize),
    ) {
        let mut r = k.padded[..len].to_vec();
        let rust = sized::solve_any(shape, &mut r);
        calls += 1;
        let code = rust.map_or_else(|e| c_int::from(e.code()), |()| SUDOKU_OK);
        ensure(code == a && r[..] == any[..len], "Rust solve_any differs");
    }
    calls
}

/// On a legal grid: `sudoku_solve_any_n`'s status `a` and answer agree with the count and
/// with `sudoku_solve_n`.
fn answer_is_solution(
    k: &Known<'_>,
    len: usize,
    a: c_int,
    any: &[c_int],
    ensure: &dyn Fn(bool, &str),
) {
    let dims = Dims {
        rows: k.rows as usize,
        cols: k.cols as usize,
    };
    if let Some(n) = k.count {
        ensure(
            (n == 0) == (a == SUDOKU_NO_SOLUTION),
            "sudoku_solve_any_n and the count",
        );
    }
    ensure(
        a == SUDOKU_OK || a == SUDOKU_NO_SOLUTION,
        "sudoku_solve_any_n's status",
    );
    if let Some((s, solved)) = k.solved {
        ensure(
            s == SUDOKU_LIMIT_REACHED || (s == SUDOKU_OK) == (a == SUDOKU_OK),
            "any and first",
        );
        if k.count == Some(1) && s == SUDOKU_OK {
            ensure(any[..len] == solved[..len], "one solution, two answers");
        }
    }
    if a == SUDOKU_OK {
        let bytes = |v: &[c_int]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();
        ensure(
            reference::is_solution_of(dims, &bytes(&k.padded[..len]), &bytes(&any[..len])),
            "sudoku_solve_any_n's answer is not a solution",
        );
        ensure(
            any[len..] == k.padded[len..],
            "sudoku_solve_any_n wrote past N x N",
        );
    }
}
