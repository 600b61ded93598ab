//! Locked candidates: pointing (a box's digit confined to a line) and claiming (a line's digit
//! confined to a box).

use super::tables::{Cells, HOUSES};
use super::{Candidates, Step, Technique};

/// Pointing: in a box, a digit lies only in one row or column; it leaves the rest of that line.
pub(crate) fn pointing(b: &Candidates) -> Option<Step> {
    for bx in 18..27 {
        let boxm = HOUSES.get(bx).copied().unwrap_or(0);
        for i in 0..9 {
            let here = b.board(i) & boxm;
            if here == 0 {
                continue;
            }
            for line in 0..18 {
                let l = HOUSES.get(line).copied().unwrap_or(0);
                if here & l == here {
                    let elim = b.board(i) & l & !boxm;
                    if elim != 0 {
                        return Some(locked(Technique::Pointing, b, i, bx, line, here, elim));
                    }
                }
            }
        }
    }
    None
}

/// Claiming: in a row or column, a digit lies only in one box; it leaves the rest of that box.
pub(crate) fn claiming(b: &Candidates) -> Option<Step> {
    for line in 0..18 {
        let l = HOUSES.get(line).copied().unwrap_or(0);
        for i in 0..9 {
            let here = b.board(i) & l;
            if here == 0 {
                continue;
            }
            for bx in 18..27 {
                let boxm = HOUSES.get(bx).copied().unwrap_or(0);
                if here & boxm == here {
                    let elim = b.board(i) & boxm & !l;
                    if elim != 0 {
                        return Some(locked(Technique::Claiming, b, i, line, bx, here, elim));
                    }
                }
            }
        }
    }
    None
}

fn locked(
    t: Technique,
    b: &Candidates,
    i: usize,
    from: usize,
    to: usize,
    here: u128,
    elim: u128,
) -> Step {
    let mut s = Step::new(t);
    let d = i as u8 + 1;
    s.digits = 1 << i;
    s.house(from);
    s.house(to);
    s.reasons_in(here, b, 1 << i);
    for c in Cells(elim) {
        s.eliminate(c, d);
    }
    s
}
