//! Basic fish: X-Wing (2), Swordfish (3), Jellyfish (4).

use super::tables::{Cells, HOUSES, SUBSETS, SUBSET_COUNTS};
use super::{Candidates, Step, Technique};

/// A digit whose places in `n` rows lie in `n` columns between them (or the reverse): it
/// leaves the rest of those columns (rows).
pub(crate) fn fish(b: &Candidates, n: usize) -> Option<Step> {
    let t = match n {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        _ => Technique::Jellyfish,
    };
    let subsets = SUBSETS.get(n - 2)?.get(..*SUBSET_COUNTS.get(n - 2)?)?;
    for i in 0..9 {
        let board = b.board(i);
        // base 0: rows as base lines (houses 0..9), columns as cover; base 9: the reverse.
        for base in [0usize, 9] {
            let cover = 9 - base;
            let mut places = [0u16; 9];
            let mut eligible = 0u16;
            for (l, p) in places.iter_mut().enumerate() {
                *p = super::tables::positions(base + l, board);
                let k = p.count_ones() as usize;
                if k >= 2 && k <= n {
                    eligible |= 1 << l;
                }
            }
            if (eligible.count_ones() as usize) < n {
                continue;
            }
            for &ls in subsets {
                if ls & !eligible != 0 {
                    continue;
                }
                let union = (0..9)
                    .filter(|l| ls >> l & 1 == 1)
                    .fold(0u16, |u, l| u | places.get(l).copied().unwrap_or(0));
                if union.count_ones() as usize != n {
                    continue;
                }
                let mut base_cells = 0u128;
                let mut cover_cells = 0u128;
                for l in 0..9 {
                    if ls >> l & 1 == 1 {
                        base_cells |= HOUSES.get(base + l).copied().unwrap_or(0);
                    }
                    if union >> l & 1 == 1 {
                        cover_cells |= HOUSES.get(cover + l).copied().unwrap_or(0);
                    }
                }
                let elim = board & cover_cells & !base_cells;
                if elim == 0 {
                    continue;
                }
                let d = i as u8 + 1;
                let mut s = Step::new(t);
                s.digits = 1 << i;
                for l in 0..9 {
                    if ls >> l & 1 == 1 {
                        s.house(base + l);
                    }
                }
                for l in 0..9 {
                    if union >> l & 1 == 1 {
                        s.house(cover + l);
                    }
                }
                s.reasons_in(board & base_cells, b, 1 << i);
                for c in Cells(elim) {
                    s.eliminate(c, d);
                }
                return Some(s);
            }
        }
    }
    None
}
