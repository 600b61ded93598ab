//! The sized C ABI (`sudoku_solve_n` and the rest) and the Rust slice functions on arbitrary
//! shapes and `int` cells, through the sized checking function.
//!
//! Input: one byte for the boxes, then one byte a cell, then a tail. The first byte's low five
//! bits pick one of the 19 shapes up to 16 × 16 (the other 13 values are box dimensions that are
//! not shapes: 1 × 4, 5 × 6, -1 × 2 and so on); cell bytes `1`-`9`, `A`-`P` are those digits and `.` or `0`
//! an empty cell, so a puzzle's text is a seed; any other byte takes the next four bytes of
//! the tail as its `int` (little-endian), or is its own value once the tail runs out.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudoku_core::sized::Shape;

/// Reference nodes per question: keeps each input to a few milliseconds.
const BUDGET: u64 = 2_000;

/// Box dimensions that are not shapes.
const BAD: [(i32, i32); 8] = [
    (1, 4),
    (4, 1),
    (5, 6),
    (0, 0),
    (-1, 2),
    (2, 13),
    (13, 2),
    (1, 1),
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    // Shapes up to 16 × 16: larger random grids can hold givens whose count no search settles
    // within a fuzzing run (tests/sizes.rs covers the large sizes).
    let mut small = Shape::ALL.iter().filter(|s| s.size() <= 16);
    let (rows, cols) = match small.nth(usize::from(pick & 31)) {
        Some(s) => (s.box_rows() as i32, s.box_cols() as i32),
        None => BAD[usize::from(pick) % BAD.len()],
    };
    let n = (rows * cols).clamp(1, 25) as usize;
    let (cells, tail) = rest.split_at(rest.len().min(n * n));
    let mut tail = tail.chunks_exact(4);
    let mut grid = vec![0i32; n * n];
    for (v, &b) in grid.iter_mut().zip(cells) {
        *v = match b {
            b'1'..=b'9' => i32::from(b - b'0'),
            b'A'..=b'P' => i32::from(b - b'A' + 10),
            b'.' | b'0' => 0,
            _ => tail.next().map_or(i32::from(b), |w| {
                i32::from_le_bytes([w[0], w[1], w[2], w[3]])
            }),
        };
    }
    sudoku_check::check_sized(rows, cols, &grid, BUDGET);
});
