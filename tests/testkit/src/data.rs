//! The public puzzle sets in `../shared/data` (beside the repository), read as CI and a
//! developer's checkout see them.
//!
//! When the folder is missing (a user's checkout without it), [`load`] returns `None` and says
//! so loudly on standard error, so that the tests that need it skip visibly and everything else
//! still runs.

use std::io::Write;
use std::path::PathBuf;

/// The folder of puzzle sets: `$SUDOKU_DATA_DIR`, or `../shared/data` beside the repository.
pub fn data_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("SUDOKU_DATA_DIR") {
        return PathBuf::from(dir);
    }
    // This crate is <repo>/tests/testkit.
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data")
}

/// Parses one line of a puzzle set: 81 cells of `1`-`9`, `.` or `0`. `None` for comments,
/// blank lines and anything else.
pub fn parse_line(line: &str) -> Option<[u8; 81]> {
    let line = line.trim_end_matches(['\r', '\n']);
    if line.len() != 81 {
        return None;
    }
    let mut cells = [0u8; 81];
    for (cell, b) in cells.iter_mut().zip(line.bytes()) {
        *cell = match b {
            b'1'..=b'9' => b - b'0',
            b'.' | b'0' => 0,
            _ => return None,
        };
    }
    Some(cells)
}

/// Every puzzle of `name` (such as `"top1465.txt"`), or `None`, with a loud message, when the
/// data folder is missing. Panics when the file exists but holds no puzzle.
pub fn load(name: &str) -> Option<Vec<[u8; 81]>> {
    let path = data_dir().join(name);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            // Straight to the process's standard error: the test harness captures
            // `eprintln!` of passing tests, which would make this skip silent.
            let _ = writeln!(
                std::io::stderr(),
                "SKIPPED: puzzle set {} not readable ({e}); put the shared data beside the \
                 repository or set SUDOKU_DATA_DIR",
                path.display()
            );
            return None;
        }
    };
    let puzzles: Vec<_> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(parse_line)
        .collect();
    assert!(!puzzles.is_empty(), "{} holds no puzzle", path.display());
    Some(puzzles)
}

/// Every `step`-th puzzle of `name`, at most `max` of them; `None` (loudly) without the data.
pub fn every(name: &str, step: usize, max: usize) -> Option<Vec<[u8; 81]>> {
    Some(load(name)?.into_iter().step_by(step).take(max).collect())
}

/// About `n` puzzles of `name`, spread over the whole file (every `len / n`-th); `None`
/// (loudly) without the data.
pub fn spread(name: &str, n: usize) -> Option<Vec<[u8; 81]>> {
    let all = load(name)?;
    let step = (all.len() / n).max(1);
    Some(all.into_iter().step_by(step).take(n).collect())
}

/// The names of the five public sets.
pub const SETS: [&str; 5] = [
    "unbiased_1000.txt",
    "17_clue.txt",
    "top1465.txt",
    "hardest_1106.txt",
    "serg_benchmark.txt",
];
