//! What each subcommand does with one puzzle, and how it writes the answer.
//!
//! A subcommand that works puzzle by puzzle is a [`Task`]: [`Task::run`] computes an
//! [`Answer`] (in parallel, on any thread), then [`Task::write`] writes it as one line, plain
//! or CSV (in input order, on one thread). Another such subcommand is a variant here, a line
//! in `run`, in `write` and in `csv_header`. The explainer's answers (`rate`, `hint`) are
//! written by [`crate::explained`].

use std::io::{self, Write};

use sudoku_core::explain::Rating;
use sudoku_core::{Cells, Error, Grid};

use crate::explained::{self, Said};

/// The layouts `sudoku format` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// 81 characters, `.` for an empty cell.
    Line,
    /// 81 characters, `0` for an empty cell.
    Zeros,
    /// Nine rows with `|` between boxes and a dashed line between bands, then a blank line.
    Boxed,
    /// The boxed layout with `0` for an empty cell.
    BoxedZeros,
}

/// The work done on each puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// The row-major-first solution (the library's `solve`).
    Solve,
    /// The number of solutions, counting no further than `limit`.
    Count { limit: u32 },
    /// Whether the puzzle is proper: legal givens and exactly one solution.
    Check,
    /// The puzzle itself, in another layout.
    Format(Layout),
    /// The rating as Sudoku Explainer gives it: ER, EP, ED, level, hardest step, steps.
    Rate,
    /// The next step's sentence, or with `path` every step's, from the givens to the solution.
    Hint { path: bool },
}

/// What [`Task::run`] found for a puzzle that did not fail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A grid: the solution, or the puzzle to format.
    Grid(Cells),
    /// A count of solutions.
    Count(u32),
    /// The puzzle has exactly one solution.
    Unique,
    /// How hard the puzzle is.
    Rating(Rating),
    /// Steps of the path: the next one (none when the grid is complete), or all of them.
    Steps(Vec<Said>),
}

/// The name of a failure in the output: the status column of the CSV, the line of the plain
/// output.
pub fn status_name(error: Error) -> &'static str {
    match error {
        Error::NoSolution => "no_solution",
        Error::MultipleSolutions => "multiple_solutions",
        Error::InvalidValue => "invalid_value",
        Error::Conflict => "conflict",
        Error::Parse => "parse_error",
        Error::LimitReached => "limit_reached",
        Error::BadOptions => "bad_options",
        Error::Unsupported => "unsupported",
        Error::WrongEntry => "wrong_entry",
        Error::NotExplained => "not_explained",
        Error::Size => "invalid_size",
    }
}

impl Task {
    /// The work on one puzzle; an `Err` is a failed puzzle (exit status 1).
    pub fn run(self, cells: &Cells) -> Result<Answer, Error> {
        match self {
            Task::Solve => Ok(Answer::Grid(*Grid::new(*cells)?.solve()?.cells())),
            Task::Count { limit } => Ok(Answer::Count(Grid::new(*cells)?.count_solutions(limit))),
            Task::Check => match Grid::new(*cells)?.count_solutions(2) {
                0 => Err(Error::NoSolution),
                1 => Ok(Answer::Unique),
                _ => Err(Error::MultipleSolutions),
            },
            Task::Format(_) => Ok(Answer::Grid(*cells)),
            Task::Rate => Ok(Answer::Rating(sudoku_core::explain::rate(&Grid::new(
                *cells,
            )?)?)),
            Task::Hint { path } => Ok(Answer::Steps(explained::steps(&Grid::new(*cells)?, path)?)),
        }
    }

    /// Puzzles per unit of parallel work: a few hundred microseconds of it (the explainer
    /// takes milliseconds on a hard puzzle, the solver microseconds).
    pub fn chunk(self) -> usize {
        match self {
            Task::Rate | Task::Hint { .. } => 2,
            _ => 256,
        }
    }

    /// Puzzles read, worked on in parallel, then written, at a time: tens of milliseconds of
    /// work on one thread.
    pub fn batch(self) -> usize {
        match self {
            Task::Rate | Task::Hint { .. } => 512,
            _ => 8192,
        }
    }

    /// The header row of `--csv`.
    pub fn csv_header(self) -> &'static str {
        match self {
            Task::Solve => "file,line,puzzle,status,solution\n",
            Task::Count { .. } => "file,line,puzzle,status,count\n",
            Task::Check => "file,line,puzzle,status\n",
            Task::Format(_) => "file,line,puzzle,status\n",
            Task::Rate => "file,line,puzzle,status,er,ep,ed,level,hardest,steps\n",
            Task::Hint { path: false } => "file,line,puzzle,status,rating,technique,sentence\n",
            Task::Hint { path: true } => "file,line,puzzle,status,step,rating,technique,sentence\n",
        }
    }

    /// Writes the line of an input that is no puzzle (`error` is [`Error::Parse`]): its
    /// status, as [`Task::write`] writes a failed puzzle's, with an empty puzzle column.
    pub fn write_failure(
        self,
        out: &mut impl Write,
        csv: Option<(&str, u64)>,
        error: Error,
    ) -> io::Result<()> {
        self.write(out, csv, None, &Err(error))
    }

    /// Writes the answer for `puzzle` (`None` for a line that is no puzzle): the plain line
    /// (the answer, or the failure's name), or the CSV row (`file` already quoted).
    pub fn write(
        self,
        out: &mut impl Write,
        csv: Option<(&str, u64)>,
        puzzle: Option<&Cells>,
        answer: &Result<Answer, Error>,
    ) -> io::Result<()> {
        if let Task::Rate | Task::Hint { .. } = self {
            return explained::write(self, out, csv, puzzle, answer);
        }
        let Some((file, line)) = csv else {
            match (self, answer) {
                (Task::Format(layout), Ok(Answer::Grid(cells))) => write_grid(out, cells, layout)?,
                (_, Ok(answer)) => write_answer(out, answer)?,
                (_, Err(e)) => out.write_all(status_name(*e).as_bytes())?,
            }
            return out.write_all(b"\n");
        };
        write!(out, "{file},{line},")?;
        if let Some(puzzle) = puzzle {
            write_grid(out, puzzle, Layout::Line)?;
        }
        match (self, answer) {
            (Task::Format(_) | Task::Check, Ok(_)) => out.write_all(b",ok")?,
            (_, Ok(answer)) => {
                out.write_all(b",ok,")?;
                write_answer(out, answer)?;
            }
            (Task::Format(_) | Task::Check, Err(e)) => write!(out, ",{}", status_name(*e))?,
            (_, Err(e)) => write!(out, ",{},", status_name(*e))?,
        }
        out.write_all(b"\n")
    }
}

fn write_answer(out: &mut impl Write, answer: &Answer) -> io::Result<()> {
    match answer {
        Answer::Grid(cells) => write_grid(out, cells, Layout::Line),
        Answer::Count(n) => write!(out, "{n}"),
        Answer::Unique => out.write_all(b"unique"),
        // Written by `explained::write`.
        Answer::Rating(_) | Answer::Steps(_) => Ok(()),
    }
}

/// A grid in `layout`, without the final line end (the boxed one ends with its last row and
/// a blank line after it, so that boxed puzzles read back one by one).
pub fn write_grid(out: &mut impl Write, cells: &Cells, layout: Layout) -> io::Result<()> {
    let zeros = matches!(layout, Layout::Zeros | Layout::BoxedZeros);
    let empty = if zeros { b'0' } else { b'.' };
    let symbol = |d: u8| if d == 0 { empty } else { b'0' + d };
    if !matches!(layout, Layout::Boxed | Layout::BoxedZeros) {
        let mut line = [0u8; 81];
        for (byte, &d) in line.iter_mut().zip(cells.as_flattened()) {
            *byte = symbol(d);
        }
        return out.write_all(&line);
    }
    for (r, row) in cells.iter().enumerate() {
        if r == 3 || r == 6 {
            out.write_all(b"-------+--------+------\n")?;
        }
        for (c, &d) in row.iter().enumerate() {
            match c {
                0 => {}
                3 | 6 => out.write_all(b"  | ")?,
                _ => out.write_all(b" ")?,
            }
            out.write_all(&[symbol(d)])?;
        }
        if r < 8 {
            out.write_all(b"\n")?;
        }
    }
    out.write_all(b"\n")
}

/// `text` as a CSV field: quoted (with its quotes doubled) when it holds a comma, a quote or a
/// line end.
pub fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOUR_SOLUTIONS: &str =
        ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7...";

    fn cells(text: &str) -> Cells {
        sudoku_core::parse(text.as_bytes()).expect("a valid puzzle")
    }

    fn written(task: Task, csv: Option<(&str, u64)>, text: &str) -> String {
        let puzzle = cells(text);
        let mut out = Vec::new();
        task.write(&mut out, csv, Some(&puzzle), &task.run(&puzzle))
            .expect("write to a Vec");
        String::from_utf8(out).expect("ASCII")
    }

    #[test]
    fn each_task_on_a_puzzle_with_four_solutions() {
        let first =
            "351274896649138527287695143128463975964751382573982614492516738736829451815347269";
        assert_eq!(
            written(Task::Solve, None, FOUR_SOLUTIONS),
            format!("{first}\n")
        );
        assert_eq!(
            written(Task::Count { limit: 10 }, None, FOUR_SOLUTIONS),
            "4\n"
        );
        assert_eq!(
            written(Task::Count { limit: 3 }, None, FOUR_SOLUTIONS),
            "3\n"
        );
        assert_eq!(
            written(Task::Check, None, FOUR_SOLUTIONS),
            "multiple_solutions\n"
        );
        assert_eq!(
            written(Task::Solve, Some(("a.txt", 7)), FOUR_SOLUTIONS),
            format!("a.txt,7,{FOUR_SOLUTIONS},ok,{first}\n")
        );
        assert_eq!(
            written(Task::Check, Some(("a.txt", 7)), FOUR_SOLUTIONS),
            format!("a.txt,7,{FOUR_SOLUTIONS},multiple_solutions\n")
        );
        assert_eq!(
            written(Task::Format(Layout::Zeros), None, FOUR_SOLUTIONS),
            format!("{}\n", FOUR_SOLUTIONS.replace('.', "0"))
        );
    }

    #[test]
    fn failures_and_the_boxed_layout() {
        let conflict = format!("11{}", ".".repeat(79));
        assert_eq!(written(Task::Solve, None, &conflict), "conflict\n");
        assert_eq!(
            written(Task::Count { limit: 2 }, Some(("x", 1)), &conflict),
            format!("x,1,{conflict},conflict,\n")
        );
        let none = format!("12345678.........9{}", ".".repeat(63));
        assert_eq!(written(Task::Solve, None, &none), "no_solution\n");
        assert_eq!(written(Task::Count { limit: 2 }, None, &none), "0\n");
        // The same boxed layout as the core's `{:#}`, and a blank line after it.
        let grid: Grid = FOUR_SOLUTIONS.parse().expect("a valid puzzle");
        assert_eq!(
            written(Task::Format(Layout::Boxed), None, FOUR_SOLUTIONS),
            format!("{grid:#}\n")
        );
    }

    #[test]
    fn csv_fields_are_quoted_when_needed() {
        assert_eq!(csv_field("plain.txt"), "plain.txt");
        assert_eq!(csv_field("a,b \"c\".txt"), "\"a,b \"\"c\"\".txt\"");
    }
}
