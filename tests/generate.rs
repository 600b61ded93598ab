//! The generator: every option over many seeds through the one checking function
//! (`sudoku_check::check_generate`: one solution by the reference solver, symmetry, clue
//! range, minimality, nothing written on failure), bad options, random bytes as options, the
//! documented algorithm written again here with the reference solver (same puzzles), and golden
//! puzzles that pin the output on every platform (the QEMU firmware checks the same ones).
//!
//! A plain `main` (no libtest harness) so that the figures show in `cargo test`'s log.
//! `cargo test --test generate` runs it alone.

use std::collections::BTreeMap;
use std::thread;
use std::time::Instant;

use sudoku::{SUDOKU_BAD_OPTIONS, SUDOKU_LIMIT_REACHED, SUDOKU_OK, SUDOKU_UNSUPPORTED};
use sudoku_check::gen::Rng;
use sudoku_check::{check_generate, options_bytes, FULL_BUDGET, OPTIONS_SIZE};
use sudoku_core::explain::{self, Level};
use sudoku_core::{generate, random_solution, Grid, Options, Symmetry, Transform};
use sudoku_testkit::reference;

/// The pinned output: `NAME SEED LINE` lines (see the file's header).
const GOLDEN: &str = include_str!("golden/generate.txt");

/// The options each golden name stands for.
fn golden_options(name: &str) -> Option<Options> {
    let o = Options::default();
    Some(match name {
        "any" => o,
        "rotate180-minimal" => Options {
            symmetry: Symmetry::Rotate180,
            minimal: true,
            ..o
        },
        "rotate90-28-36" => Options {
            symmetry: Symmetry::Rotate90,
            min_clues: 28,
            max_clues: 36,
            ..o
        },
        "easy-rotate180-minimal" => Options {
            symmetry: Symmetry::Rotate180,
            minimal: true,
            level: Level::Easy as u8,
            ..o
        },
        _ => Options {
            level: *Level::ALL.iter().find(|l| l.name() == name)? as u8,
            ..o
        },
    })
}

const TEXTBOOK: &str =
    "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..";

type Figures = Vec<String>;

/// A named part of the test.
type Section = (&'static str, fn() -> Figures);

/// Every symmetry, minimal or not, with the default range and two narrower ones.
fn every_option() -> Figures {
    let ranges: [(u8, u8); 3] = [(0, 0), (20, 25), (27, 40)];
    let mut figures = vec![];
    let mut total = 0;
    for symmetry in Symmetry::ALL {
        for minimal in [false, true] {
            for (low, high) in ranges {
                // Minimal symmetric puzzles take tens to thousands of attempts (a symmetric
                // puzzle seldom has no given removable alone): a bound keeps the test short.
                let max_attempts = if minimal && symmetry != Symmetry::None {
                    150
                } else {
                    0
                };
                let options = Options {
                    symmetry,
                    min_clues: low,
                    max_clues: high,
                    minimal,
                    max_attempts,
                    ..Options::default()
                };
                let bytes = options_bytes(&options);
                // Fewer seeds where attempts are many (minimal and symmetric).
                let seeds = match (symmetry, minimal) {
                    (Symmetry::None, _) => 200,
                    (_, false) => 100,
                    (_, true) => 10,
                };
                let mut made = 0;
                let mut limits = 0;
                for seed in 0..seeds {
                    let o = check_generate(seed * 7919 + 1, Some(&bytes), FULL_BUDGET);
                    match o.status {
                        SUDOKU_OK => made += 1,
                        SUDOKU_LIMIT_REACHED => limits += 1,
                        s => panic!("{options:?}, seed {seed}: status {s}"),
                    }
                }
                // With the default range every attempt succeeds but for `minimal`; a narrower
                // range may cost attempts (90° puzzles of 20 to 25 clues are rare), but some
                // puzzles come out of every range that is not minimal.
                if !minimal && low == 0 {
                    assert_eq!(limits, 0, "{options:?}: {limits} limits of {seeds}");
                }
                if !minimal {
                    assert!(made > 0, "{options:?}: no puzzle in {seeds} seeds");
                }
                total += made;
                figures.push(format!(
                    "{symmetry:?} minimal={minimal} clues {low}..={high}: {made} puzzles, {limits} \
                     at the attempt limit"
                ));
            }
        }
    }
    figures.push(format!("{total} puzzles checked by the reference"));
    figures
}

/// Every level, alone, with each symmetry and with `minimal`: every puzzle through the one
/// checking function (one solution by the reference, symmetry, minimality, and the level of
/// the explainer's whole ladder), the attempts each took, and the levels given out.
fn levels() -> Figures {
    // (symmetry, minimal, seeds, attempts: 0 for the default 1,000).
    let kinds: [(Symmetry, bool, u64, u32); 8] = [
        (Symmetry::None, false, 60, 0),
        (Symmetry::Rotate180, false, 16, 0),
        (Symmetry::Rotate90, false, 6, 0),
        (Symmetry::MirrorLeftRight, false, 6, 0),
        (Symmetry::MirrorTopBottom, false, 6, 0),
        (Symmetry::BothDiagonals, false, 6, 0),
        (Symmetry::None, true, 16, 0),
        // Minimal symmetric puzzles are rare (about 1 attempt in 50), and a level rarer still
        // (fiendish: about 1 in 1,500): a bound on attempts, and a count over the levels.
        (Symmetry::Rotate180, true, 3, 250),
    ];
    let mut figures = vec![];
    let mut total = 0;
    let mut minimal_symmetric = 0;
    for level in Level::ALL {
        for (symmetry, minimal, seeds, max_attempts) in kinds {
            let options = Options {
                symmetry,
                minimal,
                level: level as u8,
                max_attempts,
                ..Options::default()
            };
            let bytes = options_bytes(&options);
            let (mut made, mut limits, mut attempts) = (0, 0, 0);
            for seed in 0..seeds {
                let seed = seed * 104_729 + u64::from(level as u8);
                let o = check_generate(seed, Some(&bytes), FULL_BUDGET);
                match o.status {
                    SUDOKU_OK => {
                        made += 1;
                        attempts += generate(seed, &options).unwrap().attempts;
                    }
                    SUDOKU_LIMIT_REACHED => limits += 1,
                    s => panic!("{options:?}, seed {seed}: status {s}"),
                }
            }
            // The default bound is ample for every level but with `minimal` and a symmetry.
            if max_attempts == 0 {
                assert_eq!(limits, 0, "{options:?}: {limits} limits of {seeds}");
            }
            total += made;
            if minimal && symmetry != Symmetry::None {
                minimal_symmetric += made;
            }
            figures.push(format!(
                "{} {symmetry:?} minimal={minimal}: {made} puzzles ({:.1} attempts each), \
                 {limits} at the attempt limit",
                level.name(),
                f64::from(attempts) / f64::from(made.max(1))
            ));
        }
    }
    assert!(
        minimal_symmetric >= 5,
        "{minimal_symmetric} minimal 180° puzzles of a level"
    );
    // The Rust API rates each puzzle it keeps at the level asked, as the C API does.
    for level in Level::ALL {
        for seed in 0..20u64 {
            let o = Options {
                level: level as u8,
                ..Options::default()
            };
            let made = generate(seed, &o).unwrap();
            assert_eq!(explain::rate(&made.puzzle).map(|r| r.level), Ok(level));
            total += 1;
        }
    }
    figures.push(format!(
        "{total} puzzles of a level checked by the reference and rated again"
    ));
    figures
}

/// Thousands of seeds with the default options: one solution by the reference, and the clue
/// counts.
fn many_seeds() -> Figures {
    let mut counts = BTreeMap::new();
    for seed in 0..2000u64 {
        let o = check_generate(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15), None, FULL_BUDGET);
        assert_eq!(o.status, SUDOKU_OK);
        *counts.entry(o.clues.unwrap()).or_insert(0) += 1;
    }
    vec![format!(
        "2000 seeds, default options: clue counts {counts:?}"
    )]
}

/// Bad options, each with its status, and nothing written.
fn bad_options() -> Figures {
    let base = Options::default();
    let cases: Vec<(&str, Vec<u8>, i32)> = vec![
        ("size 0", vec![0; OPTIONS_SIZE], SUDOKU_BAD_OPTIONS),
        (
            "size 27",
            with_word(&options_bytes(&base), 0, 27),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "size 1025",
            with_word(&options_bytes(&base), 0, 1025),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "symmetry 6",
            with_word(&options_bytes(&base), 1, 6),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "symmetry -1",
            with_word(&options_bytes(&base), 1, u32::MAX),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "min 82",
            with_word(&options_bytes(&base), 2, 82),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "max 82",
            with_word(&options_bytes(&base), 3, 82),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "max 256",
            with_word(&options_bytes(&base), 3, 256),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "min 30 > max 25",
            with_word(&with_word(&options_bytes(&base), 2, 30), 3, 25),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "max 16",
            with_word(&options_bytes(&base), 3, 16),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "90 degrees, 18..=19",
            with_word(
                &with_word(&with_word(&options_bytes(&base), 1, 2), 2, 18),
                3,
                19,
            ),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "minimal 2",
            with_word(&options_bytes(&base), 4, 2),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "level 6",
            with_word(&options_bytes(&base), 5, 6),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "level 256",
            with_word(&options_bytes(&base), 5, 256),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "level -1",
            with_word(&options_bytes(&base), 5, u32::MAX),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "level 6 with a good range",
            with_word(
                &with_word(&with_word(&options_bytes(&base), 5, 6), 2, 22),
                3,
                30,
            ),
            SUDOKU_BAD_OPTIONS,
        ),
        (
            "easy with at most 20 clues in 200 attempts",
            with_word(
                &with_word(&with_word(&options_bytes(&base), 5, 1), 3, 20),
                6,
                200,
            ),
            SUDOKU_LIMIT_REACHED,
        ),
        (
            "diabolical with at least 40 clues in 50 attempts",
            with_word(
                &with_word(&with_word(&options_bytes(&base), 5, 5), 2, 40),
                6,
                50,
            ),
            SUDOKU_LIMIT_REACHED,
        ),
        (
            "an unknown field",
            {
                let mut b = options_bytes(&base).to_vec();
                b[0] = 32;
                b.extend([0, 0, 0, 1]);
                b
            },
            SUDOKU_UNSUPPORTED,
        ),
        (
            // The struct is read before its fields (the header's order).
            "an unknown field with a bad symmetry and level",
            {
                let mut b = with_word(&with_word(&options_bytes(&base), 1, 6), 5, 9);
                b[0] = 32;
                b.extend([0, 0, 0, 1]);
                b
            },
            SUDOKU_UNSUPPORTED,
        ),
        (
            "minimal with 40..=40 in 5 attempts",
            with_word(
                &with_word(
                    &with_word(&with_word(&options_bytes(&base), 4, 1), 2, 40),
                    3,
                    40,
                ),
                6,
                5,
            ),
            SUDOKU_LIMIT_REACHED,
        ),
    ];
    let mut figures = vec![];
    for (name, bytes, status) in &cases {
        let o = check_generate(1, Some(bytes), FULL_BUDGET);
        assert_eq!(o.status, *status, "{name}");
    }
    // A larger struct whose extra bytes are zero is a newer caller asking for the defaults.
    let mut larger = options_bytes(&base).to_vec();
    larger[0] = 64;
    larger.resize(64, 0);
    assert_eq!(
        check_generate(1, Some(&larger), FULL_BUDGET).status,
        SUDOKU_OK
    );
    // Rust: the same rules.
    let rust = |o: Options| generate(1, &o).err().map(|e| i32::from(e.code()));
    assert_eq!(
        rust(Options {
            max_clues: 16,
            ..base
        }),
        Some(SUDOKU_BAD_OPTIONS)
    );
    assert_eq!(rust(Options { level: 6, ..base }), Some(SUDOKU_BAD_OPTIONS));
    assert_eq!(
        rust(Options {
            level: 1,
            max_clues: 20,
            max_attempts: 200,
            ..base
        }),
        Some(SUDOKU_LIMIT_REACHED)
    );
    assert_eq!(rust(Options { level: 3, ..base }), None);
    assert_eq!(
        rust(Options {
            min_clues: 82,
            ..base
        }),
        Some(SUDOKU_BAD_OPTIONS)
    );
    figures.push(format!(
        "{} bad or unmeetable options: each its status, nothing written",
        cases.len()
    ));
    figures
}

/// `bytes` with its 32-bit word `i` replaced.
fn with_word(bytes: &[u8], i: usize, value: u32) -> Vec<u8> {
    let mut out = bytes.to_vec();
    out[i * 4..i * 4 + 4].copy_from_slice(&value.to_ne_bytes());
    out
}

/// Random bytes as options: mostly refused, some valid; each checked.
fn random_options() -> Figures {
    let mut rng = Rng::new(23);
    let mut by_status = BTreeMap::new();
    for _ in 0..3000 {
        let mut words = [0u32; 7];
        for w in words.iter_mut() {
            // Small values often, any value sometimes.
            *w = match rng.below(4) {
                0 => rng.next_u64() as u32,
                1 => rng.below(3) as u32,
                _ => rng.below(90) as u32,
            };
        }
        if rng.below(2) == 0 {
            words[0] = OPTIONS_SIZE as u32;
        }
        words[1] %= 7; // mostly known symmetries, sometimes not
        words[4] %= 3;
        // Mostly any level; sometimes one of the five, sometimes none of them.
        words[5] = if rng.below(4) == 0 {
            rng.below(8) as u32
        } else {
            0
        };
        words[6] = words[6].clamp(1, 4); // a few attempts: some options cannot be met
        let mut bytes = vec![];
        for w in words {
            bytes.extend(w.to_ne_bytes());
        }
        let o = check_generate(rng.next_u64(), Some(&bytes), FULL_BUDGET);
        *by_status.entry(o.status).or_insert(0) += 1;
    }
    vec![format!(
        "3000 random option structs: statuses {by_status:?}"
    )]
}

/// SplitMix64 as its documentation gives it, written again.
struct Mix(u64);

impl Mix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> usize {
        (((self.next() >> 32) * n) >> 32) as usize
    }
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i as u64 + 1);
            v.swap(i, j);
        }
    }
    fn permutation(&mut self, n: usize) -> Vec<usize> {
        let mut p: Vec<usize> = (0..n).collect();
        self.shuffle(&mut p);
        p
    }
    /// The shuffle, as `Transform::from_seed` documents it: (digits, rows, cols, transpose).
    fn transform(&mut self) -> (Vec<usize>, Vec<usize>, Vec<usize>, bool) {
        let digits = self.permutation(9);
        let mut lines = || {
            let outer = self.permutation(3);
            let mut out = vec![];
            for &band in &outer {
                let inner = self.permutation(3);
                out.extend(inner.iter().map(|k| band * 3 + k));
            }
            out
        };
        let rows = lines();
        let cols = lines();
        (digits, rows, cols, self.below(2) == 1)
    }
}

fn apply(t: &(Vec<usize>, Vec<usize>, Vec<usize>, bool), g: &[u8; 81]) -> [u8; 81] {
    let mut out = [0u8; 81];
    for r in 0..9 {
        for c in 0..9 {
            let d = g[t.1[r] * 9 + t.2[c]];
            let d = if d == 0 {
                0
            } else {
                t.0[d as usize - 1] as u8 + 1
            };
            let (r2, c2) = if t.3 { (c, r) } else { (r, c) };
            out[r2 * 9 + c2] = d;
        }
    }
    out
}

/// The orbit of a cell under a symmetry (its C number): the cell and its images, sorted.
fn orbit(symmetry: u32, cell: usize) -> Vec<usize> {
    let mut out = image_cells(symmetry, cell);
    out.push(cell);
    out.sort();
    out.dedup();
    out
}

/// The images of a cell under the maps of a symmetry, written here from the names.
fn image_cells(symmetry: u32, cell: usize) -> Vec<usize> {
    let (r, c) = (cell / 9, cell % 9);
    let maps: Vec<(usize, usize)> = match symmetry {
        1 => vec![(8 - r, 8 - c)],
        2 => vec![(c, 8 - r), (8 - r, 8 - c), (8 - c, r)],
        3 => vec![(r, 8 - c)],
        4 => vec![(8 - r, c)],
        5 => vec![(c, r), (8 - c, 8 - r), (8 - r, 8 - c)],
        _ => vec![],
    };
    maps.into_iter().map(|(r, c)| r * 9 + c).collect()
}

/// The documented algorithm, plainly, with the reference solver: no batches, no unavoidable
/// sets. Returns the puzzle and the attempts.
fn documented(seed: u64, o: &Options) -> Option<([u8; 81], u32)> {
    let mut rng = Mix(seed);
    let low = u32::from(o.min_clues);
    let high = if o.max_clues == 0 {
        81
    } else {
        u32::from(o.max_clues)
    };
    let unique = |g: &[u8; 81]| reference::count_solutions(g, 2) == 1;
    for attempt in 1..=o.max_attempts.max(1) {
        let mut g = [0u8; 81];
        // The three boxes on the diagonal: 1 to 9 in order, then two permutations.
        for b in 0..3 {
            let digits: Vec<usize> = if b == 0 {
                (0..9).collect()
            } else {
                rng.permutation(9)
            };
            for (i, d) in digits.iter().enumerate() {
                g[(b * 3 + i / 3) * 9 + b * 3 + i % 3] = *d as u8 + 1;
            }
        }
        let solution = apply(&rng.transform(), &reference::first_solution(&g)?);
        let symmetry = o.symmetry.code();
        let mut order: Vec<usize> = (0..81).filter(|&c| orbit(symmetry, c)[0] == c).collect();
        rng.shuffle(&mut order);
        let mut puzzle = solution;
        let mut givens = 81u32;
        for &first in &order {
            let cells = orbit(symmetry, first);
            if givens - (cells.len() as u32) < low {
                continue;
            }
            let mut trial = puzzle;
            cells.iter().for_each(|&c| trial[c] = 0);
            if unique(&trial) {
                puzzle = trial;
                givens -= cells.len() as u32;
            }
        }
        if givens > high {
            continue;
        }
        if o.minimal
            && (0..81).any(|i| {
                let mut fewer = puzzle;
                fewer[i] = 0;
                puzzle[i] != 0 && unique(&fewer)
            })
        {
            continue;
        }
        return Some((puzzle, attempt));
    }
    None
}

/// The library's puzzles are the documented algorithm's, for every symmetry.
fn as_documented() -> Figures {
    let mut checked = 0;
    for symmetry in Symmetry::ALL {
        for (minimal, low, high) in [(false, 0, 0), (false, 26, 40), (true, 0, 0)] {
            // Minimal symmetric puzzles take many attempts, each costly for the reference.
            if minimal && !matches!(symmetry, Symmetry::None | Symmetry::Rotate180) {
                continue;
            }
            let o = Options {
                symmetry,
                minimal,
                min_clues: low,
                max_clues: high,
                max_attempts: 400,
                ..Options::default()
            };
            for seed in 0..3u64 {
                let lib = generate(seed, &o)
                    .ok()
                    .map(|m| (m.puzzle.flat(), m.attempts));
                let doc = documented(seed, &o);
                assert_eq!(lib, doc, "{o:?} seed {seed}");
                checked += 1;
            }
        }
    }
    vec![format!(
        "{checked} puzzles (every symmetry; minimal; a clue bound) equal to the documented \
         algorithm run with the reference solver"
    )]
}

/// Golden puzzles, solution and shuffle.
fn golden() -> Figures {
    let textbook: Grid = TEXTBOOK.parse().unwrap();
    let mut wrong = vec![];
    let mut checked = 0;
    for line in GOLDEN.lines().filter(|l| !l.starts_with('#')) {
        let [name, seed, want] = line.split(' ').collect::<Vec<_>>()[..] else {
            panic!("not a golden line: {line}");
        };
        let seed: u64 = seed.parse().unwrap();
        let got = match name {
            "solution" => random_solution(seed),
            "transform" => Transform::from_seed(seed).apply(&textbook),
            _ => {
                generate(seed, &golden_options(name).unwrap())
                    .unwrap()
                    .puzzle
            }
        }
        .to_string();
        if got != want {
            wrong.push(format!("{name} {seed} {got}"));
        }
        checked += 1;
    }
    assert!(
        wrong.is_empty(),
        "golden values differ:\n{}",
        wrong.join("\n")
    );
    vec![format!(
        "{checked} golden values (puzzles, a solution, a shuffle): as pinned"
    )]
}

fn main() {
    let sections: [Section; 7] = [
        ("golden values", golden),
        ("levels", levels),
        ("as documented", as_documented),
        ("bad options", bad_options),
        ("random options", random_options),
        ("many seeds", many_seeds),
        ("every option", every_option),
    ];
    // GENERATE_SECTION=name runs one section.
    let only = std::env::var("GENERATE_SECTION").ok();
    let sections: Vec<_> = sections
        .into_iter()
        .filter(|(name, _)| only.as_deref().is_none_or(|o| o == *name))
        .collect();
    let results: Vec<_> = thread::scope(|s| {
        let handles: Vec<_> = sections
            .iter()
            .map(|&(name, f)| {
                (
                    name,
                    s.spawn(move || {
                        let start = Instant::now();
                        (f(), start.elapsed())
                    }),
                )
            })
            .collect();
        handles.into_iter().map(|(n, h)| (n, h.join())).collect()
    });
    let mut failed = 0;
    for (name, result) in results {
        match result {
            Ok((figures, took)) => {
                for f in figures {
                    println!("generate, {name} ({:.1} s): {f}", took.as_secs_f64());
                }
            }
            Err(_) => {
                println!("generate, {name}: FAILED (see the panic above)");
                failed += 1;
            }
        }
    }
    println!(
        "generate: {} passed, {failed} failed",
        sections.len() - failed
    );
    if failed > 0 {
        std::process::exit(1);
    }
}
