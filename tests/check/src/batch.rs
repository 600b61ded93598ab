//! `sudoku_solve_batch` on any bytes, record by record against `sudoku_parse` and
//! `sudoku_solve`.

use core::ffi::c_int;

use sudoku::{sudoku_parse, sudoku_solve, sudoku_solve_batch, SUDOKU_OK, SUDOKU_PARSE_ERROR};
use sudoku_testkit::IntGrid;

use crate::{digits, ensure};

/// A status slot's value before the call, which no call gives.
const STATUS_SENTINEL: c_int = -99;
/// Bytes after the last record, which the call must never touch.
const GUARD: [u8; 3] = [0xA5, 0x5A, 0xA5];

/// Calls `sudoku_solve_batch` once on `bytes` cut into 81-byte records (a shorter tail is left
/// out) and checks each record against the single calls: a record of `1`-`9`, `0` and `.` gets
/// `sudoku_solve`'s status, and on success its answer as digits; any other record gets
/// `SUDOKU_PARSE_ERROR`; a record that failed, the bytes after the last record and the status
/// slot after the last status are unchanged. Returns the statuses. Panics on any failure.
pub fn check_batch(bytes: &[u8]) -> Vec<c_int> {
    let count = bytes.len() / 81;
    let input = &bytes[..81 * count];
    let mut buffer = input.to_vec();
    buffer.extend_from_slice(&GUARD);
    let mut statuses = vec![STATUS_SENTINEL; count + 1];
    // SAFETY: `buffer` holds `count` records of 81 bytes (then the guard), `statuses` more than
    // `count` ints; both are owned by this frame and do not overlap.
    let status =
        unsafe { sudoku_solve_batch(buffer.as_mut_ptr().cast(), count, statuses.as_mut_ptr()) };
    let none = &[[0; 9]; 9];
    ensure!(
        status == SUDOKU_OK,
        none,
        "sudoku_solve_batch gave {status}"
    );
    ensure!(
        buffer[81 * count..] == GUARD && statuses.pop() == Some(STATUS_SENTINEL),
        none,
        "sudoku_solve_batch wrote past its {count} records"
    );
    for ((record, answer), &status) in input.chunks(81).zip(buffer.chunks(81)).zip(&statuses) {
        match single(record) {
            Some((grid, expected, solution)) => {
                ensure!(
                    status == expected,
                    &grid,
                    "sudoku_solve_batch gave {status}, sudoku_solve {expected}"
                );
                if status == SUDOKU_OK {
                    let text = digits(&solution).map(|cells| cells.map(|d| b'0' + d));
                    ensure!(
                        text.is_some_and(|t| answer == t),
                        &grid,
                        "sudoku_solve_batch's answer {:?} differs from sudoku_solve's",
                        String::from_utf8_lossy(answer)
                    );
                }
            }
            None => ensure!(
                status == SUDOKU_PARSE_ERROR,
                none,
                "sudoku_solve_batch gave {status} on {:?}, which is not a record",
                String::from_utf8_lossy(record)
            ),
        }
        if status != SUDOKU_OK {
            ensure!(
                answer == record,
                none,
                "sudoku_solve_batch changed {:?}, which failed with {status}",
                String::from_utf8_lossy(record)
            );
        }
    }
    statuses
}

/// A record read by `sudoku_parse` and solved by `sudoku_solve`: the grid, the status and the
/// answer; `None` when a byte is not `1`-`9`, `0` or `.` (where `sudoku_parse` would skip
/// separators, a record has none).
fn single(record: &[u8]) -> Option<(IntGrid, c_int, IntGrid)> {
    if !record.iter().all(|b| b"123456789.0".contains(b)) {
        return None;
    }
    let mut text = record.to_vec();
    text.push(0);
    let mut grid = [[0; 9]; 9];
    // SAFETY: `text` is NUL-terminated, `grid` a whole `int[9][9]` in this frame.
    let parsed = unsafe { sudoku_parse(text.as_ptr().cast(), grid.as_mut_ptr()) };
    ensure!(
        parsed == SUDOKU_OK,
        &grid,
        "a record does not parse: {parsed}"
    );
    let mut solution = grid;
    // SAFETY: `solution` is a whole `int[9][9]` in this frame.
    let status = unsafe { sudoku_solve(solution.as_mut_ptr()) };
    Some((grid, status, solution))
}
