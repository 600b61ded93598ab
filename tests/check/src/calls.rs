//! The C calls of [`check`](crate::check), each on a copy of the grid, each checking that a
//! failing call changes nothing, with a tally of calls.

use core::ffi::{c_int, c_uint, c_ulong};

use sudoku::{
    sudoku_count_solutions, sudoku_parse, sudoku_solve, sudoku_solve_any, sudoku_solve_bounded,
    sudoku_solve_cells, sudoku_solve_unique, sudoku_validate, SUDOKU_NULL_POINTER, SUDOKU_OK,
};
use sudoku_testkit::{from_int_grid, IntGrid};

use crate::ensure;

/// Written into output counters before a call: a failing call must leave it there.
pub(crate) const COUNT_SENTINEL: c_uint = 0xBAD;
/// No search makes this many guesses, so a call that ran a search cannot leave it there.
pub(crate) const GUESSES_SENTINEL: c_ulong = c_ulong::MAX;

pub(crate) type GridFn = unsafe extern "C" fn(*mut [c_int; 9]) -> c_int;

/// The C calls, each checking that a failure changes nothing, with a tally.
#[derive(Default)]
pub(crate) struct Calls {
    pub calls: u32,
    pub unchanged: u32,
}

impl Calls {
    /// Calls a function that must never change the grid.
    pub(crate) fn grid_only(&mut self, f: GridFn, grid: &IntGrid) -> c_int {
        let mut g = *grid;
        // SAFETY: `g` is a whole `int[9][9]` owned by this frame.
        let status = unsafe { f(g.as_mut_ptr()) };
        self.calls += 1;
        ensure!(g == *grid, grid, "sudoku_validate changed the grid");
        status
    }

    /// Calls a solving function; on failure, checks the grid is unchanged.
    pub(crate) fn solve_like(&mut self, name: &str, f: GridFn, grid: &IntGrid) -> (c_int, IntGrid) {
        let mut g = *grid;
        // SAFETY: `g` is a whole `int[9][9]` owned by this frame.
        let status = unsafe { f(g.as_mut_ptr()) };
        self.calls += 1;
        if status != SUDOKU_OK {
            ensure!(
                g == *grid,
                grid,
                "{name} failed with {status} and changed the grid"
            );
            self.unchanged += 1;
        }
        (status, g)
    }

    /// `sudoku_count_solutions`: the grid never changes; the count only on success.
    pub(crate) fn count(&mut self, grid: &IntGrid, limit: c_uint) -> (c_int, c_uint) {
        let mut g = *grid;
        let mut n = COUNT_SENTINEL;
        // SAFETY: `g` is a whole `int[9][9]` and `n` an `unsigned int`, both in this frame.
        let status = unsafe { sudoku_count_solutions(g.as_mut_ptr(), limit, &mut n) };
        self.calls += 1;
        ensure!(g == *grid, grid, "sudoku_count_solutions changed the grid");
        if status == SUDOKU_OK {
            ensure!(n <= limit, grid, "count {n} over the limit {limit}");
        } else {
            ensure!(
                n == COUNT_SENTINEL,
                grid,
                "count written on failure {status}"
            );
            self.unchanged += 1;
        }
        (status, n)
    }

    /// `sudoku_solve_bounded` with a guess counter.
    pub(crate) fn bounded(&mut self, grid: &IntGrid, bound: c_ulong) -> (c_int, IntGrid, c_ulong) {
        let mut g = *grid;
        let mut guesses = GUESSES_SENTINEL;
        // SAFETY: `g` is a whole `int[9][9]` and `guesses` an `unsigned long`, in this frame.
        let status = unsafe { sudoku_solve_bounded(g.as_mut_ptr(), bound, &mut guesses) };
        self.calls += 1;
        if status != SUDOKU_OK {
            ensure!(
                g == *grid,
                grid,
                "sudoku_solve_bounded failed with {status}, changed grid"
            );
            self.unchanged += 1;
        }
        (status, g, guesses)
    }

    /// `sudoku_solve_bounded` with a NULL guess counter (allowed).
    pub(crate) fn bounded_without_counter(&mut self, grid: &IntGrid, bound: c_ulong) -> c_int {
        let mut g = *grid;
        // SAFETY: `g` is a whole `int[9][9]` in this frame; a NULL counter is allowed.
        let status = unsafe { sudoku_solve_bounded(g.as_mut_ptr(), bound, core::ptr::null_mut()) };
        self.calls += 1;
        status
    }

    /// `sudoku_solve_cells` on the grid as bytes.
    pub(crate) fn cells(&mut self, cells: &[u8; 81]) -> (c_int, [u8; 81]) {
        let mut c = *cells;
        // SAFETY: `c` is 81 bytes owned by this frame.
        let status = unsafe { sudoku_solve_cells(c.as_mut_ptr()) };
        self.calls += 1;
        if status != SUDOKU_OK {
            let grid = &sudoku_testkit::to_int_grid(cells);
            ensure!(
                c == *cells,
                grid,
                "sudoku_solve_cells failed with {status}, changed cells"
            );
            self.unchanged += 1;
        }
        (status, c)
    }

    /// The grid written as text (`.` for empty) reads back through `sudoku_parse`.
    pub(crate) fn parse_round_trip(&mut self, grid: &IntGrid) {
        let mut text = [0u8; 82];
        for (t, &d) in text.iter_mut().zip(&from_int_grid(grid)) {
            *t = if d == 0 { b'.' } else { b'0' + d };
        }
        let mut g = [[-1; 9]; 9];
        // SAFETY: `text` is NUL-terminated (its last byte), `g` a whole `int[9][9]`.
        let status = unsafe { sudoku_parse(text.as_ptr().cast(), g.as_mut_ptr()) };
        self.calls += 1;
        ensure!(
            status == SUDOKU_OK && g == *grid,
            grid,
            "the grid's text reads back as {status}"
        );
    }

    /// Every pointer parameter, NULL in turn: `SUDOKU_NULL_POINTER` and nothing written.
    pub(crate) fn null_pointers(&mut self) {
        let null = core::ptr::null_mut();
        let empty = &[[0; 9]; 9];
        let mut g = *empty;
        let mut n = COUNT_SENTINEL;
        let mut guesses = GUESSES_SENTINEL;
        // SAFETY: every pointer is NULL or points to a whole object of this frame.
        let statuses = unsafe {
            [
                sudoku_solve(null),
                sudoku_solve_unique(null),
                sudoku_solve_any(null),
                sudoku_validate(null),
                sudoku_count_solutions(null, 1, &mut n),
                sudoku_count_solutions(g.as_mut_ptr(), 1, core::ptr::null_mut()),
                sudoku_solve_bounded(null, 1, &mut guesses),
                sudoku_solve_cells(core::ptr::null_mut()),
                sudoku_parse(core::ptr::null(), g.as_mut_ptr()),
                sudoku_parse(c"1".as_ptr(), null),
            ]
        };
        self.calls += statuses.len() as u32;
        ensure!(
            statuses.iter().all(|&s| s == SUDOKU_NULL_POINTER),
            empty,
            "NULL pointers gave {statuses:?}"
        );
        ensure!(
            g == *empty && n == COUNT_SENTINEL && guesses == GUESSES_SENTINEL,
            empty,
            "an output was written beside a NULL pointer"
        );
    }
}
