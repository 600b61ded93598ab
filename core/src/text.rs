//! The text formats of a grid: [`parse`] reads the one-line format of puzzle collections and
//! the boxed layout; [`Display`](core::fmt::Display) writes both.

use core::fmt;
use core::str::FromStr;

use crate::{Cells, Error, Grid};

impl FromStr for Grid {
    type Err = Error;
    /// [`parse`], then the check of [`Grid::new`].
    fn from_str(text: &str) -> Result<Grid, Error> {
        Grid::new(parse(text.as_bytes())?)
    }
}

/// Reads 81 cells row by row: `1`-`9` are givens, `0` and `.` are empty; white space and the
/// separators `|`, `-`, `+` are skipped. Anything else, or a count of cells other than 81, is
/// [`Error::Parse`]. It reads the puzzle lines of the usual collections and the boxed layout
/// that `{:#}` prints. It checks the syntax only: see [`Grid::new`] for the givens.
///
/// ```
/// let cells = sudoku_core::parse(b"1........\n.........\n.........\n.........\n.........\n\
///                                  .........\n.........\n.........\n........9")?;
/// assert_eq!((cells[0][0], cells[8][8]), (1, 9));
/// assert_eq!(sudoku_core::parse(b"123"), Err(sudoku_core::Error::Parse));
/// # Ok::<(), sudoku_core::Error>(())
/// ```
pub fn parse(text: &[u8]) -> Result<Cells, Error> {
    let mut cells = [[0u8; 9]; 9];
    let mut n = 0usize;
    for &byte in text {
        let value = match byte {
            b'1'..=b'9' => byte - b'0',
            b'0' | b'.' => 0,
            b' ' | b'\t' | b'\n' | b'\r' | b'\x0b' | b'\x0c' | b'|' | b'-' | b'+' => continue,
            _ => return Err(Error::Parse),
        };
        if n == 81 {
            return Err(Error::Parse);
        }
        cells[n / 9][n % 9] = value;
        n += 1;
    }
    if n == 81 {
        Ok(cells)
    } else {
        Err(Error::Parse)
    }
}

impl fmt::Display for Grid {
    /// `{}`: 81 characters, `.` for empty. `{:#}`: nine lines such as `3 1 6  | 5 7 8  | 4 9 2`,
    /// with a dashed line between bands, each line ending in a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let symbol = |d: u8| if d == 0 { '.' } else { char::from(b'0' + d) };
        if !f.alternate() {
            for d in self.cells().iter().flatten() {
                write!(f, "{}", symbol(*d))?;
            }
            return Ok(());
        }
        for (r, row) in self.cells().iter().enumerate() {
            if r == 3 || r == 6 {
                f.write_str("-------+--------+------\n")?;
            }
            for (c, d) in row.iter().enumerate() {
                match c {
                    0 => {}
                    3 | 6 => f.write_str("  | ")?,
                    _ => f.write_str(" ")?,
                }
                write!(f, "{}", symbol(*d))?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Grid(\"{self}\")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXTBOOK: &str =
        "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";

    #[test]
    fn display_round_trips_through_parse() {
        let grid: Grid = TEXTBOOK.parse().unwrap();
        let mut line = [0u8; 81];
        let mut boxed = [0u8; 512];
        let line = write_into(&mut line, format_args!("{grid}"));
        let boxed = write_into(&mut boxed, format_args!("{grid:#}"));
        assert_eq!(line, TEXTBOOK.as_bytes());
        assert!(boxed.starts_with(b"3 . 6  | 5 . 8  | 4 . .\n5 2 ."));
        assert_eq!(Grid::new(parse(boxed).unwrap()), Ok(grid));
    }

    #[test]
    fn parse_rejects_bad_text() {
        assert_eq!(parse(b""), Err(Error::Parse));
        let mut long = [b'.'; 82];
        assert_eq!(parse(&long), Err(Error::Parse));
        assert!(parse(&long[..81]).is_ok());
        long[40] = b'x';
        assert_eq!(parse(&long[..81]), Err(Error::Parse));
    }

    /// Formats into a fixed buffer (no allocator in this crate) and returns what was written.
    fn write_into<'a>(buf: &'a mut [u8], args: fmt::Arguments<'_>) -> &'a [u8] {
        struct Cursor<'b> {
            buf: &'b mut [u8],
            len: usize,
        }
        impl fmt::Write for Cursor<'_> {
            fn write_str(&mut self, s: &str) -> fmt::Result {
                let end = self.len + s.len();
                self.buf
                    .get_mut(self.len..end)
                    .ok_or(fmt::Error)?
                    .copy_from_slice(s.as_bytes());
                self.len = end;
                Ok(())
            }
        }
        let mut cursor = Cursor { buf, len: 0 };
        fmt::write(&mut cursor, args).unwrap();
        let len = cursor.len;
        &cursor.buf[..len]
    }
}
