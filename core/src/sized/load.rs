//! Loading givens onto a fresh board in one pass.

use super::board::{Board, HIDDEN};

impl<const N: usize> Board<'_, N> {
    /// Sets the fresh board to `givens` (legal, values 0 to N): the candidates of each empty
    /// cell from its units, the counts from them, and the singles they show queued (not yet
    /// placed: [`Board::propagate`] does). False when a cell or a unit's digit has no place
    /// left. Computed in one pass rather than by placing each given, which would record and
    /// count every removal (the trail starts empty: nothing below is ever undone).
    pub(crate) fn load(&mut self, givens: &[[u8; N]; N]) -> bool {
        for (cell, &d) in givens.as_flattened().iter().enumerate() {
            if d == 0 {
                continue;
            }
            let bit = (1 << d) >> 1;
            for (k, u) in self.units(cell).into_iter().enumerate() {
                if let Some(p) = self.placed.get_mut(k).and_then(|x| x.get_mut(u)) {
                    *p |= bit;
                }
            }
            if let Some(v) = self.value.as_flattened_mut().get_mut(cell) {
                *v = d;
                self.open -= 1;
            }
        }
        self.count = [[[0; N]; N]; 3];
        for cell in 0..N * N {
            let units = self.units(cell);
            let m = match self.value(cell) {
                0 => {
                    !units
                        .iter()
                        .enumerate()
                        .fold(0, |a, (k, &u)| a | self.placed(k, u))
                        & Self::ALL
                }
                d => (1 << d) >> 1,
            };
            if let Some(c) = self.cand.as_flattened_mut().get_mut(cell) {
                *c = m;
            }
            if let Some(n) = self.size.as_flattened_mut().get_mut(cell) {
                *n = m.count_ones() as u8;
            }
            if m == 0 {
                self.dead = true;
            } else if m & (m - 1) == 0 && self.value(cell) == 0 {
                self.enqueue(cell as u16);
            }
            for (k, u) in units.into_iter().enumerate() {
                let Some(counts) = self.count.get_mut(k).and_then(|x| x.get_mut(u)) else {
                    continue;
                };
                let mut rest = m;
                while rest != 0 {
                    if let Some(n) = counts.get_mut(rest.trailing_zeros() as usize) {
                        *n += 1;
                    }
                    rest &= rest - 1;
                }
            }
        }
        for k in 0..3 {
            for u in 0..N {
                let mut free = !self.placed(k, u) & Self::ALL;
                while free != 0 {
                    let d = free.trailing_zeros() as usize;
                    free &= free - 1;
                    match self.places(k, u, d) {
                        0 => self.dead = true,
                        1 => self.enqueue(HIDDEN | ((k * N + u) * 32 + d) as u16),
                        _ => {}
                    }
                }
            }
        }
        !self.dead
    }
}
