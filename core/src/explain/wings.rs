//! Wings: XY-Wing, XYZ-Wing, W-Wing.

use super::tables::{bit, Cells, Digits, HOUSES, PEERS};
use super::{Candidates, Step, Technique};

fn peers(c: usize) -> u128 {
    PEERS.get(c).copied().unwrap_or(0)
}

/// The open cells with exactly two candidates.
fn bivalue(b: &Candidates) -> u128 {
    Cells(b.open())
        .filter(|&c| b.mask(c).count_ones() == 2)
        .fold(0, |m, c| m | bit(c))
}

fn wing(t: Technique, b: &Candidates, cells: [usize; 3], z: u8, elim: u128) -> Step {
    let mut s = Step::new(t);
    s.digits = super::tables::dbit(z);
    for c in cells {
        s.reasons_in(bit(c), b, 0x1ff);
    }
    for c in Cells(elim) {
        s.eliminate(c, z);
    }
    s
}

/// XY-Wing: a pivot {x,y} sees pincers {x,z} and {y,z}; z leaves every cell seeing both
/// pincers.
pub(crate) fn xy_wing(b: &Candidates) -> Option<Step> {
    let bi = bivalue(b);
    for p in Cells(bi) {
        let pm = b.mask(p);
        let wings = bi & peers(p);
        for q1 in Cells(wings) {
            let m1 = b.mask(q1);
            let common = m1 & pm;
            if common.count_ones() != 1 {
                continue;
            }
            let zbit = m1 & !pm;
            let want = (pm & !common) | zbit;
            for q2 in Cells(wings & !((bit(q1) << 1) - 1)) {
                if b.mask(q2) != want {
                    continue;
                }
                let z = zbit.trailing_zeros() as u8 + 1;
                let elim = b.cells_with(z) & peers(q1) & peers(q2);
                if elim != 0 {
                    return Some(wing(Technique::XyWing, b, [p, q1, q2], z, elim));
                }
            }
        }
    }
    None
}

/// XYZ-Wing: a pivot {x,y,z} sees pincers {x,z} and {y,z}; z leaves every cell seeing all
/// three.
pub(crate) fn xyz_wing(b: &Candidates) -> Option<Step> {
    let bi = bivalue(b);
    for p in Cells(b.open()) {
        let pm = b.mask(p);
        if pm.count_ones() != 3 {
            continue;
        }
        let wings = bi & peers(p);
        for q1 in Cells(wings) {
            let m1 = b.mask(q1);
            if m1 & !pm != 0 {
                continue;
            }
            for q2 in Cells(wings & !((bit(q1) << 1) - 1)) {
                let m2 = b.mask(q2);
                if m2 & !pm != 0 || m2 == m1 {
                    continue;
                }
                let zbit = m1 & m2;
                let z = zbit.trailing_zeros() as u8 + 1;
                let elim = b.cells_with(z) & peers(p) & peers(q1) & peers(q2);
                if elim != 0 {
                    return Some(wing(Technique::XyzWing, b, [p, q1, q2], z, elim));
                }
            }
        }
    }
    None
}

/// W-Wing: two cells {x,y} that do not see each other, and a house where x has exactly two
/// places, one seeing each cell: one of the two cells is y, so y leaves every cell seeing both.
pub(crate) fn w_wing(b: &Candidates) -> Option<Step> {
    let bi = bivalue(b);
    for p in Cells(bi) {
        let m = b.mask(p);
        for q in Cells(bi & !((bit(p) << 1) - 1) & !peers(p)) {
            if b.mask(q) != m {
                continue;
            }
            for x in Digits(m) {
                let y = Digits(m & !super::tables::dbit(x)).next().unwrap_or(0);
                let elim = b.cells_with(y) & peers(p) & peers(q);
                if elim == 0 {
                    continue;
                }
                let bx = b.cells_with(x);
                for (h, &house) in HOUSES.iter().enumerate() {
                    let link = bx & house;
                    if link.count_ones() != 2 || link & (bit(p) | bit(q)) != 0 {
                        continue;
                    }
                    let a = link.trailing_zeros() as usize;
                    let c = 127 - link.leading_zeros() as usize;
                    let ok = (peers(a) & bit(p) != 0 && peers(c) & bit(q) != 0)
                        || (peers(a) & bit(q) != 0 && peers(c) & bit(p) != 0);
                    if ok {
                        let mut s = wing(Technique::WWing, b, [p, q, p], y, elim);
                        s.digits |= super::tables::dbit(x);
                        s.reason(a, x);
                        s.reason(c, x);
                        s.house(h);
                        return Some(s);
                    }
                }
            }
        }
    }
    None
}
