//! The checking function of the sized grids: [`check_sized`] calls every `_n` entry point of
//! the C ABI and the slice functions of the Rust API on one grid of any `int` values and box
//! dimensions, and panics, with the grid in the message, at the first broken promise. The same
//! promises as [`check`](crate::check) for 9 × 9, for every size:
//! - `sudoku_validate_n` classifies as the reference does (bad size, then values, then
//!   conflicts), and every other entry point answers bad input with that same status; NULL
//!   pointers come before everything;
//! - on `SUDOKU_OK` an answer is complete, valid and keeps the givens; on any other status the
//!   cells and the counters are exactly as they were;
//! - counts respect their limits and agree with `solve_n` and `solve_unique_n`;
//! - `sudoku_solve_n` gives the textbook's row-major-first answer, and the count is the
//!   reference's, whenever the reference finishes within `budget` nodes;
//! - `sudoku_solve_bounded_n`, `sudoku_parse_n` (the grid written as symbols and as numbers),
//!   the Rust slice functions and [`Grid`]'s text agree with the calls above;
//! - with 3 × 3 boxes, every answer is the 9 × 9 API's.

use core::ffi::{c_int, c_uint, c_ulong};
use std::fmt;

use sudoku::{
    sudoku_count_solutions_n, sudoku_solve_bounded_n, sudoku_solve_n, sudoku_solve_unique_n,
    sudoku_validate_n, SUDOKU_CONFLICT, SUDOKU_INVALID_SIZE, SUDOKU_INVALID_VALUE,
    SUDOKU_LIMIT_REACHED, SUDOKU_MULTIPLE_SOLUTIONS, SUDOKU_NO_SOLUTION, SUDOKU_OK,
};
use sudoku_core::sized;
use sudoku_testkit::sized::{self as reference, Dims};

use crate::calls::COUNT_SENTINEL;
use crate::{Outcome, Reference, COUNT_LIMIT};

/// A grid of any size in a panic message: its box dimensions and values.
struct Shown<'a>(c_int, c_int, &'a [c_int]);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "boxes {} x {}, cells ", self.0, self.1)?;
        let n = usize::try_from(self.0.saturating_mul(self.1)).unwrap_or(0);
        if n > 0 && n <= 25 && self.2.iter().all(|&v| (0..=n as c_int).contains(&v)) {
            // Symbols, as the documented text reads them back.
            for &v in self.2 {
                let s = if v == 0 {
                    '.'
                } else {
                    sized::SYMBOLS[v as usize - 1] as char
                };
                write!(f, "{s}")?;
            }
            Ok(())
        } else {
            write!(f, "{:?}", self.2)
        }
    }
}

macro_rules! ensure_n {
    ($cond:expr, $rows:expr, $cols:expr, $cells:expr, $($msg:tt)+) => {
        if !$cond {
            panic!("{}\n  grid: {}", format_args!($($msg)+), Shown($rows, $cols, $cells));
        }
    };
}

mod bounded;
mod forms;
mod rust_api;

/// The status `sudoku_validate_n` must give, decided here and by the reference: the box
/// dimensions, then any value outside 0 to N, then a digit repeated in a unit.
pub fn expected_validate_n(rows: c_int, cols: c_int, cells: &[c_int]) -> c_int {
    let (Ok(r), Ok(c)) = (usize::try_from(rows), usize::try_from(cols)) else {
        return SUDOKU_INVALID_SIZE;
    };
    if r < 2 || c < 2 || r.saturating_mul(c) < 4 || r.saturating_mul(c) > 25 {
        return SUDOKU_INVALID_SIZE;
    }
    let dims = Dims { rows: r, cols: c };
    match bytes(dims, cells) {
        None => SUDOKU_INVALID_VALUE,
        Some(b) if !reference::givens_are_legal(dims, &b) => SUDOKU_CONFLICT,
        Some(_) => SUDOKU_OK,
    }
}

/// The values as bytes when every one is 0 to N.
fn bytes(dims: Dims, cells: &[c_int]) -> Option<Vec<u8>> {
    cells
        .iter()
        .map(|&v| u8::try_from(v).ok().filter(|&d| usize::from(d) <= dims.n()))
        .collect()
}

/// Guesses a solve may make before the grid counts as one whose row-major-first solution is
/// out of reach (some sparse grids of 18 × 18 and more, whose first solution textbook
/// backtracking cannot find in reasonable time either): such a grid is checked with the
/// bounded calls only, since a count may be out of reach there too (proving that sparse
/// givens have no solution can take as long).
pub const SOLVE_GUESSES: c_ulong = 20_000;

/// `unsigned long` as `u64` (it is 32 bits on some targets).
#[allow(clippy::unnecessary_cast)] // the identity where `c_ulong` is `u64`
fn wide(n: c_ulong) -> u64 {
    n as u64
}

/// The C status of a Rust result.
fn code<T>(r: &Result<T, sudoku_core::Error>) -> c_int {
    r.as_ref()
        .map_or_else(|e| c_int::from(e.code()), |_| SUDOKU_OK)
}

/// Runs every sized entry point on `cells` with boxes of `rows` × `cols` and checks every
/// promise above; `cells` must hold N × N values when the size is good (any number
/// otherwise). The reference is asked for at most `budget` nodes per question (0: never).
pub fn check_sized(rows: c_int, cols: c_int, cells: &[c_int], budget: u64) -> Outcome {
    let mut calls = 0u32;
    let mut unchanged = 0u32;
    let expected = expected_validate_n(rows, cols, cells);
    let good_size = expected != SUDOKU_INVALID_SIZE;
    if good_size {
        assert_eq!(
            cells.len(),
            (rows * cols * rows * cols) as usize,
            "the caller passes N x N cells"
        );
    }
    // A buffer of at least N × N ints for calls with a bad size (which must read nothing).
    let mut padded = cells.to_vec();
    padded.resize(padded.len().max(625), -7);
    let before = padded.clone();

    // SAFETY (every call below): `padded` holds at least N × N ints and lives in this frame.
    let v = unsafe { sudoku_validate_n(rows, cols, padded.as_ptr()) };
    calls += 1;
    ensure_n!(
        v == expected,
        rows,
        cols,
        cells,
        "sudoku_validate_n gave {v}, expected {expected}"
    );
    let legal = v == SUDOKU_OK;
    calls += forms::null_pointers(rows, cols);

    // Within reach: the bounded solve finishes (bad input answers at once).
    let mut probe = padded.clone();
    let hard = unsafe {
        sudoku_solve_bounded_n(
            rows,
            cols,
            probe.as_mut_ptr(),
            SOLVE_GUESSES,
            core::ptr::null_mut(),
        )
    } == SUDOKU_LIMIT_REACHED;
    calls += 1;
    let mut solved = padded.clone();
    let s = if hard {
        SUDOKU_LIMIT_REACHED
    } else {
        unsafe { sudoku_solve_n(rows, cols, solved.as_mut_ptr()) }
    };
    let mut unique = padded.clone();
    let u = if hard {
        SUDOKU_LIMIT_REACHED
    } else {
        unsafe { sudoku_solve_unique_n(rows, cols, unique.as_mut_ptr()) }
    };
    calls += 2;
    let dims = Dims {
        rows: rows.max(0) as usize,
        cols: cols.max(0) as usize,
    };
    for (name, status, answer) in [
        ("sudoku_solve_n", s, &solved),
        ("sudoku_solve_unique_n", u, &unique),
    ] {
        if status == SUDOKU_LIMIT_REACHED && hard {
            continue; // not called
        }
        if status != SUDOKU_OK {
            ensure_n!(
                *answer == before,
                rows,
                cols,
                cells,
                "{name} failed with {status}, changed the cells"
            );
            unchanged += 1;
        }
        if !legal {
            ensure_n!(
                status == v,
                rows,
                cols,
                cells,
                "{name} gave {status}, validate {v}"
            );
        } else if status == SUDOKU_OK {
            let p = bytes(dims, cells).unwrap_or_default();
            let a = bytes(dims, &answer[..cells.len()]).unwrap_or_default();
            ensure_n!(
                reference::is_solution_of(dims, &p, &a),
                rows,
                cols,
                cells,
                "{name}'s answer is not a solution"
            );
            ensure_n!(
                answer[cells.len()..] == before[cells.len()..],
                rows,
                cols,
                cells,
                "{name} wrote past N x N"
            );
        }
    }

    let mut counts = [0 as c_uint; COUNT_LIMIT as usize + 1];
    // A grid out of reach for a solve may be for a count too (proving that a sparse grid has
    // no solution can take forever): only the bounded calls check it.
    let count_limits = if hard { 0..=0 } else { 0..=COUNT_LIMIT };
    for (limit, out) in count_limits.zip(counts.iter_mut()) {
        let mut n = COUNT_SENTINEL;
        let status =
            unsafe { sudoku_count_solutions_n(rows, cols, padded.as_ptr(), limit, &mut n) };
        calls += 1;
        ensure_n!(
            status == v,
            rows,
            cols,
            cells,
            "sudoku_count_solutions_n gave {status}, validate {v}"
        );
        if status == SUDOKU_OK {
            ensure_n!(
                n <= limit,
                rows,
                cols,
                cells,
                "count {n} over the limit {limit}"
            );
        } else {
            ensure_n!(
                n == COUNT_SENTINEL,
                rows,
                cols,
                cells,
                "count written on failure {status}"
            );
            unchanged += 1;
        }
        *out = n;
    }
    ensure_n!(
        padded == before,
        rows,
        cols,
        cells,
        "a reading function changed the cells"
    );
    let count = (legal && !hard).then_some(counts[COUNT_LIMIT as usize]);
    if let Some(n) = count {
        for (limit, &c) in (0..).zip(&counts) {
            ensure_n!(
                c == n.min(limit),
                rows,
                cols,
                cells,
                "count {c} with limit {limit}, {n} with {COUNT_LIMIT}"
            );
        }
        ensure_n!(
            hard || (n == 0) == (s == SUDOKU_NO_SOLUTION),
            rows,
            cols,
            cells,
            "count {n}, sudoku_solve_n {s}"
        );
        ensure_n!(
            hard || s == SUDOKU_OK || s == SUDOKU_NO_SOLUTION,
            rows,
            cols,
            cells,
            "sudoku_solve_n gave {s}"
        );
        let expected_unique = match n {
            0 => SUDOKU_NO_SOLUTION,
            1 => SUDOKU_OK,
            _ => SUDOKU_MULTIPLE_SOLUTIONS,
        };
        ensure_n!(
            u == expected_unique,
            rows,
            cols,
            cells,
            "count {n}, sudoku_solve_unique_n {u}"
        );
        ensure_n!(
            hard || n != 1 || unique == solved,
            rows,
            cols,
            cells,
            "the unique answers differ"
        );
    }

    let seen = Seen {
        rows,
        cols,
        cells,
        padded: &padded,
        before: &before,
        v,
        legal,
        hard,
        s,
        solved: &solved,
        u,
        unique: &unique,
        counts: &counts,
    };
    let (bounds, bounded, bounded_calls, bounded_unchanged) = bounded::check_bounded(seen);
    calls += bounded_calls;
    unchanged += bounded_unchanged;
    if good_size {
        calls += rust_api::check_rust(seen, dims, &bounds, &bounded);
    }

    let known = crate::sized_any::Known {
        rows,
        cols,
        padded: &padded,
        validate: v,
        count,
        solved: (!hard).then_some((s, &solved[..])),
    };
    calls += crate::sized_any::check_any(&known, &|ok, what| {
        ensure_n!(ok, rows, cols, cells, "{what}");
    });

    let mut outcome = Outcome {
        validate: v,
        count,
        count_confirmed: false,
        first: Reference::NotApplicable,
        calls,
        unchanged,
    };
    if legal && budget > 0 && !hard {
        let p = bytes(dims, cells).unwrap_or_default();
        let n = count.unwrap_or(0);
        let reference_count = reference::count_solutions_bounded(dims, &p, COUNT_LIMIT, budget);
        if let Some(rc) = reference_count {
            ensure_n!(
                rc == n,
                rows,
                cols,
                cells,
                "count {n}, the reference's {rc}"
            );
            outcome.count_confirmed = true;
        }
        outcome.first = match reference::first_solution_bounded(dims, &p, budget) {
            Some(None) => {
                ensure_n!(
                    s == SUDOKU_NO_SOLUTION,
                    rows,
                    cols,
                    cells,
                    "the reference finds no solution"
                );
                Reference::Same
            }
            Some(Some(r)) => {
                let ours = bytes(dims, &solved[..cells.len()]).unwrap_or_default();
                ensure_n!(
                    s == SUDOKU_OK && ours == r,
                    rows,
                    cols,
                    cells,
                    "sudoku_solve_n gave {s}, not the textbook answer {r:?}"
                );
                Reference::Same
            }
            None if reference_count == Some(1) => Reference::Unique,
            None => Reference::OverBudget,
        };
    }
    outcome
}

/// What the first calls of [`check_sized`] found, for the parts that check against it.
#[derive(Clone, Copy)]
struct Seen<'a> {
    rows: c_int,
    cols: c_int,
    /// The caller's cells.
    cells: &'a [c_int],
    /// The cells padded to at least 625 ints, and that copy as it was before any call.
    padded: &'a [c_int],
    before: &'a [c_int],
    /// `sudoku_validate_n`'s status, and whether it was `SUDOKU_OK`.
    v: c_int,
    legal: bool,
    /// Whether the grid is out of reach (see [`SOLVE_GUESSES`]): only bounded calls then.
    hard: bool,
    /// `sudoku_solve_n`'s and `sudoku_solve_unique_n`'s statuses and answers.
    s: c_int,
    solved: &'a [c_int],
    u: c_int,
    unique: &'a [c_int],
    /// The counts with the limits 0 to [`COUNT_LIMIT`].
    counts: &'a [c_uint],
}
