//! SE's `HiddenSingle` and `NakedSingle`: the steps that place a digit.

use super::house_cells;
use crate::explain::tables::{BitCount, Cells, SE_BOX_COL_ROW};
use crate::explain::{Candidates, Step, Technique};

/// SE's `HiddenSingle`: first a house with one empty cell (1.0), then a digit with one place
/// in a box (1.2) or a line (1.5); each pass over boxes, columns, rows, digits in order.
pub(crate) fn hidden_single(c: &Candidates) -> Option<Step> {
    for alone in [true, false] {
        for &h in SE_BOX_COL_ROW.iter() {
            let h = usize::from(h);
            let house = house_cells(h);
            if (c.open() & house).one() != alone {
                continue;
            }
            for i in 0..9 {
                let here = c.board(i) & house;
                if here.one() {
                    let t = match (alone, h >= 18) {
                        (true, _) => Technique::FullHouse,
                        (false, true) => Technique::HiddenSingleBox,
                        (false, false) => Technique::HiddenSingleLine,
                    };
                    let mut s = Step::new(t).place(here.trailing_zeros() as usize, i as u8 + 1);
                    s.house(h);
                    s.digits = 1 << i;
                    return Some(s);
                }
            }
        }
    }
    None
}

/// SE's `NakedSingle`: the first cell, row by row, with one candidate.
pub(crate) fn naked_single(c: &Candidates) -> Option<Step> {
    for cell in Cells(c.open()) {
        let m = c.mask(cell);
        if m.one() {
            let mut s = Step::new(Technique::NakedSingle).place(cell, m.trailing_zeros() as u8 + 1);
            s.digits = m;
            return Some(s);
        }
    }
    None
}
