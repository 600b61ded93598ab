//! The fast engine: per-digit candidate boards in bands, locked candidates and singles to a
//! fixpoint with whole-band bit operations, driven by the set of boards that changed, and a
//! state copied per guess (no undo log).
//!
//! Layout:
//! ```text
//!  the grid in three bands of three rows     one band of one digit: a 27-bit mask
//!   band 0: rows 0-2                           cell (row r, column c = 3k + j): bit 9j + 3k + r
//!   band 1: rows 3-5                            0  9 18 |  3 12 21 |  6 15 24    row 0
//!   band 2: rows 6-8                            1 10 19 |  4 13 22 |  7 16 25    row 1
//!                                               2 11 20 |  5 14 23 |  8 17 26    row 2
//!  A triad is the three cells where a row of a band meets a box: bits 3k + r + {0, 9, 18},
//!  so the board's three 9-bit fields OR'ed together are its triads (bit 3k + r), with no
//!  table. A column of a box is three adjacent bits. Row-major order (the answer's, the
//!  bound's) is the layout with r and j swapped, two delta swaps away ([`row_major`]).
//!  cand[b][d]: the cells of band b where digit d+1 may still go; a placed cell keeps its
//!  digit's bit and loses every other digit's. Band-major: the nine boards of a band are side
//!  by side, so clearing a cell from all of them is a few vector operations.
//!  unsolved[b]: the cells of band b not placed. A set of boards (what changed, what to look
//!  at) is a u64, bit 16 * band + digit.
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
//!   also finds the hidden singles in columns through the band's next update; at the root
//!   and in the strong mode, not after a guess on a cell (see [`Rules`]);
//! - in the strong mode (below), per band changed, when nothing else is left: the triad rule
//!   ([`Board::triad_rule`]: a triad holds exactly three digits, tdoku's insight), and the
//!   same for the minicolumns ([`Board::minicolumn_rule`]; in a count, for its first
//!   [`MINICOLUMNS_FOR`] guesses only).
//!
//! Guessing, for [`Goal::Count`]: in the strong mode, on the permutation of a digit in a band
//! (which triad of each row holds it: at most six options), the digit with the fewest triads
//! left in the band with the fewest over its digits, as tdoku branches; with the triad rules,
//! this cuts the guesses on hardest_1106 by 47% and on top1465 by 30%. A search starts in the
//! strong mode when the puzzle has many cells open, and enters it after a few guesses
//! otherwise; before, it guesses on a cell with two candidates (the one that sees the most
//! other such cells, in the band with the most of them; else the cell with fewest), which
//! costs less per guess. For [`Goal::First`], on the first unsolved cell in row-major order,
//! digits ascending, so that the depth-first search meets the row-major-first solution first;
//! when that takes more than a few guesses, a search with the branching of [`Goal::Count`]
//! in which each solution found bounds the rest (branch and bound, see [`Bound`]) settles the
//! puzzles with one solution or none, and the others are searched cell by cell below a known
//! solution (see [`Search::first_solution`]). Each guess copies the 148-byte state onto the
//! stack.

use super::{Goal, Run};

/// The 27 cells of a band.
const BAND: u32 = (1 << 27) - 1;
/// Nine bits: a set of digits, of a band's triads or of its columns.
const NINE: u32 = 0x1ff;
/// The nine cells of a band's row 0 (row r: shifted by r).
const ROW0: u32 = 0o111_111_111;
/// The nine cells of a band's box 0 (box k: shifted by 3k).
const BOX0: u32 = 0o007_007_007;

/// The bit of the cell in row `r` (0..3) and column `c` (0..9) of a band: for c = 3k + j
/// (column j of box k), bit 9j + 3k + r.
const fn cell_bit(r: usize, c: usize) -> usize {
    9 * (c % 3) + 3 * (c / 3) + r
}

/// The index in a band's row-major order (9r + c) of the cell at `bit`, and back: the layout
/// swaps r and j, so it is its own inverse.
const fn swap_index(bit: usize) -> usize {
    9 * (bit % 3) + 3 * (bit / 3 % 3) + bit / 9
}

/// [`swap_index`] for each bit of a band, as a table (entries 27..32 unused).
const ROW_MAJOR_INDEX: [u8; 32] = {
    let mut t = [0u8; 32];
    let mut bit = 0;
    while bit < 27 {
        t[bit] = swap_index(bit) as u8;
        bit += 1;
    }
    t
};

/// The bits `m` of `x` swapped with those `s` above them.
#[inline(always)]
const fn delta_swap(x: u32, m: u32, s: u32) -> u32 {
    let t = ((x >> s) ^ x) & m;
    x ^ t ^ (t << s)
}

/// A band's cells from the layout to row-major order (bit 9r + c), and back (see
/// [`swap_index`]).
#[inline(always)]
const fn row_major(x: u32) -> u32 {
    delta_swap(delta_swap(x, 0o444_222, 8), 0o444, 16)
}

/// A 3×3 set transposed: bit 3a + b to 3b + a (triads box-major to row-major, and back).
const fn transpose(x: u32) -> u32 {
    delta_swap(delta_swap(x, 0o42, 2), 0o4, 4)
}

/// The six permutations of three lines (the rows of a band, or the bands of a stack) onto
/// three boxes (or columns): permutation i sends line k to box `PERMS[i][k]`.
const PERMS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The pairs (bit 3k+j: line k meets box j) of permutation i.
const fn pairs_of(i: usize) -> u16 {
    let p = PERMS[i];
    1 << p[0] | 1 << (3 + p[1]) | 1 << (6 + p[2])
}

/// For a 3×3 occupancy (bit 3k+j: line k meets box j), the permutations (bit i: `PERMS[i]`)
/// whose three pairs it has. Each line holds a digit in exactly one box and each box in
/// exactly one line, so the digit lies on one of these.
const LIVE: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut i = 0;
        while i < 6 {
            if occ as u16 & pairs_of(i) == pairs_of(i) {
                t[occ] |= 1 << i;
            }
            i += 1;
        }
        occ += 1;
    }
    t
};

/// For a 3×3 occupancy, the pairs on its live permutations, in the same bits (0 when there is
/// none): only these pairs can hold the digit.
const ON_PERMUTATION: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut occ = 0;
    while occ < 512 {
        let mut i = 0;
        while i < 6 {
            if LIVE[occ] >> i & 1 != 0 {
                t[occ] |= pairs_of(i);
            }
            i += 1;
        }
        occ += 1;
    }
    t
};

/// The cells of a band's triads on permutation i of its rows onto its boxes (entries 6 and 7
/// are empty).
const ROWS_ON: [u32; 8] = {
    let mut t = [0u32; 8];
    let mut i = 0;
    while i < 6 {
        t[i] = triad_cells(transpose(pairs_of(i) as u32));
        i += 1;
    }
    t
};

/// For the triad occupancy of a band (bit 3k+r: box k has a cell in row r), the cells of the
/// triads on some permutation of rows onto boxes (locked candidates, rows against boxes), and
/// in bits 27 and up how many triads that is.
const LOCKED: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut occ = 0;
    while occ < 512 {
        let on = transpose(ON_PERMUTATION[transpose(occ as u32) as usize] as u32);
        t[occ] = triad_cells(on) | on.count_ones() << 27;
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
const ROWS_OF_BAND: [u32; 8] = units_of_band(ROW0, 1);

/// For a set of a band's boxes (3 bits), their cells.
const BOXES_OF_BAND: [u32; 8] = units_of_band(BOX0, 3);

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
                t[cell_bit(r, c)] |= 1 << cell_bit(r2, c2);
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
        t[p] = 7 << (p - p % 3);
        p += 1;
    }
    t
};

/// The cells of a set of a band's columns (bit c: column c).
#[inline(always)]
const fn columns(s: u32) -> u32 {
    ((s & 0o111) | (s >> 1 & 0o111) << 9 | (s >> 2 & 0o111) << 18) * 7
}

/// The minicolumns (a column of a box: three adjacent bits) where a band's `cells` has any,
/// each at its first cell (bit 9j + 3k for column j of box k).
#[inline(always)]
fn minicolumns(cells: u32) -> u32 {
    (cells | cells >> 1 | cells >> 2) & ROW0
}

/// The cells of the columns of a band where `cells` has any: `columns(present(cells))`.
#[inline(always)]
fn column_cells(cells: u32) -> u32 {
    minicolumns(cells) * 7
}

/// For 9 bits in three groups of three (a band's triads, bit 3k+r, grouped by box; a band's
/// columns, grouped by box), the bits alone in their group.
const ALONE: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut x = 0;
    while x < 512 {
        let mut g = 0;
        while g < 3 {
            let bits = (x >> (3 * g)) & 7;
            if bits != 0 && bits & (bits - 1) == 0 {
                t[x] |= (bits << (3 * g)) as u16;
            }
            g += 1;
        }
        x += 1;
    }
    t
};

/// The cells of a set of a band's triads (bit 3k+r: box k meets row r).
#[inline(always)]
const fn triad_cells(x: u32) -> u32 {
    x | x << 9 | x << 18
}

/// The cells of the rows and boxes of a set of a band's triads, outside those triads.
fn around(x: u32) -> u32 {
    let rows = (x | x >> 3 | x >> 6) & 7;
    let boxes =
        u32::from(x & 7 != 0) | u32::from(x & 0o70 != 0) << 1 | u32::from(x & 0o700 != 0) << 2;
    (ROWS_OF_BAND[rows as usize] | BOXES_OF_BAND[boxes as usize]) & !triad_cells(x)
}

/// The pair cell (of a band's nonempty `pairs`) that sees the most others, the last in
/// row-major order on a tie. A cell sees the pairs of its row and of its box, so the pairs of
/// its own triad (row and box) twice: the count is the same for every cell of a triad, and
/// is the pairs of the triad's row (its own triad and the row's two others) plus those of the
/// box's two other triads. Counted for the nine triads at once in bit planes, without a
/// bit count per cell (none in hardware on the baseline x86-64).
#[inline(always)]
fn best_pair(pairs: u32) -> u32 {
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

/// A set of boards (digit d of band b is bit `16 * band + digit`): what propagation has to look at.
type Boards = u64;

/// Every digit of every band.
const ALL_BOARDS: Boards = 0x1ff | 0x1ff << 16 | 0x1ff << 32;

/// The board of digit `d` in band `b`.
#[inline(always)]
const fn board(b: usize, d: usize) -> Boards {
    1 << ((16 * b + d) & 63)
}

/// Row `r` of a band when `cells` has exactly one cell in it (it is never empty where this is
/// used), else nothing.
#[inline(always)]
fn single_row(cells: u32, r: u32) -> u32 {
    let x = cells & ROW0 << r;
    if x & x.wrapping_sub(1) == 0 {
        ROW0 << r
    } else {
        0
    }
}

/// The columns (bit c: column c) where a band's `cells` has any.
#[inline(always)]
fn present(cells: u32) -> u32 {
    let y = minicolumns(cells);
    (y & 0o111) | (y >> 8 & 0o222) | (y >> 16 & 0o444)
}

/// The bits of a 9-bit set alone in their group of three (see [`ALONE`]).
#[inline(always)]
fn alone(x: u32) -> u32 {
    u32::from(ALONE[(x & 511) as usize])
}

/// The minicolumns of a band (bit 9j + 3k: column j of box k) alone in their box.
#[inline(always)]
fn alone_in_box(x: u32) -> u32 {
    let others = x << 9 | x >> 18 | x << 18 | x >> 9;
    x & !others
}

/// For nine digits' places among nine (`all`: a band's triads, bit 3k+r; or its minicolumns,
/// bit 9j+3k): the places where exactly three digits are possible, and where three must be
/// (the places `alone` in their group of three: the only triad of a box, the only column of a
/// box). None when a place has fewer than three possible or more than three that must be
/// there.
#[inline(always)]
fn threes(places: &[u32; 9], all: u32, alone: impl Fn(u32) -> u32) -> Option<(u32, u32)> {
    let (p3, p4) = at_least_three_four(*places);
    // Spelled out: `places.map(alone)` costs the Cortex-M3 2.3% more instructions.
    let [a0, a1, a2, a3, a4, a5, a6, a7, a8] = *places;
    let (m3, m4) = at_least_three_four([
        alone(a0),
        alone(a1),
        alone(a2),
        alone(a3),
        alone(a4),
        alone(a5),
        alone(a6),
        alone(a7),
        alone(a8),
    ]);
    if (!p3 | m4) & all != 0 {
        return None;
    }
    Some((p3 & !p4, m3))
}

/// `a + b + c` for three bits at each position, as (sum, carry): a full adder, bitwise.
#[inline(always)]
fn full_add(a: u32, b: u32, c: u32) -> (u32, u32) {
    let t = a ^ b;
    (t ^ c, (a & b) | (t & c))
}

/// Where at least three and where at least four of nine sets have a bit: the nine summed
/// into bit planes by a tree of full adders (about half the operations of counting one set
/// at a time).
#[inline(always)]
fn at_least_three_four(u: [u32; 9]) -> (u32, u32) {
    let (ones, twos, fours) = count_nine(u);
    ((ones & twos) | fours, fours)
}

/// How many of nine sets have each bit, as planes (ones, twos, at least four).
#[inline(always)]
fn count_nine(u: [u32; 9]) -> (u32, u32, u32) {
    let (s0, c0) = full_add(u[0], u[1], u[2]);
    let (s1, c1) = full_add(u[3], u[4], u[5]);
    let (s2, c2) = full_add(u[6], u[7], u[8]);
    let (ones, twos_a) = full_add(s0, s1, s2);
    let (twos_b, fours_a) = full_add(c0, c1, c2);
    (ones, twos_a ^ twos_b, fours_a | (twos_a & twos_b))
}

/// The triad occupancy of a band's board (bit 3k+r: box k has a cell in row r).
#[inline(always)]
fn occupancy(cells: u32) -> u32 {
    (cells | cells >> 9 | cells >> 18) & NINE
}

/// The occupancy of stack `st` (bit 3b+j: band b has a cell in the stack's column j) from
/// the columns each band has a cell in (`t`: band b's in bits 9b..9b+9).
#[inline(always)]
fn stack_occupancy(t: u32, st: usize) -> u32 {
    let x = (t >> (3 * st)) & 0o7_007_007;
    ((x & 7) | (x >> 6 & 0o70) | (x >> 12 & 0o700)) & 511
}

/// The candidate boards of one search state: what a guess copies.
#[derive(Clone, Copy)]
struct Board {
    /// `cand[b][d]`: the cells of band b where digit d+1 may still go (a placed cell keeps its
    /// own digit's bit). Band-major, so that the nine digits of a band are side by side.
    cand: [[u32; 9]; 3],
    /// The cells of each band not placed yet.
    unsolved: [u32; 3],
    /// `triads[b][d]`: how many triads board (b, d) kept at its last update, which at a
    /// fixpoint is how many it has (3: the digit is fixed in the band), for the strong mode's
    /// choice without counting bits (no `popcnt` on the baseline x86-64).
    triads: [[u8; 9]; 3],
}

/// Bit k: byte k of `w` (eight bytes, little-endian) is not 0.
#[inline(always)]
const fn nonzero_bytes(w: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // Bit 7 of each byte: set when the byte is not 0 (no carry crosses a byte).
    let high = (((w & LOW7) + LOW7) | w) & !LOW7;
    // Bit 8k + 7 moved to bit 56 + k, by partial products that never overlap.
    (high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// For each cell in row-major order, its units as [`Board::from_givens`] gathers them: bit k
/// for row k, 9 + k for column k, 18 + k for box k.
const GIVEN_UNITS: [u32; 81] = {
    let mut t = [0u32; 81];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        t[i] = 1 << r | 1 << (9 + c) | 1 << (18 + r / 3 * 3 + c / 3);
        i += 1;
    }
    t
};

/// For each cell of a band in row-major order (9r + c), its bit in the layout: the
/// permutation of [`ROW_MAJOR_INDEX`] (its own inverse), kept as masks. (`1 << ROW_MAJOR_INDEX[j]`
/// in the set-up instead measured 0.6% slower counts on unbiased_1000 and serg_benchmark.)
const GIVEN_BITS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        t[i] = 1 << cell_bit(i / 9, i % 9);
        i += 1;
    }
    t
};

impl Board {
    /// The boards with `givens` placed (values 0..=9), before any propagation: what placing
    /// them one by one gives, computed unit by unit. None when a digit is given twice in a
    /// row, column or box (found on the way, for callers that did not check the givens).
    fn from_givens(givens: &[u8; 81]) -> Option<Board> {
        // Per digit, the units that hold it (bit k: row k, 9 + k: column k, 18 + k: box k).
        // Only the givens are visited, found eight cells at a time with no branch per cell
        // (the mix of givens and blanks is unpredictable).
        let mut units = [0u32; 9];
        let mut cand = [[0u32; 9]; 3];
        let mut unsolved = [BAND; 3];
        let mut conflict = 0;
        // Bit i: cell i is given (cells 64 and up in the second word).
        let mut filled = [0u64; 2];
        let mut words = givens.chunks_exact(8);
        for (k, word) in words.by_ref().enumerate() {
            let w = u64::from_le_bytes(word.try_into().unwrap_or([0; 8]));
            if let Some(f) = filled.get_mut(k / 8) {
                *f |= nonzero_bytes(w) << (8 * (k % 8));
            }
        }
        for (k, &v) in words.remainder().iter().enumerate() {
            filled[1] |= u64::from(v != 0) << (16 + k);
        }
        for (base, mut f) in [(0, filled[0]), (64, filled[1])] {
            while f != 0 {
                let i = base + f.trailing_zeros() as usize;
                f &= f - 1;
                let d = usize::from(givens.get(i).copied().unwrap_or(0)).wrapping_sub(1);
                let (b, j) = (i / 27, i % 27);
                let mine = GIVEN_UNITS.get(i).copied().unwrap_or(0);
                let bit = GIVEN_BITS.get(j).copied().unwrap_or(0);
                if let (Some(seen), Some(own), Some(open)) = (
                    units.get_mut(d),
                    cand.get_mut(b).and_then(|band| band.get_mut(d)),
                    unsolved.get_mut(b),
                ) {
                    conflict |= *seen & mine;
                    *seen |= mine;
                    *own |= bit;
                    *open &= !bit;
                }
            }
        }
        if conflict != 0 {
            return None;
        }
        for (b, (band, &open)) in cand.iter_mut().zip(&unsolved).enumerate() {
            for (own, &u) in band.iter_mut().zip(&units) {
                let seen = ROWS_OF_BAND[((u >> (3 * b)) & 7) as usize]
                    | columns((u >> 9) & NINE)
                    | BOXES_OF_BAND[((u >> (18 + 3 * b)) & 7) as usize];
                *own |= open & !seen;
            }
        }
        Some(Board {
            cand,
            unsolved,
            triads: [[9; 9]; 3],
        })
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

    /// Takes option `o` of `branch` (a digit for a cell, else a permutation); returns the
    /// boards changed.
    #[inline(always)]
    fn take(&mut self, branch: &Branch, o: usize) -> Boards {
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

    /// Whether every cell is placed.
    fn solved(&self) -> bool {
        self.unsolved.iter().all(|&u| u == 0)
    }

    /// The first unsolved cell in row-major order, as (band, cell in band), with its digits.
    fn first_open(&self) -> Option<(usize, u32, u16)> {
        let (b, &u) = self.unsolved.iter().enumerate().find(|(_, &u)| u != 0)?;
        let p = swap_index(row_major(u).trailing_zeros() as usize) as u32;
        Some((b, p, self.digits_at(b, p)))
    }

    /// What to branch on for [`Goal::Count`] (None when solved); `pairs` are the cells with
    /// two candidates, as [`Board::propagate`] returned them. `strong`: on the permutation of
    /// a digit in a band (the digit with the fewest triads left, in the band with the fewest
    /// over its nine digits, as tdoku chooses); else on a cell with two candidates, which
    /// costs less to choose and is as good when the search is short.
    fn choose(&self, pairs: &[u32; 3], strong: bool) -> Option<Guess> {
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
    fn naked_singles(&mut self) -> Option<(Boards, [u32; 3])> {
        // The three bands side by side, each step done for all three at once, before any
        // single is placed: independent work that the processor overlaps (1.5% to 2% faster
        // counts than band after band, and 2% fewer instructions on the Cortex-M3). A cell
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
    fn column_locking(&mut self, d: usize) -> Boards {
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

    /// The columns where digit `d` still has a cell, band b's in bits 9b..9b+9.
    #[inline(always)]
    fn columns_present(&self, d: usize) -> u32 {
        let mut t = 0;
        for (b, band) in self.cand.iter().enumerate() {
            t |= present(band.get(d).copied().unwrap_or(0)) << (9 * b);
        }
        t
    }

    /// The triad rule in band `b`. A triad (where a row of the band meets a box) is three
    /// cells, so it holds exactly three digits: a triad where only three digits are possible
    /// holds all three, which leave the rest of its row and of its box (a naked triple); and a
    /// triad that three digits must hold (each has no other triad left in that box; on a
    /// locked board, the same as none left in that row) holds no other digit (a hidden
    /// triple). Sound on any band, and strongest on a fixpoint of [`Board::update`] (boards
    /// locked). None on a contradiction (a triad with fewer than three digits possible, or
    /// more than three that must be there), else the boards it changed.
    fn triad_rule(&mut self, b: usize) -> Option<Boards> {
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
    fn minicolumn_rule(&mut self, b: usize) -> Option<Boards> {
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

    /// Propagates the changes in the boards `dirty` (bits `16 * band + digit`) to a fixpoint
    /// of `rules` (the triad rules run last, on the bands changed since they last ran). None
    /// on a contradiction, else the cells with exactly two candidates, band by band.
    fn propagate(&mut self, mut dirty: Boards, rules: Rules) -> Option<[u32; 3]> {
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
            // nothing (measured: counts 0.8% to 3.4% faster; checked before every batch as
            // well, less so).
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

    /// [`Board::propagate`], then for an [`Aim::Least`] search that has found a solution, the
    /// board restricted to what may still hold a less one ([`Bound::restrict`]) and propagated
    /// again, until the restriction changes nothing; None when nothing is left.
    #[inline(always)]
    fn settle(
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

    /// The digits (bit d for digit d+1) still possible at cell `p` of band `b`.
    fn digits_at(&self, b: usize, p: u32) -> u16 {
        let mut m = 0u16;
        if let Some(band) = self.cand.get(b) {
            let up = 31 - (p & 31);
            for (d, &cells) in band.iter().enumerate() {
                m |= u16::from(((cells << up) as i32) < 0) << d;
            }
        }
        m
    }

    /// The cell to branch on for [`Goal::Count`] without permutations, as (band, cell in
    /// band), with its digits; `pairs` are the cells with two candidates. None when solved.
    fn choose_cell(&self, pairs: &[u32; 3]) -> Option<(usize, u32, u16)> {
        // Every solution a count finds comes here: answered before the pairs are counted
        // (measured on serg_benchmark, whose puzzles have several solutions: counts 1.2% to 2%
        // faster in the drivers, no visible change in `make bench`).
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
            // `1u8..10`, not `1u8..=9`: an inclusive range's exhausted flag compiles into a
            // compare-and-branch ladder in every turn (measured: half of this function).
            for (digit, &board) in (1u8..10).zip(band) {
                // In the layout's order: each cell's index from a table, not the board
                // reordered (a solved board has three cells of each digit in a band).
                let mut placed = board & !unsolved;
                while placed != 0 {
                    let at = ROW_MAJOR_INDEX.get(placed.trailing_zeros() as usize);
                    if let Some(cell) = at.and_then(|&i| cells.get_mut(usize::from(i))) {
                        *cell = digit;
                    }
                    placed &= placed - 1;
                }
            }
        }
    }
}

/// What [`Board::propagate`] applies, each level adding to the one before.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Rules {
    /// Per board, locked candidates at the triads and hidden singles; per cell, naked
    /// singles: after a guess on a cell (short searches, where more rules cost more time
    /// than the guesses they save: without the column locking there, guesses per count on
    /// serg_benchmark +1.5%, 17_clue +7.6%, but counts 6% to 10% faster on serg_benchmark
    /// and within 2% on the other sets; solves on serg_benchmark 13% faster).
    Singles,
    /// And locked candidates at the columns: the root's, before any guess (without them
    /// there, 17_clue takes 3.5 times the guesses).
    Columns,
    /// And the triad rule of the rows' triads, not the minicolumns': the strong mode's in a
    /// count past its first [`MINICOLUMNS_FOR`] guesses.
    RowTriads,
    /// And the triad rules, the rows' and the minicolumns': the strong mode's.
    Triads,
}

/// What a guess branches on.
#[derive(Clone, Copy)]
enum Branch {
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
struct Guess {
    branch: Branch,
    options: u16,
}

impl Guess {
    /// A guess on a cell, (band, cell in band, digits).
    fn cell((band, cell, digits): (usize, u32, u16)) -> Guess {
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
    fn next_option(&mut self) -> usize {
        let o = self.options.trailing_zeros() as usize;
        self.options &= self.options.wrapping_sub(1);
        o
    }

    /// Whether it branches on a permutation: the search's strong mode, which also applies
    /// the triad rule (see [`Board::propagate`]).
    fn strong(&self) -> bool {
        !matches!(self.branch, Branch::Cell { .. })
    }
}

/// One guess on the stack: the state before it, and the guess with the options not yet
/// tried.
#[derive(Clone, Copy)]
struct Frame {
    board: Board,
    guess: Guess,
}

/// Every frame on the stack guesses something that every deeper state has decided, and a
/// frame is dropped when its last option is tried. A [`Goal::First`] search guesses cells
/// only (each placed below its frame): at most 81 frames. A [`Goal::Count`] search (and the
/// bounded search of a solve, which branches the same way) guesses cells for at most its
/// first [`STRONG_AFTER`] guesses, then permutations of a digit: at most 27 in the bands and
/// 27 in the stacks (with all of them fixed, every cell is placed), so at most 70 frames.
const DEPTH: usize = 81;

/// A [`Goal::Count`] search branches on permutations from its first guess (its strong mode)
/// when at least this many cells are open once the givens are propagated, else from its
/// [`STRONG_AFTER`]th. The strong mode makes fewer guesses and costs more per guess (the
/// triad rules, the choice), which short searches do not win back. Measured against the strong
/// mode from the first guess for every puzzle, in time per count: serg_benchmark -18%,
/// unbiased_1000 -5%, 17_clue -2%, top1465 and hardest_1106 within 1%.
const STRONG_OPEN: u32 = 50;

/// See [`STRONG_OPEN`]: a search short of it enters the strong mode after this many guesses
/// (measured: 4 is slower on every set; 8 as fast as 16 but on serg_benchmark, 4% slower).
const STRONG_AFTER: u64 = 16;

/// A count's strong mode applies the minicolumn rule for this many of its guesses, then only
/// the rows' triad rule ([`Rules::RowTriads`]). The rule finds something in under 4% of its
/// runs on hardest_1106 and costs 12% of a count's instructions there; a deduction near the
/// root prunes much of the tree, one deep in a long search little. With it only for the
/// first 32 guesses, against every guess: hardest_1106 6% more guesses per count (223.5 to
/// 236.4) but 6.8% fewer instructions; top1465 18.14 to 18.36 guesses, 0.7% fewer
/// instructions; the easy sets' counts within 0.6%. A solve's trial and bounded search keep
/// the rule (only its cell-by-cell search, for grids with several solutions, counts): its
/// guesses on every set are unchanged. In the solve's searches too, after 8 guesses, in-process
/// A/B: hardest_1106's solve 1.1% slower, top1465's 0.9% faster, and top1465's count 1.4%
/// slower; with the rule at the root only, top1465 0.8% more instructions in both workloads.
const MINICOLUMNS_FOR: u64 = 32;

/// The guesses a [`Goal::First`] search makes on the first unsolved cell before it turns to
/// the bounded search of [`Search::first_solution`], with the better branching of
/// [`Goal::Count`]. This trial propagates with the triad rules when a count would start in its
/// strong mode (see [`STRONG_OPEN`]): guesses per solve on top1465 18.6 to 15.6, 17_clue 1.77
/// to 1.59 (with the rules for every puzzle, serg_benchmark 16% slower). Then, in guesses per
/// puzzle on hardest_1106 (top1465, 17_clue): 8: 70.6 (16.0, 1.40), 12: 56.9 (15.7, 1.47),
/// 16: 55.3 (15.7, 1.53), 20: 56.2 (15.6, 1.59), 30: 58.6 (15.8, 1.72). Before the rules, with
/// the bounded search, on hardest_1106 (top1465): 0: 117 (15.2), 5: 95 (16.8), 10: 65 (17.6),
/// 20: 56.5 (18.6), 40: 60 (20.2), 80: 68 (22.0), and 0 and 5 slower on unbiased_1000. Before
/// it, with a count to two in its place, measured with the cell branching (before the strong
/// mode), in guesses per puzzle against no trial: 17_clue 3.77 to 2.08, hardest_1106 147 to
/// 118, top1465 24.5 to 23.2, unbiased_1000 and serg_benchmark unchanged (1.18, 6.23); with
/// the strong mode, 8, 12 and 30 are slower on the hard sets and no faster on the others.
const FIRST_CELL_TRIAL: u64 = 16;

/// How many solutions an [`Aim::Least`] search finds, each less than the one before, before
/// it hands over to the cell-by-cell descent of [`Search::first_solution`].
const LEAST_IMPROVEMENTS: u32 = 2;

/// Searches `givens` (81 cells, values 0..=9). Writes the first solution found into `first`
/// when given (for [`Goal::First`], the row-major-first one); leaves it alone if none is
/// found. None when a digit is given twice in a row, column or box: the check costs a few
/// operations per given here, against a pass over the grid before (measured: 5% to 7% of a
/// count on unbiased_1000).
pub(crate) fn run(
    givens: &[u8; 81],
    goal: Goal,
    max_guesses: u64,
    first: Option<&mut [u8; 81]>,
) -> Option<Run> {
    let mut run = Run::START;
    let mut board = Board::from_givens(givens)?;
    // Many puzzles need no guess: answer them before the stack is even set up.
    let Some(mut pairs) = board.propagate(ALL_BOARDS, Rules::Columns) else {
        return Some(run);
    };
    let open: u32 = board.unsolved.iter().map(|u| u.count_ones()).sum();
    let strong_after = if open >= STRONG_OPEN { 0 } else { STRONG_AFTER };
    if strong_after == 0 {
        // The strong mode's propagation, before its first choice (for solve, before the
        // first-cell trial, which propagates the same way): the board is a fixpoint of the
        // rest, so only the triad rules can start anything. (The minicolumns' here too changes
        // the first choices, which measured 4% more guesses and time on top1465. For solve,
        // measured: guesses per puzzle on top1465 15.65 to 15.48, 17_clue 1.53 to 1.48.)
        let mut dirty = 0;
        for b in 0..3 {
            let Some(changed) = board.triad_rule(b) else {
                return Some(run);
            };
            dirty |= changed;
        }
        if dirty != 0 {
            let Some(more) = board.propagate(dirty, Rules::Triads) else {
                return Some(run);
            };
            pairs = more;
        }
    }
    if board.solved() {
        run.solutions = 1;
        if let Some(first) = first {
            board.write(first);
        }
        return Some(run);
    }
    Some(guess(
        &board,
        &pairs,
        goal,
        max_guesses,
        first,
        strong_after,
    ))
}

/// The stack of guesses: set up once per call of [`run`] that needs guessing, and shared by
/// every search it makes. Entries are `None` until used, so setting it up writes one tag per
/// entry instead of zeroing 12 KB (measured: 6% of the time on serg_benchmark's easy puzzles).
type Stack = [Option<Frame>; DEPTH];

/// Searches from `board` (a fixpoint, not solved) for `goal`, in the strong mode from guess
/// `strong_after` on (see [`STRONG_OPEN`]). Not inlined, so that the stack of guesses is only
/// set up when a puzzle needs a guess.
#[inline(never)]
fn guess(
    board: &Board,
    pairs: &[u32; 3],
    goal: Goal,
    max_guesses: u64,
    first: Option<&mut [u8; 81]>,
    strong_after: u64,
) -> Run {
    let mut stack: Stack = [None; DEPTH];
    let mut search = Search {
        stack: &mut stack,
        strong_after,
    };
    match goal {
        Goal::Count(n) => search.run(board, pairs, Aim::Count(n), max_guesses, first),
        Goal::First => {
            let mut scratch = [0u8; 81];
            let first = first.unwrap_or(&mut scratch);
            search.first_solution(board, pairs, max_guesses, first)
        }
    }
}

/// What the searches of one call of [`run`] share.
struct Search<'a> {
    stack: &'a mut Stack,
    /// The guess from which a [`Goal::Count`] search is in its strong mode.
    strong_after: u64,
}

impl Search<'_> {
    /// The row-major-first solution of `board` (a fixpoint, not solved).
    ///
    /// The first-cell search finds it directly, and quickly when its first branches succeed
    /// (most easy puzzles), but in the branches with no solution before the answer it branches
    /// on the first cell, which makes big trees (a legal grid with no solution can take
    /// hundreds of thousands of guesses). So:
    /// 1. the first-cell search, for [`FIRST_CELL_TRIAL`] guesses;
    /// 2. if that is not enough, a search with the branching of [`Goal::Count`] that only
    ///    looks for solutions less than the least found so far ([`Aim::Least`]): with no
    ///    solution, or only one, that is the answer, and once it has found one, the board is
    ///    restricted to what could still be less ([`Bound::restrict`]), which cuts most of the
    ///    tree that a count to two would still search. Measured against a count to two
    ///    followed by step 3, in guesses per puzzle: hardest_1106 68.5 to 56.5, top1465 19.2
    ///    to 18.6; without step 1 it makes fewer guesses on top1465 (15.2) but far more on
    ///    hardest_1106 (117), and is slower on unbiased_1000. It starts where the trial
    ///    stopped, less what the trial ruled out ([`Search::after_trial`]): guesses per solve
    ///    on top1465 15.61 to 14.96 and 3.5% less time; hardest_1106 and 17_clue unchanged
    ///    (serg_benchmark and unbiased_1000 never get here);
    /// 3. when it finds a second, less solution (a puzzle with many), that one becomes the
    ///    witness, and cell by cell in row-major order, each digit of the first undecided cell
    ///    below the witness's, ascending, is tried and asked for any solution, with the
    ///    branching of [`Goal::Count`]. A solution found becomes the witness and the digit
    ///    stays; when none has one, the cell takes the witness's digit (the witness proves it
    ///    has one). Each cell so takes the smallest digit that has a solution given the cells
    ///    before it: the row-major-first solution, found by exploring only the part of the
    ///    search space below it, with the better branching. (Step 2 alone would find it too,
    ///    but on a grid with few givens it goes from solution to slightly less solution
    ///    through a vast number of them.)
    ///
    /// The guesses of every part add up, within `max_guesses`; placing the witness's digit is
    /// not a guess.
    fn first_solution(
        &mut self,
        board: &Board,
        pairs: &[u32; 3],
        max_guesses: u64,
        first: &mut [u8; 81],
    ) -> Run {
        let trial_limit = max_guesses.min(FIRST_CELL_TRIAL);
        let trial = self.run(board, pairs, Aim::FirstCell, trial_limit, Some(&mut *first));
        if !trial.limit_reached || max_guesses <= FIRST_CELL_TRIAL {
            return trial;
        }
        self.after_trial_failed(board, pairs, trial, max_guesses, first)
    }

    /// Steps 2 and 3 of [`Search::first_solution`], after the trial made `trial`. Not
    /// inlined: most solves never get here.
    #[inline(never)]
    fn after_trial_failed(
        &mut self,
        board: &Board,
        pairs: &[u32; 3],
        trial: Run,
        max_guesses: u64,
        first: &mut [u8; 81],
    ) -> Run {
        let rules = if self.strong_after == 0 {
            Rules::Triads
        } else {
            Rules::Singles
        };
        // Start from what the trial has ruled out (see [`Search::after_trial`]). One state
        // serves the bounded search (which copies it) and then step 3.
        let mut state = *board;
        let mut pairs = *pairs;
        if let Some(dirty) = self.after_trial(&mut state) {
            let Some(more) = state.propagate(dirty, rules) else {
                return Run {
                    solutions: 0,
                    guesses: trial.guesses,
                    limit_reached: false,
                };
            };
            if state.solved() {
                // The only solution left.
                state.write(first);
                return Run {
                    solutions: 1,
                    guesses: trial.guesses,
                    limit_reached: false,
                };
            }
            pairs = more;
        }
        let left = max_guesses - trial.guesses;
        let mut witness = [0u8; 81];
        let mut run = self.run(&state, &pairs, Aim::Least, left, Some(&mut witness));
        run.guesses += trial.guesses;
        if run.limit_reached {
            run.solutions = 0;
            return run;
        }
        if run.solutions < LEAST_IMPROVEMENTS {
            if run.solutions == 1 {
                *first = witness;
            }
            return run;
        }
        run.solutions = 0;
        loop {
            let Some((b, p, digits)) = state.first_open() else {
                run.solutions = 1;
                state.write(first);
                return run;
            };
            let at = 27 * b + swap_index(p as usize);
            let known = usize::from(witness.get(at).copied().unwrap_or(0));
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
                let Some(next_pairs) = next.propagate(dirty, rules) else {
                    continue;
                };
                let mut found = [0u8; 81];
                let left = max_guesses - run.guesses;
                let any = self.run(&next, &next_pairs, Aim::Count(1), left, Some(&mut found));
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
                if state.propagate(dirty, rules).is_none() {
                    return run; // unreachable: the witness is a solution of `state`
                }
            }
        }
    }

    /// After a first-cell trial (the first search on this stack) stopped at its guess limit:
    /// the state of the shallowest guess the trial left on the stack, without the digits of
    /// that guess's cell below the one it was trying (each was searched to the end, with no
    /// solution), and the boards that changed. That guess is the last one written at the
    /// bottom of the stack: still there with options left, or dropped when its last option was
    /// taken (the trial then went on below that option). Every guess above it had tried all
    /// its other options, with no solution, so this state has the puzzle's solutions. None
    /// when the trial made no guess.
    fn after_trial(&self, state: &mut Board) -> Option<Boards> {
        let frame = self.stack.first()?.as_ref()?;
        let Branch::Cell { band, cell, digits } = frame.guess.branch else {
            return None;
        };
        // Tried in ascending order: the highest is the one being tried.
        let tried = digits & !frame.guess.options;
        let trying = 1u16 << (15 - tried.leading_zeros().min(15));
        let mut ruled_out = tried & !trying;
        *state = frame.board;
        let (b, bit) = (usize::from(band), 1u32 << (cell & 31));
        let mut dirty = 0;
        while ruled_out != 0 {
            let d = ruled_out.trailing_zeros() as usize;
            ruled_out &= ruled_out - 1;
            if let Some(cells) = state.cand.get_mut(b).and_then(|band| band.get_mut(d)) {
                *cells &= !bit;
                dirty |= board(b, d);
            }
        }
        Some(dirty)
    }

    /// Searches from `board` (a fixpoint, not solved) for `goal`, making at most
    /// `max_guesses` guesses. Writes the first solution found into `first` when given.
    fn run(
        &mut self,
        board: &Board,
        pairs: &[u32; 3],
        aim: Aim,
        max_guesses: u64,
        mut first: Option<&mut [u8; 81]>,
    ) -> Run {
        let limit = aim.limit();
        // The first-cell trial propagates with the triad rules when the puzzle is open enough
        // for a count to start in its strong mode.
        let trial_strong = matches!(aim, Aim::FirstCell) && self.strong_after == 0;
        let counting = matches!(aim, Aim::Count(_));
        let rules = |guess: &Guess, guesses: u64| {
            if !guess.strong() && !trial_strong {
                Rules::Singles
            } else if counting && guesses > MINICOLUMNS_FOR {
                Rules::RowTriads
            } else {
                Rules::Triads
            }
        };
        let mut run = Run::START;
        let mut board = *board;
        // The least solution found so far by an [`Aim::Least`] search.
        let mut bound: Option<Bound> = None;
        // The pair cells of the current board when it is consistent.
        let mut consistent = Some(*pairs);
        let mut depth = 0usize;
        loop {
            if let Some(pairs) = consistent {
                let choice = match aim {
                    Aim::FirstCell => board.first_open().map(Guess::cell),
                    Aim::Count(_) | Aim::Least => {
                        board.choose(&pairs, run.guesses >= self.strong_after)
                    }
                };
                let Some(mut guess) = choice else {
                    run.solutions += 1;
                    // A count keeps its first solution; a bounded search each one it finds,
                    // which is less than any before (the bound admitted it) and the new bound.
                    let least = matches!(aim, Aim::Least);
                    if let (true, Some(first)) = (least || run.solutions == 1, first.as_deref_mut())
                    {
                        board.write(first);
                    }
                    if run.solutions >= limit {
                        return run;
                    }
                    if least {
                        bound = Some(Bound::of(&board));
                    }
                    consistent = None;
                    continue;
                };
                // The first option is tried at once on the current board; the state is saved
                // for the others (read back only when the search returns here).
                if run.guesses >= max_guesses {
                    run.limit_reached = true;
                    return run;
                }
                run.guesses += 1;
                let o = guess.next_option();
                if guess.options != 0 {
                    let Some(frame) = self.stack.get_mut(depth) else {
                        // Unreachable (see DEPTH); the tests' debug builds would say so.
                        debug_assert!(false, "guess stack overflow");
                        return run;
                    };
                    *frame = Some(Frame { board, guess });
                    depth += 1;
                }
                let dirty = board.take(&guess.branch, o);
                consistent = board.settle(dirty, rules(&guess, run.guesses), bound.as_ref());
                continue;
            }
            // Take the next untried option of the deepest guess, dropping it when it is the
            // last.
            let Some(frame) = depth
                .checked_sub(1)
                .and_then(|top| self.stack.get_mut(top))
                .and_then(Option::as_mut)
            else {
                return run;
            };
            if run.guesses >= max_guesses {
                run.limit_reached = true;
                return run;
            }
            run.guesses += 1;
            let o = frame.guess.next_option();
            if frame.guess.options == 0 {
                depth -= 1;
            }
            board = frame.board;
            // The saved state is a fixpoint: only what the guess changes needs another look.
            let dirty = board.take(&frame.guess.branch, o);
            consistent = board.settle(dirty, rules(&frame.guess, run.guesses), bound.as_ref());
        }
    }
}

/// What [`Search::run`] is after.
#[derive(Clone, Copy)]
enum Aim {
    /// The row-major-first solution, branching on the first open cell: the depth-first
    /// search meets it first.
    FirstCell,
    /// Count solutions up to this many (at least 1).
    Count(u32),
    /// The row-major-first solution, branching as for a count: every solution found bounds
    /// the rest of the search, which only looks for less ones (see [`Bound`]), until the
    /// [`LEAST_IMPROVEMENTS`]th.
    Least,
}

impl Aim {
    /// How many solutions end the search.
    const fn limit(self) -> u32 {
        match self {
            Aim::FirstCell => 1,
            Aim::Count(n) => n,
            Aim::Least => LEAST_IMPROVEMENTS,
        }
    }
}

/// The least solution (in row-major order) that an [`Aim::Least`] search has found, as
/// boards.
struct Bound {
    /// `at[b][d]`: its cells of band b that hold digit d+1.
    at: [[u32; 9]; 3],
    /// `above[b][d]`: its cells of band b that hold a digit greater than d+1.
    above: [[u32; 9]; 3],
}

impl Bound {
    /// The bound of `board`, a solution.
    fn of(board: &Board) -> Bound {
        let at = board.cand;
        let mut above = [[0u32; 9]; 3];
        for (above, at) in above.iter_mut().zip(&at) {
            let mut greater = 0;
            for (above, &at) in above.iter_mut().zip(at).rev() {
                *above = greater;
                greater |= at;
            }
        }
        Bound { at, above }
    }

    /// Restricts `board` to what may still hold a solution less than the bound, and returns
    /// the boards changed, or None when nothing can. A solution less than the bound agrees
    /// with it up to a cell where it has a smaller digit: the first cell (in row-major order)
    /// that can take a digit smaller than the bound's, k, must come before any cell that
    /// cannot take the bound's digit; the cells before k keep only the bound's digit, and k
    /// only digits up to the bound's.
    #[inline(always)]
    fn restrict(&self, board: &mut Board) -> Option<Boards> {
        // The band of k and k in it.
        let mut first = None;
        for (b, ((cand, at), above)) in board.cand.iter().zip(&self.at).zip(&self.above).enumerate()
        {
            let (mut smaller, mut agree) = (0u32, 0u32);
            for ((&cells, &at), &above) in cand.iter().zip(at).zip(above) {
                smaller |= cells & above;
                agree |= cells & at;
            }
            let differ = BAND & !agree;
            if smaller | differ != 0 {
                // Row-major order from here on.
                let (smaller, differ) = (row_major(smaller), row_major(differ));
                if smaller.trailing_zeros() > differ.trailing_zeros() {
                    return None;
                }
                first = Some((b, smaller & smaller.wrapping_neg()));
                break;
            }
        }
        // No cell can take a smaller digit and none differs: the board is the bound.
        let (bk, k) = first?;
        let mut changed = 0;
        for (b, ((cand, at), above)) in board
            .cand
            .iter_mut()
            .zip(&self.at)
            .zip(&self.above)
            .enumerate()
            .take(bk + 1)
        {
            let before = if b < bk { BAND } else { row_major(k - 1) };
            let cell = if b < bk { 0 } else { row_major(k) };
            for (d, ((cells, &at), &above)) in cand.iter_mut().zip(at).zip(above).enumerate() {
                let kept = *cells & (at | !before) & (at | above | !cell);
                changed |= u64::from(kept != *cells) << ((16 * b + d) & 63);
                *cells = kept;
            }
        }
        Some(changed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::mem::size_of;

    /// The figures the README gives for the state and the stack.
    #[test]
    fn state_and_stack_sizes() {
        assert_eq!(size_of::<Board>(), 148);
        assert_eq!(size_of::<Frame>(), 156);
        // The stack is set up by writing each entry's tag only (None), not 12 KB of zeros.
        assert_eq!(size_of::<Option<Frame>>(), 156);
        assert_eq!(size_of::<Stack>(), 12_636);
    }

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

    /// The adder tree counts right (the triad rules and the naked singles read it): bit
    /// positions are independent, so every way nine sets can have a bit, 512 of them, is the
    /// whole check (each also at the top bit, where a shift or a carry out of range would
    /// show).
    #[test]
    fn at_least_three_four_counts() {
        for m in 0..512u32 {
            let n = m.count_ones();
            for at in [0, 31] {
                let u = core::array::from_fn(|i| (m >> i & 1) << at);
                let (three, four) = at_least_three_four(u);
                assert_eq!(three, u32::from(n >= 3) << at, "{m:#b}");
                assert_eq!(four, u32::from(n >= 4) << at, "{m:#b}");
                let (ones, twos, fours) = count_nine(u);
                assert_eq!((ones, twos), ((n & 1) << at, (n >> 1 & 1) << at), "{m:#b}");
                assert_eq!(fours, four);
            }
        }
    }

    /// Every byte value at every place, among bytes of every kind.
    #[test]
    #[cfg_attr(miri, ignore = "arithmetic only, 20,480 words: 40 s under Miri")]
    fn nonzero_bytes_marks_every_byte() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for background in [0u64, !0, 0x8080_8080_8080_8080, 0x0101_0101_0101_0101, 1] {
            for k in 0..8 {
                for v in 0..=255u64 {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    for rest in [background, x] {
                        let w = (rest & !(0xff << (8 * k))) | v << (8 * k);
                        let want =
                            (0..8).fold(0, |m, i| m | u64::from(w >> (8 * i) & 0xff != 0) << i);
                        assert_eq!(nonzero_bytes(w), want, "{w:#x}");
                    }
                }
            }
        }
    }

    /// The set-up reads every cell, the last (a byte after the last whole word) as well.
    #[test]
    fn from_givens_reads_every_cell() {
        for i in 0..81 {
            let mut givens = [0u8; 81];
            givens[i] = 5;
            let board = Board::from_givens(&givens).expect("one given");
            let (b, p) = (i / 27, cell_bit(i / 9 % 3, i % 9));
            assert_eq!(board.unsolved[b], BAND & !(1 << p), "cell {i}");
            for (d, &cells) in board.cand[b].iter().enumerate() {
                assert_eq!(cells & 1 << p != 0, d == 4, "cell {i}, digit {d}");
            }
        }
    }

    /// The set-up finds a digit given twice in a row, column or box, wherever the two are.
    #[test]
    #[cfg_attr(miri, ignore = "6,561 set-ups: minutes under Miri")]
    fn from_givens_finds_every_repeat() {
        let row = |k: usize| k / 9;
        let column = |k: usize| k % 9;
        let boxed = |k: usize| k / 27 * 3 + k % 9 / 3;
        for i in 0..81 {
            for j in 0..81 {
                let mut givens = [0u8; 81];
                givens[i] = 5;
                givens[j] = 5;
                let sees =
                    j != i && (row(i) == row(j) || column(i) == column(j) || boxed(i) == boxed(j));
                assert_eq!(
                    Board::from_givens(&givens).is_none(),
                    sees,
                    "cells {i}, {j}"
                );
            }
        }
    }

    /// Locked candidates keep exactly the triads on a permutation of rows onto boxes.
    #[test]
    fn locked_triads() {
        // Row 0 only in box 0; rows 1 and 2 in boxes 0 and 1; box 2 only in row 2.
        let occ = 0b100_011_001;
        let kept = ON_PERMUTATION[occ];
        // Row 0 -> box 0 forces row 1 -> box 1 and row 2 -> box 2.
        assert_eq!(kept, 0b100_010_001);
        // LOCKED is indexed box-major and gives cells in the layout.
        let locked = LOCKED[transpose(occ as u32) as usize];
        assert_eq!(locked & BAND, row_major(7 | 7 << 12 | 7 << 24));
        assert_eq!(locked >> 27, 3);
        assert_eq!(LIVE[occ], 1);
        assert_eq!(LOCKED[0o777] >> 27, 9);
        assert_eq!(LIVE[0o777], 0b11_1111);
        // No permutation: rows 0 and 1 both only in box 0.
        assert_eq!(ON_PERMUTATION[0b111_001_001], 0);
        // The same transposed (the column locking reads its stacks transposed).
        for occ in 0..512 {
            let on = u32::from(ON_PERMUTATION[occ as usize]);
            assert_eq!(
                u32::from(ON_PERMUTATION[transpose(occ) as usize]),
                transpose(on)
            );
        }
    }

    /// The layout's helpers against their definitions, cell by cell.
    #[test]
    fn layout() {
        for r in 0..3 {
            for c in 0..9 {
                let (bit, index) = (cell_bit(r, c), 9 * r + c);
                assert_eq!(swap_index(bit), index);
                assert_eq!(swap_index(index), bit);
                assert_eq!(row_major(1 << bit), 1 << index);
                assert_eq!(row_major(1 << index), 1 << bit);
                assert_eq!(ROW0 << r >> bit & 1, 1);
                assert_eq!(BOX0 << (3 * (c / 3)) >> bit & 1, 1);
                assert_eq!(columns(1 << c) >> bit & 1, 1);
                assert_eq!(COLUMN_OF[bit], columns(1 << c));
                assert_eq!(present(1 << bit), 1 << c);
                assert_eq!(column_cells(1 << bit), columns(1 << c));
                // Box k meets row r: triad bit 3k + r.
                assert_eq!(occupancy(1 << bit), 1 << (3 * (c / 3) + r));
                assert_eq!(triad_cells(occupancy(1 << bit)) >> bit & 1, 1);
                assert_eq!(PEERS[bit].count_ones(), 14); // its row, its box, its column in the band
            }
        }
        assert_eq!(columns(0x1ff), BAND);
        assert_eq!(triad_cells(0x1ff), BAND);
        for x in 0..512 {
            assert_eq!(transpose(transpose(x)), x);
            assert_eq!(present(columns(x)), x);
        }
    }

    /// A board with every digit possible everywhere.
    fn open_board() -> Board {
        Board {
            cand: [[BAND; 9]; 3],
            unsolved: [BAND; 3],
            triads: [[9; 9]; 3],
        }
    }

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
