//! The register operations the AVX2 engine's wide steps are written in: one AVX2 instruction
//! each, named for what they do to the eight 32-bit lanes of a register (a board each: a band's
//! digits 1 to 8, or a digit's three bands in each half). Safe: `core::arch`'s intrinsics are
//! safe to call in a function compiled for AVX2, which every function of this engine is.

use core::arch::x86_64::{
    __m256i, _mm256_and_si256, _mm256_andnot_si256, _mm256_blend_epi32, _mm256_castsi256_ps,
    _mm256_cmpeq_epi32, _mm256_extract_epi32, _mm256_movemask_ps, _mm256_or_si256,
    _mm256_permute2x128_si256, _mm256_set1_epi32, _mm256_setr_epi32, _mm256_setzero_si256,
    _mm256_slli_epi32, _mm256_srli_epi32, _mm256_testz_si256, _mm256_unpackhi_epi32,
    _mm256_unpackhi_epi64, _mm256_unpacklo_epi32, _mm256_unpacklo_epi64,
};

/// Eight 32-bit lanes.
pub(super) type V = __m256i;

/// `a & b`.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn and(a: V, b: V) -> V {
    _mm256_and_si256(a, b)
}

/// `a | b`.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn or(a: V, b: V) -> V {
    _mm256_or_si256(a, b)
}

/// `a & !b`.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn andn(a: V, b: V) -> V {
    _mm256_andnot_si256(b, a)
}

/// All ones in the lanes where `a == b`, zeros elsewhere.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn eq(a: V, b: V) -> V {
    _mm256_cmpeq_epi32(a, b)
}

/// Each lane shifted right by `N`.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn shr<const N: i32>(a: V) -> V {
    _mm256_srli_epi32::<N>(a)
}

/// Each lane shifted left by `N`.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn shl<const N: i32>(a: V) -> V {
    _mm256_slli_epi32::<N>(a)
}

/// `x` in every lane.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn splat(x: u32) -> V {
    _mm256_set1_epi32(x as i32)
}

/// Zero in every lane.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn zero() -> V {
    _mm256_setzero_si256()
}

/// The eight lanes given.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn from_lanes(x: [u32; 8]) -> V {
    let x = x.map(|x| x as i32);
    _mm256_setr_epi32(x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7])
}

/// The eight lanes of `a`.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn lanes(a: V) -> [u32; 8] {
    [
        _mm256_extract_epi32::<0>(a),
        _mm256_extract_epi32::<1>(a),
        _mm256_extract_epi32::<2>(a),
        _mm256_extract_epi32::<3>(a),
        _mm256_extract_epi32::<4>(a),
        _mm256_extract_epi32::<5>(a),
        _mm256_extract_epi32::<6>(a),
        _mm256_extract_epi32::<7>(a),
    ]
    .map(|x| x as u32)
}

/// The first three lanes of `a`: a band each.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn bands(a: V) -> [u32; 3] {
    [
        _mm256_extract_epi32::<0>(a) as u32,
        _mm256_extract_epi32::<1>(a) as u32,
        _mm256_extract_epi32::<2>(a) as u32,
    ]
}

/// In each half, lanes `[a0, b0, a1, b1]` of `a`'s and `b`'s lanes 0 and 1.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn unpack_lo32(a: V, b: V) -> V {
    _mm256_unpacklo_epi32(a, b)
}

/// In each half, lanes `[a2, b2, a3, b3]`.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn unpack_hi32(a: V, b: V) -> V {
    _mm256_unpackhi_epi32(a, b)
}

/// In each half, `a`'s lanes 0 and 1, then `b`'s.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn unpack_lo64(a: V, b: V) -> V {
    _mm256_unpacklo_epi64(a, b)
}

/// In each half, `a`'s lanes 2 and 3, then `b`'s.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn unpack_hi64(a: V, b: V) -> V {
    _mm256_unpackhi_epi64(a, b)
}

/// The two halves swapped.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn swap_halves(a: V) -> V {
    _mm256_permute2x128_si256::<0x01>(a, a)
}

/// The low half of `lo` and the high half of `hi`.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn halves(lo: V, hi: V) -> V {
    _mm256_blend_epi32::<0xf0>(lo, hi)
}

/// Whether `a & b` is zero in every lane.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn none(a: V, b: V) -> bool {
    _mm256_testz_si256(a, b) != 0
}

/// Bit l: the top bit of lane l (the lanes of a comparison that held).
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn signs(a: V) -> u32 {
    _mm256_movemask_ps(_mm256_castsi256_ps(a)) as u32
}

/// All ones in lane l where bit l of `bits` is set, zeros elsewhere.
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt")]
#[inline]
pub(super) fn lane_mask(bits: u32) -> V {
    let each = from_lanes([1, 2, 4, 8, 16, 32, 64, 128]);
    eq(and(splat(bits), each), each)
}
