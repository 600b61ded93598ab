//! [`Candidates`]: the values and pencil marks of a grid as a player (or the explainer) has it.

use super::tables::{bit, dbit, Cells, Digits, PEERS};
use crate::Grid;

/// A grid in the making: the digit of every solved cell and, for every empty cell, the digits
/// still possible there (its pencil marks) as a nine-bit mask, bit `d - 1` for digit `d`.
///
/// [`Candidates::new`] gives each empty cell the digits its row, column and box allow; steps
/// and players then remove candidates ([`Candidates::remove`]) and place digits
/// ([`Candidates::place`], which also removes the digit from the cell's row, column and box).
/// Cells are numbered `0..81` row by row.
///
/// ```
/// use sudoku_core::{explain::Candidates, Grid};
///
/// let grid: Grid =
///     "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
///         .parse()?;
/// let marks = Candidates::new(&grid);
/// assert_eq!(marks.value(0), 3);
/// assert_eq!(marks.mask(1), 0b1_0000_0001); // r1c2 can be 1 or 9
/// # Ok::<(), sudoku_core::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Candidates {
    values: [u8; 81],
    masks: [u16; 81],
    /// For each digit, the cells where it is still a candidate.
    boards: [u128; 9],
    /// The cells without a value.
    open: u128,
}

impl Candidates {
    /// The pencil marks of `grid`: every digit its row, column and box allow in each empty
    /// cell.
    pub fn new(grid: &Grid) -> Candidates {
        // A checked grid has no repeated digit, so every placement is legal.
        let mut out = Candidates::full();
        for (cell, &d) in grid.cells().iter().flatten().enumerate() {
            if d != 0 {
                out.place(cell, d);
            }
        }
        out
    }

    /// Every cell empty, every digit possible everywhere.
    pub(crate) const fn full() -> Candidates {
        Candidates {
            values: [0; 81],
            masks: [0x1ff; 81],
            boards: [super::tables::ALL; 9],
            open: super::tables::ALL,
        }
    }

    /// The digit of `cell` (0 when it is empty or `cell` is out of range).
    pub fn value(&self, cell: usize) -> u8 {
        self.values.get(cell).copied().unwrap_or(0)
    }

    /// The candidates of `cell`, bit `d - 1` for digit `d` (0 for a solved cell or a cell out
    /// of range).
    pub fn mask(&self, cell: usize) -> u16 {
        self.masks.get(cell).copied().unwrap_or(0)
    }

    /// True when `digit` is a candidate of `cell`.
    pub fn contains(&self, cell: usize, digit: u8) -> bool {
        self.mask(cell) & dbit(digit) != 0 && (1..=9).contains(&digit)
    }

    /// The digits of all 81 cells, row by row (0 for empty).
    pub fn values(&self) -> [u8; 81] {
        self.values
    }

    /// The candidate masks of all 81 cells, row by row.
    pub fn masks(&self) -> [u16; 81] {
        self.masks
    }

    /// The cells where `digit` (1 to 9) is a candidate, bit `i` for cell `i`.
    pub fn cells_with(&self, digit: u8) -> u128 {
        match digit.checked_sub(1) {
            Some(i) => self.boards.get(usize::from(i)).copied().unwrap_or(0),
            None => 0,
        }
    }

    /// The empty cells, bit `i` for cell `i`.
    pub fn open(&self) -> u128 {
        self.open
    }

    /// How many cells are empty.
    pub fn open_count(&self) -> u32 {
        self.open.count_ones()
    }

    /// Removes `digit` from the candidates of `cell`; true when it was there.
    pub fn remove(&mut self, cell: usize, digit: u8) -> bool {
        if !self.contains(cell, digit) {
            return false;
        }
        if let Some(m) = self.masks.get_mut(cell) {
            *m &= !dbit(digit);
        }
        if let Some(b) = self.boards.get_mut(usize::from(digit) - 1) {
            *b &= !bit(cell);
        }
        true
    }

    /// Puts `digit` (1 to 9) into `cell` and removes it from the candidates of the cell's row,
    /// column and box. Does nothing for a digit or cell out of range.
    pub fn place(&mut self, cell: usize, digit: u8) {
        if cell >= 81 || !(1..=9).contains(&digit) {
            return;
        }
        if let Some(v) = self.values.get_mut(cell) {
            *v = digit;
        }
        if let Some(m) = self.masks.get_mut(cell) {
            *m = 0;
        }
        let keep = !bit(cell);
        for b in self.boards.iter_mut() {
            *b &= keep;
        }
        self.open &= keep;
        let peers = PEERS.get(cell).copied().unwrap_or(0);
        if let Some(b) = self.boards.get_mut(usize::from(digit) - 1) {
            for p in Cells(*b & peers) {
                if let Some(m) = self.masks.get_mut(p) {
                    *m &= !dbit(digit);
                }
            }
            *b &= !peers;
        }
    }

    /// Puts `digit` into `cell` without touching any other cell (the caller removes it from the
    /// peers itself, one by one).
    #[cfg(test)]
    pub(crate) fn fill(&mut self, cell: usize, digit: u8) {
        if cell >= 81 {
            return;
        }
        if let Some(v) = self.values.get_mut(cell) {
            *v = digit;
        }
        if let Some(m) = self.masks.get_mut(cell) {
            *m = 0;
        }
        let keep = !bit(cell);
        for b in self.boards.iter_mut() {
            *b &= keep;
        }
        self.open &= keep;
    }

    /// A grid state as given: the digit of each cell (0 for empty) and the candidates of each
    /// empty cell, kept as they are (the tests' states of another solver's path).
    #[cfg(test)]
    pub(crate) fn from_parts(values: &[u8; 81], masks: &[u16; 81]) -> Candidates {
        let mut out = Candidates::full();
        for cell in 0..81 {
            if values[cell] != 0 {
                out.fill(cell, values[cell]);
            } else {
                for d in Digits(0x1ff & !masks[cell]) {
                    out.remove(cell, d);
                }
            }
        }
        out
    }

    /// Removes every candidate of `crossed_out` (masks as [`Candidates::masks`]): the
    /// candidates a player has crossed out stay crossed out.
    pub fn cross_out(&mut self, crossed_out: &[u16; 81]) {
        for (cell, &m) in crossed_out.iter().enumerate() {
            for d in Digits(m & self.mask(cell)) {
                self.remove(cell, d);
            }
        }
    }

    /// The board of digit index `i` (digit `i + 1`), without bounds trouble.
    #[inline]
    pub(crate) fn board(&self, i: usize) -> u128 {
        self.boards.get(i).copied().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_gives_the_digits_the_houses_allow() {
        let grid: Grid =
            "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
                .parse()
                .unwrap();
        let c = Candidates::new(&grid);
        assert_eq!(c.value(0), 3);
        assert_eq!(c.mask(0), 0);
        // r1c2: row 1 has 3,6,5,8,4; column 2 has 2,8,5,3; box 1 has 3,6,5,2,8,7: 1 or 9.
        assert_eq!(c.mask(1), 0b1_0000_0001);
        assert_eq!(c.open_count(), 81 - grid.givens() as u32);
        let mut d = c;
        assert!(d.remove(1, 1));
        assert!(!d.remove(1, 1));
        assert!(!d.remove(1, 0));
        assert!(!d.remove(99, 1));
    }
}
