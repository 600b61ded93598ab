//! The Rust API on arbitrary byte grids (`Grid::new`, `from_cells`, `solve`, `count_solutions`,
//! `solve_bounded`, `Display` and `FromStr`), through the one checking function, which also
//! holds them to the C ABI's answers; and the input as text through `parse` and `str::parse`.
//!
//! Input: 81 bytes, one a cell: `1`-`9` are those digits, `.` an empty cell, any other byte
//! its own value (so `\0` to `\t` are the digits too, and 10 to 255 bad values).
#![no_main]

use libfuzzer_sys::fuzz_target;

/// Reference nodes per question: keeps each input to a few milliseconds.
const BUDGET: u64 = 2_000;

fuzz_target!(|data: &[u8]| {
    let mut cells = [0u8; 81];
    for (cell, &b) in cells.iter_mut().zip(data) {
        *cell = match b {
            b'1'..=b'9' => b - b'0',
            b'.' => 0,
            _ => b,
        };
    }
    sudoku_check::check(&sudoku_testkit::to_int_grid(&cells), BUDGET);
    sudoku_check::check_parse(data);
});
