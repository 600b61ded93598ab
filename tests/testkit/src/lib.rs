//! Test support shared by the integration tests, the property tests and the fuzzers.
//!
//! Deliberately independent of the library: the reference solver below is written separately,
//! as plainly as possible, so that agreeing with it means something.

pub mod data;
pub mod known;
pub mod reference;

/// A grid as C sees it: `int grid[9][9]`.
pub type IntGrid = [[i32; 9]; 9];

/// Converts 81 cells (`0` for empty) into a C-style grid.
pub fn to_int_grid(cells: &[u8; 81]) -> IntGrid {
    let mut g = [[0i32; 9]; 9];
    for (i, &d) in cells.iter().enumerate() {
        g[i / 9][i % 9] = i32::from(d);
    }
    g
}

/// True when `solution` is a complete valid grid that keeps every given of `puzzle`.
pub fn is_solution_of(puzzle: &[u8; 81], solution: &[u8; 81]) -> bool {
    let keeps_givens = puzzle.iter().zip(solution).all(|(&p, &s)| p == 0 || p == s);
    keeps_givens && reference::is_complete_valid(solution)
}
