//! The generator's random numbers: SplitMix64, a published algorithm fixed here for good.
//!
//! SplitMix64 (G. L. Steele, D. Lea, C. H. Flood, "Fast splittable pseudorandom number
//! generators", OOPSLA 2014; the reference C code is S. Vigna's `splitmix64.c`, public domain):
//! a 64-bit state advanced by a constant, each output a mix of the state. Its 64-bit state is
//! the seed itself, so every `u64` seed is its own stream, and the whole generator is six
//! lines that anyone can write again from this documentation, in any language, to replay a
//! seed. A number below `n` is the high half of a 32-bit draw times `n` (the multiply-shift
//! map): no loop, the same on every target, with a bias under `n / 2^32`.

/// SplitMix64's state.
#[derive(Clone, Debug)]
pub(crate) struct Rng(u64);

impl Rng {
    /// The stream of `seed`.
    pub(crate) const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 bits: SplitMix64's `next()`.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0): `(next_u64() >> 32) * n >> 32`.
    pub(crate) fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * u64::from(n)) >> 32) as u32
    }

    /// Shuffles `items` (Fisher-Yates, from the last item down: item `i` swaps with the one at
    /// `below(i + 1)`).
    pub(crate) fn shuffle<T: Copy>(&mut self, items: &mut [T]) {
        let mut i = items.len();
        while i > 1 {
            i -= 1;
            let j = self.below(i as u32 + 1) as usize;
            // Through `get`: no index the optimizer might fail to prove in range.
            if let (Some(&a), Some(&b)) = (items.get(i), items.get(j)) {
                if let Some(x) = items.get_mut(i) {
                    *x = b;
                }
                if let Some(x) = items.get_mut(j) {
                    *x = a;
                }
            }
        }
    }

    /// A permutation of `0..N`, shuffled from the identity.
    pub(crate) fn permutation<const N: usize>(&mut self) -> [u8; N] {
        let mut p = [0u8; N];
        for (i, x) in p.iter_mut().enumerate() {
            *x = i as u8;
        }
        self.shuffle(&mut p);
        p
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    /// The first outputs of the reference `splitmix64.c` for the state 0.
    #[test]
    fn matches_the_reference_outputs() {
        let mut rng = Rng::new(0);
        assert_eq!(rng.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(rng.next_u64(), 0x6e78_9e6a_a1b9_65f4);
        assert_eq!(rng.next_u64(), 0x06c4_5d18_8009_454f);
    }

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut rng = Rng::new(7);
        let mut seen = [0u32; 9];
        for _ in 0..9_000 {
            let x = rng.below(9) as usize;
            assert!(x < 9);
            seen[x] += 1;
        }
        assert!(seen.iter().all(|&n| (850..1150).contains(&n)), "{seen:?}");
        assert_eq!(rng.below(0), 0);
    }
}
