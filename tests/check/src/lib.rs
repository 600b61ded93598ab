//! The one checking function of libsudoku, shared by the differential tests, the property
//! tests and the fuzzers: [`check`] calls every entry point of the C ABI and of the Rust API
//! on one grid of any `int` values, and panics, with the grid in the message, at the first
//! broken promise. [`check_parse`] does the same for `sudoku_parse` on any bytes.
//!
//! For any grid, it checks that:
//! - `sudoku_validate` classifies the grid as the reference does (values first, then
//!   conflicts), and every other entry point answers a bad grid with that same status;
//! - on `SUDOKU_OK`, an answer is a complete valid grid that keeps every given;
//! - on any other status, the grid and the counters are exactly as they were;
//! - a count never exceeds its limit; a count of 0 goes with `SUDOKU_NO_SOLUTION`, 1 with
//!   `sudoku_solve_unique` succeeding (on `sudoku_solve`'s answer), 2 or more with
//!   `SUDOKU_MULTIPLE_SOLUTIONS`;
//! - `sudoku_solve_any` succeeds exactly when there is a solution, with a solution that keeps
//!   the givens (checked by the reference), `sudoku_solve`'s when there is only one;
//! - `sudoku_solve` gives the reference's row-major-first answer, and the count is the
//!   reference's, whenever the reference finishes within `budget` nodes;
//! - `sudoku_solve_bounded`, `sudoku_solve_cells`, `sudoku_parse` (on the grid's text) and the
//!   Rust API give the same answers as the calls above.
//!
//! [`check_batch`] checks `sudoku_solve_batch` on any bytes against the single calls; `check`
//! calls it on the grid's text.
//!
//! [`engine_from_env`] runs the C functions on the engine the environment names, for running
//! the suites on each engine.

mod batch;
mod calls;
mod explain;
pub mod gen;
mod generate;
mod parse;
mod rust_api;
mod sized;
pub mod sized_gen;
mod tally;

use core::ffi::{c_int, c_uint, c_ulong};
use std::fmt;

use sudoku::{
    sudoku_solve, sudoku_solve_any, sudoku_solve_unique, sudoku_validate, SUDOKU_CONFLICT,
    SUDOKU_INVALID_VALUE, SUDOKU_LIMIT_REACHED, SUDOKU_MULTIPLE_SOLUTIONS, SUDOKU_NO_SOLUTION,
    SUDOKU_OK,
};
use sudoku_testkit::{from_int_grid, is_solution_of, reference, IntGrid};

pub use batch::check_batch;
use calls::{Calls, GUESSES_SENTINEL};
pub use explain::{check_explain, ExplainOutcome};
pub use generate::{
    check_generate, check_transform, has_symmetry, options_bytes, GenerateOutcome, FULL_BUDGET,
    OPTIONS_SIZE,
};
pub use parse::{check_parse, ParseOutcome};
pub use sized::{check_sized, expected_validate_n};
pub use tally::{run_sections, Section, Tally};

/// Counts go this far: enough to tell 0, 1 and several apart, and to see a limit hold.
pub const COUNT_LIMIT: u32 = 3;

/// The guess bounds `sudoku_solve_bounded` is called with.
const GUESS_BOUNDS: [c_ulong; 4] = [0, 1, 2, c_ulong::MAX];

/// What the reference solver confirmed of `sudoku_solve`'s answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reference {
    /// The textbook solver finished and gave the same answer (or also found none).
    Same,
    /// The textbook solver ran out of nodes, but the reference count is 1: the answer, valid
    /// and complete, can only be that one solution.
    Unique,
    /// The reference ran out of nodes: only the properties were checked.
    OverBudget,
    /// Bad input: there is no answer to compare.
    NotApplicable,
}

/// What [`check`] saw on one grid (it panics on anything wrong, so this only tallies).
#[derive(Clone, Copy, Debug)]
pub struct Outcome {
    /// `sudoku_validate`'s status.
    pub validate: c_int,
    /// The number of solutions up to [`COUNT_LIMIT`], for legal givens.
    pub count: Option<u32>,
    /// Whether the reference's count was the same (false: not legal, or over budget).
    pub count_confirmed: bool,
    /// What the reference confirmed of the answer.
    pub first: Reference,
    /// Entry-point calls made (C and Rust).
    pub calls: u32,
    /// Failing C calls whose grid and counters were checked unchanged.
    pub unchanged: u32,
}

/// Panics with the grid in the message when `cond` is false.
macro_rules! ensure {
    ($cond:expr, $grid:expr, $($msg:tt)+) => {
        if !$cond {
            panic!("{}\n  grid: {}", format_args!($($msg)+), $crate::Shown($grid));
        }
    };
}
pub(crate) use ensure;

/// A grid in a panic message: one 81-character line when every value is 0 to 9, else rows.
pub(crate) struct Shown<'a>(pub &'a IntGrid);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match digits(self.0) {
            Some(cells) => cells
                .iter()
                .try_for_each(|&d| write!(f, "{}", if d == 0 { '.' } else { (b'0' + d) as char })),
            None => write!(f, "{:?}", self.0),
        }
    }
}

/// The 81 cells when every value is 0 to 9.
pub fn digits(grid: &IntGrid) -> Option<[u8; 81]> {
    let mut out = [0u8; 81];
    for (cell, &v) in out.iter_mut().zip(grid.iter().flatten()) {
        *cell = u8::try_from(v).ok().filter(|&d| d <= 9)?;
    }
    Some(out)
}

/// The status `sudoku_validate` must give, decided by the reference: any value outside 0 to 9
/// first, then a digit repeated in a row, column or box.
pub fn expected_validate(grid: &IntGrid) -> c_int {
    match digits(grid) {
        None => SUDOKU_INVALID_VALUE,
        Some(cells) if !reference::givens_are_legal(&cells) => SUDOKU_CONFLICT,
        Some(_) => SUDOKU_OK,
    }
}

/// Runs the C functions on the engine `SUDOKU_TEST_ENGINE` names: `portable` forces the
/// portable engine; anything else, or nothing, leaves the library's own choice (the AVX2
/// engine where the processor has it). The suites that call the C functions call it first, so
/// that `make test-engines` runs them on the portable engine too; it prints the engine once.
pub fn engine_from_env() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        if std::env::var("SUDOKU_TEST_ENGINE").as_deref() == Ok("portable") {
            sudoku::engine::use_engine(sudoku::engine::Engine::Portable);
        }
        eprintln!(
            "the C functions search with the {} engine",
            sudoku::engine::engine_name()
        );
    });
}

/// Runs every entry point on `grid` and checks every promise above. The reference solver is
/// asked for at most `budget` nodes per question (0: never asked). Panics on any failure.
pub fn check(grid: &IntGrid, budget: u64) -> Outcome {
    engine_from_env();
    let mut calls = Calls::default();
    let v = calls.grid_only(sudoku_validate, grid);
    ensure!(
        v == expected_validate(grid),
        grid,
        "sudoku_validate gave {v}, the reference says {}",
        expected_validate(grid)
    );
    let legal = v == SUDOKU_OK;
    calls.null_pointers();

    let (s, solved) = calls.solve_like("sudoku_solve", sudoku_solve, grid);
    let (u, unique) = calls.solve_like("sudoku_solve_unique", sudoku_solve_unique, grid);
    let (a, any) = calls.solve_like("sudoku_solve_any", sudoku_solve_any, grid);
    for (name, status, answer) in [
        ("sudoku_solve", s, &solved),
        ("sudoku_solve_unique", u, &unique),
        ("sudoku_solve_any", a, &any),
    ] {
        if !legal {
            ensure!(
                status == v,
                grid,
                "{name} gave {status}, sudoku_validate {v}"
            );
        } else if status == SUDOKU_OK {
            ensure!(
                is_solution_of(&from_int_grid(grid), &from_int_grid(answer)),
                grid,
                "{name}'s answer {} is not a solution",
                Shown(answer)
            );
        }
    }

    let mut counts = [0 as c_uint; COUNT_LIMIT as usize + 1];
    for (limit, count) in (0..=COUNT_LIMIT).zip(counts.iter_mut()) {
        let (status, n) = calls.count(grid, limit as c_uint);
        ensure!(
            status == v,
            grid,
            "sudoku_count_solutions gave {status}, validate {v}"
        );
        *count = n;
    }
    let count = legal.then_some(counts[COUNT_LIMIT as usize]);
    if let Some(n) = count {
        for (limit, &c) in (0..).zip(&counts) {
            ensure!(
                c == n.min(limit),
                grid,
                "count {c} with limit {limit}, {n} with {COUNT_LIMIT}"
            );
        }
        ensure!(
            matches!(s, SUDOKU_OK | SUDOKU_NO_SOLUTION),
            grid,
            "sudoku_solve gave {s} on legal givens"
        );
        let expected_unique = match n {
            0 => SUDOKU_NO_SOLUTION,
            1 => SUDOKU_OK,
            _ => SUDOKU_MULTIPLE_SOLUTIONS,
        };
        ensure!(
            (n == 0) == (s == SUDOKU_NO_SOLUTION),
            grid,
            "count {n}, sudoku_solve {s}"
        );
        ensure!(
            u == expected_unique,
            grid,
            "count {n}, sudoku_solve_unique {u}"
        );
        ensure!(
            n != 1 || unique == solved,
            grid,
            "the unique answers differ"
        );
        ensure!(
            a == s,
            grid,
            "count {n}, sudoku_solve {s}, sudoku_solve_any {a}"
        );
        ensure!(
            n != 1 || any == solved,
            grid,
            "one solution, but sudoku_solve_any answered {}",
            Shown(&any)
        );
    }

    let mut bounded = [(0, 0); GUESS_BOUNDS.len()];
    for (&bound, out) in GUESS_BOUNDS.iter().zip(bounded.iter_mut()) {
        let (b, answer, guesses) = calls.bounded(grid, bound);
        *out = (b, guesses);
        if !legal {
            ensure!(b == v, grid, "sudoku_solve_bounded gave {b}, validate {v}");
            ensure!(
                guesses == GUESSES_SENTINEL,
                grid,
                "guesses written on bad input"
            );
            continue;
        }
        ensure!(
            guesses != GUESSES_SENTINEL,
            grid,
            "a search did not report its guesses"
        );
        ensure!(
            guesses <= bound,
            grid,
            "{guesses} guesses with a bound of {bound}"
        );
        match b {
            SUDOKU_OK => ensure!(
                s == SUDOKU_OK && answer == solved,
                grid,
                "sudoku_solve_bounded({bound}) answered {}, sudoku_solve {s}",
                Shown(&answer)
            ),
            SUDOKU_NO_SOLUTION => ensure!(s == b, grid, "bounded: no solution, solve {s}"),
            SUDOKU_LIMIT_REACHED => ensure!(bound != c_ulong::MAX, grid, "limit without one"),
            _ => ensure!(
                false,
                grid,
                "sudoku_solve_bounded({bound}) gave {b} on legal givens"
            ),
        }
        if bound == c_ulong::MAX {
            ensure!(
                b == s,
                grid,
                "unbounded sudoku_solve_bounded gave {b}, sudoku_solve {s}"
            );
            let no_counter = calls.bounded_without_counter(grid, bound);
            ensure!(
                no_counter == b,
                grid,
                "a NULL guesses pointer changed the status"
            );
        }
    }

    let mut outcome = Outcome {
        validate: v,
        count,
        count_confirmed: false,
        first: Reference::NotApplicable,
        calls: 0,
        unchanged: 0,
    };
    match bytes(grid) {
        Some(cells) => {
            let (status, answer) = calls.cells(&cells);
            ensure!(
                status == s,
                grid,
                "sudoku_solve_cells gave {status}, sudoku_solve {s}"
            );
            ensure!(
                status != SUDOKU_OK || answer == from_int_grid(&solved),
                grid,
                "sudoku_solve_cells and sudoku_solve answered differently"
            );
            let c = rust_api::CAnswers {
                validate: v,
                solve: (s, from_int_grid(&solved)),
                unique: (u, from_int_grid(&unique)),
                any: (a, from_int_grid(&any)),
                counts,
                bounded,
            };
            calls.calls += rust_api::check(grid, &cells, &c);
        }
        None => {
            // Out of byte range: what a caller of the byte API would pass is the truncation,
            // a grid in its own right, checked in full.
            let inner = check(&truncated(grid), budget);
            calls.calls += inner.calls;
            calls.unchanged += inner.unchanged;
        }
    }
    if let Some(cells) = digits(grid) {
        calls.parse_round_trip(grid);
        let record = cells.map(|d| if d == 0 { b'.' } else { b'0' + d });
        let batch = check_batch(&record);
        calls.calls += 1;
        ensure!(
            batch == [s],
            grid,
            "sudoku_solve_batch gave {batch:?}, sudoku_solve {s}"
        );
    }
    // A seed that varies with the grid, so that many shuffles are seen.
    let seed = grid
        .iter()
        .flatten()
        .fold(0u64, |h, &v| h.wrapping_mul(31).wrapping_add(v as u64));
    calls.calls += generate::check_transform(grid, seed, budget);
    if legal && budget > 0 {
        let cells = from_int_grid(grid);
        let n = count.unwrap_or(0);
        let reference_count = reference::count_solutions_bounded(&cells, COUNT_LIMIT, budget);
        if let Some(rc) = reference_count {
            ensure!(rc == n, grid, "count {n}, the reference's {rc}");
            outcome.count_confirmed = true;
        }
        outcome.first = match reference::first_solution_bounded(&cells, budget) {
            Some(None) => {
                ensure!(
                    s == SUDOKU_NO_SOLUTION,
                    grid,
                    "the reference finds no solution"
                );
                Reference::Same
            }
            Some(Some(r)) => {
                ensure!(
                    s == SUDOKU_OK && from_int_grid(&solved) == r,
                    grid,
                    "sudoku_solve gave {s} and {}, the textbook answer is {}",
                    Shown(&solved),
                    Shown(&sudoku_testkit::to_int_grid(&r))
                );
                Reference::Same
            }
            None if reference_count == Some(1) => Reference::Unique,
            None => Reference::OverBudget,
        };
    }
    outcome.calls = calls.calls;
    outcome.unchanged = calls.unchanged;
    outcome
}

/// The 81 values as bytes when every one fits in a byte.
fn bytes(grid: &IntGrid) -> Option<[u8; 81]> {
    let mut out = [0u8; 81];
    for (cell, &v) in out.iter_mut().zip(grid.iter().flatten()) {
        *cell = u8::try_from(v).ok()?;
    }
    Some(out)
}

/// Each value cut to its low byte, as a C caller's `(uint8_t)` cast would.
fn truncated(grid: &IntGrid) -> IntGrid {
    grid.map(|row| row.map(|v| i32::from(v as u8)))
}
