//! The boundary between C and the core: borrowing the caller's grid, reading it into the
//! checked [`Grid`] (the one validation), writing answers back, and status numbers.

use core::ffi::{c_int, c_uint, c_ulong};

use sudoku_core::{Cells, Error, Grid};

/// The status number of a core error.
pub(crate) fn status(error: Error) -> c_int {
    c_int::from(error.code())
}

/// Reads a C grid into the checked grid: a value outside 0..=9 is `SUDOKU_INVALID_VALUE`
/// (checked over the whole grid first), a repeated digit `SUDOKU_CONFLICT`, both by
/// [`Grid::new`], the core's one check.
pub(crate) fn read_grid(grid: &[[c_int; 9]; 9]) -> Result<Grid, Error> {
    let mut cells: Cells = [[0; 9]; 9];
    // No branch per cell, so that the loop compiles to vector operations: a value that is no
    // byte becomes 255, which the check rejects as out of range like any value above 9.
    for (&value, cell) in grid.as_flattened().iter().zip(cells.as_flattened_mut()) {
        *cell = u8::try_from(value).unwrap_or(u8::MAX);
    }
    Grid::new(cells)
}

/// Writes 81 cells into a C grid.
pub(crate) fn write_grid(grid: &mut [[c_int; 9]; 9], cells: &Cells) {
    for (row, src) in grid.iter_mut().zip(cells) {
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
pub(crate) unsafe fn grid_mut<'a>(grid: *mut [c_int; 9]) -> Option<&'a mut [[c_int; 9]; 9]> {
    // SAFETY: the caller guarantees that a non-NULL `grid` points to a whole, exclusively
    // borrowed `int[9][9]`, which has the layout of `[[c_int; 9]; 9]`.
    unsafe { grid.cast::<[[c_int; 9]; 9]>().as_mut() }
}

/// `unsigned int` is 16 or 32 bits, depending on the target; widening is lossless.
#[allow(clippy::useless_conversion)] // the identity where `c_uint` is `u32`
pub(crate) fn widen_uint(n: c_uint) -> u32 {
    u32::from(n)
}

/// `unsigned long` is 32 or 64 bits, depending on the target; widening is lossless.
#[allow(clippy::useless_conversion)] // the identity where `c_ulong` is `u64`
pub(crate) fn widen_ulong(n: c_ulong) -> u64 {
    u64::from(n)
}
