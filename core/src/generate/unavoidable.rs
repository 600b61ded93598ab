//! Unavoidable sets of a solution grid: sets of cells of which every puzzle with that one
//! solution must give at least one.
//!
//! For two digits `a` and `b`, the 18 cells that hold them fall into cycles: in each row, each
//! column and each box, the cell of `a` and the cell of `b` are linked. Swapping `a` and `b`
//! throughout one such linked set (a connected component) gives another valid grid that differs
//! from the solution in exactly those cells, so a puzzle that gives none of them has at least
//! two solutions. The generator uses these sets only to skip a uniqueness count whose answer
//! they already give: they never change which puzzle it makes, only how fast.

/// At most this many sets are kept, the smallest first: 16 bytes each on the stack. More sets
/// skip more counts (64 instead of 16 save about 4% of the counts); the small engine's builds,
/// for microcontrollers, keep 8 and the stack small instead.
#[cfg(not(feature = "small"))]
pub(crate) const KEPT: usize = 64;
/// At most this many sets are kept, the smallest first: 16 bytes each on the stack.
#[cfg(feature = "small")]
pub(crate) const KEPT: usize = 4;

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
        // where[d][r]: the column of digit d + 1 in row r.
        let mut place = [[0u8; 9]; 9];
        for (i, &d) in solution.iter().flatten().enumerate() {
            if let Some(row) = place.get_mut(usize::from(d).wrapping_sub(1)) {
                row[i / 9 % 9] = (i % 9) as u8;
            }
        }
        for a in 0..9 {
            for b in a + 1..9 {
                found.add_components(&place[a], &place[b]);
            }
        }
        found
    }

    /// Links the cells of two digits (`a[r]`, `b[r]`: their columns in row `r`) and keeps the
    /// components.
    fn add_components(&mut self, a: &[u8; 9], b: &[u8; 9]) {
        // Nodes 0..9: the cell of `a` in row r; 9..18: the cell of `b` in row r.
        let mut parent = [0u8; 18];
        for (i, p) in parent.iter_mut().enumerate() {
            *p = i as u8;
        }
        let cell = |node: usize| -> (usize, usize) {
            let r = node % 9;
            let c = if node < 9 { a[r] } else { b[r] };
            (r, usize::from(c) % 9)
        };
        for x in 0..18 {
            for y in x + 1..18 {
                let ((r1, c1), (r2, c2)) = (cell(x), cell(y));
                let linked = (x < 9) != (y < 9)
                    && (r1 == r2 || c1 == c2 || (r1 / 3 == r2 / 3 && c1 / 3 == c2 / 3));
                if linked {
                    let (rx, ry) = (root(&parent, x), root(&parent, y));
                    if let Some(p) = parent.get_mut(rx) {
                        *p = ry as u8;
                    }
                }
            }
        }
        for x in 0..18 {
            if root(&parent, x) != x {
                continue;
            }
            let mut set = 0u128;
            for y in 0..18 {
                if root(&parent, y) == x {
                    let (r, c) = cell(y);
                    set |= 1 << (r * 9 + c);
                }
            }
            self.keep(set);
        }
    }

    /// Keeps `set` if there is room, or in place of a larger one.
    fn keep(&mut self, set: u128) {
        if let Some(slot) = self.sets.get_mut(self.len) {
            *slot = set;
            self.len += 1;
            return;
        }
        let mut largest = 0;
        for (i, s) in self.sets.iter().enumerate() {
            if s.count_ones() > self.sets[largest % KEPT].count_ones() {
                largest = i;
            }
        }
        if let Some(slot) = self.sets.get_mut(largest) {
            if slot.count_ones() > set.count_ones() {
                *slot = set;
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

/// The root of `x`'s tree (at most 18 steps: every step goes to another node of a tree).
fn root(parent: &[u8; 18], mut x: usize) -> usize {
    for _ in 0..18 {
        match parent.get(x) {
            Some(&p) if usize::from(p) != x => x = usize::from(p),
            _ => break,
        }
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
