//! `sudoku_candidates`: a grid's pencil marks, for a GUI that shows them or a caller that
//! applies techniques of its own.

use core::ffi::c_int;

use sudoku_core::explain::Candidates;

use crate::boundary::{grid_mut, read_grid, status};
use crate::{SUDOKU_NULL_POINTER, SUDOKU_OK};

/// The pencil marks of `grid`: for each empty cell, the digits its row, column and box allow,
/// as `candidates[cell]` with bit `d - 1` for digit `d` (0x1ff: all nine); 0 for a filled cell.
/// Cells are numbered row by row, `candidates[9 * row + col]`. A cell with no candidate (0
/// though empty) shows the grid has no solution; the marks do not look further than the
/// cell's row, column and box.
///
/// # Returns
/// - `SUDOKU_OK`: `candidates` holds the 81 masks.
/// - `SUDOKU_NULL_POINTER`: `grid` or `candidates` is NULL.
/// - `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`: a value outside 0 to 9, a repeated digit.
///
/// On any status but `SUDOKU_OK`, `candidates` is unchanged. The grid is never changed.
///
/// # Safety
/// `grid` is NULL or points to a readable `int[9][9]`; `candidates` is NULL or points to 81
/// writable `uint16_t`; no other thread writes them during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_candidates(grid: *mut [c_int; 9], candidates: *mut u16) -> c_int {
    // SAFETY: forwarded from this function's contract; the grid is only read.
    let grid = unsafe { grid_mut(grid) };
    // SAFETY: a non-NULL `candidates` points to 81 writable `uint16_t` (this function's
    // contract), the layout of `[u16; 81]`, not accessed elsewhere during the call.
    let out = unsafe { candidates.cast::<[u16; 81]>().as_mut() };
    let (Some(grid), Some(out)) = (grid, out) else {
        return SUDOKU_NULL_POINTER;
    };
    match read_grid(grid) {
        Ok(g) => {
            *out = Candidates::new(&g).masks();
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}
