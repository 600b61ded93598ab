//! Many puzzles in one call: `sudoku_solve_batch` over a buffer of 81-character records.
//!
//! The records are the one-line text of puzzle collections (`1`-`9` for givens, `0` or `.` for
//! empty cells), laid end to end with nothing between them, so that a caller that has read a
//! file of puzzles, or a language binding that has joined its strings, pays one foreign call
//! for the whole buffer instead of one a puzzle. Each puzzle gets its own status.

use core::ffi::{c_char, c_int};

use crate::boundary::status;
use crate::engine::Dispatch;
use crate::{SUDOKU_NULL_POINTER, SUDOKU_OK};

/// The length of one record: the 81 cells, row by row.
const RECORD: usize = 81;

/// Solves `count` puzzles in place, each like `sudoku_solve` (the first solution in row-major
/// order). `puzzles` holds `count` records of exactly 81 characters each, end to end with no
/// separator and no NUL: `1`-`9` for a given, `0` or `.` for an empty cell. Record `i` starts
/// at `puzzles + 81 * i`; its status goes to `statuses[i]`. A record whose status is
/// `SUDOKU_OK` is overwritten with its solution, 81 digits `1`-`9`; every other record is left
/// exactly as it was.
///
/// # Returns
/// - `SUDOKU_OK`: every puzzle was attempted and `statuses[0..count]` are written: for each,
///   `SUDOKU_OK`, `SUDOKU_NO_SOLUTION`, `SUDOKU_CONFLICT`, or `SUDOKU_PARSE_ERROR` (a character
///   other than `1`-`9`, `0` or `.` in the record).
/// - `SUDOKU_NULL_POINTER`: `puzzles` or `statuses` is NULL (even when `count` is 0); nothing
///   is written.
///
/// # Safety
/// Either `puzzles` is NULL, or it points to `81 * count` readable and writable bytes; either
/// `statuses` is NULL, or it points to `count` writable `int`s. The two do not overlap, and no
/// other thread touches them during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_solve_batch(
    puzzles: *mut c_char,
    count: usize,
    statuses: *mut c_int,
) -> c_int {
    if puzzles.is_null() || statuses.is_null() {
        return SUDOKU_NULL_POINTER;
    }
    // SAFETY: `puzzles` is non-NULL and points to `count` records of 81 bytes, exclusively
    // borrowed (this function's contract); `[u8; 81]` has size 81 and alignment 1, so the
    // records are `count` such arrays, and their total size fits in `isize` because the
    // caller's buffer exists.
    let records = unsafe { core::slice::from_raw_parts_mut(puzzles.cast::<[u8; RECORD]>(), count) };
    // SAFETY: `statuses` is non-NULL and points to `count` writable `int`s that do not overlap
    // `puzzles` (this function's contract).
    let statuses = unsafe { core::slice::from_raw_parts_mut(statuses, count) };
    for (record, out) in records.iter_mut().zip(statuses) {
        *out = solve_record(record);
    }
    SUDOKU_OK
}

/// Solves one record in place, or leaves it as it was and says why. The record is read by
/// `sudoku_parse`'s reader: a character other than `1`-`9`, `0` or `.` leaves fewer than 81
/// cells (a separator is skipped) or is refused, a parse error either way.
fn solve_record(record: &mut [u8; RECORD]) -> c_int {
    let solved = sudoku_core::parse(record)
        .and_then(sudoku_core::Grid::new)
        .and_then(|puzzle| puzzle.on(Dispatch).solve());
    match solved {
        Ok(solution) => {
            for (out, &d) in record.iter_mut().zip(solution.cells().as_flattened()) {
                *out = b'0' + d;
            }
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}
