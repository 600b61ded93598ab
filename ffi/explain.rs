//! The C side of the explainer: its statuses, limits, technique and level numbers and names.
//! The step and its sentence are in `step.rs`, hints in `hint.rs`, ratings in `rating.rs`.
//!
//! A step is a plain struct of fixed arrays with counts (`sudoku_step`), so that a caller
//! keeps it on its stack and frees nothing. Cells are numbered 0 to 80 row by row (row
//! `cell / 9`, column `cell % 9`), digits 1 to 9, houses 0 to 8 (rows), 9 to 17 (columns), 18
//! to 26 (boxes). A set of digits is a mask with bit `d - 1` for digit `d`, as are the
//! crossed-out candidates of a cell (`uint16_t crossed_out[81]`).

use core::ffi::{c_char, c_int, CStr};

use sudoku_core::explain::{self, Level, Technique};

/// An entry or a crossed-out candidate contradicts the puzzle's solution (`sudoku_hint`,
/// `sudoku_mistakes` tells which).
pub const SUDOKU_WRONG_ENTRY: c_int = 10;
/// No technique of the explainer finds the next step (`sudoku_hint`, `sudoku_rate`).
pub const SUDOKU_NOT_EXPLAINED: c_int = 11;
/// The buffer is too small for the text (`sudoku_step_sentence`); nothing was written.
pub const SUDOKU_BUFFER_TOO_SMALL: c_int = 12;

// The capacities are literals, so that cbindgen writes them into the header; the asserts
// hold them to the core's.
/// At most this many eliminations in a step.
pub const SUDOKU_MAX_ELIMINATIONS: usize = 64;
/// At most this many candidates justify a step.
pub const SUDOKU_MAX_REASONS: usize = 32;
/// At most this many houses in a step.
pub const SUDOKU_MAX_HOUSES: usize = 8;
/// At most this many chain nodes are kept in a step: the first ones.
pub const SUDOKU_MAX_CHAIN: usize = 64;
/// A buffer of this many bytes always holds the sentence of a step that `sudoku_apply_step`
/// accepts, and its NUL.
pub const SUDOKU_MAX_SENTENCE: usize = 1024;
/// The number of techniques: their numbers are 1 to `SUDOKU_TECHNIQUE_COUNT`.
pub const SUDOKU_TECHNIQUE_COUNT: usize = 75;
/// The length of `technique_counts` in `sudoku_rating`: one slot for 0 and for each technique
/// number up to 32 (the techniques numbered above are counted by `sudoku_rate_se`).
pub const SUDOKU_TECHNIQUE_SLOTS: usize = 33;

const _: () = {
    assert!(SUDOKU_MAX_ELIMINATIONS == explain::MAX_ELIMINATIONS);
    assert!(SUDOKU_MAX_REASONS == explain::MAX_REASONS);
    assert!(SUDOKU_MAX_HOUSES == explain::MAX_HOUSES);
    assert!(SUDOKU_MAX_CHAIN == explain::MAX_CHAIN);
    assert!(SUDOKU_MAX_SENTENCE == explain::MAX_SENTENCE);
    // `sudoku_step_sentence`'s comment says how many nodes a shortened chain shows.
    assert!(explain::ELIDED_CHAIN_END == 16);
    assert!(SUDOKU_TECHNIQUE_COUNT == explain::TECHNIQUE_COUNT);
};

/// No technique: the step `sudoku_hint` gives for a complete grid, which changes nothing.
pub const SUDOKU_TECHNIQUE_NONE: c_int = 0;
/// Full House (SE 1.0).
pub const SUDOKU_TECHNIQUE_FULL_HOUSE: c_int = 1;
/// Hidden Single in a box (SE 1.2).
pub const SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX: c_int = 2;
/// Hidden Single in a row or column (SE 1.5).
pub const SUDOKU_TECHNIQUE_HIDDEN_SINGLE_LINE: c_int = 3;
/// Naked Single (SE 2.3).
pub const SUDOKU_TECHNIQUE_NAKED_SINGLE: c_int = 4;
/// Pointing (SE 2.6).
pub const SUDOKU_TECHNIQUE_POINTING: c_int = 5;
/// Claiming (SE 2.8).
pub const SUDOKU_TECHNIQUE_CLAIMING: c_int = 6;
/// Naked Pair (SE 3.0).
pub const SUDOKU_TECHNIQUE_NAKED_PAIR: c_int = 7;
/// X-Wing (SE 3.2).
pub const SUDOKU_TECHNIQUE_X_WING: c_int = 8;
/// Hidden Pair (SE 3.4).
pub const SUDOKU_TECHNIQUE_HIDDEN_PAIR: c_int = 9;
/// Naked Triple (SE 3.6).
pub const SUDOKU_TECHNIQUE_NAKED_TRIPLE: c_int = 10;
/// Swordfish (SE 3.8).
pub const SUDOKU_TECHNIQUE_SWORDFISH: c_int = 11;
/// Hidden Triple (SE 4.0).
pub const SUDOKU_TECHNIQUE_HIDDEN_TRIPLE: c_int = 12;
/// Skyscraper: SE's Turbot Fish of that shape (6.6 and up).
pub const SUDOKU_TECHNIQUE_SKYSCRAPER: c_int = 13;
/// 2-String Kite: SE's Turbot Fish of that shape (6.6 and up).
pub const SUDOKU_TECHNIQUE_TWO_STRING_KITE: c_int = 14;
/// XY-Wing (SE 4.2).
pub const SUDOKU_TECHNIQUE_XY_WING: c_int = 15;
/// XYZ-Wing (SE 4.4).
pub const SUDOKU_TECHNIQUE_XYZ_WING: c_int = 16;
/// W-Wing: retired (no longer given; SE finds it as a Forcing Chain, 7.0 and up).
pub const SUDOKU_TECHNIQUE_W_WING: c_int = 17;
/// Unique Rectangle Type 1 (SE 4.5; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_1: c_int = 18;
/// Unique Rectangle Type 2 (SE 4.5; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_2: c_int = 19;
/// Unique Rectangle Type 4 (SE 4.5; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_4: c_int = 20;
/// Naked Quad (SE 5.0).
pub const SUDOKU_TECHNIQUE_NAKED_QUAD: c_int = 21;
/// Jellyfish (SE 5.2).
pub const SUDOKU_TECHNIQUE_JELLYFISH: c_int = 22;
/// Hidden Quad (SE 5.4).
pub const SUDOKU_TECHNIQUE_HIDDEN_QUAD: c_int = 23;
/// BUG+1 (SE's BUG type 1, 5.6; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_BUG_PLUS_ONE: c_int = 24;
/// X-Chain (SE's Forcing X-Chain, 6.6 and up).
pub const SUDOKU_TECHNIQUE_X_CHAIN: c_int = 25;
/// Forcing Chain, an AIC (SE 7.0 and up).
pub const SUDOKU_TECHNIQUE_AIC: c_int = 26;
/// Nishio Forcing Chain (SE 7.5 and up).
pub const SUDOKU_TECHNIQUE_NISHIO_FORCING_CHAIN: c_int = 27;
/// Dynamic Contradiction Forcing Chain (SE 8.5 and up).
pub const SUDOKU_TECHNIQUE_DYNAMIC_CONTRADICTION_CHAIN: c_int = 28;
/// Dynamic Cell Forcing Chain (SE 8.5 and up).
pub const SUDOKU_TECHNIQUE_DYNAMIC_CELL_FORCING_CHAIN: c_int = 29;
/// Dynamic Region Forcing Chain (SE 8.5 and up).
pub const SUDOKU_TECHNIQUE_DYNAMIC_REGION_FORCING_CHAIN: c_int = 30;
/// Dynamic Forcing Chain (+): retired (no longer given; each kind of (+) chain has its
/// number, 56 to 59).
pub const SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS: c_int = 31;
/// Nested Forcing Chain: retired (no longer given; each kind and level of nested chain has
/// its number, 60 to 75).
pub const SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN: c_int = 32;
/// Direct Pointing (SE's Direct Pointing, 1.7).
pub const SUDOKU_TECHNIQUE_DIRECT_POINTING: c_int = 33;
/// Direct Claiming (SE's Direct Claiming, 1.9).
pub const SUDOKU_TECHNIQUE_DIRECT_CLAIMING: c_int = 34;
/// Direct Hidden Pair (SE's Direct Hidden Pair, 2.0).
pub const SUDOKU_TECHNIQUE_DIRECT_HIDDEN_PAIR: c_int = 35;
/// Direct Hidden Triple (SE's Direct Hidden Triplet, 2.5).
pub const SUDOKU_TECHNIQUE_DIRECT_HIDDEN_TRIPLE: c_int = 36;
/// Unique Rectangle Type 3 (SE's Unique Rectangle type 3, 4.5 and up; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_3: c_int = 37;
/// Unique Loop Type 1 (SE's Unique Loop type 1, 4.5 and up; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_LOOP_1: c_int = 38;
/// Unique Loop Type 2 (SE's Unique Loop type 2, 4.5 and up; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_LOOP_2: c_int = 39;
/// Unique Loop Type 3 (SE's Unique Loop type 3, 4.5 and up; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_LOOP_3: c_int = 40;
/// Unique Loop Type 4 (SE's Unique Loop type 4, 4.5 and up; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_LOOP_4: c_int = 41;
/// BUG Type 2 (SE's BUG type 2, 5.7; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_BUG_2: c_int = 42;
/// BUG Type 3 (SE's BUG type 3, 5.7 and up; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_BUG_3: c_int = 43;
/// BUG Type 4 (SE's BUG type 4, 5.7; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_BUG_4: c_int = 44;
/// Aligned Pair Exclusion (SE's Aligned Pair Exclusion, 6.2).
pub const SUDOKU_TECHNIQUE_ALIGNED_PAIR_EXCLUSION: c_int = 45;
/// Aligned Triple Exclusion (SE's Aligned Triplet Exclusion, 7.5).
pub const SUDOKU_TECHNIQUE_ALIGNED_TRIPLET_EXCLUSION: c_int = 46;
/// Turbot Fish (SE's Turbot Fish, 6.6 and up).
pub const SUDOKU_TECHNIQUE_TURBOT_FISH: c_int = 47;
/// Y-Chain (SE's Forcing Y-Chain, 6.6 and up).
pub const SUDOKU_TECHNIQUE_FORCING_YCHAIN: c_int = 48;
/// X-Cycle (SE's Bidirectional X-Cycle, 6.5 and up).
pub const SUDOKU_TECHNIQUE_BIDIRECTIONAL_XCYCLE: c_int = 49;
/// Y-Cycle (SE's Bidirectional Y-Cycle, 6.5 and up).
pub const SUDOKU_TECHNIQUE_BIDIRECTIONAL_YCYCLE: c_int = 50;
/// Cycle (SE's Bidirectional Cycle, 7.0 and up).
pub const SUDOKU_TECHNIQUE_BIDIRECTIONAL_CYCLE: c_int = 51;
/// Generalized X-Wing (SE's Generalized X-Wing, 6.5 and up).
pub const SUDOKU_TECHNIQUE_GENERALIZED_XWING: c_int = 52;
/// Cell Forcing Chain (SE's Cell Forcing Chains, 8.0 and up).
pub const SUDOKU_TECHNIQUE_CELL_FORCING_CHAIN: c_int = 53;
/// Region Forcing Chain (SE's Region Forcing Chains, 8.0 and up).
pub const SUDOKU_TECHNIQUE_REGION_FORCING_CHAIN: c_int = 54;
/// Dynamic Double Forcing Chain (SE's Dynamic Double Forcing Chains, 8.5 and up).
pub const SUDOKU_TECHNIQUE_DYNAMIC_DOUBLE_FORCING_CHAIN: c_int = 55;
/// Dynamic Contradiction Forcing Chain (+) (SE's Dynamic Contradiction Forcing Chains (+), 9.0 and up).
pub const SUDOKU_TECHNIQUE_DYNAMIC_CONTRADICTION_CHAIN_PLUS: c_int = 56;
/// Dynamic Double Forcing Chain (+) (SE's Dynamic Double Forcing Chains (+), 9.0 and up).
pub const SUDOKU_TECHNIQUE_DYNAMIC_DOUBLE_FORCING_CHAIN_PLUS: c_int = 57;
/// Dynamic Cell Forcing Chain (+) (SE's Dynamic Cell Forcing Chains (+), 9.0 and up).
pub const SUDOKU_TECHNIQUE_DYNAMIC_CELL_FORCING_CHAIN_PLUS: c_int = 58;
/// Dynamic Region Forcing Chain (+) (SE's Dynamic Region Forcing Chains (+), 9.0 and up).
pub const SUDOKU_TECHNIQUE_DYNAMIC_REGION_FORCING_CHAIN_PLUS: c_int = 59;
/// Nested Contradiction Forcing Chain (SE's Dynamic Contradiction Forcing Chains (+ Forcing Chains), 9.5 and up).
pub const SUDOKU_TECHNIQUE_NESTED_CONTRADICTION_CHAIN_2: c_int = 60;
/// Nested Double Forcing Chain (SE's Dynamic Double Forcing Chains (+ Forcing Chains), 9.5 and up).
pub const SUDOKU_TECHNIQUE_NESTED_DOUBLE_FORCING_CHAIN_2: c_int = 61;
/// Nested Cell Forcing Chain (SE's Dynamic Cell Forcing Chains (+ Forcing Chains), 9.5 and up).
pub const SUDOKU_TECHNIQUE_NESTED_CELL_FORCING_CHAIN_2: c_int = 62;
/// Nested Region Forcing Chain (SE's Dynamic Region Forcing Chains (+ Forcing Chains), 9.5 and up).
pub const SUDOKU_TECHNIQUE_NESTED_REGION_FORCING_CHAIN_2: c_int = 63;
/// Nested Contradiction Forcing Chain (SE's Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains), 10.0 and up).
pub const SUDOKU_TECHNIQUE_NESTED_CONTRADICTION_CHAIN_3: c_int = 64;
/// Nested Double Forcing Chain (SE's Dynamic Double Forcing Chains (+ Multiple Forcing Chains), 10.0 and up).
pub const SUDOKU_TECHNIQUE_NESTED_DOUBLE_FORCING_CHAIN_3: c_int = 65;
/// Nested Cell Forcing Chain (SE's Dynamic Cell Forcing Chains (+ Multiple Forcing Chains), 10.0 and up).
pub const SUDOKU_TECHNIQUE_NESTED_CELL_FORCING_CHAIN_3: c_int = 66;
/// Nested Region Forcing Chain (SE's Dynamic Region Forcing Chains (+ Multiple Forcing Chains), 10.0 and up).
pub const SUDOKU_TECHNIQUE_NESTED_REGION_FORCING_CHAIN_3: c_int = 67;
/// Nested Contradiction Forcing Chain (SE's Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains), 10.5 and up).
pub const SUDOKU_TECHNIQUE_NESTED_CONTRADICTION_CHAIN_4: c_int = 68;
/// Nested Double Forcing Chain (SE's Dynamic Double Forcing Chains (+ Dynamic Forcing Chains), 10.5 and up).
pub const SUDOKU_TECHNIQUE_NESTED_DOUBLE_FORCING_CHAIN_4: c_int = 69;
/// Nested Cell Forcing Chain (SE's Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains), 10.5 and up).
pub const SUDOKU_TECHNIQUE_NESTED_CELL_FORCING_CHAIN_4: c_int = 70;
/// Nested Region Forcing Chain (SE's Dynamic Region Forcing Chains (+ Dynamic Forcing Chains), 10.5 and up).
pub const SUDOKU_TECHNIQUE_NESTED_REGION_FORCING_CHAIN_4: c_int = 71;
/// Nested Contradiction Forcing Chain (SE's Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains)), 11.0 and up).
pub const SUDOKU_TECHNIQUE_NESTED_CONTRADICTION_CHAIN_5: c_int = 72;
/// Nested Double Forcing Chain (SE's Dynamic Double Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains)), 11.0 and up).
pub const SUDOKU_TECHNIQUE_NESTED_DOUBLE_FORCING_CHAIN_5: c_int = 73;
/// Nested Cell Forcing Chain (SE's Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains)), 11.0 and up).
pub const SUDOKU_TECHNIQUE_NESTED_CELL_FORCING_CHAIN_5: c_int = 74;
/// Nested Region Forcing Chain (SE's Dynamic Region Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains)), 11.0 and up).
pub const SUDOKU_TECHNIQUE_NESTED_REGION_FORCING_CHAIN_5: c_int = 75;

/// Level easy: rating up to 1.5.
pub const SUDOKU_LEVEL_EASY: c_int = 1;
/// Level medium: rating 1.6 to 2.8.
pub const SUDOKU_LEVEL_MEDIUM: c_int = 2;
/// Level hard: rating 2.9 to 4.4.
pub const SUDOKU_LEVEL_HARD: c_int = 3;
/// Level fiendish: rating 4.5 to 6.9.
pub const SUDOKU_LEVEL_FIENDISH: c_int = 4;
/// Level diabolical: rating 7.0 and up.
pub const SUDOKU_LEVEL_DIABOLICAL: c_int = 5;

/// The name of a technique, as HoDoKu and Sudoku Explainer spell it ("Hidden Single" for both
/// kinds), "none" for `SUDOKU_TECHNIQUE_NONE` (the step of a complete grid), or "unknown
/// technique" for any other number; a static string, never NULL.
///
/// # Safety
/// Safe to call with any value.
#[no_mangle]
pub extern "C" fn sudoku_technique_name(technique: c_int) -> *const c_char {
    let name: &'static CStr = match u8::try_from(technique)
        .ok()
        .and_then(Technique::from_number)
    {
        Some(t) => technique_cstr(t),
        None if technique == SUDOKU_TECHNIQUE_NONE => c"none",
        None => c"unknown technique",
    };
    name.as_ptr()
}

/// Room for the longest technique name and its NUL.
const NAME_ROOM: usize = 72;

/// Every technique's name, NUL-terminated, by number - 1: built at compile time from the
/// core's names.
static NAMES: [[u8; NAME_ROOM]; explain::TECHNIQUE_COUNT] = names();

const fn names() -> [[u8; NAME_ROOM]; explain::TECHNIQUE_COUNT] {
    let mut out = [[0u8; NAME_ROOM]; explain::TECHNIQUE_COUNT];
    let mut i = 0;
    while i < explain::TECHNIQUE_COUNT {
        if let Some(t) = Technique::from_number(i as u8 + 1) {
            let name = t.name().as_bytes();
            assert!(name.len() < NAME_ROOM);
            let mut k = 0;
            while k < name.len() {
                out[i][k] = name[k];
                k += 1;
            }
        }
        i += 1;
    }
    out
}

fn technique_cstr(t: Technique) -> &'static CStr {
    NAMES
        .get(usize::from(t.number()) - 1)
        .and_then(|b| CStr::from_bytes_until_nul(b).ok())
        .unwrap_or(c"unknown technique")
}

/// The name of a level ("easy" to "diabolical"), or "unknown level"; static, never NULL.
///
/// # Safety
/// Safe to call with any value.
#[no_mangle]
pub extern "C" fn sudoku_level_name(level: c_int) -> *const c_char {
    let name: &'static CStr = match u8::try_from(level).ok().and_then(Level::from_number) {
        Some(Level::Easy) => c"easy",
        Some(Level::Medium) => c"medium",
        Some(Level::Hard) => c"hard",
        Some(Level::Fiendish) => c"fiendish",
        Some(Level::Diabolical) => c"diabolical",
        None => c"unknown level",
    };
    name.as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_match_the_core() {
        for t in Technique::ALL {
            assert_eq!(technique_cstr(t).to_str(), Ok(t.name()));
        }
    }
}
