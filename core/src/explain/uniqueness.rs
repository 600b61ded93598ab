//! Uniqueness techniques: unique rectangles (types 1, 2, 4) and BUG+1. Each relies on the
//! puzzle having exactly one solution: a pattern that would leave two ways to finish the grid
//! cannot arise, so what would make it arise is false. The ladder calls these only for
//! puzzles with one solution.

use super::tables::{bit, dbit, Cells, Digits, HOUSES, PEERS};
use super::{Candidates, Step, Technique};

fn peers(c: usize) -> u128 {
    PEERS.get(c).copied().unwrap_or(0)
}

fn ur_step(t: Technique, b: &Candidates, corners: [usize; 4], ab: u16) -> Step {
    let mut s = Step::new(t);
    s.digits = ab;
    for c in corners {
        s.reasons_in(bit(c), b, 0x1ff);
    }
    s
}

/// Unique rectangles of `technique` (type 1, 2 or 4).
pub(crate) fn unique_rectangle(b: &Candidates, technique: Technique) -> Option<Step> {
    for r1 in 0..9 {
        for r2 in r1 + 1..9 {
            for c1 in 0..9 {
                for c2 in c1 + 1..9 {
                    let same_band = r1 / 3 == r2 / 3;
                    let same_stack = c1 / 3 == c2 / 3;
                    if same_band == same_stack {
                        continue; // four boxes, or one: not a rectangle of two boxes
                    }
                    let cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    if cells.iter().any(|&c| b.open() & bit(c) == 0) {
                        continue;
                    }
                    let masks = cells.map(|c| b.mask(c));
                    let common = masks.iter().fold(0x1ff, |m, &x| m & x);
                    if common.count_ones() < 2 {
                        continue;
                    }
                    for a in Digits(common) {
                        for d in Digits(common & !((dbit(a) << 1) - 1)) {
                            let ab = dbit(a) | dbit(d);
                            let found = match technique {
                                Technique::UniqueRectangle1 => type1(b, cells, masks, ab),
                                Technique::UniqueRectangle2 => type2(b, cells, masks, ab),
                                _ => type4(b, cells, masks, ab),
                            };
                            if found.is_some() {
                                return found;
                            }
                        }
                    }
                }
            }
        }
    }
    None
}

fn type1(b: &Candidates, cells: [usize; 4], masks: [u16; 4], ab: u16) -> Option<Step> {
    let exact = masks.iter().filter(|&&m| m == ab).count();
    if exact != 3 {
        return None;
    }
    let (k, &target) = cells
        .iter()
        .enumerate()
        .find(|(k, _)| masks.get(*k) != Some(&ab))?;
    let _ = k;
    let mut s = ur_step(Technique::UniqueRectangle1, b, cells, ab);
    for d in Digits(ab) {
        s.eliminate(target, d);
    }
    Some(s)
}

/// The two sides of a rectangle: pairs of corners that share a row or a column.
const SIDES: [([usize; 2], [usize; 2]); 4] = [
    ([0, 1], [2, 3]),
    ([2, 3], [0, 1]),
    ([0, 2], [1, 3]),
    ([1, 3], [0, 2]),
];

fn type2(b: &Candidates, cells: [usize; 4], masks: [u16; 4], ab: u16) -> Option<Step> {
    for (floor, roof) in SIDES {
        let m = |k: usize| masks.get(k).copied().unwrap_or(0);
        let c = |k: usize| cells.get(k).copied().unwrap_or(0);
        if m(floor[0]) != ab || m(floor[1]) != ab || m(roof[0]) != m(roof[1]) {
            continue;
        }
        let extra = m(roof[0]) & !ab;
        if extra.count_ones() != 1 {
            continue;
        }
        let x = extra.trailing_zeros() as u8 + 1;
        let elim = b.cells_with(x) & peers(c(roof[0])) & peers(c(roof[1]));
        if elim != 0 {
            let mut s = ur_step(Technique::UniqueRectangle2, b, cells, ab);
            for e in Cells(elim) {
                s.eliminate(e, x);
            }
            return Some(s);
        }
    }
    None
}

fn type4(b: &Candidates, cells: [usize; 4], masks: [u16; 4], ab: u16) -> Option<Step> {
    for (floor, roof) in SIDES {
        let m = |k: usize| masks.get(k).copied().unwrap_or(0);
        let c = |k: usize| cells.get(k).copied().unwrap_or(0);
        if m(floor[0]) != ab || m(floor[1]) != ab {
            continue;
        }
        let (p, q) = (c(roof[0]), c(roof[1]));
        let both = bit(p) | bit(q);
        for (h, &house) in HOUSES.iter().enumerate() {
            if house & both != both {
                continue;
            }
            for a in Digits(ab) {
                let other = ab & !dbit(a);
                let d = other.trailing_zeros() as u8 + 1;
                if b.cells_with(a) & house == both {
                    let mut s = ur_step(Technique::UniqueRectangle4, b, cells, ab);
                    s.house(h);
                    s.eliminate(p, d);
                    s.eliminate(q, d);
                    return Some(s);
                }
            }
        }
    }
    None
}

/// BUG+1: every open cell has two candidates but one, which has three; without the digit that
/// appears three times in that cell's row, the grid would have two solutions, so the cell
/// takes it.
pub(crate) fn bug_plus_one(b: &Candidates) -> Option<Step> {
    let mut triple = None;
    for c in Cells(b.open()) {
        match b.mask(c).count_ones() {
            2 => {}
            3 if triple.is_none() => triple = Some(c),
            _ => return None,
        }
    }
    let cell = triple?;
    // The cell's extra digit is the one whose removal leaves every digit exactly twice (or
    // not at all) in every house: a bivalue universal grave, which has two solutions or none.
    let mut found = None;
    for d in Digits(b.mask(cell)) {
        let grave = (0..9).all(|i| {
            let mut board = b.board(i);
            if i + 1 == usize::from(d) {
                board &= !bit(cell);
            }
            HOUSES
                .iter()
                .all(|&h| matches!((board & h).count_ones(), 0 | 2))
        });
        if grave {
            if found.is_some() {
                return None;
            }
            found = Some(d);
        }
    }
    let d = found?;
    let mut s = Step::new(Technique::BugPlusOne).place(cell, d);
    s.digits = dbit(d);
    s.reasons_in(bit(cell), b, 0x1ff);
    Some(s)
}
