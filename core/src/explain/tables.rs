//! The bit layout of the explainer and its tables, all computed at compile time.
//!
//! A cell is a number `0..81`, row by row: cell `9 * r + c` is row `r`, column `c` (both
//! `0..9`), in box `3 * (r / 3) + c / 3`. A set of cells is a `u128` with bit `i` for cell `i`
//! (bits 81 to 127 always clear). A set of digits is a `u16` with bit `d - 1` for digit `d`.
//!
//! ```text
//!  cell numbers            houses: 0..9 rows, 9..18 columns, 18..27 boxes
//!   0  1  2 |  3 ...  8         box 0 = house 18 | box 1 = 19 | box 2 = 20
//!   9 10 11 | 12 ... 17         box 3 = 21       | box 4 = 22 | box 5 = 23
//!  ...                          box 6 = 24       | box 7 = 25 | box 8 = 26
//!  72 73 74 | 75 ... 80
//! ```

/// The cells of each house: rows, then columns, then boxes.
pub(crate) const HOUSES: [u128; 27] = houses();
/// Every cell that shares a house with the cell, the cell itself excluded.
pub(crate) const PEERS: [u128; 81] = peers();
/// The cells of each house, in order (row-major within the house).
pub(crate) const HOUSE_CELLS: [[u8; 9]; 27] = house_cells();
/// The houses of each cell ([`houses_of`] as a table).
pub(crate) const HOUSES_OF: [[u8; 3]; 81] = houses_of_cells();
/// All 81 cells.
pub(crate) const ALL: u128 = (1u128 << 81) - 1;

/// The row of a cell.
pub(crate) const fn row(cell: usize) -> usize {
    cell / 9
}

/// The column of a cell.
pub(crate) const fn col(cell: usize) -> usize {
    cell % 9
}

/// The box of a cell.
pub(crate) const fn box_of(cell: usize) -> usize {
    cell / 27 * 3 + cell % 9 / 3
}

/// The three houses of a cell: its row, column and box as house numbers.
pub(crate) const fn houses_of(cell: usize) -> [usize; 3] {
    [row(cell), 9 + col(cell), 18 + box_of(cell)]
}

const fn houses_of_cells() -> [[u8; 3]; 81] {
    let mut out = [[0u8; 3]; 81];
    let mut cell = 0;
    while cell < 81 {
        let h = houses_of(cell);
        out[cell] = [h[0] as u8, h[1] as u8, h[2] as u8];
        cell += 1;
    }
    out
}

const fn houses() -> [u128; 27] {
    let mut out = [0u128; 27];
    let mut cell = 0;
    while cell < 81 {
        let h = houses_of(cell);
        out[h[0]] |= 1 << cell;
        out[h[1]] |= 1 << cell;
        out[h[2]] |= 1 << cell;
        cell += 1;
    }
    out
}

const fn peers() -> [u128; 81] {
    let houses = houses();
    let mut out = [0u128; 81];
    let mut cell = 0;
    while cell < 81 {
        let h = houses_of(cell);
        out[cell] = (houses[h[0]] | houses[h[1]] | houses[h[2]]) & !(1 << cell);
        cell += 1;
    }
    out
}

const fn house_cells() -> [[u8; 9]; 27] {
    let houses = houses();
    let mut out = [[0u8; 9]; 27];
    let mut h = 0;
    while h < 27 {
        let mut n = 0;
        let mut cell = 0;
        while cell < 81 {
            if houses[h] >> cell & 1 == 1 {
                out[h][n] = cell as u8;
                n += 1;
            }
            cell += 1;
        }
        h += 1;
    }
    out
}

/// The 20 peers of each cell in Sudoku Explainer's order (its `Cell.getHouseCells`): the box
/// row by row, then the rest of the row, then the rest of the column. Its wings, loops and
/// aligned exclusions walk peers in this order, and the first hint found depends on it.
pub(crate) const SE_PEERS: [[u8; 20]; 81] = se_peers();

const fn se_peers() -> [[u8; 20]; 81] {
    let cells = house_cells();
    let mut out = [[0u8; 20]; 81];
    let mut cell = 0;
    while cell < 81 {
        let h = houses_of(cell);
        let mut seen = 1u128 << cell;
        let mut n = 0;
        // Box, row, column: SE's region types in order.
        let order = [h[2], h[0], h[1]];
        let mut k = 0;
        while k < 3 {
            let mut i = 0;
            while i < 9 {
                let c = cells[order[k]][i] as usize;
                if seen >> c & 1 == 0 {
                    seen |= 1 << c;
                    out[cell][n] = c as u8;
                    n += 1;
                }
                i += 1;
            }
            k += 1;
        }
        cell += 1;
    }
    out
}

/// SE's order of the houses when a rule walks every house: the boxes, then the columns, then
/// the rows (`Grid.getRegionTypes` is box, row, column; the rules that list their own walk
/// box, column, row).
pub(crate) const SE_BOX_COL_ROW: [u8; 27] = [
    18, 19, 20, 21, 22, 23, 24, 25, 26, 9, 10, 11, 12, 13, 14, 15, 16, 17, 0, 1, 2, 3, 4, 5, 6, 7,
    8,
];

/// The subsets of `0..9` (as 9-bit masks) with 2, 3 and 4 members, in increasing order.
pub(crate) const SUBSETS: [[u16; 126]; 3] = subsets();
/// How many subsets of each size: 36, 84, 126.
pub(crate) const SUBSET_COUNTS: [usize; 3] = [36, 84, 126];

const fn subsets() -> [[u16; 126]; 3] {
    let mut out = [[0u16; 126]; 3];
    let mut n = [0usize; 3];
    let mut s = 0u16;
    while s < 512 {
        let k = s.count_ones() as usize;
        if k >= 2 && k <= 4 {
            out[k - 2][n[k - 2]] = s;
            n[k - 2] += 1;
        }
        s += 1;
    }
    out
}

/// An iterator over the set bits of a cell set, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Cells(pub(crate) u128);

impl Iterator for Cells {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(i)
    }
}

/// An iterator over the digits (1 to 9) of a digit set, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Digits(pub(crate) u16);

impl Iterator for Digits {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros() as u8 + 1;
        self.0 &= self.0 - 1;
        Some(d)
    }
}

/// The bit of a cell.
#[inline]
pub(crate) const fn bit(cell: usize) -> u128 {
    1u128 << cell
}

/// The bit of a digit (1 to 9) in a digit set.
#[inline]
pub(crate) const fn dbit(digit: u8) -> u16 {
    (1u16 << digit) >> 1
}

/// The nine cells of a house as a 9-bit mask of their positions in it (row-major within the
/// house), from a cell set.
#[inline]
pub(crate) fn positions(house: usize, set: u128) -> u16 {
    match house {
        0..=8 => (set >> (9 * house)) as u16 & 0x1ff,
        9..=17 => {
            // Column c: one bit every 9, gathered.
            let mut out = 0u16;
            let mut s = set >> (house - 9);
            for r in 0..9 {
                out |= ((s & 1) as u16) << r;
                s >>= 9;
            }
            out
        }
        18..=26 => {
            let b = house - 18;
            let first = b / 3 * 27 + b % 3 * 3;
            let s = set >> first;
            (s & 7) as u16 | ((s >> 9 & 7) as u16) << 3 | ((s >> 18 & 7) as u16) << 6
        }
        _ => 0,
    }
}

/// The cells of a house at the positions of a 9-bit mask.
pub(crate) fn cells_at(house: usize, positions: u16) -> u128 {
    let mut out = 0u128;
    if let Some(cells) = HOUSE_CELLS.get(house) {
        for (i, &c) in cells.iter().enumerate() {
            if positions >> i & 1 == 1 {
                out |= bit(c as usize);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_hold_what_they_say() {
        assert!(HOUSES.iter().all(|h| h.count_ones() == 9));
        assert!(PEERS.iter().all(|p| p.count_ones() == 20));
        assert_eq!(HOUSE_CELLS[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(HOUSE_CELLS[9 + 2][8], 74);
        for (k, &n) in SUBSET_COUNTS.iter().enumerate() {
            assert!(SUBSETS[k][..n]
                .iter()
                .all(|s| s.count_ones() as usize == k + 2));
        }
        assert_eq!(box_of(80), 8);
        for (h, cells) in HOUSE_CELLS.iter().enumerate() {
            for (i, &c) in cells.iter().enumerate() {
                assert_eq!(positions(h, bit(usize::from(c))), 1 << i);
                assert_eq!(cells_at(h, 1 << i), bit(usize::from(c)));
            }
        }
        assert_eq!(box_of(33), 5);
        assert_eq!(Cells(HOUSES[0]).collect::<heapless::Vec<_, 9>>().len(), 9);
    }
}

/// Counting tests on bit sets without `count_ones`, which compiles to a loop of shifts and
/// masks on targets without a population count instruction (x86-64's baseline, Cortex-M3).
pub(crate) trait BitCount: Copy {
    /// Exactly one bit set.
    fn one(self) -> bool;
    /// Exactly two bits set.
    fn two(self) -> bool;
    /// At least two bits set.
    fn several(self) -> bool;
}

macro_rules! bit_count {
    ($t:ty) => {
        impl BitCount for $t {
            #[inline]
            fn one(self) -> bool {
                self != 0 && self & self.wrapping_sub(1) == 0
            }
            #[inline]
            fn two(self) -> bool {
                let rest = self & self.wrapping_sub(1);
                rest.one()
            }
            #[inline]
            fn several(self) -> bool {
                self & self.wrapping_sub(1) != 0
            }
        }
    };
}
bit_count!(u16);
bit_count!(u128);
