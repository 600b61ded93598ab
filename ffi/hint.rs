//! Hints for a player's grid (`sudoku_hint`, `sudoku_hint_with`) and the player's mistakes
//! (`sudoku_mistakes`).

use core::ffi::{c_int, c_uint};

use sudoku_core::explain;
use sudoku_core::{Cells, Error};

use crate::boundary::{grid_mut, read_grid, status};
use crate::rating::{read_options, sudoku_explain_options};
use crate::step::sudoku_step;
use crate::{SUDOKU_NULL_POINTER, SUDOKU_OK};

/// Reads a C grid's values only (0 to 9; repeats are the caller's business): a player's
/// entries, which the explainer compares with the solution.
pub(crate) fn read_values(grid: &[[c_int; 9]; 9]) -> Result<Cells, Error> {
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
/// - `SUDOKU_NULL_POINTER`: `givens` or `step` is NULL.
/// - `SUDOKU_INVALID_VALUE`, `SUDOKU_CONFLICT`: a given outside 0 to 9, then a repeated given.
/// - `SUDOKU_INVALID_VALUE`: an entry outside 0 to 9 or a mask above 0x1ff.
/// - `SUDOKU_NO_SOLUTION`, `SUDOKU_MULTIPLE_SOLUTIONS`: the givens do not have one solution.
/// - `SUDOKU_WRONG_ENTRY`: an entry or a crossed-out candidate contradicts the solution
///   (`sudoku_mistakes` tells which).
/// - `SUDOKU_NOT_EXPLAINED`, `SUDOKU_LIMIT_REACHED`: no technique finds a step, or the forcing
///   chains spent their work budget.
///
/// Checked in that order; on any status but `SUDOKU_OK`, `*step` is unchanged.
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
    // SAFETY: forwarded from this function's contract (NULL options: the defaults).
    unsafe { sudoku_hint_with(givens, entries, crossed_out, core::ptr::null(), step) }
}

/// `sudoku_hint` with options (NULL for the defaults): the work budget of the call and the
/// hardest rule tried (`sudoku_explain_options`).
///
/// # Returns
/// As `sudoku_hint`, and after `SUDOKU_NULL_POINTER`: `SUDOKU_BAD_OPTIONS` for
/// `options->size` below the struct's or above 1024, `SUDOKU_UNSUPPORTED` for a non-zero byte
/// past the fields this version knows. `SUDOKU_NOT_EXPLAINED` also when the next step needs a
/// rule rated above `options->max_rating`, `SUDOKU_LIMIT_REACHED` when the call spent
/// `options->work`.
///
/// On any status but `SUDOKU_OK`, `*step` is unchanged.
///
/// # Safety
/// As `sudoku_hint`; `options` is NULL or points to a `struct sudoku_explain_options` whose
/// `size` bytes are readable.
#[no_mangle]
pub unsafe extern "C" fn sudoku_hint_with(
    givens: *mut [c_int; 9],
    entries: *mut [c_int; 9],
    crossed_out: *const u16,
    options: *const sudoku_explain_options,
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
    let options = match unsafe { read_options(options) } {
        Ok(o) => o,
        Err(e) => return status(e),
    };
    // SAFETY: forwarded from this function's contract.
    let player = unsafe { read_player(entries, crossed_out) };
    let found = read_grid(givens).and_then(|g| {
        let (entries, marks) = player?;
        explain::Stepper::for_player(&g, &entries, marks.as_ref(), options)?.peek()
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
/// - `SUDOKU_OK`: `mistakes` and `*count` are written (a count of 0: no mistake).
/// - `SUDOKU_NULL_POINTER` (`givens`, `mistakes` or `count`), then `SUDOKU_INVALID_VALUE` and
///   `SUDOKU_CONFLICT`, then `SUDOKU_NO_SOLUTION` and `SUDOKU_MULTIPLE_SOLUTIONS`, checked as
///   `sudoku_hint` checks them.
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
