//! [`Board`], the state of a search: the candidate boards, the open cells and the triad counts.
//! It is what a guess copies (148 bytes, no undo log). Here: its set-up from the givens, placing
//! digits, and reading it back.

use super::layout::{
    board, columns, present, row_major, swap_index, Boards, BAND, NINE, ROW_MAJOR_INDEX,
};
use super::tables::{BOXES_OF_BAND, COLUMN_OF, GIVEN_BITS, GIVEN_UNITS, PEERS, ROWS_OF_BAND};
use crate::grid::for_each_given;

/// The candidate boards of one search state: what a guess copies.
#[derive(Clone, Copy)]
pub(super) struct Board {
    /// `cand[b][d]`: the cells of band b where digit d+1 may still go (a placed cell keeps its
    /// own digit's bit). Band-major, so that the nine digits of a band are side by side.
    pub(super) cand: [[u32; 9]; 3],
    /// The cells of each band not placed yet.
    pub(super) unsolved: [u32; 3],
    /// `triads[b][d]`: how many triads board (b, d) kept at its last update, which at a
    /// fixpoint is how many it has (3: the digit is fixed in the band), for the strong mode's
    /// choice without counting bits (no `popcnt` on the baseline x86-64).
    pub(super) triads: [[u8; 9]; 3],
}

impl Board {
    /// The boards with `givens` placed (checked: values 0..=9, no digit repeated in a unit),
    /// before any propagation: what placing them one by one gives, computed unit by unit.
    pub(super) fn from_givens(givens: &[u8; 81]) -> Board {
        Board::from_givens_inlined(givens)
    }

    /// [`Self::from_givens`]'s body, inlined into its callers: the AVX2 engine's are compiled for
    /// AVX2, the portable wrapper keeps this engine's code as it was.
    #[inline(always)]
    pub(super) fn from_givens_inlined(givens: &[u8; 81]) -> Board {
        // Per digit, the units that hold it (bit k: row k, 9 + k: column k, 18 + k: box k).
        // Only the givens are visited.
        let mut units = [0u32; 9];
        let mut cand = [[0u32; 9]; 3];
        let mut unsolved = [BAND; 3];
        for_each_given(givens, |i| {
            let d = usize::from(givens.get(i).copied().unwrap_or(0)).wrapping_sub(1);
            let (b, j) = (i / 27, i % 27);
            let mine = GIVEN_UNITS.get(i).copied().unwrap_or(0);
            let bit = GIVEN_BITS.get(j).copied().unwrap_or(0);
            if let (Some(seen), Some(own), Some(open)) = (
                units.get_mut(d),
                cand.get_mut(b).and_then(|band| band.get_mut(d)),
                unsolved.get_mut(b),
            ) {
                *seen |= mine;
                *own |= bit;
                *open &= !bit;
            }
        });
        for (b, (band, &open)) in cand.iter_mut().zip(&unsolved).enumerate() {
            for (own, &u) in band.iter_mut().zip(&units) {
                let seen = ROWS_OF_BAND[((u >> (3 * b)) & 7) as usize]
                    | columns((u >> 9) & NINE)
                    | BOXES_OF_BAND[((u >> (18 + 3 * b)) & 7) as usize];
                *own |= open & !seen;
            }
        }
        Board {
            cand,
            unsolved,
            triads: [[9; 9]; 3],
        }
    }

    /// Clears `mask` from the boards of every digit in band `b`; returns the boards it
    /// changed.
    #[inline(always)]
    pub(super) fn clear_band(&mut self, b: usize, mask: u32) -> Boards {
        let Some(band) = self.cand.get_mut(b) else {
            return 0;
        };
        let mut changed = 0;
        for (d, cells) in band.iter_mut().enumerate() {
            let kept = *cells & !mask;
            changed |= u64::from(kept != *cells) << d;
            *cells = kept;
        }
        changed << ((16 * b) & 63)
    }

    /// Clears `mask` from the boards of digit `d` in every band; returns the boards it
    /// changed.
    #[inline(always)]
    pub(super) fn clear_digit(&mut self, d: usize, mask: u32) -> Boards {
        let mut changed = 0;
        for (b, band) in self.cand.iter_mut().enumerate() {
            if let Some(cells) = band.get_mut(d) {
                let kept = *cells & !mask;
                changed |= u64::from(kept != *cells) << ((16 * b + d) & 63);
                *cells = kept;
            }
        }
        changed
    }

    /// Places digit `d` (0..9) at cell `p` (0..27) of band `b` (0..3), whose digits are
    /// `digits` (bit d for digit d+1, `d` among them): the cell leaves the boards of its other
    /// digits, one by one, and the digit its row, column and box. Returns the boards it
    /// changed. (One by one, not with a vector operation over the band: for a guessed cell's
    /// later digits the state was just copied back from the guess stack, and a vector load
    /// of a band right after the copy's stores would wait for them.)
    #[inline(always)]
    pub(super) fn place(&mut self, d: usize, b: usize, p: u32, digits: u16) -> Boards {
        let bit = 1u32 << (p & 31);
        let mut changed = 0;
        let mut others = digits & !(1 << (d & 15));
        while others != 0 {
            let e = others.trailing_zeros() as usize;
            others &= others - 1;
            if let Some(cells) = self.cand.get_mut(b).and_then(|band| band.get_mut(e)) {
                *cells &= !bit;
                changed |= board(b, e);
            }
        }
        changed | self.place_own(d, b, p)
    }

    /// Places digit `d` at cell `p` of band `b` where it is the only candidate left: only the
    /// digit's own boards change. Returns the boards it changed.
    #[inline(always)]
    pub(super) fn place_own(&mut self, d: usize, b: usize, p: u32) -> Boards {
        let p = (p & 31) as usize;
        let bit = 1u32 << p;
        let changed = self.clear_digit(d, COLUMN_OF[p]);
        if let Some(cells) = self.cand.get_mut(b).and_then(|band| band.get_mut(d)) {
            *cells = (*cells & !PEERS[p]) | bit;
        }
        if let Some(unsolved) = self.unsolved.get_mut(b) {
            *unsolved &= !bit;
        }
        changed | board(b, d)
    }

    /// Whether every cell is placed.
    pub(super) fn solved(&self) -> bool {
        self.unsolved.iter().all(|&u| u == 0)
    }

    /// The first unsolved cell in row-major order, as (band, cell in band), with its digits.
    pub(super) fn first_open(&self) -> Option<(usize, u32, u16)> {
        self.first_open_inlined()
    }

    /// [`Self::first_open`]'s body, inlined into its callers: the AVX2 engine's are compiled for
    /// AVX2, the portable wrapper keeps this engine's code as it was.
    #[inline(always)]
    pub(super) fn first_open_inlined(&self) -> Option<(usize, u32, u16)> {
        let (b, &u) = self.unsolved.iter().enumerate().find(|(_, &u)| u != 0)?;
        let p = swap_index(row_major(u).trailing_zeros() as usize) as u32;
        Some((b, p, self.digits_at(b, p)))
    }

    /// The digits (bit d for digit d+1) still possible at cell `p` of band `b`.
    pub(super) fn digits_at(&self, b: usize, p: u32) -> u16 {
        let mut m = 0u16;
        if let Some(band) = self.cand.get(b) {
            let up = 31 - (p & 31);
            for (d, &cells) in band.iter().enumerate() {
                m |= u16::from(((cells << up) as i32) < 0) << d;
            }
        }
        m
    }

    /// The columns where digit `d` still has a cell, band b's in bits 9b..9b+9.
    #[inline(always)]
    pub(super) fn columns_present(&self, d: usize) -> u32 {
        let mut t = 0;
        for (b, band) in self.cand.iter().enumerate() {
            t |= present(band.get(d).copied().unwrap_or(0)) << (9 * b);
        }
        t
    }

    pub(super) fn write(&self, out: &mut [u8; 81]) {
        for ((band, &unsolved), cells) in self
            .cand
            .iter()
            .zip(&self.unsolved)
            .zip(out.chunks_exact_mut(27))
        {
            // `1u8..10`, not `1u8..=9`: an inclusive range's exhausted flag compiles into a
            // compare-and-branch ladder in every turn.
            for (digit, &board) in (1u8..10).zip(band) {
                // In the layout's order: each cell's index from a table, not the board
                // reordered (a solved board has three cells of each digit in a band).
                let mut placed = board & !unsolved;
                while placed != 0 {
                    let at = ROW_MAJOR_INDEX.get(placed.trailing_zeros() as usize);
                    if let Some(cell) = at.and_then(|&i| cells.get_mut(usize::from(i))) {
                        *cell = digit;
                    }
                    placed &= placed - 1;
                }
            }
        }
    }
}

#[cfg(test)]
/// A board with every digit possible everywhere (for the unit tests).
pub(super) fn open_board() -> Board {
    Board {
        cand: [[BAND; 9]; 3],
        unsolved: [BAND; 3],
        triads: [[9; 9]; 3],
    }
}

#[cfg(test)]
mod tests {
    use super::super::layout::cell_bit;
    use super::*;

    /// The set-up reads every cell, the last (a byte after the last whole word) as well.
    #[test]
    fn from_givens_reads_every_cell() {
        for i in 0..81 {
            let mut givens = [0u8; 81];
            givens[i] = 5;
            let board = Board::from_givens(&givens);
            let (b, p) = (i / 27, cell_bit(i / 9 % 3, i % 9));
            assert_eq!(board.unsolved[b], BAND & !(1 << p), "cell {i}");
            for (d, &cells) in board.cand[b].iter().enumerate() {
                assert_eq!(cells & 1 << p != 0, d == 4, "cell {i}, digit {d}");
            }
        }
    }
}
