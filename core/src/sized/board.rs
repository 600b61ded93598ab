//! The board of the sized search: each cell's candidates, kept up to date as digits are placed,
//! with the counts that find hidden singles, and a trail that undoes every change.
//!
//! Layout (cells numbered row by row, `cell = row * N + column`):
//! ```text
//!  cand[r][c]      the digits cell (r, c) may still take: digit d is bit d-1 of a u32
//!                  (N <= 25); a filled cell keeps its own digit only
//!  value[r][c]     0 for an empty cell, else its digit
//!  count[k][u][d]  how many cells of unit u take digit d+1: kind k is 0 for rows, 1 for
//!                  columns, 2 for boxes (a cell holding the digit counts)
//!  placed[k][u]    the digits unit u holds
//!  trail           every change since the start, newest last, as u16: a removed candidate
//!                  (cell * 32 + d - 1), or a placement (cell, with PLACED set)
//!  queue           the singles found and not yet placed: a cell (naked single) or a unit
//!                  and digit ((k * N + u) * 32 + d - 1, with HIDDEN set)
//! ```
//! A candidate is removed at most once on the way from the start to any board (candidates only
//! shrink until undone), and a cell's last candidate is never removed (that is a contradiction,
//! noted instead), so the trail holds at most N²·(N − 1) removals and N² placements: N³ entries,
//! whatever the search does. The queue holds each cell once and each unit's digit once between
//! two resets: 4·N² entries.

use super::shape::Layout;

/// A set of digits, digit d as bit d-1.
pub(crate) type Digits = u32;

/// A trail entry that is a placement (else a removed candidate).
const PLACED: u16 = 0x8000;
/// A queue entry that is a hidden single (else a naked single).
pub(super) const HIDDEN: u16 = 0x8000;

/// The lowest digit of a non-empty set, as a set.
#[inline(always)]
pub(crate) fn lowest(d: Digits) -> Digits {
    d & d.wrapping_neg()
}

/// The digit (1 to 32) of a one-digit set.
#[inline(always)]
pub(crate) fn digit_of(bit: Digits) -> u8 {
    bit.trailing_zeros() as u8 + 1
}

/// The state of a search: see the module's layout.
pub(crate) struct Board<'l, const N: usize> {
    pub(crate) lay: &'l Layout<N>,
    pub(super) cand: [[Digits; N]; N],
    /// How many candidates each cell has (1 for a filled cell).
    pub(super) size: [[u8; N]; N],
    pub(super) value: [[u8; N]; N],
    pub(super) count: [[[u8; N]; N]; 3],
    pub(super) placed: [[Digits; N]; 3],
    trail: [[[u16; N]; N]; N],
    trail_len: usize,
    queue: [[[u16; N]; N]; 4],
    queue_len: usize,
    /// The digits whose places changed in each unit since locked candidates last looked at
    /// them, as `cand` (`dirty[k][u]`).
    pub(crate) dirty: [[Digits; N]; 3],
    /// How often each unit met a contradiction in this search (never undone): the search
    /// branches first where the choice is narrow for how often it failed (dom/wdeg).
    pub(crate) weight: [[u32; N]; 3],
    /// Contradictions met in this search (never undone).
    pub(crate) failures: u32,
    /// Empty cells.
    pub(super) open: usize,
    /// A contradiction was met since the last undo.
    pub(super) dead: bool,
}

impl<'l, const N: usize> Board<'l, N> {
    /// Every digit of this size.
    pub(crate) const ALL: Digits = (1 << N) - 1;

    /// The empty board of `lay`'s shape.
    pub(crate) fn new(lay: &'l Layout<N>) -> Board<'l, N> {
        Board {
            lay,
            cand: [[Self::ALL; N]; N],
            size: [[N as u8; N]; N],
            value: [[0; N]; N],
            count: [[[N as u8; N]; N]; 3],
            placed: [[0; N]; 3],
            trail: [[[0; N]; N]; N],
            trail_len: 0,
            queue: [[[0; N]; N]; 4],
            queue_len: 0,
            dirty: [[Self::ALL; N]; 3],
            weight: [[0; N]; 3],
            failures: 0,
            open: N * N,
            dead: false,
        }
    }

    /// The candidates of `cell`.
    #[inline(always)]
    pub(crate) fn cand(&self, cell: usize) -> Digits {
        self.cand.as_flattened().get(cell).copied().unwrap_or(0)
    }

    /// The digit of `cell`, 0 when empty.
    #[inline(always)]
    pub(crate) fn value(&self, cell: usize) -> u8 {
        self.value.as_flattened().get(cell).copied().unwrap_or(0)
    }

    /// The cells, row by row.
    pub(crate) fn values(&self) -> &[[u8; N]; N] {
        &self.value
    }

    /// True when every cell is filled.
    pub(crate) fn solved(&self) -> bool {
        self.open == 0
    }

    /// True when a contradiction was met since the last undo.
    pub(crate) fn dead(&self) -> bool {
        self.dead
    }

    /// How many candidates each cell has, row by row (1 for a filled cell).
    pub(crate) fn sizes(&self) -> &[u8] {
        self.size.as_flattened()
    }

    /// How many cells take each digit in each unit: `[k][u][d]` flattened (1 for a digit the
    /// unit holds).
    pub(crate) fn all_places(&self) -> &[u8] {
        self.count.as_flattened().as_flattened()
    }

    /// How many cells of unit `u` (kind `k`) take the digit d + 1.
    #[inline(always)]
    pub(crate) fn places(&self, k: usize, u: usize, d: usize) -> u8 {
        self.count
            .get(k)
            .and_then(|x| x.get(u))
            .and_then(|x| x.get(d))
            .copied()
            .unwrap_or(0)
    }

    /// The digits unit `u` (kind `k`) holds.
    #[inline(always)]
    pub(crate) fn placed(&self, k: usize, u: usize) -> Digits {
        self.placed
            .get(k)
            .and_then(|x| x.get(u))
            .copied()
            .unwrap_or(Self::ALL)
    }

    /// The cell `j` (0 to N − 1) of unit `u` of kind `k`.
    #[inline(always)]
    pub(crate) fn unit_cell(&self, k: usize, u: usize, j: usize) -> usize {
        let (r, c) = match k {
            0 => (u, j),
            1 => (j, u),
            _ => self.lay.box_cell(u, j),
        };
        r * N + c
    }

    /// The units of `cell`: its row, column and box.
    #[inline(always)]
    pub(super) fn units(&self, cell: usize) -> [usize; 3] {
        let (r, c) = (cell / N, cell % N);
        [r, c, self.lay.box_at(r, c)]
    }

    /// The length of the trail: a mark to undo to.
    #[inline(always)]
    pub(crate) fn mark(&self) -> usize {
        self.trail_len
    }

    #[inline(always)]
    fn push_trail(&mut self, entry: u16) {
        if let Some(slot) = self
            .trail
            .as_flattened_mut()
            .as_flattened_mut()
            .get_mut(self.trail_len)
        {
            *slot = entry;
            self.trail_len += 1;
        } else {
            // Unreachable (see the module's bound); a board that cannot record a change is
            // treated as dead, so that nothing unrecorded survives an undo.
            self.dead = true;
        }
    }

    #[inline(always)]
    pub(super) fn enqueue(&mut self, entry: u16) {
        if let Some(slot) = self
            .queue
            .as_flattened_mut()
            .as_flattened_mut()
            .get_mut(self.queue_len)
        {
            *slot = entry;
            self.queue_len += 1;
        }
        // Unreachable otherwise (see the module's bound): a lost single is only a missed
        // inference, never a wrong one.
    }

    /// Removes the digit of `bit` from the candidates of `cell`, which has it. Removing a
    /// cell's last candidate, or a digit's last place in a unit, is a contradiction.
    #[inline]
    pub(crate) fn remove(&mut self, cell: usize, bit: Digits) {
        let Some(m) = self.cand.as_flattened_mut().get_mut(cell) else {
            return;
        };
        let left = *m & !bit;
        if left == 0 {
            for (k, u) in self.units(cell).into_iter().enumerate() {
                self.fail(k, u);
            }
            return;
        }
        *m = left;
        if let Some(n) = self.size.as_flattened_mut().get_mut(cell) {
            *n = n.saturating_sub(1);
        }
        let d = bit.trailing_zeros() as usize;
        self.push_trail((cell * 32 + d) as u16);
        for (k, u) in self.units(cell).into_iter().enumerate() {
            if let Some(dirty) = self.dirty.get_mut(k).and_then(|x| x.get_mut(u)) {
                *dirty |= bit;
            }
            let Some(n) = self
                .count
                .get_mut(k)
                .and_then(|x| x.get_mut(u))
                .and_then(|x| x.get_mut(d))
            else {
                continue;
            };
            *n = n.saturating_sub(1);
            if *n == 0 {
                self.fail(k, u);
            } else if *n == 1 && self.placed(k, u) & bit == 0 {
                self.enqueue(HIDDEN | ((k * N + u) * 32 + d) as u16);
            }
        }
        if left & (left - 1) == 0 && self.value(cell) == 0 {
            self.enqueue(cell as u16);
        }
    }

    /// Notes a contradiction found in unit `u` of kind `k`.
    #[inline(always)]
    fn fail(&mut self, k: usize, u: usize) {
        self.dead = true;
        self.failures = self.failures.saturating_add(1);
        if let Some(w) = self.weight.get_mut(k).and_then(|x| x.get_mut(u)) {
            *w = w.saturating_add(1);
        }
    }

    /// Places the digit of `bit` in the empty `cell`: its other candidates go, and the digit
    /// goes from every other cell of its row, column and box. A cell that does not take it is
    /// a contradiction.
    pub(crate) fn place(&mut self, cell: usize, bit: Digits) {
        let m = self.cand(cell);
        if self.value(cell) != 0 || m & bit == 0 {
            self.dead = true;
            return;
        }
        let Some(v) = self.value.as_flattened_mut().get_mut(cell) else {
            return;
        };
        *v = digit_of(bit);
        self.open -= 1;
        let units = self.units(cell);
        for (k, &u) in units.iter().enumerate() {
            if let Some(p) = self.placed.get_mut(k).and_then(|x| x.get_mut(u)) {
                *p |= bit;
            }
        }
        self.push_trail(PLACED | cell as u16);
        let mut others = m & !bit;
        while others != 0 {
            let b = lowest(others);
            others ^= b;
            self.remove(cell, b);
        }
        let (r, c, bx) = (cell / N, cell % N, units[2]);
        for j in 0..N {
            let p = r * N + j;
            if j != c && self.cand(p) & bit != 0 {
                self.remove(p, bit);
            }
            let p = j * N + c;
            if j != r && self.cand(p) & bit != 0 {
                self.remove(p, bit);
            }
            let (pr, pc) = self.lay.box_cell(bx, j);
            let p = pr * N + pc;
            if pr != r && pc != c && self.cand(p) & bit != 0 {
                self.remove(p, bit);
            }
        }
    }

    /// Places the singles found (naked: a cell with one candidate; hidden: a digit with one
    /// place in a unit), and those their placements reveal, until none is left or a
    /// contradiction is met. False on a contradiction.
    pub(crate) fn propagate(&mut self) -> bool {
        while !self.dead && self.queue_len > 0 {
            self.queue_len -= 1;
            let entry = self
                .queue
                .as_flattened()
                .as_flattened()
                .get(self.queue_len)
                .copied()
                .unwrap_or(0);
            if entry & HIDDEN == 0 {
                let cell = usize::from(entry);
                if self.value(cell) == 0 {
                    self.place(cell, self.cand(cell));
                }
                continue;
            }
            let e = usize::from(entry & !HIDDEN);
            let (unit, d) = (e / 32, e % 32);
            let (k, u) = (unit / N, unit % N);
            let bit = 1 << d;
            if self.placed(k, u) & bit != 0 {
                continue;
            }
            let home = (0..N)
                .map(|j| self.unit_cell(k, u, j))
                .find(|&p| self.value(p) == 0 && self.cand(p) & bit != 0);
            match home {
                Some(p) => self.place(p, bit),
                None => self.fail(k, u),
            }
        }
        if self.dead {
            self.queue_len = 0;
        }
        !self.dead
    }

    /// Undoes every change made since the trail was at `mark`, back to a board that
    /// propagation and locked candidates had settled (nothing for them to look at again).
    pub(crate) fn restore(&mut self, mark: usize) {
        self.undo(mark);
        self.dirty = [[0; N]; 3];
    }

    /// Undoes every change made since the trail was at `mark`, and forgets a contradiction.
    pub(crate) fn undo(&mut self, mark: usize) {
        self.dirty = [[Self::ALL; N]; 3];
        while self.trail_len > mark {
            self.trail_len -= 1;
            let entry = self
                .trail
                .as_flattened()
                .as_flattened()
                .get(self.trail_len)
                .copied()
                .unwrap_or(0);
            if entry & PLACED != 0 {
                let cell = usize::from(entry & !PLACED);
                let d = self.value(cell);
                if let Some(v) = self.value.as_flattened_mut().get_mut(cell) {
                    *v = 0;
                }
                self.open += 1;
                let keep = !((1u32 << d) >> 1);
                for (k, u) in self.units(cell).into_iter().enumerate() {
                    if let Some(p) = self.placed.get_mut(k).and_then(|x| x.get_mut(u)) {
                        *p &= keep;
                    }
                }
                continue;
            }
            let (cell, d) = (usize::from(entry) / 32, usize::from(entry) % 32);
            if let Some(m) = self.cand.as_flattened_mut().get_mut(cell) {
                *m |= 1 << d;
            }
            if let Some(n) = self.size.as_flattened_mut().get_mut(cell) {
                *n += 1;
            }
            for (k, u) in self.units(cell).into_iter().enumerate() {
                if let Some(n) = self
                    .count
                    .get_mut(k)
                    .and_then(|x| x.get_mut(u))
                    .and_then(|x| x.get_mut(d))
                {
                    *n += 1;
                }
            }
        }
        self.queue_len = 0;
        self.dead = false;
    }
}
