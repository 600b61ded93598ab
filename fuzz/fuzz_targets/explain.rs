//! The explainer on a player's grid of any bytes, through the one checking function: hints,
//! mistakes, sentences and taking the step, checked against the reference solver.
//!
//! Input: 81 bytes of givens, one separator byte (ignored), 81 bytes of entries (as for
//! `rust_api`: `1`-`9` those digits, `.` empty, any other byte its own value; missing bytes are
//! empty cells), then up to 162 bytes of crossed-out candidates (81 little-endian `u16` masks;
//! missing bytes are 0). So a seed line of the public sets, a puzzle and its newline, is that
//! puzzle with no entries.
#![no_main]

use libfuzzer_sys::fuzz_target;

/// Reference nodes per question: keeps each input to a few milliseconds.
const BUDGET: u64 = 2_000;

fn cells(bytes: &[u8]) -> [u8; 81] {
    let mut out = [0u8; 81];
    for (cell, &b) in out.iter_mut().zip(bytes) {
        *cell = match b {
            b'1'..=b'9' => b - b'0',
            b'.' => 0,
            _ => b,
        };
    }
    out
}

fuzz_target!(|data: &[u8]| {
    let givens = cells(data);
    let entries = cells(data.get(81..).unwrap_or(&[]));
    let mut crossed = [0u16; 81];
    for (m, pair) in crossed
        .iter_mut()
        .zip(data.get(162..).unwrap_or(&[]).chunks(2))
    {
        *m = u16::from_le_bytes([pair[0], pair.get(1).copied().unwrap_or(0)]);
    }
    sudoku_check::check_explain(
        &sudoku_testkit::to_int_grid(&givens),
        &sudoku_testkit::to_int_grid(&entries),
        &crossed,
        BUDGET,
    );
});
