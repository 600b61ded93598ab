//! The two exports for firmware: `sudoku_solve_bounded` (a bound on work, status
//! `SUDOKU_LIMIT_REACHED`) and `sudoku_solve_cells` (81 bytes instead of 324), called through
//! the C ABI and checked against the reference solver.

use std::ffi::{c_int, c_ulong};
use std::ptr;

use sudoku::{
    sudoku_solve, sudoku_solve_bounded, sudoku_solve_cells, SUDOKU_CONFLICT, SUDOKU_INVALID_VALUE,
    SUDOKU_LIMIT_REACHED, SUDOKU_NO_SOLUTION, SUDOKU_NULL_POINTER, SUDOKU_OK,
};
use sudoku_testkit::known::{FOUR_SOLUTIONS as FOUR, FOUR_SOLUTIONS_FIRST as FOUR_FIRST, TEXTBOOK};
use sudoku_testkit::{data, from_int_grid, is_solution_of, reference, to_int_grid, IntGrid};

/// Legal givens with no completion: the top-left cell has no candidate (its row holds 1-8,
/// its column 9).
const DEAD_END: &str =
    ".12345678..................9.....................................................";

fn cells(text: &str) -> [u8; 81] {
    data::parse_line(text).expect("a well-formed test puzzle")
}

/// Calls `sudoku_solve_bounded`, returning the status, the grid after the call and the guesses
/// reported (`None` if `*guesses` was left alone).
fn bounded(puzzle: &IntGrid, max_guesses: c_ulong) -> (c_int, IntGrid, Option<c_ulong>) {
    sudoku_check::engine_from_env();
    const UNTOUCHED: c_ulong = c_ulong::MAX - 1;
    let mut grid = *puzzle;
    let mut guesses = UNTOUCHED;
    // SAFETY: `grid` is a whole `int[9][9]` and `guesses` a writable `unsigned long`, both
    // owned by this frame.
    let status = unsafe { sudoku_solve_bounded(grid.as_mut_ptr(), max_guesses, &mut guesses) };
    (status, grid, (guesses != UNTOUCHED).then_some(guesses))
}

fn solve_cells(puzzle: &[u8; 81]) -> (c_int, [u8; 81]) {
    sudoku_check::engine_from_env();
    let mut cells = *puzzle;
    // SAFETY: `cells` is 81 writable bytes owned by this frame.
    let status = unsafe { sudoku_solve_cells(cells.as_mut_ptr()) };
    (status, cells)
}

#[test]
fn bounded_solves_with_enough_guesses_and_reports_them() {
    let puzzle = to_int_grid(&cells(TEXTBOOK));
    let (status, grid, guesses) = bounded(&puzzle, 1_000_000);
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(
        Some(from_int_grid(&grid)),
        reference::first_solution(&cells(TEXTBOOK))
    );
    assert!(
        guesses.is_some(),
        "the guesses made are reported on success"
    );
}

#[test]
fn bounded_gives_the_row_major_first_of_several_solutions() {
    let (status, grid, _) = bounded(&to_int_grid(&cells(FOUR)), c_ulong::MAX);
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(from_int_grid(&grid), cells(FOUR_FIRST));
}

/// The exact bound: the guesses a successful run reports are enough, one fewer is not, and a
/// refused run leaves the grid alone and reports how far it went.
#[test]
fn bounded_limit_is_exact_and_leaves_the_grid_untouched() {
    let Some(puzzles) = data::load("hardest_1106.txt") else {
        return;
    };
    for (i, p) in puzzles.iter().take(30).enumerate() {
        let puzzle = to_int_grid(p);
        let (status, solved, needed) = bounded(&puzzle, c_ulong::MAX);
        assert_eq!(status, SUDOKU_OK, "puzzle {i}");
        assert!(is_solution_of(p, &from_int_grid(&solved)), "puzzle {i}");
        let needed = needed.expect("guesses reported");
        assert!(needed > 0, "puzzle {i}: the hardest puzzles need guessing");

        let (status, grid, guesses) = bounded(&puzzle, needed);
        assert_eq!(
            (status, grid, guesses),
            (SUDOKU_OK, solved, Some(needed)),
            "puzzle {i}"
        );

        let (status, grid, guesses) = bounded(&puzzle, needed - 1);
        assert_eq!(status, SUDOKU_LIMIT_REACHED, "puzzle {i}");
        assert_eq!(grid, puzzle, "puzzle {i}: the grid is untouched");
        assert_eq!(
            guesses,
            Some(needed - 1),
            "puzzle {i}: every allowed guess was made"
        );
    }
}

#[test]
fn bounded_zero_guesses() {
    // The empty grid needs guesses: refused, nothing made, grid untouched.
    let empty = [[0; 9]; 9];
    assert_eq!(bounded(&empty, 0), (SUDOKU_LIMIT_REACHED, empty, Some(0)));
    // A grid with one empty cell is solved by propagation alone.
    let mut almost = to_int_grid(&reference::first_solution(&cells(TEXTBOOK)).unwrap());
    let full = almost;
    almost[4][4] = 0;
    assert_eq!(bounded(&almost, 0), (SUDOKU_OK, full, Some(0)));
}

#[test]
fn bounded_no_solution_reports_guesses_and_keeps_the_grid() {
    let puzzle = to_int_grid(&cells(DEAD_END));
    let (status, grid, guesses) = bounded(&puzzle, c_ulong::MAX);
    assert_eq!(status, SUDOKU_NO_SOLUTION);
    assert_eq!(grid, puzzle);
    assert!(
        guesses.is_some(),
        "the grid was searched, so the guesses are reported"
    );
}

#[test]
fn bounded_bad_input_changes_nothing() {
    let mut bad = to_int_grid(&cells(TEXTBOOK));
    bad[8][8] = 10;
    assert_eq!(bounded(&bad, 100), (SUDOKU_INVALID_VALUE, bad, None));
    bad[8][8] = -1;
    assert_eq!(bounded(&bad, 100), (SUDOKU_INVALID_VALUE, bad, None));
    let mut clash = to_int_grid(&cells(TEXTBOOK));
    clash[0][1] = 3; // 3 is already at [0][0]
    assert_eq!(bounded(&clash, 100), (SUDOKU_CONFLICT, clash, None));
}

#[test]
fn bounded_null_pointers() {
    let mut guesses: c_ulong = 42;
    // SAFETY: a NULL grid is allowed and checked; `guesses` is a writable `unsigned long`.
    let status = unsafe { sudoku_solve_bounded(ptr::null_mut(), 10, &mut guesses) };
    assert_eq!((status, guesses), (SUDOKU_NULL_POINTER, 42));
    // A NULL `guesses` is allowed: the caller does not want the count.
    let mut grid = to_int_grid(&cells(TEXTBOOK));
    // SAFETY: `grid` is a whole `int[9][9]`; a NULL `guesses` is allowed.
    let status = unsafe { sudoku_solve_bounded(grid.as_mut_ptr(), c_ulong::MAX, ptr::null_mut()) };
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(
        Some(from_int_grid(&grid)),
        reference::first_solution(&cells(TEXTBOOK))
    );
}

#[test]
fn cells_solves_like_the_int_grid_api() {
    for text in [TEXTBOOK, FOUR] {
        let puzzle = cells(text);
        let (status, solved) = solve_cells(&puzzle);
        assert_eq!(status, SUDOKU_OK);
        assert_eq!(Some(solved), reference::first_solution(&puzzle), "{text}");
        let mut grid = to_int_grid(&puzzle);
        // SAFETY: `grid` is a whole `int[9][9]` owned by this frame.
        assert_eq!(unsafe { sudoku_solve(grid.as_mut_ptr()) }, SUDOKU_OK);
        assert_eq!(from_int_grid(&grid), solved, "{text}");
    }
}

#[test]
fn cells_on_hard_puzzles() {
    let Some(puzzles) = data::load("hardest_1106.txt") else {
        return;
    };
    for (i, p) in puzzles.iter().take(30).enumerate() {
        let (status, solved) = solve_cells(p);
        assert_eq!(status, SUDOKU_OK, "puzzle {i}");
        assert!(is_solution_of(p, &solved), "puzzle {i}");
    }
}

#[test]
fn cells_failures_leave_the_bytes_alone() {
    let dead = cells(DEAD_END);
    assert_eq!(solve_cells(&dead), (SUDOKU_NO_SOLUTION, dead));
    let mut bad = cells(TEXTBOOK);
    bad[80] = 10;
    assert_eq!(solve_cells(&bad), (SUDOKU_INVALID_VALUE, bad));
    bad[80] = 255;
    assert_eq!(solve_cells(&bad), (SUDOKU_INVALID_VALUE, bad));
    let mut clash = cells(TEXTBOOK);
    clash[1] = 3;
    assert_eq!(solve_cells(&clash), (SUDOKU_CONFLICT, clash));
    // SAFETY: a NULL pointer is allowed and checked.
    assert_eq!(
        unsafe { sudoku_solve_cells(ptr::null_mut()) },
        SUDOKU_NULL_POINTER
    );
}
