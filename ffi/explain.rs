//! The C side of the explainer: hints, ratings, the path step by step, sentences.
//!
//! A step is a plain struct of fixed arrays with counts (`sudoku_step`), so that a caller
//! keeps it on its stack and frees nothing. Cells are numbered 0 to 80 row by row (row
//! `cell / 9`, column `cell % 9`), digits 1 to 9, houses 0 to 8 (rows), 9 to 17 (columns), 18
//! to 26 (boxes). A set of digits is a mask with bit `d - 1` for digit `d`, as are the
//! crossed-out candidates of a cell (`uint16_t crossed_out[81]`).

use core::ffi::{c_char, c_int, c_uint, CStr};
use core::fmt::{self, Write};

use sudoku_core::explain::{self, Level, Mark, Node, Options, Step, Technique};
use sudoku_core::{Cells, Error};

use crate::boundary::{grid_mut, read_grid, status, write_grid};
use crate::{SUDOKU_NULL_POINTER, SUDOKU_OK};

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
pub const SUDOKU_TECHNIQUE_COUNT: usize = 32;
/// The length of `technique_counts` in `sudoku_rating`: one slot per technique number and 0.
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
    assert!(SUDOKU_TECHNIQUE_SLOTS == SUDOKU_TECHNIQUE_COUNT + 1);
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
/// Skyscraper (rated 4.0).
pub const SUDOKU_TECHNIQUE_SKYSCRAPER: c_int = 13;
/// 2-String Kite (rated 4.1).
pub const SUDOKU_TECHNIQUE_TWO_STRING_KITE: c_int = 14;
/// XY-Wing (SE 4.2).
pub const SUDOKU_TECHNIQUE_XY_WING: c_int = 15;
/// XYZ-Wing (SE 4.4).
pub const SUDOKU_TECHNIQUE_XYZ_WING: c_int = 16;
/// W-Wing (rated 4.4).
pub const SUDOKU_TECHNIQUE_W_WING: c_int = 17;
/// Unique Rectangle Type 1 (SE 4.5; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_1: c_int = 18;
/// Unique Rectangle Type 2 (SE 4.6; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_2: c_int = 19;
/// Unique Rectangle Type 4 (SE 4.5; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_UNIQUE_RECTANGLE_4: c_int = 20;
/// Naked Quad (SE 5.0).
pub const SUDOKU_TECHNIQUE_NAKED_QUAD: c_int = 21;
/// Jellyfish (SE 5.2).
pub const SUDOKU_TECHNIQUE_JELLYFISH: c_int = 22;
/// Hidden Quad (SE 5.4).
pub const SUDOKU_TECHNIQUE_HIDDEN_QUAD: c_int = 23;
/// BUG+1 (SE 5.6; relies on uniqueness).
pub const SUDOKU_TECHNIQUE_BUG_PLUS_ONE: c_int = 24;
/// X-Chain (SE 6.6 and up).
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
/// Dynamic Forcing Chain (+) (SE 9.0 and up).
pub const SUDOKU_TECHNIQUE_DYNAMIC_FORCING_CHAIN_PLUS: c_int = 31;
/// Nested Forcing Chain (SE 9.5 and up).
pub const SUDOKU_TECHNIQUE_NESTED_FORCING_CHAIN: c_int = 32;

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

/// A digit in a cell: a candidate, a placement or an elimination.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct sudoku_candidate {
    /// The cell, 0 to 80.
    pub cell: u8,
    /// The digit, 1 to 9.
    pub digit: u8,
}

/// A node of a chain.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct sudoku_chain_node {
    /// The cell, 0 to 80.
    pub cell: u8,
    /// The digit, 1 to 9.
    pub digit: u8,
    /// 1: the chain places the digit there; 0: it removes it.
    pub on: u8,
    /// The branch the node belongs to, from 0 (see the README: one branch per assumption).
    pub branch: u8,
}

/// One step: the technique, its rating, what it changes and why.
///
/// `sudoku_step_sentence` and `sudoku_apply_step` take a step back and check it alone (not
/// against a grid), refusing with `SUDOKU_INVALID_VALUE` one whose fields are out of range or
/// do not fit together as every step of `sudoku_hint` does:
/// - `SUDOKU_TECHNIQUE_NONE`: every other field as `sudoku_hint` writes it for a complete
///   grid (rating 0, `placed_cell` -1, `placed_digit` 0, `digits` 0, every count and
///   `chain_length` 0).
/// - Otherwise: cells 0 to 80, digits 1 to 9, houses 0 to 26, counts up to the arrays'
///   lengths, `digits` a non-empty mask up to 0x1ff, the rating at least the technique's base
///   rating (its constant's comment), `uses_uniqueness` 1 exactly for the unique rectangles
///   and BUG+1.
/// - A placement or eliminations, never both nor neither: a placement for the singles and
///   BUG+1, eliminations for the other patterns, X-Chain and Forcing Chain, either for the
///   forcing chains (Nishio and after).
/// - A chain for the chains only (X-Chain and after): `chain_length` at least 1 and
///   `chain_count` = min(`chain_length`, `SUDOKU_MAX_CHAIN`); 0 and 0 otherwise.
/// - What the technique names and implies: Full House and Hidden Single one house holding the
///   placed cell (a box for `SUDOKU_TECHNIQUE_HIDDEN_SINGLE_BOX`, a row or column for
///   `_LINE`), and with Naked Single and BUG+1 `digits` the placed digit; Pointing a box then
///   a row or column crossing it, Claiming a row or column then a box crossing it, one digit,
///   removed from the second house outside the first; a naked or hidden subset of n (pair 2,
///   triple 3, quad 4) n digits, n cells among the reasons, all in each house named (at least
///   one), the naked one removing its digits outside those cells, the hidden one the other
///   digits inside them; a fish of n (X-Wing 2, Swordfish 3, Jellyfish 4) 2n houses, n rows
///   then n columns or n columns then n rows, one digit, removed from the cover lines outside
///   the base lines; Skyscraper and 2-String Kite one digit; those and the wings at least
///   one reason and eliminations of `digits` only; the unique rectangles two digits and
///   reasons on the four corners of a rectangle.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct sudoku_step {
    /// The technique, `SUDOKU_TECHNIQUE_*` (`SUDOKU_TECHNIQUE_NONE` for a complete grid).
    /// Both kinds of Hidden Single share the name "Hidden Single".
    pub technique: c_int,
    /// The step's rating on Sudoku Explainer's scale ×10 (7.3 is 73).
    pub rating: c_int,
    /// 1 when the step relies on the puzzle having one solution (the unique rectangles and
    /// BUG+1), else 0.
    pub uses_uniqueness: c_int,
    /// The cell the step fills, 0 to 80, or -1 when it only eliminates.
    pub placed_cell: c_int,
    /// The digit it places there, or 0.
    pub placed_digit: c_int,
    /// The digits of the pattern, bit `d - 1` for digit `d`.
    pub digits: c_uint,
    /// How many of `eliminations` are used.
    pub elimination_count: c_uint,
    /// The candidates the step removes.
    pub eliminations: [sudoku_candidate; SUDOKU_MAX_ELIMINATIONS],
    /// How many of `reasons` are used.
    pub reason_count: c_uint,
    /// The candidates that form the pattern (what a GUI highlights).
    pub reasons: [sudoku_candidate; SUDOKU_MAX_REASONS],
    /// How many of `houses` are used.
    pub house_count: c_uint,
    /// The houses of the pattern: 0-8 rows, 9-17 columns, 18-26 boxes.
    pub houses: [u8; SUDOKU_MAX_HOUSES],
    /// The number of nodes of the whole chain, all its branches together (0 for a pattern that
    /// is not a chain). The rating's length modifier counts as Sudoku Explainer does, which can
    /// differ: a nested forcing chain also counts the chains it uses on the way, not listed.
    pub chain_length: c_uint,
    /// How many of `chain` are used: the chain's first min(`chain_length`,
    /// `SUDOKU_MAX_CHAIN`) nodes.
    pub chain_count: c_uint,
    /// The chain, in order.
    pub chain: [sudoku_chain_node; SUDOKU_MAX_CHAIN],
}

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

impl sudoku_step {
    const EMPTY: sudoku_step = sudoku_step {
        technique: SUDOKU_TECHNIQUE_NONE,
        rating: 0,
        uses_uniqueness: 0,
        placed_cell: -1,
        placed_digit: 0,
        digits: 0,
        elimination_count: 0,
        eliminations: [sudoku_candidate { cell: 0, digit: 0 }; SUDOKU_MAX_ELIMINATIONS],
        reason_count: 0,
        reasons: [sudoku_candidate { cell: 0, digit: 0 }; SUDOKU_MAX_REASONS],
        house_count: 0,
        houses: [0; SUDOKU_MAX_HOUSES],
        chain_length: 0,
        chain_count: 0,
        chain: [sudoku_chain_node {
            cell: 0,
            digit: 0,
            on: 0,
            branch: 0,
        }; SUDOKU_MAX_CHAIN],
    };

    fn from_step(step: &Step) -> sudoku_step {
        let mut out = sudoku_step::EMPTY;
        out.technique = c_int::from(step.technique.number());
        out.rating = c_int::from(step.rating);
        out.uses_uniqueness = c_int::from(step.uses_uniqueness());
        if let Some(p) = step.placement {
            out.placed_cell = c_int::from(p.cell);
            out.placed_digit = c_int::from(p.digit);
        }
        out.digits = c_uint::from(step.digits);
        out.elimination_count = step.eliminations.len() as c_uint;
        for (o, m) in out.eliminations.iter_mut().zip(&step.eliminations) {
            *o = sudoku_candidate {
                cell: m.cell,
                digit: m.digit,
            };
        }
        out.reason_count = step.reasons.len() as c_uint;
        for (o, m) in out.reasons.iter_mut().zip(&step.reasons) {
            *o = sudoku_candidate {
                cell: m.cell,
                digit: m.digit,
            };
        }
        out.house_count = step.houses.len() as c_uint;
        for (o, &h) in out.houses.iter_mut().zip(&step.houses) {
            *o = h;
        }
        out.chain_length = c_uint::from(step.chain_length);
        out.chain_count = step.chain.len() as c_uint;
        for (o, n) in out.chain.iter_mut().zip(&step.chain) {
            *o = sudoku_chain_node {
                cell: n.cell,
                digit: n.digit,
                on: u8::from(n.on),
                branch: n.branch,
            };
        }
        out
    }

    /// The step back from C, every field checked (`Error::InvalidValue` for a technique,
    /// cell, digit, house or count out of range, or fields that do not fit together:
    /// `Step::validate`), or `None` for the step of a complete grid, which must be
    /// `sudoku_hint`'s for it (`EMPTY`).
    fn checked(&self) -> Result<Option<Step>, Error> {
        let bad = Error::InvalidValue;
        if self.technique == SUDOKU_TECHNIQUE_NONE {
            return if self.is_none_step() {
                Ok(None)
            } else {
                Err(bad)
            };
        }
        let technique = u8::try_from(self.technique)
            .ok()
            .and_then(Technique::from_number)
            .ok_or(bad)?;
        let mark = |cell: u8, digit: u8| {
            if cell < 81 && (1..=9).contains(&digit) {
                Ok(Mark { cell, digit })
            } else {
                Err(bad)
            }
        };
        let count =
            |n: c_uint, max: usize| usize::try_from(n).ok().filter(|&n| n <= max).ok_or(bad);
        let mut step = Step {
            technique,
            rating: u8::try_from(self.rating).map_err(|_| bad)?,
            placement: None,
            eliminations: Default::default(),
            reasons: Default::default(),
            houses: Default::default(),
            digits: u16::try_from(self.digits)
                .ok()
                .filter(|&d| d <= 0x1ff)
                .ok_or(bad)?,
            chain: Default::default(),
            chain_length: u16::try_from(self.chain_length).map_err(|_| bad)?,
        };
        if self.placed_cell != -1 || self.placed_digit != 0 {
            let cell = u8::try_from(self.placed_cell).map_err(|_| bad)?;
            let digit = u8::try_from(self.placed_digit).map_err(|_| bad)?;
            step.placement = Some(mark(cell, digit)?);
        }
        let n = count(self.elimination_count, SUDOKU_MAX_ELIMINATIONS)?;
        for m in self.eliminations.iter().take(n) {
            step.eliminations
                .push(mark(m.cell, m.digit)?)
                .map_err(|_| bad)?;
        }
        let n = count(self.reason_count, SUDOKU_MAX_REASONS)?;
        for m in self.reasons.iter().take(n) {
            step.reasons.push(mark(m.cell, m.digit)?).map_err(|_| bad)?;
        }
        let n = count(self.house_count, SUDOKU_MAX_HOUSES)?;
        for &h in self.houses.iter().take(n) {
            if h >= 27 {
                return Err(bad);
            }
            step.houses.push(h).map_err(|_| bad)?;
        }
        let n = count(self.chain_count, SUDOKU_MAX_CHAIN)?;
        for c in self.chain.iter().take(n) {
            let m = mark(c.cell, c.digit)?;
            if c.on > 1 {
                return Err(bad);
            }
            let node = Node {
                cell: m.cell,
                digit: m.digit,
                on: c.on == 1,
                branch: c.branch,
            };
            step.chain.push(node).map_err(|_| bad)?;
        }
        if self.uses_uniqueness != c_int::from(step.uses_uniqueness()) {
            return Err(bad);
        }
        step.validate()?;
        Ok(Some(step))
    }

    /// True for the step of a complete grid: every field as in `EMPTY` (the arrays past the
    /// counts are not read).
    fn is_none_step(&self) -> bool {
        (self.technique, self.rating, self.uses_uniqueness) == (SUDOKU_TECHNIQUE_NONE, 0, 0)
            && (self.placed_cell, self.placed_digit, self.digits) == (-1, 0, 0)
            && [
                self.elimination_count,
                self.reason_count,
                self.house_count,
                self.chain_length,
                self.chain_count,
            ] == [0; 5]
    }
}

impl sudoku_rating {
    fn from_rating(r: &explain::Rating) -> sudoku_rating {
        let mut counts = [0 as c_uint; SUDOKU_TECHNIQUE_COUNT + 1];
        for t in Technique::LADDER {
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

/// Reads a C grid's values only (0 to 9; repeats are the caller's business): a player's
/// entries, which the explainer compares with the solution.
fn read_values(grid: &[[c_int; 9]; 9]) -> Result<Cells, Error> {
    let mut cells: Cells = [[0; 9]; 9];
    for (&value, cell) in grid.as_flattened().iter().zip(cells.as_flattened_mut()) {
        *cell = u8::try_from(value)
            .ok()
            .filter(|&d| d <= 9)
            .ok_or(Error::InvalidValue)?;
    }
    Ok(cells)
}

/// Reads the player's entries (NULL: none) and crossed-out candidates (NULL: none).
///
/// # Safety
/// `entries` is NULL or points to a readable `int[9][9]`; `crossed_out` is NULL or points to
/// 81 readable `uint16_t`.
unsafe fn read_player(
    entries: *mut [c_int; 9],
    crossed_out: *const u16,
) -> Result<(Cells, Option<[u16; 81]>), Error> {
    // SAFETY: forwarded from this function's contract; only read.
    let entries = match unsafe { grid_mut(entries) } {
        Some(e) => read_values(e)?,
        None => [[0; 9]; 9],
    };
    // SAFETY: a non-NULL `crossed_out` points to 81 readable `uint16_t` (this function's
    // contract), the layout of `[u16; 81]`.
    let marks = unsafe { crossed_out.cast::<[u16; 81]>().as_ref() }.copied();
    if marks.is_some_and(|m| m.iter().any(|&x| x > 0x1ff)) {
        return Err(Error::InvalidValue);
    }
    Ok((entries, marks))
}

/// The easiest next step for a player's grid: the puzzle's `givens`, the player's `entries`
/// (0 for an empty cell; a given may be repeated; NULL for none) and the candidates the player
/// crossed out (`crossed_out[cell]`, bit `d - 1` for digit `d`; NULL for none), which stay
/// crossed out. The step is not taken: `sudoku_apply_step` takes it.
///
/// # Returns
/// - `SUDOKU_OK`: `*step` holds the step; when the givens and entries already fill the grid,
///   the step of technique `SUDOKU_TECHNIQUE_NONE`, which changes nothing (the other fields as
///   `sudoku_step` says), and which `sudoku_step_sentence` ("The grid is complete: no step is
///   left") and `sudoku_apply_step` (a no-op) accept.
/// - `SUDOKU_WRONG_ENTRY`: an entry or a crossed-out candidate contradicts the solution
///   (`sudoku_mistakes` tells which).
/// - `SUDOKU_NO_SOLUTION`, `SUDOKU_MULTIPLE_SOLUTIONS`: the givens do not have one solution.
/// - `SUDOKU_NOT_EXPLAINED`, `SUDOKU_LIMIT_REACHED`: no technique finds a step, or the forcing
///   chains spent their work budget.
/// - `SUDOKU_INVALID_VALUE` (a cell outside 0 to 9, a mask above 0x1ff), `SUDOKU_CONFLICT`
///   (repeated givens), `SUDOKU_NULL_POINTER` (`givens` or `step`).
///
/// On any status but `SUDOKU_OK`, `*step` is unchanged.
///
/// # Safety
/// `givens` and `step` are NULL or point to a readable `int[9][9]` and a writable
/// `sudoku_step`; `entries` is NULL or points to a readable `int[9][9]`; `crossed_out` is NULL
/// or points to 81 readable `uint16_t`; no other thread writes them during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint(
    givens: *mut [c_int; 9],
    entries: *mut [c_int; 9],
    crossed_out: *const u16,
    step: *mut sudoku_step,
) -> c_int {
    // SAFETY: forwarded from this function's contract; the grid is only read.
    let givens = unsafe { grid_mut(givens) };
    // SAFETY: `step` is NULL or points to a writable `sudoku_step` (this function's contract).
    let step = unsafe { step.as_mut() };
    let (Some(givens), Some(step)) = (givens, step) else {
        return SUDOKU_NULL_POINTER;
    };
    // SAFETY: forwarded from this function's contract.
    let player = unsafe { read_player(entries, crossed_out) };
    let found = read_grid(givens).and_then(|g| {
        let (entries, marks) = player?;
        explain::hint(&g, &entries, marks.as_ref())
    });
    match found {
        Ok(Some(s)) => {
            *step = sudoku_step::from_step(&s);
            SUDOKU_OK
        }
        Ok(None) => {
            *step = sudoku_step::EMPTY;
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// Finds the player's mistakes: `mistakes[cell]` gets 1 where the entry differs from the
/// solution, 2 where the solution's digit is crossed out, 3 for both, 0 elsewhere; `*count`
/// the number of cells with a mistake. Arguments as `sudoku_hint`.
///
/// # Returns
/// - `SUDOKU_OK`: `mistakes` and `*count` are written.
/// - `SUDOKU_NO_SOLUTION`, `SUDOKU_MULTIPLE_SOLUTIONS`, `SUDOKU_INVALID_VALUE`,
///   `SUDOKU_CONFLICT`, `SUDOKU_NULL_POINTER` (`givens`, `mistakes` or `count`).
///
/// On any status but `SUDOKU_OK`, `mistakes` and `*count` are unchanged.
///
/// # Safety
/// As `sudoku_hint`; `mistakes` is NULL or points to 81 writable bytes, `count` NULL or a
/// writable `unsigned int`.
#[no_mangle]
pub unsafe extern "C" fn sudoku_mistakes(
    givens: *mut [c_int; 9],
    entries: *mut [c_int; 9],
    crossed_out: *const u16,
    mistakes: *mut u8,
    count: *mut c_uint,
) -> c_int {
    // SAFETY: forwarded from this function's contract; the grid is only read.
    let givens = unsafe { grid_mut(givens) };
    // SAFETY: a non-NULL `mistakes` points to 81 writable bytes (this function's contract).
    let mistakes = unsafe { mistakes.cast::<[u8; 81]>().as_mut() };
    // SAFETY: `count` is NULL or points to a writable `unsigned int` (this function's contract).
    let count = unsafe { count.as_mut() };
    let (Some(givens), Some(mistakes), Some(count)) = (givens, mistakes, count) else {
        return SUDOKU_NULL_POINTER;
    };
    // SAFETY: forwarded from this function's contract.
    let player = unsafe { read_player(entries, crossed_out) };
    let found = read_grid(givens).and_then(|g| {
        let (entries, marks) = player?;
        explain::mistakes(&g, &entries, marks.as_ref())
    });
    match found {
        Ok(m) => {
            let mut n = 0;
            for (cell, out) in mistakes.iter_mut().enumerate() {
                let flag = (m.entries >> cell & 1) as u8 | ((m.crossed_out >> cell & 1) as u8) << 1;
                *out = flag;
                n += c_uint::from(flag != 0);
            }
            *count = n;
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// Takes a step on a player's grid: writes its placement into `entries` and adds its
/// eliminations to `crossed_out`. With `sudoku_hint`, this is the step-by-step loop of the
/// whole path: hint, apply, until the technique is `SUDOKU_TECHNIQUE_NONE` (a step that
/// changes nothing). The step is checked alone, not against the grid (see `sudoku_step`): its
/// placement is written over whatever entry the cell has. The step `sudoku_hint` gives for
/// the same grid is always right for it.
///
/// # Returns
/// - `SUDOKU_OK`: `entries` and `crossed_out` are updated (unchanged for
///   `SUDOKU_TECHNIQUE_NONE`).
/// - `SUDOKU_NULL_POINTER`: `entries`, `crossed_out` or `step` is NULL.
/// - `SUDOKU_INVALID_VALUE`: a cell of `entries` outside 0 to 9 or a mask above 0x1ff, then a
///   step that `sudoku_step` refuses (a field out of range, or fields that do not fit
///   together).
///
/// Checked in that order. On any status but `SUDOKU_OK`, `entries` and `crossed_out` are
/// unchanged.
///
/// # Safety
/// `entries` is NULL or points to a readable and writable `int[9][9]`, `crossed_out` NULL or
/// 81 readable and writable `uint16_t`, `step` NULL or a readable `sudoku_step`; no other
/// thread touches them during the call.
#[no_mangle]
pub unsafe extern "C" fn sudoku_apply_step(
    entries: *mut [c_int; 9],
    crossed_out: *mut u16,
    step: *const sudoku_step,
) -> c_int {
    // SAFETY: forwarded from this function's contract.
    let entries = unsafe { grid_mut(entries) };
    // SAFETY: a non-NULL `crossed_out` points to 81 exclusively borrowed `uint16_t` (this
    // function's contract), the layout of `[u16; 81]`.
    let marks = unsafe { crossed_out.cast::<[u16; 81]>().as_mut() };
    // SAFETY: `step` is NULL or points to a readable `sudoku_step` (this function's contract).
    let step = unsafe { step.as_ref() };
    let (Some(entries), Some(marks), Some(step)) = (entries, marks, step) else {
        return SUDOKU_NULL_POINTER;
    };
    let checked = read_values(entries).and_then(|cells| {
        if marks.iter().any(|&m| m > 0x1ff) {
            return Err(Error::InvalidValue);
        }
        Ok((cells, step.checked()?))
    });
    match checked {
        Ok((_, None)) => SUDOKU_OK,
        Ok((mut cells, Some(s))) => {
            if let Some(p) = s.placement {
                if let Some(c) = cells.as_flattened_mut().get_mut(usize::from(p.cell)) {
                    *c = p.digit;
                }
            }
            for e in &s.eliminations {
                if let Some(m) = marks.get_mut(usize::from(e.cell)) {
                    *m |= 1 << (e.digit - 1);
                }
            }
            write_grid(entries, &cells);
            SUDOKU_OK
        }
        Err(e) => status(e),
    }
}

/// Rates a puzzle: solves it by the explainer's ladder, always taking the easiest step, and
/// writes the hardest step's rating (Sudoku Explainer's scale ×10), the level, the steps per
/// technique and whether a step relied on uniqueness.
///
/// # Returns
/// - `SUDOKU_OK`: `*rating` is written.
/// - `SUDOKU_NO_SOLUTION`, `SUDOKU_MULTIPLE_SOLUTIONS`: the puzzle does not have one solution.
/// - `SUDOKU_NOT_EXPLAINED`, `SUDOKU_LIMIT_REACHED`: the ladder found no step, or the forcing
///   chains spent their work budget.
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

/// The sentence of `SUDOKU_TECHNIQUE_NONE`, the step of a complete grid.
const COMPLETE: &str = "The grid is complete: no step is left";

/// A fixed buffer that fails instead of cutting the text.
struct Buffer {
    bytes: [u8; SUDOKU_MAX_SENTENCE],
    len: usize,
}

impl Write for Buffer {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len.checked_add(s.len()).ok_or(fmt::Error)?;
        self.bytes
            .get_mut(self.len..end)
            .ok_or(fmt::Error)?
            .copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Writes a step's English sentence into `buffer` as a NUL-terminated string, for example
/// "Hidden Single: in box 2, 7 fits only in r3c5": the technique's name
/// (`sudoku_technique_name`), a colon, the pattern and what it changes. The step of a
/// complete grid (`SUDOKU_TECHNIQUE_NONE`) reads "The grid is complete: no step is left".
/// Every step that `sudoku_apply_step` accepts has a sentence, and `SUDOKU_MAX_SENTENCE` bytes
/// always hold it: a chain whose whole sentence would not fit shows its first and last 16
/// nodes, with ` ... ` for those between.
///
/// # Returns
/// - `SUDOKU_OK`: `buffer` holds the sentence and its NUL; nothing past them is written.
/// - `SUDOKU_NULL_POINTER`: `step` or `buffer` is NULL (whatever `size`).
/// - `SUDOKU_INVALID_VALUE`: a step that `sudoku_step` refuses (a field out of range, or
///   fields that do not fit together).
/// - `SUDOKU_BUFFER_TOO_SMALL`: the sentence and its NUL do not fit in `size` bytes (0
///   included).
///
/// Checked in that order. On any status but `SUDOKU_OK`, `buffer` is unchanged.
///
/// # Safety
/// `step` is NULL or points to a readable `sudoku_step`; `buffer` is NULL or points to `size`
/// writable bytes.
#[no_mangle]
pub unsafe extern "C" fn sudoku_step_sentence(
    step: *const sudoku_step,
    buffer: *mut c_char,
    size: usize,
) -> c_int {
    // SAFETY: `step` is NULL or points to a readable `sudoku_step` (this function's contract).
    let step = unsafe { step.as_ref() };
    let (Some(step), false) = (step, buffer.is_null()) else {
        return SUDOKU_NULL_POINTER;
    };
    let step = match step.checked() {
        Ok(s) => s,
        Err(e) => return status(e),
    };
    let mut text = Buffer {
        bytes: [0; SUDOKU_MAX_SENTENCE],
        len: 0,
    };
    let written = match step {
        Some(step) => step.write_sentence(&mut text),
        None => text.write_str(COMPLETE),
    };
    if written.is_err() || text.len >= size {
        return SUDOKU_BUFFER_TOO_SMALL;
    }
    // SAFETY: `buffer` points to `size` writable bytes (this function's contract), and
    // `text.len + 1 <= size`.
    let out = unsafe { core::slice::from_raw_parts_mut(buffer.cast::<u8>(), text.len + 1) };
    if let (Some(dst), Some(src)) = (out.get_mut(..text.len), text.bytes.get(..text.len)) {
        dst.copy_from_slice(src);
    }
    if let Some(nul) = out.get_mut(text.len) {
        *nul = 0;
    }
    SUDOKU_OK
}

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

fn technique_cstr(t: Technique) -> &'static CStr {
    match t {
        Technique::FullHouse => c"Full House",
        Technique::HiddenSingleBox | Technique::HiddenSingleLine => c"Hidden Single",
        Technique::NakedSingle => c"Naked Single",
        Technique::Pointing => c"Pointing",
        Technique::Claiming => c"Claiming",
        Technique::NakedPair => c"Naked Pair",
        Technique::XWing => c"X-Wing",
        Technique::HiddenPair => c"Hidden Pair",
        Technique::NakedTriple => c"Naked Triple",
        Technique::Swordfish => c"Swordfish",
        Technique::HiddenTriple => c"Hidden Triple",
        Technique::Skyscraper => c"Skyscraper",
        Technique::TwoStringKite => c"2-String Kite",
        Technique::XyWing => c"XY-Wing",
        Technique::XyzWing => c"XYZ-Wing",
        Technique::WWing => c"W-Wing",
        Technique::UniqueRectangle1 => c"Unique Rectangle Type 1",
        Technique::UniqueRectangle2 => c"Unique Rectangle Type 2",
        Technique::UniqueRectangle4 => c"Unique Rectangle Type 4",
        Technique::NakedQuad => c"Naked Quad",
        Technique::Jellyfish => c"Jellyfish",
        Technique::HiddenQuad => c"Hidden Quad",
        Technique::BugPlusOne => c"BUG+1",
        Technique::XChain => c"X-Chain",
        Technique::Aic => c"Forcing Chain",
        Technique::NishioForcingChain => c"Nishio Forcing Chain",
        Technique::DynamicContradictionChain => c"Dynamic Contradiction Forcing Chain",
        Technique::DynamicCellForcingChain => c"Dynamic Cell Forcing Chain",
        Technique::DynamicRegionForcingChain => c"Dynamic Region Forcing Chain",
        Technique::DynamicForcingChainPlus => c"Dynamic Forcing Chain (+)",
        Technique::NestedForcingChain => c"Nested Forcing Chain",
    }
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
        for t in Technique::LADDER {
            assert_eq!(technique_cstr(t).to_str(), Ok(t.name()));
        }
    }
}
