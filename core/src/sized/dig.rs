//! Steps 2 to 4 of the sized generator (`generate.rs`): the order of the orbits, the digging,
//! and the checks, with the guess budget every search of a call shares.
//!
//! Up to 9 × 9 a removal stays when a count of the solutions, to two, finds one, and the
//! orbits are tried in batches (`crate::generate::dig`): the 9 × 9 generator's rule, so that
//! 3 × 3 boxes give its puzzles. Above, uniqueness is proved by exclusion (`exclude.rs`),
//! each proof within [`PROOF_GUESSES`] guesses: a removal whose proof would take more is not
//! made.

use super::exclude;
use super::generate::{GenerateOptions, LARGEST_COMPLETED};
use super::search::{self, Cells};
use super::shape::Layout;
use crate::generate::{Batches, Rng};
use crate::search::Goal;
use crate::Symmetry;

/// The guesses left to a call: every search is bounded by them, and one that runs out ends
/// the call.
pub(super) struct Budget(pub(super) u64);

/// The guesses one proof of the digging may take above 9 × 9 (up to 9 × 9, no bound: the count
/// decides, as for 9 × 9).
pub(super) const PROOF_GUESSES: u64 = 64;

impl Budget {
    /// Runs the search for `goal` on `givens`, charging its guesses; `None` when the budget
    /// ran out.
    pub(super) fn run<const N: usize>(
        &mut self,
        lay: &Layout<N>,
        givens: &Cells<N>,
        goal: Goal,
        first: &mut Cells<N>,
    ) -> Option<u32> {
        let run = search::run(lay, givens, goal, self.0, first);
        self.0 = self.0.saturating_sub(run.guesses);
        if run.limit_reached {
            return None;
        }
        Some(run.solutions)
    }

    /// True when `givens` has exactly one solution (a count to two); `None` when the call's
    /// budget ran out first. Up to 9 × 9.
    fn unique<const N: usize>(&mut self, lay: &Layout<N>, givens: &Cells<N>) -> Option<bool> {
        self.run(lay, givens, Goal::Count(2), &mut [[0u8; N]; N])
            .map(|solutions| solutions == 1)
    }
}

/// The orbits of a symmetry in an N × N grid, each named by its first cell.
struct Order<const N: usize> {
    cells: [[u16; N]; N],
    len: usize,
}

/// Step 2: the orbits in a random order.
fn draw_order<const N: usize>(rng: &mut Rng, symmetry: Symmetry) -> Order<N> {
    let mut order = Order {
        cells: [[0; N]; N],
        len: 0,
    };
    let flat = order.cells.as_flattened_mut();
    for cell in 0..N * N {
        let first = symmetry.images_in(N, cell).iter().all(|&j| j >= cell);
        if first {
            if let Some(slot) = flat.get_mut(order.len) {
                *slot = cell as u16;
                order.len += 1;
            }
        }
    }
    if let Some(orbits) = flat.get_mut(..order.len) {
        rng.shuffle(orbits);
    }
    order
}

/// `cells` with the orbit of `cell` emptied; the givens removed.
pub(super) fn without<const N: usize>(
    cells: &mut Cells<N>,
    symmetry: Symmetry,
    cell: usize,
) -> u32 {
    let mut removed = 0;
    for j in symmetry.images_in(N, cell) {
        if let Some(d) = cells.get_mut(j / N).and_then(|l| l.get_mut(j % N)) {
            if *d != 0 {
                *d = 0;
                removed += 1;
            }
        }
    }
    removed
}

/// A batch of the digging: `puzzle` (with `givens`) without the orbits of `order` from
/// `next` on, up to `size` of them, stopping before one that would take the givens below
/// `low`. Returns the puzzle without them, its givens, and how many orbits it took;
/// `emptied(cell, k)` is told each given that orbit `k` of the batch (0 for the first) empties.
pub(super) fn batch<const N: usize>(
    (puzzle, givens): (&Cells<N>, u32),
    order: &[u16],
    (next, size): (usize, usize),
    (symmetry, low): (Symmetry, u32),
    mut emptied: impl FnMut(usize, usize),
) -> (Cells<N>, u32, usize) {
    let mut trial = *puzzle;
    let mut left = givens;
    let mut taken = 0;
    for &first in order.iter().skip(next).take(size) {
        let mut t = trial;
        let n = without(&mut t, symmetry, usize::from(first));
        if left - n < low {
            break;
        }
        for j in symmetry.images_in(N, usize::from(first)) {
            let before = trial.as_flattened().get(j).is_some_and(|&d| d != 0);
            if before && t.as_flattened().get(j).is_some_and(|&d| d == 0) {
                emptied(j, taken);
            }
        }
        trial = t;
        left -= n;
        taken += 1;
    }
    (trial, left, taken)
}

/// Steps 2 to 4: `Some(Some(puzzle))`, `Some(None)` when the attempt does not meet the
/// options, `None` when the budget ran out.
pub(super) fn dig_and_check<const N: usize>(
    lay: &Layout<N>,
    rng: &mut Rng,
    budget: &mut Budget,
    solution: &Cells<N>,
    options: &GenerateOptions,
    (low, high): (u32, u32),
) -> Option<Option<Cells<N>>> {
    let symmetry = options.symmetry;
    let order = draw_order::<N>(rng, symmetry);
    let order = order.cells.as_flattened().get(..order.len).unwrap_or(&[]);
    let (puzzle, givens, bounded) = if N <= LARGEST_COMPLETED {
        dig(lay, budget, solution, order, symmetry, low)?
    } else {
        exclude::dig(lay, budget, solution, order, symmetry, low)?
    };
    if givens > high {
        return Some(None);
    }
    if options.minimal && !is_minimal(lay, budget, (&puzzle, solution), symmetry, bounded)? {
        return Some(None);
    }
    Some(Some(puzzle))
}

/// The digging up to 9 × 9: the orbits of `order`, each removed when the puzzle without it
/// still has one solution and at least `low` givens, tried in batches.
/// `Some((puzzle, givens, bounded))`, or `None` when the budget ran out; `bounded` when the
/// bound on givens kept an orbit untried.
fn dig<const N: usize>(
    lay: &Layout<N>,
    budget: &mut Budget,
    solution: &Cells<N>,
    order: &[u16],
    symmetry: Symmetry,
    low: u32,
) -> Option<(Cells<N>, u32, bool)> {
    let mut puzzle = *solution;
    let mut givens = (N * N) as u32;
    let mut bounded = false;
    let mut batches = Batches::new();
    while batches.next < order.len() {
        let at = (batches.next, batches.size);
        let (trial, left, taken) = batch((&puzzle, givens), order, at, (symmetry, low), |_, _| {});
        if taken == 0 {
            // The greedy rule skips this orbit untried: removing it breaks the bound.
            bounded = true;
            batches.next += 1;
            continue;
        }
        let kept = budget.unique(lay, &trial)?;
        if kept {
            puzzle = trial;
            givens = left;
        }
        batches.after(taken, kept);
    }
    Some((puzzle, givens, bounded))
}

/// True when no single given of `puzzle` (whose one solution is `solution`) can go without a
/// second solution appearing; `None` when the budget ran out. Givens of one-cell orbits were
/// tried alone by the digging, unless the bound on givens stopped it (`bounded`).
fn is_minimal<const N: usize>(
    lay: &Layout<N>,
    budget: &mut Budget,
    (puzzle, solution): (&Cells<N>, &Cells<N>),
    symmetry: Symmetry,
    bounded: bool,
) -> Option<bool> {
    for i in 0..N * N {
        let mut trial = *puzzle;
        let Some(d) = trial.get_mut(i / N).and_then(|l| l.get_mut(i % N)) else {
            continue;
        };
        if *d == 0 {
            continue;
        }
        if N > LARGEST_COMPLETED {
            if exclude::removable(lay, budget, puzzle, i, solution)? {
                return Some(false);
            }
            continue;
        }
        if !bounded && symmetry.images_in(N, i).iter().all(|&j| j == i) {
            continue; // tried alone, and kept, while the puzzle had more givens
        }
        *d = 0;
        if budget.unique(lay, &trial)? {
            return Some(false);
        }
    }
    Some(true)
}
