//! What the command says when something is wrong: the exit statuses of each subcommand's
//! `--help`, the conflicting givens of a puzzle, a file that cannot be read, and the checks of
//! `--threads` and `--limit`, in plain sentences.

use std::io;
use std::num::NonZeroUsize;
use std::path::Path;

use sudoku_core::{Cells, Error};

/// The exit statuses of the subcommands that read puzzles, for their `--help`.
pub const EXIT_STATUS: &str = "Exit status: 0 when every puzzle went through; 1 when a line was \
    not a puzzle, a puzzle failed, or an input held no puzzle (each such line still gets its \
    output line, with the status); 2 for a usage error or a file that cannot be read.";

/// The exit statuses of `sudoku generate`.
pub const GENERATE_EXIT_STATUS: &str = "Exit status: 0 when every seed gave a puzzle; 1 when \
    the attempts of a seed ran out (its line says limit_reached); 2 for a usage error, such as \
    options no puzzle can meet.";

/// Why `cells` is refused as a conflict: the first digit given twice, scanning the rows, then
/// the columns, then the boxes ("3 is given twice in row 1: r1c1 and r1c9"); the library's
/// sentence when there is none (it cannot happen for a grid the library calls a conflict).
pub fn conflict(cells: &Cells) -> String {
    let at = |i: usize| (i / 9, i % 9);
    let units = (0..27).map(|u| -> (String, [usize; 9]) {
        let mut members = [0; 9];
        for (k, m) in members.iter_mut().enumerate() {
            *m = match u / 9 {
                0 => (u % 9) * 9 + k,
                1 => k * 9 + u % 9,
                _ => {
                    let b = u % 9;
                    (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3
                }
            };
        }
        let kind = ["row", "column", "box"][u / 9];
        (format!("{kind} {}", u % 9 + 1), members)
    });
    for (name, members) in units {
        let mut seen = [None; 10];
        for &i in &members {
            let (r, c) = at(i);
            let d = usize::from(cells[r][c]);
            if d == 0 || d > 9 {
                continue;
            }
            if let Some(first) = seen[d] {
                let (r0, c0) = at(first);
                return format!(
                    "{d} is given twice in {name}: r{}c{} and r{}c{}",
                    r0 + 1,
                    c0 + 1,
                    r + 1,
                    c + 1
                );
            }
            seen[d] = Some(i);
        }
    }
    Error::Conflict.message().to_string()
}

/// Why a failed puzzle failed, in the messages on standard error.
pub fn failure(error: Error, cells: &Cells) -> String {
    match error {
        Error::Conflict => conflict(cells),
        _ => error.message().to_string(),
    }
}

/// Why `path` cannot be read, as a sentence: "cannot read a.txt: there is no such file"
/// (standard input is `-`).
pub fn unreadable(path: &Path, e: &io::Error) -> String {
    let name = if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    };
    let why = match e.kind() {
        io::ErrorKind::NotFound => "there is no such file".to_string(),
        io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ if path.is_dir() => "it is a folder, not a file".to_string(),
        // The system's sentence, without Rust's "(os error N)".
        _ => {
            let text = e.to_string();
            let text = text.split(" (os error").next().unwrap_or_default();
            let mut chars = text.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_lowercase().chain(chars).collect::<String>()
            })
        }
    };
    format!("cannot read {name}: {why}")
}

/// Why the folder `dir` cannot be written, as a sentence.
pub fn unwritable(dir: &Path, e: &io::Error) -> String {
    let why = match e.kind() {
        io::ErrorKind::PermissionDenied => "permission denied".to_string(),
        _ => e.to_string(),
    };
    format!("cannot write into {}: {why}", dir.display())
}

/// The exit statuses of `sudoku completions` and `sudoku man`.
pub const DOCS_EXIT_STATUS: &str =
    "Exit status: 0 on success; 2 for a usage error or a folder that cannot be written.";

/// `--threads`: a whole number, at least 1.
pub fn threads(text: &str) -> Result<NonZeroUsize, String> {
    let n: usize = text
        .parse()
        .map_err(|_| format!("'{text}' is not a number of threads"))?;
    NonZeroUsize::new(n).ok_or_else(|| {
        "the work needs at least 1 thread (leave --threads out for one per core)".to_string()
    })
}

/// `count --limit`: a whole number, at least 1.
pub fn limit(text: &str) -> Result<u32, String> {
    let n: u32 = text
        .parse()
        .map_err(|_| format!("'{text}' is not a count from 1 to {}", u32::MAX))?;
    if n == 0 {
        return Err(
            "a limit of 0 counts nothing: 1 tells whether a puzzle has a solution, \
                    2 whether it has only one"
                .to_string(),
        );
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(text: &str) -> Cells {
        sudoku_core::parse(text.as_bytes()).expect("81 cells")
    }

    #[test]
    fn a_conflict_names_the_digit_the_unit_and_both_cells() {
        let empty = ".".repeat(81);
        let with = |pairs: &[(usize, u8)]| {
            let mut t = empty.clone().into_bytes();
            for &(i, d) in pairs {
                t[i] = b'0' + d;
            }
            cells(std::str::from_utf8(&t).expect("ASCII"))
        };
        assert_eq!(
            conflict(&with(&[(0, 3), (8, 3)])),
            "3 is given twice in row 1: r1c1 and r1c9"
        );
        assert_eq!(
            conflict(&with(&[(4, 7), (76, 7)])),
            "7 is given twice in column 5: r1c5 and r9c5"
        );
        assert_eq!(
            conflict(&with(&[(30, 5), (50, 5)])),
            "5 is given twice in box 5: r4c4 and r6c6"
        );
        assert_eq!(conflict(&with(&[(0, 1)])), Error::Conflict.message());
    }

    #[test]
    fn arguments_are_refused_with_a_reason() {
        assert!(threads("0").unwrap_err().contains("at least 1 thread"));
        assert!(threads("x").unwrap_err().contains("'x' is not a number"));
        assert_eq!(threads("3").map(NonZeroUsize::get), Ok(3));
        assert!(limit("0").unwrap_err().contains("counts nothing"));
        assert_eq!(limit("2"), Ok(2));
        let missing = unreadable(
            Path::new("no-such.txt"),
            &io::Error::from(io::ErrorKind::NotFound),
        );
        assert_eq!(missing, "cannot read no-such.txt: there is no such file");
    }
}
