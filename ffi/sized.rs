//! The C API of the sized grids: N × N `int`s row by row, with boxes of `box_rows` ×
//! `box_cols` (both at least 2, N = box_rows × box_cols from 4 to 25), beside the 9 × 9
//! functions of `lib.rs`, which stay as they are.
//!
//! The same conventions as every other function: pointers are checked for NULL first
//! (`SUDOKU_NULL_POINTER`), then the box dimensions (`SUDOKU_INVALID_SIZE`), then every cell's
//! value (`SUDOKU_INVALID_VALUE`: outside 0 to N), then the givens (`SUDOKU_CONFLICT`); outputs
//! are written only on `SUDOKU_OK`.

use core::ffi::{c_char, c_int, c_uint, c_ulong, CStr};

use sudoku_core::sized::{self, Shape};
use sudoku_core::Error;

use crate::boundary::{status, widen_uint, widen_ulong};
use crate::{SUDOKU_NULL_POINTER, SUDOKU_OK};

/// The checked shape of `box_rows` × `box_cols` (negative values are bad sizes too).
pub(crate) fn shape(box_rows: c_int, box_cols: c_int) -> Result<Shape, Error> {
    let rows = usize::try_from(box_rows).map_err(|_| Error::Size)?;
    let cols = usize::try_from(box_cols).map_err(|_| Error::Size)?;
    Shape::new(rows, cols)
}

/// `SUDOKU_NULL_POINTER` for NULL cells, then the checked shape or `SUDOKU_INVALID_SIZE`.
fn checked_shape(box_rows: c_int, box_cols: c_int, null: bool) -> Result<Shape, c_int> {
    if null {
        return Err(SUDOKU_NULL_POINTER);
    }
    shape(box_rows, box_cols).map_err(status)
}

/// The steps every sized function shares, in the order of the conventions: `cells` NULL
/// (`SUDOKU_NULL_POINTER`), then the shape (`SUDOKU_INVALID_SIZE`); then `run` on the
/// caller's N × N cells, its error as the status. A caller's other pointers are checked for
/// NULL before this.
///
/// # Safety
/// `cells` is NULL or points to N × N readable and writable `int`s for the shape of
/// `box_rows` × `box_cols`, not accessed elsewhere during the call.
pub(crate) unsafe fn with_cells_mut(
    box_rows: c_int,
    box_cols: c_int,
    cells: *mut c_int,
    run: impl FnOnce(Shape, &mut [c_int]) -> Result<(), Error>,
) -> c_int {
    let shape = match checked_shape(box_rows, box_cols, cells.is_null()) {
        Ok(shape) => shape,
        Err(status) => return status,
    };
    // SAFETY: non-NULL, and the caller guarantees `shape.cells()` exclusively borrowed ints.
    let cells = unsafe { core::slice::from_raw_parts_mut(cells, shape.cells()) };
    run(shape, cells).map_or_else(status, |()| SUDOKU_OK)
}

/// [`with_cells_mut`] for functions that only read the cells.
///
/// # Safety
/// `cells` is NULL or points to N × N readable `int`s for the shape of `box_rows` ×
/// `box_cols`, which no other thread writes during the call.
unsafe fn with_cells_ref(
    box_rows: c_int,
    box_cols: c_int,
    cells: *const c_int,
    run: impl FnOnce(Shape, &[c_int]) -> Result<(), Error>,
) -> c_int {
    let shape = match checked_shape(box_rows, box_cols, cells.is_null()) {
        Ok(shape) => shape,
        Err(status) => return status,
    };
    // SAFETY: non-NULL, and the caller guarantees `shape.cells()` readable ints.
    let cells = unsafe { core::slice::from_raw_parts(cells, shape.cells()) };
    run(shape, cells).map_or_else(status, |()| SUDOKU_OK)
}

/// Solves `cells` in place: N × N `int`s row by row (0 for empty, 1 to N for a given), boxes of
/// `box_rows` × `box_cols`. Fills them with the first solution in row-major order, trying
/// digits in ascending order (what textbook backtracking over the same layout prints). With
/// 3 × 3 boxes it answers exactly as `sudoku_solve`.
///
/// The work is bounded by `SUDOKU_DEFAULT_GUESSES_N` guesses (`sudoku_solve_bounded_n` sets
/// another budget). A puzzle with one solution or none needs a count to two: a few hundred
/// guesses at most on the published 16 × 16 puzzles, but more than the budget on most minimal
/// 25 × 25 ones. A grid with several solutions needs more (a search per cell where a smaller
/// digit than the last solution found must be ruled out): the empty grids of 2 × 11, 3 × 7,
/// 3 × 8, 5 × 4, 5 × 5, 6 × 4, 7 × 3, 11 × 2 and 12 × 2 boxes, and sparse grids of those and
/// other shapes of 18 × 18 and more, end with `SUDOKU_LIMIT_REACHED` (their row-major-first
/// solution needs proofs that the search does not finish within the budget).
/// `sudoku_solve_any_n` solves every empty grid in a few hundred guesses.
///
/// # Returns
/// - `SUDOKU_OK`: `cells` now holds the solution.
/// - `SUDOKU_NO_SOLUTION`: the givens are legal but cannot be completed.
/// - `SUDOKU_LIMIT_REACHED`: the search needed more than `SUDOKU_DEFAULT_GUESSES_N` guesses.
/// - `SUDOKU_NULL_POINTER`, `SUDOKU_INVALID_SIZE`, `SUDOKU_INVALID_VALUE` (a value outside 0
///   to N), `SUDOKU_CONFLICT`: bad input, checked in that order.
///
/// On any status but `SUDOKU_OK`, `cells` is unchanged.
///
/// # Safety
/// Either `cells` is NULL, or it points to N × N `int`s (N = `box_rows * box_cols`) that are
/// readable and writable and that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_n(
    box_rows: c_int,
    box_cols: c_int,
    cells: *mut c_int,
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    unsafe {
        with_cells_mut(box_rows, box_cols, cells, |shape, cells| {
            sized::solve(shape, cells)
        })
    }
}

/// Solves `cells` (as for `sudoku_solve_n`) only if it has exactly one solution. The work is a
/// count to two, bounded by `SUDOKU_DEFAULT_GUESSES_N` guesses (for another budget:
/// `sudoku_count_solutions_bounded_n` to 2, then `sudoku_solve_any_bounded_n`).
///
/// # Returns
/// - `SUDOKU_OK`: `cells` now holds the one solution.
/// - `SUDOKU_MULTIPLE_SOLUTIONS` or `SUDOKU_NO_SOLUTION`.
/// - `SUDOKU_LIMIT_REACHED`: the count needed more than `SUDOKU_DEFAULT_GUESSES_N` guesses.
/// - `SUDOKU_NULL_POINTER`, `SUDOKU_INVALID_SIZE`, `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`.
///
/// On any status but `SUDOKU_OK`, `cells` is unchanged.
///
/// # Safety
/// Either `cells` is NULL, or it points to N × N `int`s (N = `box_rows * box_cols`) that are
/// readable and writable and that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_unique_n(
    box_rows: c_int,
    box_cols: c_int,
    cells: *mut c_int,
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    unsafe {
        with_cells_mut(box_rows, box_cols, cells, |shape, cells| {
            sized::solve_unique(shape, cells)
        })
    }
}

/// Counts the solutions of `cells` (as for `sudoku_solve_n`), no further than `limit`, into
/// `*count`. Never changes the cells. Legal givens with no solution are `SUDOKU_OK` with a
/// count of 0; `limit` 0 gives 0. The work is bounded by `SUDOKU_DEFAULT_GUESSES_N` guesses
/// (`sudoku_count_solutions_bounded_n` sets another budget): a count to a few on any grid of
/// published or generated puzzles takes far fewer; a large `limit` on a sparse grid
/// enumerates solutions one by one and reaches it.
///
/// # Returns
/// - `SUDOKU_OK`: `*count` is min(number of solutions, `limit`).
/// - `SUDOKU_LIMIT_REACHED`: the search needed more than `SUDOKU_DEFAULT_GUESSES_N` guesses;
///   `*count` is unchanged.
/// - `SUDOKU_NULL_POINTER`, `SUDOKU_INVALID_SIZE`, `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`:
///   `*count` is unchanged.
///
/// # Safety
/// Either `cells` is NULL, or it points to N × N readable `int`s (N = `box_rows * box_cols`)
/// that no other thread writes during the call; either `count` is NULL, or it points to a
/// writable `unsigned int`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions_n(
    box_rows: c_int,
    box_cols: c_int,
    cells: *const c_int,
    limit: c_uint,
    count: *mut c_uint,
) -> c_int {
    // SAFETY: `count` is NULL or points to a writable `unsigned int` (this function's contract).
    let Some(count) = (unsafe { count.as_mut() }) else {
        return SUDOKU_NULL_POINTER;
    };
    let count_into = |shape, cells: &[c_int]| {
        let n = sized::count_solutions(shape, cells, widen_uint(limit))?;
        // The count never exceeds `limit`, which came from a `c_uint`.
        *count = c_uint::try_from(n).unwrap_or(limit);
        Ok(())
    };
    // SAFETY: forwarded from this function's contract.
    unsafe { with_cells_ref(box_rows, box_cols, cells, count_into) }
}

/// Checks the givens only: the box dimensions, the values (0 to N) and no digit repeated in a
/// row, column or box. Legal givens are `SUDOKU_OK` even when the puzzle has no solution.
///
/// # Returns
/// `SUDOKU_OK`, `SUDOKU_NULL_POINTER`, `SUDOKU_INVALID_SIZE`, `SUDOKU_INVALID_VALUE` or
/// `SUDOKU_CONFLICT`.
///
/// # Safety
/// Either `cells` is NULL, or it points to N × N readable `int`s (N = `box_rows * box_cols`)
/// that no other thread writes during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_validate_n(
    box_rows: c_int,
    box_cols: c_int,
    cells: *const c_int,
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    unsafe { with_cells_ref(box_rows, box_cols, cells, sized::validate) }
}

/// Reads a puzzle from the NUL-terminated `text` into `cells` (N × N `int`s row by row), in
/// one of two forms: one symbol a cell (`1`-`9`, then `A` to `P` in either case for 10 to 25,
/// `0` or `.` for empty; white space and `|`, `-`, `+` skipped), or numbers `0` to N separated
/// by white space or commas. Text that reads as exactly N × N symbols is symbols; otherwise
/// numbers. Only the syntax is checked: use `sudoku_validate_n` for the givens.
///
/// # Returns
/// - `SUDOKU_OK`: `cells` holds the N × N cells.
/// - `SUDOKU_PARSE_ERROR`: another character, a value above N, or a count of cells other
///   than N × N.
/// - `SUDOKU_NULL_POINTER`, `SUDOKU_INVALID_SIZE`.
///
/// On any status but `SUDOKU_OK`, `cells` is unchanged.
///
/// # Safety
/// Either `text` is NULL, or it points to a NUL-terminated string; either `cells` is NULL, or
/// it points to N × N writable `int`s (N = `box_rows * box_cols`) that no other thread touches
/// during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_parse_n(
    box_rows: c_int,
    box_cols: c_int,
    text: *const c_char,
    cells: *mut c_int,
) -> c_int {
    if text.is_null() {
        return SUDOKU_NULL_POINTER;
    }
    // SAFETY: `text` is non-NULL and NUL-terminated (this function's contract).
    let text = unsafe { CStr::from_ptr(text) };
    // SAFETY: forwarded from this function's contract.
    unsafe {
        with_cells_mut(box_rows, box_cols, cells, |shape, cells| {
            sized::parse_into(shape, text.to_bytes(), cells)
        })
    }
}

/// The guesses a search of the `_n` functions without a `max_guesses` may make before it
/// gives up with `SUDOKU_LIMIT_REACHED`. A guess is one digit tried in a cell, or one place
/// tried for a digit in a row, column or box, where the search branches. A guess costs about
/// 1 µs at 6 × 6 and 10 to 90 µs at 20 × 20 and 25 × 25 (the row-major-first search's are the
/// dearest), so this budget is up to half a minute at 25 × 25, a few seconds at 22 × 22.
pub const SUDOKU_DEFAULT_GUESSES_N: c_ulong = 300_000;
// `unsigned long` is 32 bits on some targets: the value fits either way.
#[allow(clippy::unnecessary_cast)]
const _: () = assert!(SUDOKU_DEFAULT_GUESSES_N as u64 == sized::DEFAULT_GUESSES);

/// `sudoku_solve_n` that gives up rather than make more than `max_guesses` guesses (a guess is
/// one digit tried in a cell, or one place tried for a digit in a unit, where the search
/// branches), for callers with a deadline.
///
/// # Returns
/// - `SUDOKU_OK`: `cells` holds the solution.
/// - `SUDOKU_LIMIT_REACHED`: the search needed more than `max_guesses` guesses.
/// - `SUDOKU_NO_SOLUTION`, `SUDOKU_NULL_POINTER`, `SUDOKU_INVALID_SIZE`,
///   `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`.
///
/// If `guesses` is not NULL and the cells were searched (`SUDOKU_OK`, `SUDOKU_NO_SOLUTION`,
/// `SUDOKU_LIMIT_REACHED`), `*guesses` receives the guesses made. On any status but
/// `SUDOKU_OK`, `cells` is unchanged.
///
/// # Safety
/// Either `cells` is NULL, or it points to N × N `int`s (N = `box_rows * box_cols`) that are
/// readable and writable and that no other thread touches during the call; either `guesses`
/// is NULL, or it points to a writable `unsigned long`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_bounded_n(
    box_rows: c_int,
    box_cols: c_int,
    cells: *mut c_int,
    max_guesses: c_ulong,
    guesses: *mut c_ulong,
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    unsafe {
        bounded(
            box_rows,
            box_cols,
            cells,
            max_guesses,
            guesses,
            sized::solve_bounded,
        )
    }
}

/// Solves `cells` in place (as for `sudoku_solve_n`) with any one solution, as fast as the
/// search finds one: the one solution of a puzzle that has one; on a grid with several, which
/// one is unspecified (`sudoku_solve_n` gives the textbook's), but always the same for the
/// same grid. The search propagates naked and hidden singles and locked candidates, and
/// branches where the choice is narrowest (a cell with the fewest candidates, or a digit with
/// the fewest places in a row, column or box); it solves the empty grid of every shape, and
/// the published 16 × 16 and 25 × 25 puzzles, in a few hundred guesses at most. The work is
/// bounded by `SUDOKU_DEFAULT_GUESSES_N` guesses (`sudoku_solve_any_bounded_n` sets another
/// budget).
///
/// # Returns
/// - `SUDOKU_OK`: `cells` now holds a solution.
/// - `SUDOKU_NO_SOLUTION`: the givens are legal but cannot be completed.
/// - `SUDOKU_LIMIT_REACHED`: the search needed more than `SUDOKU_DEFAULT_GUESSES_N` guesses.
/// - `SUDOKU_NULL_POINTER`, `SUDOKU_INVALID_SIZE`, `SUDOKU_INVALID_VALUE` (a value outside 0
///   to N), `SUDOKU_CONFLICT`: bad input, checked in that order.
///
/// On any status but `SUDOKU_OK`, `cells` is unchanged.
///
/// # Safety
/// Either `cells` is NULL, or it points to N × N `int`s (N = `box_rows * box_cols`) that are
/// readable and writable and that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_any_n(
    box_rows: c_int,
    box_cols: c_int,
    cells: *mut c_int,
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    unsafe {
        with_cells_mut(box_rows, box_cols, cells, |shape, cells| {
            sized::solve_any(shape, cells)
        })
    }
}

/// `sudoku_solve_any_n` that gives up rather than make more than `max_guesses` guesses, as
/// `sudoku_solve_bounded_n` does.
///
/// # Returns
/// - `SUDOKU_OK`: `cells` holds a solution.
/// - `SUDOKU_LIMIT_REACHED`: the search needed more than `max_guesses` guesses.
/// - `SUDOKU_NO_SOLUTION`, `SUDOKU_NULL_POINTER`, `SUDOKU_INVALID_SIZE`,
///   `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`.
///
/// If `guesses` is not NULL and the cells were searched (`SUDOKU_OK`, `SUDOKU_NO_SOLUTION`,
/// `SUDOKU_LIMIT_REACHED`), `*guesses` receives the guesses made. On any status but
/// `SUDOKU_OK`, `cells` is unchanged.
///
/// # Safety
/// Either `cells` is NULL, or it points to N × N `int`s (N = `box_rows * box_cols`) that are
/// readable and writable and that no other thread touches during the call; either `guesses`
/// is NULL, or it points to a writable `unsigned long`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_any_bounded_n(
    box_rows: c_int,
    box_cols: c_int,
    cells: *mut c_int,
    max_guesses: c_ulong,
    guesses: *mut c_ulong,
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    unsafe {
        let search = sized::solve_any_bounded::<c_int>;
        bounded(box_rows, box_cols, cells, max_guesses, guesses, search)
    }
}

/// `sudoku_count_solutions_n` that gives up rather than make more than `max_guesses` guesses:
/// a count a caller with a deadline can bound.
///
/// # Returns
/// - `SUDOKU_OK`: `*count` is min(number of solutions, `limit`).
/// - `SUDOKU_LIMIT_REACHED`: the search needed more than `max_guesses` guesses; `*count` is
///   unchanged.
/// - `SUDOKU_NULL_POINTER` (`cells` or `count` NULL), `SUDOKU_INVALID_SIZE`,
///   `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`: `*count` is unchanged.
///
/// If `guesses` is not NULL and the cells were searched (`SUDOKU_OK`,
/// `SUDOKU_LIMIT_REACHED`), `*guesses` receives the guesses made. The cells never change.
///
/// # Safety
/// Either `cells` is NULL, or it points to N × N readable `int`s (N = `box_rows * box_cols`)
/// that no other thread writes during the call; either `count` is NULL, or it points to a
/// writable `unsigned int`; either `guesses` is NULL, or it points to a writable `unsigned
/// long`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_count_solutions_bounded_n(
    box_rows: c_int,
    box_cols: c_int,
    cells: *const c_int,
    limit: c_uint,
    max_guesses: c_ulong,
    count: *mut c_uint,
    guesses: *mut c_ulong,
) -> c_int {
    // SAFETY: `count` and `guesses` are NULL or point to writable counters (this function's
    // contract).
    let (Some(count), guesses) = (unsafe { count.as_mut() }, unsafe { guesses.as_mut() }) else {
        return SUDOKU_NULL_POINTER;
    };
    let count_into = |shape, cells: &[c_int]| {
        let run = sized::count_solutions_bounded(
            shape,
            cells,
            widen_uint(limit),
            widen_ulong(max_guesses),
        )?;
        if let Some(out) = guesses {
            // The search stops at `max_guesses`, which came from a `c_ulong`.
            *out = c_ulong::try_from(run.guesses).unwrap_or(max_guesses);
        }
        // The count never exceeds `limit`, which came from a `c_uint`.
        *count = c_uint::try_from(run.result?).unwrap_or(limit);
        Ok(())
    };
    // SAFETY: forwarded from this function's contract.
    unsafe { with_cells_ref(box_rows, box_cols, cells, count_into) }
}

/// A bounded solve of the slice functions: `sized::solve_bounded` or `solve_any_bounded`.
type BoundedSolve = fn(Shape, &mut [c_int], u64) -> Result<sized::Bounded<()>, Error>;

/// The bounded solves: `search` on the caller's cells with `max_guesses`, the guesses into
/// `*guesses` (when not NULL) once the cells were searched.
///
/// # Safety
/// As `sudoku_solve_bounded_n`'s contract.
unsafe fn bounded(
    box_rows: c_int,
    box_cols: c_int,
    cells: *mut c_int,
    max_guesses: c_ulong,
    guesses: *mut c_ulong,
    search: BoundedSolve,
) -> c_int {
    // SAFETY: `guesses` is NULL or points to a writable `unsigned long` (the caller's
    // contract).
    let guesses = unsafe { guesses.as_mut() };
    let run = |shape, cells: &mut [c_int]| {
        let run = search(shape, cells, widen_ulong(max_guesses))?;
        if let Some(out) = guesses {
            // The search stops at `max_guesses`, which came from a `c_ulong`.
            *out = c_ulong::try_from(run.guesses).unwrap_or(max_guesses);
        }
        run.result
    };
    // SAFETY: forwarded from the caller's contract.
    unsafe { with_cells_mut(box_rows, box_cols, cells, run) }
}
