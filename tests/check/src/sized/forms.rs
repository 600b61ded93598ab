//! The sized checking function's part for the other forms of the same question: every NULL
//! pointer, the grid as text (symbols and numbers) through `sudoku_parse_n` and the checked
//! grid's printed forms, and the 9 × 9 API on a grid of 3 × 3 boxes.

use core::ffi::{c_int, c_uint};

use sudoku::{
    sudoku_count_solutions, sudoku_count_solutions_n, sudoku_parse_n, sudoku_solve,
    sudoku_solve_bounded_n, sudoku_solve_n, sudoku_solve_unique_n, sudoku_validate,
    sudoku_validate_n, SUDOKU_NULL_POINTER, SUDOKU_OK,
};
use sudoku_core::sized::{self, Shape};
use sudoku_testkit::sized::Dims;

use super::{bytes, Seen, Shown};
use crate::calls::{COUNT_SENTINEL, GUESSES_SENTINEL};
use crate::COUNT_LIMIT;

/// The grid as symbols and as numbers reads back through `sudoku_parse_n`, and a legal one
/// through the Rust reading of the checked grid's printed forms. Returns the calls made.
pub(super) fn text_reads_back(seen: Seen<'_>, dims: Dims, shape: Shape) -> u32 {
    let Seen {
        rows,
        cols,
        cells,
        legal,
        ..
    } = seen;
    let mut calls = 0;

    if bytes(dims, cells).is_some() {
        for text in texts(cells) {
            let mut read = vec![-1; cells.len()];
            // SAFETY: `text` ends with a NUL and `read` holds N × N ints, both in this frame.
            let status =
                unsafe { sudoku_parse_n(rows, cols, text.as_ptr().cast(), read.as_mut_ptr()) };
            calls += 1;
            ensure_n!(
                status == SUDOKU_OK && read == cells,
                rows,
                cols,
                cells,
                "the grid's text reads back as {status}"
            );
        }
        if legal {
            calls += printed_forms_read_back(shape, cells);
        }
    }
    calls
}

/// `cells` as symbols and as numbers, each NUL-terminated.
fn texts(cells: &[c_int]) -> [Vec<u8>; 2] {
    let mut symbols: Vec<u8> = cells
        .iter()
        .map(|&v| {
            if v == 0 {
                b'.'
            } else {
                sized::SYMBOLS[v as usize - 1]
            }
        })
        .collect();
    symbols.push(0);
    let mut numbers = cells
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
        .into_bytes();
    numbers.push(0);
    [symbols, numbers]
}

/// Every pointer of every sized function NULL in turn (with a good and a bad size): always
/// `SUDOKU_NULL_POINTER`, and nothing written. Returns the calls made.
pub(super) fn null_pointers(rows: c_int, cols: c_int) -> u32 {
    let null = core::ptr::null_mut();
    let mut g = vec![0; 625];
    let mut n = COUNT_SENTINEL;
    let mut guesses = GUESSES_SENTINEL;
    let text = c"1";
    // SAFETY: every pointer is NULL or points to a buffer of 625 ints (or one counter) here.
    let statuses = unsafe {
        [
            sudoku_solve_n(rows, cols, null),
            sudoku_solve_unique_n(rows, cols, null),
            sudoku_validate_n(rows, cols, core::ptr::null()),
            sudoku_count_solutions_n(rows, cols, core::ptr::null(), 1, &mut n),
            sudoku_count_solutions_n(rows, cols, g.as_ptr(), 1, core::ptr::null_mut()),
            sudoku_solve_bounded_n(rows, cols, null, 1, &mut guesses),
            sudoku_parse_n(rows, cols, core::ptr::null(), g.as_mut_ptr()),
            sudoku_parse_n(rows, cols, text.as_ptr(), null),
        ]
    };
    assert!(
        statuses.iter().all(|&s| s == SUDOKU_NULL_POINTER),
        "NULL pointers with boxes {rows} x {cols} gave {statuses:?}"
    );
    assert!(
        g.iter().all(|&v| v == 0) && n == COUNT_SENTINEL && guesses == GUESSES_SENTINEL,
        "an output was written beside a NULL pointer"
    );
    statuses.len() as u32
}

/// The checked grid's `{}`, `{:#}` and numbers read back through `Grid::parse`, for the size
/// of `shape`. Returns the calls made.
fn printed_forms_read_back(shape: Shape, cells: &[c_int]) -> u32 {
    macro_rules! at {
        ($n:literal) => {{
            let mut grid = [[0u8; $n]; $n];
            for (out, &v) in grid.iter_mut().flatten().zip(cells) {
                *out = v as u8;
            }
            let g = sized::Grid::<$n>::new(shape, grid).expect("legal givens");
            for text in [format!("{g}"), format!("{g:#}"), format!("{}", g.numbers())] {
                assert_eq!(
                    sized::Grid::<$n>::parse(shape, text.as_bytes()),
                    Ok(g),
                    "{text:?} does not read back"
                );
            }
            3
        }};
    }
    match shape.size() {
        4 => at!(4),
        6 => at!(6),
        8 => at!(8),
        9 => at!(9),
        10 => at!(10),
        12 => at!(12),
        14 => at!(14),
        15 => at!(15),
        16 => at!(16),
        18 => at!(18),
        20 => at!(20),
        21 => at!(21),
        22 => at!(22),
        24 => at!(24),
        25 => at!(25),
        n => panic!("no shape has size {n}"),
    }
}

/// With 3 × 3 boxes, the 9 × 9 API answers as the sized one did. Returns the calls made.
pub(super) fn classic_agrees(
    cells: &[c_int],
    v: c_int,
    s: c_int,
    solved: &[c_int],
    counts: &[c_uint],
) -> u32 {
    let mut grid = [[0; 9]; 9];
    for (out, &x) in grid.iter_mut().flatten().zip(cells) {
        *out = x;
    }
    let mut g = grid;
    // SAFETY: `g` is a whole int[9][9] in this frame.
    let v9 = unsafe { sudoku_validate(g.as_mut_ptr()) };
    let s9 = unsafe { sudoku_solve(g.as_mut_ptr()) };
    let mut n9 = COUNT_SENTINEL;
    let c9 = unsafe { sudoku_count_solutions(grid.as_mut_ptr(), COUNT_LIMIT, &mut n9) };
    ensure_n!(
        v9 == v && s9 == s,
        3,
        3,
        cells,
        "the 9 x 9 API gave {v9} and {s9}, the sized {v} and {s}"
    );
    if s == SUDOKU_OK {
        ensure_n!(
            g.as_flattened() == &solved[..81],
            3,
            3,
            cells,
            "sudoku_solve and sudoku_solve_n differ"
        );
    }
    if c9 == SUDOKU_OK {
        ensure_n!(
            n9 == counts[COUNT_LIMIT as usize],
            3,
            3,
            cells,
            "the 9 x 9 count is {n9}"
        );
    }
    3
}
