//! `sudoku_parse` on arbitrary bytes (cut at the first NUL, as a C string would be), checked
//! against the documented format; whatever reads is then checked as a grid. The same bytes, cut
//! into 81-byte records, go to `sudoku_solve_batch`.
#![no_main]

use libfuzzer_sys::fuzz_target;

/// Reference nodes per question: keeps each input to a few milliseconds.
const BUDGET: u64 = 2_000;

fuzz_target!(|data: &[u8]| {
    sudoku_check::check_batch(data);
    if let Some(grid) = sudoku_check::check_parse(data).grid {
        sudoku_check::check(&grid, BUDGET);
    }
});
