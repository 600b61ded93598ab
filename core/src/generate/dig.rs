//! From a solution to a puzzle: givens removed, orbit by orbit, while the puzzle keeps one
//! solution.
//!
//! The result is defined by the plain greedy rule: take the orbits in the drawn order; remove
//! an orbit when the puzzle without it still has exactly one solution and at least `low`
//! givens; otherwise keep it. Two shortcuts give the same result faster:
//! - several orbits are tried at once, and when the puzzle without all of them still has one
//!   solution, the greedy rule would have removed each of them in turn (a puzzle with more
//!   givens has no more solutions); when it has more, the batch is halved;
//! - a removal that leaves a whole unavoidable set of the solution without a given needs no
//!   count: the puzzle would have two solutions.
//!
//! Only counts are asked of the engine (how many solutions, up to two), never which solution it
//! meets first, so every engine, target and build gives the same puzzle.

use super::symmetry::Symmetry;
use super::unavoidable::Unavoidable;
use crate::{Cells, Grid};

/// The first batch tries this many orbits at once; a batch that keeps one solution doubles the
/// next one, one that does not halves it, down to one orbit.
const FIRST_BATCH: usize = 16;
/// The largest batch.
const MAX_BATCH: usize = 64;

/// Where the digging is in the drawn order (`next`), and how many orbits its next trial removes
/// at once (`size`). Shared by the sized generator: batches change how fast, never which puzzle.
pub(crate) struct Batches {
    pub next: usize,
    pub size: usize,
}

impl Batches {
    pub(crate) const fn new() -> Self {
        Self {
            next: 0,
            size: FIRST_BATCH,
        }
    }

    /// The next step after a trial of `taken` orbits (at least one): past them when the puzzle
    /// without them kept one solution (`kept`), the next batch twice as large; otherwise half
    /// as large, and a single orbit that cannot go is passed (kept in the puzzle).
    pub(crate) fn after(&mut self, taken: usize, kept: bool) {
        if kept {
            self.next += taken;
            self.size = (taken * 2).min(MAX_BATCH);
        } else if taken == 1 {
            self.next += 1;
            self.size = 1;
        } else {
            self.size = taken / 2;
        }
    }
}

/// The puzzle dug (the solution's cells in `givens`), and whether the bound on givens kept an
/// orbit that was never tried.
pub(crate) struct Dug {
    pub givens: u128,
    pub bounded: bool,
}

/// The cells of `solution` in `givens` (bit `i` for cell `i`), 0 elsewhere.
pub(crate) fn puzzle(solution: &Cells, givens: u128) -> Cells {
    let mut rows = *solution;
    for (i, d) in rows.iter_mut().flatten().enumerate() {
        if givens & (1 << i) == 0 {
            *d = 0;
        }
    }
    rows
}

/// The cells of `solution` in `givens` as a checked grid (out of line: see [`unique`]).
#[inline(never)]
pub(crate) fn grid(solution: &Cells, givens: u128) -> Option<Grid> {
    Grid::new(puzzle(solution, givens)).ok()
}

/// True when the cells of `solution` in `givens` have exactly one solution. Out of line, as
/// the other steps of an attempt: their frames then take turns on the stack instead of adding
/// up (the firmware's budget is 2 KiB).
#[inline(never)]
pub(crate) fn unique(solution: &Cells, givens: u128) -> bool {
    // The free function: with the default engine it checks the givens as it sets up, with no
    // pass of its own (the puzzle is legal anyway: cells of a solution).
    crate::count_solutions(&puzzle(solution, givens), 2) == Ok(1)
}

/// All 81 cells.
pub(crate) const ALL_CELLS: u128 = (1 << 81) - 1;

/// Digs `solution` (complete and valid) with the orbits of `symmetry` taken in `order` (each
/// orbit named by one of its cells), keeping at least `low` givens.
#[inline(never)]
pub(crate) fn dig(
    solution: &Cells,
    symmetry: Symmetry,
    order: &[u8],
    low: u32,
    sets: &Unavoidable,
) -> Dug {
    let mut dug = Dug {
        givens: ALL_CELLS,
        bounded: false,
    };
    let mut batches = Batches::new();
    while batches.next < order.len() {
        // The batch: the next orbits, up to `batches.size` of them, stopping before one that
        // would take the givens below `low`.
        let mut trial = dug.givens;
        let mut taken = 0;
        for &cell in order.iter().skip(batches.next).take(batches.size) {
            let without = trial & !symmetry.orbit(usize::from(cell));
            if without.count_ones() < low {
                break;
            }
            trial = without;
            taken += 1;
        }
        if taken == 0 {
            // The greedy rule skips this orbit untried: removing it breaks the bound.
            dug.bounded = true;
            batches.next += 1;
            continue;
        }
        let kept = !sets.misses_one(trial) && unique(solution, trial);
        if kept {
            dug.givens = trial;
        }
        batches.after(taken, kept);
    }
    dug
}

/// True when no single given of `dug` can go without a second solution appearing. Only the
/// givens the digging never tried alone need a count: those of orbits of two or more cells,
/// or all of them when the bound on givens stopped the digging.
#[inline(never)]
pub(crate) fn is_minimal(
    solution: &Cells,
    dug: &Dug,
    symmetry: Symmetry,
    sets: &Unavoidable,
) -> bool {
    for i in 0..81 {
        let bit = 1u128 << i;
        if dug.givens & bit == 0 || sets.needs(dug.givens, bit) {
            continue;
        }
        if !dug.bounded && symmetry.orbit(i) == bit {
            continue; // tried alone, and kept, while the puzzle had more givens
        }
        if unique(solution, dug.givens & !bit) {
            return false;
        }
    }
    true
}
