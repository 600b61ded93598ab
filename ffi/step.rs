//! `sudoku_step`: one step of the explainer as a plain struct of fixed arrays, its sentence
//! (`sudoku_step_sentence`) and taking it on a player's grid (`sudoku_apply_step`).

use core::ffi::{c_char, c_int, c_uint};
use core::fmt::{self, Write};

use sudoku_core::explain::{Mark, Node, Step, Technique};
use sudoku_core::Error;

use crate::boundary::{grid_mut, status, write_grid};
use crate::explain::*;
use crate::hint::read_values;
use crate::{SUDOKU_NULL_POINTER, SUDOKU_OK};

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
///   lengths, `digits` a non-empty mask up to 0x1ff, the rating from the technique's base
///   rating (its constant's comment) to 255, `chain_length` up to 65535, `uses_uniqueness` 1
///   exactly for the unique rectangles and BUG+1.
/// - A placement or eliminations, never both nor neither: a placement for the singles and
///   BUG+1, eliminations for the other patterns, either for the chains (X-Chain and after: a
///   chain that proves a candidate true places it).
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

impl sudoku_step {
    pub(crate) const EMPTY: sudoku_step = sudoku_step {
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

    pub(crate) fn from_step(step: &Step) -> sudoku_step {
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
