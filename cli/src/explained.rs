//! The explainer's answers: `sudoku rate` (the rating on Sudoku Explainer's scale, the level,
//! the hardest step, the number of steps) and `sudoku hint` (the next step's sentence, or with
//! `--path` the whole path, one sentence a line), plain or as CSV.

use std::io::{self, Write};

use sudoku_core::explain::{self, Stepper, Technique};
use sudoku_core::{Cells, Error, Grid};

use crate::task::{csv_field, status_name, write_grid, Answer, Layout, Task};

/// A step as the command writes it: its rating, its technique and its sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The step's rating, SE scale ×10.
    pub rating: u8,
    pub technique: Technique,
    /// The library's English sentence (the `Display` of [`explain::Step`]).
    pub sentence: String,
}

/// The next step of `grid` (none when it is complete), or with `path` every step of its
/// easiest path.
pub fn steps(grid: &Grid, path: bool) -> Result<Vec<Said>, Error> {
    let said = |s: &explain::Step| Said {
        rating: s.rating,
        technique: s.technique,
        sentence: s.to_string(),
    };
    if !path {
        return Ok(explain::hint(grid, grid.cells(), None)?
            .map(|s| said(&s))
            .into_iter()
            .collect());
    }
    let mut stepper = Stepper::new(grid)?;
    let mut all = Vec::new();
    while let Some(step) = stepper.next_step()? {
        all.push(said(&step));
    }
    Ok(all)
}

/// SE's name of a rating's hardest step ("Turbot Fish").
fn se_name(r: &explain::Rating) -> String {
    let mut name = String::new();
    let _ = r.write_se_name(&mut name);
    name
}

/// A rating (SE scale ×10) as SE prints it: `2.6`.
pub fn se(rating: u8) -> String {
    format!("{}.{}", rating / 10, rating % 10)
}

/// Writes the answer of `rate` or `hint` for `puzzle`: plain, or CSV rows (`file` already
/// quoted).
///
/// Plain: `rate` writes `2.6/1.2/1.2 medium Pointing, 60 steps` (ER/EP/ED, the level, SE's
/// name of the hardest step); `hint` the sentence; `hint --path` a sentence a line, then a
/// blank line; all three `complete` for a complete grid. A failure writes its name (then a
/// blank line after a path).
/// CSV: one row a puzzle, but one row a step for `hint --path`; a complete grid has the status
/// `complete` and its other columns empty. A line that is no puzzle (`puzzle` is `None`) has an
/// empty puzzle column.
pub fn write(
    task: Task,
    out: &mut impl Write,
    csv: Option<(&str, u64)>,
    puzzle: Option<&Cells>,
    answer: &Result<Answer, Error>,
) -> io::Result<()> {
    let path = task == Task::Hint { path: true };
    // A complete grid has no step to give or rate (its rating would say "0.0 easy").
    let complete =
        answer.is_ok() && puzzle.is_some_and(|p| p.as_flattened().iter().all(|&d| d != 0));
    // The answer's columns, empty (a failure, or a complete grid).
    let empty = match task {
        Task::Hint { path: false } => ",,,",
        Task::Rate => ",,,,,,",
        _ => ",,,,",
    };
    let Some((file, line)) = csv else {
        if complete {
            writeln!(out, "complete")?;
            return if path { out.write_all(b"\n") } else { Ok(()) };
        }
        match answer {
            Ok(Answer::Rating(r)) => writeln!(
                out,
                "{}/{}/{} {} {}, {} steps",
                se(r.rating),
                se(r.pearl),
                se(r.diamond),
                r.level.name(),
                se_name(r),
                r.steps
            )?,
            Ok(Answer::Steps(steps)) if path => {
                for s in steps {
                    writeln!(out, "{}", s.sentence)?;
                }
            }
            Ok(Answer::Steps(steps)) => match steps.first() {
                Some(s) => writeln!(out, "{}", s.sentence)?,
                None => writeln!(out, "complete")?,
            },
            Ok(_) => {}
            Err(e) => writeln!(out, "{}", status_name(*e))?,
        }
        if path {
            out.write_all(b"\n")?;
        }
        return Ok(());
    };
    let start = |out: &mut dyn Write, status: &str| -> io::Result<()> {
        write!(out, "{file},{line},")?;
        if let Some(puzzle) = puzzle {
            let mut grid = Vec::with_capacity(81);
            write_grid(&mut grid, puzzle, Layout::Line)?;
            out.write_all(&grid)?;
        }
        write!(out, ",{status}")
    };
    if complete {
        start(out, "complete")?;
        return writeln!(out, "{empty}");
    }
    match answer {
        Ok(Answer::Rating(r)) => {
            start(out, "ok")?;
            writeln!(
                out,
                ",{},{},{},{},{},{}",
                se(r.rating),
                se(r.pearl),
                se(r.diamond),
                r.level.name(),
                csv_field(&se_name(r)),
                r.steps
            )
        }
        Ok(Answer::Steps(steps)) if path && !steps.is_empty() => {
            for (n, s) in steps.iter().enumerate() {
                start(out, "ok")?;
                writeln!(out, ",{},{},{}", n + 1, se(s.rating), said(s))?;
            }
            Ok(())
        }
        Ok(Answer::Steps(steps)) => {
            start(out, "ok")?;
            match (steps.first(), path) {
                (Some(s), _) => writeln!(out, ",{},{}", se(s.rating), said(s)),
                // A complete grid: no step.
                (None, false) => writeln!(out, ",,,"),
                (None, true) => writeln!(out, ",0,,,"),
            }
        }
        Ok(_) => Ok(()),
        Err(e) => {
            start(out, status_name(*e))?;
            writeln!(out, "{empty}")
        }
    }
}

/// The technique and sentence columns of a step.
fn said(s: &Said) -> String {
    format!(
        "{},{}",
        csv_field(s.technique.name()),
        csv_field(&s.sentence)
    )
}
