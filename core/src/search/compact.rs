//! The compact engine: candidates as bitmasks, singles propagated to a fixpoint, and depth-first
//! guessing on an explicit, fixed-size stack (no recursion).
//!
//! Layout:
//! ```text
//!  cells, row by row        units (27 masks of the digits already placed)
//!   0  1  2 |  3  4  5 | ..    0..9   rows
//!   9 10 11 | 12 13 14 | ..    9..18  columns
//!  ..                          18..27 boxes, row by row
//!  digit d (1..=9) is bit d-1 of a 9-bit mask; the candidates of a cell are the digits
//!  absent from its row, its column and its box.
//! ```
//!
//! Guessing always branches on the first empty cell in row-major order and tries its
//! candidates in ascending order. Propagation only places digits every solution of the
//! current branch shares, so the first solution found is the row-major-first one.

use super::{Goal, Run};
use crate::grid::CELL_UNITS;

const ALL: u16 = 0x1ff;

/// The nine cells of each unit.
const UNIT_CELLS: [[u8; 9]; 27] = {
    let mut t = [[0u8; 9]; 27];
    let mut k = 0;
    while k < 9 {
        let mut j = 0;
        while j < 9 {
            t[k][j] = (k * 9 + j) as u8; // row k
            t[9 + k][j] = (j * 9 + k) as u8; // column k
            t[18 + k][j] = ((k / 3 * 3 + j / 3) * 9 + k % 3 * 3 + j % 3) as u8; // box k
            j += 1;
        }
        k += 1;
    }
    t
};

/// One guess on the stack: the cell, the candidates not yet tried, the trail length before it.
#[derive(Clone, Copy, Default)]
struct Frame {
    cell: u8,
    untried: u16,
    trail: u8,
}

struct Board {
    value: [u8; 81],
    used: [u16; 27],
    /// Cells filled since the start, in order, so that a guess can be undone.
    trail: [u8; 81],
    trail_len: u8,
}

// Every index below comes from the tables or from the trail and the stack, which only ever
// hold cells (below 81) and units (below 27). The lookups use `get` with a fallback that
// cannot happen, so that the optimizer sees no panic path (the panic-proof build checks it).
impl Board {
    /// The digits unit `u` already holds.
    fn used(&self, u: u8) -> u16 {
        self.used.get(usize::from(u)).copied().unwrap_or(ALL)
    }

    fn candidates(&self, cell: usize) -> u16 {
        let Some(&[r, c, b]) = CELL_UNITS.get(cell) else {
            return 0;
        };
        !(self.used(r) | self.used(c) | self.used(b)) & ALL
    }

    /// True when `cell` holds no digit yet.
    fn is_empty(&self, cell: usize) -> bool {
        self.value.get(cell) == Some(&0)
    }

    fn place(&mut self, cell: usize, bit: u16) {
        let (Some(value), Some(units), Some(slot)) = (
            self.value.get_mut(cell),
            CELL_UNITS.get(cell),
            self.trail.get_mut(usize::from(self.trail_len)),
        ) else {
            return;
        };
        *value = bit.trailing_zeros() as u8 + 1;
        for &u in units {
            if let Some(used) = self.used.get_mut(usize::from(u)) {
                *used |= bit;
            }
        }
        *slot = cell as u8;
        self.trail_len += 1;
    }

    fn undo(&mut self, len: u8) {
        while self.trail_len > len {
            self.trail_len -= 1;
            let cell = usize::from(
                self.trail
                    .get(usize::from(self.trail_len))
                    .copied()
                    .unwrap_or(0),
            );
            let (Some(value), Some(units)) = (self.value.get_mut(cell), CELL_UNITS.get(cell))
            else {
                continue;
            };
            let bit = 1u16 << (*value - 1);
            *value = 0;
            for &u in units {
                if let Some(used) = self.used.get_mut(usize::from(u)) {
                    *used &= !bit;
                }
            }
        }
    }

    /// Places naked and hidden singles until none is left. False on a contradiction: a cell
    /// with no candidate, or a digit with no place in a unit.
    fn propagate(&mut self) -> bool {
        loop {
            let mut progress = false;
            for cell in 0..81 {
                if self.value[cell] == 0 {
                    let m = self.candidates(cell);
                    if m == 0 {
                        return false;
                    }
                    if m & (m - 1) == 0 {
                        self.place(cell, m);
                        progress = true;
                    }
                }
            }
            for (unit, cells) in UNIT_CELLS.iter().enumerate() {
                let (mut once, mut twice) = (0u16, 0u16);
                for &cell in cells {
                    if self.is_empty(usize::from(cell)) {
                        let m = self.candidates(usize::from(cell));
                        twice |= once & m;
                        once |= m;
                    }
                }
                if once | self.used[unit] != ALL {
                    return false;
                }
                let mut hidden = once & !twice;
                while hidden != 0 {
                    let bit = hidden & hidden.wrapping_neg();
                    hidden ^= bit;
                    if self.used[unit] & bit != 0 {
                        continue;
                    }
                    let home = cells
                        .iter()
                        .map(|&c| usize::from(c))
                        .find(|&c| self.is_empty(c) && self.candidates(c) & bit != 0);
                    match home {
                        Some(cell) => self.place(cell, bit),
                        None => return false,
                    }
                    progress = true;
                }
            }
            if !progress {
                return true;
            }
        }
    }
}

/// Searches `givens` (81 cells, already checked: values 0..=9, no conflicts). Writes the first
/// solution found into `first` (the row-major-first one); leaves `first` alone if none is found.
pub(crate) fn run(givens: &[u8; 81], goal: Goal, max_guesses: u64, first: &mut [u8; 81]) -> Run {
    let limit = goal.limit();
    let mut run = Run::START;
    let mut board = Board {
        value: [0; 81],
        used: [0; 27],
        trail: [0; 81],
        trail_len: 0,
    };
    for (cell, &d) in givens.iter().enumerate() {
        if d != 0 {
            board.place(cell, 1 << (d - 1));
        }
    }
    // Each frame's guess fills at least one more cell, so 81 frames always suffice.
    let mut stack = [Frame::default(); 81];
    let mut depth = 0usize;
    let mut consistent = board.propagate();
    loop {
        if consistent {
            match board.value.iter().position(|&d| d == 0) {
                None => {
                    run.solutions += 1;
                    if run.solutions == 1 {
                        *first = board.value;
                    }
                    if run.solutions >= limit {
                        return run;
                    }
                }
                Some(cell) => {
                    let Some(slot) = stack.get_mut(depth) else {
                        return run; // cannot happen: see the stack's length
                    };
                    *slot = Frame {
                        cell: cell as u8,
                        untried: board.candidates(cell),
                        trail: board.trail_len,
                    };
                    depth += 1;
                }
            }
        }
        // Take the next untried digit of the deepest guess, dropping exhausted guesses.
        loop {
            let Some(frame) = depth.checked_sub(1).and_then(|top| stack.get_mut(top)) else {
                return run; // no guess left to change: the search is over
            };
            board.undo(frame.trail);
            if frame.untried == 0 {
                depth -= 1;
                continue;
            }
            if run.guesses >= max_guesses {
                run.limit_reached = true;
                return run;
            }
            run.guesses += 1;
            let bit = frame.untried & frame.untried.wrapping_neg();
            frame.untried ^= bit;
            board.place(usize::from(frame.cell), bit);
            consistent = board.propagate();
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::mem::size_of;

    /// The RAM arithmetic of embedded/README.md ("The static RAM bound"): the whole search state
    /// is one board and 81 guess frames, whatever the puzzle. A change here must update it.
    #[test]
    fn search_state_is_one_board_and_81_frames() {
        assert_eq!(size_of::<Board>(), 218); // 81 values + 27 masks of 2 bytes + 81 trail + 1
        assert_eq!(size_of::<Frame>(), 4);
        assert_eq!(size_of::<Board>() + 81 * size_of::<Frame>(), 542);
    }
}
