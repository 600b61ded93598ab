//! libsudoku's solving path beside Sudoku Explainer's, step by step: the first step where they
//! part, for driving the rating to SE's exactly.
//!
//! Usage: `sudoku-se-compare PATHS.txt [--all] [--max-er X]`, where PATHS.txt is what
//! `bench/se/se-path.sh PUZZLES.txt` prints (SE's steps: difficulty, rule, placement or
//! eliminations; then ER/EP/ED). For each puzzle it walks libsudoku's path (`Stepper`) beside
//! SE's and reports the first step that differs (rating, SE's rule name, or what the step
//! places and removes) with both sides, then SE's ER/EP/ED against libsudoku's rating. It ends
//! with the counts: puzzles whose path is SE's to the end, first differences per SE rule, and
//! exact ER, EP and ED. `--all` prints every puzzle, not only those that differ; `--max-er X`
//! stops each path at SE's first step rated above X (to check the rules below the chains).
//! `--follow`: take SE's step each time (so the path never parts) and report the first step
//! that is not a chaining step of SE's where libsudoku's step differs, and any step where
//! libsudoku would take a rule other than a chain where SE takes a chain: the rules below the
//! chains checked on every grid of SE's paths, whatever the chains do.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use sudoku_core::explain::{self, Options, Step, Stepper};
use sudoku_core::Grid;

/// One step of SE's path.
struct SeStep {
    rating: u8,
    name: String,
    what: String,
    line: String,
}

struct SePuzzle {
    puzzle: String,
    steps: Vec<SeStep>,
    er_ep_ed: [u8; 3],
}

fn tenths(s: &str) -> u8 {
    let (a, b) = s.split_once('.').unwrap_or((s, "0"));
    a.parse::<u8>().unwrap_or(0) * 10 + b.parse::<u8>().unwrap_or(0)
}

fn read(path: &str) -> Vec<SePuzzle> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| {
        eprintln!("sudoku-se-compare: {path}: {e}");
        std::process::exit(2)
    });
    let mut out: Vec<SePuzzle> = Vec::new();
    for line in text.lines() {
        if let Some(p) = line.strip_prefix("P ") {
            out.push(SePuzzle {
                puzzle: p.to_owned(),
                steps: Vec::new(),
                er_ep_ed: [0; 3],
            });
        } else if let (Some(s), Some(last)) = (line.strip_prefix("S "), out.last_mut()) {
            let f: Vec<&str> = s.split('\t').collect();
            if f.len() >= 4 {
                last.steps.push(SeStep {
                    rating: tenths(f[1]),
                    name: f[2].to_owned(),
                    what: f[3].to_owned(),
                    line: s.to_owned(),
                });
            }
        } else if let (Some(r), Some(last)) = (line.strip_prefix("R "), out.last_mut()) {
            let v: Vec<u8> = r.split('/').map(tenths).collect();
            if v.len() == 3 {
                last.er_ep_ed = [v[0], v[1], v[2]];
            }
        }
    }
    out
}

/// A step as SE's path prints it: `r1c2=5`, or `r1c2-57 r3c4-1` (cells in order).
fn what(step: &Step) -> String {
    let mut out = String::new();
    if let Some(p) = step.placement {
        let _ = write!(out, "r{}c{}={}", p.cell / 9 + 1, p.cell % 9 + 1, p.digit);
    }
    let mut by_cell: BTreeMap<u8, Vec<u8>> = BTreeMap::new();
    for e in &step.eliminations {
        by_cell.entry(e.cell).or_default().push(e.digit);
    }
    for (cell, mut ds) in by_cell {
        ds.sort_unstable();
        if !out.is_empty() {
            out.push(' ');
        }
        let _ = write!(out, "r{}c{}-", cell / 9 + 1, cell % 9 + 1);
        for d in ds {
            let _ = write!(out, "{d}");
        }
    }
    out
}

fn se_name(step: &Step) -> String {
    let mut s = String::new();
    let _ = step.write_se_name(&mut s);
    s
}

fn show(t: u8) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// True for the names of SE's `Chaining` hints.
fn is_chaining(name: &str) -> bool {
    name.contains("Chain")
        || name.contains("Cycle")
        || name == "Turbot Fish"
        || name == "Generalized X-Wing"
}

/// Applies SE's step (its printed placement and eliminations) to a player's grid.
fn apply(what: &str, entries: &mut [[u8; 9]; 9], crossed: &mut [u16; 81]) {
    for token in what.split_whitespace() {
        let b = token.as_bytes();
        if b.len() < 5 {
            continue;
        }
        let (r, c) = (usize::from(b[1] - b'1'), usize::from(b[3] - b'1'));
        match b[4] {
            b'=' => entries[r][c] = b[5] - b'0',
            b'-' => {
                for &d in &b[5..] {
                    crossed[r * 9 + c] |= 1 << (d - b'1');
                }
            }
            _ => {}
        }
    }
}

/// `--follow`: the first step, along SE's own path, where libsudoku's next step is not SE's
/// and SE's is not a chain (or libsudoku's is not a chain where SE's is).
fn follow(puzzles: &[SePuzzle]) {
    let (mut same, mut firsts) = (0usize, BTreeMap::<String, usize>::new());
    for p in puzzles {
        let Ok(grid) = p.puzzle.parse::<Grid>() else {
            continue;
        };
        let mut entries = *grid.cells();
        let mut crossed = [0u16; 81];
        let mut differ = false;
        for (n, se) in p.steps.iter().enumerate() {
            if se.name == "none" {
                break;
            }
            let ours = match explain::hint(&grid, &entries, Some(&crossed)) {
                Ok(Some(s)) => s,
                other => {
                    println!("{}  step {}: libsudoku {other:?}", p.puzzle, n + 1);
                    differ = true;
                    break;
                }
            };
            let (name, w) = (se_name(&ours), what(&ours));
            let chain = is_chaining(&se.name);
            let parts = if chain {
                !is_chaining(&name)
            } else {
                ours.rating != se.rating || name != se.name || w != se.what
            };
            if parts {
                *firsts.entry(se.name.clone()).or_default() += 1;
                println!("{}  step {}", p.puzzle, n + 1);
                println!("  SE   {}", se.line);
                println!("  ours {}\t{name}\t{w}\t{ours}", show(ours.rating));
                differ = true;
                break;
            }
            apply(&se.what, &mut entries, &mut crossed);
        }
        same += usize::from(!differ);
    }
    println!(
        "{} puzzles: {same} where every step below the chains is SE's",
        puzzles.len()
    );
    for (name, n) in firsts {
        println!("  first difference at SE's {name}: {n}");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: sudoku-se-compare PATHS.txt [--all] [--max-er X]");
        std::process::exit(2)
    };
    let all = args.iter().any(|a| a == "--all");
    let max_er = args
        .iter()
        .position(|a| a == "--max-er")
        .and_then(|i| args.get(i + 1))
        .map_or(u8::MAX, |s| tenths(s));
    let puzzles = read(path);
    if args.iter().any(|a| a == "--follow") {
        follow(&puzzles);
        return;
    }
    let (mut same_path, mut exact) = (0usize, [0usize; 3]);
    let mut within = 0usize;
    let mut firsts: BTreeMap<String, usize> = BTreeMap::new();
    for p in &puzzles {
        let Ok(grid) = p.puzzle.parse::<Grid>() else {
            continue;
        };
        let Ok(mut stepper) = Stepper::with_options(&grid, Options::DEFAULT) else {
            println!("{}: libsudoku refuses the puzzle", p.puzzle);
            continue;
        };
        let mut differ = None;
        for (n, se) in p.steps.iter().enumerate() {
            if se.rating > max_er || se.name == "none" {
                break;
            }
            let ours = match stepper.next_step() {
                Ok(Some(s)) => s,
                Ok(None) => {
                    differ = Some((n, "libsudoku: solved".to_owned()));
                    break;
                }
                Err(e) => {
                    differ = Some((n, format!("libsudoku: {e:?}")));
                    break;
                }
            };
            let (name, w) = (se_name(&ours), what(&ours));
            if ours.rating != se.rating || name != se.name || w != se.what {
                differ = Some((n, format!("{}\t{name}\t{w}\t{ours}", show(ours.rating))));
                break;
            }
        }
        let ours = if max_er == u8::MAX {
            let mut end = Ok(());
            loop {
                match stepper.next_step() {
                    Ok(Some(_)) => {}
                    Ok(None) => break,
                    Err(e) => {
                        end = Err(e);
                        break;
                    }
                }
            }
            let r = stepper.rating();
            end.ok().map(|()| [r.rating, r.pearl, r.diamond])
        } else {
            None
        };
        if differ.is_none() {
            same_path += 1;
        }
        if let Some(o) = ours {
            for (k, e) in exact.iter_mut().enumerate() {
                *e += usize::from(o[k] == p.er_ep_ed[k]);
            }
            within += usize::from(o[0].abs_diff(p.er_ep_ed[0]) <= 5);
        }
        if let Some((n, line)) = &differ {
            let se = &p.steps[*n];
            *firsts.entry(se.name.clone()).or_default() += 1;
            println!("{}  step {}", p.puzzle, n + 1);
            println!("  SE   {}", se.line);
            println!("  ours {line}");
        } else if all {
            println!("{}  same path", p.puzzle);
        }
    }
    println!(
        "{} puzzles: {} with SE's path{}",
        puzzles.len(),
        same_path,
        if max_er == u8::MAX {
            String::new()
        } else {
            format!(" up to SE's first step above {}", show(max_er))
        }
    );
    if max_er == u8::MAX {
        println!(
            "exact ER {}, EP {}, ED {}; ER within 0.5: {}",
            exact[0], exact[1], exact[2], within
        );
    }
    for (name, n) in firsts {
        println!("  first difference at SE's {name}: {n}");
    }
}
