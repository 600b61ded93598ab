//! The C ABI of libsudoku: `sudoku_solve(int grid[9][9])` and the rest of `include/sudoku.h`.
//!
//! Conventions, for every function:
//! - Every pointer is checked for NULL first (`SUDOKU_NULL_POINTER`).
//! - The grid's values are checked next (`SUDOKU_INVALID_VALUE`), then its givens
//!   (`SUDOKU_CONFLICT`), before any search.
//! - Outputs are written only on `SUDOKU_OK`: on any other status the caller's grid and
//!   counters are exactly as they were.
//! - No global mutable state but the processor check's answer, kept once found ([`engine`]),
//!   no allocation, a bounded stack: every function is reentrant and thread-safe. A panic
//!   never crosses into C: the library is built with `panic = "abort"`, and every export is
//!   an `extern "C"` function, which aborts rather than unwind.
//!
//! A C grid is `int grid[9][9]`; as a parameter it is a pointer to its first row, which is what
//! the Rust side takes (`*mut [c_int; 9]`), so a caller passes its array with no cast.
#![no_std]

// The modules in the order of the header: the solving functions first, and the engine they
// search with.
mod boundary;
#[doc(hidden)]
pub mod engine;
mod solve;

mod info;
// Many puzzles in one call.
mod batch;
// New puzzles from a seed, and seeded shuffles.
mod generate;
// Pencil marks.
mod candidates;
// Hints, ratings and the path (the explainer): numbers and names, the step, hints, ratings.
mod explain;
mod hint;
mod rating;
mod step;
// Other sizes: N x N grids with R x C boxes.
mod sized;
// Puzzles of other sizes.
mod sized_generate;

use core::ffi::c_int;

pub use batch::sudoku_solve_batch;
pub use candidates::sudoku_candidates;
pub use explain::*;
pub use generate::*;
pub use hint::*;
pub use info::*;
pub use rating::*;
pub use sized::{
    sudoku_count_solutions_bounded_n, sudoku_count_solutions_n, sudoku_parse_n,
    sudoku_solve_any_bounded_n, sudoku_solve_any_n, sudoku_solve_bounded_n, sudoku_solve_n,
    sudoku_solve_unique_n, sudoku_validate_n, SUDOKU_DEFAULT_GUESSES_N,
};
pub use sized_generate::{
    sudoku_generate_n, sudoku_generate_solution_n, SUDOKU_DEFAULT_GENERATE_GUESSES_N,
};
pub use solve::*;
pub use step::*;

/// Success.
pub const SUDOKU_OK: c_int = 0;
/// The givens are legal but no grid completes them.
pub const SUDOKU_NO_SOLUTION: c_int = 1;
/// More than one grid completes the givens (`sudoku_solve_unique`).
pub const SUDOKU_MULTIPLE_SOLUTIONS: c_int = 2;
/// A cell holds a value other than 0 (empty) or 1 to 9.
pub const SUDOKU_INVALID_VALUE: c_int = 3;
/// A digit is given twice in a row, column or box.
pub const SUDOKU_CONFLICT: c_int = 4;
/// A pointer argument is NULL.
pub const SUDOKU_NULL_POINTER: c_int = 5;
/// The text is not 81 cells of `1`-`9`, `0` or `.` (`sudoku_parse`).
pub const SUDOKU_PARSE_ERROR: c_int = 6;
/// The search needed more guesses than allowed (`sudoku_solve_bounded`), or the generator
/// more attempts (`sudoku_generate`).
pub const SUDOKU_LIMIT_REACHED: c_int = 7;
/// The generator's options are invalid or cannot be met (`sudoku_generate`).
pub const SUDOKU_BAD_OPTIONS: c_int = 8;
/// This build of the library cannot do what was asked (`sudoku_generate`: a non-zero byte past
/// the fields it knows, or a level without the rating linked in).
pub const SUDOKU_UNSUPPORTED: c_int = 9;
/// The box dimensions are not R × C with R, C ≥ 2 and R·C from 4 to 25 (the `_n` functions).
pub const SUDOKU_INVALID_SIZE: c_int = 13;

/// The Rust examples of `README.md`, run as doctests so that the README stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

/// The Rust example of `docs/SIZES.md`, run as a doctest for the same reason.
#[cfg(doctest)]
#[doc = include_str!("../docs/SIZES.md")]
pub struct SizesDoctests;
