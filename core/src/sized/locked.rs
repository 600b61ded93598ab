//! Locked candidates, the one rule the sized search adds to singles: where a unit's places for a
//! digit all lie in its crossing with another unit, the digit goes from the rest of that other
//! unit.
//! - Pointing: within a box, a digit whose places all lie in one row (or column) of the box
//!   goes from the rest of that row (or column).
//! - Claiming: within a row (or column), a digit whose places all lie in one box goes from the
//!   rest of that box.
//!
//! Run when singles are exhausted, before branching, and only where something changed: for
//! each unit, the digits whose places changed since the last look ([`Board::dirty`]), and of
//! those only a digit with no more places than a crossing holds (C cells of a row in a box, R
//! of a column: on a sparse board that is rare, and the look costs a comparison).

use super::board::{lowest, Board, Digits};

impl<const N: usize> Board<'_, N> {
    /// Removes the digit of `bit` from every empty cell among `cells` that takes it. True when
    /// it removed one.
    fn clear(&mut self, cells: impl Iterator<Item = usize>, bit: Digits) -> bool {
        let mut changed = false;
        for p in cells {
            if self.value(p) == 0 && self.cand(p) & bit != 0 {
                self.remove(p, bit);
                changed = true;
            }
        }
        changed
    }

    /// One pass of pointing and claiming over the digits whose places changed since the last
    /// pass. True when it removed a candidate (the caller propagates again); a contradiction
    /// shows in [`Board::dead`].
    pub(crate) fn locked(&mut self) -> bool {
        let dirty = core::mem::replace(&mut self.dirty, [[0; N]; 3]);
        let (rows, cols) = (self.lay.box_rows, self.lay.box_cols);
        // The most places a digit can have and still lie in one crossing: a box's row holds C
        // cells and its column R; a row crosses a box in C cells, a column in R.
        let widest = [cols, rows, rows.max(cols)];
        let mut changed = false;
        for (k, units) in dirty.iter().enumerate() {
            let most = widest.get(k).copied().unwrap_or(0);
            for (u, &digits) in units.iter().enumerate() {
                let mut digits = digits & !self.placed(k, u);
                while digits != 0 && !self.dead() {
                    let bit = lowest(digits);
                    digits ^= bit;
                    let places = usize::from(self.places(k, u, bit.trailing_zeros() as usize));
                    if places <= most {
                        changed |= self.lock(k, u, bit);
                    }
                }
            }
        }
        changed
    }

    /// Pointing or claiming for the digit of `bit` in unit `u` of kind `k`. True when it
    /// removed a candidate.
    fn lock(&mut self, k: usize, u: usize, bit: Digits) -> bool {
        // The rows, columns and boxes of the digit's places in the unit.
        let (mut rows, mut cols, mut boxes) = (0u32, 0u32, 0u32);
        for j in 0..N {
            let p = self.unit_cell(k, u, j);
            if self.value(p) == 0 && self.cand(p) & bit != 0 {
                let (r, c) = (p / N, p % N);
                rows |= 1 << r;
                cols |= 1 << c;
                boxes |= 1 << self.lay.box_at(r, c);
            }
        }
        let one =
            |set: u32| (set != 0 && set & (set - 1) == 0).then(|| set.trailing_zeros() as usize);
        if k == 2 {
            let (r0, c0) = self.lay.box_origin(u);
            let (height, width) = (self.lay.box_rows, self.lay.box_cols);
            let mut changed = false;
            if let Some(r) = one(rows) {
                let outside = (0..N).filter(|&c| c < c0 || c >= c0 + width);
                changed |= self.clear(outside.map(|c| r * N + c), bit);
            }
            if let Some(c) = one(cols) {
                let outside = (0..N).filter(|&r| r < r0 || r >= r0 + height);
                changed |= self.clear(outside.map(|r| r * N + c), bit);
            }
            return changed;
        }
        let Some(b) = one(boxes) else {
            return false;
        };
        let (r0, c0) = self.lay.box_origin(b);
        // At least 1 (a box is 2 wide or more): no division by zero the compiler must keep.
        let width = self.lay.box_cols.max(1);
        let rest = (0..N)
            .map(|j| (r0 + j / width) * N + c0 + j % width)
            .filter(|&p| if k == 0 { p / N != u } else { p % N != u });
        self.clear(rest, bit)
    }
}
