//! The generator against its peers, in one process, alternating in every round: puzzles per
//! second for libsudoku (`sudoku_core::generate`, and `sudoku_generate` through the C ABI),
//! the `sudoku` crate's `Sudoku::generate_with_symmetry` (minimal in its own sense: no orbit of
//! the symmetry can go), and QQWing (`qqwing --generate N --one-line`, a child process timed
//! whole); then the clue counts of 10,000 seeds as a table.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::os::raw::c_int;
use std::process::Command;
use std::time::{Duration, Instant};

use sudoku_core::{generate, Options, Symmetry};
use sudoku_crate::{Sudoku, Symmetry as CrateSymmetry};

extern "C" {
    fn sudoku_generate(seed: u64, options: *const u8, grid: *mut [c_int; 9]) -> c_int;
}

/// One line of the table: who, what, and how many puzzles a sample makes.
struct Line {
    name: &'static str,
    puzzles: u64,
    run: Box<dyn Fn(u64, u64) -> u64>,
}

fn ours(symmetry: Symmetry, minimal: bool) -> impl Fn(u64, u64) -> u64 {
    move |first, n| {
        let o = Options {
            symmetry,
            minimal,
            max_attempts: 100_000,
            ..Options::default()
        };
        (first..first + n)
            .map(|seed| u64::from(generate(seed, &o).expect("a puzzle").puzzle.givens() as u32))
            .sum()
    }
}

fn ours_c(first: u64, n: u64) -> u64 {
    (first..first + n)
        .map(|seed| {
            let mut grid = [[0; 9]; 9];
            // SAFETY: NULL options (the defaults) and a live int[9][9].
            let status = unsafe { sudoku_generate(seed, std::ptr::null(), grid.as_mut_ptr()) };
            assert_eq!(status, 0);
            grid.iter().flatten().filter(|&&d| d != 0).count() as u64
        })
        .sum()
}

fn theirs(symmetry: CrateSymmetry) -> impl Fn(u64, u64) -> u64 {
    move |_, n| {
        (0..n)
            .map(|_| {
                let s = Sudoku::generate_with_symmetry(symmetry);
                black_box(s).to_bytes().iter().filter(|&&d| d != 0).count() as u64
            })
            .sum()
    }
}

/// `qqwing --generate N --one-line --symmetry S`: the clues of its puzzles, or `None` when
/// qqwing is not installed.
fn qqwing(symmetry: &'static str) -> impl Fn(u64, u64) -> u64 {
    move |_, n| {
        let out = Command::new("qqwing")
            .args([
                "--generate",
                &n.to_string(),
                "--one-line",
                "--symmetry",
                symmetry,
            ])
            .output()
            .expect("qqwing runs");
        let text = String::from_utf8_lossy(&out.stdout);
        let lines: Vec<&str> = text.lines().filter(|l| l.len() == 81).collect();
        assert_eq!(
            lines.len() as u64,
            n,
            "qqwing printed {} puzzles",
            lines.len()
        );
        lines
            .iter()
            .map(|l| l.bytes().filter(|&b| b != b'.').count() as u64)
            .sum()
    }
}

fn has_qqwing() -> bool {
    Command::new("qqwing").arg("--version").output().is_ok()
}

/// Runs the comparison and prints the tables.
pub fn run(quick: bool, rounds: usize) {
    let scale = if quick { 10 } else { 1 };
    let mut lines = vec![
        Line {
            name: "libsudoku (Rust API), no symmetry",
            puzzles: 1000 / scale,
            run: Box::new(ours(Symmetry::None, false)),
        },
        Line {
            name: "libsudoku (C ABI), no symmetry",
            puzzles: 1000 / scale,
            run: Box::new(ours_c),
        },
        Line {
            name: "libsudoku, 180°",
            puzzles: 1000 / scale,
            run: Box::new(ours(Symmetry::Rotate180, false)),
        },
        Line {
            name: "libsudoku, 180° minimal",
            puzzles: 100 / scale,
            run: Box::new(ours(Symmetry::Rotate180, true)),
        },
        Line {
            name: "libsudoku, 90°",
            puzzles: 1000 / scale,
            run: Box::new(ours(Symmetry::Rotate90, false)),
        },
        Line {
            name: "sudoku crate, no symmetry",
            puzzles: 1000 / scale,
            run: Box::new(theirs(CrateSymmetry::None)),
        },
        Line {
            name: "sudoku crate, 180°",
            puzzles: 1000 / scale,
            run: Box::new(theirs(CrateSymmetry::HalfRotation)),
        },
        Line {
            name: "sudoku crate, 90°",
            puzzles: 1000 / scale,
            run: Box::new(theirs(CrateSymmetry::QuarterRotation)),
        },
    ];
    if has_qqwing() {
        lines.push(Line {
            name: "QQWing, no symmetry",
            puzzles: 200 / scale,
            run: Box::new(qqwing("none")),
        });
        lines.push(Line {
            name: "QQWing, 180°",
            puzzles: 200 / scale,
            run: Box::new(qqwing("rotate180")),
        });
    } else {
        eprintln!("SKIPPED: qqwing is not installed (apt-get install qqwing; make deps does)");
    }
    println!(
        "\n== generate: puzzles per second, {rounds} round(s), medians, wall clock (QQWing: a \
         child process per sample, start-up included)"
    );
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); lines.len()];
    let mut clues = vec![0u64; lines.len()];
    for round in 0..rounds {
        for k in 0..lines.len() {
            let i = (k + round) % lines.len();
            let l = &lines[i];
            let start = Instant::now();
            clues[i] += (l.run)(round as u64 * l.puzzles, l.puzzles);
            times[i].push(start.elapsed());
        }
    }
    let rate = |i: usize| {
        let mut t = times[i].clone();
        t.sort();
        lines[i].puzzles as f64 / t[t.len() / 2].as_secs_f64()
    };
    let find = |name: &str| lines.iter().position(|l| l.name == name).map(rate);
    let qq = find("QQWing, no symmetry");
    let qq180 = find("QQWing, 180°");
    let crate_any = find("sudoku crate, no symmetry");
    let crate_180 = find("sudoku crate, 180°");
    println!(
        "| generator | puzzles/s | µs/puzzle | mean clues | vs QQWing (same symmetry) | vs the crate (same symmetry) |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for (i, l) in lines.iter().enumerate() {
        let r = rate(i);
        let (q, c) = if l.name.contains("180") {
            (qq180, crate_180)
        } else if l.name.contains("90°") {
            (None, find("sudoku crate, 90°"))
        } else {
            (qq, crate_any)
        };
        let ratio = |peer: Option<f64>| match peer {
            Some(p) if !l.name.starts_with("QQWing") && !l.name.starts_with("sudoku crate") => {
                format!("{:.2}x", r / p)
            }
            _ => String::new(),
        };
        println!(
            "| {} | {:.0} | {:.1} | {:.2} | {} | {} |",
            l.name,
            r,
            1e6 / r,
            clues[i] as f64 / (l.puzzles * rounds as u64) as f64,
            ratio(q),
            ratio(c)
        );
    }
    distribution(if quick { 200 } else { 10_000 });
}

/// The clue counts of `n` seeds (`n / 10` for minimal symmetric ones), as a table.
fn distribution(n: u64) {
    let kinds: [(&str, Symmetry, bool, u64); 4] = [
        ("no symmetry", Symmetry::None, false, n),
        ("180°", Symmetry::Rotate180, false, n),
        ("90°", Symmetry::Rotate90, false, n),
        ("180° minimal", Symmetry::Rotate180, true, n / 10),
    ];
    let mut all = BTreeMap::<u32, Vec<u64>>::new();
    let mut attempts = vec![0u64; kinds.len()];
    for (k, &(_, symmetry, minimal, seeds)) in kinds.iter().enumerate() {
        let o = Options {
            symmetry,
            minimal,
            max_attempts: 100_000,
            ..Options::default()
        };
        for seed in 0..seeds {
            let made = generate(seed, &o).expect("a puzzle");
            all.entry(made.puzzle.givens() as u32)
                .or_insert_with(|| vec![0; kinds.len()])[k] += 1;
            attempts[k] += u64::from(made.attempts);
        }
    }
    println!("\n== generate: clue counts over seeds 0 to N-1 (levels come with the rating)");
    let head: Vec<String> = kinds
        .iter()
        .map(|(name, _, _, seeds)| format!("{name} (N = {seeds})"))
        .collect();
    println!("| clues | {} |", head.join(" | "));
    println!("|---:|{}", "---:|".repeat(kinds.len()));
    for (clues, counts) in &all {
        let cells: Vec<String> = counts.iter().map(|c| c.to_string()).collect();
        println!("| {clues} | {} |", cells.join(" | "));
    }
    let per: Vec<String> = kinds
        .iter()
        .zip(&attempts)
        .map(|((_, _, _, seeds), a)| format!("{:.2}", *a as f64 / *seeds as f64))
        .collect();
    println!("| attempts per puzzle | {} |", per.join(" | "));
}
