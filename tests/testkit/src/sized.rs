//! The reference for the sized grids (N × N, boxes of R rows by C columns): textbook
//! backtracking over plain scans of rows, columns and boxes, written apart from the library
//! and as plainly as possible, so that agreeing with it means something.
//!
//! - [`first_solution_bounded`] is the textbook algorithm: first empty cell in row-major order,
//!   digits 1 to N; its first solution is, by definition, the row-major-first solution.
//! - [`count_solutions_bounded`] branches on the empty cell with the fewest legal digits (no
//!   propagation), which keeps it fast enough for the puzzles the tests make.
//!
//! Both give up after a number of nodes (digits tried), so that the tests can ask them only
//! what they answer quickly. Cells are a slice of N × N values row by row, `0` for empty.

/// The boxes: `rows` × `cols`, so N = rows × cols.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dims {
    /// Rows in a box.
    pub rows: usize,
    /// Columns in a box.
    pub cols: usize,
}

impl Dims {
    /// N: digits, and cells per row.
    pub fn n(self) -> usize {
        self.rows * self.cols
    }

    /// N × N.
    pub fn cells(self) -> usize {
        self.n() * self.n()
    }

    /// The cells of the row, the column and the box of `cell` (each list includes `cell`).
    fn peers(self, cell: usize) -> impl Iterator<Item = usize> {
        let n = self.n();
        let (r, c) = (cell / n, cell % n);
        let (top, left) = (r - r % self.rows, c - c % self.cols);
        let row = (0..n).map(move |k| r * n + k);
        let col = (0..n).map(move |k| k * n + c);
        let bx = (0..n).map(move |k| (top + k / self.cols) * n + left + k % self.cols);
        row.chain(col).chain(bx)
    }
}

/// True when digit `d` appears nowhere in the row, column or box of `cell` (other than in
/// `cell` itself).
pub fn legal(dims: Dims, g: &[u8], cell: usize, d: u8) -> bool {
    dims.peers(cell).all(|p| p == cell || g[p] != d)
}

/// True when the slice has N × N values, each 0 to N, and no digit repeats in a row, column
/// or box.
pub fn givens_are_legal(dims: Dims, g: &[u8]) -> bool {
    g.len() == dims.cells()
        && g.iter().all(|&d| usize::from(d) <= dims.n())
        && (0..g.len()).all(|cell| g[cell] == 0 || legal(dims, g, cell, g[cell]))
}

/// True when every cell holds 1 to N and no digit repeats.
pub fn is_complete_valid(dims: Dims, g: &[u8]) -> bool {
    g.iter().all(|&d| d != 0) && givens_are_legal(dims, g)
}

/// True when `solution` is complete, valid and keeps every given of `puzzle`.
pub fn is_solution_of(dims: Dims, puzzle: &[u8], solution: &[u8]) -> bool {
    puzzle.len() == solution.len()
        && puzzle.iter().zip(solution).all(|(&p, &s)| p == 0 || p == s)
        && is_complete_valid(dims, solution)
}

/// The textbook solver, giving up after `max_nodes` digits tried: `None` when it gave up,
/// `Some(None)` when there is no solution, `Some(Some(answer))` with the row-major-first
/// solution. Assumes legal givens.
pub fn first_solution_bounded(
    dims: Dims,
    puzzle: &[u8],
    max_nodes: u64,
) -> Option<Option<Vec<u8>>> {
    /// `Some(true)`: solved; `Some(false)`: no solution below; `None`: out of nodes.
    fn go(dims: Dims, g: &mut [u8], nodes: &mut u64) -> Option<bool> {
        let Some(cell) = g.iter().position(|&d| d == 0) else {
            return Some(true);
        };
        for d in 1..=dims.n() as u8 {
            if legal(dims, g, cell, d) {
                if *nodes == 0 {
                    return None;
                }
                *nodes -= 1;
                g[cell] = d;
                if go(dims, g, nodes)? {
                    return Some(true);
                }
            }
        }
        g[cell] = 0;
        Some(false)
    }
    let mut g = puzzle.to_vec();
    let mut nodes = max_nodes;
    let solved = go(dims, &mut g, &mut nodes)?;
    Some(solved.then_some(g))
}

/// The digits legal in the empty `cell`: 1 to N less those its row, column and box hold,
/// found in one scan of them.
pub fn legal_digits(dims: Dims, g: &[u8], cell: usize) -> Vec<u8> {
    let mut seen = vec![false; dims.n() + 1];
    for p in dims.peers(cell) {
        seen[usize::from(g[p])] = true;
    }
    (1..=dims.n() as u8)
        .filter(|&d| !seen[usize::from(d)])
        .collect()
}

/// The number of solutions up to `limit`, giving up (`None`) after `max_nodes` digits tried.
/// Branches on the empty cell with the fewest legal digits. Assumes legal givens.
pub fn count_solutions_bounded(
    dims: Dims,
    puzzle: &[u8],
    limit: u32,
    max_nodes: u64,
) -> Option<u32> {
    fn go(dims: Dims, g: &mut [u8], limit: u32, found: &mut u32, nodes: &mut u64) -> Option<()> {
        // The empty cell with the fewest legal digits (the first with none or one ends the
        // look), and those digits.
        let mut best: Option<(usize, Vec<u8>)> = None;
        for cell in 0..g.len() {
            if g[cell] == 0 {
                let digits = legal_digits(dims, g, cell);
                if best.as_ref().is_none_or(|(_, b)| digits.len() < b.len()) {
                    let stop = digits.len() <= 1;
                    best = Some((cell, digits));
                    if stop {
                        break;
                    }
                }
            }
        }
        let Some((cell, digits)) = best else {
            *found += 1;
            return Some(());
        };
        for d in digits {
            if *found >= limit {
                return Some(());
            }
            if *nodes == 0 {
                return None;
            }
            *nodes -= 1;
            g[cell] = d;
            go(dims, g, limit, found, nodes)?;
            g[cell] = 0;
        }
        Some(())
    }
    let mut found = 0;
    let mut nodes = max_nodes;
    if limit > 0 {
        go(dims, &mut puzzle.to_vec(), limit, &mut found, &mut nodes)?;
    }
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FOUR: Dims = Dims { rows: 2, cols: 2 };

    #[test]
    fn a_four_by_four_by_hand() {
        // 1 . | . .      the one solution, worked by hand:  1 3 | 2 4
        // . . | 3 .                                         4 2 | 3 1
        // . 4 | . .                                         2 4 | 1 3
        // . . | . 2                                         3 1 | 4 2
        let p = [1, 0, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0, 2];
        let s = [1, 3, 2, 4, 4, 2, 3, 1, 2, 4, 1, 3, 3, 1, 4, 2];
        assert!(is_solution_of(FOUR, &p, &s));
        assert_eq!(count_solutions_bounded(FOUR, &p, 10, 1_000), Some(1));
        assert_eq!(
            first_solution_bounded(FOUR, &p, 1_000),
            Some(Some(s.to_vec()))
        );
    }

    #[test]
    fn the_empty_four_by_four() {
        // 288 grids; the first in row-major order, worked by hand: 1234 3412 2143 4321.
        assert_eq!(
            count_solutions_bounded(FOUR, &[0; 16], 1000, u64::MAX),
            Some(288)
        );
        assert_eq!(
            first_solution_bounded(FOUR, &[0; 16], u64::MAX),
            Some(Some(vec![1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]))
        );
    }

    #[test]
    fn rectangular_boxes() {
        // 2 × 3 boxes: cells 0 and 8 (row 0, column 0; row 1, column 2) share a box, cells 0
        // and 9 (row 1, column 3) do not.
        let six = Dims { rows: 2, cols: 3 };
        let mut g = [0u8; 36];
        g[0] = 5;
        g[9] = 5;
        assert!(givens_are_legal(six, &g));
        g[8] = 5;
        assert!(!givens_are_legal(six, &g));
        g[8] = 7;
        assert!(!givens_are_legal(six, &g));
        assert!(!givens_are_legal(six, &g[..35]));
        // No solution: row 0 holds 1 to 5, and 6 is in column 5 lower down.
        let mut dead = [0u8; 36];
        dead[..5].copy_from_slice(&[1, 2, 3, 4, 5]);
        dead[6 * 3 + 5] = 6;
        assert!(givens_are_legal(six, &dead));
        assert_eq!(count_solutions_bounded(six, &dead, 2, 1_000), Some(0));
        assert_eq!(first_solution_bounded(six, &dead, 1_000), Some(None));
        assert_eq!(count_solutions_bounded(six, &[0; 36], 2, 2), None);
    }
}
