//! The C ABI on arbitrary `int` grids: every entry point through the one checking function.
//!
//! Input: 81 cell bytes, then a tail. `1`-`9` are those digits and `.` or `0` an empty cell,
//! so a puzzle line of the shared sets is a seed as it is; any other byte takes the next four
//! bytes of the tail as its `int` (little-endian), or is its own value once the tail runs out.
//! So every `int` can reach every cell.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_testkit::IntGrid;

/// Reference nodes per question: keeps each input to a few milliseconds.
const BUDGET: u64 = 2_000;

fn decode(data: &[u8]) -> IntGrid {
    let (cells, tail) = data.split_at(data.len().min(81));
    let mut tail = tail.chunks_exact(4);
    let mut grid = [[0; 9]; 9];
    for (v, &b) in grid.iter_mut().flatten().zip(cells) {
        *v = match b {
            b'1'..=b'9' => i32::from(b - b'0'),
            b'.' | b'0' => 0,
            _ => tail.next().map_or(i32::from(b), |w| {
                i32::from_le_bytes([w[0], w[1], w[2], w[3]])
            }),
        };
    }
    grid
}

fuzz_target!(|data: &[u8]| {
    sudoku_check::check(&decode(data), BUDGET);
});
