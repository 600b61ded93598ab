//! The digging above 9 × 9: uniqueness proved by exclusion, orbit by orbit.
//!
//! The puzzle before a trial has one solution S, so the trial (the cells c1, …, ck emptied)
//! has another only if one differs from S in one of them. The proof looks for any solution
//! with c1 ≠ S(c1), then for one with c1 = S(c1) and c2 ≠ S(c2), and so on: the cases are
//! disjoint and cover every other solution. Each case is a search for one solution on the
//! board of the trial, loaded once: S's digit placed in the cells done, the case's digit
//! removed, mostly a contradiction at once; a cell that propagation fills needs no case.
//!
//! When case i finds a solution T (or runs out of guesses), cases 1 to i − 1 still proved
//! something: every solution of the trial agrees with S on c1, …, c(i−1), so the puzzle with
//! only those emptied has one solution. The orbits wholly among them are removed, as if
//! tried one by one; the orbit of ci stays when T agrees with S beyond it (the puzzle without
//! it has T too), and is tried again otherwise. Every T is remembered as the cells where it
//! differs from S (an unavoidable set): a trial that empties a whole one is refused without a
//! search, as far as its orbits allow.
//!
//! The searches place singles only (locked candidates cost more here than they save), branch
//! on the cell with the fewest candidates and try S's digit first, so that a solution near S,
//! if any, comes first. Every proof gets `dig::PROOF_GUESSES` guesses: a removal whose proof
//! would take more is not made.

use super::board::Board;
use super::board::{lowest, Digits};
use super::dig::{batch, without, Budget, PROOF_GUESSES};
use super::search::{bit_of, Cells};
use super::shape::Layout;
use crate::Symmetry;

/// A set of cells of a grid up to 25 × 25, bit `i % 64` of word `i / 64` for cell `i`.
type CellSet = [u64; 10];

/// How many unavoidable sets [`Unavoidable`] keeps (the last found).
const KEPT_SETS: usize = 64;

/// The second solutions met while digging, as the cells where each differs from S.
pub(super) struct Unavoidable {
    sets: [CellSet; KEPT_SETS],
    len: usize,
    next: usize,
}

/// Adds cell `i` to `set`.
fn insert(set: &mut CellSet, i: usize) {
    if let Some(w) = set.get_mut(i / 64) {
        *w |= 1 << (i % 64);
    }
}

impl Unavoidable {
    pub(super) const fn new() -> Self {
        Unavoidable {
            sets: [[0; 10]; KEPT_SETS],
            len: 0,
            next: 0,
        }
    }

    /// Notes the cells where `other` and `solution` differ.
    fn add<const N: usize>(&mut self, solution: &Cells<N>, other: &Cells<N>) {
        let mut set = [0u64; 10];
        let pairs = solution.as_flattened().iter().zip(other.as_flattened());
        for (i, (a, b)) in pairs.enumerate() {
            if a != b {
                insert(&mut set, i);
            }
        }
        if let Some(slot) = self.sets.get_mut(self.next) {
            *slot = set;
        }
        self.next = (self.next + 1) % KEPT_SETS;
        self.len = (self.len + 1).min(KEPT_SETS);
    }

    /// True when a set has no cell in `filled`.
    fn emptied(&self, filled: &CellSet) -> bool {
        let sets = self.sets.get(..self.len).unwrap_or(&[]);
        sets.iter()
            .any(|set| set.iter().zip(filled).all(|(s, g)| s & g == 0))
    }
}

/// A trial: the orbits taken, and their cells in order with the orbit (0 for the first) of
/// each.
struct Trial<const N: usize> {
    cells: [[u16; N]; N],
    orbit: [[u8; N]; N],
    len: usize,
}

/// How a proof by exclusion ended: unique, or at which case (an index in the trial's cells)
/// it found another solution or ran out of guesses.
enum Proof<const N: usize> {
    Unique,
    Other(usize, Cells<N>),
    Limit(usize),
}

/// A board for the proofs, with the guesses made on it and their bound.
struct Prover<'l, const N: usize> {
    board: Board<'l, N>,
    guesses: u64,
    max_guesses: u64,
}

impl<'l, const N: usize> Prover<'l, N> {
    fn new(lay: &'l Layout<N>, max_guesses: u64) -> Self {
        Prover {
            board: Board::new(lay),
            guesses: 0,
            max_guesses,
        }
    }
}

/// One guess of [`near`]: the cell, its digits not yet tried, the trail's mark before it.
#[derive(Clone, Copy)]
struct Guess {
    untried: Digits,
    mark: u16,
    cell: u16,
}

/// Searches the board for one solution, into `out`: singles only (locked candidates cost more
/// here than they save), branching on the cell with the fewest candidates, `solution`'s digit
/// first. Leaves the board as it found it. `Some(found)`, or `None` when the guesses ran out.
fn near<const N: usize>(
    search: &mut Prover<'_, N>,
    solution: &Cells<N>,
    out: &mut Cells<N>,
) -> Option<bool> {
    let entry = search.board.mark();
    let none = Guess {
        untried: 0,
        mark: 0,
        cell: 0,
    };
    let mut stack = [[none; N]; N];
    let mut depth = 0usize;
    let mut alive = search.board.propagate();
    let found = 'search: loop {
        if alive {
            if search.board.solved() {
                *out = *search.board.values();
                break 'search Some(true);
            }
            let sizes = search.board.sizes();
            let least = sizes.iter().map(|&n| n.wrapping_sub(2)).min();
            let least = least.unwrap_or(u8::MAX);
            let cell = sizes.iter().position(|&n| n.wrapping_sub(2) == least);
            let cell = cell.unwrap_or(0);
            if let Some(slot) = stack.as_flattened_mut().get_mut(depth) {
                *slot = Guess {
                    untried: search.board.cand(cell),
                    mark: search.board.mark() as u16,
                    cell: cell as u16,
                };
                depth += 1;
            }
        }
        // The next digit of the deepest guess, dropping exhausted guesses.
        loop {
            let Some(guess) = depth
                .checked_sub(1)
                .and_then(|top| stack.as_flattened_mut().get_mut(top))
            else {
                break 'search Some(false);
            };
            search.board.restore(usize::from(guess.mark));
            if guess.untried == 0 {
                depth -= 1;
                continue;
            }
            if search.guesses >= search.max_guesses {
                break 'search None;
            }
            search.guesses += 1;
            let cell = usize::from(guess.cell);
            let want = solution.as_flattened().get(cell).map_or(0, |&d| bit_of(d));
            let pick = match guess.untried & want {
                0 => lowest(guess.untried),
                w => w,
            };
            guess.untried ^= pick;
            search.board.place(cell, pick);
            break;
        }
        alive = search.board.propagate();
    };
    search.board.undo(entry);
    found
}

/// The proof by exclusion on a fresh board: whether `puzzle` has a solution other than
/// `solution` (which it has, and which is the only one with S's digits in the cells of
/// `trial`).
fn exclude<const N: usize>(
    search: &mut Prover<'_, N>,
    puzzle: &Cells<N>,
    trial: &Trial<N>,
    solution: &Cells<N>,
) -> Proof<N> {
    if !search.board.load(puzzle) || !search.board.propagate() {
        return Proof::Limit(0); // impossible: `solution` solves it
    }
    let mut other = [[0u8; N]; N];
    let cells = trial.cells.as_flattened().get(..trial.len).unwrap_or(&[]);
    for (i, &cell) in cells.iter().enumerate() {
        if search.board.solved() {
            break;
        }
        let cell = usize::from(cell);
        if search.board.value(cell) != 0 {
            continue; // propagation placed S's digit: no solution of this case differs here
        }
        let bit = solution.as_flattened().get(cell).map_or(0, |&d| bit_of(d));
        let mark = search.board.mark();
        search.board.remove(cell, bit);
        let found = near(search, solution, &mut other);
        search.board.restore(mark);
        match found {
            None => return Proof::Limit(i),
            Some(true) => return Proof::Other(i, other),
            Some(false) => {}
        }
        search.board.place(cell, bit);
        if !search.board.propagate() {
            return Proof::Limit(i); // impossible, as above
        }
    }
    Proof::Unique
}

/// The digging above 9 × 9 (see the module's notes) of the orbits of `order` from the
/// complete `solution`, keeping at least `low` givens. `Some((puzzle, givens, bounded))`, or
/// `None` when the budget ran out; `bounded` when the bound on givens kept an orbit untried.
pub(super) fn dig<const N: usize>(
    lay: &Layout<N>,
    budget: &mut Budget,
    solution: &Cells<N>,
    order: &[u16],
    symmetry: Symmetry,
    low: u32,
) -> Option<(Cells<N>, u32, bool)> {
    let mut seen = Unavoidable::new();
    let mut puzzle = *solution;
    let mut givens = (N * N) as u32;
    let mut bounded = false;
    let (mut next, mut size) = (0, FIRST_BATCH);
    while next < order.len() {
        // The batch, with its emptied cells in order and the orbit of each.
        let mut trial = Trial {
            cells: [[0; N]; N],
            orbit: [[0; N]; N],
            len: 0,
        };
        let (t, _, taken) = batch(
            (&puzzle, givens),
            order,
            (next, size),
            (symmetry, low),
            |j, k| {
                let slot = trial.cells.as_flattened_mut().get_mut(trial.len);
                let tag = trial.orbit.as_flattened_mut().get_mut(trial.len);
                if let (Some(slot), Some(tag)) = (slot, tag) {
                    *slot = j as u16;
                    *tag = k as u8;
                    trial.len += 1;
                }
            },
        );
        if taken == 0 {
            // The greedy rule skips this orbit untried: removing it breaks the bound.
            bounded = true;
            next += 1;
            continue;
        }
        // The orbits removed (a prefix of the batch), and whether the next one stays.
        let (done, stays) = match refused(&seen, &puzzle, &trial) {
            Some(0) => (0, true),
            Some(k) => {
                size = k;
                continue;
            }
            None => {
                let mut search = Prover::new(lay, budget.0.min(PROOF_GUESSES));
                let proof = exclude(&mut search, &t, &trial, solution);
                budget.0 = budget.0.saturating_sub(search.guesses);
                match proof {
                    Proof::Unique => (taken, false),
                    Proof::Other(i, other) => {
                        seen.add(solution, &other);
                        let j = orbit_of(&trial, i);
                        // T agrees with S beyond orbit j: the puzzle without orbits 0 to j has
                        // T too, and orbit j stays.
                        let cells = trial.cells.as_flattened().get(..trial.len).unwrap_or(&[]);
                        let tags = trial.orbit.as_flattened();
                        let beyond = cells.iter().zip(tags).filter(|(_, &o)| usize::from(o) > j);
                        let agrees = beyond.into_iter().all(|(&c, _)| {
                            let c = usize::from(c);
                            solution.as_flattened().get(c) == other.as_flattened().get(c)
                        });
                        (j, agrees)
                    }
                    Proof::Limit(_) if budget.0 == 0 => return None,
                    Proof::Limit(i) => {
                        let j = orbit_of(&trial, i);
                        (j, taken == 1)
                    }
                }
            }
        };
        for &first in order.iter().skip(next).take(done) {
            givens -= without(&mut puzzle, symmetry, usize::from(first));
        }
        next += done;
        if done == taken {
            size = (taken * 2).min(MAX_BATCH);
        } else if stays {
            next += 1;
            size = size.max(2) / 2;
        } else {
            size = ((taken - done) / 2).max(1);
        }
    }
    Some((puzzle, givens, bounded))
}

/// The first batch tries this many orbits at once; a batch proved whole doubles the next.
const FIRST_BATCH: usize = 16;
/// The largest batch.
const MAX_BATCH: usize = 64;

/// The orbit (in the batch) of the trial's cell `i`.
fn orbit_of<const N: usize>(trial: &Trial<N>, i: usize) -> usize {
    usize::from(trial.orbit.as_flattened().get(i).copied().unwrap_or(0))
}

/// `Some(k)` when the puzzle without the batch's first k + 1 orbits empties a known
/// unavoidable set (the least such k), `None` when no prefix does.
fn refused<const N: usize>(
    seen: &Unavoidable,
    puzzle: &Cells<N>,
    trial: &Trial<N>,
) -> Option<usize> {
    let mut filled = [0u64; 10];
    for (i, &d) in puzzle.as_flattened().iter().enumerate() {
        if d != 0 {
            insert(&mut filled, i);
        }
    }
    let cells = trial.cells.as_flattened().get(..trial.len).unwrap_or(&[]);
    let tags = trial.orbit.as_flattened();
    for (i, (&c, &o)) in cells.iter().zip(tags).enumerate() {
        let c = usize::from(c);
        if let Some(w) = filled.get_mut(c / 64) {
            *w &= !(1 << (c % 64));
        }
        let last_of_orbit = tags.get(i + 1).is_none_or(|&p| p != o) || i + 1 == trial.len;
        if last_of_orbit && seen.emptied(&filled) {
            return Some(usize::from(o));
        }
    }
    None
}

/// True when `puzzle` with its given `cell` emptied still has one solution (the given can
/// go), false when it has a second; `None` when the budget ran out. `solution` is the one
/// solution of `puzzle`.
pub(super) fn removable<const N: usize>(
    lay: &Layout<N>,
    budget: &mut Budget,
    puzzle: &Cells<N>,
    cell: usize,
    solution: &Cells<N>,
) -> Option<bool> {
    let mut trial = Trial {
        cells: [[0; N]; N],
        orbit: [[0; N]; N],
        len: 1,
    };
    if let Some(slot) = trial.cells.as_flattened_mut().first_mut() {
        *slot = cell as u16;
    }
    let mut t = *puzzle;
    if let Some(d) = t.as_flattened_mut().get_mut(cell) {
        *d = 0;
    }
    let mut search = Prover::new(lay, budget.0);
    let proof = exclude(&mut search, &t, &trial, solution);
    budget.0 = budget.0.saturating_sub(search.guesses);
    match proof {
        Proof::Unique => Some(true),
        Proof::Other(..) => Some(false),
        Proof::Limit(_) => None,
    }
}
