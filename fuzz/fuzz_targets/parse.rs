//! `sudoku_parse` on arbitrary bytes (cut at the first NUL, as a C string would be), checked
//! against the documented format; whatever reads is then checked as a grid.
#![no_main]

use libfuzzer_sys::fuzz_target;

/// Reference nodes per question: keeps each input to a few milliseconds.
const BUDGET: u64 = 2_000;

fuzz_target!(|data: &[u8]| {
    if let Some(grid) = sudoku_check::check_parse(data).grid {
        sudoku_check::check(&grid, BUDGET);
    }
});
