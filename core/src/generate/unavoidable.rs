//! Unavoidable sets of a solution grid: sets of cells of which every puzzle with that one
//! solution must give at least one.
//!
//! For two digits `a` and `b`, the 18 cells that hold them fall into cycles: in each row, each
//! column and each box, the cell of `a` and the cell of `b` are linked. Swapping `a` and `b`
//! throughout one such linked set (a connected component) gives another valid grid that differs
//! from the solution in exactly those cells, so a puzzle that gives none of them has at least
//! two solutions. The generator uses these sets only to skip a uniqueness count whose answer
//! they already give: they never change which puzzle it makes, only how fast.

/// Larger sets are not kept: a puzzle seldom leaves all of their cells empty.
const LARGEST: u32 = 12;

/// At most this many sets are kept (in the order found), 16 bytes each on the stack: the more,
/// the fewer counts (`docs/GENERATE.md` has the figures).
#[cfg(not(feature = "small"))]
pub(crate) const KEPT: usize = 64;
/// The small engine's builds, for microcontrollers, keep fewer: the generator's stack stays
/// within 2 KiB.
#[cfg(feature = "small")]
pub(crate) const KEPT: usize = 8;

/// A set of two-digit unavoidable sets, as masks of cells (bit `i` is cell `i`).
pub(crate) struct Unavoidable {
    sets: [u128; KEPT],
    len: usize,
}

impl Unavoidable {
    /// The smallest two-digit unavoidable sets of `solution` (a complete valid grid, 81 cells
    /// row by row).
    #[inline(never)]
    pub(crate) fn of(solution: &crate::Cells) -> Unavoidable {
        let mut found = Unavoidable {
            sets: [0; KEPT],
            len: 0,
        };
        // For digit d + 1: its column in each row, and its row in each column and each box.
        let mut col_in_row = [[0u8; 9]; 9];
        let mut row_in_col = [[0u8; 9]; 9];
        let mut row_in_box = [[0u8; 9]; 9];
        for (r, row) in solution.iter().enumerate() {
            for (c, &d) in row.iter().enumerate() {
                if let Some(d) = usize::from(d).checked_sub(1).filter(|&d| d < 9) {
                    // `% 9`: indices the optimizer can see are in range, with no bounds check.
                    let (r, c) = (r % 9, c % 9);
                    col_in_row[d][r] = c as u8;
                    row_in_col[d][c] = r as u8;
                    row_in_box[d][r / 3 * 3 + c / 3] = r as u8;
                }
            }
        }
        for a in 0..9 {
            for b in a + 1..9 {
                // Nodes 0..9: the cell of `a` in row r; 9..18: the cell of `b` in row r. In
                // each row, column and box, the cell of `a` is linked to the cell of `b`.
                let mut parent: [u8; 18] = core::array::from_fn(|i| i as u8);
                for unit in 0..9 {
                    union(&mut parent, unit, 9 + unit);
                    let (ca, cb) = (row_in_col[a][unit], row_in_col[b][unit]);
                    union(&mut parent, usize::from(ca), 9 + usize::from(cb));
                    let (ba, bb) = (row_in_box[a][unit], row_in_box[b][unit]);
                    union(&mut parent, usize::from(ba), 9 + usize::from(bb));
                }
                let mut sets = [0u128; 18];
                for node in 0..18 {
                    let r = node % 9;
                    let c = usize::from(if node < 9 {
                        col_in_row[a][r]
                    } else {
                        col_in_row[b][r]
                    });
                    if let Some(set) = sets.get_mut(root(&mut parent, node)) {
                        *set |= 1 << (r * 9 + c % 9);
                    }
                }
                for set in sets {
                    if set != 0 {
                        found.keep(set);
                    }
                }
            }
        }
        found
    }

    /// Keeps `set` if it is small enough to be worth a test and there is room.
    fn keep(&mut self, set: u128) {
        if set.count_ones() <= LARGEST {
            if let Some(slot) = self.sets.get_mut(self.len) {
                *slot = set;
                self.len += 1;
            }
        }
    }

    /// True when the givens `givens` (a mask of cells) miss a whole set: the puzzle then has
    /// more than one solution.
    pub(crate) fn misses_one(&self, givens: u128) -> bool {
        self.sets.iter().take(self.len).any(|&s| s & givens == 0)
    }

    /// True when `cell` is the only given of some set: it cannot be removed.
    pub(crate) fn needs(&self, givens: u128, cell: u128) -> bool {
        self.sets.iter().take(self.len).any(|&s| s & givens == cell)
    }

    /// The sets kept.
    #[cfg(test)]
    pub(crate) fn sets(&self) -> &[u128] {
        self.sets.get(..self.len).unwrap_or(&[])
    }
}

/// Joins the trees of `x` and `y`.
fn union(parent: &mut [u8; 18], x: usize, y: usize) {
    let (rx, ry) = (root(parent, x), root(parent, y));
    if let Some(p) = parent.get_mut(rx) {
        *p = ry as u8;
    }
}

/// The root of `x`'s tree, halving the path on the way (at most 18 steps: every step goes to
/// another node of a tree).
fn root(parent: &mut [u8; 18], mut x: usize) -> usize {
    for _ in 0..18 {
        let p = usize::from(parent[x % 18]);
        if p == x {
            break;
        }
        let grand = parent[p % 18];
        parent[x % 18] = grand;
        x = usize::from(grand);
    }
    x
}

#[cfg(test)]
mod tests {
    use super::Unavoidable;

    const SOLUTION: &[u8; 81] =
        b"316578492529134768487629531263415987974863125851792643138947256692351874745286319";

    /// Swapping the two digits of each set gives another valid grid that differs in exactly
    /// the set's cells.
    #[test]
    fn each_set_is_a_digit_swap_to_another_grid() {
        let mut grid = [0u8; 81];
        let mut rows = [[0u8; 9]; 9];
        for (i, b) in SOLUTION.iter().enumerate() {
            grid[i] = b - b'0';
            rows[i / 9][i % 9] = b - b'0';
        }
        let found = Unavoidable::of(&rows);
        assert!(!found.sets().is_empty() && found.sets().len() <= super::KEPT);
        for &set in found.sets() {
            assert!(set.count_ones() >= 4 && set.count_ones() % 2 == 0);
            let cells: [usize; 81] = core::array::from_fn(|i| i);
            let inside = cells.iter().filter(|&&i| set & (1 << i) != 0);
            let mut digits = [0u8; 2];
            for &i in inside.clone() {
                if digits[0] == 0 || digits[0] == grid[i] {
                    digits[0] = grid[i];
                } else {
                    digits[1] = grid[i];
                }
            }
            let mut other = grid;
            for &i in inside {
                other[i] = if grid[i] == digits[0] {
                    digits[1]
                } else {
                    digits[0]
                };
            }
            assert_ne!(other, grid);
            assert!(sudoku_testkit::reference::is_complete_valid(&other));
            let all = (1u128 << 81) - 1;
            assert!(found.misses_one(all & !set) && !found.misses_one(all));
            let one = set & set.wrapping_neg();
            assert!(found.needs(all & !(set & !one), one));
        }
    }
}
