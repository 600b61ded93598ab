//! SE's `Fisherman`: a digit whose places in n lines lie in n crossing lines between them
//! (X-Wing, Swordfish, Jellyfish): it leaves the rest of the crossing lines.

use super::{house_cells, Changed, ControlFlow, RuleHint};
use crate::explain::tables::{positions, BitCount, Digits, SUBSETS, SUBSET_COUNTS};
use crate::explain::{Candidates, Technique};

/// Every fish of `degree` lines (2 to 4) that removes something (SE's `Fisherman(degree)`),
/// in SE's order: columns as base lines, then rows; the base lines by SE's combinations, and
/// for each, the digits in order. SE skips a digit placed more than `9 - 2 degree` times.
pub(crate) fn for_each_fish(
    c: &Candidates,
    degree: usize,
    f: &mut dyn FnMut(&RuleHint) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for_each_fish_in(c, degree, &Changed::ALL, f)
}

/// [`for_each_fish`] without the fish whose rule parents are surely none: those whose
/// digit changed in none of the base lines.
pub(crate) fn for_each_fish_in(
    c: &Candidates,
    degree: usize,
    changed: &Changed,
    f: &mut dyn FnMut(&RuleHint) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let t = match degree {
        2 => Technique::XWing,
        3 => Technique::Swordfish,
        4 => Technique::Jellyfish,
        _ => return ControlFlow::Continue(()),
    };
    let k = degree - 2;
    let subsets = SUBSETS
        .get(k)
        .and_then(|s| s.get(..SUBSET_COUNTS.get(k).copied().unwrap_or(0)))
        .unwrap_or(&[]);
    let mut placed = [0usize; 9];
    for v in c.values() {
        if let Some(n) = usize::from(v)
            .checked_sub(1)
            .and_then(|i| placed.get_mut(i))
        {
            *n += 1;
        }
    }
    for (base, cover) in [(9usize, 0usize), (0, 9)] {
        // places[i][l]: the positions of digit index i in base line l; eligible[i]: the
        // lines where it has 2 to `degree` places.
        let mut places = [[0u16; 9]; 9];
        let mut eligible = [0u16; 9];
        let mut live = [0u16; 9];
        for (i, (p, e)) in places.iter_mut().zip(eligible.iter_mut()).enumerate() {
            if placed.get(i).copied().unwrap_or(9) + 2 * degree > 9 {
                continue;
            }
            let lost = changed.0.get(i).copied().unwrap_or(0);
            let l = (0..9).fold(0u16, |m, l| {
                m | u16::from(house_cells(base + l) & lost != 0) << l
            });
            if l == 0 {
                continue;
            }
            if let Some(x) = live.get_mut(i) {
                *x = l;
            }
            for (l, q) in p.iter_mut().enumerate() {
                *q = positions(base + l, c.board(i));
                if q.several() && q.count_ones() as usize <= degree {
                    *e |= 1 << l;
                }
            }
        }
        for &lines in subsets {
            for i in 0..9 {
                if lines & !eligible.get(i).copied().unwrap_or(0) != 0
                    || lines & live.get(i).copied().unwrap_or(0) == 0
                {
                    continue;
                }
                let p = places.get(i).copied().unwrap_or([0; 9]);
                let union = Digits(lines)
                    .map(|l| p.get(usize::from(l) - 1).copied().unwrap_or(0))
                    .fold(0, |u, m| u | m);
                if union.count_ones() as usize != degree {
                    continue;
                }
                let (mut base_set, mut cover_set) = (0u32, 0u32);
                let (mut base_cells, mut cover_cells) = (0u128, 0u128);
                for l in 0..9 {
                    if lines >> l & 1 == 1 {
                        base_set |= 1 << (base + l);
                        base_cells |= house_cells(base + l);
                    }
                    if union >> l & 1 == 1 {
                        cover_set |= 1 << (cover + l);
                        cover_cells |= house_cells(cover + l);
                    }
                }
                let board = c.board(i);
                let mut hint = RuleHint::new(t, 1 << i, board & base_cells, base_set, cover_set);
                if let Some(r) = hint.removable.get_mut(i) {
                    *r = board & cover_cells & !base_cells;
                }
                if hint.is_worth() {
                    f(&hint)?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}
