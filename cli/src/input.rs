//! Puzzles from text: one a line (81 cells), or the boxed layout (nine lines of nine cells,
//! with `|`, `-` and `+` separators, as `sudoku format --boxed` and the C example print it).
//!
//! A cell is `1`-`9`, or `0` or `.` for an empty one; spaces, tabs, `|`, `-` and `+` are
//! skipped. Lines starting with `#` are comments, blank lines are skipped, CRLF line ends are
//! accepted. Anything else is a malformed line, reported with its number and a reason, and the
//! reading goes on.

use std::collections::VecDeque;
use std::io::{self, BufRead};

use sudoku_core::Cells;

/// A line longer than this is no puzzle (a boxed row with generous spacing is under 60).
const MAX_LINE: usize = 1024;

/// A puzzle and the line it starts on (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Puzzle {
    pub line: u64,
    pub cells: Cells,
}

/// What the reader found: a puzzle, or a malformed line and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Puzzle(Puzzle),
    Malformed { line: u64, reason: String },
}

/// The rows of a boxed puzzle read so far.
struct Boxed {
    first_line: u64,
    rows: usize,
    cells: Cells,
}

/// Reads [`Item`]s from a text, one at a time.
pub struct Reader<R> {
    inner: R,
    /// The number of the last line read.
    line: u64,
    /// The bytes read from `inner`, for a progress bar.
    consumed: u64,
    buf: Vec<u8>,
    boxed: Option<Boxed>,
    ready: VecDeque<Item>,
}

/// The cells of one line, or why it is malformed.
enum Cells81 {
    /// `n` cells, the first `min(n, 81)` of them in `cells`.
    Counted {
        n: usize,
        cells: [u8; 81],
    },
    Bad(String),
}

impl<R: BufRead> Reader<R> {
    pub fn new(inner: R) -> Self {
        Reader {
            inner,
            line: 0,
            consumed: 0,
            buf: Vec::with_capacity(128),
            boxed: None,
            ready: VecDeque::new(),
        }
    }

    /// The bytes read so far.
    pub fn consumed(&self) -> u64 {
        self.consumed
    }

    /// The next puzzle or malformed line; `None` at the end of the text.
    pub fn next_item(&mut self) -> io::Result<Option<Item>> {
        loop {
            if let Some(item) = self.ready.pop_front() {
                return Ok(Some(item));
            }
            let Some(too_long) = self.read_line()? else {
                self.end_box("the text ends");
                return Ok(self.ready.pop_front());
            };
            let line = self.line;
            if too_long {
                self.end_box("a line too long");
                self.malformed(line, "line too long for a puzzle".to_string());
                continue;
            }
            let text = trim(&self.buf);
            if text.first() == Some(&b'#') {
                continue;
            }
            if text.is_empty() {
                self.end_box("a blank line");
                continue;
            }
            match count_cells(text) {
                Cells81::Bad(reason) => {
                    self.end_box("a malformed line");
                    self.malformed(line, reason);
                }
                Cells81::Counted { n: 81, cells } => {
                    self.end_box("a one-line puzzle");
                    let mut grid = [[0u8; 9]; 9];
                    for (row, chunk) in grid.iter_mut().zip(cells.chunks_exact(9)) {
                        row.copy_from_slice(chunk);
                    }
                    self.ready
                        .push_back(Item::Puzzle(Puzzle { line, cells: grid }));
                }
                Cells81::Counted { n: 9, cells } => self.box_row(line, &cells),
                // A separator line of the boxed layout, within a box.
                Cells81::Counted { n: 0, .. } if self.boxed.is_some() => {}
                Cells81::Counted { n, .. } => {
                    self.end_box("a malformed line");
                    let reason = if n > 81 {
                        "more than 81 cells: a puzzle is 81 cells on a line, or 9 lines of 9"
                            .to_string()
                    } else {
                        format!("{n} cells: a puzzle is 81 cells on a line, or 9 lines of 9")
                    };
                    self.malformed(line, reason);
                }
            }
        }
    }

    fn malformed(&mut self, line: u64, reason: String) {
        self.ready.push_back(Item::Malformed { line, reason });
    }

    /// Adds a row of nine cells to the boxed puzzle, starting one if none is open.
    fn box_row(&mut self, line: u64, cells: &[u8; 81]) {
        let b = self.boxed.get_or_insert(Boxed {
            first_line: line,
            rows: 0,
            cells: [[0; 9]; 9],
        });
        if let Some(row) = b.cells.get_mut(b.rows) {
            row.copy_from_slice(&cells[..9]);
        }
        b.rows += 1;
        if b.rows == 9 {
            let puzzle = Puzzle {
                line: b.first_line,
                cells: b.cells,
            };
            self.boxed = None;
            self.ready.push_back(Item::Puzzle(puzzle));
        }
    }

    /// Closes an unfinished boxed puzzle (`what` came before its ninth row) as malformed.
    fn end_box(&mut self, what: &str) {
        if let Some(b) = self.boxed.take() {
            let rows = b.rows;
            self.malformed(
                b.first_line,
                format!("a boxed puzzle with {rows} of its 9 rows, then {what}"),
            );
        }
    }

    /// Reads the next line into `buf`, without its line end: `None` at the end, else whether
    /// the line was longer than [`MAX_LINE`] (then only its start is kept).
    fn read_line(&mut self) -> io::Result<Option<bool>> {
        self.buf.clear();
        let mut too_long = false;
        let mut any = false;
        loop {
            let available = match self.inner.fill_buf() {
                Ok(b) => b,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                break;
            }
            any = true;
            let (chunk, done) = match available.iter().position(|&b| b == b'\n') {
                Some(i) => (&available[..i], i + 1),
                None => (available, available.len()),
            };
            let room = MAX_LINE.saturating_sub(self.buf.len());
            if chunk.len() > room {
                too_long = true;
            }
            self.buf.extend_from_slice(&chunk[..chunk.len().min(room)]);
            let ended = done > chunk.len();
            self.inner.consume(done);
            self.consumed += done as u64;
            if ended {
                break;
            }
        }
        if !any {
            return Ok(None);
        }
        self.line += 1;
        Ok(Some(too_long))
    }
}

/// `text` without leading and trailing white space (a CR included).
fn trim(text: &[u8]) -> &[u8] {
    let start = text
        .iter()
        .position(|b| !b.is_ascii_whitespace())
        .unwrap_or(text.len());
    let end = text
        .iter()
        .rposition(|b| !b.is_ascii_whitespace())
        .map_or(start, |i| i + 1);
    &text[start..end]
}

/// The cells of a line: `1`-`9`, `0` or `.`, skipping white space and `|`, `-`, `+`.
fn count_cells(text: &[u8]) -> Cells81 {
    let mut cells = [0u8; 81];
    let mut n = 0usize;
    for &b in text {
        let value = match b {
            b'1'..=b'9' => b - b'0',
            b'0' | b'.' => 0,
            b' ' | b'\t' | b'|' | b'-' | b'+' => continue,
            _ => {
                let shown = if b.is_ascii_graphic() {
                    format!("'{}'", char::from(b))
                } else {
                    format!("byte 0x{b:02x}")
                };
                return Cells81::Bad(format!(
                    "{shown} is not a cell: cells are 1-9, and 0 or '.' for an empty one"
                ));
            }
        };
        if let Some(cell) = cells.get_mut(n) {
            *cell = value;
        }
        n += 1;
    }
    Cells81::Counted { n, cells }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXTBOOK: &str =
        "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";

    fn items(text: &str) -> Vec<Item> {
        let mut reader = Reader::new(text.as_bytes());
        let mut out = Vec::new();
        while let Some(item) = reader.next_item().expect("reading a string cannot fail") {
            out.push(item);
        }
        assert_eq!(reader.consumed(), text.len() as u64);
        out
    }

    fn puzzle(line: u64, text: &str) -> Item {
        let cells = sudoku_core::parse(text.as_bytes()).expect("a valid puzzle");
        Item::Puzzle(Puzzle { line, cells })
    }

    fn lines(items: &[Item]) -> Vec<(u64, bool)> {
        items
            .iter()
            .map(|i| match i {
                Item::Puzzle(p) => (p.line, true),
                Item::Malformed { line, .. } => (*line, false),
            })
            .collect()
    }

    #[test]
    fn one_a_line_with_comments_blank_lines_and_crlf() {
        let text = format!(
            "# a comment\r\n{TEXTBOOK}\r\n\r\n   \n{}\n",
            TEXTBOOK.replace('.', "0")
        );
        assert_eq!(items(&text), [puzzle(2, TEXTBOOK), puzzle(5, TEXTBOOK)]);
        // No line end after the last puzzle.
        assert_eq!(items(TEXTBOOK), [puzzle(1, TEXTBOOK)]);
    }

    #[test]
    fn the_boxed_layout_as_the_core_prints_it() {
        let grid: sudoku_core::Grid = TEXTBOOK.parse().expect("a valid puzzle");
        let boxed = format!("{grid:#}");
        assert_eq!(boxed.lines().count(), 11);
        let text = format!("{TEXTBOOK}\n{boxed}\n{boxed}{TEXTBOOK}\n");
        assert_eq!(
            items(&text),
            [
                puzzle(1, TEXTBOOK),
                puzzle(2, TEXTBOOK),
                puzzle(14, TEXTBOOK),
                puzzle(25, TEXTBOOK)
            ]
        );
        // Nine plain rows of nine are a boxed puzzle too.
        let rows: Vec<&str> = (0..9).map(|r| &TEXTBOOK[r * 9..r * 9 + 9]).collect();
        assert_eq!(items(&rows.join("\n")), [puzzle(1, TEXTBOOK)]);
    }

    #[test]
    fn malformed_lines_are_reported_and_reading_goes_on() {
        let text = [
            &TEXTBOOK[..80],                                     // 1: 80 cells
            &format!("{}x{}", &TEXTBOOK[..40], &TEXTBOOK[41..]), // 2: a stray character
            &format!("{TEXTBOOK}1"),                             // 3: 82 cells
            "3 1 6  | 5 7 8  | 4 9 2",                           // 4: a box of 2 rows,
            "5 2 9  | 1 3 4  | 7 6 8",                           // 5:
            "",                                                  // 6: ended by a blank
            &".".repeat(5000),                                   // 7: far too long
            "-------+--------+------",                           // 8: no box open
            TEXTBOOK,                                            // 9
        ]
        .join("\n");
        let found = items(&text);
        assert_eq!(
            lines(&found),
            [
                (1, false),
                (2, false),
                (3, false),
                (4, false),
                (7, false),
                (8, false),
                (9, true)
            ]
        );
        let reasons: Vec<&str> = found
            .iter()
            .filter_map(|i| match i {
                Item::Malformed { reason, .. } => Some(reason.as_str()),
                Item::Puzzle(_) => None,
            })
            .collect();
        assert_eq!(
            reasons,
            [
                "80 cells: a puzzle is 81 cells on a line, or 9 lines of 9",
                "'x' is not a cell: cells are 1-9, and 0 or '.' for an empty one",
                "more than 81 cells: a puzzle is 81 cells on a line, or 9 lines of 9",
                "a boxed puzzle with 2 of its 9 rows, then a blank line",
                "line too long for a puzzle",
                "0 cells: a puzzle is 81 cells on a line, or 9 lines of 9",
            ]
        );
    }

    #[test]
    fn an_unfinished_box_at_the_end_is_reported() {
        assert_eq!(
            items("1 2 3 4 5 6 7 8 9\n"),
            [Item::Malformed {
                line: 1,
                reason: "a boxed puzzle with 1 of its 9 rows, then the text ends".to_string()
            }]
        );
    }
}
