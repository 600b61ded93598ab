//! Counting over many sets at once, in bit planes with full adders: how many digits a cell
//! has, how many places a digit has, and the triad rule's test built on them.

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
}
