//! The search for the sized grids: one engine for every size N, instantiated per size, so that
//! its state is fixed at compile time by N and a 6 × 6 pays only for 36 cells.
//!
//! Layout:
//! ```text
//!  value[r][c]   0 for an empty cell, else its digit 1..=N
//!  rows[r], cols[c], boxes[b]
//!                the digits a unit holds: digit d is bit d-1 of a u32 (N <= 25)
//!  candidates    of an empty cell: the digits absent from its row, column and box,
//!                computed when needed (no per-cell store, so undoing a guess only
//!                empties the cells it filled)
//!  trail         the cells filled since the start, in order; a guess frame keeps the
//!                trail's length, and backtracking empties the cells above it
//! ```
//!
//! Propagation ([`Board::settle`]) places naked singles (a cell with one candidate) and hidden
//! singles (a digit with one place in a unit) to a fixpoint, in sweeps over the grid: each
//! sweep computes every empty cell's candidates once, places the naked singles as it meets
//! them, and gathers per unit the digits seen once and seen twice, which give the hidden
//! singles and the contradictions (a digit with no place left) after the sweep. It only ever
//! places digits that every solution of the current branch shares.
//!
//! Branching: for a count, on the empty cell with the fewest candidates (the first such in
//! row-major order), digits ascending. For the row-major-first solution ([`Goal::First`]):
//! 1. on the first empty cell in row-major order, digits ascending, for [`FIRST_CELL_TRIAL`]
//!    guesses: the depth-first search then meets the row-major-first solution first;
//! 2. if that was not enough, with the count's branching, each solution found bounding the
//!    rest (branch and bound: [`Bound`]); with one solution or none, this settles it;
//! 3. after [`LEAST_IMPROVEMENTS`] ever less solutions (a puzzle with many), the first-cell
//!    search again, to the end, bounded by the least solution found (the bound admitted):
//!    branch and bound goes from solution to slightly less solution through a vast number of
//!    them on a sparse grid, and the first-cell search, which textbook backtracking is, does
//!    better there (measured on the empty grids of every shape: `docs/SIZES.md`). On some
//!    sparse grids of 18 × 18 and more it still takes very long, as textbook backtracking
//!    does: [`Goal::First`] with a bound on guesses is the answer for callers with deadlines.
//!
//! The state is the board and a stack of one frame per guess (each guess fills at least one
//! cell, so N × N frames suffice): no recursion, no allocation.

use super::shape::Layout;
use crate::search::{Goal, Run};

/// Guesses the first-cell search may make before the bounded search takes over.
const FIRST_CELL_TRIAL: u64 = 32;
/// Solutions the bounded search may find, each less than the one before, before the search
/// goes cell by cell.
const LEAST_IMPROVEMENTS: u32 = 3;
/// A frame's bound position when nothing restricts the search (see [`Bound`]).
const FREE: u16 = u16::MAX;

/// A set of digits, digit d as bit d-1.
type Digits = u32;

/// The lowest digit of a non-empty set, as a set.
#[inline(always)]
fn lowest(d: Digits) -> Digits {
    d & d.wrapping_neg()
}

/// A grid's cells, row by row.
pub(crate) type Cells<const N: usize> = [[u8; N]; N];

/// The state of a search.
struct Board<const N: usize> {
    value: Cells<N>,
    rows: [Digits; N],
    cols: [Digits; N],
    boxes: [Digits; N],
    /// The cells filled since the start, as row * N + column.
    trail: [[u16; N]; N],
    trail_len: u16,
}

/// Where propagation left the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Step {
    /// A cell with no candidate, a digit with no place in a unit, or nothing left below the
    /// bound.
    Dead,
    /// Every cell filled.
    Solved,
    /// A cell to branch on (row * N + column) and its candidates.
    Branch(u16, Digits),
}

/// Where a search branches.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Branching {
    /// The first empty cell in row-major order.
    FirstCell,
    /// The empty cell with the fewest candidates.
    Fewest,
}

/// The least solution a bounded search has found, and how far the board agrees with it.
///
/// A solution less than the bound (in row-major order) agrees with it up to a cell where it
/// holds a smaller digit. So while the board's first cells hold the bound's digits, the next
/// cell `at` may only take digits up to the bound's; if it cannot take a smaller one, it must
/// take the bound's (placed, and `at` moves on); if it holds a smaller one, nothing below
/// restricts the search any more (`at` is [`FREE`]). A board equal to the bound is dead.
struct Bound<'a, const N: usize> {
    least: &'a Cells<N>,
    at: u16,
    /// Only solutions strictly less (the bound itself is dead), or the bound too.
    strict: bool,
}

impl<const N: usize> Bound<'_, N> {
    /// The bound's digit at `cell` (0 past the end).
    fn digit(&self, cell: usize) -> u8 {
        self.least
            .get(cell / N)
            .and_then(|row| row.get(cell % N))
            .copied()
            .unwrap_or(0)
    }

    /// The restricted cell and the digits it may take (no cell when free).
    fn restriction(&self) -> (usize, Digits) {
        if self.at == FREE {
            return (usize::MAX, 0);
        }
        let cell = usize::from(self.at);
        (cell, (1u32 << self.digit(cell)).wrapping_sub(1))
    }
}

impl<const N: usize> Board<N> {
    /// Every digit of this size.
    const ALL: Digits = (1 << N) - 1;

    const EMPTY: Board<N> = Board {
        value: [[0; N]; N],
        rows: [0; N],
        cols: [0; N],
        boxes: [0; N],
        trail: [[0; N]; N],
        trail_len: 0,
    };

    /// The candidates of the empty cell at `r`, `c` in box `b`.
    #[inline(always)]
    fn candidates(&self, r: usize, c: usize, b: usize) -> Digits {
        let row = self.rows.get(r).copied().unwrap_or(Self::ALL);
        let col = self.cols.get(c).copied().unwrap_or(Self::ALL);
        let bx = self.boxes.get(b).copied().unwrap_or(Self::ALL);
        !(row | col | bx) & Self::ALL
    }

    /// The value at `r`, `c` (0 for empty or out of range).
    #[inline(always)]
    fn at(&self, r: usize, c: usize) -> u8 {
        self.value
            .get(r)
            .and_then(|row| row.get(c))
            .copied()
            .unwrap_or(0)
    }

    /// Puts the one digit of `bit` in the empty cell at `r`, `c`.
    #[inline(always)]
    fn place(&mut self, lay: &Layout<N>, r: usize, c: usize, bit: Digits) {
        let b = lay.box_at(r, c);
        let len = usize::from(self.trail_len);
        if let (Some(v), Some(slot)) = (
            self.value.get_mut(r).and_then(|row| row.get_mut(c)),
            self.trail.as_flattened_mut().get_mut(len),
        ) {
            *v = bit.trailing_zeros() as u8 + 1;
            *slot = (r * N + c) as u16;
            self.trail_len += 1;
        }
        if let Some(m) = self.rows.get_mut(r) {
            *m |= bit;
        }
        if let Some(m) = self.cols.get_mut(c) {
            *m |= bit;
        }
        if let Some(m) = self.boxes.get_mut(b) {
            *m |= bit;
        }
    }

    /// Empties the cells filled after the trail had `len` of them.
    fn undo(&mut self, lay: &Layout<N>, len: u16) {
        while self.trail_len > len {
            self.trail_len -= 1;
            let cell = self
                .trail
                .as_flattened()
                .get(usize::from(self.trail_len))
                .copied()
                .map_or(0, usize::from);
            let (r, c) = (cell / N, cell % N);
            let b = lay.box_at(r, c);
            let Some(v) = self.value.get_mut(r).and_then(|row| row.get_mut(c)) else {
                continue;
            };
            let keep = !((1u32 << *v) >> 1);
            *v = 0;
            if let Some(m) = self.rows.get_mut(r) {
                *m &= keep;
            }
            if let Some(m) = self.cols.get_mut(c) {
                *m &= keep;
            }
            if let Some(m) = self.boxes.get_mut(b) {
                *m &= keep;
            }
        }
    }

    /// Moves the bound's position over the cells that must take the bound's digits (placing
    /// those still empty). False when no less solution is left.
    fn follow(&mut self, lay: &Layout<N>, bound: &mut Bound<'_, N>) -> bool {
        while bound.at != FREE {
            let cell = usize::from(bound.at);
            if cell >= N * N {
                return !bound.strict; // every cell holds the bound's digit
            }
            let (r, c) = (cell / N, cell % N);
            let s = bound.digit(cell);
            let v = self.at(r, c);
            if v != 0 {
                if v > s {
                    return false;
                }
                bound.at = if v < s { FREE } else { bound.at + 1 };
                continue;
            }
            let m = self.candidates(r, c, lay.box_at(r, c));
            let own = (1u32 << s) >> 1;
            if m & own.wrapping_sub(1) != 0 {
                return true; // a smaller digit is possible here: the restriction holds
            }
            if m & own == 0 {
                return false;
            }
            self.place(lay, r, c, own);
            bound.at += 1;
        }
        true
    }

    /// Propagates to a fixpoint within `bound`, and says where that left the board.
    fn settle(
        &mut self,
        lay: &Layout<N>,
        branching: Branching,
        mut bound: Option<&mut Bound<'_, N>>,
    ) -> Step {
        loop {
            let (limited, limit) = match bound.as_deref_mut() {
                Some(b) => {
                    if !self.follow(lay, b) {
                        return Step::Dead;
                    }
                    b.restriction()
                }
                None => (usize::MAX, 0),
            };
            // One sweep: naked singles placed, the digits seen once and twice per unit.
            let mut once = [[0 as Digits; N]; 3];
            let mut twice = [[0 as Digits; N]; 3];
            let mut progress = false;
            let mut open = false;
            let mut choice: Option<(u16, Digits)> = None;
            let mut fewest = u32::MAX;
            for r in 0..N {
                for c in 0..N {
                    if self.at(r, c) != 0 {
                        continue;
                    }
                    let b = lay.box_at(r, c);
                    let cell = r * N + c;
                    let mut m = self.candidates(r, c, b);
                    if cell == limited {
                        m &= limit;
                    }
                    if m == 0 {
                        return Step::Dead;
                    }
                    if m & (m - 1) == 0 {
                        self.place(lay, r, c, m);
                        progress = true;
                        continue;
                    }
                    open = true;
                    for (k, u) in [r, c, b].into_iter().enumerate() {
                        if let (Some(o), Some(t)) = (
                            once.get_mut(k).and_then(|x| x.get_mut(u)),
                            twice.get_mut(k).and_then(|x| x.get_mut(u)),
                        ) {
                            *t |= *o & m;
                            *o |= m;
                        }
                    }
                    let count = m.count_ones();
                    let better = match branching {
                        Branching::FirstCell => choice.is_none(),
                        Branching::Fewest => count < fewest,
                    };
                    if better {
                        fewest = count;
                        choice = Some((cell as u16, m));
                    }
                }
            }
            // Hidden singles and digits with no place, unit by unit. The sets were gathered
            // while the sweep placed digits, so they may hold digits no longer possible: a
            // digit seen in no cell has no place (sound: the sets only ever hold too much);
            // one seen in one cell is placed there only if that cell still takes it (it can
            // have no other place), and is dead if it takes it no more.
            for k in 0..3 {
                for u in 0..N {
                    let used = match k {
                        0 => self.rows.get(u),
                        1 => self.cols.get(u),
                        _ => self.boxes.get(u),
                    }
                    .copied()
                    .unwrap_or(Self::ALL);
                    let o = once.get(k).and_then(|x| x.get(u)).copied().unwrap_or(0);
                    let t = twice.get(k).and_then(|x| x.get(u)).copied().unwrap_or(0);
                    if (o | used) != Self::ALL {
                        return Step::Dead;
                    }
                    let mut hidden = o & !t;
                    while hidden != 0 {
                        let bit = lowest(hidden);
                        hidden ^= bit;
                        match self.home(lay, k, u, bit, limited, limit) {
                            Home::Placed => progress = true,
                            Home::Taken => {}
                            Home::None => return Step::Dead,
                        }
                    }
                }
            }
            if !progress {
                return match choice {
                    Some((cell, m)) => Step::Branch(cell, m),
                    None if !open => Step::Solved,
                    None => Step::Dead, // unreachable: an open cell is a choice
                };
            }
        }
    }

    /// Places `bit` in the one cell of unit `u` (kind `k`: row, column, box) that takes it.
    fn home(
        &mut self,
        lay: &Layout<N>,
        k: usize,
        u: usize,
        bit: Digits,
        limited: usize,
        limit: Digits,
    ) -> Home {
        let used = match k {
            0 => self.rows.get(u),
            1 => self.cols.get(u),
            _ => self.boxes.get(u),
        }
        .copied()
        .unwrap_or(Self::ALL);
        if used & bit != 0 {
            return Home::Taken; // placed in this unit since the sweep
        }
        for j in 0..N {
            let (r, c) = match k {
                0 => (u, j),
                1 => (j, u),
                _ => lay.box_cell(u, j),
            };
            if self.at(r, c) != 0 {
                continue;
            }
            let mut m = self.candidates(r, c, lay.box_at(r, c));
            if r * N + c == limited {
                m &= limit;
            }
            if m & bit != 0 {
                self.place(lay, r, c, bit);
                return Home::Placed;
            }
        }
        Home::None
    }
}

/// What [`Board::home`] did with a hidden single.
enum Home {
    Placed,
    /// The digit was placed in the unit meanwhile.
    Taken,
    /// No cell of the unit takes it any more.
    None,
}

/// One guess: its cell, the digits not yet tried, the trail's length and the bound's position
/// before it.
#[derive(Clone, Copy)]
struct Frame {
    untried: Digits,
    cell: u16,
    trail: u16,
    at: u16,
}

/// A search over one board, with its guess stack and its budget of guesses.
struct Search<'l, const N: usize> {
    lay: &'l Layout<N>,
    board: Board<N>,
    stack: [[Frame; N]; N],
    guesses: u64,
    max_guesses: u64,
}

/// What [`Search::dfs`] is after.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Aim {
    /// The first solution met branching on the first empty cell: the row-major-first.
    FirstCell,
    /// Count solutions up to this many (at least 1), keeping the first.
    Count(u32),
    /// Solutions ever less, each bounding the rest, up to [`LEAST_IMPROVEMENTS`]; `out`
    /// holds the least.
    Least,
}

/// How a depth-first search ended.
struct Ended {
    solutions: u32,
    limit_reached: bool,
}

impl<const N: usize> Search<'_, N> {
    /// Searches from the current board for `aim`, writing solutions into `out` as the aim
    /// says; leaves the board as it found it. With `below`, only solutions up to it (in
    /// row-major order) are looked for.
    fn dfs(&mut self, aim: Aim, out: &mut Cells<N>, below: Option<Cells<N>>) -> Ended {
        let entry = self.board.trail_len;
        let branching = match aim {
            Aim::FirstCell => Branching::FirstCell,
            Aim::Count(_) | Aim::Least => Branching::Fewest,
        };
        let limit = match aim {
            Aim::FirstCell => 1,
            Aim::Count(n) => n.max(1),
            Aim::Least => LEAST_IMPROVEMENTS,
        };
        let mut solutions = 0u32;
        // Set once a [`Aim::Least`] search has a solution: the copy of `out` it bounds.
        let strict = below.is_none();
        let mut least: Option<Cells<N>> = below;
        let mut at = if least.is_some() { 0 } else { FREE };
        let mut depth = 0usize;
        let mut step = self.settle(branching, least.as_ref(), strict, &mut at);
        loop {
            match step {
                Step::Solved => {
                    solutions += 1;
                    if aim == Aim::Least || solutions == 1 {
                        *out = self.board.value;
                    }
                    if solutions >= limit {
                        self.board.undo(self.lay, entry);
                        return Ended {
                            solutions,
                            limit_reached: false,
                        };
                    }
                    if aim == Aim::Least {
                        least = Some(self.board.value);
                        // The saved positions were for a looser bound, or none: every board
                        // on the stack agrees with the new bound wherever it is filled, so
                        // following it from where they stood (or from the start) is right.
                        for frame in self.stack.as_flattened_mut().iter_mut().take(depth) {
                            if frame.at == FREE {
                                frame.at = 0;
                            }
                        }
                    }
                }
                Step::Branch(cell, untried) => {
                    if let Some(frame) = self.stack.as_flattened_mut().get_mut(depth) {
                        *frame = Frame {
                            untried,
                            cell,
                            trail: self.board.trail_len,
                            at,
                        };
                        depth += 1;
                    }
                }
                Step::Dead => {}
            }
            // The next untried digit of the deepest guess, dropping exhausted guesses.
            loop {
                let Some(frame) = depth
                    .checked_sub(1)
                    .and_then(|top| self.stack.as_flattened_mut().get_mut(top))
                else {
                    self.board.undo(self.lay, entry);
                    return Ended {
                        solutions,
                        limit_reached: false,
                    };
                };
                self.board.undo(self.lay, frame.trail);
                if frame.untried == 0 {
                    depth -= 1;
                    continue;
                }
                if self.guesses >= self.max_guesses {
                    self.board.undo(self.lay, entry);
                    return Ended {
                        solutions,
                        limit_reached: true,
                    };
                }
                self.guesses += 1;
                let bit = lowest(frame.untried);
                frame.untried ^= bit;
                at = frame.at;
                let cell = usize::from(frame.cell);
                self.board.place(self.lay, cell / N, cell % N, bit);
                break;
            }
            step = self.settle(branching, least.as_ref(), strict, &mut at);
        }
    }

    /// [`Board::settle`] with the bound `least` (when there is one) at position `at`.
    fn settle(
        &mut self,
        branching: Branching,
        least: Option<&Cells<N>>,
        strict: bool,
        at: &mut u16,
    ) -> Step {
        match least {
            Some(least) => {
                let mut bound = Bound {
                    least,
                    at: *at,
                    strict,
                };
                let step = self.board.settle(self.lay, branching, Some(&mut bound));
                *at = bound.at;
                step
            }
            None => self.board.settle(self.lay, branching, None),
        }
    }

    /// The row-major-first solution of the current board, into `out` (see the module's
    /// steps 1 to 3).
    fn first_solution(&mut self, out: &mut Cells<N>) -> Ended {
        let budget = self.max_guesses;
        self.max_guesses = budget.min(self.guesses.saturating_add(FIRST_CELL_TRIAL));
        let trial = self.dfs(Aim::FirstCell, out, None);
        self.max_guesses = budget;
        if !trial.limit_reached || self.guesses >= budget {
            return trial;
        }
        let least = self.dfs(Aim::Least, out, None);
        if least.limit_reached || least.solutions < LEAST_IMPROVEMENTS {
            return Ended {
                solutions: least.solutions.min(1),
                limit_reached: least.limit_reached,
            };
        }
        // Many solutions: the first-cell search again, below the least found.
        let witness = *out;
        self.dfs(Aim::FirstCell, out, Some(witness))
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
    let mut search = Search {
        lay,
        board: Board::EMPTY,
        stack: [[Frame {
            untried: 0,
            cell: 0,
            trail: 0,
            at: FREE,
        }; N]; N],
        guesses: 0,
        max_guesses,
    };
    for (r, row) in givens.iter().enumerate() {
        for (c, &d) in row.iter().enumerate() {
            if d != 0 {
                search.board.place(lay, r, c, (1u32 << d) >> 1);
            }
        }
    }
    let mut out = [[0u8; N]; N];
    let ended = match goal {
        Goal::First => search.first_solution(&mut out),
        Goal::Count(limit) => search.dfs(Aim::Count(limit), &mut out, None),
    };
    let solutions = if ended.limit_reached && matches!(goal, Goal::First) {
        0
    } else {
        ended.solutions
    };
    if solutions > 0 {
        *first = out;
    }
    Run {
        solutions,
        guesses: search.guesses,
        limit_reached: ended.limit_reached,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::mem::size_of;

    /// The state's size for a size N (`docs/SIZES.md`): the board (values, three masks per
    /// unit, the trail, aligned to 4) and N × N frames of 12 bytes.
    #[test]
    fn state_sizes() {
        assert_eq!(size_of::<Frame>(), 12);
        assert_eq!(size_of::<Board<6>>(), 36 + 3 * 6 * 4 + 2 * 36 + 2 + 2);
        assert_eq!(size_of::<Board<25>>(), 625 + 3 * 25 * 4 + 2 * 625 + 2 + 3);
        assert_eq!(size_of::<[[Frame; 25]; 25]>(), 7500);
    }
}
