//! The generator against its peers, in one process, alternating in every round: puzzles per
//! second for libsudoku (`sudoku_core::generate`, and `sudoku_generate` through the C ABI),
//! at any level (then rated, as QQWing rates what it makes) and at each level (rated as it is
//! made), the `sudoku` crate's `Sudoku::generate_with_symmetry` (minimal in its own sense: no
//! orbit of the symmetry can go), and QQWing (`qqwing --generate N --one-line`, at any and at
//! each `--difficulty`, a child process timed whole); then the clue counts and the levels of
//! 10,000 seeds as tables.

use std::collections::BTreeMap;
use std::hint::black_box;
use std::os::raw::c_int;
use std::process::Command;
use std::time::{Duration, Instant};

use sudoku_core::explain::{self, Level};
use sudoku_core::{generate, Options, Symmetry};
use sudoku_crate::{Sudoku, Symmetry as CrateSymmetry};

extern "C" {
    fn sudoku_generate(seed: u64, options: *const u8, grid: *mut [c_int; 9]) -> c_int;
}

/// One line of the table: who, what, how many puzzles a sample makes, and the lines of the
/// peers it is compared with (QQWing's, the crate's).
struct Line {
    name: String,
    puzzles: u64,
    run: Box<dyn Fn(u64, u64) -> u64>,
    peers: [Option<&'static str>; 2],
}

impl Line {
    fn new(name: &str, puzzles: u64, run: Box<dyn Fn(u64, u64) -> u64>) -> Line {
        Line {
            name: name.to_string(),
            puzzles,
            run,
            peers: [None, None],
        }
    }

    fn against(mut self, qqwing: Option<&'static str>, krate: Option<&'static str>) -> Line {
        self.peers = [qqwing, krate];
        self
    }
}

/// QQWing's difficulty closest to a level: its "simple" and "easy" are both singles, its
/// "intermediate" adds locked candidates and pairs (about medium), and "expert" is anything
/// else.
fn qqwing_peer(level: Level) -> &'static str {
    match level {
        Level::Easy => "QQWing, easy",
        Level::Medium => "QQWing, intermediate",
        _ => "QQWing, expert",
    }
}

/// libsudoku's puzzles for seeds `first..first + n`: the sum of their clue counts. With
/// `rate`, each puzzle of any level is rated too (a level's puzzles are rated as they are
/// made).
fn ours_rated(
    symmetry: Symmetry,
    minimal: bool,
    level: u8,
    rate: bool,
) -> impl Fn(u64, u64) -> u64 {
    move |first, n| {
        let o = Options {
            symmetry,
            minimal,
            level,
            max_attempts: 100_000,
            ..Options::default()
        };
        (first..first + n)
            .map(|seed| {
                let puzzle = generate(seed, &o).expect("a puzzle").puzzle;
                if rate {
                    black_box(explain::rate(&puzzle).ok());
                }
                u64::from(puzzle.givens() as u32)
            })
            .sum()
    }
}

fn ours(symmetry: Symmetry, minimal: bool) -> impl Fn(u64, u64) -> u64 {
    ours_rated(symmetry, minimal, 0, false)
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

/// `qqwing --generate N --one-line --symmetry S --difficulty D`: the clues of its puzzles.
fn qqwing(symmetry: &'static str, difficulty: &'static str) -> impl Fn(u64, u64) -> u64 {
    move |_, n| {
        let out = Command::new("qqwing")
            .args([
                "--generate",
                &n.to_string(),
                "--one-line",
                "--symmetry",
                symmetry,
                "--difficulty",
                difficulty,
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
    let (qq_any, qq_180) = (Some("QQWing, no symmetry"), Some("QQWing, 180°"));
    let (crate_any, crate_180) = (
        Some("sudoku crate, no symmetry"),
        Some("sudoku crate, 180°"),
    );
    let mut lines = vec![
        Line::new(
            "libsudoku (Rust API), no symmetry",
            1000 / scale,
            Box::new(ours(Symmetry::None, false)),
        )
        .against(qq_any, crate_any),
        Line::new(
            "libsudoku (C ABI), no symmetry",
            1000 / scale,
            Box::new(ours_c),
        )
        .against(qq_any, crate_any),
        Line::new(
            "libsudoku, no symmetry, rated",
            1000 / scale,
            Box::new(ours_rated(Symmetry::None, false, 0, true)),
        )
        .against(qq_any, crate_any),
        Line::new(
            "libsudoku, 180°",
            1000 / scale,
            Box::new(ours(Symmetry::Rotate180, false)),
        )
        .against(qq_180, crate_180),
        Line::new(
            "libsudoku, 180°, rated",
            1000 / scale,
            Box::new(ours_rated(Symmetry::Rotate180, false, 0, true)),
        )
        .against(qq_180, crate_180),
        Line::new(
            "libsudoku, 180° minimal",
            100 / scale,
            Box::new(ours(Symmetry::Rotate180, true)),
        )
        .against(qq_180, crate_180),
        Line::new(
            "libsudoku, 180° minimal, rated",
            100 / scale,
            Box::new(ours_rated(Symmetry::Rotate180, true, 0, true)),
        )
        .against(qq_180, crate_180),
        Line::new(
            "libsudoku, 90°",
            1000 / scale,
            Box::new(ours(Symmetry::Rotate90, false)),
        )
        .against(None, Some("sudoku crate, 90°")),
    ];
    for level in Level::ALL {
        let n = level as u8;
        let qq = Some(qqwing_peer(level));
        // Fiendish puzzles take about 40 attempts each: smaller samples.
        let puzzles = if level == Level::Fiendish { 50 } else { 200 };
        lines.push(
            Line::new(
                &format!("libsudoku, {}", level.name()),
                puzzles / scale,
                Box::new(ours_rated(Symmetry::None, false, n, false)),
            )
            .against(qq, crate_any),
        );
        lines.push(
            Line::new(
                &format!("libsudoku, {}, 180°", level.name()),
                puzzles / 2 / scale,
                Box::new(ours_rated(Symmetry::Rotate180, false, n, false)),
            )
            .against(qq, crate_180),
        );
    }
    lines.push(
        Line::new(
            "libsudoku, easy, 180° minimal",
            20 / scale,
            Box::new(ours_rated(Symmetry::Rotate180, true, 1, false)),
        )
        .against(Some(qqwing_peer(Level::Easy)), crate_180),
    );
    for (name, symmetry) in [
        ("sudoku crate, no symmetry", CrateSymmetry::None),
        ("sudoku crate, 180°", CrateSymmetry::HalfRotation),
        ("sudoku crate, 90°", CrateSymmetry::QuarterRotation),
    ] {
        lines.push(Line::new(name, 1000 / scale, Box::new(theirs(symmetry))));
    }
    if has_qqwing() {
        // QQWing's "simple" (naked singles only) is left out: about one puzzle a second.
        for (name, symmetry, difficulty, puzzles) in [
            ("QQWing, no symmetry", "none", "any", 200),
            ("QQWing, 180°", "rotate180", "any", 200),
            ("QQWing, easy", "none", "easy", 50),
            ("QQWing, intermediate", "none", "intermediate", 50),
            ("QQWing, expert", "none", "expert", 50),
        ] {
            lines.push(Line::new(
                name,
                puzzles / scale,
                Box::new(qqwing(symmetry, difficulty)),
            ));
        }
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
    let find = |name: Option<&str>| {
        let name = name?;
        lines.iter().position(|l| l.name == name).map(rate)
    };
    println!(
        "| generator | puzzles/s | µs/puzzle | mean clues | vs QQWing (peer) | vs the crate (same symmetry) |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for (i, l) in lines.iter().enumerate() {
        let r = rate(i);
        let ratio = |peer: Option<&str>| match find(peer) {
            Some(p) => format!("{:.2}x ({})", r / p, peer.unwrap_or_default()),
            None => String::new(),
        };
        println!(
            "| {} | {:.0} | {:.1} | {:.2} | {} | {} |",
            l.name,
            r,
            1e6 / r,
            clues[i] as f64 / (l.puzzles * rounds as u64) as f64,
            ratio(l.peers[0]),
            ratio(l.peers[1])
        );
    }
    distribution(if quick { 200 } else { 10_000 });
}

/// The clue counts and the levels (by `explain::rate`) of the puzzles of `n` seeds (`n / 10`
/// for minimal symmetric ones), as tables; then, for each level asked, the clue counts and the
/// attempts of `n / 10` seeds.
fn distribution(n: u64) {
    let kinds: [(&str, Symmetry, bool, u64); 4] = [
        ("no symmetry", Symmetry::None, false, n),
        ("180°", Symmetry::Rotate180, false, n),
        ("90°", Symmetry::Rotate90, false, n),
        ("180° minimal", Symmetry::Rotate180, true, n / 10),
    ];
    let mut all = BTreeMap::<u32, Vec<u64>>::new();
    // Levels 1 to 5, and 0 for a puzzle beyond the explainer's ladder or work budget.
    let mut levels = vec![[0u64; 6]; kinds.len()];
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
            let level = explain::rate(&made.puzzle).map_or(0, |r| r.level as usize);
            levels[k][level] += 1;
        }
    }
    println!("\n== generate: clue counts over seeds 0 to N-1, any level");
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

    println!("\n== generate: levels (explain::rate) of the same puzzles");
    println!("| level | {} |", head.join(" | "));
    println!("|---|{}", "---:|".repeat(kinds.len()));
    let names = Level::ALL.iter().map(|l| l.name()).chain(["not explained"]);
    for (name, slot) in names.zip([1, 2, 3, 4, 5, 0]) {
        let cells: Vec<String> = levels.iter().map(|l| l[slot].to_string()).collect();
        println!("| {name} | {} |", cells.join(" | "));
    }

    let seeds = (n / 10).max(1);
    println!(
        "\n== generate: each level asked, no symmetry, seeds 0 to {}",
        seeds - 1
    );
    println!("| level | mean clues | fewest | most | attempts per puzzle |");
    println!("|---|---:|---:|---:|---:|");
    for level in Level::ALL {
        let o = Options {
            level: level as u8,
            max_attempts: 100_000,
            ..Options::default()
        };
        let (mut sum, mut low, mut high, mut tries) = (0u64, u32::MAX, 0u32, 0u64);
        for seed in 0..seeds {
            let made = generate(seed, &o).expect("a puzzle");
            let clues = made.puzzle.givens() as u32;
            sum += u64::from(clues);
            low = low.min(clues);
            high = high.max(clues);
            tries += u64::from(made.attempts);
        }
        println!(
            "| {} | {:.2} | {low} | {high} | {:.2} |",
            level.name(),
            sum as f64 / seeds as f64,
            tries as f64 / seeds as f64
        );
    }
}
