//! The text of the sized grids: [`parse`] (symbols or numbers) and the printed layouts.

use core::fmt;

use super::grid::Grid;
use super::search::Cells;
use super::shape::Shape;
use crate::Error;

/// The symbol of each digit: `1`-`9`, then `A` (10) to `P` (25).
pub const SYMBOLS: &[u8; 25] = b"123456789ABCDEFGHIJKLMNOP";

/// The digit of a symbol (`0` and `.` are 0, empty; letters in either case), or `None`.
fn symbol_value(byte: u8) -> Option<u8> {
    match byte {
        b'0' | b'.' => Some(0),
        b'1'..=b'9' => Some(byte - b'0'),
        b'A'..=b'P' => Some(byte - b'A' + 10),
        b'a'..=b'p' => Some(byte - b'a' + 10),
        _ => None,
    }
}

/// Reads the N × N cells of `shape` row by row, in either of two forms:
/// - **symbols**, one a cell: `1`-`9`, then `A` to `P` (either case) for 10 to 25, `0` or `.`
///   for empty; white space and the separators `|`, `-`, `+` are skipped (so the boxed layout
///   of `{:#}` reads back);
/// - **numbers** separated by white space or commas: `0` to N, or `.`, for empty.
///
/// The text is read as symbols when that gives exactly N × N cells, else as numbers. The two
/// never disagree: numbers of one character read the same either way, and a longer number
/// makes more symbols than cells. A symbol or number above N, another character, or a
/// count of cells other than N × N is [`Error::Parse`]. Only the syntax is checked:
/// [`Grid::new`] checks the givens.
///
/// ```
/// use sudoku_core::sized::{parse, Shape};
///
/// let shape = Shape::new(2, 2)?;
/// let a: [[u8; 4]; 4] = parse(shape, b"1... .2.. ..3. ...4")?;
/// let b: [[u8; 4]; 4] = parse(shape, b"1,0,0,0, 0,2,0,0, 0,0,3,0, 0,0,0,4")?;
/// assert_eq!(a, b);
/// let hexa = Shape::new(4, 4)?;
/// let row: [[u8; 16]; 16] = parse(hexa, "G..A".repeat(64).as_bytes())?;
/// assert_eq!(row[0][..4], [16, 0, 0, 10]);
/// assert_eq!(parse::<4>(shape, b"5..."), Err(sudoku_core::Error::Parse));
/// # Ok::<(), sudoku_core::Error>(())
/// ```
pub fn parse<const N: usize>(shape: Shape, text: &[u8]) -> Result<[[u8; N]; N], Error> {
    if shape.size() != N {
        return Err(Error::Size);
    }
    symbols(text).or_else(|_| numbers(text))
}

/// The symbols form of [`parse`].
fn symbols<const N: usize>(text: &[u8]) -> Result<Cells<N>, Error> {
    let mut cells = [[0u8; N]; N];
    let mut n = 0usize;
    for &byte in text {
        if matches!(
            byte,
            b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c' | b'|' | b'-' | b'+'
        ) {
            continue;
        }
        let value = symbol_value(byte).ok_or(Error::Parse)?;
        let cell = cells
            .get_mut(n / N)
            .and_then(|row| row.get_mut(n % N))
            .ok_or(Error::Parse)?;
        if usize::from(value) > N {
            return Err(Error::Parse);
        }
        *cell = value;
        n += 1;
    }
    if n == N * N {
        Ok(cells)
    } else {
        Err(Error::Parse)
    }
}

/// The numbers form of [`parse`].
fn numbers<const N: usize>(text: &[u8]) -> Result<Cells<N>, Error> {
    let mut cells = [[0u8; N]; N];
    let mut n = 0usize;
    for token in text
        .split(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c' | b','))
        .filter(|t| !t.is_empty())
    {
        let value = if token == b"." {
            0
        } else {
            let mut v = 0usize;
            for &b in token {
                if !b.is_ascii_digit() {
                    return Err(Error::Parse);
                }
                v = v * 10 + usize::from(b - b'0');
                if v > N {
                    return Err(Error::Parse);
                }
            }
            v as u8
        };
        let cell = cells
            .get_mut(n / N)
            .and_then(|row| row.get_mut(n % N))
            .ok_or(Error::Parse)?;
        *cell = value;
        n += 1;
    }
    if n == N * N {
        Ok(cells)
    } else {
        Err(Error::Parse)
    }
}

/// The symbol of a cell: `.` for empty.
fn symbol(d: u8) -> char {
    match d.checked_sub(1).and_then(|i| SYMBOLS.get(usize::from(i))) {
        Some(&s) => char::from(s),
        None => '.',
    }
}

impl<const N: usize> fmt::Display for Grid<N> {
    /// `{}`: N × N symbols on one line, `.` for empty. `{:#}`: N lines, digits separated by
    /// spaces, `  | ` between boxes and a dashed line between bands of boxes, each line ending
    /// in a newline (for 3 × 3 boxes, exactly the layout of the 9 × 9 [`crate::Grid`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cells = self.cells();
        if !f.alternate() {
            for &d in cells.iter().flatten() {
                write!(f, "{}", symbol(d))?;
            }
            return Ok(());
        }
        let (box_rows, box_cols) = (self.shape().box_rows(), self.shape().box_cols());
        for (r, row) in cells.iter().enumerate() {
            if r > 0 && r % box_rows == 0 {
                // Under each box, its width in dashes; a `+` under each `|`.
                let across = N / box_cols;
                for k in 0..across {
                    let width = 2 * box_cols + usize::from(k > 0) + 2 * usize::from(k + 1 < across);
                    if k > 0 {
                        f.write_str("+")?;
                    }
                    for _ in 1..width {
                        f.write_str("-")?;
                    }
                }
                f.write_str("\n")?;
            }
            for (c, &d) in row.iter().enumerate() {
                if c > 0 {
                    f.write_str(if c % box_cols == 0 { "  | " } else { " " })?;
                }
                write!(f, "{}", symbol(d))?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl<const N: usize> fmt::Debug for Grid<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Grid<{N}>({}x{}, \"{self}\")",
            self.shape().box_rows(),
            self.shape().box_cols()
        )
    }
}

/// A grid printed as numbers ([`Grid::numbers`]): N lines of N numbers separated by spaces,
/// `0` for empty, each line ending in a newline.
pub struct Numbers<'a, const N: usize>(pub(crate) &'a Grid<N>);

impl<const N: usize> fmt::Display for Numbers<'_, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.0.cells() {
            for (c, d) in row.iter().enumerate() {
                if c > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{d}")?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}
