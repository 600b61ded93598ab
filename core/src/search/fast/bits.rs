//! Bit tricks over many sets at once: counting in bit planes with full adders (how many digits
//! a cell has, how many places a digit has), the triad rule's test, and finding the nonzero bytes
//! of a word (the givens, eight cells at a time).

/// `a + b + c` for three bits at each position, as (sum, carry): a full adder, bitwise.
#[inline(always)]
pub(super) fn full_add(a: u32, b: u32, c: u32) -> (u32, u32) {
    let t = a ^ b;
    (t ^ c, (a & b) | (t & c))
}

/// How many of nine sets have each bit, as planes (ones, twos, at least four).
#[inline(always)]
pub(super) fn count_nine(u: [u32; 9]) -> (u32, u32, u32) {
    let (s0, c0) = full_add(u[0], u[1], u[2]);
    let (s1, c1) = full_add(u[3], u[4], u[5]);
    let (s2, c2) = full_add(u[6], u[7], u[8]);
    let (ones, twos_a) = full_add(s0, s1, s2);
    let (twos_b, fours_a) = full_add(c0, c1, c2);
    (ones, twos_a ^ twos_b, fours_a | (twos_a & twos_b))
}

/// Where at least three and where at least four of nine sets have a bit: the nine summed
/// into bit planes by a tree of full adders (about half the operations of counting one set
/// at a time).
#[inline(always)]
pub(super) fn at_least_three_four(u: [u32; 9]) -> (u32, u32) {
    let (ones, twos, fours) = count_nine(u);
    ((ones & twos) | fours, fours)
}

/// For nine digits' places among nine (`all`: a band's triads, bit 3k+r; or its minicolumns,
/// bit 9j+3k): the places where exactly three digits are possible, and where three must be
/// (the places `alone` in their group of three: the only triad of a box, the only column of a
/// box). None when a place has fewer than three possible or more than three that must be
/// there.
#[inline(always)]
pub(super) fn threes(
    places: &[u32; 9],
    all: u32,
    alone: impl Fn(u32) -> u32,
) -> Option<(u32, u32)> {
    let (p3, p4) = at_least_three_four(*places);
    // Spelled out: `places.map(alone)` costs the Cortex-M3 more instructions.
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

/// Bit k: byte k of `w` (eight bytes, little-endian) is not 0.
#[inline(always)]
pub(super) const fn nonzero_bytes(w: u64) -> u64 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    // Bit 7 of each byte: set when the byte is not 0 (no carry crosses a byte).
    let high = (((w & LOW7) + LOW7) | w) & !LOW7;
    // Bit 8k + 7 moved to bit 56 + k, by partial products that never overlap.
    (high >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
