//! The C ABI of libsudoku: `sudoku_solve(int grid[9][9])` and the rest of `include/sudoku.h`.
//!
//! Conventions, for every function:
//! - Every pointer is checked for NULL first (`SUDOKU_NULL_POINTER`).
//! - The grid's values are checked next (`SUDOKU_INVALID_VALUE`), then its givens
//!   (`SUDOKU_CONFLICT`), before any search.
//! - Outputs are written only on `SUDOKU_OK`: on any other status the caller's grid and
//!   counters are exactly as they were.
//! - No global mutable state, no allocation, a bounded stack: every function is reentrant and
//!   thread-safe. A panic never crosses into C: the library is built with `panic = "abort"`,
//!   and every export is an `extern "C"` function, which aborts rather than unwind.
//!
//! A C grid is `int grid[9][9]`; as a parameter it is a pointer to its first row, which is what
//! the Rust side takes (`*mut [c_int; 9]`), so a caller passes its array with no cast.
#![no_std]

#[cfg(not(target_os = "none"))]
extern crate std;

use core::ffi::{c_char, c_int, c_uint, c_ulong, CStr};

use sudoku_core::{Cells, Error, Grid};

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
/// The search needed more guesses than allowed (`sudoku_solve_bounded`).
pub const SUDOKU_LIMIT_REACHED: c_int = 7;

/// The status number of a core error.
fn status(error: Error) -> c_int {
    c_int::from(error.code())
}

/// Reads a C grid, checking the range of every value (the givens are checked by the core
/// function it goes to, conflicts after values).
fn read_grid(grid: &[[c_int; 9]; 9]) -> Result<Cells, Error> {
    let mut cells: Cells = [[0; 9]; 9];
    // No branch per cell, so that the loop compiles to vector operations: a value out of
    // range (a negative one is a large one as `u32`) is noted and reported after the loop.
    // The cells are not used then, so the truncated copy of such a value does not matter.
    let mut out_of_range = false;
    for (&value, cell) in grid.as_flattened().iter().zip(cells.as_flattened_mut()) {
        out_of_range |= value as u32 > 9;
        *cell = value as u8;
    }
    if out_of_range {
        return Err(Error::InvalidValue);
    }
    Ok(cells)
}

/// `unsigned int` is 16 or 32 bits, depending on the target; widening is lossless.
#[allow(clippy::useless_conversion)] // the identity where `c_uint` is `u32`
fn widen_uint(n: c_uint) -> u32 {
    u32::from(n)
}

/// `unsigned long` is 32 or 64 bits, depending on the target; widening is lossless.
#[allow(clippy::useless_conversion)] // the identity where `c_ulong` is `u64`
fn widen_ulong(n: c_ulong) -> u64 {
    u64::from(n)
}

fn write_grid(grid: &mut [[c_int; 9]; 9], solution: &Cells) {
    for (row, src) in grid.iter_mut().zip(solution) {
        for (cell, &d) in row.iter_mut().zip(src) {
            *cell = c_int::from(d);
        }
    }
}

/// Borrows the caller's 9×9 grid, or `None` for NULL.
///
/// # Safety
/// `grid` is NULL or points to 81 readable and writable `int`s not accessed elsewhere during
/// the call.
unsafe fn grid_mut<'a>(grid: *mut [c_int; 9]) -> Option<&'a mut [[c_int; 9]; 9]> {
    // SAFETY: the caller guarantees that a non-NULL `grid` points to a whole, exclusively
    // borrowed `int[9][9]`, which has the layout of `[[c_int; 9]; 9]`.
    unsafe { grid.cast::<[[c_int; 9]; 9]>().as_mut() }
}

/// Solves `grid` in place: fills it with the first solution in row-major order, trying digits
/// in ascending order (the grid textbook backtracking prints, also when the puzzle has several
/// solutions).
///
/// # Returns
/// - `SUDOKU_OK`: `grid` now holds the solution.
/// - `SUDOKU_NO_SOLUTION`: the givens are legal but cannot be completed.
/// - `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`, `SUDOKU_NULL_POINTER`: bad input.
///
/// On any status but `SUDOKU_OK`, `grid` is unchanged.
///
/// # Safety
/// Either `grid` is NULL, or it points to an `int[9][9]` that is readable and writable and
/// that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve(grid: *mut [c_int; 9]) -> c_int {
    // SAFETY: forwarded from this function's contract.
    let Some(grid) = (unsafe { grid_mut(grid) }) else {
        return SUDOKU_NULL_POINTER;
    };
    match read_grid(grid).and_then(|cells| sudoku_core::solve(&cells)) {
        Ok(solution) => {
            write_grid(grid, &solution);
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// Solves `grid` in place only if it has exactly one solution.
///
/// # Returns
/// - `SUDOKU_OK`: `grid` now holds the one solution.
/// - `SUDOKU_MULTIPLE_SOLUTIONS` or `SUDOKU_NO_SOLUTION`.
/// - `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`, `SUDOKU_NULL_POINTER`: bad input.
///
/// On any status but `SUDOKU_OK`, `grid` is unchanged.
///
/// # Safety
/// Either `grid` is NULL, or it points to an `int[9][9]` that is readable and writable and
/// that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_unique(grid: *mut [c_int; 9]) -> c_int {
    // SAFETY: forwarded from this function's contract.
    let Some(grid) = (unsafe { grid_mut(grid) }) else {
        return SUDOKU_NULL_POINTER;
    };
    match read_grid(grid).and_then(|cells| sudoku_core::solve_unique(&cells)) {
        Ok(solution) => {
            write_grid(grid, &solution);
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// Counts the solutions of `grid`, no further than `limit`, into `*count`. Never changes the
/// grid. Legal givens with no solution are `SUDOKU_OK` with a count of 0; `limit` 0 gives 0.
///
/// # Returns
/// - `SUDOKU_OK`: `*count` is min(number of solutions, `limit`).
/// - `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`, `SUDOKU_NULL_POINTER`: bad input; `*count`
///   is unchanged.
///
/// # Safety
/// Either `grid` is NULL, or it points to a readable `int[9][9]` that no other thread writes
/// during the call; either `count` is NULL, or it points to a writable `unsigned int`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions(
    grid: *mut [c_int; 9],
    limit: c_uint,
    count: *mut c_uint,
) -> c_int {
    // SAFETY: forwarded from this function's contract; the grid is only read.
    let grid = unsafe { grid_mut(grid) };
    // SAFETY: `count` is NULL or points to a writable `unsigned int` (this function's contract).
    let count = unsafe { count.as_mut() };
    let (Some(grid), Some(count)) = (grid, count) else {
        return SUDOKU_NULL_POINTER;
    };
    match read_grid(grid).and_then(|cells| sudoku_core::count_solutions(&cells, widen_uint(limit)))
    {
        Ok(n) => {
            // `c_uint` is at least 16 bits; the count never exceeds `limit`, so it fits back.
            *count = c_uint::try_from(n).unwrap_or(limit);
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// Checks the givens only: values in range and no digit repeated in a row, column or box.
/// Legal givens are `SUDOKU_OK` even when the puzzle has no solution. Never changes the grid.
///
/// # Returns
/// `SUDOKU_OK`, `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT` or `SUDOKU_NULL_POINTER`.
///
/// # Safety
/// Either `grid` is NULL, or it points to a readable `int[9][9]` that no other thread writes
/// during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_validate(grid: *mut [c_int; 9]) -> c_int {
    // SAFETY: forwarded from this function's contract; the grid is only read.
    let Some(grid) = (unsafe { grid_mut(grid) }) else {
        return SUDOKU_NULL_POINTER;
    };
    match read_grid(grid).and_then(Grid::new) {
        Ok(_) => SUDOKU_OK,
        Err(e) => status(e),
    }
}

/// Reads a puzzle from the NUL-terminated `text` into `grid`: 81 cells, `1`-`9` for givens,
/// `0` or `.` for empty cells; white space and the separators `|`, `-`, `+` are skipped, so
/// both the one-line format of puzzle collections and the boxed layout of the examples read.
/// Only the syntax is checked: use `sudoku_validate` for the givens.
///
/// # Returns
/// - `SUDOKU_OK`: `grid` holds the 81 cells.
/// - `SUDOKU_PARSE_ERROR`: another character, or a number of cells other than 81.
/// - `SUDOKU_NULL_POINTER`.
///
/// On any status but `SUDOKU_OK`, `grid` is unchanged.
///
/// # Safety
/// Either `text` is NULL, or it points to a NUL-terminated string; either `grid` is NULL, or
/// it points to a writable `int[9][9]` that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_parse(text: *const c_char, grid: *mut [c_int; 9]) -> c_int {
    if text.is_null() {
        return SUDOKU_NULL_POINTER;
    }
    // SAFETY: forwarded from this function's contract.
    let Some(grid) = (unsafe { grid_mut(grid) }) else {
        return SUDOKU_NULL_POINTER;
    };
    // SAFETY: `text` is non-NULL and NUL-terminated (this function's contract).
    let text = unsafe { CStr::from_ptr(text) };
    match sudoku_core::parse(text.to_bytes()) {
        Ok(cells) => {
            for (row, src) in grid.iter_mut().zip(cells) {
                for (cell, d) in row.iter_mut().zip(src) {
                    *cell = c_int::from(d);
                }
            }
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// Solves `grid` in place like `sudoku_solve`, but gives up rather than make more than
/// `max_guesses` guesses (a guess is one option tried where the search branches: a digit in
/// a cell with two or more candidates, or where a digit goes in a band), for callers with a
/// deadline. Puzzles solved by propagation alone need no guess.
///
/// # Returns
/// - `SUDOKU_OK`: `grid` holds the solution.
/// - `SUDOKU_LIMIT_REACHED`: the search needed more than `max_guesses` guesses.
/// - `SUDOKU_NO_SOLUTION`, `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`, `SUDOKU_NULL_POINTER`.
///
/// Whatever the status, if `guesses` is not NULL and the grid was searched (`SUDOKU_OK`,
/// `SUDOKU_NO_SOLUTION`, `SUDOKU_LIMIT_REACHED`), `*guesses` receives the guesses made. On
/// any status but `SUDOKU_OK`, `grid` is unchanged.
///
/// # Safety
/// Either `grid` is NULL, or it points to an `int[9][9]` that is readable and writable and
/// that no other thread touches during the call; either `guesses` is NULL, or it points to a
/// writable `unsigned long`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_bounded(
    grid: *mut [c_int; 9],
    max_guesses: c_ulong,
    guesses: *mut c_ulong,
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    let Some(grid) = (unsafe { grid_mut(grid) }) else {
        return SUDOKU_NULL_POINTER;
    };
    // SAFETY: `guesses` is NULL or points to a writable `unsigned long` (this function's
    // contract).
    let guesses = unsafe { guesses.as_mut() };
    let run = match read_grid(grid)
        .and_then(|cells| sudoku_core::solve_bounded(&cells, widen_ulong(max_guesses)))
    {
        Ok(run) => run,
        Err(e) => return status(e),
    };
    if let Some(out) = guesses {
        // The search stops at `max_guesses`, which came from a `c_ulong`.
        *out = c_ulong::try_from(run.guesses).unwrap_or(max_guesses);
    }
    match run.result {
        Ok(solution) => {
            write_grid(grid, solution.cells());
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// Solves a compact grid in place: 81 bytes row by row, 0 for empty, 1 to 9 for givens (81
/// bytes instead of 324, for callers short of RAM). Same answer and statuses as
/// `sudoku_solve`.
///
/// # Safety
/// Either `cells` is NULL, or it points to 81 readable and writable bytes that no other thread
/// touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_cells(cells: *mut u8) -> c_int {
    // SAFETY: a non-NULL `cells` points to 81 exclusively borrowed bytes (this function's
    // contract), the layout of `[[u8; 9]; 9]` (size 81, alignment 1, rows in order).
    let Some(cells) = (unsafe { cells.cast::<Cells>().as_mut() }) else {
        return SUDOKU_NULL_POINTER;
    };
    match sudoku_core::solve(cells) {
        Ok(solution) => {
            *cells = solution;
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// A static, non-empty English sentence for a status; numbers it does not know get a sentence
/// that says so. Never NULL; the caller must not free it.
///
/// # Safety
/// Safe to call with any value.
#[no_mangle]
pub extern "C" fn sudoku_status_message(status: c_int) -> *const c_char {
    let text: &'static CStr = match status {
        SUDOKU_OK => c"success",
        SUDOKU_NO_SOLUTION => c"the puzzle has no solution",
        SUDOKU_MULTIPLE_SOLUTIONS => c"the puzzle has more than one solution",
        SUDOKU_INVALID_VALUE => c"a cell holds a value other than 0 (empty) or 1 to 9",
        SUDOKU_CONFLICT => c"a digit is given twice in a row, column or box",
        SUDOKU_NULL_POINTER => c"a pointer argument is NULL",
        SUDOKU_PARSE_ERROR => c"the text is not 81 cells of 1-9, 0 or '.'",
        SUDOKU_LIMIT_REACHED => c"the search needed more guesses than allowed",
        _ => c"unknown status",
    };
    text.as_ptr()
}

/// The library's version, such as `"0.1.0"`: a static string; the caller must not free it.
///
/// # Safety
/// Safe to call.
#[no_mangle]
pub extern "C" fn sudoku_version() -> *const c_char {
    const VERSION: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(v) => v,
            Err(_) => panic!("the version has no NUL inside"),
        };
    VERSION.as_ptr()
}

#[cfg(target_os = "none")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    // Unreachable in practice: the core has no reachable panic. A bare-metal C firmware that
    // links libsudoku.a gets a handler that stops here instead of a link error.
    loop {}
}

/// The Rust examples of `README.md`, run as doctests so that the README stays true.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
