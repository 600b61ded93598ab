//! Generation for every size: `sudoku_generate_n` and `sized::generate` over many seeds and
//! shapes, checked against the separately written reference (`tests/testkit`): exactly one
//! solution, the symmetry (checked here with its own maps), the clue range, minimality; 3 × 3
//! against the 9 × 9 generator; golden values.
//!
//! `cargo test --release --test sizes_generate` runs it alone.

use core::ffi::c_int;

use sudoku::{sudoku_generate_n, sudoku_generate_options, sudoku_generate_solution_n, SUDOKU_OK};
use sudoku_core::sized::{self, GenerateOptions, Grid, Shape};
use sudoku_core::{Options, Symmetry};
use sudoku_testkit::sized::{self as reference, Dims};

fn dims(shape: Shape) -> Dims {
    Dims {
        rows: shape.box_rows(),
        cols: shape.box_cols(),
    }
}

/// The C struct for `o` (its size set).
fn c_options(o: &GenerateOptions) -> sudoku_generate_options {
    sudoku_generate_options {
        size: core::mem::size_of::<sudoku_generate_options>() as u32,
        symmetry: o.symmetry.code(),
        min_clues: u32::from(o.min_clues),
        max_clues: u32::from(o.max_clues),
        minimal: u32::from(o.minimal),
        level: 0,
        max_attempts: o.max_attempts,
        max_guesses: u32::try_from(o.max_guesses).unwrap_or(u32::MAX),
    }
}

/// `sudoku_generate_n` for `shape`: the status and the cells.
fn generate_c(shape: Shape, seed: u64, o: &sudoku_generate_options) -> (c_int, Vec<u8>) {
    let mut cells: Vec<c_int> = vec![-7; shape.cells()];
    // SAFETY: the options struct and N × N ints, owned here.
    let status = unsafe {
        sudoku_generate_n(
            shape.box_rows() as c_int,
            shape.box_cols() as c_int,
            seed,
            o,
            cells.as_mut_ptr(),
        )
    };
    (status, cells.iter().map(|&v| v as u8).collect())
}

/// The images of `cell` under the maps of `s` in an n × n grid: written here apart from the
/// library's, from the documentation of each symmetry.
fn images(s: Symmetry, n: usize, cell: usize) -> Vec<usize> {
    let (r, c, m) = (cell / n, cell % n, n - 1);
    let at = |r: usize, c: usize| r * n + c;
    match s {
        Symmetry::None => vec![],
        Symmetry::Rotate180 => vec![at(m - r, m - c)],
        Symmetry::Rotate90 => vec![at(c, m - r), at(m - r, m - c), at(m - c, r)],
        Symmetry::MirrorLeftRight => vec![at(r, m - c)],
        Symmetry::MirrorTopBottom => vec![at(m - r, c)],
        Symmetry::BothDiagonals => vec![at(c, r), at(m - c, m - r), at(m - r, m - c)],
    }
}

fn symmetric(s: Symmetry, n: usize, g: &[u8]) -> bool {
    (0..n * n).all(|i| images(s, n, i).iter().all(|&j| (g[j] != 0) == (g[i] != 0)))
}

/// The reference's count of `g` (up to 2), when it answers within `nodes`.
fn count(d: Dims, g: &[u8], nodes: u64) -> Option<u32> {
    reference::count_solutions_bounded(d, g, 2, nodes)
}

/// What each generated puzzle must be, checked by the reference where it answers within its
/// budget (always for N up to 9: asserted) and by the library's count otherwise. Returns true
/// when the reference confirmed one solution.
fn check_puzzle(shape: Shape, seed: u64, o: &GenerateOptions, g: &[u8]) -> bool {
    let d = dims(shape);
    let n = shape.size();
    let what = format!("{}x{} seed {seed} {o:?}", d.rows, d.cols);
    assert!(reference::givens_are_legal(d, g), "{what}: illegal givens");
    let givens = g.iter().filter(|&&v| v != 0).count();
    let high = if o.max_clues == 0 {
        n * n
    } else {
        usize::from(o.max_clues)
    };
    assert!(
        (usize::from(o.min_clues)..=high).contains(&givens),
        "{what}: {givens} givens"
    );
    assert!(symmetric(o.symmetry, n, g), "{what}: not symmetric");
    assert_eq!(
        sized::count_solutions(shape, g, 2),
        Ok(1),
        "{what}: library count"
    );
    let nodes = if n <= 9 { 50_000_000 } else { 2_000_000 };
    let confirmed = match count(d, g, nodes) {
        Some(c) => {
            assert_eq!(c, 1, "{what}: reference count");
            true
        }
        None => {
            assert!(n > 9, "{what}: the reference gave up");
            false
        }
    };
    // The solution: the textbook solver's, and the library's row-major-first.
    let mut solved = g.to_vec();
    sized::solve(shape, &mut solved).unwrap();
    assert!(reference::is_solution_of(d, g, &solved), "{what}");
    if o.minimal && n <= 9 {
        for i in (0..g.len()).filter(|&i| g[i] != 0) {
            let mut less = g.to_vec();
            less[i] = 0;
            assert_eq!(
                count(d, &less, nodes),
                Some(2),
                "{what}: given {i} removable"
            );
        }
    }
    confirmed
}

/// The options tried on every shape up to 9 × 9: none; 180° and minimal; 90°; the diagonals
/// with a clue floor; a mirror with a ceiling.
fn option_sets(shape: Shape) -> Vec<GenerateOptions> {
    let cells = shape.cells() as u16;
    if shape.size() > 9 {
        // A minimal 16 x 16 takes many attempts of seconds each: none and 180° only.
        return vec![
            GenerateOptions::default(),
            GenerateOptions {
                symmetry: Symmetry::Rotate180,
                ..Default::default()
            },
        ];
    }
    let mut sets = vec![
        GenerateOptions::default(),
        GenerateOptions {
            symmetry: Symmetry::Rotate180,
            minimal: true,
            ..Default::default()
        },
        GenerateOptions {
            symmetry: Symmetry::Rotate90,
            ..Default::default()
        },
        GenerateOptions {
            symmetry: Symmetry::BothDiagonals,
            min_clues: cells / 2,
            ..Default::default()
        },
    ];
    if shape.size() <= 9 {
        sets.push(GenerateOptions {
            symmetry: Symmetry::MirrorLeftRight,
            max_clues: cells * 2 / 3,
            max_attempts: 5000,
            ..Default::default()
        });
    }
    sets
}

/// Generates `seeds` puzzles per option set for `shape` through the C function, checks
/// each, and checks that the Rust slice function gives the same. Returns (puzzles, confirmed
/// by the reference).
fn many(shape: Shape, seeds: u64) -> (u32, u32) {
    let (mut made, mut confirmed) = (0, 0);
    for o in option_sets(shape) {
        for seed in 0..seeds {
            let (status, g) = generate_c(shape, seed, &c_options(&o));
            assert_eq!(status, SUDOKU_OK, "{shape:?} seed {seed} {o:?}");
            let mut again = vec![0u8; shape.cells()];
            sized::generate(shape, seed, &o, &mut again).unwrap();
            assert_eq!(again, g, "{shape:?} seed {seed}: C and Rust");
            made += 1;
            confirmed += u32::from(check_puzzle(shape, seed, &o, &g));
        }
    }
    (made, confirmed)
}

#[test]
fn small_shapes_many_seeds() {
    for (r, c, seeds) in [(2, 2, 60), (2, 3, 40), (3, 2, 40), (2, 4, 20), (4, 2, 20)] {
        let shape = Shape::new(r, c).unwrap();
        let (made, confirmed) = many(shape, seeds);
        println!("{r}x{c}: {made} puzzles, {confirmed} confirmed by the reference");
        assert_eq!(made, confirmed);
    }
}

#[test]
fn nine_by_nine_via_sized_is_the_9x9_generator() {
    let shape = Shape::CLASSIC;
    let (made, confirmed) = many(shape, 6);
    assert_eq!(made, confirmed);
    for seed in 0..30 {
        for o in option_sets(shape) {
            let o9 = Options {
                symmetry: o.symmetry,
                min_clues: o.min_clues as u8,
                max_clues: o.max_clues as u8,
                minimal: o.minimal,
                level: 0,
                max_attempts: o.max_attempts,
            };
            let a = sudoku_core::generate(seed, &o9).unwrap();
            let b = Grid::<9>::generate(shape, seed, &o).unwrap();
            assert_eq!(a.puzzle.cells(), b.puzzle.cells(), "seed {seed} {o:?}");
            assert_eq!(a.solution.cells(), b.solution.cells());
            assert_eq!(a.attempts, b.attempts);
        }
        let g9 = sudoku_core::random_solution(seed);
        assert_eq!(
            Grid::<9>::random_solution(shape, seed).unwrap().cells(),
            g9.cells()
        );
    }
}

#[test]
fn twelve_and_sixteen() {
    for (r, c, seeds) in [(3, 4, 3), (4, 3, 2), (4, 4, 1)] {
        let shape = Shape::new(r, c).unwrap();
        let (made, confirmed) = many(shape, seeds);
        println!("{r}x{c}: {made} puzzles, {confirmed} confirmed by the reference");
    }
}

/// Minimal puzzles above 9 × 9 (proved by exclusion in the library): one solution, and every
/// given needed, each checked by the library's count to two (another search: the digging's
/// proofs do not count), and a few of them on 12 × 12 by the reference where it answers within
/// its budget (it takes about 0.2 s a given there, and seconds on a 16 × 16).
#[test]
fn minimal_above_nine() {
    for (r, c, seeds) in [(3, 4, 2), (4, 3, 1), (4, 4, 1)] {
        let shape = Shape::new(r, c).unwrap();
        let d = dims(shape);
        let o = GenerateOptions {
            minimal: true,
            ..Default::default()
        };
        for seed in 0..seeds {
            let mut g = vec![0u8; shape.cells()];
            sized::generate(shape, seed, &o, &mut g).unwrap();
            assert!(reference::givens_are_legal(d, &g));
            assert_eq!(sized::count_solutions(shape, &g, 2), Ok(1));
            for (k, i) in (0..g.len()).filter(|&i| g[i] != 0).enumerate() {
                let mut less = g.clone();
                less[i] = 0;
                let what = format!("{r}x{c} seed {seed}: given {i} removable");
                assert_eq!(sized::count_solutions(shape, &less, 2), Ok(2), "{what}");
                if shape.size() <= 12 && k < 4 {
                    if let Some(n) = count(d, &less, 200_000) {
                        assert_eq!(n, 2, "{what} (reference)");
                    }
                }
            }
        }
    }
}

/// Every shape makes a complete valid grid, the same for the same seed, and a puzzle with
/// one solution without options for a few shapes of 10 × 10 to 15 × 15.
#[test]
fn every_shape_a_solution_and_a_puzzle() {
    for shape in Shape::ALL {
        let d = dims(shape);
        let mut a = vec![0u8; shape.cells()];
        let mut b = vec![0i32; shape.cells()];
        sized::random_solution(shape, 3, &mut a).unwrap();
        // SAFETY: N × N ints, owned here.
        let status = unsafe {
            sudoku_generate_solution_n(d.rows as c_int, d.cols as c_int, 3, b.as_mut_ptr())
        };
        assert_eq!(status, SUDOKU_OK);
        assert!(reference::is_complete_valid(d, &a), "{shape:?}");
        assert!(a.iter().zip(&b).all(|(&x, &y)| i32::from(x) == y));
    }
    for (r, c) in [(2, 5), (5, 2), (2, 6), (3, 5)] {
        let shape = Shape::new(r, c).unwrap();
        let mut g = vec![0u8; shape.cells()];
        sized::generate(shape, 1, &GenerateOptions::default(), &mut g).unwrap();
        assert_eq!(sized::count_solutions(shape, &g, 2), Ok(1), "{shape:?}");
    }
}

/// The fewest clues of a 4 × 4 is 4: no 4 × 4 grid is the only solution of 3 of its cells
/// (the bound `fewest_clues` gives, and that `max_clues` 3 is refused by).
#[test]
fn no_four_by_four_puzzle_has_three_clues() {
    let d = Dims { rows: 2, cols: 2 };
    let mut grids = Vec::new();
    let mut g = vec![0u8; 16];
    fn all(d: Dims, g: &mut Vec<u8>, cell: usize, out: &mut Vec<Vec<u8>>) {
        if cell == 16 {
            out.push(g.clone());
            return;
        }
        for v in 1..=4 {
            if reference::legal(d, g, cell, v) {
                g[cell] = v;
                all(d, g, cell + 1, out);
                g[cell] = 0;
            }
        }
    }
    all(d, &mut g, 0, &mut grids);
    assert_eq!(grids.len(), 288);
    let mut four_unique = false;
    for s in &grids {
        for a in 0..16 {
            for b in a + 1..16 {
                for c in b + 1..16 {
                    let mut p = vec![0u8; 16];
                    for i in [a, b, c] {
                        p[i] = s[i];
                    }
                    assert_eq!(count(d, &p, u64::MAX), Some(2));
                    if !four_unique {
                        for e in c + 1..16 {
                            p[e] = s[e];
                            four_unique |= count(d, &p, u64::MAX) == Some(1);
                            p[e] = 0;
                        }
                    }
                }
            }
        }
    }
    assert!(four_unique);
    assert_eq!(sized::fewest_clues(Shape::new(2, 2).unwrap()), 4);
}

/// The puzzles of a few seeds, pinned: a change here changes every user's puzzle for them.
#[test]
fn golden() {
    let rot = GenerateOptions {
        symmetry: Symmetry::Rotate180,
        ..Default::default()
    };
    let cases: [(usize, usize, u64, &GenerateOptions, &str); 5] = [
        (2, 2, 0, &GenerateOptions::default(), GOLDEN_4_0),
        (2, 3, 1, &GenerateOptions::default(), GOLDEN_6_1),
        (3, 2, 2, &rot, GOLDEN_6T_2),
        (2, 4, 3, &rot, GOLDEN_8_3),
        (4, 4, 4, &GenerateOptions::default(), GOLDEN_16_4),
    ];
    let mut differ = Vec::new();
    for (r, c, seed, o, want) in cases {
        let shape = Shape::new(r, c).unwrap();
        let mut g = vec![0u8; shape.cells()];
        sized::generate(shape, seed, o, &mut g).unwrap();
        let line: String = g
            .iter()
            .map(|&d| match d {
                0 => '.',
                d => char::from(sized::SYMBOLS[usize::from(d) - 1]),
            })
            .collect();
        if line != want {
            differ.push(format!("{r}x{c} seed {seed}: {line}"));
        }
    }
    assert!(
        differ.is_empty(),
        "golden values differ:\n{}",
        differ.join("\n")
    );
}

const GOLDEN_4_0: &str = "...1.12.....42..";
const GOLDEN_6_1: &str = ".12.6....4....314...1...6..........3";
const GOLDEN_6T_2: &str = "..6.1.6.5..21..3....3..52..5.4.5.2..";
const GOLDEN_8_3: &str = "4..6.7.5...8........12...1.2..7857..2.4...81........8...6.4.5..2";
const GOLDEN_16_4: &str = concat!(
    "..3.97....F..C....8..4.E7..A..5G..79.8...E.3D....4.B5.1.2..69...",
    "..........826D.15D..6...G.B1.A.F.26...G....F...E...G.1...5......",
    "6.G...3..B...F8DB..4..8.C..D.56A........4.2G.97..9ED...B.FA.1...",
    ".61..352A.4....C854.D..1..C.....C..FA.6.38...B......8.7..26...93",
);
