//! SE's `NakedSet` and `HiddenSet`: n cells of a house holding n digits between them, and n
//! digits of a house confined to n cells, with SE's direct hidden pairs and triplets (the
//! set leaves a hidden single in its house; SE's hint places it and removes nothing else).

use super::{house_cells, Changed, ControlFlow, RuleHint};
use crate::explain::tables::{
    cells_at, positions, BitCount, Digits, HOUSE_CELLS, SE_BOX_COL_ROW, SUBSETS, SUBSET_COUNTS,
};
use crate::explain::{Candidates, Step, Technique};

/// The subsets of `0..9` with `degree` members (2 to 4), in SE's order (its `Permutations`
/// walks the masks in increasing order).
fn subsets(degree: usize) -> &'static [u16] {
    let k = degree.saturating_sub(2).min(2);
    let n = SUBSET_COUNTS.get(k).copied().unwrap_or(0);
    SUBSETS.get(k).and_then(|s| s.get(..n)).unwrap_or(&[])
}

const NAKED: [Technique; 3] = [
    Technique::NakedPair,
    Technique::NakedTriple,
    Technique::NakedQuad,
];
const HIDDEN: [Technique; 3] = [
    Technique::HiddenPair,
    Technique::HiddenTriple,
    Technique::HiddenQuad,
];

/// Every naked set of `degree` cells (2 to 4) that removes something from its house (SE's
/// `NakedSet(degree)`), in SE's order: boxes, columns, rows; the cells' positions in the
/// house by SE's combinations.
pub(crate) fn for_each_naked_set(
    c: &Candidates,
    degree: usize,
    f: &mut dyn FnMut(&RuleHint) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for_each_naked_set_in(c, degree, &Changed::ALL, f)
}

/// [`for_each_naked_set`] without the sets whose rule parents are surely none: those with
/// no cell of `changed`.
pub(crate) fn for_each_naked_set_in(
    c: &Candidates,
    degree: usize,
    changed: &Changed,
    f: &mut dyn FnMut(&RuleHint) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let changed_cells = changed.cells();
    let t = NAKED.get(degree.wrapping_sub(2)).copied();
    let Some(t) = t else {
        return ControlFlow::Continue(());
    };
    for &h in SE_BOX_COL_ROW.iter() {
        let h = usize::from(h);
        let house = house_cells(h);
        let live = positions(h, changed_cells & house);
        if live == 0 || ((c.open() & house).count_ones() as usize) < 2 * degree {
            continue;
        }
        let mut masks = [0u16; 9];
        let mut eligible = 0u16;
        for (p, &cell) in HOUSE_CELLS.get(h).into_iter().flatten().enumerate() {
            let m = c.mask(usize::from(cell));
            if let Some(slot) = masks.get_mut(p) {
                *slot = m;
            }
            if m.several() && m.count_ones() as usize <= degree {
                eligible |= 1 << p;
            }
        }
        for &s in subsets(degree) {
            if s & !eligible != 0 || s & live == 0 {
                continue;
            }
            let union = Digits(s)
                .map(|p| masks.get(usize::from(p) - 1).copied().unwrap_or(0))
                .fold(0, |u, m| u | m);
            if union.count_ones() as usize != degree {
                continue;
            }
            let set = cells_at(h, s);
            let mut hint = RuleHint::new(t, union, set, 1 << h, 0);
            for d in Digits(union) {
                if let Some(r) = hint.removable.get_mut(usize::from(d) - 1) {
                    *r = c.cells_with(d) & house & !set;
                }
            }
            if hint.is_worth() {
                f(&hint)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Calls `f` with each hidden set of SE's walk: the house, the digits and their positions
/// in the house. `direct`: SE's condition on the house's empty cells for the direct form.
fn for_each_hidden(
    c: &Candidates,
    degree: usize,
    direct: bool,
    changed: &Changed,
    mut f: impl FnMut(usize, u16, u16, &[u16; 9]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for &h in SE_BOX_COL_ROW.iter() {
        let h = usize::from(h);
        let house = house_cells(h);
        let empty = (c.open() & house).count_ones() as usize;
        let live = changed.digits_in(house);
        if live == 0 || !(empty > 2 * degree || (direct && empty > degree)) {
            continue;
        }
        let mut places = [0u16; 9];
        let mut eligible = 0u16;
        for (i, p) in places.iter_mut().enumerate() {
            *p = positions(h, c.board(i) & house);
            if p.several() && p.count_ones() as usize <= degree {
                eligible |= 1 << i;
            }
        }
        for &ds in subsets(degree) {
            if ds & !eligible != 0 || ds & live == 0 {
                continue;
            }
            let union = Digits(ds)
                .map(|d| places.get(usize::from(d) - 1).copied().unwrap_or(0))
                .fold(0, |u, m| u | m);
            if union.count_ones() as usize == degree {
                f(h, ds, union, &places)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// Every hidden set of `degree` digits (2 to 4) that removes something (SE's
/// `HiddenSet(degree, false)`), in SE's order: boxes, columns, rows; the digits by SE's
/// combinations.
pub(crate) fn for_each_hidden_set(
    c: &Candidates,
    degree: usize,
    f: &mut dyn FnMut(&RuleHint) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for_each_hidden_set_in(c, degree, &Changed::ALL, f)
}

/// [`for_each_hidden_set`] without the sets whose rule parents are surely none: those none
/// of whose digits changed in the house.
pub(crate) fn for_each_hidden_set_in(
    c: &Candidates,
    degree: usize,
    changed: &Changed,
    f: &mut dyn FnMut(&RuleHint) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let Some(t) = HIDDEN.get(degree.wrapping_sub(2)).copied() else {
        return ControlFlow::Continue(());
    };
    for_each_hidden(c, degree, false, changed, |h, ds, union, _| {
        let set = cells_at(h, union);
        let mut hint = RuleHint::new(t, ds, set, 1 << h, 0);
        for (i, r) in hint.removable.iter_mut().enumerate() {
            if ds >> i & 1 == 0 {
                *r = c.board(i) & set;
            }
        }
        if hint.is_worth() {
            f(&hint)
        } else {
            ControlFlow::Continue(())
        }
    })
}

/// SE's `HiddenSet(degree, true)` (2 or 3): the first hidden set after which another digit
/// of its house has one place left; the step places it.
pub(crate) fn direct_hidden_set(c: &Candidates, degree: usize) -> Option<Step> {
    let t = match degree {
        2 => Technique::DirectHiddenPair,
        _ => Technique::DirectHiddenTriple,
    };
    let mut found = None;
    let _ = for_each_hidden(c, degree, true, &Changed::ALL, |h, ds, union, places| {
        for (i, &p) in places.iter().enumerate() {
            let rest = p & !union;
            if ds >> i & 1 == 0 && p.several() && rest.one() {
                let cell = cells_at(h, rest).trailing_zeros() as usize;
                let mut s = Step::new(t).place(cell, i as u8 + 1);
                s.digits = ds;
                s.house(h);
                s.reasons_in(cells_at(h, union), c, ds);
                found = Some(s);
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::tables::Cells;

    #[test]
    #[cfg_attr(
        miri,
        ignore = "SE's rules and chains over whole grids: far too slow under Miri; run natively"
    )]
    fn subsets_follow_se_permutations() {
        // SE's Permutations(2, 9): 0b11, 0b101, 0b110, 0b1001, ...
        assert_eq!(subsets(2).get(..4), Some(&[0b11, 0b101, 0b110, 0b1001][..]));
        assert_eq!(subsets(3).len(), 84);
        assert!(Cells(0).next().is_none());
    }
}
