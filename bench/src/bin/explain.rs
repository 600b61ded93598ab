//! The explainer against the toolkit's peers: `make bench-explain`.
//!
//! First, on `se_ratings.tsv` (Sudoku Explainer 1.2.1's ER, EP and ED of 1,600 puzzles), the
//! shares of ER, EP and ED exactly SE's and of ER within 0.5 (skipped by `--quick`).
//!
//! Then the peer table (skipped by `--quick` and `--no-peers`; see `explain_peers.rs`): on
//! se_ratings.tsv, unbiased_1000 and the first 300 of top1465 (`--top N`), puzzles rated a
//! second by libsudoku and by skfr (one thread each, CPU time, same puzzles, same run) and
//! their ratio, hints a second on mid-solve grids, and on a sample of each set (`--se N`
//! puzzles, default 50: every (1600/N)-th of se_ratings.tsv, the first N of the others; 0
//! leaves SE out) libsudoku against Sudoku Explainer 1.2.1 itself. A missing peer (no g++,
//! no java, no `../shared/peers`) prints "skipped: ..." and the run goes on.
//!
//! Then, for unbiased_1000, top1465 and a sample of forum_hardest_train (every puzzle of the first
//! two; the third's puzzles take seconds each), it prints:
//! - how many puzzles each explains without a guess: libsudoku's ladder (without and with
//!   forcing chains), the `sudoku` crate's `StrategySolver` with all its strategies, and QQWing
//!   (`qqwing --solve --stats --csv`: puzzles it solved with no guess);
//! - puzzles rated per second by each (libsudoku's `explain::rate`, the crate's
//!   `StrategySolver::solve(&Strategy::ALL)`, QQWing's whole run as one process, start-up
//!   included), each timed over the same puzzles in the same run;
//! - hints per second on mid-solve grids (each puzzle's path walked until half its empty cells
//!   are filled, then `explain::hint` on the player's grid: givens, entries, crossed-out
//!   candidates);
//! - QQWing's level against libsudoku's (and libsudoku's idea of QQWing's level).
//!
//! Usage: `sudoku-explain-bench [--quick] [--no-peers] [--se N] [--top N] [--forum N]
//! [--sets a,b]` (`--forum N`: puzzles of forum_hardest_train, default 20; `--quick`: 50
//! puzzles a set and 2 of the forum's, no SE agreement and no peers (neither Java nor skfr
//! needed), a smoke run whose figures mean nothing). QQWing is skipped, saying so, when it is
//! not installed.

#[path = "../explain_peers.rs"]
mod peers;

use std::collections::BTreeMap;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Instant;

use sudoku_core::explain::{self, Level, QqwingLevel, Stepper};
use sudoku_core::Grid;

fn data_dir() -> PathBuf {
    match std::env::var_os("SUDOKU_DATA_DIR") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data"),
    }
}

fn load(name: &str) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(data_dir().join(name)).ok()?;
    Some(
        text.lines()
            .map(|l| l.trim_end_matches('\r'))
            .filter(|l| !l.starts_with('#') && l.len() == 81)
            .map(str::to_owned)
            .collect(),
    )
}

/// What libsudoku's ladder did on a set.
#[derive(Default)]
struct Ours {
    without_forcing: usize,
    with_forcing: usize,
    not_explained: usize,
    seconds: f64,
    levels: Vec<Option<(Level, QqwingLevel, u8)>>,
}

fn ours(puzzles: &[Grid]) -> Ours {
    let mut o = Ours::default();
    let start = Instant::now();
    for p in puzzles {
        match explain::rate(p) {
            Ok(r) => {
                if r.uses_forcing_chains() {
                    o.with_forcing += 1;
                } else {
                    o.without_forcing += 1;
                }
                o.levels.push(Some((r.level, r.qqwing(), r.rating)));
            }
            Err(_) => {
                o.not_explained += 1;
                o.levels.push(None);
            }
        }
    }
    o.seconds = start.elapsed().as_secs_f64();
    o
}

/// The crate's StrategySolver with every strategy: (finished without guessing, seconds).
fn crate_strategies(lines: &[String]) -> (usize, f64) {
    use sudoku_crate::strategy::{Strategy, StrategySolver};
    use sudoku_crate::Sudoku;
    let sudokus: Vec<Sudoku> = lines
        .iter()
        .filter_map(|l| Sudoku::from_str_line(l).ok())
        .collect();
    // Every strategy the crate offers but AvoidableRectangles, which needs the givens told apart
    // from entries (the crate's own `Strategy::ALL` is private; its 14 and the two mutant fish).
    let all = [
        Strategy::NakedSingles,
        Strategy::HiddenSingles,
        Strategy::LockedCandidates,
        Strategy::NakedPairs,
        Strategy::XWing,
        Strategy::HiddenPairs,
        Strategy::NakedTriples,
        Strategy::Swordfish,
        Strategy::HiddenTriples,
        Strategy::XyWing,
        Strategy::XyzWing,
        Strategy::NakedQuads,
        Strategy::Jellyfish,
        Strategy::HiddenQuads,
        Strategy::MutantSwordfish,
        Strategy::MutantJellyfish,
    ];
    let start = Instant::now();
    let mut solved = 0;
    for s in &sudokus {
        let solver = StrategySolver::from_sudoku(*s);
        if solver.solve(&all).is_ok() {
            solved += 1;
        }
    }
    (solved, start.elapsed().as_secs_f64())
}

/// QQWing's run on the puzzles: (levels, puzzles solved without a guess, seconds), or None
/// when it is not installed.
fn qqwing(lines: &[String]) -> Option<(Vec<String>, usize, f64)> {
    let start = Instant::now();
    let mut child = Command::new("qqwing")
        .args(["--solve", "--stats", "--csv"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut input = String::new();
    for l in lines {
        input.push_str(l);
        input.push('\n');
    }
    // Written from a thread of its own: QQWing answers as it reads, and a full output pipe
    // would otherwise stop both.
    let mut stdin = child.stdin.take()?;
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().ok()?;
    writer.join().ok()?.ok()?;
    let seconds = start.elapsed().as_secs_f64();
    let text = String::from_utf8_lossy(&out.stdout);
    let mut levels = Vec::new();
    let mut no_guess = 0;
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split(',').collect();
        if f.len() < 11 {
            continue;
        }
        // Solution,Givens,Singles,Hidden Singles,Naked Pairs,Hidden Pairs,Pointing,Box/Line,
        // Guesses,Backtracks,Difficulty
        if f[8] == "0" {
            no_guess += 1;
        }
        levels.push(f[10].to_owned());
    }
    Some((levels, no_guess, seconds))
}

/// Hints per second on mid-solve grids: each puzzle's path walked half way (by the number of
/// empty cells filled).
fn hints(puzzles: &[Grid]) -> (usize, f64) {
    let mut states = Vec::new();
    for p in puzzles {
        let Ok(mut s) = Stepper::new(p) else { continue };
        let half = s.candidates().open_count() / 2;
        let mut entries = [[0u8; 9]; 9];
        let mut crossed = [0u16; 81];
        while s.candidates().open_count() > half {
            match s.next_step() {
                Ok(Some(step)) => {
                    if let Some(m) = step.placement {
                        entries[usize::from(m.cell) / 9][usize::from(m.cell) % 9] = m.digit;
                    }
                    for e in &step.eliminations {
                        crossed[usize::from(e.cell)] |= 1 << (e.digit - 1);
                    }
                }
                _ => break,
            }
        }
        states.push((*p, entries, crossed));
    }
    let start = Instant::now();
    let mut n = 0;
    for (p, e, x) in &states {
        if explain::hint(p, e, Some(x)).is_ok() {
            n += 1;
        }
    }
    (n, start.elapsed().as_secs_f64())
}

/// SE's own ratings (`se_ratings.tsv`: puzzle, source, ER, EP, ED) against libsudoku's: the
/// shares of exact ER, EP and ED and of ER within 0.5.
fn se_agreement() {
    let path = data_dir().join("se_ratings.tsv");
    let Ok(text) = std::fs::read_to_string(&path) else {
        println!("SE ratings: SKIPPED, {} not found\n", path.display());
        return;
    };
    let tenths = |s: &str| -> Option<i32> {
        let (a, b) = s.split_once('.')?;
        Some(a.parse::<i32>().ok()? * 10 + b.parse::<i32>().ok()?)
    };
    let mut rows = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let (Some(p), Some(er), Some(ep), Some(ed)) = (
            f.first().and_then(|p| p.parse::<Grid>().ok()),
            f.get(2).and_then(|v| tenths(v)),
            f.get(3).and_then(|v| tenths(v)),
            f.get(4).and_then(|v| tenths(v)),
        ) else {
            continue;
        };
        rows.push((p, [er, ep, ed]));
    }
    let ours: Vec<Option<[i32; 3]>> = rows
        .iter()
        .map(|(p, _)| {
            explain::rate(p)
                .ok()
                .map(|r| [r.rating, r.pearl, r.diamond].map(i32::from))
        })
        .collect();
    let (mut exact, mut within) = ([0usize; 3], 0usize);
    for ((_, se), o) in rows.iter().zip(&ours) {
        let Some(o) = o else { continue };
        for k in 0..3 {
            exact[k] += usize::from(o[k] == se[k]);
        }
        within += usize::from((o[0] - se[0]).abs() <= 5);
    }
    let n = rows.len().max(1) as f64;
    let share = |k: usize| format!("{k} ({:.1}%)", 100.0 * k as f64 / n);
    println!("| se_ratings.tsv | puzzles | ER exact | EP exact | ED exact | ER within 0.5 |");
    println!("|---|---:|---:|---:|---:|---:|");
    println!(
        "| SE 1.2.1's ratings | {} | {} | {} | {} | {} |\n",
        rows.len(),
        share(exact[0]),
        share(exact[1]),
        share(exact[2]),
        share(within),
    );
}

/// The peer table's sets: se_ratings.tsv, unbiased_1000 and the first `top` of top1465, with
/// SE's samples of `se_n` puzzles.
fn peer_sets(top: usize, se_n: usize) -> Vec<peers::Set> {
    let tsv = std::fs::read_to_string(data_dir().join("se_ratings.tsv")).unwrap_or_default();
    let se_lines: Vec<String> = tsv
        .lines()
        .filter_map(|l| l.split('\t').next())
        .filter(|p| p.len() == 81 && !p.starts_with('#'))
        .map(str::to_owned)
        .collect();
    let mut sets = Vec::new();
    for (label, lines) in [
        ("se_ratings.tsv".to_owned(), Some(se_lines)),
        ("unbiased_1000".to_owned(), load("unbiased_1000.txt")),
        (format!("top1465, first {top}"), load("top1465.txt")),
    ] {
        let Some(mut lines) = lines.filter(|l| !l.is_empty()) else {
            println!("{label}: skipped, not in {}", data_dir().display());
            continue;
        };
        if label.starts_with("top1465") {
            lines.truncate(top);
        }
        let se_sample: Vec<String> = if se_n == 0 {
            Vec::new()
        } else if label.starts_with("se_ratings") {
            let step = (lines.len() / se_n).max(1);
            lines.iter().step_by(step).take(se_n).cloned().collect()
        } else {
            lines.iter().take(se_n).cloned().collect()
        };
        let label = label.replace(' ', "_").replace(',', "");
        sets.push(peers::Set {
            label,
            lines,
            se_sample,
        });
    }
    sets
}

fn main() {
    let mut forum = 20usize;
    let mut cap = usize::MAX;
    let mut with_peers = true;
    let mut top = 300usize;
    let mut se_n = 50usize;
    let mut sets: Vec<String> = vec![
        "unbiased_1000".into(),
        "top1465".into(),
        "forum_hardest_train".into(),
    ];
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--forum" => forum = args.next().and_then(|v| v.parse().ok()).unwrap_or(forum),
            "--quick" => {
                cap = 50;
                forum = 2;
                with_peers = false;
            }
            "--no-peers" => with_peers = false,
            "--top" => top = args.next().and_then(|v| v.parse().ok()).unwrap_or(top),
            "--se" => se_n = args.next().and_then(|v| v.parse().ok()).unwrap_or(se_n),
            "--sets" => {
                sets = args
                    .next()
                    .map(|v| v.split(',').map(str::to_owned).collect())
                    .unwrap_or(sets)
            }
            _ => {
                eprintln!(
                    "usage: sudoku-explain-bench [--quick] [--no-peers] [--se N] [--top N] \
                     [--forum N] [--sets a,b]\n  --quick: a smoke run (50 puzzles a set), no \
                     SE agreement, no peers\n  --no-peers: leave skfr and Sudoku Explainer \
                     out\n  --se N: SE's sample a set (default 50, 0: no SE)\n  --top N: \
                     puzzles of top1465 in the peer table (default 300)"
                );
                std::process::exit(2);
            }
        }
    }
    if cap == usize::MAX {
        se_agreement();
    }
    if with_peers {
        peers::table(&peer_sets(top, se_n), &hints);
    }
    println!(
        "| set | puzzles | libsudoku: without forcing chains | with | not explained | StrategySolver (all) | QQWing, no guess | rated/s libsudoku | rated/s StrategySolver | rated/s QQWing | hints/s (mid-solve) |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    let mut tables = Vec::new();
    for set in &sets {
        let Some(mut lines) = load(&format!("{set}.txt")) else {
            println!(
                "| {set} | SKIPPED: not in {} | | | | | | | | | |",
                data_dir().display()
            );
            continue;
        };
        if set == "forum_hardest_train" {
            // Every (len / forum)-th puzzle: a sample across the canonical order.
            let step = (lines.len() / forum.max(1)).max(1);
            lines = lines.into_iter().step_by(step).take(forum).collect();
        }
        lines.truncate(cap);
        let puzzles: Vec<Grid> = lines.iter().filter_map(|l| l.parse().ok()).collect();
        let o = ours(&puzzles);
        let (crate_solved, crate_s) = crate_strategies(&lines);
        let q = qqwing(&lines);
        let (h, h_s) = hints(&puzzles);
        let (q_cell, q_rate) = match &q {
            Some((_, no_guess, s)) => (no_guess.to_string(), peers::per_second(lines.len(), *s)),
            None => ("not installed".into(), "-".into()),
        };
        println!(
            "| {set} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            puzzles.len(),
            o.without_forcing,
            o.with_forcing,
            o.not_explained,
            crate_solved,
            q_cell,
            peers::per_second(puzzles.len(), o.seconds),
            peers::per_second(lines.len(), crate_s),
            q_rate,
            peers::per_second(h, h_s),
        );
        tables.push((set.clone(), o, q));
    }
    for (set, o, q) in &tables {
        println!("\n{set}: QQWing's level (rows) against libsudoku's (columns)\n");
        let ours_levels = Level::ALL;
        print!("| QQWing \\ libsudoku |");
        for l in ours_levels {
            print!(" {} |", l.name());
        }
        println!(" not explained | libsudoku's QQWing equivalent agrees |");
        println!("|---|---:|---:|---:|---:|---:|---:|---:|");
        let Some((qlevels, _, _)) = q else {
            println!("| QQWing not installed | | | | | | | |");
            continue;
        };
        let mut table: BTreeMap<String, ([usize; 6], usize)> = BTreeMap::new();
        for (ql, ol) in qlevels.iter().zip(&o.levels) {
            let row = table.entry(ql.clone()).or_default();
            match ol {
                Some((l, qq, _)) => {
                    row.0[*l as usize - 1] += 1;
                    if qq.name() == ql {
                        row.1 += 1;
                    }
                }
                None => row.0[5] += 1,
            }
        }
        for name in ["Simple", "Easy", "Intermediate", "Expert"] {
            let (counts, agree) = table.get(name).copied().unwrap_or_default();
            println!(
                "| {name} | {} | {} | {} | {} | {} | {} | {agree} of {} |",
                counts[0],
                counts[1],
                counts[2],
                counts[3],
                counts[4],
                counts[5],
                counts.iter().sum::<usize>()
            );
        }
        let mut se = [0usize; 13];
        for (_, _, r) in o.levels.iter().flatten() {
            se[usize::from(*r / 10).min(12)] += 1;
        }
        println!(
            "\n{set}: libsudoku's ratings by whole SE point (1.x, 2.x, ...): {:?}",
            &se[1..]
        );
    }
}
