//! Propagation ([`propagate`]): the portable engine's loop and rules
//! ([`Board::propagate`](super::super::board::Board::propagate)), step for step, compiled for
//! AVX2 (its per-board updates are inlined here), with the steps over many boards at once done
//! in wide registers, each giving exactly the portable step's result.

use super::super::board::Board;
use super::super::first::Bound;
use super::super::layout::{Boards, NINE, ROW0};
use super::super::rules::Rules;
use super::simd::{
    and, andn, bands, eq, from_lanes, halves, lane_mask, lanes, none, or, shl, shr, signs, splat,
    swap_halves, unpack_hi32, unpack_hi64, unpack_lo32, unpack_lo64, zero, V,
};

/// The portable engine's [`propagate`](super::super::board::Board::propagate): the same result.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
pub(super) fn propagate(board: &mut Board, mut dirty: Boards, rules: Rules) -> Option<[u32; 3]> {
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
                dirty = (dirty & !(1 << i)) | board.update(i)?;
            }
        }
        if board.solved() {
            return Some([0; 3]);
        }
        let (more, pairs) = naked_singles(board)?;
        if more != 0 {
            dirty = more;
            continue;
        }
        let digits = if rules >= Rules::Columns {
            (touched | touched >> 16 | touched >> 32) as u32 & NINE
        } else {
            0
        };
        pending |= touched;
        touched = 0;
        if digits != 0 {
            dirty |= column_locking(board, digits);
        }
        if dirty == 0 && rules >= Rules::RowTriads {
            for b in 0..3 {
                if pending >> (16 * b) & 0x1ff != 0 && board.unsolved.get(b) != Some(&0) {
                    dirty |= board.triad_rule_inlined(b)?;
                    if rules == Rules::Triads {
                        dirty |= board.minicolumn_rule_inlined(b)?;
                    }
                }
            }
            pending = 0;
        }
        if dirty == 0 {
            return Some(pairs);
        }
    }
}

/// The portable engine's [`settle`](super::super::board::Board::settle).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
pub(super) fn settle(
    board: &mut Board,
    mut dirty: Boards,
    rules: Rules,
    bound: Option<&Bound>,
) -> Option<[u32; 3]> {
    loop {
        let pairs = propagate(board, dirty, rules)?;
        let Some(bound) = bound else {
            return Some(pairs);
        };
        dirty = bound.restrict(board)?;
        if dirty == 0 {
            return Some(pairs);
        }
    }
}

/// The portable engine's [`naked_singles`](super::super::board::Board::naked_singles), with
/// the same result: the digits of every cell counted for the three bands at once in registers
/// (each a digit's three bands, two digits to a register), then the singles placed one by one
/// as there.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
fn naked_singles(board: &mut Board) -> Option<(Boards, [u32; 3])> {
    let [b0, b1, b2] = eight_digits(board);
    // Digits (d | d + 4) of every band, as `[band 0, band 1, band 2, 0]` in each half.
    let (lo01, hi01) = (unpack_lo32(b0, b1), unpack_hi32(b0, b1));
    let (lo2, hi2) = (unpack_lo32(b2, zero()), unpack_hi32(b2, zero()));
    let digits = [
        unpack_lo64(lo01, lo2),
        unpack_hi64(lo01, lo2),
        unpack_lo64(hi01, hi2),
        unpack_hi64(hi01, hi2),
    ];
    let [n0, n1, n2] = board.cand.map(|band| band[8]);
    let nine = from_lanes([n0, n1, n2, 0, n0, n1, n2, 0]);
    // How many digits each cell has (at least one, two, three), then the halves added.
    let (mut c1, mut c2, mut c3) = (zero(), zero(), zero());
    for x in digits {
        c3 = or(c3, and(c2, x));
        c2 = or(c2, and(c1, x));
        c1 = or(c1, x);
    }
    let (s1, s2, s3) = (swap_halves(c1), swap_halves(c2), swap_halves(c3));
    c3 = or(or(c3, s3), or(and(c2, s1), and(c1, s2)));
    c2 = or(or(c2, s2), and(c1, s1));
    c1 = or(c1, s1);
    c3 = or(c3, and(c2, nine));
    c2 = or(c2, and(c1, nine));
    c1 = or(c1, nine);
    let [u0, u1, u2] = board.unsolved;
    let unsolved = from_lanes([u0, u1, u2, 0, u0, u1, u2, 0]);
    // An open cell with no digit.
    let lost = andn(unsolved, c1);
    if !none(lost, lost) {
        return None;
    }
    let pairs = bands(andn(and(unsolved, c2), c3));
    let singles = andn(unsolved, c2);
    if none(singles, singles) {
        return Some((0, pairs));
    }
    // The digit of each single, bit by bit: bit 0 from digits 2, 4, 6, 8 (d odd), bit 1 from
    // 3, 4, 7, 8, bit 2 from 5 to 8, bit 3 from 9.
    let [d04, d15, d26, d37] = digits;
    let high = halves(zero(), or(or(d04, d15), or(d26, d37)));
    let planes = [or(d15, d37), or(d26, d37), high, nine].map(|x| bands(or(x, swap_halves(x))));
    let singles = bands(singles);
    let mut changed = 0;
    for (b, &singles) in singles.iter().enumerate() {
        let mut singles = singles;
        while singles != 0 {
            let p = singles.trailing_zeros() & 31;
            singles &= singles - 1;
            let mut d = 0;
            for (k, plane) in planes.iter().enumerate() {
                d |= ((plane.get(b).copied().unwrap_or(0) >> p) as usize & 1) << k;
            }
            // An earlier single of this pass may have taken this cell's only digit.
            if board.cand.get(b)?.get(d)? >> p & 1 == 0 {
                return None;
            }
            changed |= board.place_own(d, b, p);
        }
    }
    Some((changed, pairs))
}

/// Digits 1 to 8 of each band (one register a band, a digit a lane).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
fn eight_digits(board: &Board) -> [V; 3] {
    board.cand.map(|band| {
        let mut eight = [0u32; 8];
        eight.copy_from_slice(&band[..8]);
        from_lanes(eight)
    })
}

/// The portable engine's [`column_locking`](super::super::board::Board::column_locking) of
/// each digit of `digits` (bit d for digit d+1), with the same result: digits 1 to 8 at once, a
/// lane each (the digit's three bands a register apart), digit 9 as there.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
fn column_locking(board: &mut Board, digits: u32) -> Boards {
    let mut changed = 0;
    if digits & 0xff != 0 {
        let y = eight_digits(board);
        // Column j of box k at bit 9j + 3k; columns j + 1 and j + 2 of the same box there.
        let j1 = |v: V| and(or(shr::<9>(v), shl::<18>(v)), splat(ROW0));
        let j2 = |v: V| and(or(shr::<18>(v), shl::<9>(v)), splat(ROW0));
        let m = y.map(|x| and(or(or(x, shr::<1>(x)), shr::<2>(x)), splat(ROW0)));
        let locked = lane_mask(digits & 0xff);
        for (b, band) in board.cand.iter_mut().enumerate() {
            // A (band, column) pair is on a permutation of bands onto the stack's columns when
            // the other two bands can take the other two columns.
            let (x, n1, n2) = (m[b], m[(b + 1) % 3], m[(b + 2) % 3]);
            let on = and(x, or(and(j1(n1), j2(n2)), and(j2(n1), j1(n2))));
            let keep = or(or(on, shl::<1>(on)), shl::<2>(on));
            let was = y[b];
            let now = andn(was, andn(locked, keep));
            changed |= u64::from(!signs(eq(now, was)) & 0xff) << (16 * b);
            band[..8].copy_from_slice(&lanes(now));
        }
    }
    if digits >> 8 & 1 != 0 {
        changed |= board.column_locking_inlined(8);
    }
    changed
}
