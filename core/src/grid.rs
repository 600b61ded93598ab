//! [`Grid`], the checked grid: the one place where givens are validated.

use crate::searcher::Portable;
use crate::{Bounded, Cells, Error};

/// A 9×9 grid whose givens are checked: every cell is `0` (empty) to `9`, and no digit repeats
/// in a row, column or box. The only way to make one is through that check ([`Grid::new`],
/// [`str::parse`], [`crate::validate`]), so every method can trust it.
///
/// `{}` prints it as one 81-character line (`.` for empty cells); `{:#}` prints the boxed
/// layout of nine lines. [`crate::parse`] reads both back.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    cells: Cells,
}

impl Grid {
    /// The grid with no givens.
    pub const EMPTY: Grid = Grid { cells: [[0; 9]; 9] };

    /// Checks `cells`: [`Error::InvalidValue`] for a value above 9 (checked first, over the
    /// whole grid), [`Error::Conflict`] for a digit given twice in a row, column or box. This is
    /// the library's only check of givens: every entry point, the C ABI's included, comes
    /// through it, and the engines trust what it lets through.
    pub fn new(cells: Cells) -> Result<Grid, Error> {
        let flat = cells.as_flattened();
        // The largest value, with no branch per cell.
        if flat.iter().fold(0, |m, &d| m.max(d)) > 9 {
            return Err(Error::InvalidValue);
        }
        // Per digit, the units that hold it (bit k: row k, 9 + k: column k, 18 + k: box k);
        // only the givens are visited, and a conflict is noted, not branched on.
        let mut units = [0u32; 16];
        let mut conflict = 0;
        let flat: &[u8; 81] = flat.try_into().unwrap_or(&[0; 81]);
        for_each_given(flat, |i| {
            let d = usize::from(flat.get(i).copied().unwrap_or(0) & 15);
            let mine = units_of(i);
            if let Some(seen) = units.get_mut(d) {
                conflict |= *seen & mine;
                *seen |= mine;
            }
        });
        if conflict != 0 {
            return Err(Error::Conflict);
        }
        Ok(Grid { cells })
    }

    /// The cells, row by row.
    pub const fn cells(&self) -> &Cells {
        &self.cells
    }

    /// The value at `row`, `col` (both 0 to 8): `0` for empty. `None` out of range.
    pub const fn get(&self, row: usize, col: usize) -> Option<u8> {
        if row < 9 && col < 9 {
            Some(self.cells[row][col])
        } else {
            None
        }
    }

    /// How many cells hold a digit.
    pub fn givens(&self) -> usize {
        self.cells.iter().flatten().filter(|&&d| d != 0).count()
    }

    /// True when every cell holds a digit (a checked full grid is a solution).
    pub fn is_complete(&self) -> bool {
        self.cells.iter().flatten().all(|&d| d != 0)
    }

    /// The first solution in row-major order, trying digits in ascending order (the answer of
    /// textbook backtracking), or [`Error::NoSolution`].
    pub fn solve(&self) -> Result<Grid, Error> {
        self.solve_bounded(u64::MAX).result
    }

    /// Any one solution, as fast as the engine finds one, or [`Error::NoSolution`]: for callers
    /// that do not need the textbook's answer (a puzzle known to have one solution, a grid to
    /// fill). It always keeps the givens; on a grid with several solutions, which one it returns
    /// is unspecified (it may differ from [`Grid::solve`]'s and between versions or engines).
    /// On a grid with one solution it is that solution.
    ///
    /// ```
    /// use sudoku_core::Grid;
    ///
    /// let grid: Grid =
    ///     ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7..."
    ///         .parse()?; // four solutions
    /// let any = grid.solve_any()?;
    /// assert!(any.is_complete());
    /// assert!((0..81).all(|i| grid.flat()[i] == 0 || grid.flat()[i] == any.flat()[i]));
    /// # Ok::<(), sudoku_core::Error>(())
    /// ```
    pub fn solve_any(&self) -> Result<Grid, Error> {
        self.on(Portable).solve_any()
    }

    /// The solution if there is exactly one; otherwise [`Error::MultipleSolutions`] or
    /// [`Error::NoSolution`].
    pub fn solve_unique(&self) -> Result<Grid, Error> {
        self.on(Portable).solve_unique()
    }

    /// The number of solutions, counting no further than `limit`; `limit` 0 gives 0.
    pub fn count_solutions(&self, limit: u32) -> u32 {
        self.count_solutions_stats(limit).0
    }

    /// [`Grid::count_solutions`] that also reports the guesses the search made (options tried
    /// where it branched: a digit in a cell with two or more candidates, or where a digit goes
    /// in a band), as `(solutions, guesses)`: what benchmarks
    /// print as guesses per puzzle. `limit` 0 gives `(0, 0)`.
    ///
    /// ```
    /// use sudoku_core::Grid;
    ///
    /// // Four solutions: finding them all takes guesses.
    /// let grid: Grid =
    ///     ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7..."
    ///         .parse()?;
    /// let (solutions, guesses) = grid.count_solutions_stats(10);
    /// assert_eq!(solutions, 4);
    /// assert!(guesses >= 3);
    /// assert_eq!(grid.count_solutions_stats(0), (0, 0));
    /// # Ok::<(), sudoku_core::Error>(())
    /// ```
    pub fn count_solutions_stats(&self, limit: u32) -> (u32, u64) {
        self.on(Portable).count_solutions_stats(limit)
    }

    /// [`Grid::solve`] that makes at most `max_guesses` guesses, then gives up with
    /// [`Error::LimitReached`]. Reports the guesses made either way.
    pub fn solve_bounded(&self, max_guesses: u64) -> Bounded {
        self.on(Portable).solve_bounded(max_guesses)
    }

    /// The cells as one array of 81, row by row.
    pub fn flat(&self) -> [u8; 81] {
        *self.as_flat()
    }

    /// The cells as one array of 81, row by row, borrowed (the same bytes).
    pub(crate) fn as_flat(&self) -> &[u8; 81] {
        // 81 bytes by type: the conversion cannot fail, and compiles to nothing.
        self.cells.as_flattened().try_into().unwrap_or(&[0; 81])
    }

    /// Checks 81 cells given row by row, as [`Grid::new`] does.
    pub fn from_cells(cells: &[u8; 81]) -> Result<Grid, Error> {
        Grid::new(unflatten(cells))
    }

    /// A solution the search produced: legal by construction.
    pub(crate) fn from_flat(cells: &[u8; 81]) -> Grid {
        Grid {
            cells: unflatten(cells),
        }
    }
}

/// The three units of each cell in row-major order: its row k as k, its column k as 9 + k, its
/// box k as 18 + k.
pub(crate) const CELL_UNITS: [[u8; 3]; 81] = {
    let mut t = [[0u8; 3]; 81];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        t[i] = [r as u8, 9 + c as u8, 18 + (r / 3 * 3 + c / 3) as u8];
        i += 1;
    }
    t
};

/// The units of cell `i` (row-major) as a set: bit u for each unit u of [`CELL_UNITS`].
#[inline(always)]
pub(crate) const fn units_of(i: usize) -> u32 {
    let [r, c, b] = if i < 81 { CELL_UNITS[i] } else { [0; 3] };
    1 << (r & 31) | 1 << (c & 31) | 1 << (b & 31)
}

/// Calls `f` with the index of each cell that holds a digit, in order. On 64-bit targets the
/// givens are found eight cells at a time with no branch per cell (the mix of givens and blanks
/// is unpredictable, and a mispredicted branch costs there more than the word tricks); on
/// smaller ones, one cell at a time, in less code.
#[inline(always)]
pub(crate) fn for_each_given(cells: &[u8; 81], mut f: impl FnMut(usize)) {
    #[cfg(target_pointer_width = "64")]
    {
        // Bit i: cell i is given (cells 64 and up in the second word).
        let mut filled = [0u64; 2];
        let mut words = cells.chunks_exact(8);
        for (k, word) in words.by_ref().enumerate() {
            let w = u64::from_le_bytes(word.try_into().unwrap_or([0; 8]));
            if let Some(f) = filled.get_mut(k / 8) {
                *f |= nonzero_bytes(w) << (8 * (k % 8));
            }
        }
        for (k, &v) in words.remainder().iter().enumerate() {
            filled[1] |= u64::from(v != 0) << ((16 + k) & 63);
        }
        for (base, mut given) in [(0, filled[0]), (64, filled[1])] {
            while given != 0 {
                f(base + given.trailing_zeros() as usize);
                given &= given - 1;
            }
        }
    }
    #[cfg(not(target_pointer_width = "64"))]
    for (i, &v) in cells.iter().enumerate() {
        if v != 0 {
            f(i);
        }
    }
}

/// Bit k: byte k of `w` (eight bytes, little-endian) is not 0.
#[cfg(target_pointer_width = "64")]
#[inline(always)]
const fn nonzero_bytes(w: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // Bit 7 of each byte: set when the byte is not 0 (no carry crosses a byte).
    let high = (((w & LOW7) + LOW7) | w) & !LOW7;
    // Bit 8k + 7 moved to bit 56 + k, by partial products that never overlap.
    (high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

fn unflatten(cells: &[u8; 81]) -> Cells {
    let mut out = [[0u8; 9]; 9];
    for (i, d) in cells.iter().enumerate() {
        out[i / 9][i % 9] = *d;
    }
    out
}

impl Default for Grid {
    fn default() -> Grid {
        Grid::EMPTY
    }
}

impl TryFrom<Cells> for Grid {
    type Error = Error;
    fn try_from(cells: Cells) -> Result<Grid, Error> {
        Grid::new(cells)
    }
}

impl From<Grid> for Cells {
    fn from(grid: Grid) -> Cells {
        grid.cells
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_reports_values_before_conflicts() {
        let mut cells = [[0u8; 9]; 9];
        cells[0][0] = 1;
        cells[0][1] = 1;
        assert_eq!(Grid::new(cells), Err(Error::Conflict));
        cells[8][8] = 200;
        assert_eq!(Grid::new(cells), Err(Error::InvalidValue));
    }

    #[test]
    fn conflicts_in_columns_and_boxes() {
        let mut cells = [[0u8; 9]; 9];
        cells[0][4] = 7;
        cells[8][4] = 7;
        assert_eq!(Grid::new(cells), Err(Error::Conflict));
        let mut cells = [[0u8; 9]; 9];
        cells[3][3] = 2;
        cells[5][5] = 2;
        assert_eq!(Grid::new(cells), Err(Error::Conflict));
    }

    /// The check finds a digit given twice in a row, column or box, wherever the two are, and
    /// nothing else.
    #[test]
    #[cfg_attr(miri, ignore = "6,561 checks: minutes under Miri")]
    fn new_finds_every_repeat() {
        let row = |k: usize| k / 9;
        let column = |k: usize| k % 9;
        let boxed = |k: usize| k / 27 * 3 + k % 9 / 3;
        for i in 0..81 {
            for j in 0..81 {
                let mut cells = [0u8; 81];
                cells[i] = 5;
                cells[j] = 5;
                let sees =
                    j != i && (row(i) == row(j) || column(i) == column(j) || boxed(i) == boxed(j));
                let expected = if sees { Err(Error::Conflict) } else { Ok(()) };
                assert_eq!(
                    Grid::from_cells(&cells).map(|_| ()),
                    expected,
                    "cells {i}, {j}"
                );
            }
        }
    }

    /// Every given is visited, once, in order: the last cell (a byte after the last whole
    /// word) as well.
    #[test]
    fn for_each_given_visits_every_given() {
        for i in 0..81 {
            for j in [0, i, 40, 63, 64, 80] {
                let mut cells = [0u8; 81];
                cells[i] = 5;
                cells[j] = 9;
                let (mut seen, mut n) = ([0usize; 2], 0);
                for_each_given(&cells, |k| {
                    assert!(
                        n < 2 && (n == 0 || k > seen[0]),
                        "{i}, {j}: {k} out of order"
                    );
                    seen[n] = k;
                    n += 1;
                });
                let want = if i == j { [i, 0] } else { [i.min(j), i.max(j)] };
                assert_eq!((seen, n), (want, 1 + usize::from(i != j)), "cells {i}, {j}");
            }
        }
    }

    /// Every byte value at every place, among bytes of every kind.
    #[test]
    #[cfg(target_pointer_width = "64")]
    #[cfg_attr(miri, ignore = "arithmetic only, 20,480 words: 40 s under Miri")]
    fn nonzero_bytes_marks_every_byte() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for background in [0u64, !0, 0x8080_8080_8080_8080, 0x0101_0101_0101_0101, 1] {
            for k in 0..8 {
                for v in 0..=255u64 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    for rest in [background, x] {
                        let w = (rest & !(0xff << (8 * k))) | v << (8 * k);
                        let want =
                            (0..8).fold(0, |m, i| m | u64::from(w >> (8 * i) & 0xff != 0) << i);
                        assert_eq!(nonzero_bytes(w), want, "{w:#x}");
                    }
                }
            }
        }
    }
}
