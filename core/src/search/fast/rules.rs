//! Propagation: the rules that remove candidates no solution of the current state has, run to a
//! fixpoint, driven by the set of boards that changed ([`Board::propagate`]), and how much of it
//! each kind of search applies ([`Rules`]).

use super::bits::count_nine;
use super::board::Board;
use super::first::Bound;
use super::layout::{column_cells, minicolumns, occupancy, single_row, Boards, BOX0, NINE, ROW0};
use super::tables::{LOCKED, ON_PERMUTATION};

/// What [`Board::propagate`] applies, each level adding to the one before.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Rules {
    /// Per board, locked candidates at the triads and hidden singles; per cell, naked
    /// singles: after a guess on a cell (short searches, where more rules cost more time
    /// than the guesses they save).
    Singles,
    /// And locked candidates at the columns: the root's, before any guess, where they save
    /// the sparse puzzles many guesses.
    Columns,
    /// And the triad rule of the rows' triads, not the minicolumns': the strong mode's in a
    /// count past its first [`MINICOLUMNS_FOR`](super::tuning::MINICOLUMNS_FOR) guesses.
    RowTriads,
    /// And the triad rules, the rows' and the minicolumns': the strong mode's.
    Triads,
}

impl Board {
    /// Propagates the changes in the boards `dirty` (bits `16 * band + digit`) to a fixpoint
    /// of `rules` (the triad rules run last, on the bands changed since they last ran). None
    /// on a contradiction, else the cells with exactly two candidates, band by band.
    pub(super) fn propagate(&mut self, mut dirty: Boards, rules: Rules) -> Option<[u32; 3]> {
        // Boards updated since the column checks last ran, and since the triad rule did.
        let mut touched: Boards = 0;
        let mut pending: Boards = 0;
        loop {
            while dirty != 0 {
                let mut batch = dirty;
                touched |= batch;
                dirty = 0;
                while batch != 0 {
                    let i = batch.trailing_zeros() as usize;
                    batch &= batch - 1;
                    // This update sees every change so far: the next batch need not.
                    dirty = (dirty & !(1 << i)) | self.update(i)?;
                }
            }
            // Every cell placed and every board updated: a solution (a placement takes a digit
            // its cell still has and clears it from the cell's peers), where the rules below find
            // nothing.
            if self.solved() {
                return Some([0; 3]);
            }
            let (more, pairs) = self.naked_singles()?;
            if more != 0 {
                dirty = more;
                continue;
            }
            let mut digits = if rules >= Rules::Columns {
                (touched | touched >> 16 | touched >> 32) as u32 & NINE
            } else {
                0
            };
            pending |= touched;
            touched = 0;
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                dirty |= self.column_locking(d);
            }
            if dirty == 0 && rules >= Rules::RowTriads {
                for b in 0..3 {
                    // A band with every cell placed has nothing left for them.
                    if pending >> (16 * b) & 0x1ff != 0 && self.unsolved.get(b) != Some(&0) {
                        dirty |= self.triad_rule(b)?;
                        if rules == Rules::Triads {
                            dirty |= self.minicolumn_rule(b)?;
                        }
                    }
                }
                pending = 0;
            }
            if dirty == 0 {
                // Nothing changed since the naked singles pass: its pairs are current.
                return Some(pairs);
            }
        }
    }

    /// [`Board::propagate`], then for an [`Aim::Least`](super::search::Aim::Least) search that has found a solution, the
    /// board restricted to what may still hold a less one ([`Bound::restrict`]) and propagated
    /// again, until the restriction changes nothing; None when nothing is left.
    #[inline(always)]
    pub(super) fn settle(
        &mut self,
        mut dirty: Boards,
        rules: Rules,
        bound: Option<&Bound>,
    ) -> Option<[u32; 3]> {
        loop {
            let pairs = self.propagate(dirty, rules)?;
            let Some(bound) = bound else {
                return Some(pairs);
            };
            dirty = bound.restrict(self)?;
            if dirty == 0 {
                return Some(pairs);
            }
        }
    }

    /// Locked candidates and hidden singles of board `i` (bit `16 * band + digit`). None on a
    /// contradiction, else the other boards it changed. The board itself is left at a
    /// fixpoint: the kept triads lie on permutations of rows onto boxes (each row keeps a
    /// cell, so a board that is not empty has all three), and a row with one cell left is the
    /// digit's place in that row, whose box and column in this band the locking already
    /// cleared.
    #[inline(always)]
    pub(super) fn update(&mut self, i: usize) -> Option<Boards> {
        let (b, d) = (i >> 4, i & 15);
        let a = *self.cand.get(b)?.get(d)?;
        let occ = occupancy(a) as usize;
        let locked = LOCKED[occ];
        let a = a & locked;
        if a == 0 {
            return None;
        }
        if let Some(t) = self.triads.get_mut(b).and_then(|band| band.get_mut(d)) {
            *t = (locked >> 27) as u8;
        }
        let single = single_row(a, 0) | single_row(a, 1) | single_row(a, 2);
        let unsolved = self.unsolved.get_mut(b)?;
        let new = a & single & *unsolved;
        if new == 0 {
            if let Some(cells) = self.cand.get_mut(b).and_then(|band| band.get_mut(d)) {
                *cells = a;
            }
            return Some(0);
        }
        // New hidden singles: their cells lose every other digit, their columns the other
        // bands of this digit.
        *unsolved &= !new;
        let changed = self.clear_band(b, new) | self.clear_digit(d, column_cells(new));
        if let Some(cells) = self.cand.get_mut(b).and_then(|band| band.get_mut(d)) {
            *cells = a;
        }
        Some(changed & !(1 << (i & 63)))
    }

    /// Naked singles of every band. None on a cell with no candidate, else the boards changed
    /// and the cells with exactly two candidates (as they were before any single placed here).
    pub(super) fn naked_singles(&mut self) -> Option<(Boards, [u32; 3])> {
        self.naked_singles_inlined()
    }

    /// [`Self::naked_singles`]'s body, inlined into its callers: the AVX2 engine's are compiled for
    /// AVX2, the portable wrapper keeps this engine's code as it was.
    #[inline(always)]
    pub(super) fn naked_singles_inlined(&mut self) -> Option<(Boards, [u32; 3])> {
        // The three bands side by side, each step done for all three at once, before any
        // single is placed: independent work that the processor overlaps (faster than band
        // after band, on x86-64 and on the Cortex-M3). A cell
        // that a placement here leaves with one digit is found by the next pass. The digits
        // per cell are summed by the adder tree of [`count_nine`].
        let (mut once, mut twice, mut thrice) = ([0u32; 3], [0u32; 3], [0u32; 3]);
        // The digit of a cell with one candidate, bit by bit.
        let mut index = [[0u32; 3]; 4];
        let mut c = [[0u32; 3]; 9];
        for (d, c) in c.iter_mut().enumerate() {
            for (c, band) in c.iter_mut().zip(&self.cand) {
                *c = band.get(d).copied().unwrap_or_default();
            }
            for (k, x) in index.iter_mut().enumerate() {
                if d >> k & 1 != 0 {
                    for l in 0..3 {
                        x[l] |= c[l];
                    }
                }
            }
        }
        for l in 0..3 {
            let (ones, twos, fours) = count_nine(core::array::from_fn(|d| c[d][l]));
            once[l] = ones | twos | fours;
            twice[l] = twos | fours;
            thrice[l] = (ones & twos) | fours;
        }
        let mut pairs = [0u32; 3];
        let mut lost = 0;
        for (b, (p, &u)) in pairs.iter_mut().zip(&self.unsolved).enumerate() {
            lost |= u & !once[b];
            *p = u & twice[b] & !thrice[b];
        }
        if lost != 0 {
            return None;
        }
        let mut changed = 0;
        for b in 0..3 {
            let mut singles = self.unsolved.get(b).copied().unwrap_or_default() & !twice[b];
            while singles != 0 {
                let p = singles.trailing_zeros() & 31;
                singles &= singles - 1;
                let mut d = 0;
                for (k, x) in index.iter().enumerate() {
                    d |= ((x[b] >> p) as usize & 1) << k;
                }
                // An earlier single of this pass may have taken this cell's only digit.
                if self.cand.get(b)?.get(d)? >> p & 1 == 0 {
                    return None;
                }
                changed |= self.place_own(d, b, p);
            }
        }
        Some((changed, pairs))
    }

    /// Locked candidates of digit `d` in the columns: in each stack, each band holds the
    /// digit in one of the stack's three columns and each of those columns in one band, so
    /// only (band, column) pairs on a permutation of bands onto columns can hold it. Returns
    /// the boards changed. (A column with one cell left, a hidden single, follows: its band
    /// keeps only that column in the stack, and the band's update then finds the cell as the
    /// only one of its box. A column with no cell empties its whole stack, a contradiction
    /// that the band's update finds.)
    pub(super) fn column_locking(&mut self, d: usize) -> Boards {
        self.column_locking_inlined(d)
    }

    /// [`Self::column_locking`]'s body, inlined into its callers: the AVX2 engine's are compiled for
    /// AVX2, the portable wrapper keeps this engine's code as it was.
    #[inline(always)]
    pub(super) fn column_locking_inlined(&mut self, d: usize) -> Boards {
        // The columns where the digit has a cell, the three bands interleaved: bit
        // 9j + 3k + b for band b and column 3k + j (a board's columns are at bits 9j + 3k).
        let mut have = 0u32;
        for (b, band) in self.cand.iter().enumerate() {
            let x = band.get(d).copied().unwrap_or(0);
            have |= minicolumns(x) << b;
        }
        // Stack k, as a 3×3 set (bit 3j + b: its column j meets band b), keeps its pairs on
        // a permutation (ON_PERMUTATION is the same transposed).
        let mut kept = [0u32; 3];
        let mut lost = 0;
        for (k, kept) in kept.iter_mut().enumerate() {
            let x = have >> (3 * k) & BOX0;
            let x = (x | x >> 6 | x >> 12) & NINE;
            *kept = u32::from(ON_PERMUTATION[x as usize]);
            lost |= x ^ *kept;
        }
        // Nine times in ten every pair is on a permutation already: nothing to spread back.
        if lost == 0 {
            return 0;
        }
        let mut keep = 0u32;
        for (k, &ok) in kept.iter().enumerate() {
            keep |= ((ok & 7) | (ok & 0o70) << 6 | (ok & 0o700) << 12) << (3 * k);
        }
        let mut changed = 0;
        for (b, band) in self.cand.iter_mut().enumerate() {
            if let Some(cells) = band.get_mut(d) {
                let a = *cells & (((keep >> b) & ROW0) * 7);
                changed |= u64::from(a != *cells) << ((16 * b + d) & 63);
                *cells = a;
            }
        }
        changed
    }
}
