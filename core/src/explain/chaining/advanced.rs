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
use crate::explain::tables::{bit, BitCount, Cells, Digits, HOUSES, HOUSE_CELLS};
use crate::explain::Candidates;

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

const LOCKING: u8 = 1;
const HIDDEN: u8 = 2;
const NAKED: u8 = 3;
const FISH: u8 = 4;

impl Pattern {
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

/// The rules in SE's order on `cur` (the propagation's grid; `src` the grid it started from):
/// calls `f(removed candidate, pattern)` for each candidate removed by each hint with rule
/// parents, of the first rule that has one. True when a rule had such a hint.
pub(super) fn rules(cur: &Candidates, src: &Candidates, mut f: impl FnMut(u16, Pattern)) -> bool {
    let mut any = false;
    let mut hint = |removed: u128, digits: u16, p: Pattern, any: &mut bool| {
        let mut has_parent = false;
        p.parents(src, |_| has_parent = true);
        if !has_parent {
            return;
        }
        *any = true;
        for cell in Cells(removed) {
            for d in Digits(cur.mask(cell) & digits) {
                f(cand(cell, d), p);
            }
        }
    };
    locking(cur, |removed, p| {
        hint(removed, p.digits_mask(), p, &mut any)
    });
    if any {
        return true;
    }
    hidden_pairs(cur, |removed, keep, p| {
        hint(removed, !keep & 0x1ff, p, &mut any)
    });
    if any {
        return true;
    }
    naked_pairs(cur, |removed, p| hint(removed, p.digits, p, &mut any));
    if any {
        return true;
    }
    x_wings(cur, |removed, p| {
        hint(removed, p.digits_mask(), p, &mut any)
    });
    any
}

impl Pattern {
    fn digits_mask(&self) -> u16 {
        1 << (self.digits - 1)
    }
}

/// SE's `Locking(false)`: box-column, box-row, column-box, row-box pairs, each pair of
/// crossing houses in order, digits in order.
fn locking(c: &Candidates, mut f: impl FnMut(u128, Pattern)) {
    for (t1, t2) in [(18u8, 9u8), (18, 0), (9, 18), (0, 18)] {
        for i1 in 0..9u8 {
            for i2 in 0..9u8 {
                let (h1, h2) = (t1 + i1, t2 + i2);
                let (c1, c2) = (house(h1), house(h2));
                if c1 & c2 == 0 {
                    continue;
                }
                for d in 1..=9u8 {
                    let here = c.cells_with(d) & c1;
                    if here.several() && here & !c2 == 0 {
                        let removed = c.cells_with(d) & c2 & !c1;
                        if removed != 0 {
                            let p = Pattern {
                                kind: LOCKING,
                                a: h1,
                                b: u16::from(h2),
                                digits: u16::from(d),
                                covers: 0,
                            };
                            f(removed, p);
                        }
                    }
                }
            }
        }
    }
}

fn house(h: u8) -> u128 {
    HOUSES.get(usize::from(h)).copied().unwrap_or(0)
}

/// Empty cells of a house.
fn empty_cells(c: &Candidates, h: u8) -> u32 {
    HOUSE_CELLS.get(usize::from(h)).map_or(0, |cells| {
        cells
            .iter()
            .filter(|&&x| c.value(usize::from(x)) == 0)
            .count() as u32
    })
}

/// SE's pairs of 0..9 in its order (`Permutations(2, 9)`: by the higher, then the lower).
fn pairs() -> impl Iterator<Item = (u8, u8)> {
    (1..9u8).flat_map(|b| (0..b).map(move |a| (a, b)))
}

/// Positions (bits, in the house's order) of the cells of `set` in house `h`.
fn positions(h: u8, set: u128) -> u16 {
    crate::explain::tables::positions(usize::from(h), set)
}

/// SE's `HiddenSet(2, false)`: boxes, columns, rows; houses with more than four empty cells;
/// digit pairs in SE's order. `f(cells, the pair's digits, pattern)`.
fn hidden_pairs(c: &Candidates, mut f: impl FnMut(u128, u16, Pattern)) {
    for h in (18..27u8).chain(9..18).chain(0..9) {
        if empty_cells(c, h) <= 4 {
            continue;
        }
        for (a, b) in pairs() {
            let pa = c.cells_with(a + 1) & house(h);
            let pb = c.cells_with(b + 1) & house(h);
            if !pa.several() || !pb.several() || !(pa | pb).two() {
                continue;
            }
            let digits = (1 << a) | (1 << b);
            let cells = pa | pb;
            if Cells(cells).any(|x| c.mask(x) & !digits != 0) {
                let p = Pattern {
                    kind: HIDDEN,
                    a: h,
                    b: positions(h, cells),
                    digits,
                    covers: 0,
                };
                f(cells, digits, p);
            }
        }
    }
}

/// SE's `NakedSet(2)`: boxes, columns, rows; houses with four empty cells or more; position
/// pairs in SE's order.
fn naked_pairs(c: &Candidates, mut f: impl FnMut(u128, Pattern)) {
    for h in (18..27u8).chain(9..18).chain(0..9) {
        if empty_cells(c, h) < 4 {
            continue;
        }
        let Some(cells) = HOUSE_CELLS.get(usize::from(h)) else {
            continue;
        };
        for (i, j) in pairs() {
            let (x, y) = (cells[usize::from(i)], cells[usize::from(j)]);
            let (mx, my) = (c.mask(usize::from(x)), c.mask(usize::from(y)));
            if !mx.several() || !my.several() || !(mx | my).two() {
                continue;
            }
            let pair = bit(usize::from(x)) | bit(usize::from(y));
            let mut removed = 0u128;
            for d in Digits(mx | my) {
                removed |= c.cells_with(d) & house(h) & !pair;
            }
            if removed != 0 {
                let p = Pattern {
                    kind: NAKED,
                    a: h,
                    b: (1u16 << i) | (1 << j),
                    digits: mx | my,
                    covers: 0,
                };
                f(removed, p);
            }
        }
    }
}

/// SE's `Fisherman(2)`: columns as base lines then rows; line pairs in SE's order, digits in
/// order, digits placed at most five times.
fn x_wings(c: &Candidates, mut f: impl FnMut(u128, Pattern)) {
    let mut placed = [0u32; 10];
    for cell in 0..81 {
        if let Some(n) = placed.get_mut(usize::from(c.value(cell))) {
            *n += 1;
        }
    }
    for (base, cover) in [(9u8, 0u8), (0, 9)] {
        for (i, j) in pairs() {
            for d in 1..=9u8 {
                if placed.get(usize::from(d)).copied().unwrap_or(9) + 4 > 9 {
                    continue;
                }
                let (l1, l2) = (base + i, base + j);
                let p1 = positions(l1, c.cells_with(d) & house(l1));
                let p2 = positions(l2, c.cells_with(d) & house(l2));
                if !p1.several() || !p2.several() || !(p1 | p2).two() {
                    continue;
                }
                let mut removed = 0u128;
                let mut covers = 0u16;
                for k in Digits(p1 | p2) {
                    let line = cover + k - 1;
                    covers |= 1 << (k - 1);
                    removed |= c.cells_with(d) & house(line) & !house(l1) & !house(l2);
                }
                if removed != 0 {
                    let p = Pattern {
                        kind: FISH,
                        a: l1,
                        b: u16::from(l2),
                        digits: u16::from(d),
                        covers,
                    };
                    f(removed, p);
                }
            }
        }
    }
}
