//! Ratings: `sudoku_rate` (the rating of version 0.1, its struct unchanged) and
//! `sudoku_rate_with` (Sudoku Explainer's ER, EP and ED, the hardest step by SE's name, with a
//! work budget the caller sets).

use core::ffi::{c_char, c_int, c_uint};

use sudoku_core::explain::{self, Options, Technique};

use crate::boundary::{grid_mut, read_grid, status};
use crate::explain::*;
use crate::{SUDOKU_NULL_POINTER, SUDOKU_OK};

/// How hard a puzzle is.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct sudoku_rating {
    /// The hardest step's rating, Sudoku Explainer's scale ×10.
    pub rating: c_int,
    /// The hardest step's technique, `SUDOKU_TECHNIQUE_*`.
    pub hardest: c_int,
    /// `SUDOKU_LEVEL_*`.
    pub level: c_int,
    /// What QQWing would call it: 1 simple, 2 easy, 3 intermediate, 4 expert.
    pub qqwing_level: c_int,
    /// 1 when a step relied on the puzzle having one solution.
    pub uses_uniqueness: c_int,
    /// 1 when a step was a forcing chain (SE 7.5 and up).
    pub uses_forcing_chains: c_int,
    /// The number of steps.
    pub steps: c_uint,
    /// Steps per technique, indexed by technique number (index 0 unused).
    pub technique_counts: [c_uint; SUDOKU_TECHNIQUE_SLOTS],
}

impl sudoku_rating {
    fn from_rating(r: &explain::Rating) -> sudoku_rating {
        let mut counts = [0 as c_uint; SUDOKU_TECHNIQUE_SLOTS];
        for t in Technique::ALL {
            if let Some(c) = counts.get_mut(usize::from(t.number())) {
                *c = c_uint::from(r.count(t));
            }
        }
        sudoku_rating {
            rating: c_int::from(r.rating),
            hardest: c_int::from(r.hardest.number()),
            level: c_int::from(r.level as u8),
            qqwing_level: c_int::from(r.qqwing() as u8),
            uses_uniqueness: c_int::from(r.uses_uniqueness),
            uses_forcing_chains: c_int::from(r.uses_forcing_chains()),
            steps: c_uint::from(r.steps),
            technique_counts: counts,
        }
    }
}

/// Rates a puzzle: solves it by the explainer's ladder, always taking the easiest step, and
/// writes the hardest step's rating (Sudoku Explainer's scale ×10), the level, the steps per
/// technique and whether a step relied on uniqueness. Its work is bounded by
/// `SUDOKU_DEFAULT_WORK`; `sudoku_rate_with` takes another budget and reports the work spent.
///
/// # Returns
/// - `SUDOKU_OK`: `*rating` is written.
/// - `SUDOKU_NO_SOLUTION`, `SUDOKU_MULTIPLE_SOLUTIONS`: the puzzle does not have one solution.
/// - `SUDOKU_NOT_EXPLAINED`, `SUDOKU_LIMIT_REACHED`: the ladder found no step, or the chains
///   spent `SUDOKU_DEFAULT_WORK`.
/// - `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`, `SUDOKU_NULL_POINTER`: bad input.
///
/// On any status but `SUDOKU_OK`, `*rating` is unchanged.
///
/// # Safety
/// `grid` is NULL or points to a readable `int[9][9]`; `rating` is NULL or points to a writable
/// `sudoku_rating`; no other thread writes them during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate(grid: *mut [c_int; 9], rating: *mut sudoku_rating) -> c_int {
    // SAFETY: forwarded from this function's contract; the grid is only read.
    let grid = unsafe { grid_mut(grid) };
    // SAFETY: `rating` is NULL or points to a writable `sudoku_rating` (this function's
    // contract).
    let rating = unsafe { rating.as_mut() };
    let (Some(grid), Some(rating)) = (grid, rating) else {
        return SUDOKU_NULL_POINTER;
    };
    match read_grid(grid).and_then(|g| explain::rate_with(&g, Options::DEFAULT)) {
        Ok(r) => {
            *rating = sudoku_rating::from_rating(&r);
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// The largest `size` of `sudoku_explain_options` accepted: room for later fields, and a bound
/// on what is read.
const MAX_OPTIONS_SIZE: u32 = 1024;

/// The work budget of the explainer's calls when the caller sets none: the forcing chains'
/// events of Sudoku Explainer's chaining searches (SE 6.5 and up: a candidate made true or false
/// on a hypothetical grid, a link followed; the rules below the chains, bounded by the grid
/// alone, charge nothing, so a puzzle they solve reports 0 work). docs/EXPLAIN.md gives the work and time the hardest puzzles
/// measured take.
pub const SUDOKU_DEFAULT_WORK: u64 = explain::Options::DEFAULT.work;

/// How the explainer's calls with options (`sudoku_rate_with`, `sudoku_hint_with`) may work.
/// Every field's zero value is its default, so `struct sudoku_explain_options options = {
/// sizeof options };` asks for the defaults, and fields added in later versions go at the end,
/// zero meaning what older versions did.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(non_camel_case_types)] // the C name
pub struct sudoku_explain_options {
    /// `sizeof(struct sudoku_explain_options)` as the caller compiled it: the library reads
    /// that many bytes, and any it does not know must be zero.
    pub size: u32,
    /// The highest rating (Sudoku Explainer's scale ×10) of the rules tried: a puzzle whose
    /// path needs a harder one gets `SUDOKU_NOT_EXPLAINED` early, which is cheap. 0: no limit.
    pub max_rating: u32,
    /// The work budget of the call, in the units of `SUDOKU_DEFAULT_WORK` (0: that default):
    /// past it the call ends with `SUDOKU_LIMIT_REACHED`.
    pub work: u64,
}

/// The longest SE name of a technique, with its NUL.
pub const SUDOKU_MAX_SE_NAME: usize = 96;
/// The length of `technique_counts` in `sudoku_se_rating`: room for technique numbers up to
/// 127.
pub const SUDOKU_TECHNIQUE_ROOM: usize = 128;

/// A puzzle's rating as Sudoku Explainer 1.2.1 gives it (`sudoku_rate_with`).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct sudoku_se_rating {
    /// The work the call spent, in the units of `SUDOKU_DEFAULT_WORK`.
    pub work: u64,
    /// ER ×10: the hardest step of the path that always takes SE's step.
    pub er: c_int,
    /// EP ×10 (pearl): the hardest step up to and including the first that places a digit.
    pub ep: c_int,
    /// ED ×10 (diamond): the first step.
    pub ed: c_int,
    /// The hardest step's technique, `SUDOKU_TECHNIQUE_*` (the first step rated ER).
    pub hardest: c_int,
    /// `SUDOKU_LEVEL_*`: the level of ER.
    pub level: c_int,
    /// 1 when a step relied on the puzzle having one solution.
    pub uses_uniqueness: c_int,
    /// 1 when a step was a forcing chain (SE 7.5 and up).
    pub uses_forcing_chains: c_int,
    /// What QQWing would call it: 1 simple, 2 easy, 3 intermediate, 4 expert.
    pub qqwing_level: c_int,
    /// The number of steps.
    pub steps: c_uint,
    /// SE's name of the hardest step's rule, NUL-terminated ("Turbot Fish", "Unique Loop 8
    /// type 1"), as SE lists it.
    pub hardest_name: [c_char; SUDOKU_MAX_SE_NAME],
    /// Steps per technique, indexed by technique number (index 0 and numbers not in use: 0).
    pub technique_counts: [c_uint; SUDOKU_TECHNIQUE_ROOM],
}

/// A buffer that keeps what fits of a name and a NUL.
struct Name {
    bytes: [c_char; SUDOKU_MAX_SE_NAME],
    len: usize,
}

impl core::fmt::Write for Name {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        for &b in s.as_bytes() {
            if self.len + 1 < SUDOKU_MAX_SE_NAME {
                if let Some(slot) = self.bytes.get_mut(self.len) {
                    *slot = b as c_char;
                }
                self.len += 1;
            }
        }
        Ok(())
    }
}

impl sudoku_se_rating {
    fn from_rating(r: &explain::Rating, work: u64) -> sudoku_se_rating {
        let mut counts = [0 as c_uint; SUDOKU_TECHNIQUE_ROOM];
        for t in Technique::ALL {
            if let Some(c) = counts.get_mut(usize::from(t.number())) {
                *c = c_uint::from(r.count(t));
            }
        }
        let mut name = Name {
            bytes: [0; SUDOKU_MAX_SE_NAME],
            len: 0,
        };
        let _ = r.write_se_name(&mut name);
        sudoku_se_rating {
            work,
            er: c_int::from(r.rating),
            ep: c_int::from(r.pearl),
            ed: c_int::from(r.diamond),
            hardest: c_int::from(r.hardest.number()),
            level: c_int::from(r.level as u8),
            uses_uniqueness: c_int::from(r.uses_uniqueness),
            uses_forcing_chains: c_int::from(r.uses_forcing_chains()),
            qqwing_level: c_int::from(r.qqwing() as u8),
            steps: c_uint::from(r.steps),
            hardest_name: name.bytes,
            technique_counts: counts,
        }
    }
}

/// The core's options from the caller's (NULL: the defaults), or the status that refuses them.
///
/// # Safety
/// `options` is NULL, or points to a `struct sudoku_explain_options` whose `size` bytes are
/// readable.
pub(crate) unsafe fn read_options(
    options: *const sudoku_explain_options,
) -> Result<Options, sudoku_core::Error> {
    use sudoku_core::Error;
    if options.is_null() {
        return Ok(Options::DEFAULT);
    }
    // SAFETY: non-NULL, so it points to at least the `size` field (this function's contract).
    let size = unsafe { options.cast::<u32>().read_unaligned() };
    let known = core::mem::size_of::<sudoku_explain_options>();
    if size > MAX_OPTIONS_SIZE || (size as usize) < known {
        return Err(Error::BadOptions);
    }
    // SAFETY: `size` bytes are readable (the contract), and `size` is at least the struct's.
    let fields = unsafe { options.read_unaligned() };
    // SAFETY: the same `size` readable bytes, as bytes (alignment 1), only read.
    let all = unsafe { core::slice::from_raw_parts(options.cast::<u8>(), size as usize) };
    if all.get(known..).unwrap_or(&[]).iter().any(|&b| b != 0) {
        return Err(Error::Unsupported);
    }
    let max_rating = match fields.max_rating {
        0 => u8::MAX,
        n => u8::try_from(n).unwrap_or(u8::MAX),
    };
    let work = match fields.work {
        0 => Options::DEFAULT.work,
        n => n,
    };
    Ok(Options { max_rating, work })
}

/// Rates a puzzle as Sudoku Explainer 1.2.1 does: solves it taking SE's step each time (the
/// first hint of the first of SE's rules that has one) and writes ER, EP and ED (SE's scale
/// ×10), the hardest step's technique and SE's name for it, the level, the steps per technique
/// and the work spent. `options` (NULL for the defaults) sets the work budget and the hardest
/// rule tried.
///
/// The work is bounded by the budget: past it the call ends. With the default budget every
/// puzzle SE rated here (ER up to 9.8) finishes; the forum's hardest (ER 11) take seconds
/// each and a few reach the budget (figures in docs/EXPLAIN.md). A caller with a deadline sets
/// a smaller budget, or `max_rating` to stop early.
///
/// # Returns
/// - `SUDOKU_OK`: `*rating` is written.
/// - `SUDOKU_NULL_POINTER`: `grid` or `rating` is NULL.
/// - `SUDOKU_BAD_OPTIONS`: `options->size` below the struct's or above 1024.
/// - `SUDOKU_UNSUPPORTED`: a non-zero byte past the fields this version knows.
/// - `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`: bad givens.
/// - `SUDOKU_NO_SOLUTION`, `SUDOKU_MULTIPLE_SOLUTIONS`: the puzzle does not have one solution.
/// - `SUDOKU_NOT_EXPLAINED`: no rule up to `options->max_rating` finds the next step.
/// - `SUDOKU_LIMIT_REACHED`: the work budget ran out.
///
/// Checked in that order. On any status but `SUDOKU_OK`, `*rating` is unchanged.
///
/// # Safety
/// `grid` is NULL or points to a readable `int[9][9]`; `options` is NULL or points to a
/// `struct sudoku_explain_options` whose `size` bytes are readable; `rating` is NULL or points
/// to a writable `sudoku_se_rating`; no other thread writes them during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_rate_with(
    grid: *mut [c_int; 9],
    options: *const sudoku_explain_options,
    rating: *mut sudoku_se_rating,
) -> c_int {
    // SAFETY: forwarded from this function's contract; the grid is only read.
    let grid = unsafe { grid_mut(grid) };
    // SAFETY: `rating` is NULL or points to a writable `sudoku_se_rating` (the contract).
    let rating = unsafe { rating.as_mut() };
    let (Some(grid), Some(rating)) = (grid, rating) else {
        return SUDOKU_NULL_POINTER;
    };
    // SAFETY: forwarded from this function's contract.
    let options = match unsafe { read_options(options) } {
        Ok(o) => o,
        Err(e) => return status(e),
    };
    let rated = read_grid(grid).and_then(|g| {
        let mut stepper = explain::Stepper::with_options(&g, options)?;
        while stepper.next_step()?.is_some() {}
        Ok((stepper.rating(), stepper.work_used()))
    });
    match rated {
        Ok((r, work)) => {
            *rating = sudoku_se_rating::from_rating(&r, work);
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}
