//! SE's `Locking`: a digit of one house confined to where it crosses another. Pointing (a box
//! and a line) and claiming (a line and a box), and their direct forms, which SE takes only
//! when the removal leaves a hidden single in a third house of the first kind.

use super::{house_cells, Changed, ControlFlow, RuleHint};
use crate::explain::tables::{BitCount, Cells};
use crate::explain::{Candidates, Step, Technique};

/// SE's walk: (first house kind, second house kind) as the first house of each kind: boxes
/// with columns, boxes with rows, columns with boxes, rows with boxes.
const PAIRS: [(usize, usize); 4] = [(18, 9), (18, 0), (9, 18), (0, 18)];

/// Calls `f` with each crossing of SE's walk where a digit of the first house lies only in
/// the second (and in at least two cells): `(h1, h2, digit index, places in h1)`. Only the
/// digits with a cell of `changed[digit index]` in the first house are looked at.
fn for_each_lock(
    c: &Candidates,
    changed: &Changed,
    mut f: impl FnMut(usize, usize, usize, u128) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for (t1, t2) in PAIRS {
        for h1 in t1..t1 + 9 {
            let r1 = house_cells(h1);
            let live = changed.digits_in(r1);
            if live == 0 {
                continue;
            }
            for h2 in t2..t2 + 9 {
                let r2 = house_cells(h2);
                if r1 & r2 == 0 {
                    continue;
                }
                for i in (0..9).filter(|i| live >> i & 1 == 1) {
                    let here = c.board(i) & r1;
                    if here.several() && here & !r2 == 0 {
                        f(h1, h2, i, here)?;
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// Every pointing and claiming that removes something (SE's `Locking(false)`), in SE's
/// order.
pub(crate) fn for_each_locking(
    c: &Candidates,
    f: &mut dyn FnMut(&RuleHint) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for_each_locking_in(c, &Changed::ALL, f)
}

/// [`for_each_locking`] without the hints whose rule parents are surely none: those of a
/// digit with no cell of `changed` in the house it is confined in.
pub(crate) fn for_each_locking_in(
    c: &Candidates,
    changed: &Changed,
    f: &mut dyn FnMut(&RuleHint) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for_each_lock(c, changed, |h1, h2, i, here| {
        let (r1, r2) = (house_cells(h1), house_cells(h2));
        let elim = c.board(i) & r2 & !r1;
        if elim == 0 {
            return ControlFlow::Continue(());
        }
        let t = if h1 >= 18 {
            Technique::Pointing
        } else {
            Technique::Claiming
        };
        let mut h = RuleHint::new(t, 1 << i, here, 1 << h1, 1 << h2);
        if let Some(r) = h.removable.get_mut(i) {
            *r = elim;
        }
        f(&h)
    })
}

/// SE's `Locking(true)`: the first pointing or claiming whose removal leaves a digit with one
/// place in another house of the first kind crossing the second. SE's hint places that digit
/// and removes nothing else.
pub(crate) fn direct_locking(c: &Candidates) -> Option<Step> {
    let mut found = None;
    let _ = for_each_lock(c, &Changed::ALL, |h1, h2, i, here| {
        let r2 = house_cells(h2);
        let first = if h1 >= 18 { 18 } else { h1 - h1 % 9 };
        for h3 in first..first + 9 {
            let r3 = house_cells(h3);
            if h3 == h1 || r3 & r2 == 0 {
                continue;
            }
            let places = c.board(i) & r3;
            let rest = places & !r2;
            if places.several() && rest.one() {
                let t = if h1 >= 18 {
                    Technique::DirectPointing
                } else {
                    Technique::DirectClaiming
                };
                let cell = rest.trailing_zeros() as usize;
                let mut s = Step::new(t).place(cell, i as u8 + 1);
                s.digits = 1 << i;
                for h in [h1, h2, h3] {
                    s.house(h);
                }
                for p in Cells(here) {
                    s.reason(p, i as u8 + 1);
                }
                found = Some(s);
                return ControlFlow::Break(());
            }
        }
        ControlFlow::Continue(())
    });
    found
}
