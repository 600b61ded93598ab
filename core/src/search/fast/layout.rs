//! The bit layout of the candidate boards, and the operations that follow from it.
//!
//! ```text
//!  one band of one digit: a 27-bit mask; cell (row r, column c = 3k + j): bit 9j + 3k + r
//!    0  9 18 |  3 12 21 |  6 15 24    row 0
//!    1 10 19 |  4 13 22 |  7 16 25    row 1
//!    2 11 20 |  5 14 23 |  8 17 26    row 2
//!  triad (row r meets box k):      bits 3k + r + {0, 9, 18}: the OR of the three 9-bit fields
//!  minicolumn (column j of box k): bits 9j + 3k + {0, 1, 2}: three adjacent bits
//!  row-major order (9r + c):       r and j swapped, two delta swaps away (row_major)
//!  a set of boards (Boards, u64):  bit 16 * band + digit
//! ```

/// The 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// Nine bits: a set of digits, of a band's triads or of its columns.
pub(super) const NINE: u32 = 0x1ff;

/// The nine cells of a band's row 0 (row r: shifted by r).
pub(super) const ROW0: u32 = 0o111_111_111;

/// The nine cells of a band's box 0 (box k: shifted by 3k).
pub(super) const BOX0: u32 = 0o007_007_007;

/// The bit of the cell in row `r` (0..3) and column `c` (0..9) of a band: for c = 3k + j
/// (column j of box k), bit 9j + 3k + r.
pub(super) const fn cell_bit(r: usize, c: usize) -> usize {
    9 * (c % 3) + 3 * (c / 3) + r
}

/// The index in a band's row-major order (9r + c) of the cell at `bit`, and back: the layout
/// swaps r and j, so it is its own inverse.
pub(super) const fn swap_index(bit: usize) -> usize {
    9 * (bit % 3) + 3 * (bit / 3 % 3) + bit / 9
}

/// [`swap_index`] for each bit of a band, as a table (entries 27..32 unused).
pub(super) const ROW_MAJOR_INDEX: [u8; 32] = {
    let mut t = [0u8; 32];
    let mut bit = 0;
    while bit < 27 {
        t[bit] = swap_index(bit) as u8;
        bit += 1;
    }
    t
};

/// The bits `m` of `x` swapped with those `s` above them.
#[inline(always)]
pub(super) const fn delta_swap(x: u32, m: u32, s: u32) -> u32 {
    let t = ((x >> s) ^ x) & m;
    x ^ t ^ (t << s)
}

/// A band's cells from the layout to row-major order (bit 9r + c), and back (see
/// [`swap_index`]).
#[inline(always)]
pub(super) const fn row_major(x: u32) -> u32 {
    delta_swap(delta_swap(x, 0o444_222, 8), 0o444, 16)
}

/// A 3×3 set transposed: bit 3a + b to 3b + a (triads box-major to row-major, and back).
pub(super) const fn transpose(x: u32) -> u32 {
    delta_swap(delta_swap(x, 0o42, 2), 0o4, 4)
}

/// The cells of a set of a band's columns (bit c: column c).
#[inline(always)]
pub(super) const fn columns(s: u32) -> u32 {
    ((s & 0o111) | (s >> 1 & 0o111) << 9 | (s >> 2 & 0o111) << 18) * 7
}

/// The minicolumns (a column of a box: three adjacent bits) where a band's `cells` has any,
/// each at its first cell (bit 9j + 3k for column j of box k).
#[inline(always)]
pub(super) fn minicolumns(cells: u32) -> u32 {
    (cells | cells >> 1 | cells >> 2) & ROW0
}

/// The cells of the columns of a band where `cells` has any: `columns(present(cells))`.
#[inline(always)]
pub(super) fn column_cells(cells: u32) -> u32 {
    minicolumns(cells) * 7
}

/// The columns (bit c: column c) where a band's `cells` has any.
#[inline(always)]
pub(super) fn present(cells: u32) -> u32 {
    let y = minicolumns(cells);
    (y & 0o111) | (y >> 8 & 0o222) | (y >> 16 & 0o444)
}

/// The cells of a set of a band's triads (bit 3k+r: box k meets row r).
#[inline(always)]
pub(super) const fn triad_cells(x: u32) -> u32 {
    x | x << 9 | x << 18
}

/// The triad occupancy of a band's board (bit 3k+r: box k has a cell in row r).
#[inline(always)]
pub(super) fn occupancy(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & NINE
}

/// The occupancy of stack `st` (bit 3b+j: band b has a cell in the stack's column j) from
/// the columns each band has a cell in (`t`: band b's in bits 9b..9b+9).
#[inline(always)]
pub(super) fn stack_occupancy(t: u32, st: usize) -> u32 {
    let x = (t >> (3 * st)) & 0o7_007_007;
    ((x & 7) | (x >> 6 & 0o70) | (x >> 12 & 0o700)) & 511
}

/// Row `r` of a band when `cells` has exactly one cell in it (it is never empty where this is
/// used), else nothing.
#[inline(always)]
pub(super) fn single_row(cells: u32, r: u32) -> u32 {
    let x = cells & ROW0 << r;
    if x & x.wrapping_sub(1) == 0 {
        ROW0 << r
    } else {
        0
    }
}

/// A set of boards (digit d of band b is bit `16 * band + digit`): what propagation has to look at.
pub(super) type Boards = u64;

/// Every digit of every band.
pub(super) const ALL_BOARDS: Boards = 0x1ff | 0x1ff << 16 | 0x1ff << 32;

/// The board of digit `d` in band `b`.
#[inline(always)]
pub(super) const fn board(b: usize, d: usize) -> Boards {
    1 << ((16 * b + d) & 63)
}

#[cfg(test)]
mod tests {
    use super::super::tables::{COLUMN_OF, PEERS};
    use super::*;

    /// The layout's helpers against their definitions, cell by cell.
    #[test]
    fn layout() {
        for r in 0..3 {
            for c in 0..9 {
                let (bit, index) = (cell_bit(r, c), 9 * r + c);
                assert_eq!(swap_index(bit), index);
                assert_eq!(swap_index(index), bit);
                assert_eq!(row_major(1 << bit), 1 << index);
                assert_eq!(row_major(1 << index), 1 << bit);
                assert_eq!(ROW0 << r >> bit & 1, 1);
                assert_eq!(BOX0 << (3 * (c / 3)) >> bit & 1, 1);
                assert_eq!(columns(1 << c) >> bit & 1, 1);
                assert_eq!(COLUMN_OF[bit], columns(1 << c));
                assert_eq!(present(1 << bit), 1 << c);
                assert_eq!(column_cells(1 << bit), columns(1 << c));
                // Box k meets row r: triad bit 3k + r.
                assert_eq!(occupancy(1 << bit), 1 << (3 * (c / 3) + r));
                assert_eq!(triad_cells(occupancy(1 << bit)) >> bit & 1, 1);
                assert_eq!(PEERS[bit].count_ones(), 14); // its row, its box, its column in the band
            }
        }
        assert_eq!(columns(0x1ff), BAND);
        assert_eq!(triad_cells(0x1ff), BAND);
        for x in 0..512 {
            assert_eq!(transpose(transpose(x)), x);
            assert_eq!(present(columns(x)), x);
        }
    }
}
