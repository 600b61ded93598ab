//! SE's `getAdvancedPotentials` for the dynamic chains (+) and above: when a propagation runs
//! dry, the rules Locking (pointing and claiming), HiddenSet(2), NakedSet(2) and Fisherman(2)
//! run on the grid as the propagation left it; the first rule with a hint that owes something
//! to the propagation (its "rule parents", the candidates the propagation removed and the
//! pattern needed gone) gives every candidate its hints remove, as off nodes whose parents are
//! those rule parents.
//!
//! The parents are not stored: each off node keeps its [`Pattern`], from which they are read
//! again (the candidates of the original grid the pattern needs gone, all of which the
//! propagation removed).

use super::cand;
use crate::explain::rules::{fish, locking, sets, Changed, ControlFlow, RuleHint};
use crate::explain::tables::{bit, Cells, Digits, HOUSES};
use crate::explain::{Candidates, Technique};

/// The pattern of an advanced off node, enough to name its rule parents.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Pattern {
    kind: u8,
    /// Locking: the house the digit is confined in; sets and fish: the house (first line).
    a: u8,
    /// Locking: the house it is confined to; pairs: the two cells' positions (bits); fish:
    /// the second base line.
    b: u16,
    /// The digit (locking, fish) or the pair's digits (hidden pair, as a mask).
    digits: u16,
    /// Fish: the cover lines (houses) as a mask of line numbers.
    covers: u16,
}

/// A nested chain: `b` is the index of its [`super::nested::Record`] in the propagation.
const NESTED: u8 = 5;
const LOCKING: u8 = 1;
const HIDDEN: u8 = 2;
const NAKED: u8 = 3;
const FISH: u8 = 4;

impl Pattern {
    /// The pattern of a nested chain kept as record `index` of its propagation.
    pub fn nested(index: usize) -> Pattern {
        Pattern {
            kind: NESTED,
            b: index as u16,
            ..Pattern::default()
        }
    }

    /// The record index of a nested chain's pattern.
    pub fn nested_index(&self) -> Option<usize> {
        (self.kind == NESTED).then_some(usize::from(self.b))
    }

    /// SE's `getRuleParents`: the candidates of `src` the pattern needs removed.
    pub fn parents(&self, src: &Candidates, mut f: impl FnMut(u16)) {
        let house = |h: u8| HOUSES.get(usize::from(h)).copied().unwrap_or(0);
        match self.kind {
            LOCKING => {
                let d = self.digits as u8;
                for cell in Cells(src.cells_with(d) & house(self.a) & !house(self.b as u8)) {
                    f(cand(cell, d));
                }
            }
            HIDDEN => {
                for d in Digits(self.digits) {
                    let others = src.cells_with(d) & house(self.a);
                    for cell in Cells(others & !pair_cells(self.a, self.b)) {
                        f(cand(cell, d));
                    }
                }
            }
            NAKED => {
                for cell in Cells(pair_cells(self.a, self.b)) {
                    for d in Digits(src.mask(cell) & !self.digits) {
                        f(cand(cell, d));
                    }
                }
            }
            FISH => {
                let d = self.digits as u8;
                let covers = lines(self.a >= 9, self.covers);
                for line in [self.a, self.b as u8] {
                    for cell in Cells(src.cells_with(d) & house(line) & !covers) {
                        f(cand(cell, d));
                    }
                }
            }
            _ => {}
        }
    }
}

/// The cells at positions `positions` (bits) of house `h`.
fn pair_cells(h: u8, positions: u16) -> u128 {
    crate::explain::tables::cells_at(usize::from(h), positions)
}

/// The cover lines of a fish as cells: rows (`base_columns`) or columns, by line number.
fn lines(base_columns: bool, numbers: u16) -> u128 {
    let first = if base_columns { 0 } else { 9 };
    let mut out = 0;
    for i in Digits(numbers) {
        out |= HOUSES.get(first + usize::from(i) - 1).copied().unwrap_or(0);
    }
    out
}

impl Pattern {
    /// The pattern of one of SE's four rule hints.
    fn of(h: &RuleHint) -> Pattern {
        let houses = |set: u32| {
            let first = set.trailing_zeros().min(26) as u8;
            let rest = set & !(1 << first);
            (first, rest.trailing_zeros().min(26) as u8)
        };
        let (b1, b2) = houses(h.base);
        let lines = |set: u32, first: u32| ((set >> first) & 0x1ff) as u16;
        match h.technique {
            Technique::HiddenPair => Pattern {
                kind: HIDDEN,
                a: b1,
                b: positions(b1, h.cells),
                digits: h.digits,
                covers: 0,
            },
            Technique::NakedPair => Pattern {
                kind: NAKED,
                a: b1,
                b: positions(b1, h.cells),
                digits: h.digits,
                covers: 0,
            },
            Technique::XWing => Pattern {
                kind: FISH,
                a: b1,
                b: u16::from(b2),
                digits: h.digits.trailing_zeros() as u16 + 1,
                covers: lines(h.cover, if b1 >= 9 { 0 } else { 9 }),
            },
            _ => Pattern {
                kind: LOCKING,
                a: b1,
                b: u16::from(houses(h.cover).0),
                digits: h.digits.trailing_zeros() as u16 + 1,
                covers: 0,
            },
        }
    }
}

/// A walk of one of the four rules restricted to where the propagation changed the grid.
type WalkIn =
    fn(&Candidates, &Changed, &mut dyn FnMut(&RuleHint) -> ControlFlow<()>) -> ControlFlow<()>;

/// SE's four rules in its order on `cur` (the propagation's grid; `src` the grid it started
/// from): calls `f(removed candidate, pattern)` for each candidate removed by each hint with
/// rule parents, of the first rule that has one (cells ascending, then digits: SE's own order
/// is a hash map's). True when a rule had such a hint.
pub(super) fn rules(cur: &Candidates, src: &Candidates, mut f: impl FnMut(u16, Pattern)) -> bool {
    // Hints where the propagation changed nothing have no rule parents: the walks skip them.
    let changed = Changed::between(src, cur);
    let walks: [WalkIn; 4] = [
        locking::for_each_locking_in,
        |c, x, f| sets::for_each_hidden_set_in(c, 2, x, f),
        |c, x, f| sets::for_each_naked_set_in(c, 2, x, f),
        |c, x, f| fish::for_each_fish_in(c, 2, x, f),
    ];
    for walk in walks {
        let mut any = false;
        let _ = walk(cur, &changed, &mut |h: &RuleHint| {
            let mut has_parent = false;
            h.for_each_parent(src, cur, |_, _| has_parent = true);
            if has_parent {
                any = true;
                let p = Pattern::of(h);
                #[cfg(test)]
                same_parents(h, &p, src, cur);
                let all = h.removable.iter().fold(0, |m, r| m | r);
                for cell in Cells(all) {
                    for (i, r) in h.removable.iter().enumerate() {
                        if r & bit(cell) != 0 {
                            f(cand(cell, i as u8 + 1), p);
                        }
                    }
                }
            }
            ControlFlow::Continue(())
        });
        if any {
            return true;
        }
    }
    false
}

/// Positions (bits, in the house's order) of the cells of `set` in house `h`.
fn positions(h: u8, set: u128) -> u16 {
    crate::explain::tables::positions(usize::from(h), set)
}

/// The parents read back from the pattern are SE's (`RuleHint::for_each_parent`).
#[cfg(test)]
fn same_parents(h: &RuleHint, p: &Pattern, src: &Candidates, cur: &Candidates) {
    let (mut theirs, mut mine) = ([0u128; 9], [0u128; 9]);
    h.for_each_parent(src, cur, |cell, d| theirs[usize::from(d) - 1] |= bit(cell));
    p.parents(src, |q| {
        mine[usize::from(super::digit_of(q)) - 1] |= bit(super::cell_of(q));
    });
    assert_eq!(theirs, mine, "{h:?}");
}
