//! The tables the layout calls for, all computed at compile time: the six permutations of three
//! lines onto three boxes and what they keep (locked candidates), the units of a band, each
//! cell's peers and column, and the givens' units for the set-up.

use crate::grid::units_of;

use super::layout::{cell_bit, transpose, triad_cells, BOX0, ROW0};

/// The six permutations of three lines (the rows of a band, or the bands of a stack) onto
/// three boxes (or columns): permutation i sends line k to box `PERMS[i][k]`.
pub(super) const PERMS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The pairs (bit 3k+j: line k meets box j) of permutation i.
pub(super) const fn pairs_of(i: usize) -> u16 {
    let p = PERMS[i];
    1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2])
}

/// For a 3×3 occupancy (bit 3k+j: line k meets box j), the permutations (bit i: `PERMS[i]`)
/// whose three pairs it has. Each line holds a digit in exactly one box and each box in
/// exactly one line, so the digit lies on one of these.
pub(super) const LIVE: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut i = 0;
        while i < 6 {
            if occ as u16 & pairs_of(i) == pairs_of(i) {
                t[occ] |= 1 << i;
            }
            i += 1;
        }
        occ += 1;
    }
    t
};

/// For a 3×3 occupancy, the pairs on its live permutations, in the same bits (0 when there is
/// none): only these pairs can hold the digit.
pub(super) const ON_PERMUTATION: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut i = 0;
        while i < 6 {
            if LIVE[occ] >> i & 1 != 0 {
                t[occ] |= pairs_of(i);
            }
            i += 1;
        }
        occ += 1;
    }
    t
};

/// The cells of a band's triads on permutation i of its rows onto its boxes (entries 6 and 7
/// are empty).
pub(super) const ROWS_ON: [u32; 8] = {
    let mut t = [0u32; 8];
    let mut i = 0;
    while i < 6 {
        t[i] = triad_cells(transpose(pairs_of(i) as u32));
        i += 1;
    }
    t
};

/// For the triad occupancy of a band (bit 3k+r: box k has a cell in row r), the cells of the
/// triads on some permutation of rows onto boxes (locked candidates, rows against boxes), and
/// in bits 27 and up how many triads that is.
pub(super) const LOCKED: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut occ = 0;
    while occ < 512 {
        let on = transpose(ON_PERMUTATION[transpose(occ as u32) as usize] as u32);
        t[occ] = triad_cells(on) | on.count_ones() << 27;
        occ += 1;
    }
    t
};

/// For each set of three units of a band (3 bits), their cells: unit k is `first << (step * k)`.
pub(super) const fn units_of_band(first: u32, step: u32) -> [u32; 8] {
    let mut t = [0u32; 8];
    let mut x = 0;
    while x < 8 {
        let mut k = 0;
        while k < 3 {
            if x >> k & 1 != 0 {
                t[x] |= first << (step * k as u32);
            }
            k += 1;
        }
        x += 1;
    }
    t
}

/// For a set of a band's rows (3 bits), their cells.
pub(super) const ROWS_OF_BAND: [u32; 8] = units_of_band(ROW0, 1);

/// For a set of a band's boxes (3 bits), their cells.
pub(super) const BOXES_OF_BAND: [u32; 8] = units_of_band(BOX0, 3);

/// For each cell of a band (indices 27..32 unused), its row, column and box in the band,
/// itself excluded.
pub(super) const PEERS: [u32; 32] = {
    let mut t = [0u32; 32];
    let mut p = 0;
    while p < 27 {
        let (r, c) = (p / 9, p % 9);
        let mut q = 0;
        while q < 27 {
            let (r2, c2) = (q / 9, q % 9);
            if q != p && (r2 == r || c2 == c || c2 / 3 == c / 3) {
                t[cell_bit(r, c)] |= 1 << cell_bit(r2, c2);
            }
            q += 1;
        }
        p += 1;
    }
    t
};

/// For each cell of a band (indices 27..32 unused), the three cells of its column.
pub(super) const COLUMN_OF: [u32; 32] = {
    let mut t = [0u32; 32];
    let mut p = 0;
    while p < 27 {
        t[p] = 7 << (p - p % 3);
        p += 1;
    }
    t
};

/// For 9 bits in three groups of three (a band's triads, bit 3k+r, grouped by box; a band's
/// columns, grouped by box), the bits alone in their group.
pub(super) const ALONE: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut x = 0;
    while x < 512 {
        let mut g = 0;
        while g < 3 {
            let bits = (x >> (3 * g)) & 7;
            if bits != 0 && bits & (bits - 1) == 0 {
                t[x] |= (bits << (3 * g)) as u16;
            }
            g += 1;
        }
        x += 1;
    }
    t
};

/// The bits of a 9-bit set alone in their group of three (see [`ALONE`]).
#[inline(always)]
pub(super) fn alone(x: u32) -> u32 {
    u32::from(ALONE[(x & 511) as usize])
}

/// The minicolumns of a band (bit 9j + 3k: column j of box k) alone in their box.
#[inline(always)]
pub(super) fn alone_in_box(x: u32) -> u32 {
    let others = x << 9 | x >> 18 | x << 18 | x >> 9;
    x & !others
}

/// The cells of the rows and boxes of a set of a band's triads, outside those triads.
pub(super) fn around(x: u32) -> u32 {
    let rows = (x | x >> 3 | x >> 6) & 7;
    let boxes =
        u32::from(x & 7 != 0) | u32::from(x & 0o70 != 0) << 1 | u32::from(x & 0o700 != 0) << 2;
    (ROWS_OF_BAND[rows as usize] | BOXES_OF_BAND[boxes as usize]) & !triad_cells(x)
}

/// [`units_of`] each cell in row-major order, as a table for the set-up's loop over the
/// givens.
pub(super) const GIVEN_UNITS: [u32; 81] = {
    let mut t = [0u32; 81];
    let mut i = 0;
    while i < 81 {
        t[i] = units_of(i);
        i += 1;
    }
    t
};

/// For each cell of a band in row-major order (9r + c), its bit in the layout: the
/// permutation of [`ROW_MAJOR_INDEX`](super::layout::ROW_MAJOR_INDEX) (its own inverse), kept as masks, which the set-up reads
/// faster than it shifts by the index.
pub(super) const GIVEN_BITS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        t[i] = 1 << cell_bit(i / 9, i % 9);
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::super::layout::{row_major, BAND};
    use super::*;

    /// Locked candidates keep exactly the triads on a permutation of rows onto boxes.
    #[test]
    fn locked_triads() {
        // Row 0 only in box 0; rows 1 and 2 in boxes 0 and 1; box 2 only in row 2.
        let occ = 0b100_011_001;
        let kept = ON_PERMUTATION[occ];
        // Row 0 -> box 0 forces row 1 -> box 1 and row 2 -> box 2.
        assert_eq!(kept, 0b100_010_001);
        // LOCKED is indexed box-major and gives cells in the layout.
        let locked = LOCKED[transpose(occ as u32) as usize];
        assert_eq!(locked & BAND, row_major(7 | 7 << 12 | 7 << 24));
        assert_eq!(locked >> 27, 3);
        assert_eq!(LIVE[occ], 1);
        assert_eq!(LOCKED[0o777] >> 27, 9);
        assert_eq!(LIVE[0o777], 0b11_1111);
        // No permutation: rows 0 and 1 both only in box 0.
        assert_eq!(ON_PERMUTATION[0b111_001_001], 0);
        // The same transposed (the column locking reads its stacks transposed).
        for occ in 0..512 {
            let on = u32::from(ON_PERMUTATION[occ as usize]);
            assert_eq!(
                u32::from(ON_PERMUTATION[transpose(occ) as usize]),
                transpose(on)
            );
        }
    }
}
