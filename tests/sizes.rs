//! Every size: the `_n` C functions and the Rust slice functions, through the sized checking
//! function (`tests/check`), against the separately written reference (`tests/testkit`), for
//! each of the 38 box shapes (2 × 2 to 5 × 5, 2 × 12 and 12 × 2): solved grids, nearly complete
//! grids, puzzles with one solution, several and none, sparse grids, the empty grid, puzzles
//! written by hand, and bad input (sizes, values out of range for the size, conflicts, NULL
//! in every call). With 3 × 3 boxes, the sized functions must answer as the 9 × 9 API, also on
//! samples of the shared sets. Every kind of puzzle must occur, confirmed by the reference,
//! for every shape.
//!
//! A plain `main`, like `tests/differential.rs`, so that its figures show in the test log; each
//! section runs on its own thread. `cargo test --release --test sizes` runs it alone.

use core::ffi::c_int;

use sudoku_check::gen::Rng;
use sudoku_check::sized_gen as gen;
use sudoku_check::{check_sized, Outcome, Reference, Tally};
use sudoku_core::sized::{self, Shape};
use sudoku_testkit::data;
use sudoku_testkit::sized::{self as reference, Dims};

/// The reference's nodes per question: more for small sizes, where a node is cheap.
fn budget(dims: Dims) -> u64 {
    (2_000_000 / dims.cells() as u64).max(4_000)
}

fn dims(shape: Shape) -> Dims {
    Dims {
        rows: shape.box_rows(),
        cols: shape.box_cols(),
    }
}

fn ints(cells: &[u8]) -> Vec<c_int> {
    cells.iter().map(|&d| c_int::from(d)).collect()
}

/// Checks `cells` of `shape` and tallies it.
fn check(t: &mut Tally, shape: Shape, cells: &[u8]) -> Outcome {
    let d = dims(shape);
    t.check_with(|| {
        check_sized(
            shape.box_rows() as c_int,
            shape.box_cols() as c_int,
            &ints(cells),
            budget(d),
        )
    })
}

/// True when the reference confirmed the count `n` (0, 1, or 2 for several).
fn confirmed(o: &Outcome, n: u32) -> bool {
    o.count_confirmed && o.count.map(|c| c.min(2)) == Some(n)
}

/// A uniqueness test for puzzle making: the reference where it is quick (N up to 9), the
/// library above (the checking function then asks the reference again).
fn unique(shape: Shape) -> impl Fn(&[u8]) -> bool {
    move |g: &[u8]| {
        let d = dims(shape);
        if d.n() <= 9 {
            reference::count_solutions_bounded(d, g, 2, 20_000) == Some(1)
        } else {
            sized::count_solutions(shape, g, 2) == Ok(1)
        }
    }
}

/// A proper puzzle for `shape`: down to a third of the cells given for small sizes, to more
/// than half for large ones, so that the reference (no propagation) still confirms it.
fn proper(rng: &mut Rng, shape: Shape) -> Vec<u8> {
    let d = dims(shape);
    let solved = gen::solved(rng, d);
    let target = if d.n() <= 9 {
        d.cells() / 3
    } else {
        d.cells() * 11 / 20
    };
    gen::proper(rng, &solved, target, unique(shape))
}

fn solved_and_nearly() -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng::new(21);
    for shape in Shape::ALL {
        let d = dims(shape);
        for i in 0..12 {
            let g = gen::solved(&mut rng, d);
            let o = check(&mut t, shape, &g);
            assert!(confirmed(&o, 1), "{shape:?}: a solved grid");
            let holes = 1 + i * d.cells() / 30;
            let o = check(&mut t, shape, &gen::remove(&mut rng, &g, holes));
            // Up to a sixth of the cells open, the reference always settles the answer.
            assert!(
                i > 5 || matches!(o.first, Reference::Same | Reference::Unique),
                "{shape:?}: {holes} cells open, the reference did not settle the answer"
            );
        }
        // A solved grid with every 1 and 2 emptied: swapping the two digits maps each
        // solution to another, so there are two at least.
        let g: Vec<u8> = gen::solved(&mut rng, d)
            .into_iter()
            .map(|x| if x <= 2 { 0 } else { x })
            .collect();
        let o = check(&mut t, shape, &g);
        assert!(confirmed(&o, 2), "{shape:?}: every 1 and 2 emptied");
    }
    t
}

fn proper_puzzles() -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng::new(22);
    for shape in Shape::ALL {
        let count = if dims(shape).n() <= 12 { 6 } else { 2 };
        for _ in 0..count {
            let o = check(&mut t, shape, &proper(&mut rng, shape));
            assert_eq!(o.count, Some(1), "{shape:?}: a proper puzzle");
            assert!(
                o.count_confirmed || dims(shape).n() > 16,
                "{shape:?}: the reference did not confirm"
            );
        }
    }
    t
}

fn several_and_none() -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng::new(23);
    for shape in Shape::ALL {
        let d = dims(shape);
        let (mut several, mut none) = (false, false);
        for _ in 0..4 {
            // Large sizes: a third of a solved grid emptied (usually one solution), which the
            // reference still counts quickly.
            let p = if d.n() <= 12 {
                proper(&mut rng, shape)
            } else {
                let g = gen::solved(&mut rng, d);
                gen::remove(&mut rng, &g, d.cells() * 3 / 10)
            };
            let more = if d.n() <= 12 {
                2 + rng.below(5)
            } else {
                d.cells() / 10
            };
            let o = check(&mut t, shape, &gen::remove(&mut rng, &p, more));
            several |= confirmed(&o, 2);
            for _ in 0..4 {
                if let Some(q) = gen::change_given(&mut rng, d, &p) {
                    let o = check(&mut t, shape, &q);
                    none |= confirmed(&o, 0);
                }
            }
        }
        assert!(
            several,
            "{shape:?}: no confirmed puzzle with several solutions"
        );
        assert!(none, "{shape:?}: no confirmed puzzle without a solution");
    }
    t
}

fn sparse_and_empty() -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng::new(24);
    for shape in Shape::ALL {
        let d = dims(shape);
        // The empty grid: its count is quick for every size (its row-major-first solution is
        // not, on six shapes: the checking function then uses the bounded calls only).
        let empty = vec![0u8; d.cells()];
        check(&mut t, shape, &empty);
        assert_eq!(
            sized::count_solutions(shape, &empty, 3),
            Ok(3),
            "{shape:?}: the empty grid"
        );
        // Random legal givens: on large grids these often have no solution that is quick to
        // rule out, so a few there, more on small grids.
        let grids = if d.n() <= 12 { 8 } else { 2 };
        for i in 0..grids {
            check(
                &mut t,
                shape,
                &gen::random_sparse(&mut rng, d, i * d.n() / 2),
            );
        }
    }
    t
}

/// Puzzles written by hand, with what each must give (the answers come from the reference).
fn by_hand() -> Tally {
    let mut t = Tally::default();
    // (box rows, box cols, text, solutions up to 3)
    let puzzles: [(usize, usize, &str, u32); 9] = [
        (2, 2, "1... ..3. .4.. ...2", 1),
        (2, 2, "12.. .... .... ....", 3),
        // Row 0 holds 1, 2, 3; column 3 holds 4 lower down: cell 3 has no digit left.
        (2, 2, "123. ...4 .... ....", 0),
        (2, 3, "..3..6 4..... ..4.1. .1.6.. 2....5 ...3..", 3),
        (3, 2, "1..... ..2... ....3. .4.... ...5.. .....6", 3),
        // 8 × 8 with boxes of 2 × 4: a full first band, nothing else.
        (
            2,
            4,
            "12345678 56781234 ........ ........ ........ ........ ........ ........",
            3,
        ),
        // 9 × 9 through the sized API: the textbook grid.
        (
            3,
            3,
            "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..",
            1,
        ),
        // 16 × 16: letters, either case, and numbers.
        (4, 4, &format!("G...{}", ".".repeat(252)), 3),
        (4, 4, &format!("16 0 0 0 {}", "0 ".repeat(252)), 3),
    ];
    for (r, c, text, n) in puzzles {
        let shape = Shape::new(r, c).expect("a good shape");
        let mut cells = vec![0u8; shape.cells()];
        sized::parse_into(shape, text.as_bytes(), &mut cells).expect("hand-written text reads");
        let o = check(&mut t, shape, &cells);
        assert!(
            confirmed(&o, n.min(2)) && o.count == Some(n),
            "{text}: {o:?}"
        );
    }
    t
}

/// Sizes that are not shapes, values out of range for each size, conflicts in rows, columns
/// and boxes.
fn bad_input() -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng::new(26);
    let bad_sizes: [(c_int, c_int); 12] = [
        (0, 0),
        (1, 4),
        (4, 1),
        (1, 1),
        (-2, -2),
        (-3, 3),
        (2, 13),
        (13, 2),
        (5, 6),
        (6, 6),
        (26, 1),
        (c_int::MAX, c_int::MAX),
    ];
    for (r, c) in bad_sizes {
        for cells in [vec![0; 16], vec![1; 625], vec![-1; 3]] {
            let o = t.check_with(|| check_sized(r, c, &cells, 0));
            assert_eq!(o.validate, sudoku::SUDOKU_INVALID_SIZE, "{r} x {c}");
        }
    }
    for shape in Shape::ALL {
        let d = dims(shape);
        let n = d.n() as c_int;
        let p = proper(&mut rng, shape);
        for bad in [n + 1, 26, -1, 255, 256, 257, c_int::MAX, c_int::MIN] {
            let mut g = ints(&p);
            let cell = rng.below(g.len());
            g[cell] = bad;
            let o = t.check_with(|| {
                check_sized(shape.box_rows() as c_int, shape.box_cols() as c_int, &g, 0)
            });
            assert_eq!(o.validate, sudoku::SUDOKU_INVALID_VALUE, "{shape:?} {bad}");
        }
        // A digit twice in a row, a column and a box of the empty grid, in turn.
        let peers = [(0, 1), (0, d.cells() - d.n()), (0, d.n() + 1)];
        for (a, b) in peers {
            let mut g = vec![0u8; d.cells()];
            g[a] = d.n() as u8;
            g[b] = d.n() as u8;
            let o = check(&mut t, shape, &g);
            assert_eq!(
                o.validate,
                sudoku::SUDOKU_CONFLICT,
                "{shape:?} cells {a}, {b}"
            );
        }
    }
    t
}

/// 3 × 3 boxes through the sized API on samples of the shared sets (the checking function
/// compares every answer with the 9 × 9 API's).
fn classic_sets() -> Tally {
    let mut t = Tally::default();
    for set in data::SETS {
        let Some(all) = data::load(set) else {
            continue;
        };
        for p in all.iter().step_by((all.len() / 40).max(1)).take(40) {
            check(&mut t, Shape::CLASSIC, p);
        }
    }
    t
}

fn main() {
    sudoku_check::run_sections(
        "sizes",
        &[
            ("solved and nearly complete", solved_and_nearly),
            ("one solution", proper_puzzles),
            ("several and none", several_and_none),
            ("sparse and empty", sparse_and_empty),
            ("by hand", by_hand),
            ("bad sizes, values and conflicts", bad_input),
            ("3 x 3 against the 9 x 9 API, shared sets", classic_sets),
        ],
    );
}
