//! Property tests: the symmetries of Sudoku (relabelling the digits, transposing, permuting the
//! rows of a band, the bands, the columns of a stack, the stacks) map solutions to solutions
//! one to one, so they must leave the number of solutions unchanged and map the unique solution
//! to the unique solution of the image. Every image also goes through the one checking function.
//!
//! Puzzles and transformations come from fixed seeds (a failure names its seed and grid). A
//! plain `main`, like `tests/differential.rs`, so that its figures show in the test log.

use sudoku_check::gen::{self, Cells, Rng, Transform};
use sudoku_check::Tally;
use sudoku_core::Grid;
use sudoku_testkit::{data, to_int_grid};

/// Counts go this far: past the number of solutions of every puzzle used here but the sparse.
const LIMIT: u32 = 500;

/// Reference nodes per question in the checking function.
const BUDGET: u64 = 20_000;

/// Proper puzzles and puzzles with several solutions, from the shared sets when they are there
/// (a sample), made here otherwise; always some made here, with several solutions.
fn puzzles(seed: u64) -> Vec<Cells> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for (set, n) in [
        ("unbiased_1000.txt", 60),
        ("serg_benchmark.txt", 60),
        ("17_clue.txt", 15),
        ("top1465.txt", 15),
    ] {
        if let Some(all) = data::load(set) {
            let step = all.len() / n;
            out.extend(all.into_iter().step_by(step).take(n));
        }
    }
    let made = if out.is_empty() { 60 } else { 15 };
    for _ in 0..made {
        let p = gen::proper_puzzle(&mut rng, 28);
        out.push(p);
        let n = 3 + rng.below(4);
        out.push(gen::remove_givens(&mut rng, &p, n));
    }
    out
}

fn grid(cells: &Cells) -> Grid {
    Grid::from_cells(cells).expect("generated givens are legal")
}

/// Checks that `t` keeps the count of every puzzle and maps unique solutions; `seed` names the
/// run in failure messages.
fn holds(name: &str, seed: u64, mut transform: impl FnMut(&mut Rng) -> Transform) -> Tally {
    let mut tally = Tally::default();
    let mut rng = Rng::new(seed);
    let mut several = 0;
    for p in puzzles(seed) {
        let t = transform(&mut rng);
        let image = t.apply(&p);
        let (g, h) = (grid(&p), grid(&image));
        let n = g.count_solutions(LIMIT);
        assert_eq!(
            h.count_solutions(LIMIT),
            n,
            "{name} (seed {seed}) changed the count of {g} into {h} by {t:?}"
        );
        if n == 1 {
            let solution = g.solve_unique().expect("one solution").flat();
            let mapped = h.solve_unique().expect("one solution").flat();
            assert_eq!(
                mapped,
                t.apply(&solution),
                "{name} (seed {seed}): the unique solution of {h} is not the image of {g}'s"
            );
        } else {
            several += 1;
        }
        tally.check(&to_int_grid(&p), BUDGET);
        tally.check(&to_int_grid(&image), BUDGET);
    }
    assert!(
        several > 0,
        "{name}: no puzzle with several solutions was tried"
    );
    tally
}

fn relabelling() -> Tally {
    holds("relabelling the digits", 11, |rng| {
        Transform::relabel(rng.permutation())
    })
}

fn transposing() -> Tally {
    holds("transposing", 12, |_| Transform::transposition())
}

fn rows_in_bands() -> Tally {
    holds("permuting the rows of a band", 13, |rng| {
        Transform::rows_in_band(rng.below(3), rng.permutation())
    })
}

fn bands() -> Tally {
    holds("permuting the bands", 14, |rng| {
        Transform::bands(rng.permutation())
    })
}

fn cols_in_stacks() -> Tally {
    holds("permuting the columns of a stack", 15, |rng| {
        Transform::cols_in_stack(rng.below(3), rng.permutation())
    })
}

fn stacks() -> Tally {
    holds("permuting the stacks", 16, |rng| {
        Transform::stacks(rng.permutation())
    })
}

fn all_at_once() -> Tally {
    holds("all of them at once", 17, Transform::random)
}

fn main() {
    sudoku_check::run_sections(
        "properties",
        &[
            ("relabelling the digits", relabelling),
            ("transposing", transposing),
            ("rows within a band", rows_in_bands),
            ("bands", bands),
            ("columns within a stack", cols_in_stacks),
            ("stacks", stacks),
            ("all at once", all_at_once),
        ],
    );
}
