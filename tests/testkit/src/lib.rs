//! Test support shared by the integration tests, the property tests and the fuzzers.
//!
//! Deliberately independent of the library: the reference solver below is written separately,
//! as plainly as possible, so that agreeing with it means something.

pub mod built;
pub mod data;
pub mod known;
pub mod process;
pub mod reference;
pub mod sized;

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

/// A C-style grid's 81 values as bytes, row by row. Panics on a value that is no byte: the
/// callers pass grids of 0 to 9, or what the library wrote into one.
pub fn from_int_grid(grid: &IntGrid) -> [u8; 81] {
    let mut out = [0u8; 81];
    for (o, &v) in out.iter_mut().zip(grid.iter().flatten()) {
        *o = u8::try_from(v).expect("a grid of 0 to 9");
    }
    out
}

/// 81 cells as the Rust API's nine rows.
pub fn to_rows(cells: &[u8; 81]) -> [[u8; 9]; 9] {
    let mut rows = [[0u8; 9]; 9];
    for (i, &d) in cells.iter().enumerate() {
        rows[i / 9][i % 9] = d;
    }
    rows
}

/// The Rust API's nine rows as 81 cells.
pub fn from_rows(rows: &[[u8; 9]; 9]) -> [u8; 81] {
    let mut out = [0u8; 81];
    for (o, &d) in out.iter_mut().zip(rows.iter().flatten()) {
        *o = d;
    }
    out
}

/// True when `solution` is a complete valid grid that keeps every given of `puzzle`.
pub fn is_solution_of(puzzle: &[u8; 81], solution: &[u8; 81]) -> bool {
    let keeps_givens = puzzle.iter().zip(solution).all(|(&p, &s)| p == 0 || p == s);
    keeps_givens && reference::is_complete_valid(solution)
}
