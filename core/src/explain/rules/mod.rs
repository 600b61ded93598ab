//! Sudoku Explainer 1.2.1's rules other than its chaining (`diuf.sudoku.solver.rules`), each
//! walking the grid in SE's own order, so that the first hint found is SE's.
//!
//! Four of them (Locking, HiddenSet, NakedSet, Fisherman) are also what SE's nested forcing
//! chains apply on their hypothetical grids: they enumerate every hint as a [`RuleHint`], in
//! SE's order, with the potentials SE's `getRuleParents` names ([`RuleHint::for_each_parent`]).
//! The grids those chains build remove candidates without placing digits, so the rules read a
//! cell as empty when it has no value (whatever candidates it has left), as SE does.

pub(crate) mod aligned;
pub(crate) mod bug;
pub(crate) mod fish;
pub(crate) mod locking;
pub(crate) mod loops;
pub(crate) mod sets;
pub(crate) mod singles;
pub(crate) mod wings;

use super::tables::{bit, Cells, Digits, HOUSES};
use super::{Candidates, Step, Technique};

/// One hint of Locking (pointing, claiming), Fisherman (X-Wing, Swordfish, Jellyfish),
/// HiddenSet or NakedSet, as SE builds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RuleHint {
    /// The technique: Pointing, Claiming, X-Wing, Swordfish, Jellyfish, Naked or Hidden
    /// Pair, Triple or Quad.
    pub(crate) technique: Technique,
    /// The digits of the pattern (one for locking and fish), bit `d - 1` for digit `d`.
    pub(crate) digits: u16,
    /// The pattern's cells: the places of the digit in the base houses (locking, fish), or
    /// the set's cells.
    pub(crate) cells: u128,
    /// Houses (bit `h` for house `h`) where the pattern lies: the box or line the digit is
    /// confined in (locking), the base lines (fish), the set's house (sets).
    pub(crate) base: u32,
    /// The houses it covers: the crossing house (locking) or the cover lines (fish); 0 for
    /// the sets.
    pub(crate) cover: u32,
    /// What the hint removes: for each digit index, the cells losing that digit.
    pub(crate) removable: [u128; 9],
}

impl RuleHint {
    fn new(technique: Technique, digits: u16, cells: u128, base: u32, cover: u32) -> RuleHint {
        RuleHint {
            technique,
            digits,
            cells,
            base,
            cover,
            removable: [0; 9],
        }
    }

    /// True when the hint removes something (SE's `isWorth`).
    pub(crate) fn is_worth(&self) -> bool {
        self.removable.iter().any(|&r| r != 0)
    }

    /// SE's `getRuleParents(initial, current)`: the candidates of `initial` (the grid a
    /// chain started from) whose absence from `current` (the chain's grid, on which the hint
    /// was found) the hint rests on, each passed to `f` as `(cell, digit)`, in SE's order.
    #[cfg_attr(not(test), allow(dead_code))] // for the chaining engine's nested chains
    pub(crate) fn for_each_parent(
        &self,
        initial: &Candidates,
        current: &Candidates,
        mut f: impl FnMut(usize, u8),
    ) {
        match self.technique {
            Technique::HiddenPair | Technique::HiddenTriple | Technique::HiddenQuad => {
                // Cells of the house where none of the digits is left now, ascending; each
                // digit of the set that was there at the start.
                let house = houses_in(self.base).next().map_or(0, house_cells);
                let mut mine = 0u128;
                for d in Digits(self.digits) {
                    mine |= current.cells_with(d);
                }
                for c in Cells(house & !mine) {
                    for d in Digits(self.digits & initial.mask(c)) {
                        f(c, d);
                    }
                }
            }
            Technique::NakedPair | Technique::NakedTriple | Technique::NakedQuad => {
                for c in Cells(self.cells) {
                    for d in Digits(initial.mask(c) & !self.digits) {
                        f(c, d);
                    }
                }
            }
            _ => {
                // LockingHint (locking and fish): each base house in order, its cells in
                // order, that had the digit and lost it, outside every cover house.
                let cover = houses_in(self.cover).fold(0, |m, h| m | house_cells(h));
                for h in houses_in(self.base) {
                    for d in Digits(self.digits) {
                        let lost = initial.cells_with(d) & !current.cells_with(d);
                        for c in Cells(house_cells(h) & lost & !cover) {
                            f(c, d);
                        }
                    }
                }
            }
        }
    }

    /// The step the hint is: its technique, eliminations and pattern.
    pub(crate) fn step(&self, c: &Candidates) -> Step {
        let mut s = Step::new(self.technique);
        s.digits = self.digits;
        for h in houses_in(self.base).chain(houses_in(self.cover)) {
            s.house(h);
        }
        s.reasons_in(self.cells, c, self.digits);
        for c in Cells(self.removable.iter().fold(0, |m, r| m | r)) {
            for (i, r) in self.removable.iter().enumerate() {
                if r & bit(c) != 0 {
                    s.eliminate(c, i as u8 + 1);
                }
            }
        }
        s
    }
}

/// Where a chain's grid differs from the grid it started from: for each digit index, the
/// cells that lost it. A hint of the four rules whose pattern lies where nothing changed has
/// no rule parents (SE's chains drop such hints), so the walks `_in` skip it; with
/// [`Changed::ALL`] they skip nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Changed(pub(crate) [u128; 9]);

impl Changed {
    /// Everything may have changed: no hint is skipped.
    pub(crate) const ALL: Changed = Changed([u128::MAX; 9]);

    /// The candidates of `start` that `now` has lost.
    pub(crate) fn between(start: &Candidates, now: &Candidates) -> Changed {
        let mut out = [0u128; 9];
        for (i, o) in out.iter_mut().enumerate() {
            *o = start.board(i) & !now.board(i);
        }
        Changed(out)
    }

    /// The digits (bit `i` for digit index `i`) that changed in `cells`.
    pub(crate) fn digits_in(&self, cells: u128) -> u16 {
        let mut out = 0;
        for (i, &b) in self.0.iter().enumerate() {
            if b & cells != 0 {
                out |= 1 << i;
            }
        }
        out
    }

    /// The cells where some digit changed.
    pub(crate) fn cells(&self) -> u128 {
        self.0.iter().fold(0, |m, &b| m | b)
    }
}

/// The cells of house `h`.
pub(crate) fn house_cells(h: usize) -> u128 {
    HOUSES.get(h).copied().unwrap_or(0)
}

/// The houses of a house set (bit `h` for house `h`), ascending.
pub(crate) fn houses_in(set: u32) -> impl Iterator<Item = usize> {
    (0..27).filter(move |h| set >> h & 1 == 1)
}

/// What a walk over hints does with each: go on, or stop at this one.
pub(crate) use core::ops::ControlFlow;

/// A walk over the hints of one of the four rules, in SE's order: each is passed to the sink,
/// which says whether to go on.
#[cfg_attr(not(test), allow(dead_code))] // for the chaining engine's nested chains
pub(crate) type Walk =
    fn(&Candidates, &mut dyn FnMut(&RuleHint) -> ControlFlow<()>) -> ControlFlow<()>;

/// The first hint of an enumeration, as SE's single-hint accumulator takes it.
pub(crate) fn first(
    walk: impl FnOnce(&mut dyn FnMut(&RuleHint) -> ControlFlow<()>),
) -> Option<RuleHint> {
    let mut found = None;
    walk(&mut |h: &RuleHint| {
        found = Some(*h);
        ControlFlow::Break(())
    });
    found
}

/// The `k`-subsets of `0..n` (`n` up to 31) as bit masks in increasing order, as SE's
/// `Permutations(k, n)` yields them (one empty subset for `k` = 0, none when `n` is 0 or
/// `k` > `n`).
pub(crate) fn combinations(k: u32, n: u32) -> impl Iterator<Item = u32> {
    let end = if n == 0 || k > n || n > 31 {
        0
    } else {
        1u32 << n
    };
    let mut next = if end == 0 {
        None
    } else {
        Some((1u32 << k) - 1)
    };
    core::iter::from_fn(move || {
        let v = next?;
        next = if v == 0 {
            None
        } else {
            // Gosper's hack: the next larger number with as many bits set.
            let low = v & v.wrapping_neg();
            let ripple = v + low;
            // `low` is not 0 as `v` is not; `checked_div` says so without a panic path.
            let n = ripple | ((v ^ ripple) >> 2).checked_div(low).unwrap_or(0);
            (n < end).then_some(n)
        };
        Some(v)
    })
}

#[cfg(test)]
mod tests {
    use super::combinations;

    #[test]
    fn combinations_in_se_order() {
        let two: heapless::Vec<u32, 8> = combinations(2, 4).collect();
        assert_eq!(&two[..], &[0b11, 0b101, 0b110, 0b1001, 0b1010, 0b1100]);
        assert_eq!(combinations(0, 5).collect::<heapless::Vec<u32, 2>>(), [0]);
        assert_eq!(combinations(0, 0).count(), 0);
        assert_eq!(combinations(3, 3).collect::<heapless::Vec<u32, 2>>(), [7]);
        assert_eq!(combinations(4, 3).count(), 0);
        assert_eq!(combinations(7, 9).count(), 36);
        assert_eq!(combinations(2, 20).count(), 190);
    }
}
