//! [`Shape`]: the boxes of a grid, checked, and the layout tables the search derives from it.

use crate::Error;

/// The smallest size (digits per unit, N = box rows × box columns) the sized grids take.
pub const MIN_SIZE: usize = 4;
/// The largest size: 25 digits fit a `u32` mask and the text symbols `1`-`9`, `A`-`P`.
pub const MAX_SIZE: usize = 25;

/// The boxes of a grid: `box_rows` rows by `box_cols` columns, both at least 2, their product
/// N (the size: the grid is N × N, each row, column and box holds 1 to N once) from 4 to 25.
/// The classic grid is 3 × 3 ([`Shape::CLASSIC`]); a 6 × 6 grid has boxes of 2 rows by 3
/// columns, a 16 × 16 "hexadoku" 4 × 4.
///
/// ```
/// use sudoku_core::sized::Shape;
///
/// let six = Shape::new(2, 3)?;
/// assert_eq!((six.size(), six.cells()), (6, 36));
/// assert!(Shape::new(1, 9).is_err()); // boxes one row high
/// assert!(Shape::new(3, 9).is_err()); // 27 digits
/// assert_eq!(Shape::ALL.len(), 38);
/// # Ok::<(), sudoku_core::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    rows: u8,
    cols: u8,
}

impl Shape {
    /// The classic 9 × 9 grid's boxes, 3 × 3.
    pub const CLASSIC: Shape = Shape { rows: 3, cols: 3 };

    /// Every shape the sized grids take, by box rows then box columns: 2 × 2 to 2 × 12,
    /// 3 × 2 to 3 × 8, ..., 12 × 2 (38 shapes, 15 sizes).
    pub const ALL: [Shape; 38] = {
        let mut all = [Shape::CLASSIC; 38];
        let mut k = 0;
        let mut r = 2;
        while r <= MAX_SIZE / 2 {
            let mut c = 2;
            while r * c <= MAX_SIZE {
                all[k] = Shape {
                    rows: r as u8,
                    cols: c as u8,
                };
                k += 1;
                c += 1;
            }
            r += 1;
        }
        all
    };

    /// Boxes of `box_rows` × `box_cols`, or [`Error::Size`] unless both are at least 2 and
    /// their product is 4 to 25.
    pub const fn new(box_rows: usize, box_cols: usize) -> Result<Shape, Error> {
        if box_rows < 2 || box_cols < 2 || box_rows > MAX_SIZE || box_cols > MAX_SIZE {
            return Err(Error::Size);
        }
        let n = box_rows * box_cols;
        if n < MIN_SIZE || n > MAX_SIZE {
            return Err(Error::Size);
        }
        Ok(Shape {
            rows: box_rows as u8,
            cols: box_cols as u8,
        })
    }

    /// Rows in a box.
    pub const fn box_rows(self) -> usize {
        // Never 0 (`new` checks it); said so that divisions by it have no panic path.
        if self.rows == 0 {
            1
        } else {
            self.rows as usize
        }
    }

    /// Columns in a box.
    pub const fn box_cols(self) -> usize {
        // Never 0, as for the rows.
        if self.cols == 0 {
            1
        } else {
            self.cols as usize
        }
    }

    /// N: the digits, and the cells of a row, a column or a box.
    pub const fn size(self) -> usize {
        self.box_rows() * self.box_cols()
    }

    /// N × N: the cells of the grid.
    pub const fn cells(self) -> usize {
        self.size() * self.size()
    }

    /// The box of the cell in `row`, `col` (numbered row by row from 0).
    pub const fn box_of(self, row: usize, col: usize) -> usize {
        // The grid has N / C boxes across (= R).
        row / self.box_rows() * self.box_rows() + col / self.box_cols()
    }
}

/// What the search looks up about the boxes of a shape of size N, computed once per call.
///
/// ```text
///  box b (row by row, R boxes across): its top-left cell is row (b / R) * R, column
///  (b % R) * C; its cell j (row by row) is that one plus (j / C, j % C).
/// ```
pub(crate) struct Layout<const N: usize> {
    /// The box of each cell.
    pub box_of: [[u8; N]; N],
    /// The top-left cell of each box, as (row, column).
    pub origin: [(u8, u8); N],
    /// Where cell j of a box lies from its top-left cell, as (rows down, columns across).
    pub step: [(u8, u8); N],
    /// Rows in a box (R).
    pub box_rows: usize,
    /// Columns in a box (C).
    pub box_cols: usize,
}

impl<const N: usize> Layout<N> {
    /// The tables of `shape`, whose size must be N (the callers check it).
    pub fn new(shape: Shape) -> Layout<N> {
        let (r, c) = (shape.box_rows(), shape.box_cols());
        let mut box_of = [[0u8; N]; N];
        for (row, line) in box_of.iter_mut().enumerate() {
            for (col, b) in line.iter_mut().enumerate() {
                *b = shape.box_of(row, col) as u8;
            }
        }
        let mut origin = [(0u8, 0u8); N];
        for (b, o) in origin.iter_mut().enumerate() {
            *o = ((b / r * r) as u8, (b % r * c) as u8);
        }
        let mut step = [(0u8, 0u8); N];
        for (j, s) in step.iter_mut().enumerate() {
            *s = ((j / c) as u8, (j % c) as u8);
        }
        Layout {
            box_of,
            origin,
            step,
            box_rows: r,
            box_cols: c,
        }
    }

    /// The box of the cell in `row`, `col` (both below N).
    #[inline(always)]
    pub fn box_at(&self, row: usize, col: usize) -> usize {
        usize::from(
            self.box_of
                .get(row)
                .and_then(|line| line.get(col))
                .copied()
                .unwrap_or(0),
        )
    }

    /// The top-left cell of box `b`, as (row, column).
    #[inline(always)]
    pub fn box_origin(&self, b: usize) -> (usize, usize) {
        let (r0, c0) = self.origin.get(b).copied().unwrap_or((0, 0));
        (usize::from(r0), usize::from(c0))
    }

    /// The cell j of box `b`, as (row, column).
    #[inline(always)]
    pub fn box_cell(&self, b: usize, j: usize) -> (usize, usize) {
        let (r0, c0) = self.origin.get(b).copied().unwrap_or((0, 0));
        let (dr, dc) = self.step.get(j).copied().unwrap_or((0, 0));
        (usize::from(r0 + dr), usize::from(c0 + dc))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shape_and_no_other() {
        let mut sizes = [false; MAX_SIZE + 1];
        for (i, s) in Shape::ALL.iter().enumerate() {
            assert_eq!(Shape::new(s.box_rows(), s.box_cols()), Ok(*s));
            assert!(Shape::ALL[..i].iter().all(|t| t != s), "{s:?} twice");
            sizes[s.size()] = true;
        }
        let listed: [usize; 15] = [4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 22, 24, 25];
        for (n, &seen) in sizes.iter().enumerate() {
            assert_eq!(seen, listed.contains(&n), "size {n}");
        }
        let mut accepted = 0;
        for r in 0..40 {
            for c in 0..40 {
                accepted += usize::from(Shape::new(r, c).is_ok());
            }
        }
        assert_eq!(accepted, 38);
        assert_eq!(Shape::new(1, 4), Err(Error::Size));
        assert_eq!(Shape::new(4, 1), Err(Error::Size));
        assert_eq!(Shape::new(5, 6), Err(Error::Size));
        assert_eq!(Shape::new(usize::MAX, 2), Err(Error::Size));
    }

    #[test]
    fn boxes_of_a_rectangular_shape() {
        // 6 × 6 with boxes of 2 rows by 3 columns: boxes 0 1 / 2 3 / 4 5.
        let shape = Shape::new(2, 3).unwrap();
        let lay = Layout::<6>::new(shape);
        assert_eq!(lay.box_at(0, 2), 0);
        assert_eq!(lay.box_at(1, 3), 1);
        assert_eq!(lay.box_at(2, 0), 2);
        assert_eq!(lay.box_at(5, 5), 5);
        for b in 0..6 {
            for j in 0..6 {
                let (r, c) = lay.box_cell(b, j);
                assert_eq!(lay.box_at(r, c), b);
            }
        }
        assert_eq!(lay.box_cell(3, 5), (3, 5));
        assert_eq!(lay.box_cell(4, 0), (4, 0));
    }
}
