//! The chaining engine against Sudoku Explainer itself: on grid states of SE's solving paths,
//! the first hint of each configuration, as `bench/se/se-chains.sh` records it from SE 1.2.1
//! (the `C` lines: state, configuration, SE's hint), must be ours: same name, difficulty,
//! complexity, placement and eliminations.
//!
//! `tests/data/se_chains.txt` holds a sample (checked on every `cargo test`); a whole file made
//! by `bench/se/se-chains.sh` is compared with
//! `SE_CHAINS=path cargo test -p sudoku-core --release se_chains_file -- --ignored --nocapture`
//! (`SE_CHAINS_SHOW=n` prints the first n disagreements, `SE_CHAINS_CONFIGS=FFF0,...` keeps
//! those configurations only).

extern crate std;

use std::string::String;
use std::vec::Vec;
use std::{format, println};

use super::{first_hint, ChainConfig, ChainHint, Work};
use crate::explain::Candidates;

/// One recorded question and SE's answer.
struct Case {
    values: [u8; 81],
    masks: [u16; 81],
    config: ChainConfig,
    config_name: String,
    /// SE's answer as "tenths name complexity placement eliminations", or "none".
    expected: String,
    text: String,
}

fn parse_line(line: &str) -> Option<Case> {
    let rest = line.strip_prefix("C ")?;
    let f: Vec<&str> = rest.split('\t').collect();
    let (values, cands, cfg) = (f.first()?, f.get(1)?, f.get(2)?);
    let mut v = [0u8; 81];
    let mut m = [0u16; 81];
    for (i, ch) in values.bytes().enumerate().take(81) {
        v[i] = ch - b'0';
        m[i] = u16::from_str_radix(cands.get(3 * i..3 * i + 3)?, 16).ok()?;
    }
    let b = cfg.as_bytes();
    let config = ChainConfig::new(b[0] == b'T', b[1] == b'T', b[2] == b'T', b[3] - b'0');
    let (expected, text) = if f.get(3) == Some(&"none") {
        (String::from("none"), String::new())
    } else {
        let d: f64 = f.get(3)?.parse().ok()?;
        let tenths = ((d + 0.05) * 10.0) as i32;
        (
            format!(
                "{tenths} {} c{} {} {}",
                f.get(4)?,
                f.get(5)?,
                f.get(7)?,
                f.get(8)?
            ),
            String::from(*f.get(9).unwrap_or(&"")),
        )
    };
    Some(Case {
        values: v,
        masks: m,
        config,
        config_name: String::from(*cfg),
        expected,
        text,
    })
}

fn describe(h: &Option<ChainHint>) -> String {
    let Some(h) = h else {
        return String::from("none");
    };
    let place = match h.placement {
        Some(p) => format!("r{}c{}={}", p.cell / 9 + 1, p.cell % 9 + 1, p.digit),
        None => String::from("-"),
    };
    let mut elims = String::new();
    let mut marks = h.eliminations.clone();
    marks.sort_unstable_by_key(|m| (m.cell, m.digit));
    let mut i = 0;
    while i < marks.len() {
        let cell = marks[i].cell;
        if !elims.is_empty() {
            elims.push(' ');
        }
        elims.push_str(&format!("r{}c{}-", cell / 9 + 1, cell % 9 + 1));
        while i < marks.len() && marks[i].cell == cell {
            elims.push((b'0' + marks[i].digit) as char);
            i += 1;
        }
    }
    format!(
        "{} {} c{} {} {}",
        h.difficulty,
        h.name(),
        h.complexity,
        place,
        elims
    )
}

/// Compares every case of `text`; returns (agreed, total) per configuration and prints the
/// first `show` disagreements.
fn compare(text: &str, show: usize, only: Option<&str>) -> Vec<(String, usize, usize, f64, u64)> {
    let mut tally: Vec<(String, usize, usize, f64, u64)> = Vec::new();
    let mut shown = 0;
    for case in text.lines().filter_map(parse_line) {
        if only.is_some_and(|o| !o.split(',').any(|c| c == case.config_name)) {
            continue;
        }
        let c = Candidates::from_parts(&case.values, &case.masks);
        let mut work = Work {
            used: 0,
            limit: u64::MAX,
        };
        let clock = std::time::Instant::now();
        let found = first_hint(&c, case.config, &mut work).unwrap_or(None);
        let secs = clock.elapsed().as_secs_f64();
        let got = describe(&found);
        let ok = got == case.expected;
        match tally.iter_mut().find(|t| t.0 == case.config_name) {
            Some(t) => {
                t.1 += usize::from(ok);
                t.2 += 1;
                t.3 += secs;
                t.4 += work.used;
            }
            None => tally.push((
                case.config_name.clone(),
                usize::from(ok),
                1,
                secs,
                work.used,
            )),
        }
        if !ok && shown < show {
            shown += 1;
            let vals: String = case.values.iter().map(|&d| (b'0' + d) as char).collect();
            println!(
                "{} {vals}\n  SE:  {}  ({})\n  we:  {got}",
                case.config_name, case.expected, case.text
            );
        }
    }
    tally
}

#[test]
#[cfg_attr(
    miri,
    ignore = "SE's chains over whole grids: far too slow under Miri; run natively"
)]
fn se_chains_sample() {
    let text = include_str!("../../../../tests/data/se_chains.txt");
    for (cfg, ok, total, _, _) in compare(text, 10, None) {
        assert_eq!(ok, total, "{cfg}: {ok} of {total} as SE");
    }
}

#[test]
#[ignore = "needs a file made by bench/se/se-chains.sh (SE_CHAINS=path)"]
fn se_chains_file() {
    let Ok(path) = std::env::var("SE_CHAINS") else {
        println!("SKIPPED: set SE_CHAINS to a file made by bench/se/se-chains.sh");
        return;
    };
    let text = std::fs::read_to_string(&path).expect("read SE_CHAINS");
    let show = std::env::var("SE_CHAINS_SHOW")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10);
    let only = std::env::var("SE_CHAINS_CONFIGS").ok();
    for (cfg, ok, total, secs, used) in compare(&text, show, only.as_deref()) {
        let ms = 1000.0 * secs / total as f64;
        let work = used / total as u64;
        println!("{cfg}: {ok} of {total} as SE ({ms:.3} ms, work {work} a state)");
    }
}

/// SE's order of its chaining producers.
fn rank(config: &str) -> usize {
    [
        "FFF0", "FTT0", "TFF0", "TTF0", "TTF1", "TTF2", "TTF3", "TTF4", "TTF5",
    ]
    .iter()
    .position(|&c| c == config)
    .unwrap_or(0)
}

/// The time the chains of SE's path would take in a rating loop: at each state where SE took
/// a chaining step (or Aligned Triplet Exclusion, after the first producer), every producer
/// up to the one that took it.
#[test]
#[ignore = "needs a file made by bench/se/se-chains.sh (SE_CHAINS=path)"]
fn se_chains_path_cost() {
    let Ok(path) = std::env::var("SE_CHAINS") else {
        println!("SKIPPED: set SE_CHAINS to a file made by bench/se/se-chains.sh");
        return;
    };
    let text = std::fs::read_to_string(&path).expect("read SE_CHAINS");
    let (mut puzzles, mut states, mut secs) = (0usize, 0usize, 0f64);
    let mut limit = 0usize;
    for line in text.lines() {
        if line.starts_with("P ") {
            puzzles += 1;
        } else if let Some(rest) = line.strip_prefix("S ") {
            let cfg = rest.split('\t').nth(1).unwrap_or("-");
            limit = if cfg == "-" { 0 } else { rank(cfg) };
            states += usize::from(cfg != "-");
        } else if let Some(case) = parse_line(line) {
            if rank(&case.config_name) > limit {
                continue;
            }
            let c = Candidates::from_parts(&case.values, &case.masks);
            let mut work = Work {
                used: 0,
                limit: u64::MAX,
            };
            let clock = std::time::Instant::now();
            let _ = first_hint(&c, case.config, &mut work);
            secs += clock.elapsed().as_secs_f64();
        }
    }
    println!(
        "{puzzles} puzzles, {states} chaining steps: {:.3} s, {:.2} ms a puzzle",
        secs,
        1000.0 * secs / puzzles.max(1) as f64
    );
}
