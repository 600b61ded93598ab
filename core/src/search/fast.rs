//! The fast engine: per-digit candidate boards in bands, locked candidates and singles to a
//! fixpoint with whole-band bit operations, driven by the set of boards that changed, and a
//! state copied per guess (no undo log).
//!
//! Layout:
//! ```text
//!  the grid in three bands of three rows     one band of one digit: a 27-bit mask
//!   band 0: rows 0-2                           bit = 9 * (row in band) + column
//!   band 1: rows 3-5                            0  1  2 |  3  4  5 |  6  7  8    row 0
//!   band 2: rows 6-8                            9 10 11 | 12 13 14 | 15 16 17    row 1
//!                                              18 19 20 | 21 22 23 | 24 25 26    row 2
//!  cand[b][d]: the cells of band b where digit d+1 may still go; a placed cell keeps its
//!  digit's bit and loses every other digit's. Band-major: the nine boards of a band are side
//!  by side, so clearing a cell from all of them is a few vector operations.
//!  unsolved[b]: the cells of band b not placed. A triad is the three cells where a row of a
//!  band meets a box. A set of boards (what changed, what to look at) is a u64, bit
//!  16 * band + digit.
//! ```
//!
//! Propagation, to a fixpoint, only removes candidates that no solution of the current state
//! has (each is a plain logical deduction):
//! - per board (digit and band), whenever it changed ([`Board::update`]): locked candidates
//!   at the triads (each row of the band holds the digit in exactly one box and each box in
//!   exactly one row, so only triads on a permutation survive), then a row left with one cell
//!   is placed (hidden single in the row; a hidden single in a box becomes one): its cell
//!   leaves the other digits' boards, its column the digit's other bands. Every clearing
//!   reports the boards it changed, and only those are looked at again;
//! - per cell, when no board is left to look at: one candidate left (naked single);
//! - per digit whose boards changed, when no naked single is left: locked candidates at the
//!   columns (in each stack, the same permutation argument, bands against columns), which
//!   also finds the hidden singles in columns through the band's next update.
//!
//! Guessing: for [`Goal::Count`], on a cell with two candidates when there is one (the one
//! that sees the most other such cells, in the band with the most of them; else the cell with
//! fewest), which keeps the tree small. For [`Goal::First`], on the first unsolved cell in
//! row-major order, digits ascending, so that the depth-first search meets the row-major-first
//! solution first; when that takes more than a few guesses, a count to two settles the puzzles
//! with one solution or none, and the others are searched cell by cell below a known solution
//! with the pair branching (see [`first_solution`]). Each guess copies the 120-byte state onto
//! the stack.

use super::{Goal, Run};

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// The nine cells of a row.
const ROW: u32 = 0x1ff;

/// Bit k (0..3) set when the 9-bit row `x` has a cell in box k.
const BOXES_OF_ROW: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if (x >> (3 * k)) & 7 != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
};

/// For a 3×3 occupancy (bit 3i+j: line i meets box j), the pairs that lie on some
/// permutation of lines onto boxes, in the same bits (0 when there is none). Each line holds a
/// digit in exactly one box and each box in exactly one line: only these pairs can.
const ON_PERMUTATION: [u16; 512] = {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u16; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut i = 0;
        while i < 6 {
            let p = PERMS[i];
            let pairs = 1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2]);
            if occ & pairs == pairs {
                t[occ] |= pairs as u16;
            }
            i += 1;
        }
        occ += 1;
    }
    t
};

/// For the triad occupancy of a band (bit 3r+k: row r has a cell in box k), the cells of the
/// triads on some permutation of rows onto boxes: locked candidates, rows against boxes.
const LOCKED: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut i = 0;
        while i < 9 {
            if ON_PERMUTATION[occ] >> i & 1 != 0 {
                t[occ] |= 7 << (9 * (i / 3) + 3 * (i % 3));
            }
            i += 1;
        }
        occ += 1;
    }
    t
};

/// For each set of three units of a band (3 bits), their cells: unit k is `first << (step * k)`.
const fn units_of_band(first: u32, step: u32) -> [u32; 8] {
    let mut t = [0u32; 8];
    let mut x = 0;
    while x < 8 {
        let mut k = 0;
        while k < 3 {
            if x >> k & 1 != 0 {
                t[x] |= first << (step * k as u32);
            }
            k += 1;
        }
        x += 1;
    }
    t
}

/// For a set of a band's rows (3 bits), their cells.
const ROWS_OF_BAND: [u32; 8] = units_of_band(ROW, 9);

/// For a set of a band's boxes (3 bits), their cells.
const BOXES_OF_BAND: [u32; 8] = units_of_band(0o7_007_007, 3);

/// For each cell of a band (indices 27..32 unused), its row, column and box in the band,
/// itself excluded.
const PEERS: [u32; 32] = {
    let mut t = [0u32; 32];
    let mut p = 0;
    while p < 27 {
        let (r, c) = (p / 9, p % 9);
        let mut q = 0;
        while q < 27 {
            let (r2, c2) = (q / 9, q % 9);
            if q != p && (r2 == r || c2 == c || c2 / 3 == c / 3) {
                t[p] |= 1 << q;
            }
            q += 1;
        }
        p += 1;
    }
    t
};

/// For each cell of a band (indices 27..32 unused), the three cells of its column.
const COLUMN_OF: [u32; 32] = {
    let mut t = [0u32; 32];
    let mut p = 0;
    while p < 27 {
        t[p] = columns(1 << (p % 9));
        p += 1;
    }
    t
};

/// The three cells of a column in a band, for each 9-bit set of columns.
const fn columns(s: u32) -> u32 {
    s | s << 9 | s << 18
}

/// A set of boards (digit d of band b is bit `16 * b + d`): what propagation has to look at.
type Boards = u64;

/// Every digit of every band.
const ALL_BOARDS: Boards = 0x1ff | 0x1ff << 16 | 0x1ff << 32;

/// The board of digit `d` in band `b`.
#[inline(always)]
const fn board(b: usize, d: usize) -> Boards {
    1 << ((16 * b + d) & 63)
}

/// All of a 9-bit row when it has exactly one cell (it is never empty where this is used).
#[inline(always)]
fn one_cell(x: u32) -> u32 {
    if x & x.wrapping_sub(1) == 0 {
        ROW
    } else {
        0
    }
}

/// The columns (9 bits) where a 27-bit band has any cell.
#[inline(always)]
fn present(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & ROW
}

/// The candidate boards of one search state: what a guess copies.
#[derive(Clone, Copy)]
struct Board {
    /// `cand[b][d]`: the cells of band b where digit d+1 may still go (a placed cell keeps its
    /// own digit's bit). Band-major, so that the nine digits of a band are side by side.
    cand: [[u32; 9]; 3],
    /// The cells of each band not placed yet.
    unsolved: [u32; 3],
}

impl Board {
    /// The boards with `givens` placed (values 0..=9, no conflicts), before any propagation:
    /// what placing them one by one gives, computed unit by unit.
    fn from_givens(givens: &[u8; 81]) -> Board {
        // Per digit, bit k: row k, column k, box k holds it.
        let (mut rows, mut cols, mut boxes) = ([0u32; 9], [0u32; 9], [0u32; 9]);
        let mut cand = [[0u32; 9]; 3];
        let mut unsolved = [BAND; 3];
        for (r, row) in givens.chunks_exact(9).enumerate() {
            let (b, y) = (r / 3, r % 3);
            for (c, &v) in row.iter().enumerate() {
                let d = usize::from(v).wrapping_sub(1);
                if let (Some(rd), Some(cd), Some(bd)) =
                    (rows.get_mut(d), cols.get_mut(d), boxes.get_mut(d))
                {
                    *rd |= 1 << r;
                    *cd |= 1 << c;
                    *bd |= 1 << (3 * b + c / 3);
                    let bit = 1 << (9 * y + c);
                    if let (Some(own), Some(u)) = (
                        cand.get_mut(b).and_then(|band| band.get_mut(d)),
                        unsolved.get_mut(b),
                    ) {
                        *own |= bit;
                        *u &= !bit;
                    }
                }
            }
        }
        for (b, (band, &unsolved)) in cand.iter_mut().zip(&unsolved).enumerate() {
            for (d, own) in band.iter_mut().enumerate() {
                let seen = ROWS_OF_BAND[((rows[d] >> (3 * b)) & 7) as usize]
                    | columns(cols[d])
                    | BOXES_OF_BAND[((boxes[d] >> (3 * b)) & 7) as usize];
                *own |= unsolved & !seen;
            }
        }
        Board { cand, unsolved }
    }

    /// Clears `mask` from the boards of every digit in band `b`; returns the boards it
    /// changed.
    #[inline(always)]
    fn clear_band(&mut self, b: usize, mask: u32) -> Boards {
        let Some(band) = self.cand.get_mut(b) else {
            return 0;
        };
        let mut changed = 0;
        for (d, cells) in band.iter_mut().enumerate() {
            let kept = *cells & !mask;
            changed |= u64::from(kept != *cells) << d;
            *cells = kept;
        }
        changed << ((16 * b) & 63)
    }

    /// Clears `mask` from the boards of digit `d` in every band; returns the boards it
    /// changed.
    #[inline(always)]
    fn clear_digit(&mut self, d: usize, mask: u32) -> Boards {
        let mut changed = 0;
        for (b, band) in self.cand.iter_mut().enumerate() {
            if let Some(cells) = band.get_mut(d) {
                let kept = *cells & !mask;
                changed |= u64::from(kept != *cells) << ((16 * b + d) & 63);
                *cells = kept;
            }
        }
        changed
    }

    /// Places digit `d` (0..9) at cell `p` (0..27) of band `b` (0..3), whose digits are
    /// `digits` (bit d for digit d+1, `d` among them): the cell leaves the boards of its other
    /// digits, one by one, and the digit its row, column and box. Returns the boards it
    /// changed. (One by one, not with a vector operation over the band: for a guessed cell's
    /// later digits the state was just copied back from the guess stack, and a vector load
    /// of a band right after the copy's stores would wait for them.)
    #[inline(always)]
    fn place(&mut self, d: usize, b: usize, p: u32, digits: u16) -> Boards {
        let bit = 1u32 << (p & 31);
        let mut changed = 0;
        let mut others = digits & !(1 << (d & 15));
        while others != 0 {
            let e = others.trailing_zeros() as usize;
            others &= others - 1;
            if let Some(cells) = self.cand.get_mut(b).and_then(|band| band.get_mut(e)) {
                *cells &= !bit;
                changed |= board(b, e);
            }
        }
        changed | self.place_own(d, b, p)
    }

    /// Places digit `d` at cell `p` of band `b` where it is the only candidate left: only the
    /// digit's own boards change. Returns the boards it changed.
    #[inline(always)]
    fn place_own(&mut self, d: usize, b: usize, p: u32) -> Boards {
        let p = (p & 31) as usize;
        let bit = 1u32 << p;
        let changed = self.clear_digit(d, COLUMN_OF[p]);
        if let Some(cells) = self.cand.get_mut(b).and_then(|band| band.get_mut(d)) {
            *cells = (*cells & !PEERS[p]) | bit;
        }
        if let Some(unsolved) = self.unsolved.get_mut(b) {
            *unsolved &= !bit;
        }
        changed | board(b, d)
    }

    /// Locked candidates and hidden singles of board `i` (bit `16 * band + digit`). None on a
    /// contradiction, else the other boards it changed. The board itself is left at a
    /// fixpoint: the kept triads lie on permutations of rows onto boxes (each row keeps a
    /// cell, so a board that is not empty has all three), and a row with one cell left is the
    /// digit's place in that row, whose box and column in this band the locking already
    /// cleared.
    #[inline(always)]
    fn update(&mut self, i: usize) -> Option<Boards> {
        let (b, d) = (i >> 4, i & 15);
        let a = *self.cand.get(b)?.get(d)?;
        let boxes = |x: u32| u32::from(BOXES_OF_ROW[(x & ROW) as usize]);
        let occ = boxes(a) | boxes(a >> 9) << 3 | boxes(a >> 18) << 6;
        let a = a & LOCKED[(occ & 511) as usize];
        if a == 0 {
            return None;
        }
        let single = one_cell(a & ROW) | one_cell((a >> 9) & ROW) << 9 | one_cell(a >> 18) << 18;
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
        let changed = self.clear_band(b, new) | self.clear_digit(d, columns(present(new)));
        if let Some(cells) = self.cand.get_mut(b).and_then(|band| band.get_mut(d)) {
            *cells = a;
        }
        Some(changed & !(1 << (i & 63)))
    }

    /// Naked singles of every band. None on a cell with no candidate, else the boards changed
    /// and the cells with exactly two candidates (as they were before any single placed here).
    fn naked_singles(&mut self) -> Option<(Boards, [u32; 3])> {
        let mut changed = 0;
        let mut pairs = [0u32; 3];
        for (b, pairs) in pairs.iter_mut().enumerate() {
            let band = self.cand.get(b).copied().unwrap_or_default();
            let (mut once, mut twice, mut thrice) = (0u32, 0u32, 0u32);
            // The digit of a cell with one candidate, bit by bit.
            let mut index = [0u32; 4];
            for (d, &c) in band.iter().enumerate() {
                thrice |= twice & c;
                twice |= once & c;
                once |= c;
                for (k, x) in index.iter_mut().enumerate() {
                    if d >> k & 1 != 0 {
                        *x |= c;
                    }
                }
            }
            let unsolved = self.unsolved.get(b).copied().unwrap_or_default();
            if unsolved & !once != 0 {
                return None;
            }
            *pairs = unsolved & twice & !thrice;
            let mut singles = unsolved & !twice;
            while singles != 0 {
                let p = singles.trailing_zeros() & 31;
                singles &= singles - 1;
                let mut d = 0;
                for (k, x) in index.iter().enumerate() {
                    d |= ((x >> p) as usize & 1) << k;
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
    fn column_locking(&mut self, d: usize) -> Boards {
        let mut c = [0u32; 3];
        for (c, band) in c.iter_mut().zip(&self.cand) {
            *c = band.get(d).copied().unwrap_or(0);
        }
        // The columns of each band that still have a cell, one 9-bit row per band.
        let t = present(c[0]) | present(c[1]) << 9 | present(c[2]) << 18;
        let mut keep = 0u32;
        for st in 0..3 {
            let x = (t >> (3 * st)) & 0o7_007_007;
            let occ = (x & 7) | (x >> 6 & 0o70) | (x >> 12 & 0o700);
            let ok = u32::from(ON_PERMUTATION[(occ & 511) as usize]);
            keep |= ((ok & 7) | (ok & 0o70) << 6 | (ok & 0o700) << 12) << (3 * st);
        }
        if keep == t {
            return 0;
        }
        let mut changed = 0;
        for (b, (band, c)) in self.cand.iter_mut().zip(c).enumerate() {
            if let Some(cells) = band.get_mut(d) {
                let a = c & columns((keep >> (9 * b)) & ROW);
                changed |= u64::from(a != c) << ((16 * b + d) & 63);
                *cells = a;
            }
        }
        changed
    }

    /// Propagates the changes in the boards `dirty` (bits `16 * band + digit`) to a fixpoint.
    /// None on a contradiction, else the cells with exactly two candidates, band by band.
    fn propagate(&mut self, mut dirty: Boards) -> Option<[u32; 3]> {
        // Boards updated since the column checks last ran.
        let mut touched: Boards = 0;
        loop {
            while dirty != 0 {
                let mut batch = dirty;
                touched |= batch;
                dirty = 0;
                while batch != 0 {
                    let i = batch.trailing_zeros() as usize;
                    batch &= batch - 1;
                    dirty |= self.update(i)?;
                }
            }
            let (more, pairs) = self.naked_singles()?;
            if more != 0 {
                dirty = more;
                continue;
            }
            let mut digits = (touched | touched >> 16 | touched >> 32) as u32 & ROW;
            touched = 0;
            while digits != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                dirty |= self.column_locking(d);
            }
            if dirty == 0 {
                // Nothing changed since the naked singles pass: its pairs are current.
                return Some(pairs);
            }
        }
    }

    /// The digits (bit d for digit d+1) still possible at cell `p` of band `b`.
    fn digits_at(&self, b: usize, p: u32) -> u16 {
        let mut m = 0u16;
        if let Some(band) = self.cand.get(b) {
            for (d, &cells) in band.iter().enumerate() {
                m |= (((cells >> (p & 31)) & 1) as u16) << d;
            }
        }
        m
    }

    /// The cell to guess on, as (band, cell in band), with its digits; `pairs` are the cells
    /// with two candidates, as [`Board::propagate`] returned them. None when solved.
    fn choose(&self, goal: Goal, pairs: &[u32; 3]) -> Option<(usize, u32, u16)> {
        if let Goal::First = goal {
            // The first unsolved cell in row-major order.
            for (b, &u) in self.unsolved.iter().enumerate() {
                if u != 0 {
                    let p = u.trailing_zeros();
                    return Some((b, p, self.digits_at(b, p)));
                }
            }
            return None;
        }
        // A cell with exactly two candidates: in the band with the most of them, the one
        // that sees the most others.
        let mut pick: Option<(usize, u32)> = None;
        let mut most = 0;
        for (b, &pairs) in pairs.iter().enumerate() {
            let n = pairs.count_ones();
            if n > most {
                most = n;
                let (mut rest, mut best_seen, mut cell) = (pairs, 0, pairs.trailing_zeros());
                while rest != 0 {
                    let p = rest.trailing_zeros();
                    rest &= rest - 1;
                    let seen = (pairs & PEERS[(p & 31) as usize]).count_ones();
                    if seen >= best_seen {
                        best_seen = seen;
                        cell = p;
                    }
                }
                pick = Some((b, cell));
            }
        }
        if let Some((b, p)) = pick {
            return Some((b, p, self.digits_at(b, p)));
        }
        // Else the unsolved cell with the fewest.
        let mut best: Option<(usize, u32, u16)> = None;
        for (b, &u) in self.unsolved.iter().enumerate() {
            let mut rest = u;
            while rest != 0 {
                let p = rest.trailing_zeros();
                rest &= rest - 1;
                let m = self.digits_at(b, p);
                if best.map_or(true, |(_, _, bm)| m.count_ones() < bm.count_ones()) {
                    best = Some((b, p, m));
                }
            }
        }
        best
    }

    fn write(&self, out: &mut [u8; 81]) {
        for ((band, &unsolved), cells) in self
            .cand
            .iter()
            .zip(&self.unsolved)
            .zip(out.chunks_exact_mut(27))
        {
            for (digit, &board) in (1u8..=9).zip(band) {
                let mut placed = board & !unsolved;
                while placed != 0 {
                    if let Some(cell) = cells.get_mut(placed.trailing_zeros() as usize) {
                        *cell = digit;
                    }
                    placed &= placed - 1;
                }
            }
        }
    }
}

/// One guess on the stack: the state before it, the cell, and the digits not yet tried.
#[derive(Clone, Copy)]
struct Frame {
    board: Board,
    band: u8,
    cell: u8,
    untried: u16,
    /// All the cell's digits in `board`.
    digits: u16,
}

/// Every frame on the stack guesses a different cell (each deeper state has the cells of the
/// frames above it placed), and a frame is dropped when its last digit is tried, so the stack
/// never holds more frames than there are cells.
const DEPTH: usize = 81;

/// The guesses a [`Goal::First`] search makes on the first unsolved cell before it asks, with
/// the better branching of [`Goal::Count`], whether the puzzle has one solution or none (both
/// settle the answer). Measured on the full sets, in guesses per puzzle: 17_clue 3.77 to 2.08,
/// hardest_1106 147 to 118, top1465 24.5 to 23.2, unbiased_1000 and serg_benchmark unchanged
/// (1.18, 6.23). In instructions, 12 costs hardest_1106 23% more and 32 costs 17_clue 2% more.
const FIRST_CELL_TRIAL: u64 = 20;

/// Searches `givens` (81 cells, already checked: values 0..=9, no conflicts). Writes the first
/// solution found into `first` (for [`Goal::First`], the row-major-first one); leaves `first`
/// alone if none is found.
pub(crate) fn run(givens: &[u8; 81], goal: Goal, max_guesses: u64, first: &mut [u8; 81]) -> Run {
    let mut run = Run::START;
    let mut board = Board::from_givens(givens);
    // Many puzzles need no guess: answer them before the stack is even set up.
    let Some(pairs) = board.propagate(ALL_BOARDS) else {
        return run;
    };
    if board.choose(goal, &pairs).is_none() {
        run.solutions = 1;
        board.write(first);
        return run;
    }
    guess(&board, &pairs, goal, max_guesses, first)
}

/// The stack of guesses: set up once per call of [`run`] that needs guessing, and shared by
/// every search it makes. Entries are `None` until used, so setting it up writes one tag per
/// entry instead of zeroing 10 KB (measured: 6% of the time on serg_benchmark's easy puzzles).
type Stack = [Option<Frame>; DEPTH];

/// Searches from `board` (a fixpoint, not solved) for `goal`. Not inlined, so that the stack
/// of guesses is only set up when a puzzle needs a guess.
#[inline(never)]
fn guess(
    board: &Board,
    pairs: &[u32; 3],
    goal: Goal,
    max_guesses: u64,
    first: &mut [u8; 81],
) -> Run {
    let mut stack: Stack = [None; DEPTH];
    match goal {
        Goal::Count(_) => search(board, pairs, goal, max_guesses, first, &mut stack),
        Goal::First => first_solution(board, pairs, max_guesses, first, &mut stack),
    }
}

/// The row-major-first solution of `board` (a fixpoint, not solved).
///
/// The first-cell search finds it directly, and quickly when its first branches succeed (most
/// easy puzzles), but in the branches with no solution before the answer it branches on the
/// first cell, which makes big trees (a legal grid with no solution can take hundreds of
/// thousands of guesses). So:
/// 1. the first-cell search, for [`FIRST_CELL_TRIAL`] guesses;
/// 2. if that is not enough, a count to two with the pair branching of [`Goal::Count`]: with
///    no solution, or only one, that is the answer;
/// 3. with two or more, the count's first solution becomes the witness, and cell by cell in
///    row-major order, each digit of the first undecided cell below the witness's, ascending,
///    is tried and asked for any solution, with the pair branching. A solution found becomes
///    the witness and the digit stays; when none has one, the cell takes the witness's digit
///    (the witness proves it has one). Each cell so takes the smallest digit that has a
///    solution given the cells before it: the row-major-first solution, found by exploring
///    only the part of the search space below it, with the better branching.
///
/// The guesses of every part add up, within `max_guesses`; placing the witness's digit is not
/// a guess.
fn first_solution(
    board: &Board,
    pairs: &[u32; 3],
    max_guesses: u64,
    first: &mut [u8; 81],
    stack: &mut Stack,
) -> Run {
    let trial = search(
        board,
        pairs,
        Goal::First,
        max_guesses.min(FIRST_CELL_TRIAL),
        first,
        stack,
    );
    if !trial.limit_reached || max_guesses <= FIRST_CELL_TRIAL {
        return trial;
    }
    let mut witness = [0u8; 81];
    let mut run = search(
        board,
        pairs,
        Goal::Count(2),
        max_guesses - trial.guesses,
        &mut witness,
        stack,
    );
    run.guesses += trial.guesses;
    if run.limit_reached {
        run.solutions = 0;
        return run;
    }
    if run.solutions < 2 {
        if run.solutions == 1 {
            *first = witness;
        }
        return run;
    }
    run.solutions = 0;
    let mut state = *board;
    loop {
        let Some((b, p, digits)) = state.choose(Goal::First, pairs) else {
            run.solutions = 1;
            state.write(first);
            return run;
        };
        let known = usize::from(witness.get(27 * b + p as usize).copied().unwrap_or(0));
        if known == 0 {
            return run; // unreachable: the witness is a whole solution
        }
        // The digits below the witness's (bit d for digit d+1), ascending.
        let mut below = digits & ((1u16 << known.saturating_sub(1)) - 1);
        let mut moved = false;
        while below != 0 {
            let d = below.trailing_zeros() as usize;
            below &= below - 1;
            if run.guesses >= max_guesses {
                run.limit_reached = true;
                return run;
            }
            run.guesses += 1;
            let mut next = state;
            let dirty = next.place(d, b, p, digits);
            let Some(next_pairs) = next.propagate(dirty) else {
                continue;
            };
            let mut found = [0u8; 81];
            let any = search(
                &next,
                &next_pairs,
                Goal::Count(1),
                max_guesses - run.guesses,
                &mut found,
                stack,
            );
            run.guesses += any.guesses;
            if any.limit_reached {
                run.limit_reached = true;
                return run;
            }
            if any.solutions > 0 {
                witness = found;
                state = next;
                moved = true;
                break;
            }
        }
        if !moved {
            // No smaller digit has a solution: the witness's, which does.
            let dirty = state.place(known.saturating_sub(1), b, p, digits);
            if state.propagate(dirty).is_none() {
                return run; // unreachable: the witness is a solution of `state`
            }
        }
    }
}

/// Searches from `board` (a fixpoint, not solved) for `goal`, making at most `max_guesses`
/// guesses, on `stack`. Writes the first solution found into `first`.
fn search(
    board: &Board,
    pairs: &[u32; 3],
    goal: Goal,
    max_guesses: u64,
    first: &mut [u8; 81],
    stack: &mut Stack,
) -> Run {
    let limit = goal.limit();
    let mut run = Run::START;
    let mut board = *board;
    // The pair cells of the current board when it is consistent.
    let mut consistent = Some(*pairs);
    let mut depth = 0usize;
    loop {
        if let Some(pairs) = consistent {
            match board.choose(goal, &pairs) {
                None => {
                    run.solutions += 1;
                    if run.solutions == 1 {
                        board.write(first);
                    }
                    if run.solutions >= limit {
                        return run;
                    }
                }
                Some((band, cell, digits)) => {
                    // The first digit is tried at once on the current board; the state is
                    // saved for the others (read back only when the search returns here).
                    if run.guesses >= max_guesses {
                        run.limit_reached = true;
                        return run;
                    }
                    run.guesses += 1;
                    let d = digits.trailing_zeros() as usize;
                    let untried = digits & digits.wrapping_sub(1);
                    if untried != 0 {
                        let Some(frame) = stack.get_mut(depth) else {
                            return run; // unreachable: see DEPTH
                        };
                        *frame = Some(Frame {
                            board,
                            band: band as u8,
                            cell: cell as u8,
                            untried,
                            digits,
                        });
                        depth += 1;
                    }
                    let dirty = board.place(d, band, cell, digits);
                    consistent = board.propagate(dirty);
                    continue;
                }
            }
        }
        // Take the next untried digit of the deepest guess, dropping it when it is the last.
        let Some(frame) = depth
            .checked_sub(1)
            .and_then(|top| stack.get_mut(top))
            .and_then(Option::as_mut)
        else {
            return run;
        };
        if run.guesses >= max_guesses {
            run.limit_reached = true;
            return run;
        }
        run.guesses += 1;
        let d = frame.untried.trailing_zeros() as usize;
        frame.untried &= frame.untried.wrapping_sub(1);
        if frame.untried == 0 {
            depth -= 1;
        }
        board = frame.board;
        // The saved state is a fixpoint: only what the guess changes needs another look.
        let dirty = board.place(
            d,
            usize::from(frame.band),
            u32::from(frame.cell),
            frame.digits,
        );
        consistent = board.propagate(dirty);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::mem::size_of;

    /// The figures the README gives for the state and the stack.
    #[test]
    fn state_and_stack_sizes() {
        assert_eq!(size_of::<Board>(), 120);
        assert_eq!(size_of::<Frame>(), 128);
        // The stack is set up by writing each entry's tag only (None), not 10 KB of zeros.
        assert_eq!(size_of::<Option<Frame>>(), 132);
        assert_eq!(size_of::<Stack>(), 10_692);
    }

    /// Locked candidates keep exactly the triads on a permutation of rows onto boxes.
    #[test]
    fn locked_triads() {
        // Row 0 only in box 0; rows 1 and 2 in boxes 0 and 1; box 2 only in row 2.
        let occ = 0b100_011_001;
        let kept = ON_PERMUTATION[occ];
        // Row 0 -> box 0 forces row 1 -> box 1 and row 2 -> box 2.
        assert_eq!(kept, 0b100_010_001);
        assert_eq!(LOCKED[occ], 7 | 7 << 12 | 7 << 24);
        // No permutation: rows 0 and 1 both only in box 0.
        assert_eq!(ON_PERMUTATION[0b111_001_001], 0);
    }
}
