//! The links of a static grid, for SE's "Forcing Chains & Cycles": an on candidate turns off
//! the others of its cell (Y links) and its digit in its houses (weak links, read from the
//! boards); an off candidate turns on the other of a bivalue cell (Y) and the other place of
//! its digit in a house that has two (X). The strong links are listed once per call, in SE's
//! order (`getOffToOn`: the cell, then box, row, column, each candidate once).

use super::{cand, cell_of, digit_of};
use crate::explain::tables::{bit, dbit, BitCount, Cells, Digits, HOUSES, HOUSES_OF};
use crate::explain::Candidates;

pub(super) const NONE: u16 = u16::MAX;

/// Which links a pass follows.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Pass {
    pub y: bool,
    pub x: bool,
}

/// The strong links of every candidate.
pub(super) struct Links {
    /// The X partners (the other place of the digit in box, row, column), `NONE` past the end.
    x: [[u16; 3]; 729],
    /// The Y partner (the other digit of a bivalue cell), or `NONE`.
    y: [u16; 729],
}

impl Links {
    pub fn new(c: &Candidates) -> Links {
        let mut l = Links {
            x: [[NONE; 3]; 729],
            y: [NONE; 729],
        };
        for cell in Cells(c.open()) {
            let mask = c.mask(cell);
            let [row, col, bx] = HOUSES_OF.get(cell).copied().unwrap_or([0; 3]);
            for d in Digits(mask) {
                let q = usize::from(cand(cell, d));
                if mask.two() {
                    if let Some(y) = l.y.get_mut(q) {
                        *y = cand(cell, (mask & !dbit(d)).trailing_zeros() as u8 + 1);
                    }
                }
                let mut n = 0;
                for h in [bx, row, col] {
                    let here = c.cells_with(d) & HOUSES.get(usize::from(h)).copied().unwrap_or(0);
                    if here.two() {
                        let r = cand((here & !bit(cell)).trailing_zeros() as usize, d);
                        if let Some(xs) = l.x.get_mut(q) {
                            if !xs.contains(&r) {
                                if let Some(slot) = xs.get_mut(n) {
                                    *slot = r;
                                    n += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
        l
    }

    /// The candidates off candidate `q` turns on, in SE's order: at most four, `NONE` past
    /// the end.
    #[inline]
    pub fn strong4(&self, q: u16, pass: Pass) -> [u16; 4] {
        let i = usize::from(q);
        let mut out = [NONE; 4];
        let mut n = 0;
        if pass.y {
            let y = self.y.get(i).copied().unwrap_or(NONE);
            if y != NONE {
                out[0] = y;
                n = 1;
            }
        }
        if pass.x {
            for r in self.x.get(i).copied().unwrap_or([NONE; 3]) {
                if r == NONE {
                    break;
                }
                if let Some(o) = out.get_mut(n) {
                    *o = r;
                    n += 1;
                }
            }
        }
        out
    }

    /// The candidates off candidate `q` turns on, in SE's order.
    #[inline]
    pub fn strong(&self, q: u16, pass: Pass) -> impl Iterator<Item = u16> {
        self.strong4(q, pass).into_iter().take_while(|&r| r != NONE)
    }
}

/// The candidates an on candidate turns off, in SE's order (`getOnToOff`): with Y links the
/// other digits of its cell, then the digit in its box, its row and its column (each once).
pub(super) fn weak(c: &Candidates, p: u16, y: bool, mut f: impl FnMut(u16)) {
    let (cell, d) = (cell_of(p), digit_of(p));
    if y {
        for x in Digits(c.mask(cell) & !dbit(d)) {
            f(cand(cell, x));
        }
    }
    let board = c.cells_with(d) & !bit(cell);
    let [row, col, bx] = HOUSES_OF.get(cell).copied().unwrap_or([0; 3]);
    let house = |h: u8| HOUSES.get(usize::from(h)).copied().unwrap_or(0);
    for part in [
        board & house(bx),
        board & house(row) & !house(bx),
        board & house(col) & !house(bx),
    ] {
        for other in Cells(part) {
            f(cand(other, d));
        }
    }
}

#[inline]
pub(super) fn add(set: &mut [u128; 9], c: u16) {
    if let Some(b) = set.get_mut(usize::from(digit_of(c)) - 1) {
        *b |= bit(cell_of(c));
    }
}

#[inline]
pub(super) fn has(set: &[u128; 9], c: u16) -> bool {
    set.get(usize::from(digit_of(c)) - 1)
        .is_some_and(|b| b & bit(cell_of(c)) != 0)
}

/// True when candidate `c` is in `set`, a set by candidate number (bit `c % 64` of word
/// `c / 64`): one 64-bit shift, where [`has`] takes a 128-bit one.
#[inline]
pub(super) fn flat_has(set: &[u64; 12], c: u16) -> bool {
    set.get(usize::from(c >> 6))
        .is_some_and(|w| w >> (c & 63) & 1 == 1)
}

/// Adds candidate `c` to `set` (as [`flat_has`] reads it).
#[inline]
pub(super) fn flat_add(set: &mut [u64; 12], c: u16) {
    if let Some(w) = set.get_mut(usize::from(c >> 6)) {
        *w |= 1 << (c & 63);
    }
}
