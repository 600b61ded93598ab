//! The generator's C API: `sudoku_generate`, `sudoku_generate_solution`, `sudoku_transform`.

use core::ffi::c_int;

use sudoku_core::explain::Level;
use sudoku_core::{Error, Generated, Options, Symmetry, Transform};

use crate::boundary::{grid_mut, read_grid, status, write_grid};
use crate::{SUDOKU_NULL_POINTER, SUDOKU_OK};

/// No symmetry: any pattern of givens.
pub const SUDOKU_SYMMETRY_NONE: u32 = 0;
/// Rotating the grid by 180° maps givens to givens.
pub const SUDOKU_SYMMETRY_ROTATE_180: u32 = 1;
/// Rotating the grid by 90° maps givens to givens.
pub const SUDOKU_SYMMETRY_ROTATE_90: u32 = 2;
/// Mirroring left to right maps givens to givens.
pub const SUDOKU_SYMMETRY_MIRROR_LEFT_RIGHT: u32 = 3;
/// Mirroring top to bottom maps givens to givens.
pub const SUDOKU_SYMMETRY_MIRROR_TOP_BOTTOM: u32 = 4;
/// Mirroring about either diagonal maps givens to givens.
pub const SUDOKU_SYMMETRY_BOTH_DIAGONALS: u32 = 5;
/// Any difficulty: puzzles are not rated (`sudoku_generate`). The other levels are the
/// explainer's, `SUDOKU_LEVEL_EASY` (1) to `SUDOKU_LEVEL_DIABOLICAL` (5).
pub const SUDOKU_LEVEL_ANY: u32 = 0;

/// The largest `size` accepted: room for later fields, and a bound on what is read.
const MAX_OPTIONS_SIZE: u32 = 1024;

/// What `sudoku_generate` makes. Every field's zero value is its default, so
/// `struct sudoku_generate_options options = { sizeof options };` asks for any puzzle, and
/// fields added in later versions go at the end, zero meaning what older versions did.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(non_camel_case_types)] // the C name
pub struct sudoku_generate_options {
    /// `sizeof(struct sudoku_generate_options)` as the caller compiled it: the library reads
    /// that many bytes, and any it does not know must be zero.
    pub size: u32,
    /// `SUDOKU_SYMMETRY_*`: the pattern of the givens. 0: none.
    pub symmetry: u32,
    /// The fewest givens (digging stops before going below). 0: no bound.
    pub min_clues: u32,
    /// The most givens. 0: 81.
    pub max_clues: u32,
    /// 1: no single given can be removed without a second solution appearing. 0: not required.
    pub minimal: u32,
    /// The difficulty: `SUDOKU_LEVEL_ANY` (0), or `SUDOKU_LEVEL_EASY` (1) to
    /// `SUDOKU_LEVEL_DIABOLICAL` (5): only puzzles that `sudoku_rate` rates at that level are
    /// kept.
    pub level: u32,
    /// Attempts (solution grids tried) before `SUDOKU_LIMIT_REACHED`. 0: 1000.
    pub max_attempts: u32,
}

/// The fields every size checks alike, in this order: no non-zero byte past the known fields
/// (`tail`), a known symmetry, clue bounds of type `T` up to `cells`, and `minimal` 0 or 1.
/// The level and the clue range are each caller's.
pub(crate) fn common_fields<T>(
    c: &sudoku_generate_options,
    tail: &[u8],
    cells: usize,
) -> Result<(Symmetry, T, T, bool), Error>
where
    T: TryFrom<u32> + Into<usize> + Copy,
{
    if tail.iter().any(|&b| b != 0) {
        return Err(Error::Unsupported);
    }
    let clues = |n: u32| T::try_from(n).ok().filter(|&n| n.into() <= cells);
    let (Some(symmetry), Some(min_clues), Some(max_clues)) = (
        Symmetry::from_code(c.symmetry),
        clues(c.min_clues),
        clues(c.max_clues),
    ) else {
        return Err(Error::BadOptions);
    };
    let minimal = match c.minimal {
        0 => false,
        1 => true,
        _ => return Err(Error::BadOptions),
    };
    Ok((symmetry, min_clues, max_clues, minimal))
}

/// The core's options from the C struct, or the status that refuses them.
fn options_from(c: &sudoku_generate_options, tail: &[u8]) -> Result<Options, Error> {
    let (symmetry, min_clues, max_clues, minimal) = common_fields::<u8>(c, tail, 81)?;
    let level = match u8::try_from(c.level) {
        Ok(0) => 0,
        Ok(n) if Level::from_number(n).is_some() => n,
        _ => return Err(Error::BadOptions),
    };
    let options = Options {
        symmetry,
        min_clues,
        max_clues,
        minimal,
        level,
        max_attempts: c.max_attempts,
    };
    options.clue_range()?;
    Ok(options)
}

/// Reads the caller's options: NULL for the defaults. Out of line, so that its frame is not
/// part of the generator's deepest call chain (the Cortex-M budget of 2 KiB of stack).
///
/// # Safety
/// `options` is NULL, or points to a `struct sudoku_generate_options` whose `size` bytes are
/// readable.
#[inline(never)]
unsafe fn read_options(options: *const sudoku_generate_options) -> Result<Options, Error> {
    if options.is_null() {
        return Ok(Options::default());
    }
    // SAFETY: forwarded from this function's contract (not NULL).
    let (fields, tail) = unsafe { read_fields(options) }?;
    options_from(&fields, tail)
}

/// The fields of the caller's options, and the bytes past them (which must be zero), or
/// `SUDOKU_BAD_OPTIONS` for a `size` below the struct's or above 1024.
///
/// # Safety
/// `options` is not NULL and points to a `struct sudoku_generate_options` whose `size` bytes
/// are readable, for the lifetime `'a`.
pub(crate) unsafe fn read_fields<'a>(
    options: *const sudoku_generate_options,
) -> Result<(sudoku_generate_options, &'a [u8]), Error> {
    // SAFETY: non-NULL, so it points to at least the `size` field (this function's contract).
    let size = unsafe { options.cast::<u32>().read_unaligned() };
    let known = core::mem::size_of::<sudoku_generate_options>();
    if size > MAX_OPTIONS_SIZE || (size as usize) < known {
        return Err(Error::BadOptions);
    }
    // SAFETY: `size` bytes are readable (the contract), and `size` is at least the struct's.
    let fields = unsafe { options.read_unaligned() };
    // SAFETY: the same `size` readable bytes, as bytes (alignment 1), only read.
    let all = unsafe { core::slice::from_raw_parts(options.cast::<u8>(), size as usize) };
    Ok((fields, all.get(known..).unwrap_or(&[])))
}

/// The core's generator, levels rated by the explainer.
#[cfg(feature = "generate-levels")]
fn make(seed: u64, options: &Options) -> Result<Generated, Error> {
    sudoku_core::generate(seed, options)
}

/// The core's generator without a rating, so that the explainer is not linked: a level is
/// refused.
#[cfg(not(feature = "generate-levels"))]
fn make(seed: u64, options: &Options) -> Result<Generated, Error> {
    if options.level != 0 {
        return Err(Error::Unsupported);
    }
    sudoku_core::generate_where(seed, options, |_| true)
}

/// Generates a puzzle for `seed` into `grid`: exactly one solution, with the symmetry, clue
/// count, minimality and level of `options` (NULL: any puzzle). With a level, each puzzle that
/// meets the other options is rated as `sudoku_rate` rates it, and one of another level costs
/// an attempt. The same seed and options give the same puzzle with every build of this version
/// of the library, on every platform. Work is bounded by `options->max_attempts`.
///
/// # Returns
/// - `SUDOKU_OK`: `grid` holds the puzzle (0 for empty cells).
/// - `SUDOKU_NULL_POINTER`: `grid` is NULL.
/// - `SUDOKU_BAD_OPTIONS`: `size` below the struct's or above 1024.
/// - `SUDOKU_UNSUPPORTED`: a non-zero byte past the fields this version knows (a newer
///   caller's option): the struct is read before its fields, so such a caller learns that
///   this version cannot do what it asks, whatever else its options say.
/// - `SUDOKU_BAD_OPTIONS`: an unknown symmetry, a `minimal` other than 0 or 1, a clue bound
///   above 81, a level above `SUDOKU_LEVEL_DIABOLICAL`, an empty clue range, `max_clues`
///   under 17 (no puzzle with one solution has fewer), or a range with no clue count the
///   symmetry allows (90° rotation: counts of 0 or 1 modulo 4).
/// - `SUDOKU_UNSUPPORTED`: a level in a build without the rating (the bare-metal library,
///   built without the feature `generate-levels`).
/// - `SUDOKU_LIMIT_REACHED`: `max_attempts` attempts did not meet the options. That is also
///   the answer for a level that the clue range makes rare or unreachable (easy puzzles of at
///   most 20 givens): whether any exists is not known in advance.
///
/// Checked in that order, as `sudoku_generate_n` does; on any status but `SUDOKU_OK`, `grid`
/// is unchanged.
///
/// # Safety
/// Either `options` is NULL, or it points to a `struct sudoku_generate_options` of which
/// `size` bytes are readable; either `grid` is NULL, or it points to a writable `int[9][9]`
/// that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate(
    seed: u64,
    options: *const sudoku_generate_options,
    grid: *mut [c_int; 9],
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    let Some(grid) = (unsafe { grid_mut(grid) }) else {
        return SUDOKU_NULL_POINTER;
    };
    // SAFETY: forwarded from this function's contract.
    let made = unsafe { read_options(options) }.and_then(|o| make(seed, &o));
    match made {
        Ok(made) => {
            write_grid(grid, made.puzzle.cells());
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// Writes a random complete grid for `seed` into `grid`: the solution of the first attempt of
/// `sudoku_generate` for that seed.
///
/// # Returns
/// `SUDOKU_OK`, or `SUDOKU_NULL_POINTER` (`grid` unchanged).
///
/// # Safety
/// Either `grid` is NULL, or it points to a writable `int[9][9]` that no other thread touches
/// during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_solution(seed: u64, grid: *mut [c_int; 9]) -> c_int {
    // SAFETY: forwarded from this function's contract.
    let Some(grid) = (unsafe { grid_mut(grid) }) else {
        return SUDOKU_NULL_POINTER;
    };
    write_grid(grid, sudoku_core::random_solution(seed).cells());
    SUDOKU_OK
}

/// Shuffles `grid` in place by the transformation of `seed`: digits relabelled, rows permuted
/// within bands and the bands permuted, columns within stacks and the stacks, and maybe a
/// transposition. The image has as many givens and solutions as the grid (one good puzzle
/// gives many); the same seed always applies the same transformation.
///
/// # Returns
/// - `SUDOKU_OK`: `grid` holds the image.
/// - `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`, `SUDOKU_NULL_POINTER`: bad input.
///
/// On any status but `SUDOKU_OK`, `grid` is unchanged.
///
/// # Safety
/// Either `grid` is NULL, or it points to an `int[9][9]` that is readable and writable and
/// that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_transform(seed: u64, grid: *mut [c_int; 9]) -> c_int {
    // SAFETY: forwarded from this function's contract.
    let Some(grid) = (unsafe { grid_mut(grid) }) else {
        return SUDOKU_NULL_POINTER;
    };
    match read_grid(grid) {
        Ok(checked) => {
            write_grid(grid, Transform::from_seed(seed).apply(&checked).cells());
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}
