//! The search for the sized grids: one engine for every size N, instantiated per size, so that
//! its state is fixed at compile time by N and a 6 × 6 pays only for 36 cells.
//!
//! The board (`board.rs`) keeps every cell's candidates and places singles as they appear;
//! at a fixpoint of singles, locked candidates (`locked.rs`) remove more, and singles run
//! again. When nothing more follows, the search branches where the choice is narrowest: the
//! empty cell with the fewest candidates (digits ascending), or, when a unit has a digit with
//! fewer places than any cell has candidates, that digit's places (in the unit's order). Each
//! branch is a guess; every alternative tried counts one against the caller's budget. A guess
//! is undone by the trail, so the stack of guesses keeps 12 bytes a frame, and each guess
//! fills at least one cell, so N × N frames always suffice: no recursion, no allocation.
//!
//! Counting is the depth-first search to a limit (its branches split the solutions: two
//! branches differ in a cell). Any solution is a count to one. The row-major-first solution
//! is `first.rs`'s.

use super::board::{lowest, Board, Digits};
use super::shape::Layout;
use crate::generate::Rng;
use crate::search::{Goal, Run};

/// A grid's cells, row by row.
pub(crate) type Cells<const N: usize> = [[u8; N]; N];

/// One guess: what it branches on, the alternatives not yet tried, and the trail's length
/// before it.
#[derive(Clone, Copy)]
struct Frame {
    /// A cell branch: the digits left; a place branch: the unit's cells (by index) left.
    untried: Digits,
    /// The trail's mark before the guess (at most N³ = 15,625: it fits).
    mark: u16,
    /// The cell (a cell branch), or the unit as `k * N + u` (a place branch).
    target: u16,
    /// 0 for a cell branch; else the digit whose places are tried.
    digit: u8,
}

const NO_FRAME: Frame = Frame {
    untried: 0,
    mark: 0,
    target: 0,
    digit: 0,
};

/// Where a search branches.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Branching {
    /// Where the choice is narrowest: a cell with the fewest candidates, or a digit with
    /// fewer places in a unit.
    Narrowest,
    /// The first empty cell in row-major order, digits ascending: the first solution met is
    /// the row-major-first.
    FirstCell,
}

/// A branch point: a cell (row * N + column), or a digit's places in a unit (its index in
/// [`Board::all_places`]).
#[derive(Clone, Copy)]
enum Choice {
    Cell(usize),
    Place(usize),
}

/// How a depth-first search ended.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ended {
    pub solutions: u32,
    pub limit_reached: bool,
}

/// A search over one board, with its guess stack and its budget of guesses.
pub(crate) struct Search<'l, const N: usize> {
    pub(crate) board: Board<'l, N>,
    stack: [[Frame; N]; N],
    /// Guesses made so far, by every search on this board.
    pub(crate) guesses: u64,
    /// The budget: no guess past it.
    pub(crate) max_guesses: u64,
}

/// The `n`-th lowest digit of a set (0 for the lowest), as a set.
fn nth(mut set: Digits, n: u32) -> Digits {
    for _ in 0..n {
        set &= set.wrapping_sub(1);
    }
    lowest(set)
}

impl<'l, const N: usize> Search<'l, N> {
    /// A search on the empty board of `lay`'s shape.
    pub(crate) fn new(lay: &'l Layout<N>, max_guesses: u64) -> Search<'l, N> {
        Search {
            board: Board::new(lay),
            stack: [[NO_FRAME; N]; N],
            guesses: 0,
            max_guesses,
        }
    }

    /// Singles and locked candidates to a fixpoint. False on a contradiction.
    pub(crate) fn settle(&mut self) -> bool {
        loop {
            if !self.board.propagate() {
                return false;
            }
            if self.board.solved() || !self.board.locked() {
                return !self.board.dead();
            }
        }
    }

    /// Where to branch on a settled, unsolved board (see [`Branching`]).
    fn branch(&self, branching: Branching) -> Frame {
        let choice = match branching {
            Branching::FirstCell => {
                Choice::Cell(self.board.sizes().iter().position(|&n| n >= 2).unwrap_or(0))
            }
            Branching::Narrowest if self.board.failures == 0 => self.narrowest(),
            Branching::Narrowest => self.weighted(),
        };
        match choice {
            Choice::Cell(cell) => Frame {
                untried: self.board.cand(cell),
                mark: 0,
                target: cell as u16,
                digit: 0,
            },
            Choice::Place(at) => {
                let (unit, d) = (at / N, at % N);
                let (k, u) = (unit / N, unit % N);
                let bit = 1 << d;
                let mut cells = 0;
                for j in 0..N {
                    let p = self.board.unit_cell(k, u, j);
                    if self.board.value(p) == 0 && self.board.cand(p) & bit != 0 {
                        cells |= 1 << j;
                    }
                }
                Frame {
                    untried: cells,
                    mark: 0,
                    target: unit as u16,
                    digit: d as u8 + 1,
                }
            }
        }
    }

    /// Before any contradiction: the empty cell with the fewest candidates, or the digit with
    /// fewer places in a unit than that.
    fn narrowest(&self) -> Choice {
        // Empty cells have two candidates or more (a single would have been placed), filled
        // ones one; likewise a digit a unit does not hold has two places or more. Counted
        // down by 2 (0 and 1 wrap to the top), the least is found by a plain minimum, which
        // the compiler makes a vector loop; then its first place.
        let narrowest = |sizes: &[u8]| {
            let least = sizes
                .iter()
                .map(|&n| n.wrapping_sub(2))
                .min()
                .unwrap_or(u8::MAX);
            let at = sizes
                .iter()
                .position(|&n| n.wrapping_sub(2) == least)
                .unwrap_or(0);
            (least.wrapping_add(2), at)
        };
        let (fewest, cell) = narrowest(self.board.sizes());
        if fewest > 2 {
            let (places, at) = narrowest(self.board.all_places());
            if places < fewest {
                return Choice::Place(at);
            }
        }
        Choice::Cell(cell)
    }

    /// After contradictions: the narrowest choice for how often its units failed (dom/wdeg:
    /// candidates, or places, over 1 + the failures of the cell's three units, or of the
    /// unit counted three times). The search then returns first to where it failed before.
    fn weighted(&self) -> Choice {
        let w = &self.board.weight;
        let at =
            |k: usize, u: usize| u64::from(w.get(k).and_then(|x| x.get(u)).copied().unwrap_or(0));
        // The best as (size, weight, choice): size / weight least. It starts above every
        // size (at most 25) with weight 1, so that the products stay far from overflowing
        // (sizes under 2^8, weights under 2^35).
        let mut best = (u64::from(u8::MAX) + 1, 1u64, Choice::Cell(0));
        for (cell, &n) in self.board.sizes().iter().enumerate() {
            if n >= 2 {
                let (r, c) = (cell / N, cell % N);
                let b = self.board.lay.box_at(r, c);
                let weight = 1 + at(0, r) + at(1, c) + at(2, b);
                if u64::from(n) * best.1 < best.0 * weight {
                    best = (u64::from(n), weight, Choice::Cell(cell));
                }
            }
        }
        for (i, &n) in self.board.all_places().iter().enumerate() {
            if n >= 2 {
                let weight = 1 + 3 * at(i / (N * N), i / N % N);
                if u64::from(n) * best.1 < best.0 * weight {
                    best = (u64::from(n), weight, Choice::Place(i));
                }
            }
        }
        best.2
    }

    /// Takes one alternative of `frame` (the lowest, or one drawn from `rng`).
    fn take(&mut self, frame: &mut Frame, rng: Option<&mut Rng>) {
        let pick = match rng {
            Some(rng) => nth(frame.untried, rng.below(frame.untried.count_ones())),
            None => lowest(frame.untried),
        };
        frame.untried ^= pick;
        if frame.digit == 0 {
            self.board.place(usize::from(frame.target), pick);
        } else {
            let unit = usize::from(frame.target);
            let j = pick.trailing_zeros() as usize;
            let cell = self.board.unit_cell(unit / N, unit % N, j);
            self.board.place(cell, 1 << (frame.digit - 1));
        }
    }

    /// Searches from the current board for up to `limit` solutions (at least 1), branching
    /// as `branching` says, writing the first found into `out`; leaves the board as it found
    /// it. With `rng`, each guess takes an alternative drawn at random rather than the lowest.
    pub(crate) fn dfs(
        &mut self,
        limit: u32,
        out: &mut Cells<N>,
        branching: Branching,
        mut rng: Option<&mut Rng>,
    ) -> Ended {
        let entry = self.board.mark();
        let mut depth = 0usize;
        let mut solutions = 0u32;
        let mut alive = self.settle();
        loop {
            if alive {
                if self.board.solved() {
                    solutions += 1;
                    if solutions == 1 {
                        *out = *self.board.values();
                    }
                    if solutions >= limit.max(1) {
                        self.board.undo(entry);
                        return Ended {
                            solutions,
                            limit_reached: false,
                        };
                    }
                } else {
                    let mut frame = self.branch(branching);
                    frame.mark = self.board.mark() as u16;
                    if let Some(slot) = self.stack.as_flattened_mut().get_mut(depth) {
                        *slot = frame;
                        depth += 1;
                    }
                }
            }
            // The next alternative of the deepest guess, dropping exhausted guesses.
            loop {
                let Some(mut frame) = depth
                    .checked_sub(1)
                    .and_then(|top| self.stack.as_flattened().get(top))
                    .copied()
                else {
                    self.board.undo(entry);
                    return Ended {
                        solutions,
                        limit_reached: false,
                    };
                };
                self.board.restore(usize::from(frame.mark));
                if frame.untried == 0 {
                    depth -= 1;
                    continue;
                }
                if self.guesses >= self.max_guesses {
                    self.board.undo(entry);
                    return Ended {
                        solutions,
                        limit_reached: true,
                    };
                }
                self.guesses += 1;
                self.take(&mut frame, rng.as_deref_mut());
                if let Some(slot) = self.stack.as_flattened_mut().get_mut(depth - 1) {
                    *slot = frame;
                }
                break;
            }
            alive = self.settle();
        }
    }
}

/// Searches `givens` (checked: values 0..=N, no digit twice in a unit, `lay` of size N) for
/// `goal`, making at most `max_guesses` guesses. Writes the first solution found into `first`
/// (for [`Goal::First`], the row-major-first solution); leaves it alone when none is found.
pub(crate) fn run<const N: usize>(
    lay: &Layout<N>,
    givens: &Cells<N>,
    goal: Goal,
    max_guesses: u64,
    first: &mut Cells<N>,
) -> Run {
    let mut search = Search::new(lay, max_guesses);
    let mut out = [[0u8; N]; N];
    // Settled before any search: a search returns to the board it started from, and the
    // singles the givens show are queued only once.
    let ended = if !search.board.load(givens) || !search.settle() {
        Ended {
            solutions: 0,
            limit_reached: false,
        }
    } else {
        match goal {
            Goal::First => search.first_solution(&mut out),
            Goal::Count(limit) => search.dfs(limit, &mut out, Branching::Narrowest, None),
        }
    };
    if ended.solutions > 0 {
        *first = out;
    }
    Run {
        solutions: ended.solutions,
        guesses: search.guesses,
        limit_reached: ended.limit_reached,
    }
}

/// A solution of `givens` drawn with `rng`: the first the search meets when each guess takes
/// a random alternative. `None` when there is none or the budget ran out; the guesses made
/// are added to `guesses`.
pub(crate) fn random_completion<const N: usize>(
    lay: &Layout<N>,
    givens: &Cells<N>,
    rng: &mut Rng,
    max_guesses: u64,
    guesses: &mut u64,
) -> Option<Cells<N>> {
    let mut search = Search::new(lay, max_guesses);
    let mut out = [[0u8; N]; N];
    let found = search.board.load(givens)
        && search.settle()
        && search
            .dfs(1, &mut out, Branching::Narrowest, Some(rng))
            .solutions
            == 1;
    *guesses += search.guesses;
    found.then_some(out)
}

/// The digit `d` (1 to N) as a set.
#[inline(always)]
pub(crate) fn bit_of(d: u8) -> Digits {
    (1 << d) >> 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::mem::size_of;

    /// The state's size for a size N (`docs/SIZES.md`).
    #[test]
    fn state_sizes() {
        assert_eq!(size_of::<Frame>(), 12);
        assert_eq!(size_of::<[[Frame; 25]; 25]>(), 7500);
        assert_eq!(super::super::board::digit_of(bit_of(25)), 25);
    }
}
