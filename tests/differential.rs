//! Differential tests: every entry point against the separately written reference solver
//! (`tests/testkit`), through the one checking function (`tests/check`), on thousands of grids
//! generated from fixed seeds: proper puzzles, puzzles with several solutions, legal grids
//! with no solution, random sparse grids, nearly complete grids, the empty grid, and grids
//! with bad values or conflicts.
//!
//! A plain `main` (no libtest harness) so that the figures it prints show in `cargo test`'s
//! log; each section runs on its own thread and a failing check panics with its grid.
//! `cargo test --test differential` runs it alone.

use sudoku_check::gen::{self, Cells, Rng};
use sudoku_check::Tally;
use sudoku_testkit::{data, reference, to_int_grid};

/// Nodes the reference may spend on one question: a few milliseconds per grid.
const BUDGET: u64 = 100_000;

/// About `n` puzzles of a set, spread over it; `None` (loudly) without the data.
fn sample(set: &str, n: usize) -> Option<Vec<Cells>> {
    data::spread(set, n)
}

/// Proper puzzles: samples of the public sets, or made here when the sets are missing.
fn proper(rng: &mut Rng, n: usize) -> Vec<Cells> {
    match sample("unbiased_1000.txt", n) {
        Some(p) => p,
        None => (0..n).map(|_| gen::proper_puzzle(rng, 26)).collect(),
    }
}

fn proper_puzzles() -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng::new(1);
    let sets = [
        ("unbiased_1000.txt", 300),
        ("17_clue.txt", 100),
        ("top1465.txt", 40),
        ("hardest_1106.txt", 15),
    ];
    let mut found = false;
    for (set, n) in sets {
        for p in sample(set, n).into_iter().flatten() {
            found = true;
            t.check(&to_int_grid(&p), BUDGET);
        }
    }
    if !found {
        for _ in 0..200 {
            t.check(&to_int_grid(&gen::proper_puzzle(&mut rng, 26)), BUDGET);
        }
    }
    assert_eq!(
        t.by_count[1], t.grids,
        "every proper puzzle has one solution"
    );
    t
}

fn several_solutions() -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng::new(2);
    for p in sample("serg_benchmark.txt", 300).into_iter().flatten() {
        t.check(&to_int_grid(&p), BUDGET);
    }
    for p in proper(&mut rng, 400) {
        let n = 2 + rng.below(7);
        t.check(&to_int_grid(&gen::remove_givens(&mut rng, &p, n)), BUDGET);
    }
    assert!(
        t.by_count[2] * 2 > t.grids,
        "most of these have several solutions: {t}"
    );
    t
}

fn no_solution() -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng::new(3);
    for p in proper(&mut rng, 500) {
        // A changed given often leaves several solutions: try a few, keep one that has none.
        let changed: Vec<Cells> = (0..6)
            .filter_map(|_| gen::change_given(&mut rng, &p))
            .collect();
        let dead = changed
            .iter()
            .find(|q| reference::count_solutions_bounded(q, 1, BUDGET) == Some(0));
        if let Some(q) = dead.or(changed.first()) {
            t.check(&to_int_grid(q), BUDGET);
        }
    }
    assert!(
        t.by_count[0] * 2 > t.grids,
        "most of these have no solution: {t}"
    );
    t
}

fn random_sparse() -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng::new(4);
    for i in 0..700 {
        t.check(&to_int_grid(&gen::random_sparse(&mut rng, i % 40)), BUDGET);
    }
    t
}

fn nearly_complete() -> Tally {
    let mut t = Tally::default();
    let mut rng = Rng::new(5);
    for i in 0..800 {
        let solved = gen::solved_grid(&mut rng);
        let mut g = gen::remove_givens(&mut rng, &solved, i % 16);
        if i % 4 == 3 {
            // A wrong digit in a nearly complete grid: a conflict, or no solution.
            let cell = rng.below(81);
            g[cell] = (g[cell] % 9) + 1;
        }
        t.check(&to_int_grid(&g), BUDGET);
    }
    t
}

fn empty_grid() -> Tally {
    let mut t = Tally::default();
    let o = t.check(&[[0; 9]; 9], BUDGET);
    assert_eq!(o.count, Some(sudoku_check::COUNT_LIMIT));
    assert!(reference::first_solution_bounded(&[0; 81], BUDGET).is_some());
    t
}

/// Bad values (`int`s other than 0 to 9, bytes that wrap to digits among them) and repeated
/// digits, put into every kind of grid above.
fn bad_input() -> Tally {
    const BAD: [i32; 14] = [
        -1,
        10,
        11,
        57, // '9'
        46, // '.'
        255,
        256,     // wraps to 0 as a byte
        257,     // wraps to 1
        -255,    // wraps to 1
        0x10005, // wraps to 5
        1 << 30,
        -(1 << 30),
        i32::MAX,
        i32::MIN,
    ];
    let mut t = Tally::default();
    let mut rng = Rng::new(6);
    let mut grids = proper(&mut rng, 200);
    grids.extend((0..200).map(|_| gen::solved_grid(&mut rng)));
    grids.extend((0..200).map(|i| gen::random_sparse(&mut rng, i % 30)));
    grids.push([0; 81]);
    for (i, p) in grids.iter().enumerate() {
        let mut g = to_int_grid(p);
        for _ in 0..1 + i % 3 {
            let cell = rng.below(81);
            g[cell / 9][cell % 9] = BAD[rng.below(BAD.len())];
        }
        t.check(&g, BUDGET);
        // A digit repeated in a unit: copy a given into an empty cell of its row.
        let mut c = to_int_grid(p);
        if let Some(from) = (0..81)
            .find(|&k| p[(k + i) % 81] != 0)
            .map(|k| (k + i) % 81)
        {
            let row = from / 9;
            if let Some(col) = (0..9).find(|&col| c[row][col] == 0) {
                c[row][col] = c[row][from % 9];
                t.check(&c, BUDGET);
            }
        }
    }
    assert!(t.bad_values >= grids.len() as u64, "{t}");
    assert!(t.conflicts > 0, "{t}");
    t
}

fn main() {
    sudoku_check::run_sections(
        "differential",
        &[
            ("proper puzzles", proper_puzzles),
            ("several solutions", several_solutions),
            ("legal, no solution", no_solution),
            ("random sparse", random_sparse),
            ("nearly complete", nearly_complete),
            ("the empty grid", empty_grid),
            ("bad values and conflicts", bad_input),
        ],
    );
}
