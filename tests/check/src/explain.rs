//! The explainer's part of the one checking function: [`check_explain`] calls the C ABI's
//! `sudoku_hint`, `sudoku_mistakes`, `sudoku_step_sentence`, `sudoku_apply_step` and the Rust
//! API's `explain::hint` and `explain::mistakes` on one player's grid (givens, entries and
//! crossed-out candidates of any values), and `sudoku_candidates` on the givens, and panics at
//! the first broken promise:
//!
//! - `sudoku_candidates` gives the status `sudoku_validate` gives and writes nothing on bad
//!   input; otherwise each empty cell's mask is exactly the digits missing from its row, column
//!   and box (counted here, cell by cell), and a filled cell's mask is 0;
//! - bad input (NULL; the givens' values, then their repeats; then a value of the entries
//!   outside 0 to 9 or a mask above 0x1ff) gets the status `sudoku_validate` and the contract
//!   give, and no output changes;
//! - givens without exactly one solution get `SUDOKU_NO_SOLUTION` or
//!   `SUDOKU_MULTIPLE_SOLUTIONS`, as the reference counts them (within `budget` nodes; past it,
//!   as the library counts, which `check` holds to the reference wherever it finishes);
//! - entries or crossed-out candidates that contradict the solution get
//!   `SUDOKU_WRONG_ENTRY`, and `sudoku_mistakes` marks exactly those cells (checked against the
//!   reference's solution);
//! - otherwise the step is right: a placement is the solution's digit, an elimination is a
//!   candidate of the grid as the player has it and never the solution's digit; its sentence
//!   fits in `SUDOKU_MAX_SENTENCE` bytes and starts with the technique's name; taking it with
//!   `sudoku_apply_step` changes exactly what it says; and the Rust API gives the same step.

use core::ffi::{c_int, c_uint, CStr};

use sudoku::{
    sudoku_apply_step, sudoku_candidates, sudoku_hint, sudoku_mistakes, sudoku_step,
    sudoku_step_sentence, sudoku_technique_name, SUDOKU_BUFFER_TOO_SMALL, SUDOKU_LIMIT_REACHED,
    SUDOKU_MAX_SENTENCE, SUDOKU_MULTIPLE_SOLUTIONS, SUDOKU_NOT_EXPLAINED, SUDOKU_NO_SOLUTION,
    SUDOKU_NULL_POINTER, SUDOKU_OK, SUDOKU_TECHNIQUE_NONE, SUDOKU_WRONG_ENTRY,
};
use sudoku_core::explain;
use sudoku_testkit::{reference, IntGrid};

use crate::{digits, ensure, expected_validate};

/// What [`check_explain`] saw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExplainOutcome {
    /// Bad input, with this status.
    Bad(c_int),
    /// The givens have no solution or several.
    NotUnique(c_int),
    /// An entry or a crossed-out candidate contradicts the solution.
    Wrong,
    /// The grid is complete: no step.
    Complete,
    /// A step of this technique, checked.
    Step(c_int),
    /// The explainer gave up (`SUDOKU_NOT_EXPLAINED` or `SUDOKU_LIMIT_REACHED`).
    GaveUp(c_int),
}

const SENTINEL: u8 = 0xEE;

/// A step whose every byte is `SENTINEL`'s pattern, to see whether a failing call wrote it.
fn sentinel_step() -> sudoku_step {
    // Every field set through the public struct; counts out of range on purpose.
    let mut s = unsafe_free_step();
    s.technique = -7;
    s
}

fn unsafe_free_step() -> sudoku_step {
    sudoku_step {
        technique: SUDOKU_TECHNIQUE_NONE,
        rating: 0,
        uses_uniqueness: 0,
        placed_cell: -1,
        placed_digit: 0,
        digits: 0,
        elimination_count: 0,
        eliminations: [sudoku::sudoku_candidate { cell: 0, digit: 0 }; 64],
        reason_count: 0,
        reasons: [sudoku::sudoku_candidate { cell: 0, digit: 0 }; 32],
        house_count: 0,
        houses: [0; 8],
        chain_length: 0,
        chain_count: 0,
        chain: [sudoku::sudoku_chain_node {
            cell: 0,
            digit: 0,
            on: 0,
            branch: 0,
        }; 64],
    }
}

/// The candidates of the player's grid: the givens' and entries' digits placed (when legal),
/// the crossed-out candidates removed.
fn player_marks(
    cells: &[u8; 81],
    entries: &[u8; 81],
    crossed: &[u16; 81],
) -> Option<explain::Candidates> {
    let mut grid = *cells;
    for (g, &e) in grid.iter_mut().zip(entries) {
        if *g == 0 {
            *g = e;
        }
    }
    let g = sudoku_core::Grid::from_cells(&grid).ok()?;
    let mut marks = explain::Candidates::new(&g);
    marks.cross_out(crossed);
    Some(marks)
}

/// Checks `sudoku_candidates` on `givens` against the rule, counted here cell by cell.
fn check_candidates(givens: &IntGrid) {
    let mut g = *givens;
    let mut marks = [0xBEEFu16; 81];
    // SAFETY: NULL, or pointers to locals of the right types.
    unsafe {
        ensure!(
            sudoku_candidates(core::ptr::null_mut(), marks.as_mut_ptr()) == SUDOKU_NULL_POINTER
                && sudoku_candidates(g.as_mut_ptr(), core::ptr::null_mut()) == SUDOKU_NULL_POINTER,
            givens,
            "sudoku_candidates with a NULL pointer"
        );
    }
    // SAFETY: as above.
    let status = unsafe { sudoku_candidates(g.as_mut_ptr(), marks.as_mut_ptr()) };
    ensure!(g == *givens, givens, "sudoku_candidates changed the grid");
    let want = expected_validate(givens);
    ensure!(
        status == want,
        givens,
        "sudoku_candidates gave {status}, expected {want}"
    );
    let Some(cells) = digits(givens).filter(|_| want == SUDOKU_OK) else {
        ensure!(
            marks == [0xBEEF; 81],
            givens,
            "a failing sudoku_candidates wrote"
        );
        return;
    };
    for (cell, &mask) in marks.iter().enumerate() {
        let (r, c) = (cell / 9, cell % 9);
        let mut expected = 0u16;
        if cells[cell] == 0 {
            for d in 1..=9u8 {
                let seen = (0..81).any(|o| {
                    let (or, oc) = (o / 9, o % 9);
                    cells[o] == d && (or == r || oc == c || (or / 3 == r / 3 && oc / 3 == c / 3))
                });
                if !seen {
                    expected |= 1 << (d - 1);
                }
            }
        }
        ensure!(
            mask == expected,
            givens,
            "sudoku_candidates: cell {cell} has {mask:#x}, expected {expected:#x}"
        );
    }
}

/// Checks the explainer on one player's grid; panics on any broken promise.
pub fn check_explain(
    givens: &IntGrid,
    entries: &IntGrid,
    crossed: &[u16; 81],
    budget: u64,
) -> ExplainOutcome {
    check_candidates(givens);
    let (mut g, mut e, x) = (*givens, *entries, *crossed);
    let mut step = sentinel_step();
    let before = step;
    // NULL pointers first: givens and step are required.
    // SAFETY: every non-NULL pointer is to a local of the right type.
    unsafe {
        ensure!(
            sudoku_hint(core::ptr::null_mut(), e.as_mut_ptr(), x.as_ptr(), &mut step)
                == SUDOKU_NULL_POINTER,
            givens,
            "sudoku_hint(NULL givens)"
        );
        ensure!(
            sudoku_hint(
                g.as_mut_ptr(),
                e.as_mut_ptr(),
                x.as_ptr(),
                core::ptr::null_mut()
            ) == SUDOKU_NULL_POINTER,
            givens,
            "sudoku_hint(NULL step)"
        );
    }
    ensure!(step == before, givens, "a NULL call wrote the step");
    // SAFETY: all pointers are to locals of the right types.
    let status = unsafe { sudoku_hint(g.as_mut_ptr(), e.as_mut_ptr(), x.as_ptr(), &mut step) };
    ensure!(
        g == *givens && e == *entries && x == *crossed,
        givens,
        "sudoku_hint changed its inputs"
    );

    let mut mistakes = [SENTINEL; 81];
    let mut count: c_uint = 0xBAD;
    // SAFETY: as above.
    let m_status = unsafe {
        sudoku_mistakes(
            g.as_mut_ptr(),
            e.as_mut_ptr(),
            x.as_ptr(),
            mistakes.as_mut_ptr(),
            &mut count,
        )
    };

    // Bad input: the givens first (values, then repeats), then the entries' and the masks'
    // values.
    let v = expected_validate(givens);
    let entries_ok = digits(entries).is_some();
    let marks_ok = crossed.iter().all(|&m| m <= 0x1ff);
    let bad = if v != SUDOKU_OK {
        Some(v)
    } else if !entries_ok || !marks_ok {
        Some(sudoku::SUDOKU_INVALID_VALUE)
    } else {
        None
    };
    if let Some(want) = bad {
        ensure!(
            status == want,
            givens,
            "sudoku_hint gave {status} on bad input, expected {want}"
        );
        ensure!(
            m_status == want,
            givens,
            "sudoku_mistakes gave {m_status}, expected {want}"
        );
        ensure!(
            step == before,
            givens,
            "a failing sudoku_hint wrote the step"
        );
        ensure!(
            mistakes == [SENTINEL; 81] && count == 0xBAD,
            givens,
            "a failing sudoku_mistakes wrote"
        );
        return ExplainOutcome::Bad(status);
    }
    let cells = digits(givens).unwrap_or([0; 81]);
    let ent = digits(entries).unwrap_or([0; 81]);
    // The reference's count and solution when it finishes within `budget` nodes; else the
    // library's own (held to the reference by `check` wherever that finishes).
    let n = reference::count_solutions_bounded(&cells, 2, budget)
        .unwrap_or_else(|| sudoku_core::count_solutions(&unflat(&cells), 2).unwrap_or(0));
    if n != 1 {
        let want = if n == 0 {
            SUDOKU_NO_SOLUTION
        } else {
            SUDOKU_MULTIPLE_SOLUTIONS
        };
        ensure!(
            status == want && m_status == want,
            givens,
            "count {n}: hint {status}, mistakes {m_status}"
        );
        ensure!(
            step == before,
            givens,
            "a failing sudoku_hint wrote the step"
        );
        return ExplainOutcome::NotUnique(status);
    }
    let solution = match reference::first_solution_bounded(&cells, budget) {
        Some(Some(s)) => s,
        _ => sudoku_core::Grid::from_cells(&cells)
            .and_then(|g| g.solve_unique())
            .map(|g| g.flat())
            .unwrap_or([0; 81]),
    };
    // The mistakes, by the reference's solution.
    ensure!(
        m_status == SUDOKU_OK,
        givens,
        "sudoku_mistakes gave {m_status}"
    );
    let mut wrong = 0;
    for (cell, &flag) in mistakes.iter().enumerate() {
        let s = solution[cell];
        let want = u8::from(ent[cell] != 0 && ent[cell] != s)
            | u8::from(crossed[cell] & (1 << (s - 1)) != 0) << 1;
        ensure!(
            flag == want,
            givens,
            "mistakes[{cell}] = {flag}, expected {want}"
        );
        wrong += c_uint::from(want != 0);
    }
    ensure!(
        count == wrong,
        givens,
        "{count} mistakes counted, {wrong} expected"
    );
    let rust = sudoku_core::Grid::from_cells(&cells)
        .and_then(|grid| explain::hint(&grid, &unflat(&ent), Some(crossed)));
    if wrong != 0 {
        ensure!(
            status == SUDOKU_WRONG_ENTRY,
            givens,
            "mistakes, but sudoku_hint gave {status}"
        );
        ensure!(
            rust == Err(sudoku_core::Error::WrongEntry),
            givens,
            "the Rust hint: {rust:?}"
        );
        ensure!(
            step == before,
            givens,
            "a failing sudoku_hint wrote the step"
        );
        return ExplainOutcome::Wrong;
    }
    if status == SUDOKU_NOT_EXPLAINED || status == SUDOKU_LIMIT_REACHED {
        return ExplainOutcome::GaveUp(status);
    }
    ensure!(status == SUDOKU_OK, givens, "sudoku_hint gave {status}");
    let marks = player_marks(&cells, &ent, crossed);
    let Some(marks) = marks else {
        ensure!(
            false,
            givens,
            "entries that match the solution did not make a legal grid"
        );
        return ExplainOutcome::Bad(status);
    };
    if step.technique == SUDOKU_TECHNIQUE_NONE {
        ensure!(
            marks.open() == 0,
            givens,
            "no step, but the grid is not complete"
        );
        ensure!(rust == Ok(None), givens, "the Rust hint: {rust:?}");
        // The step of a complete grid: a sentence, and a no-op for sudoku_apply_step.
        let mut text = [0u8; SUDOKU_MAX_SENTENCE];
        // SAFETY: `text` has SUDOKU_MAX_SENTENCE writable bytes.
        let s = unsafe { sudoku_step_sentence(&step, text.as_mut_ptr().cast(), text.len()) };
        let said = CStr::from_bytes_until_nul(&text).map(|c| c.to_bytes().to_vec());
        ensure!(
            s == SUDOKU_OK && said == Ok(b"The grid is complete: no step is left".to_vec()),
            givens,
            "the sentence of a complete grid: {s}, {said:?}"
        );
        let (mut e2, mut x2) = (*entries, *crossed);
        // SAFETY: whole arrays of this frame and a whole sudoku_step.
        let s = unsafe { sudoku_apply_step(e2.as_mut_ptr(), x2.as_mut_ptr(), &step) };
        ensure!(
            s == SUDOKU_OK && e2 == *entries && x2 == *crossed,
            givens,
            "sudoku_apply_step on a complete grid: {s}"
        );
        return ExplainOutcome::Complete;
    }
    // The step is right, by the reference's solution.
    ensure!(
        step.placed_cell >= -1 && step.placed_cell < 81,
        givens,
        "placed_cell {}",
        step.placed_cell
    );
    if step.placed_cell >= 0 {
        let c = step.placed_cell as usize;
        ensure!(
            step.placed_digit == c_int::from(solution[c]),
            givens,
            "placed {} in r{}c{}, the solution has {}",
            step.placed_digit,
            c / 9 + 1,
            c % 9 + 1,
            solution[c]
        );
        ensure!(marks.value(c) == 0, givens, "placed into a filled cell");
    }
    ensure!(
        step.elimination_count as usize <= step.eliminations.len(),
        givens,
        "elimination_count"
    );
    for el in step
        .eliminations
        .iter()
        .take(step.elimination_count as usize)
    {
        let c = usize::from(el.cell);
        ensure!(
            c < 81 && (1..=9).contains(&el.digit),
            givens,
            "elimination out of range"
        );
        ensure!(
            el.digit != solution[c],
            givens,
            "removed the solution's {} from r{}c{}",
            el.digit,
            c / 9 + 1,
            c % 9 + 1
        );
        ensure!(
            marks.contains(c, el.digit),
            givens,
            "removed a candidate that was not there"
        );
    }
    ensure!(
        step.placed_cell >= 0 || step.elimination_count > 0,
        givens,
        "an empty step"
    );
    match &rust {
        Ok(Some(r)) => ensure!(
            c_int::from(r.technique.number()) == step.technique
                && c_int::from(r.rating) == step.rating,
            givens,
            "the Rust hint differs: {r:?}"
        ),
        other => ensure!(false, givens, "the Rust hint: {other:?}"),
    }
    // The sentence.
    let mut text = [0u8; SUDOKU_MAX_SENTENCE];
    // SAFETY: `text` has SUDOKU_MAX_SENTENCE writable bytes.
    let s = unsafe { sudoku_step_sentence(&step, text.as_mut_ptr().cast(), text.len()) };
    ensure!(s == SUDOKU_OK, givens, "sudoku_step_sentence gave {s}");
    let sentence = CStr::from_bytes_until_nul(&text)
        .map(|c| c.to_string_lossy().into_owned())
        .unwrap_or_default();
    // SAFETY: the name is a static NUL-terminated string.
    let name = unsafe { CStr::from_ptr(sudoku_technique_name(step.technique)) }
        .to_string_lossy()
        .into_owned();
    ensure!(
        sentence.starts_with(&name),
        givens,
        "sentence {sentence:?} does not start with {name:?}"
    );
    let mut small = [SENTINEL; 8];
    // SAFETY: `small` has 8 writable bytes.
    let s = unsafe { sudoku_step_sentence(&step, small.as_mut_ptr().cast(), small.len()) };
    ensure!(
        s == SUDOKU_BUFFER_TOO_SMALL && small == [SENTINEL; 8],
        givens,
        "a short buffer: {s}"
    );
    // Taking the step.
    let (mut e2, mut x2) = (*entries, *crossed);
    // SAFETY: as above.
    let s = unsafe { sudoku_apply_step(e2.as_mut_ptr(), x2.as_mut_ptr(), &step) };
    ensure!(s == SUDOKU_OK, givens, "sudoku_apply_step gave {s}");
    for cell in 0..81 {
        let placed = step.placed_cell == cell as c_int;
        let want = if placed {
            step.placed_digit
        } else {
            entries[cell / 9][cell % 9]
        };
        ensure!(
            e2[cell / 9][cell % 9] == want,
            givens,
            "apply_step wrote entry {cell}"
        );
        let mut m = crossed[cell];
        for el in step
            .eliminations
            .iter()
            .take(step.elimination_count as usize)
        {
            if usize::from(el.cell) == cell {
                m |= 1 << (el.digit - 1);
            }
        }
        ensure!(x2[cell] == m, givens, "apply_step wrote marks {cell}");
    }
    let mut broken = step;
    broken.elimination_count = 65;
    let (mut e3, mut x3) = (*entries, *crossed);
    // SAFETY: as above.
    let s = unsafe { sudoku_apply_step(e3.as_mut_ptr(), x3.as_mut_ptr(), &broken) };
    ensure!(
        s == sudoku::SUDOKU_INVALID_VALUE && e3 == *entries && x3 == *crossed,
        givens,
        "a broken step was applied"
    );
    ExplainOutcome::Step(step.technique)
}

fn unflat(cells: &[u8; 81]) -> sudoku_core::Cells {
    let mut out = [[0u8; 9]; 9];
    for (i, &d) in cells.iter().enumerate() {
        out[i / 9][i % 9] = d;
    }
    out
}
