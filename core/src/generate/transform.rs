//! The validity-preserving shuffles of a grid: one good puzzle gives many.

use super::rng::Rng;
use crate::{Cells, Error, Grid};

/// A shuffle that maps every grid to an equivalent one: digits relabelled, rows permuted within
/// their band and the bands permuted, the same for columns and stacks, and optionally a
/// transposition. It maps solutions to solutions one to one, so a puzzle with one solution
/// stays a puzzle with one solution (the image of the original's), with as many givens, as
/// hard to solve by any technique.
///
/// ```
/// use sudoku_core::{Grid, Transform};
///
/// let puzzle: Grid =
///     "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
///         .parse()?;
/// let other = Transform::from_seed(2024).apply(&puzzle);
/// assert_eq!(other.givens(), puzzle.givens());
/// assert_eq!(other.count_solutions(2), 1);
/// assert_eq!(Transform::from_seed(2024).apply(&puzzle), other); // the same seed, the same grid
/// # Ok::<(), sudoku_core::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transform {
    /// `digits[d]` replaces digit `d`; `digits[0]` is 0 (empty stays empty).
    digits: [u8; 10],
    /// Row `r` of the image is row `rows[r]` of the grid.
    rows: [u8; 9],
    /// Column `c` of the image is column `cols[c]` of the grid.
    cols: [u8; 9],
    /// Rows become columns, after the permutations.
    transpose: bool,
}

impl Transform {
    /// Changes nothing.
    pub const IDENTITY: Transform = Transform {
        digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
        rows: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        cols: [0, 1, 2, 3, 4, 5, 6, 7, 8],
        transpose: false,
    };

    /// The shuffle of `seed`. The draws, from the generator's random numbers for `seed` (see
    /// [`generate`](crate::generate)), in this order: the digits (a permutation of nine: digit
    /// `d` becomes `1 + p[d - 1]`), then for the rows the bands (a permutation of three), then
    /// the rows within the first, second and third band of the image (three permutations of
    /// three), the same four for the columns, and last the transposition (a number below 2).
    pub fn from_seed(seed: u64) -> Transform {
        Transform::random(&mut Rng::new(seed))
    }

    /// The shuffle drawn from `rng`, as [`Transform::from_seed`] documents.
    pub(crate) fn random(rng: &mut Rng) -> Transform {
        let perm: [u8; 9] = rng.permutation();
        let mut digits = Transform::IDENTITY.digits;
        for (d, p) in digits.iter_mut().skip(1).zip(perm) {
            *d = p + 1;
        }
        let rows = lines(rng);
        let cols = lines(rng);
        let transpose = rng.below(2) == 1;
        Transform {
            digits,
            rows,
            cols,
            transpose,
        }
    }

    /// The image of `cells`.
    pub(crate) fn apply_rows(&self, cells: &Cells) -> Cells {
        let mut out = [[0u8; 9]; 9];
        for r in 0..9 {
            for c in 0..9 {
                let from = cells[usize::from(self.rows[r] % 9)][usize::from(self.cols[c] % 9)];
                let d = self.digits[usize::from(from) % 10];
                if self.transpose {
                    out[c][r] = d;
                } else {
                    out[r][c] = d;
                }
            }
        }
        out
    }

    /// The image of `grid`: a grid with the same number of givens and of solutions.
    pub fn apply(&self, grid: &Grid) -> Grid {
        // The image of legal givens is legal: the check cannot fail.
        Grid::new(self.apply_rows(grid.cells())).unwrap_or(Grid::EMPTY)
    }

    /// [`Transform::apply`] on unchecked cells: [`Error::InvalidValue`] or
    /// [`Error::Conflict`] as [`Grid::new`] gives them.
    pub fn apply_cells(&self, cells: &Cells) -> Result<Cells, Error> {
        Ok(*self.apply(&Grid::new(*cells)?).cells())
    }
}

/// A permutation of the nine rows (or columns) that keeps bands together: bands permuted,
/// then the lines within each band of the image.
fn lines(rng: &mut Rng) -> [u8; 9] {
    let mut out = [0u8; 9];
    lines_into(rng, 3, 3, &mut out);
    out
}

/// The lines of a grid of `groups` bands (or stacks) of `per_group` lines each, permuted
/// keeping bands together, into `out` (at least `groups * per_group` long, at most 25 bands):
/// a permutation of the bands drawn from `rng`, then one of the lines within each band of the
/// image, band by band. Line `i` of the image is line `out[i]` of the grid.
pub(crate) fn lines_into(rng: &mut Rng, groups: usize, per_group: usize, out: &mut [u8]) {
    let mut outer = [0u8; 25];
    let outer = identity(&mut outer, groups);
    rng.shuffle(outer);
    for (band, &from) in outer.iter().enumerate() {
        let mut inner = [0u8; 25];
        let inner = identity(&mut inner, per_group);
        rng.shuffle(inner);
        for (i, &k) in inner.iter().enumerate() {
            if let Some(slot) = out.get_mut(band * per_group + i) {
                *slot = from * per_group as u8 + k;
            }
        }
    }
}

/// The first `len` entries of `buf` (all of it if shorter), set to 0, 1, 2, ...
pub(crate) fn identity(buf: &mut [u8; 25], len: usize) -> &mut [u8] {
    for (i, x) in buf.iter_mut().enumerate() {
        *x = i as u8;
    }
    let len = len.min(buf.len());
    buf.get_mut(..len).unwrap_or(&mut [])
}
