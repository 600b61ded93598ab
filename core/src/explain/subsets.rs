//! Naked and hidden subsets (pairs, triples, quads) in a house.

use super::tables::{cells_at, Cells, Digits, HOUSES, HOUSE_CELLS, SUBSETS, SUBSET_COUNTS};
use super::{Candidates, Step, Technique};

/// `n` cells of a house (`n` = 2, 3 or 4) whose candidates are `n` digits between them: those
/// digits leave the other cells of every house the `n` cells share.
pub(crate) fn naked(b: &Candidates, n: usize) -> Option<Step> {
    let t = match n {
        2 => Technique::NakedPair,
        3 => Technique::NakedTriple,
        _ => Technique::NakedQuad,
    };
    let subsets = SUBSETS.get(n - 2)?.get(..*SUBSET_COUNTS.get(n - 2)?)?;
    for (h, cells) in HOUSE_CELLS.iter().enumerate() {
        // The positions of the house's open cells with 2 to n candidates.
        let mut eligible = 0u16;
        let mut masks = [0u16; 9];
        for (p, &c) in cells.iter().enumerate() {
            let m = b.mask(usize::from(c));
            if let Some(slot) = masks.get_mut(p) {
                *slot = m;
            }
            let k = m.count_ones() as usize;
            if k >= 2 && k <= n {
                eligible |= 1 << p;
            }
        }
        if (eligible.count_ones() as usize) < n {
            continue;
        }
        for &s in subsets {
            if s & !eligible != 0 {
                continue;
            }
            let union = (0..9)
                .filter(|p| s >> p & 1 == 1)
                .fold(0u16, |u, p| u | masks.get(p).copied().unwrap_or(0));
            if union.count_ones() as usize != n {
                continue;
            }
            let set = cells_at(h, s);
            // Every house all n cells share: the house itself, and a box or line as well.
            let mut others = 0u128;
            for &house in HOUSES.iter() {
                if set & house == set {
                    others |= house;
                }
            }
            others &= !set & b.open();
            let mut s_out = Step::new(t);
            for c in Cells(others) {
                for d in Digits(b.mask(c) & union) {
                    s_out.eliminate(c, d);
                }
            }
            if !s_out.eliminations.is_empty() {
                s_out.house(h);
                s_out.digits = union;
                s_out.reasons_in(set, b, union);
                return Some(s_out);
            }
        }
    }
    None
}

/// `n` digits of a house (`n` = 2, 3 or 4) confined to the same `n` cells: those cells lose
/// their other candidates.
pub(crate) fn hidden(b: &Candidates, n: usize) -> Option<Step> {
    let t = match n {
        2 => Technique::HiddenPair,
        3 => Technique::HiddenTriple,
        _ => Technique::HiddenQuad,
    };
    let subsets = SUBSETS.get(n - 2)?.get(..*SUBSET_COUNTS.get(n - 2)?)?;
    for (h, &house) in HOUSES.iter().enumerate() {
        // For each digit index, its positions in the house.
        let mut places = [0u16; 9];
        let mut eligible = 0u16;
        for (i, p) in places.iter_mut().enumerate() {
            *p = super::tables::positions(h, b.board(i) & house);
            let k = p.count_ones() as usize;
            if k >= 2 && k <= n {
                eligible |= 1 << i;
            }
        }
        if (eligible.count_ones() as usize) < n {
            continue;
        }
        for &ds in subsets {
            if ds & !eligible != 0 {
                continue;
            }
            let union = (0..9)
                .filter(|i| ds >> i & 1 == 1)
                .fold(0u16, |u, i| u | places.get(i).copied().unwrap_or(0));
            if union.count_ones() as usize != n {
                continue;
            }
            let set = cells_at(h, union);
            let mut s = Step::new(t);
            for c in Cells(set) {
                for d in Digits(b.mask(c) & !ds) {
                    s.eliminate(c, d);
                }
            }
            if !s.eliminations.is_empty() {
                s.house(h);
                s.digits = ds;
                s.reasons_in(set, b, ds);
                return Some(s);
            }
        }
    }
    None
}
