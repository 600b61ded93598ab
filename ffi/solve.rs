//! The 9×9 solving functions of the C ABI: solve, any, unique, count, validate, parse, bounded,
//! and the byte grid.

use core::ffi::{c_char, c_int, c_uint, c_ulong, CStr};

use sudoku_core::{Cells, Grid};

use crate::boundary::{grid_mut, read_grid, status, widen_uint, widen_ulong, write_grid};
use crate::engine::Dispatch;
use crate::{SUDOKU_NULL_POINTER, SUDOKU_OK};

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
    match read_grid(grid).and_then(|puzzle| puzzle.on(Dispatch).solve()) {
        Ok(solution) => {
            write_grid(grid, solution.cells());
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// Solves `grid` in place with any one solution, as fast as the library finds one: for callers
/// that do not need the textbook's answer (a puzzle known to have one solution, a grid to
/// fill). The answer always keeps the givens. On a puzzle with one solution it is that
/// solution; on one with several, which of them is unspecified (it may differ from
/// `sudoku_solve`'s, and between versions): use `sudoku_solve` for the row-major-first one.
///
/// # Returns
/// - `SUDOKU_OK`: `grid` now holds a solution.
/// - `SUDOKU_NO_SOLUTION`: the givens are legal but cannot be completed.
/// - `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`, `SUDOKU_NULL_POINTER`: bad input.
///
/// On any status but `SUDOKU_OK`, `grid` is unchanged.
///
/// # Safety
/// Either `grid` is NULL, or it points to an `int[9][9]` that is readable and writable and
/// that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_any(grid: *mut [c_int; 9]) -> c_int {
    // SAFETY: forwarded from this function's contract.
    let Some(grid) = (unsafe { grid_mut(grid) }) else {
        return SUDOKU_NULL_POINTER;
    };
    match read_grid(grid).and_then(|puzzle| puzzle.on(Dispatch).solve_any()) {
        Ok(solution) => {
            write_grid(grid, solution.cells());
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
    match read_grid(grid).and_then(|puzzle| puzzle.on(Dispatch).solve_unique()) {
        Ok(solution) => {
            write_grid(grid, solution.cells());
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
    match read_grid(grid).map(|puzzle| puzzle.on(Dispatch).count_solutions(widen_uint(limit))) {
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
    match read_grid(grid) {
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
            write_grid(grid, &cells);
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
        .map(|puzzle| puzzle.on(Dispatch).solve_bounded(widen_ulong(max_guesses)))
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
    match Grid::new(*cells).and_then(|puzzle| puzzle.on(Dispatch).solve()) {
        Ok(solution) => {
            *cells = *solution.cells();
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}
