//! Generation for the sized grids: `sudoku_generate_n` and `sudoku_generate_solution_n`,
//! with the 9 × 9 generator's options struct.

use core::ffi::{c_int, c_ulong};

use sudoku_core::sized::{self, GenerateOptions, Shape};
use sudoku_core::Error;

use crate::generate::{common_fields, read_fields, sudoku_generate_options};
use crate::sized::with_cells_mut;

/// The sized options from the C struct for `shape`, or the status that refuses them.
fn options_from(
    c: &sudoku_generate_options,
    tail: &[u8],
    shape: Shape,
) -> Result<GenerateOptions, Error> {
    let (symmetry, min_clues, max_clues, minimal) = common_fields::<u16>(c, tail, shape.cells())?;
    let options = GenerateOptions {
        symmetry,
        min_clues,
        max_clues,
        minimal,
        max_attempts: c.max_attempts,
        max_guesses: u64::from(c.max_guesses),
    };
    options.clue_range(shape)?;
    match c.level {
        0 => Ok(options),
        // The levels of the 9 × 9 rating: not available for the sized grids.
        1..=5 => Err(Error::Unsupported),
        _ => Err(Error::BadOptions),
    }
}

/// The guesses all the searches of one `sudoku_generate_n` call may make when
/// `options->max_guesses` is 0 (or `options` NULL), and of one `sudoku_generate_solution_n`
/// call. With no other options, a unique 16 × 16 takes about 12 ms and a 25 × 25 about 0.1 s
/// (medians of 5 seeds on a 2-core x86 machine); a guess costs up to about 90 µs at 25 × 25, so
/// the whole budget bounds a call to well under a minute.
pub const SUDOKU_DEFAULT_GENERATE_GUESSES_N: c_ulong = 500_000;
// `unsigned long` is 32 bits on some targets: the value fits either way.
#[allow(clippy::unnecessary_cast)]
const _: () = assert!(SUDOKU_DEFAULT_GENERATE_GUESSES_N as u64 == sized::DEFAULT_MAX_GUESSES);

/// The caller's options for `shape`: NULL for the defaults.
///
/// # Safety
/// `options` is NULL, or points to a `struct sudoku_generate_options` whose `size` bytes are
/// readable.
unsafe fn read_options(
    options: *const sudoku_generate_options,
    shape: Shape,
) -> Result<GenerateOptions, Error> {
    if options.is_null() {
        return Ok(GenerateOptions::default());
    }
    // SAFETY: not NULL, and `size` bytes readable (this function's contract).
    let (fields, tail) = unsafe { read_fields(options) }?;
    options_from(&fields, tail, shape)
}

/// Generates a puzzle for `seed` into `cells`: N × N `int`s row by row (0 for empty), boxes
/// of `box_rows` × `box_cols`, exactly one solution, with the symmetry, clue count and
/// minimality of `options` (NULL: any puzzle), as `sudoku_generate` does for 9 × 9. The same
/// seed, shape and options give the same puzzle with every build of this version of the
/// library, on every platform; with 3 × 3 boxes, the puzzle of `sudoku_generate`. Clue bounds
/// go up to N × N (`max_clues` 0: N × N). There are no difficulty levels for these sizes.
/// The work is bounded by `options->max_guesses`, the guesses all its searches may make
/// (0: `SUDOKU_DEFAULT_GENERATE_GUESSES_N`), whatever `max_attempts` says: a call never runs
/// past it.
///
/// # Returns
/// - `SUDOKU_OK`: `cells` holds the puzzle.
/// - `SUDOKU_NULL_POINTER`: `cells` is NULL.
/// - `SUDOKU_INVALID_SIZE`: box sides below 2 or N outside 4 to 25.
/// - `SUDOKU_BAD_OPTIONS`: `size` below the struct's or above 1024.
/// - `SUDOKU_UNSUPPORTED`: a non-zero byte past the fields this version knows (read before
///   the fields, as `sudoku_generate` does).
/// - `SUDOKU_BAD_OPTIONS`: as for `sudoku_generate`, with N × N for 81: an unknown symmetry,
///   a `minimal` other than 0 or 1, a clue bound above N × N, an empty clue range,
///   `max_clues` under the fewest clues a puzzle can have (4 for 4 × 4, 17 for 9 × 9, N − 1
///   otherwise), a range with no count the symmetry allows (N even: even counts, multiples
///   of 4 for 90° rotation); a level above 5.
/// - `SUDOKU_UNSUPPORTED`: a level from 1 to 5 (rating is 9 × 9 only: use
///   `sudoku_generate`).
/// - `SUDOKU_LIMIT_REACHED`: `max_attempts` attempts did not meet the options, or the
///   searches needed more than `max_guesses` guesses.
///
/// Checked in that order, as `sudoku_generate` does; on any status but `SUDOKU_OK`, `cells`
/// is unchanged.
///
/// # Safety
/// Either `options` is NULL, or it points to a `struct sudoku_generate_options` of which
/// `size` bytes are readable; either `cells` is NULL, or it points to N × N writable `int`s
/// (N = `box_rows * box_cols`) that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_n(
    box_rows: c_int,
    box_cols: c_int,
    seed: u64,
    options: *const sudoku_generate_options,
    cells: *mut c_int,
) -> c_int {
    let generate = |shape, cells: &mut [c_int]| {
        // SAFETY: forwarded from this function's contract.
        let options = unsafe { read_options(options, shape) }?;
        sized::generate(shape, seed, &options, cells)
    };
    // SAFETY: forwarded from this function's contract.
    unsafe { with_cells_mut(box_rows, box_cols, cells, generate) }
}

/// Writes a random complete grid of `box_rows` × `box_cols` boxes for `seed` into `cells`
/// (N × N `int`s row by row): the solution of the first attempt of `sudoku_generate_n` for
/// that seed and shape.
///
/// # Returns
/// `SUDOKU_OK`, `SUDOKU_NULL_POINTER`, `SUDOKU_INVALID_SIZE`, or `SUDOKU_LIMIT_REACHED` (its
/// search needed more than `SUDOKU_DEFAULT_GENERATE_GUESSES_N` guesses: not seen for any
/// shape). On any status but
/// `SUDOKU_OK`, `cells` is unchanged.
///
/// # Safety
/// Either `cells` is NULL, or it points to N × N writable `int`s (N = `box_rows * box_cols`)
/// that no other thread touches during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_generate_solution_n(
    box_rows: c_int,
    box_cols: c_int,
    seed: u64,
    cells: *mut c_int,
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    unsafe {
        with_cells_mut(box_rows, box_cols, cells, |shape, cells| {
            sized::random_solution(shape, seed, cells)
        })
    }
}
