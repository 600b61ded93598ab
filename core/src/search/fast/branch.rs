//! What a guess branches on: a cell's digits, or the permutation of a digit in a band or a stack
//! ([`Branch`]), how the count's search chooses it, and taking one option.

use super::bits::full_add;
use super::board::Board;
use super::layout::{
    board, columns, occupancy, row_major, stack_occupancy, swap_index, transpose, Boards, NINE,
};
use super::tables::{LIVE, PERMS, ROWS_ON};

/// What a guess branches on.
#[derive(Clone, Copy)]
pub(super) enum Branch {
    /// The digit of a cell (cell `cell` of band `band`), whose digits are `digits` (bit d for
    /// digit d+1).
    Cell { band: u8, cell: u8, digits: u16 },
    /// The triads of band `band` that hold digit `digit`: one per row and per box, a
    /// permutation of the rows onto the boxes.
    Rows { band: u8, digit: u8 },
    /// The columns of stack `stack` that hold digit `digit`: one per band and per column, a
    /// permutation of the bands onto the columns.
    Columns { stack: u8, digit: u8 },
}

/// A guess: what it branches on, and the options not tried yet (a cell's digits, bit d for
/// digit d+1; else permutations, bit i for `PERMS[i]`).
#[derive(Clone, Copy)]
pub(super) struct Guess {
    pub(super) branch: Branch,
    pub(super) options: u16,
}

/// The pair cell (of a band's nonempty `pairs`) that sees the most others, the last in
/// row-major order on a tie. A cell sees the pairs of its row and of its box, so the pairs of
/// its own triad (row and box) twice: the count is the same for every cell of a triad, and
/// is the pairs of the triad's row (its own triad and the row's two others) plus those of the
/// box's two other triads. Counted for the nine triads at once in bit planes, without a
/// bit count per cell (none in hardware on the baseline x86-64).
#[inline(always)]
pub(super) fn best_pair(pairs: u32) -> u32 {
    let (c0, c1, c2) = (pairs & NINE, pairs >> 9 & NINE, pairs >> 18 & NINE);
    // Pairs per triad (bit 3k + r), in two planes.
    let own = [c0 ^ c1 ^ c2, (c0 & c1) | (c2 & (c0 ^ c1))];
    let moved = |f: fn(u32) -> u32| [f(own[0]), f(own[1])];
    // The row's other triads (boxes k+1 and k+2), the box's other triads (rows r+1, r+2).
    let row1 = moved(|x| (x << 3 | x >> 6) & NINE);
    let row2 = moved(|x| (x << 6 | x >> 3) & NINE);
    let box1 = moved(|x| (x << 1 & 0o666) | (x >> 2 & 0o111));
    let box2 = moved(|x| (x << 2 & 0o444) | (x >> 1 & 0o333));
    // Their sum (at most 15) in four planes, by a tree of full adders.
    let (bit0, w2a) = full_add(own[0], row1[0], row2[0]);
    let (bit0, w2b) = full_add(bit0, box1[0], box2[0]);
    let (x, w4a) = full_add(own[1], row1[1], row2[1]);
    let (y, w4b) = full_add(box1[1], box2[1], w2a);
    let (bit1, w4c) = full_add(x, y, w2b);
    let (bit2, bit3) = full_add(w4a, w4b, w4c);
    let seen = [bit0, bit1, bit2, bit3];
    // The triads with pairs that see the most, highest plane first.
    let mut best = c0 | c1 | c2;
    for &plane in seen.iter().rev() {
        let x = best & plane;
        if x != 0 {
            best = x;
        }
    }
    // The last of them in row-major order (row r, then box k): in the last row that has
    // any, the last box; and its last pair cell.
    let rows = if best & 0o444 != 0 {
        best & 0o444
    } else if best & 0o222 != 0 {
        best & 0o222
    } else {
        best
    };
    let q = 31 - rows.leading_zeros();
    let j = if c2 >> q & 1 != 0 {
        2
    } else {
        u32::from(c1 >> q & 1 != 0)
    };
    q + 9 * j
}

impl Guess {
    /// A guess on a cell, (band, cell in band, digits).
    pub(super) fn cell((band, cell, digits): (usize, u32, u16)) -> Guess {
        Guess {
            branch: Branch::Cell {
                band: band as u8,
                cell: cell as u8,
                digits,
            },
            options: digits,
        }
    }

    /// Takes the lowest option not tried yet (there is one) off the untried ones.
    #[inline(always)]
    pub(super) fn next_option(&mut self) -> usize {
        let o = self.options.trailing_zeros() as usize;
        self.options &= self.options.wrapping_sub(1);
        o
    }
}

impl Branch {
    /// Whether it is a permutation: the search's strong mode, which also applies the triad
    /// rules (see [`Rules`](super::rules::Rules)).
    pub(super) fn strong(&self) -> bool {
        !matches!(self, Branch::Cell { .. })
    }
}

impl Board {
    /// Takes option `o` of `branch` (a digit for a cell, else a permutation); returns the
    /// boards changed.
    #[inline(always)]
    pub(super) fn take(&mut self, branch: &Branch, o: usize) -> Boards {
        match *branch {
            Branch::Cell { band, cell, digits } => {
                self.place(o, usize::from(band), u32::from(cell), digits)
            }
            Branch::Rows { band, digit } => {
                let (b, d) = (usize::from(band), usize::from(digit));
                if let Some(cells) = self.cand.get_mut(b).and_then(|band| band.get_mut(d)) {
                    *cells &= ROWS_ON[o & 7];
                }
                board(b, d)
            }
            Branch::Columns { stack, digit } => {
                let (st, d) = (u32::from(stack), usize::from(digit));
                let p = PERMS.get(o).copied().unwrap_or_default();
                let mut changed = 0;
                for ((b, band), &k) in self.cand.iter_mut().enumerate().zip(&p) {
                    if let Some(cells) = band.get_mut(d) {
                        let keep = !columns(7 << (3 * st)) | columns(1 << (3 * st + k as u32));
                        let kept = *cells & keep;
                        changed |= u64::from(kept != *cells) << ((16 * b + d) & 63);
                        *cells = kept;
                    }
                }
                changed
            }
        }
    }

    /// What to branch on for a count (`Goal::Count`) (None when solved); `pairs` are the cells with
    /// two candidates, as [`Board::propagate`] returned them. `strong`: on the permutation of
    /// a digit in a band (the digit with the fewest triads left, in the band with the fewest
    /// over its nine digits, as tdoku chooses); else on a cell with two candidates, which
    /// costs less to choose and is as good when the search is short.
    pub(super) fn choose(&self, pairs: &[u32; 3], strong: bool) -> Option<Guess> {
        self.choose_inlined(pairs, strong)
    }

    /// [`Self::choose`]'s body, inlined into its callers: the AVX2 engine's are compiled for
    /// AVX2, the portable wrapper keeps this engine's code as it was.
    #[inline(always)]
    pub(super) fn choose_inlined(&self, pairs: &[u32; 3], strong: bool) -> Option<Guess> {
        if !strong {
            return self.choose_cell(pairs).map(Guess::cell);
        }
        // The band first, then its digit: picking a digit in every band that improves on
        // the ones before would be compiled into picking one in every band.
        let mut best = (u32::MAX, 0usize);
        for (b, band) in self.triads.iter().enumerate() {
            let total: u32 = band.iter().map(|&n| u32::from(n)).sum();
            // A digit with three triads left is fixed in the band.
            if total > 27 && total < best.0 {
                best = (total, b);
            }
        }
        if best.0 != u32::MAX {
            let b = best.1;
            let mut pick = (u32::MAX, 0usize);
            for (d, &n) in self.triads.get(b)?.iter().enumerate() {
                let n = u32::from(n);
                if n > 3 && n < pick.0 {
                    pick = (n, d);
                }
            }
            let d = pick.1;
            let a = self.cand.get(b)?.get(d).copied()?;
            return Some(Guess {
                branch: Branch::Rows {
                    band: b as u8,
                    digit: d as u8,
                },
                options: u16::from(LIVE[transpose(occupancy(a)) as usize]),
            });
        }
        // Every digit is fixed in every band: the columns of a stack. (With those fixed too,
        // every cell is placed at a fixpoint, so the cell below is only a safeguard.)
        for d in 0..9 {
            let t = self.columns_present(d);
            for st in 0..3 {
                let live = LIVE[stack_occupancy(t, st) as usize];
                if live & live.wrapping_sub(1) != 0 {
                    return Some(Guess {
                        branch: Branch::Columns {
                            stack: st as u8,
                            digit: d as u8,
                        },
                        options: u16::from(live),
                    });
                }
            }
        }
        self.choose_cell(pairs).map(Guess::cell)
    }

    /// The cell to branch on for a count without permutations, as (band, cell in
    /// band), with its digits; `pairs` are the cells with two candidates. None when solved.
    pub(super) fn choose_cell(&self, pairs: &[u32; 3]) -> Option<(usize, u32, u16)> {
        self.choose_cell_inlined(pairs)
    }

    /// [`Self::choose_cell`]'s body, inlined into its callers: the AVX2 engine's are compiled for
    /// AVX2, the portable wrapper keeps this engine's code as it was.
    #[inline(always)]
    pub(super) fn choose_cell_inlined(&self, pairs: &[u32; 3]) -> Option<(usize, u32, u16)> {
        // Every solution a count finds comes here: answered before the pairs are counted.
        if self.solved() {
            return None;
        }
        // A cell with exactly two candidates: in the band with the most of them, the one
        // that sees the most others (the last in row-major order on a tie).
        // The band first, then its cell: a pick inside the loop would be compiled into one in
        // every band (as in the strong mode of [`Board::choose`]).
        let (mut band, mut most) = (0, 0);
        for (b, &pairs) in pairs.iter().enumerate() {
            let n = pairs.count_ones();
            if n > most {
                (band, most) = (b, n);
            }
        }
        if most != 0 {
            let p = best_pair(pairs.get(band).copied().unwrap_or_default());
            return Some((band, p, self.digits_at(band, p)));
        }
        // Else the unsolved cell with the fewest (the first in row-major order on a tie).
        let mut best: Option<(usize, u32, u16)> = None;
        for (b, &u) in self.unsolved.iter().enumerate() {
            let mut rest = row_major(u);
            while rest != 0 {
                let p = swap_index(rest.trailing_zeros() as usize) as u32;
                rest &= rest - 1;
                let m = self.digits_at(b, p);
                if best.is_none_or(|(_, _, bm)| m.count_ones() < bm.count_ones()) {
                    best = Some((b, p, m));
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::open_board;
    use super::super::layout::BAND;
    use super::super::tables::PEERS;
    use super::*;

    /// `best_pair` picks what counting each cell's pair peers one by one picks: the most
    /// seen, the last in row-major order on a tie.
    #[test]
    #[cfg_attr(miri, ignore = "20,000 masks: minutes under Miri, 0.01 s natively")]
    fn best_pair_counts_the_peers() {
        let reference = |pairs: u32| {
            let (mut rest, mut best_seen, mut cell) = (row_major(pairs), 0, 0);
            while rest != 0 {
                let p = swap_index(rest.trailing_zeros() as usize) as u32;
                rest &= rest - 1;
                let seen = (pairs & PEERS[p as usize]).count_ones();
                if seen >= best_seen {
                    best_seen = seen;
                    cell = p;
                }
            }
            cell
        };
        let mut x = 0x2545_f491_u32;
        let mut checked = 0;
        for i in 0..20_000u32 {
            // xorshift; sparse and dense masks (1 to 4 random words AND'ed together).
            let mut pairs = BAND;
            for _ in 0..1 + i % 4 {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                pairs &= x;
            }
            if pairs == 0 {
                continue;
            }
            assert_eq!(best_pair(pairs), reference(pairs), "pairs {pairs:#o}");
            checked += 1;
        }
        assert!(checked > 19_000);
        for p in 0..27 {
            assert_eq!(best_pair(1 << p), p);
        }
    }

    /// A permutation taken in a band keeps its triads; one taken in a stack keeps one
    /// column of the stack per band.
    #[test]
    fn permutations_taken() {
        let mut b = open_board();
        let changed = b.take(&Branch::Rows { band: 1, digit: 4 }, 3);
        // PERMS[3] = [1, 2, 0]: row 0 in box 1, row 1 in box 2, row 2 in box 0.
        assert_eq!(b.cand[1][4], row_major(0o7 << 3 | 0o7 << 15 | 0o7 << 18));
        assert_eq!(changed, board(1, 4));
        let mut b = open_board();
        let changed = b.take(&Branch::Columns { stack: 2, digit: 0 }, 1);
        // PERMS[1] = [0, 2, 1]: band 0 in column 6, band 1 in column 8, band 2 in column 7.
        let others = columns(0o77);
        assert_eq!(b.cand[0][0], others | columns(1 << 6));
        assert_eq!(b.cand[1][0], others | columns(1 << 8));
        assert_eq!(b.cand[2][0], others | columns(1 << 7));
        assert_eq!(changed, board(0, 0) | board(1, 0) | board(2, 0));
    }
}
