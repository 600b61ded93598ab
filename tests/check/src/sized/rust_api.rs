//! The sized checking function's part for the Rust API: the slice functions of
//! `sudoku_core::sized` answer as the C calls did on the same values (statuses, answers,
//! counts, guesses), a slice of the wrong length is a bad size, the grid's text reads back,
//! and with 3 × 3 boxes the 9 × 9 API agrees.

use core::ffi::c_int;

use sudoku::SUDOKU_INVALID_SIZE;
use sudoku_core::sized::{self, Shape};
use sudoku_testkit::sized::Dims;

use super::bounded::{Answers, Bounds};
use super::{code, forms, wide, Seen, Shown};
use crate::COUNT_LIMIT;

/// Checks the Rust slice functions on the grid of `seen` (of a good size, `dims`) against the
/// C answers, `bounded` being `sudoku_solve_bounded_n`'s with `bounds`. Returns the calls made.
pub(super) fn check_rust(seen: Seen<'_>, dims: Dims, bounds: &Bounds, bounded: &Answers) -> u32 {
    let Seen {
        rows,
        cols,
        cells,
        v,
        hard,
        s,
        solved,
        u,
        unique,
        counts,
        ..
    } = seen;
    let mut calls = 0;

    let shape = Shape::new(dims.rows, dims.cols).expect("a good size");
    let mut agree = |name: &str, rust: c_int, c: c_int| {
        calls += 1;
        ensure_n!(
            rust == c,
            rows,
            cols,
            cells,
            "Rust {name} gave {rust}, C {c}"
        );
    };
    agree("validate", code(&sized::validate(shape, cells)), v);
    if !hard {
        let mut r = cells.to_vec();
        agree("solve", code(&sized::solve(shape, &mut r)), s);
        ensure_n!(
            r[..] == solved[..cells.len()],
            rows,
            cols,
            cells,
            "Rust solve answered differently"
        );
    }
    if !hard {
        let mut r = cells.to_vec();
        agree("solve_unique", code(&sized::solve_unique(shape, &mut r)), u);
        ensure_n!(
            r[..] == unique[..cells.len()],
            rows,
            cols,
            cells,
            "Rust solve_unique answered differently"
        );
    }
    let count_limits = if hard { 0..=0 } else { 0..=COUNT_LIMIT };
    for (limit, &c) in count_limits.zip(counts) {
        let rust = sized::count_solutions(shape, cells, limit);
        agree("count_solutions", code(&rust), v);
        ensure_n!(
            rust.map_or(true, |n| n == c),
            rows,
            cols,
            cells,
            "Rust count {rust:?}, C {c}"
        );
    }
    for (&bound, &(b, guesses)) in bounds.iter().zip(bounded) {
        let mut r = cells.to_vec();
        match sized::solve_bounded(shape, &mut r, wide(bound)) {
            Ok(run) => {
                agree("solve_bounded", code(&run.result), b);
                ensure_n!(
                    run.guesses == wide(guesses),
                    rows,
                    cols,
                    cells,
                    "Rust bounded made {} guesses, C {guesses}",
                    run.guesses
                );
            }
            Err(e) => agree("solve_bounded", c_int::from(e.code()), b),
        }
    }
    // A slice of the wrong length is a bad size, before its values.
    agree(
        "validate (short)",
        code(&sized::validate(shape, &cells[1..])),
        SUDOKU_INVALID_SIZE,
    );
    calls += forms::text_reads_back(seen, dims, shape);
    if rows == 3 && cols == 3 && !hard {
        calls += forms::classic_agrees(cells, v, s, solved, counts);
    }
    calls
}
