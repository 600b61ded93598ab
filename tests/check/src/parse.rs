//! `sudoku_parse` on any bytes, against a reference reading written here from the documented
//! format, and against the Rust `parse`.

use core::ffi::c_int;

use sudoku::{sudoku_parse, SUDOKU_OK, SUDOKU_PARSE_ERROR};
use sudoku_core::Grid;
use sudoku_testkit::IntGrid;

use crate::ensure;

/// What [`check_parse`] saw.
#[derive(Clone, Copy, Debug)]
pub struct ParseOutcome {
    /// `sudoku_parse`'s status.
    pub status: c_int,
    /// The grid read, on `SUDOKU_OK`.
    pub grid: Option<IntGrid>,
}

/// The documented format: 81 cells of `1`-`9`, `0` or `.`; white space (space, tab, line
/// feed, carriage return, vertical tab, form feed) and `|`, `-`, `+` are skipped; anything
/// else is an error.
fn reference_parse(text: &[u8]) -> Option<IntGrid> {
    let cells = text
        .iter()
        .filter(|b| !b" \t\n\r\x0b\x0c|-+".contains(b))
        .map(|&b| match b {
            b'1'..=b'9' => Some(i32::from(b - b'0')),
            b'0' | b'.' => Some(0),
            _ => None,
        })
        .collect::<Option<Vec<i32>>>()?;
    if cells.len() != 81 {
        return None;
    }
    let mut grid = [[0; 9]; 9];
    for (i, v) in cells.into_iter().enumerate() {
        grid[i / 9][i % 9] = v;
    }
    Some(grid)
}

/// Calls `sudoku_parse` on `bytes` up to their first NUL (as a C string holds them), and
/// checks the status and the grid against the reference reading: on success, the cells read;
/// on failure, the grid untouched. The Rust `parse` and `str::parse::<Grid>` must agree.
pub fn check_parse(bytes: &[u8]) -> ParseOutcome {
    let text = bytes.split(|&b| b == 0).next().unwrap_or_default();
    let mut c_text = Vec::with_capacity(text.len() + 1);
    c_text.extend_from_slice(text);
    c_text.push(0);
    // A grid of values no parse can produce, to see that a failure writes nothing.
    let mut before = [[0; 9]; 9];
    for (i, v) in before.iter_mut().flatten().enumerate() {
        *v = -1 - i as i32;
    }
    let mut grid = before;
    // SAFETY: `c_text` is NUL-terminated, `grid` a whole `int[9][9]` in this frame.
    let status = unsafe { sudoku_parse(c_text.as_ptr().cast(), grid.as_mut_ptr()) };
    let expected = reference_parse(text);
    match expected {
        Some(cells) => ensure!(
            status == SUDOKU_OK && grid == cells,
            &cells,
            "sudoku_parse gave {status} on {:?}",
            String::from_utf8_lossy(text)
        ),
        None => ensure!(
            status == SUDOKU_PARSE_ERROR && grid == before,
            &before,
            "sudoku_parse gave {status} on {:?}, which does not read",
            String::from_utf8_lossy(text)
        ),
    }
    let rust = sudoku_core::parse(text)
        .ok()
        .map(|c| c.map(|row| row.map(i32::from)));
    ensure!(
        rust == expected,
        &grid,
        "Rust parse disagrees on {:?}",
        String::from_utf8_lossy(text)
    );
    if let Ok(s) = core::str::from_utf8(text) {
        let checked = s
            .parse::<Grid>()
            .map(|g| g.cells().map(|row| row.map(i32::from)));
        let expected_checked = sudoku_core::parse(text).and_then(Grid::new);
        ensure!(
            checked == expected_checked.map(|g| g.cells().map(|row| row.map(i32::from))),
            &grid,
            "str::parse::<Grid> disagrees with parse and Grid::new"
        );
    }
    ParseOutcome {
        status,
        grid: expected,
    }
}
