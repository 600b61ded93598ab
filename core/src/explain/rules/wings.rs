//! SE's `XYWing`: XY-Wing and XYZ-Wing.

use crate::explain::tables::{bit, Cells, PEERS, SE_PEERS};
use crate::explain::{Candidates, Step, Technique};

fn peers(c: usize) -> u128 {
    PEERS.get(c).copied().unwrap_or(0)
}

/// SE's `XYWing(xyz)`: pivots row by row, then each pincer among the pivot's peers in SE's
/// order, then the other pincer likewise; the first wing that removes something.
pub(crate) fn xy_wing(c: &Candidates, xyz: bool) -> Option<Step> {
    let size = if xyz { 3 } else { 2 };
    for pivot in Cells(c.open()) {
        let xy = c.mask(pivot);
        if xy.count_ones() != size {
            continue;
        }
        let order = SE_PEERS.get(pivot)?;
        for &q1 in order {
            let xz = c.mask(usize::from(q1));
            if xz.count_ones() != 2 || (xy & !xz).count_ones() != 1 {
                continue;
            }
            for &q2 in order {
                let yz = c.mask(usize::from(q2));
                if yz.count_ones() != 2 {
                    continue;
                }
                let union = xy | xz | yz;
                let inter = (xy & xz & yz).count_ones();
                let wing = union.count_ones() == 3 && if xyz { inter == 1 } else { inter == 0 };
                if !wing {
                    continue;
                }
                let (q1, q2) = (usize::from(q1), usize::from(q2));
                let z = xz & yz;
                let d = z.trailing_zeros() as u8 + 1;
                let mut victims = peers(q1) & peers(q2);
                if xyz {
                    victims &= peers(pivot);
                }
                victims &= !(bit(pivot) | bit(q1) | bit(q2));
                let elim = victims & c.cells_with(d);
                if elim == 0 {
                    continue;
                }
                let t = if xyz {
                    Technique::XyzWing
                } else {
                    Technique::XyWing
                };
                let mut s = Step::new(t);
                s.digits = z;
                for cell in [pivot, q1, q2] {
                    s.reasons_in(bit(cell), c, 0x1ff);
                }
                for e in Cells(elim) {
                    s.eliminate(e, d);
                }
                return Some(s);
            }
        }
    }
    None
}
