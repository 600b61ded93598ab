//! The checking function of the sized grids: [`check_sized`] calls every `_n` entry point of
//! the C ABI and the slice functions of the Rust API on one grid of any `int` values and box
//! dimensions, and panics, with the grid in the message, at the first broken promise. The same
//! promises as [`check`](crate::check) for 9 × 9, for every size:
//! - `sudoku_validate_n` classifies as the reference does (bad size, then values, then
//!   conflicts), and every other entry point answers bad input with that same status; NULL
//!   pointers come before everything;
//! - on `SUDOKU_OK` an answer is complete, valid and keeps the givens; on any other status the
//!   cells and the counters are exactly as they were;
//! - counts respect their limits and agree with `solve_n` and `solve_unique_n`;
//! - `sudoku_solve_n` gives the textbook's row-major-first answer, and the count is the
//!   reference's, whenever the reference finishes within `budget` nodes;
//! - `sudoku_solve_bounded_n`, `sudoku_parse_n` (the grid written as symbols and as numbers),
//!   the Rust slice functions and [`Grid`]'s text agree with the calls above;
//! - with 3 × 3 boxes, every answer is the 9 × 9 API's.

use core::ffi::{c_int, c_uint, c_ulong};
use std::fmt;

use sudoku::{
    sudoku_count_solutions, sudoku_count_solutions_n, sudoku_parse_n, sudoku_solve,
    sudoku_solve_bounded_n, sudoku_solve_n, sudoku_solve_unique_n, sudoku_validate,
    sudoku_validate_n, SUDOKU_CONFLICT, SUDOKU_INVALID_SIZE, SUDOKU_INVALID_VALUE,
    SUDOKU_LIMIT_REACHED, SUDOKU_MULTIPLE_SOLUTIONS, SUDOKU_NO_SOLUTION, SUDOKU_NULL_POINTER,
    SUDOKU_OK,
};
use sudoku_core::sized::{self, Shape};
use sudoku_testkit::sized::{self as reference, Dims};

use crate::calls::{COUNT_SENTINEL, GUESSES_SENTINEL};
use crate::{Outcome, Reference, COUNT_LIMIT, GUESS_BOUNDS};

/// A grid of any size in a panic message: its box dimensions and values.
struct Shown<'a>(c_int, c_int, &'a [c_int]);

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "boxes {} x {}, cells ", self.0, self.1)?;
        let n = usize::try_from(self.0.saturating_mul(self.1)).unwrap_or(0);
        if n > 0 && n <= 25 && self.2.iter().all(|&v| (0..=n as c_int).contains(&v)) {
            // Symbols, as the documented text reads them back.
            for &v in self.2 {
                let s = if v == 0 {
                    '.'
                } else {
                    sized::SYMBOLS[v as usize - 1] as char
                };
                write!(f, "{s}")?;
            }
            Ok(())
        } else {
            write!(f, "{:?}", self.2)
        }
    }
}

macro_rules! ensure_n {
    ($cond:expr, $rows:expr, $cols:expr, $cells:expr, $($msg:tt)+) => {
        if !$cond {
            panic!("{}\n  grid: {}", format_args!($($msg)+), Shown($rows, $cols, $cells));
        }
    };
}

/// The status `sudoku_validate_n` must give, decided here and by the reference: the box
/// dimensions, then any value outside 0 to N, then a digit repeated in a unit.
pub fn expected_validate_n(rows: c_int, cols: c_int, cells: &[c_int]) -> c_int {
    let (Ok(r), Ok(c)) = (usize::try_from(rows), usize::try_from(cols)) else {
        return SUDOKU_INVALID_SIZE;
    };
    if r < 2 || c < 2 || r.saturating_mul(c) < 4 || r.saturating_mul(c) > 25 {
        return SUDOKU_INVALID_SIZE;
    }
    let dims = Dims { rows: r, cols: c };
    match bytes(dims, cells) {
        None => SUDOKU_INVALID_VALUE,
        Some(b) if !reference::givens_are_legal(dims, &b) => SUDOKU_CONFLICT,
        Some(_) => SUDOKU_OK,
    }
}

/// The values as bytes when every one is 0 to N.
fn bytes(dims: Dims, cells: &[c_int]) -> Option<Vec<u8>> {
    cells
        .iter()
        .map(|&v| u8::try_from(v).ok().filter(|&d| usize::from(d) <= dims.n()))
        .collect()
}

/// `cells` as symbols and as numbers, each NUL-terminated.
fn texts(cells: &[c_int]) -> [Vec<u8>; 2] {
    let mut symbols: Vec<u8> = cells
        .iter()
        .map(|&v| {
            if v == 0 {
                b'.'
            } else {
                sized::SYMBOLS[v as usize - 1]
            }
        })
        .collect();
    symbols.push(0);
    let mut numbers = cells
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
        .into_bytes();
    numbers.push(0);
    [symbols, numbers]
}

/// Guesses a solve may make before the grid counts as one whose row-major-first solution is
/// out of reach (some sparse grids of 18 × 18 and more, whose first solution textbook
/// backtracking cannot find in reasonable time either): such a grid is checked with the
/// bounded calls only, since a count may be out of reach there too (proving that sparse
/// givens have no solution can take as long).
pub const SOLVE_GUESSES: c_ulong = 20_000;

/// `unsigned long` as `u64` (it is 32 bits on some targets).
#[allow(clippy::unnecessary_cast)] // the identity where `c_ulong` is `u64`
fn wide(n: c_ulong) -> u64 {
    n as u64
}

/// The C status of a Rust result.
fn code<T>(r: &Result<T, sudoku_core::Error>) -> c_int {
    r.as_ref()
        .map_or_else(|e| c_int::from(e.code()), |_| SUDOKU_OK)
}

/// Runs every sized entry point on `cells` with boxes of `rows` × `cols` and checks every
/// promise above; `cells` must hold N × N values when the size is good (any number
/// otherwise). The reference is asked for at most `budget` nodes per question (0: never).
pub fn check_sized(rows: c_int, cols: c_int, cells: &[c_int], budget: u64) -> Outcome {
    let mut calls = 0u32;
    let mut unchanged = 0u32;
    let expected = expected_validate_n(rows, cols, cells);
    let good_size = expected != SUDOKU_INVALID_SIZE;
    if good_size {
        assert_eq!(
            cells.len(),
            (rows * cols * rows * cols) as usize,
            "the caller passes N x N cells"
        );
    }
    // A buffer of at least N × N ints for calls with a bad size (which must read nothing).
    let mut padded = cells.to_vec();
    padded.resize(padded.len().max(625), -7);
    let before = padded.clone();

    // SAFETY (every call below): `padded` holds at least N × N ints and lives in this frame.
    let v = unsafe { sudoku_validate_n(rows, cols, padded.as_ptr()) };
    calls += 1;
    ensure_n!(
        v == expected,
        rows,
        cols,
        cells,
        "sudoku_validate_n gave {v}, expected {expected}"
    );
    let legal = v == SUDOKU_OK;
    calls += null_pointers(rows, cols);

    // Within reach: the bounded solve finishes (bad input answers at once).
    let mut probe = padded.clone();
    let hard = unsafe {
        sudoku_solve_bounded_n(
            rows,
            cols,
            probe.as_mut_ptr(),
            SOLVE_GUESSES,
            core::ptr::null_mut(),
        )
    } == SUDOKU_LIMIT_REACHED;
    calls += 1;
    let mut solved = padded.clone();
    let s = if hard {
        SUDOKU_LIMIT_REACHED
    } else {
        unsafe { sudoku_solve_n(rows, cols, solved.as_mut_ptr()) }
    };
    let mut unique = padded.clone();
    let u = if hard {
        SUDOKU_LIMIT_REACHED
    } else {
        unsafe { sudoku_solve_unique_n(rows, cols, unique.as_mut_ptr()) }
    };
    calls += 2;
    let dims = Dims {
        rows: rows.max(0) as usize,
        cols: cols.max(0) as usize,
    };
    for (name, status, answer) in [
        ("sudoku_solve_n", s, &solved),
        ("sudoku_solve_unique_n", u, &unique),
    ] {
        if status == SUDOKU_LIMIT_REACHED && hard {
            continue; // not called
        }
        if status != SUDOKU_OK {
            ensure_n!(
                *answer == before,
                rows,
                cols,
                cells,
                "{name} failed with {status}, changed the cells"
            );
            unchanged += 1;
        }
        if !legal {
            ensure_n!(
                status == v,
                rows,
                cols,
                cells,
                "{name} gave {status}, validate {v}"
            );
        } else if status == SUDOKU_OK {
            let p = bytes(dims, cells).unwrap_or_default();
            let a = bytes(dims, &answer[..cells.len()]).unwrap_or_default();
            ensure_n!(
                reference::is_solution_of(dims, &p, &a),
                rows,
                cols,
                cells,
                "{name}'s answer is not a solution"
            );
            ensure_n!(
                answer[cells.len()..] == before[cells.len()..],
                rows,
                cols,
                cells,
                "{name} wrote past N x N"
            );
        }
    }

    let mut counts = [0 as c_uint; COUNT_LIMIT as usize + 1];
    // A grid out of reach for a solve may be for a count too (proving that a sparse grid has
    // no solution can take forever): only the bounded calls check it.
    let count_limits = if hard { 0..=0 } else { 0..=COUNT_LIMIT };
    for (limit, out) in count_limits.zip(counts.iter_mut()) {
        let mut n = COUNT_SENTINEL;
        let status =
            unsafe { sudoku_count_solutions_n(rows, cols, padded.as_ptr(), limit, &mut n) };
        calls += 1;
        ensure_n!(
            status == v,
            rows,
            cols,
            cells,
            "sudoku_count_solutions_n gave {status}, validate {v}"
        );
        if status == SUDOKU_OK {
            ensure_n!(
                n <= limit,
                rows,
                cols,
                cells,
                "count {n} over the limit {limit}"
            );
        } else {
            ensure_n!(
                n == COUNT_SENTINEL,
                rows,
                cols,
                cells,
                "count written on failure {status}"
            );
            unchanged += 1;
        }
        *out = n;
    }
    ensure_n!(
        padded == before,
        rows,
        cols,
        cells,
        "a reading function changed the cells"
    );
    let count = (legal && !hard).then_some(counts[COUNT_LIMIT as usize]);
    if let Some(n) = count {
        for (limit, &c) in (0..).zip(&counts) {
            ensure_n!(
                c == n.min(limit),
                rows,
                cols,
                cells,
                "count {c} with limit {limit}, {n} with {COUNT_LIMIT}"
            );
        }
        ensure_n!(
            hard || (n == 0) == (s == SUDOKU_NO_SOLUTION),
            rows,
            cols,
            cells,
            "count {n}, sudoku_solve_n {s}"
        );
        ensure_n!(
            hard || s == SUDOKU_OK || s == SUDOKU_NO_SOLUTION,
            rows,
            cols,
            cells,
            "sudoku_solve_n gave {s}"
        );
        let expected_unique = match n {
            0 => SUDOKU_NO_SOLUTION,
            1 => SUDOKU_OK,
            _ => SUDOKU_MULTIPLE_SOLUTIONS,
        };
        ensure_n!(
            u == expected_unique,
            rows,
            cols,
            cells,
            "count {n}, sudoku_solve_unique_n {u}"
        );
        ensure_n!(
            hard || n != 1 || unique == solved,
            rows,
            cols,
            cells,
            "the unique answers differ"
        );
    }

    let mut bounded = [(0, 0 as c_ulong); GUESS_BOUNDS.len()];
    let bounds = GUESS_BOUNDS.map(|b| {
        if hard && b == c_ulong::MAX {
            SOLVE_GUESSES
        } else {
            b
        }
    });
    for (&bound, out) in bounds.iter().zip(bounded.iter_mut()) {
        let mut answer = padded.clone();
        let mut guesses = GUESSES_SENTINEL;
        let b =
            unsafe { sudoku_solve_bounded_n(rows, cols, answer.as_mut_ptr(), bound, &mut guesses) };
        calls += 1;
        *out = (b, guesses);
        if b != SUDOKU_OK {
            ensure_n!(
                answer == before,
                rows,
                cols,
                cells,
                "sudoku_solve_bounded_n failed with {b}, changed the cells"
            );
            unchanged += 1;
        }
        if !legal {
            ensure_n!(
                b == v && guesses == GUESSES_SENTINEL,
                rows,
                cols,
                cells,
                "bounded gave {b}, wrote {guesses}"
            );
            continue;
        }
        ensure_n!(
            guesses != GUESSES_SENTINEL && guesses <= bound,
            rows,
            cols,
            cells,
            "{guesses} guesses, bound {bound}"
        );
        if hard {
            ensure_n!(
                b == SUDOKU_LIMIT_REACHED || b == SUDOKU_OK,
                rows,
                cols,
                cells,
                "bounded({bound}) gave {b}"
            );
            continue;
        }
        match b {
            SUDOKU_OK => ensure_n!(
                s == SUDOKU_OK && answer == solved,
                rows,
                cols,
                cells,
                "bounded({bound}) answered differently"
            ),
            SUDOKU_NO_SOLUTION => {
                ensure_n!(s == b, rows, cols, cells, "bounded: no solution, solve {s}")
            }
            SUDOKU_LIMIT_REACHED => ensure_n!(
                bound != c_ulong::MAX,
                rows,
                cols,
                cells,
                "limit without one"
            ),
            _ => ensure_n!(
                false,
                rows,
                cols,
                cells,
                "sudoku_solve_bounded_n({bound}) gave {b}"
            ),
        }
        if bound == c_ulong::MAX {
            ensure_n!(
                b == s,
                rows,
                cols,
                cells,
                "unbounded bounded gave {b}, solve {s}"
            );
        }
    }

    // The Rust slice functions on the same values.
    if good_size {
        let shape = Shape::new(dims.rows, dims.cols).expect("a good size");
        let mut agree = |name: &str, rust: c_int, c: c_int| {
            calls += 1;
            ensure_n!(
                rust == c,
                rows,
                cols,
                cells,
                "Rust {name} gave {rust}, C {c}"
            );
        };
        agree("validate", code(&sized::validate(shape, cells)), v);
        if !hard {
            let mut r = cells.to_vec();
            agree("solve", code(&sized::solve(shape, &mut r)), s);
            ensure_n!(
                r[..] == solved[..cells.len()],
                rows,
                cols,
                cells,
                "Rust solve answered differently"
            );
        }
        if !hard {
            let mut r = cells.to_vec();
            agree("solve_unique", code(&sized::solve_unique(shape, &mut r)), u);
            ensure_n!(
                r[..] == unique[..cells.len()],
                rows,
                cols,
                cells,
                "Rust solve_unique answered differently"
            );
        }
        let count_limits = if hard { 0..=0 } else { 0..=COUNT_LIMIT };
        for (limit, &c) in count_limits.zip(&counts) {
            let rust = sized::count_solutions(shape, cells, limit);
            agree("count_solutions", code(&rust), v);
            ensure_n!(
                rust.map_or(true, |n| n == c),
                rows,
                cols,
                cells,
                "Rust count {rust:?}, C {c}"
            );
        }
        for (&bound, &(b, guesses)) in bounds.iter().zip(&bounded) {
            let mut r = cells.to_vec();
            match sized::solve_bounded(shape, &mut r, wide(bound)) {
                Ok(run) => {
                    agree("solve_bounded", code(&run.result), b);
                    ensure_n!(
                        run.guesses == wide(guesses),
                        rows,
                        cols,
                        cells,
                        "Rust bounded made {} guesses, C {guesses}",
                        run.guesses
                    );
                }
                Err(e) => agree("solve_bounded", c_int::from(e.code()), b),
            }
        }
        // A slice of the wrong length is a bad size, before its values.
        agree(
            "validate (short)",
            code(&sized::validate(shape, &cells[1..])),
            SUDOKU_INVALID_SIZE,
        );
        // Text: the grid as symbols and as numbers reads back through sudoku_parse_n, and
        // through the Rust reading of the checked grid's printed forms.
        if bytes(dims, cells).is_some() {
            for text in texts(cells) {
                let mut read = vec![-1; cells.len()];
                let status =
                    unsafe { sudoku_parse_n(rows, cols, text.as_ptr().cast(), read.as_mut_ptr()) };
                calls += 1;
                ensure_n!(
                    status == SUDOKU_OK && read == cells,
                    rows,
                    cols,
                    cells,
                    "the grid's text reads back as {status}"
                );
            }
            if legal {
                calls += printed_forms_read_back(shape, cells);
            }
        }
        if rows == 3 && cols == 3 && !hard {
            calls += classic_agrees(cells, v, s, &solved, &counts);
        }
    }

    let known = crate::sized_any::Known {
        rows,
        cols,
        padded: &padded,
        validate: v,
        count,
        solved: (!hard).then_some((s, &solved[..])),
    };
    calls += crate::sized_any::check_any(&known, &|ok, what| {
        ensure_n!(ok, rows, cols, cells, "{what}");
    });

    let mut outcome = Outcome {
        validate: v,
        count,
        count_confirmed: false,
        first: Reference::NotApplicable,
        calls,
        unchanged,
    };
    if legal && budget > 0 && !hard {
        let p = bytes(dims, cells).unwrap_or_default();
        let n = count.unwrap_or(0);
        let reference_count = reference::count_solutions_bounded(dims, &p, COUNT_LIMIT, budget);
        if let Some(rc) = reference_count {
            ensure_n!(
                rc == n,
                rows,
                cols,
                cells,
                "count {n}, the reference's {rc}"
            );
            outcome.count_confirmed = true;
        }
        outcome.first = match reference::first_solution_bounded(dims, &p, budget) {
            Some(None) => {
                ensure_n!(
                    s == SUDOKU_NO_SOLUTION,
                    rows,
                    cols,
                    cells,
                    "the reference finds no solution"
                );
                Reference::Same
            }
            Some(Some(r)) => {
                let ours = bytes(dims, &solved[..cells.len()]).unwrap_or_default();
                ensure_n!(
                    s == SUDOKU_OK && ours == r,
                    rows,
                    cols,
                    cells,
                    "sudoku_solve_n gave {s}, not the textbook answer {r:?}"
                );
                Reference::Same
            }
            None if reference_count == Some(1) => Reference::Unique,
            None => Reference::OverBudget,
        };
    }
    outcome
}

/// Every pointer of every sized function NULL in turn (with a good and a bad size): always
/// `SUDOKU_NULL_POINTER`, and nothing written. Returns the calls made.
fn null_pointers(rows: c_int, cols: c_int) -> u32 {
    let null = core::ptr::null_mut();
    let mut g = vec![0; 625];
    let mut n = COUNT_SENTINEL;
    let mut guesses = GUESSES_SENTINEL;
    let text = c"1";
    // SAFETY: every pointer is NULL or points to a buffer of 625 ints (or one counter) here.
    let statuses = unsafe {
        [
            sudoku_solve_n(rows, cols, null),
            sudoku_solve_unique_n(rows, cols, null),
            sudoku_validate_n(rows, cols, core::ptr::null()),
            sudoku_count_solutions_n(rows, cols, core::ptr::null(), 1, &mut n),
            sudoku_count_solutions_n(rows, cols, g.as_ptr(), 1, core::ptr::null_mut()),
            sudoku_solve_bounded_n(rows, cols, null, 1, &mut guesses),
            sudoku_parse_n(rows, cols, core::ptr::null(), g.as_mut_ptr()),
            sudoku_parse_n(rows, cols, text.as_ptr(), null),
        ]
    };
    assert!(
        statuses.iter().all(|&s| s == SUDOKU_NULL_POINTER),
        "NULL pointers with boxes {rows} x {cols} gave {statuses:?}"
    );
    assert!(
        g.iter().all(|&v| v == 0) && n == COUNT_SENTINEL && guesses == GUESSES_SENTINEL,
        "an output was written beside a NULL pointer"
    );
    statuses.len() as u32
}

/// The checked grid's `{}`, `{:#}` and numbers read back through `Grid::parse`, for the size
/// of `shape`. Returns the calls made.
fn printed_forms_read_back(shape: Shape, cells: &[c_int]) -> u32 {
    macro_rules! at {
        ($n:literal) => {{
            let mut grid = [[0u8; $n]; $n];
            for (out, &v) in grid.iter_mut().flatten().zip(cells) {
                *out = v as u8;
            }
            let g = sized::Grid::<$n>::new(shape, grid).expect("legal givens");
            for text in [format!("{g}"), format!("{g:#}"), format!("{}", g.numbers())] {
                assert_eq!(
                    sized::Grid::<$n>::parse(shape, text.as_bytes()),
                    Ok(g),
                    "{text:?} does not read back"
                );
            }
            3
        }};
    }
    match shape.size() {
        4 => at!(4),
        6 => at!(6),
        8 => at!(8),
        9 => at!(9),
        10 => at!(10),
        12 => at!(12),
        14 => at!(14),
        15 => at!(15),
        16 => at!(16),
        18 => at!(18),
        20 => at!(20),
        21 => at!(21),
        22 => at!(22),
        24 => at!(24),
        25 => at!(25),
        n => panic!("no shape has size {n}"),
    }
}

/// With 3 × 3 boxes, the 9 × 9 API answers as the sized one did. Returns the calls made.
fn classic_agrees(cells: &[c_int], v: c_int, s: c_int, solved: &[c_int], counts: &[c_uint]) -> u32 {
    let mut grid = [[0; 9]; 9];
    for (out, &x) in grid.iter_mut().flatten().zip(cells) {
        *out = x;
    }
    let mut g = grid;
    // SAFETY: `g` is a whole int[9][9] in this frame.
    let v9 = unsafe { sudoku_validate(g.as_mut_ptr()) };
    let s9 = unsafe { sudoku_solve(g.as_mut_ptr()) };
    let mut n9 = COUNT_SENTINEL;
    let c9 = unsafe { sudoku_count_solutions(grid.as_mut_ptr(), COUNT_LIMIT, &mut n9) };
    ensure_n!(
        v9 == v && s9 == s,
        3,
        3,
        cells,
        "the 9 x 9 API gave {v9} and {s9}, the sized {v} and {s}"
    );
    if s == SUDOKU_OK {
        ensure_n!(
            g.as_flattened() == &solved[..81],
            3,
            3,
            cells,
            "sudoku_solve and sudoku_solve_n differ"
        );
    }
    if c9 == SUDOKU_OK {
        ensure_n!(
            n9 == counts[COUNT_LIMIT as usize],
            3,
            3,
            cells,
            "the 9 x 9 count is {n9}"
        );
    }
    3
}
