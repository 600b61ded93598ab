//! Full house, hidden singles and naked singles: the steps that place a digit.

use super::tables::{Cells, HOUSES};
use super::{Candidates, Step, Technique};

/// The last empty cell of a house (rows, then columns, then boxes).
pub(crate) fn full_house(b: &Candidates) -> Option<Step> {
    for (h, &house) in HOUSES.iter().enumerate() {
        let open = b.open() & house;
        if open.count_ones() == 1 {
            let cell = open.trailing_zeros() as usize;
            let m = b.mask(cell);
            if m.count_ones() == 1 {
                let d = m.trailing_zeros() as u8 + 1;
                let mut s = Step::new(Technique::FullHouse).place(cell, d);
                s.house(h);
                s.digits = m;
                return Some(s);
            }
        }
    }
    None
}

/// The only cell of a house where a digit fits: boxes first (SE 1.2), then rows and columns
/// (1.5).
pub(crate) fn hidden_single(b: &Candidates, technique: Technique) -> Option<Step> {
    let houses = if technique == Technique::HiddenSingleBox {
        18..27
    } else {
        0..18
    };
    for h in houses {
        let house = HOUSES.get(h).copied().unwrap_or(0);
        for i in 0..9 {
            let here = b.board(i) & house;
            if here.count_ones() == 1 {
                let cell = here.trailing_zeros() as usize;
                let d = i as u8 + 1;
                let mut s = Step::new(technique).place(cell, d);
                s.house(h);
                s.digits = 1 << i;
                return Some(s);
            }
        }
    }
    None
}

/// A cell with one candidate left.
pub(crate) fn naked_single(b: &Candidates) -> Option<Step> {
    for cell in Cells(b.open()) {
        let m = b.mask(cell);
        if m.count_ones() == 1 {
            let d = m.trailing_zeros() as u8 + 1;
            let mut s = Step::new(Technique::NakedSingle).place(cell, d);
            s.digits = m;
            return Some(s);
        }
    }
    None
}
