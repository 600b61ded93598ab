//! Single-digit patterns: Skyscraper and 2-String Kite (chains of one digit, named as HoDoKu
//! names them). X-chains are in `chains.rs`.

use super::tables::{bit, box_of, col, row, Cells, HOUSES, PEERS};
use super::{Candidates, Step, Technique};

fn peers(c: usize) -> u128 {
    PEERS.get(c).copied().unwrap_or(0)
}

/// The two cells of a conjugate pair of digit index `i` in house `h`.
fn pair(b: &Candidates, i: usize, h: usize) -> Option<(usize, usize)> {
    let m = b.board(i) & HOUSES.get(h).copied().unwrap_or(0);
    if m.count_ones() == 2 {
        Some((
            m.trailing_zeros() as usize,
            127 - m.leading_zeros() as usize,
        ))
    } else {
        None
    }
}

fn step(
    t: Technique,
    b: &Candidates,
    i: usize,
    cells: [usize; 4],
    houses: [usize; 2],
    elim: u128,
) -> Step {
    let d = i as u8 + 1;
    let mut s = Step::new(t);
    s.digits = 1 << i;
    for c in cells {
        s.reason(c, d);
    }
    for h in houses {
        s.house(h);
    }
    for c in Cells(elim) {
        s.eliminate(c, d);
    }
    let _ = b;
    s
}

/// Skyscraper: two rows (or columns) where a digit has two places each, one end of each in a
/// common column (row): one of the other two ends holds the digit.
pub(crate) fn skyscraper(b: &Candidates) -> Option<Step> {
    for i in 0..9 {
        for base in [0usize, 9] {
            let line_of = |c: usize| if base == 0 { col(c) } else { row(c) };
            for l1 in 0..9 {
                let Some((a1, b1)) = pair(b, i, base + l1) else {
                    continue;
                };
                for l2 in l1 + 1..9 {
                    let Some((a2, b2)) = pair(b, i, base + l2) else {
                        continue;
                    };
                    for (x1, y1, x2, y2) in [
                        (a1, b1, a2, b2),
                        (b1, a1, b2, a2),
                        (a1, b1, b2, a2),
                        (b1, a1, a2, b2),
                    ] {
                        if line_of(x1) != line_of(x2) || line_of(y1) == line_of(y2) {
                            continue;
                        }
                        let elim = b.board(i) & peers(y1) & peers(y2) & !(bit(x1) | bit(x2));
                        if elim != 0 {
                            return Some(step(
                                Technique::Skyscraper,
                                b,
                                i,
                                [y1, x1, x2, y2],
                                [base + l1, base + l2],
                                elim,
                            ));
                        }
                    }
                }
            }
        }
    }
    None
}

/// 2-String Kite: a row and a column where a digit has two places each, one end of each in
/// the same box: one of the other two ends holds the digit.
pub(crate) fn two_string_kite(b: &Candidates) -> Option<Step> {
    for i in 0..9 {
        for r in 0..9 {
            let Some((r1, r2)) = pair(b, i, r) else {
                continue;
            };
            for c in 9..18 {
                let Some((c1, c2)) = pair(b, i, c) else {
                    continue;
                };
                for (rx, ry) in [(r1, r2), (r2, r1)] {
                    for (cx, cy) in [(c1, c2), (c2, c1)] {
                        if rx == cx || ry == cy || rx == cy || ry == cx || box_of(rx) != box_of(cx)
                        {
                            continue;
                        }
                        let elim = b.board(i) & peers(ry) & peers(cy);
                        if elim != 0 {
                            return Some(step(
                                Technique::TwoStringKite,
                                b,
                                i,
                                [ry, rx, cx, cy],
                                [r, c],
                                elim,
                            ));
                        }
                    }
                }
            }
        }
    }
    None
}
