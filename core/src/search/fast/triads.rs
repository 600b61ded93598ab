//! The triad rules, tdoku's insight: a triad (the three cells where a row of a band meets a box)
//! holds exactly three digits, and so does a minicolumn (where a column of a band meets a box).
//! Naked and hidden triples at the triads and the minicolumns, applied in the strong mode.

use super::bits::threes;
use super::board::Board;
use super::layout::{minicolumns, occupancy, triad_cells, Boards, NINE, ROW0};
use super::tables::{alone, alone_in_box, around};

impl Board {
    /// The triad rule in band `b`. A triad (where a row of the band meets a box) is three
    /// cells, so it holds exactly three digits: a triad where only three digits are possible
    /// holds all three, which leave the rest of its row and of its box (a naked triple); and a
    /// triad that three digits must hold (each has no other triad left in that box; on a
    /// locked board, the same as none left in that row) holds no other digit (a hidden
    /// triple). Sound on any band, and strongest on a fixpoint of [`Board::update`] (boards
    /// locked). None on a contradiction (a triad with fewer than three digits possible, or
    /// more than three that must be there), else the boards it changed.
    pub(super) fn triad_rule(&mut self, b: usize) -> Option<Boards> {
        self.triad_rule_inlined(b)
    }

    /// [`Self::triad_rule`]'s body, inlined into its callers: the AVX2 engine's are compiled for
    /// AVX2, the portable wrapper keeps this engine's code as it was.
    #[inline(always)]
    pub(super) fn triad_rule_inlined(&mut self, b: usize) -> Option<Boards> {
        let mut on = [0u32; 9];
        for (t, &cells) in on.iter_mut().zip(self.cand.get(b)?) {
            *t = occupancy(cells);
        }
        let (possible, must) = threes(&on, NINE, alone)?;
        // A triad whose three cells are placed is both: nothing to do.
        if possible == must {
            return Some(0);
        }
        let band = self.cand.get_mut(b)?;
        let mut changed = 0;
        for (d, (cells, &t)) in band.iter_mut().zip(&on).enumerate() {
            let (held, shut) = (t & possible & !alone(t), t & must & !alone(t));
            if held | shut != 0 {
                let kept = *cells & !(around(held) | triad_cells(shut));
                changed |= u64::from(kept != *cells) << ((16 * b + d) & 63);
                *cells = kept;
            }
        }
        Some(changed)
    }

    /// The triad rule for the minicolumns of band `b` (where a column of the band meets a box):
    /// three digits alone possible in a minicolumn leave the rest of its column (the other
    /// bands) and of its box, and three that must be there (each has no other column left in
    /// the box) shut the others out. None on a contradiction, else the boards it changed.
    pub(super) fn minicolumn_rule(&mut self, b: usize) -> Option<Boards> {
        self.minicolumn_rule_inlined(b)
    }

    /// [`Self::minicolumn_rule`]'s body, inlined into its callers: the AVX2 engine's are compiled for
    /// AVX2, the portable wrapper keeps this engine's code as it was.
    #[inline(always)]
    pub(super) fn minicolumn_rule_inlined(&mut self, b: usize) -> Option<Boards> {
        let mut on = [0u32; 9];
        for (c, &cells) in on.iter_mut().zip(self.cand.get(b)?) {
            *c = minicolumns(cells);
        }
        let (possible, must) = threes(&on, ROW0, alone_in_box)?;
        if possible == must {
            return Some(0);
        }
        let mut changed = 0;
        for (d, &c) in on.iter().enumerate() {
            let lone = alone_in_box(c);
            let (held, shut) = (c & possible & !lone, c & must & !lone);
            if held | shut == 0 {
                continue;
            }
            // The other columns of the boxes of the minicolumns the digit now holds.
            let beside = (held << 9 | held >> 18 | held << 18 | held >> 9) & ROW0 & !held;
            for (b2, band) in self.cand.iter_mut().enumerate() {
                if let Some(cells) = band.get_mut(d) {
                    let clear = 7 * if b2 == b { beside | shut } else { held };
                    let kept = *cells & !clear;
                    changed |= u64::from(kept != *cells) << ((16 * b2 + d) & 63);
                    *cells = kept;
                }
            }
        }
        Some(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::open_board;
    use super::super::layout::{columns, row_major, ALL_BOARDS};
    use super::super::rules::Rules;
    use super::*;

    /// `board` propagated without the triad rules, which leaves its triads current.
    fn settled(mut board: Board) -> Board {
        assert!(board.propagate(ALL_BOARDS, Rules::Columns).is_some());
        board
    }

    /// The triad rule's naked triple: three digits alone possible in a triad leave the rest
    /// of its row and box, and nothing else changes.
    #[test]
    fn triad_rule_naked() {
        let mut board = open_board();
        for d in 3..9 {
            board.cand[0][d] &= !row_major(0b111); // cells 0, 1, 2: row 0 meets box 0
        }
        let mut board = settled(board);
        let before = board.cand;
        let changed = board.triad_rule(0);
        let row_and_box = row_major((0x1ff | 0o7_007_007) & !0b111);
        for (now, was) in board.cand[0].iter().zip(&before[0]).take(3) {
            assert_eq!(*now, was & !row_and_box);
        }
        assert_eq!(board.cand[0][3..], before[0][3..]);
        assert_eq!(board.cand[1..], before[1..]);
        assert_eq!(changed, Some(0b111));
    }

    /// The triad rule's hidden triple: three digits with no other triad in a row hold that
    /// triad, which the other digits leave.
    #[test]
    fn triad_rule_hidden() {
        let mut board = open_board();
        for d in 0..3 {
            board.cand[0][d] &= !row_major(0x1ff & !0b111);
        }
        let mut board = settled(board);
        let before = board.cand;
        let changed = board.triad_rule(0);
        assert_eq!(board.cand[0][..3], before[0][..3]);
        for (now, was) in board.cand[0].iter().zip(&before[0]).skip(3) {
            assert_eq!(*now, was & !row_major(0b111));
        }
        assert_eq!(board.cand[1..], before[1..]);
        assert_eq!(changed, Some(0b1_1111_1000));
    }

    /// The triad rule finds a triad with only two digits possible, or four that must be there.
    #[test]
    fn triad_rule_contradictions() {
        let mut board = open_board();
        for d in 2..9 {
            board.cand[1][d] &= !row_major(0b111 << 12); // row 1 meets box 1 in band 1
        }
        assert_eq!(settled(board).triad_rule(1), None);
        let mut board = open_board();
        for d in 0..4 {
            board.cand[2][d] &= !row_major(0x1ff << 18 & !(0b111 << 24)); // row 2 only in box 2
        }
        assert_eq!(settled(board).triad_rule(2), None);
    }

    /// The minicolumns' naked triple: three digits alone possible where column 0 meets box 0
    /// leave the rest of column 0 and of box 0.
    #[test]
    fn minicolumn_rule_naked() {
        let mut board = open_board();
        for d in 3..9 {
            board.cand[0][d] &= !columns(1);
        }
        let mut board = settled(board);
        let before = board.cand;
        let changed = board.minicolumn_rule(0);
        for (b, (now, was)) in board.cand.iter().zip(&before).enumerate() {
            let cleared = if b == 0 { columns(0b110) } else { columns(1) };
            for (now, was) in now.iter().zip(was).take(3) {
                assert_eq!(*now, was & !cleared);
            }
            assert_eq!(now[3..], was[3..]);
        }
        assert_eq!(changed, Some(0b111 * (1 | 1 << 16 | 1 << 32)));
    }

    /// The minicolumns' hidden triple: three digits with no other column in box 0 hold
    /// column 0 there, which the other digits leave.
    #[test]
    fn minicolumn_rule_hidden() {
        let mut board = open_board();
        for d in 0..3 {
            board.cand[0][d] &= !columns(0b110);
        }
        let mut board = settled(board);
        let before = board.cand;
        let changed = board.minicolumn_rule(0);
        assert_eq!(board.cand[0][..3], before[0][..3]);
        for (now, was) in board.cand[0].iter().zip(&before[0]).skip(3) {
            assert_eq!(*now, was & !columns(1));
        }
        assert_eq!(board.cand[1..], before[1..]);
        assert_eq!(changed, Some(0b1_1111_1000));
    }
}
