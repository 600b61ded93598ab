//! The C contract, one bad input at a time, through the exported functions themselves.
//!
//! Every failing call must answer with its own status and leave the caller's grid, and the
//! count or guess counter, byte for byte as they were.

use core::ffi::{c_int, c_uint, c_ulong, CStr};
use core::ptr;

use sudoku::{
    sudoku_count_solutions, sudoku_parse, sudoku_solve, sudoku_solve_any, sudoku_solve_batch,
    sudoku_solve_bounded, sudoku_solve_cells, sudoku_solve_unique, sudoku_status_message,
    sudoku_validate, sudoku_version, SUDOKU_BAD_OPTIONS, SUDOKU_BUFFER_TOO_SMALL, SUDOKU_CONFLICT,
    SUDOKU_INVALID_SIZE, SUDOKU_INVALID_VALUE, SUDOKU_LIMIT_REACHED, SUDOKU_MULTIPLE_SOLUTIONS,
    SUDOKU_NOT_EXPLAINED, SUDOKU_NO_SOLUTION, SUDOKU_NULL_POINTER, SUDOKU_OK, SUDOKU_PARSE_ERROR,
    SUDOKU_UNSUPPORTED, SUDOKU_WRONG_ENTRY,
};
use sudoku_testkit::known::{FOUR_SOLUTIONS, FOUR_SOLUTIONS_FIRST, TEXTBOOK, TEXTBOOK_ANSWER};
use sudoku_testkit::{data, from_int_grid, is_solution_of, to_int_grid, IntGrid};

/// Legal givens, no solution: the top-right cell can only be 9, which column 8 already has.
const NO_SOLUTION: &str =
    "12345678.........9...............................................................";

/// What a counter holds before a call, to see whether the call wrote it.
const UNTOUCHED: c_uint = 0xDEAD;
const UNTOUCHED_GUESSES: c_ulong = 0xBEEF;

fn grid(text: &str) -> IntGrid {
    to_int_grid(&data::parse_line(text).expect("a test grid of 81 cells"))
}

// Safe wrappers over the exports: each takes a real `int[9][9]`, which meets every export's
// `# Safety` contract, and checks the counters' half of the contract on the way.

fn solve(g: &mut IntGrid) -> c_int {
    sudoku_check::engine_from_env();
    // SAFETY: `g` is a whole, exclusively borrowed int[9][9].
    unsafe { sudoku_solve(g.as_mut_ptr()) }
}

fn solve_any(g: &mut IntGrid) -> c_int {
    sudoku_check::engine_from_env();
    // SAFETY: `g` is a whole, exclusively borrowed int[9][9].
    unsafe { sudoku_solve_any(g.as_mut_ptr()) }
}

fn solve_unique(g: &mut IntGrid) -> c_int {
    sudoku_check::engine_from_env();
    // SAFETY: `g` is a whole, exclusively borrowed int[9][9].
    unsafe { sudoku_solve_unique(g.as_mut_ptr()) }
}

fn validate(g: &mut IntGrid) -> c_int {
    // SAFETY: `g` is a whole, exclusively borrowed int[9][9].
    unsafe { sudoku_validate(g.as_mut_ptr()) }
}

/// `sudoku_count_solutions` with `limit`; `*count` must be written exactly on success.
fn count_with(g: &mut IntGrid, limit: c_uint) -> (c_int, c_uint) {
    sudoku_check::engine_from_env();
    let before = *g;
    let mut count = UNTOUCHED;
    // SAFETY: `g` is a whole int[9][9] and `count` a writable unsigned int.
    let status = unsafe { sudoku_count_solutions(g.as_mut_ptr(), limit, &mut count) };
    assert_eq!(
        *g, before,
        "sudoku_count_solutions changed the grid (status {status})"
    );
    if status != SUDOKU_OK {
        assert_eq!(count, UNTOUCHED, "*count written on status {status}");
    }
    (status, count)
}

fn count(g: &mut IntGrid) -> c_int {
    count_with(g, 10).0
}

/// `sudoku_solve_bounded` with plenty of guesses; `*guesses` is written only when the grid was
/// searched, so never on bad input.
fn bounded(g: &mut IntGrid) -> c_int {
    sudoku_check::engine_from_env();
    let mut guesses = UNTOUCHED_GUESSES;
    // SAFETY: `g` is a whole int[9][9] and `guesses` a writable unsigned long.
    let status = unsafe { sudoku_solve_bounded(g.as_mut_ptr(), 1_000_000, &mut guesses) };
    if [SUDOKU_INVALID_VALUE, SUDOKU_CONFLICT].contains(&status) {
        assert_eq!(guesses, UNTOUCHED_GUESSES, "*guesses written on bad input");
    }
    status
}

/// A call of one export on a grid, returning its status.
type GridCall = fn(&mut IntGrid) -> c_int;

/// Every export that takes an `int grid[9][9]`.
const GRID_FUNCTIONS: [(&str, GridCall); 6] = [
    ("sudoku_solve", solve),
    ("sudoku_solve_any", solve_any),
    ("sudoku_solve_unique", solve_unique),
    ("sudoku_count_solutions", count),
    ("sudoku_validate", validate),
    ("sudoku_solve_bounded", bounded),
];

/// Every grid function answers `status` for `g`, and leaves `g` as it was.
fn assert_rejected_by_all(g: &IntGrid, status: c_int) {
    for (name, f) in GRID_FUNCTIONS {
        let mut copy = *g;
        assert_eq!(f(&mut copy), status, "{name}");
        assert_eq!(copy, *g, "{name} changed the grid on status {status}");
    }
}

#[test]
fn null_grid_solve() {
    // SAFETY: NULL is allowed.
    assert_eq!(
        unsafe { sudoku_solve(ptr::null_mut()) },
        SUDOKU_NULL_POINTER
    );
}

#[test]
fn null_grid_solve_any() {
    // SAFETY: NULL is allowed.
    assert_eq!(
        unsafe { sudoku_solve_any(ptr::null_mut()) },
        SUDOKU_NULL_POINTER
    );
}

#[test]
fn null_grid_solve_unique() {
    // SAFETY: NULL is allowed.
    assert_eq!(
        unsafe { sudoku_solve_unique(ptr::null_mut()) },
        SUDOKU_NULL_POINTER
    );
}

#[test]
fn null_grid_validate() {
    // SAFETY: NULL is allowed.
    assert_eq!(
        unsafe { sudoku_validate(ptr::null_mut()) },
        SUDOKU_NULL_POINTER
    );
}

#[test]
fn null_cells_solve_cells() {
    // SAFETY: NULL is allowed.
    assert_eq!(
        unsafe { sudoku_solve_cells(ptr::null_mut()) },
        SUDOKU_NULL_POINTER
    );
}

#[test]
fn null_grid_count_solutions_leaves_the_count() {
    let mut count = UNTOUCHED;
    // SAFETY: NULL is allowed for `grid`; `count` is a writable unsigned int.
    let status = unsafe { sudoku_count_solutions(ptr::null_mut(), 10, &mut count) };
    assert_eq!(status, SUDOKU_NULL_POINTER);
    assert_eq!(count, UNTOUCHED);
}

#[test]
fn null_grid_solve_bounded_leaves_the_guesses() {
    let mut guesses = UNTOUCHED_GUESSES;
    // SAFETY: NULL is allowed for `grid`; `guesses` is a writable unsigned long.
    let status = unsafe { sudoku_solve_bounded(ptr::null_mut(), 10, &mut guesses) };
    assert_eq!(status, SUDOKU_NULL_POINTER);
    assert_eq!(guesses, UNTOUCHED_GUESSES);
}

#[test]
fn null_grid_parse() {
    // SAFETY: `text` is NUL-terminated; NULL is allowed for `grid`.
    let status = unsafe { sudoku_parse(c"1".as_ptr(), ptr::null_mut()) };
    assert_eq!(status, SUDOKU_NULL_POINTER);
    // Even for a text that would parse.
    let text = std::ffi::CString::new(TEXTBOOK).unwrap();
    // SAFETY: as above.
    let status = unsafe { sudoku_parse(text.as_ptr(), ptr::null_mut()) };
    assert_eq!(status, SUDOKU_NULL_POINTER);
}

#[test]
fn null_count_leaves_the_grid() {
    let mut g = grid(TEXTBOOK);
    // SAFETY: `g` is a whole int[9][9]; NULL is allowed for `count`.
    let status = unsafe { sudoku_count_solutions(g.as_mut_ptr(), 10, ptr::null_mut()) };
    assert_eq!(status, SUDOKU_NULL_POINTER);
    assert_eq!(g, grid(TEXTBOOK));
    // Both NULL.
    // SAFETY: NULL is allowed for both.
    let status = unsafe { sudoku_count_solutions(ptr::null_mut(), 10, ptr::null_mut()) };
    assert_eq!(status, SUDOKU_NULL_POINTER);
}

#[test]
fn null_text_leaves_the_grid() {
    let mut g = grid(TEXTBOOK);
    // SAFETY: NULL is allowed for `text`; `g` is a whole int[9][9].
    let status = unsafe { sudoku_parse(ptr::null(), g.as_mut_ptr()) };
    assert_eq!(status, SUDOKU_NULL_POINTER);
    assert_eq!(g, grid(TEXTBOOK));
    // SAFETY: NULL is allowed for both.
    let status = unsafe { sudoku_parse(ptr::null(), ptr::null_mut()) };
    assert_eq!(status, SUDOKU_NULL_POINTER);
}

#[test]
fn null_guesses_is_optional() {
    let mut g = grid(TEXTBOOK);
    // SAFETY: `g` is a whole int[9][9]; `guesses` may be NULL (it is an optional output).
    let status = unsafe { sudoku_solve_bounded(g.as_mut_ptr(), 1_000, ptr::null_mut()) };
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(g, grid(TEXTBOOK_ANSWER));
}

/// A value out of range at the first, a middle and the last cell, for every function.
fn assert_value_rejected(value: c_int) {
    for cell in [0, 40, 80] {
        let mut g = grid(TEXTBOOK);
        g[cell / 9][cell % 9] = value;
        assert_rejected_by_all(&g, SUDOKU_INVALID_VALUE);
    }
    // Also in an otherwise empty grid, which every function could solve.
    let mut g = [[0; 9]; 9];
    g[4][4] = value;
    assert_rejected_by_all(&g, SUDOKU_INVALID_VALUE);
}

#[test]
fn value_minus_one() {
    assert_value_rejected(-1);
}

#[test]
fn value_ten() {
    assert_value_rejected(10);
}

#[test]
fn value_int_min() {
    assert_value_rejected(c_int::MIN);
}

#[test]
fn value_int_max() {
    assert_value_rejected(c_int::MAX);
}

#[test]
fn conflict_in_a_row() {
    let mut g = [[0; 9]; 9];
    g[2][0] = 5;
    g[2][8] = 5;
    assert_rejected_by_all(&g, SUDOKU_CONFLICT);
    // A clash with a given of a real puzzle: row 0 of the textbook grid already has a 3.
    let mut g = grid(TEXTBOOK);
    g[0][7] = 3;
    assert_rejected_by_all(&g, SUDOKU_CONFLICT);
}

#[test]
fn conflict_in_a_column() {
    let mut g = [[0; 9]; 9];
    g[0][4] = 7;
    g[8][4] = 7;
    assert_rejected_by_all(&g, SUDOKU_CONFLICT);
    // Column 0 of the textbook grid already has a 9 (row 4).
    let mut g = grid(TEXTBOOK);
    g[8][0] = 9;
    assert_rejected_by_all(&g, SUDOKU_CONFLICT);
}

#[test]
fn conflict_in_a_box() {
    // Same box, different rows and columns: only the box check can see it.
    let mut g = [[0; 9]; 9];
    g[3][3] = 2;
    g[5][5] = 2;
    assert_rejected_by_all(&g, SUDOKU_CONFLICT);
    let mut g = [[0; 9]; 9];
    g[6][8] = 9;
    g[8][6] = 9;
    assert_rejected_by_all(&g, SUDOKU_CONFLICT);
}

#[test]
fn values_are_checked_before_conflicts() {
    // A conflict in the first two cells, a bad value in the last: the value wins.
    for value in [-1, 10, c_int::MIN, c_int::MAX] {
        let mut g = [[0; 9]; 9];
        g[0][0] = 1;
        g[0][1] = 1;
        g[8][8] = value;
        assert_rejected_by_all(&g, SUDOKU_INVALID_VALUE);
    }
}

#[test]
fn solve_cells_bad_values_and_conflicts() {
    let puzzle: Vec<u8> = grid(TEXTBOOK).iter().flatten().map(|&d| d as u8).collect();
    let puzzle: [u8; 81] = puzzle.try_into().unwrap();
    for (cell, value, status) in [
        (0, 10, SUDOKU_INVALID_VALUE),
        (80, 255, SUDOKU_INVALID_VALUE),
        (7, 3, SUDOKU_CONFLICT),
    ] {
        let mut cells = puzzle;
        cells[cell] = value;
        let before = cells;
        // SAFETY: `cells` is 81 exclusively borrowed bytes.
        assert_eq!(unsafe { sudoku_solve_cells(cells.as_mut_ptr()) }, status);
        assert_eq!(cells, before, "sudoku_solve_cells changed the cells");
    }
    let mut cells = puzzle;
    // SAFETY: as above.
    assert_eq!(unsafe { sudoku_solve_cells(cells.as_mut_ptr()) }, SUDOKU_OK);
    let answer: Vec<u8> = TEXTBOOK_ANSWER.bytes().map(|b| b - b'0').collect();
    assert_eq!(cells[..], answer[..]);
}

/// `sudoku_parse(text)` is a parse error and leaves the grid as it was.
fn assert_parse_error(text: &[u8]) {
    let text = std::ffi::CString::new(text).expect("no NUL inside the test text");
    // A grid that is not a puzzle at all, so that any write shows.
    let mut g: IntGrid = [[-7; 9]; 9];
    // SAFETY: `text` is NUL-terminated, `g` a whole int[9][9].
    let status = unsafe { sudoku_parse(text.as_ptr(), g.as_mut_ptr()) };
    assert_eq!(status, SUDOKU_PARSE_ERROR, "{text:?}");
    assert_eq!(
        g, [[-7; 9]; 9],
        "sudoku_parse changed the grid for {text:?}"
    );
}

fn parse(text: &[u8]) -> Result<IntGrid, c_int> {
    let text = std::ffi::CString::new(text).expect("no NUL inside the test text");
    let mut g: IntGrid = [[-7; 9]; 9];
    // SAFETY: `text` is NUL-terminated, `g` a whole int[9][9].
    match unsafe { sudoku_parse(text.as_ptr(), g.as_mut_ptr()) } {
        SUDOKU_OK => Ok(g),
        status => Err(status),
    }
}

#[test]
fn parse_error_unknown_character() {
    for bad in [b'x', b'a', b',', b'#', b'*', b'/', b'_', b'=', 0x7f, 0xff] {
        let mut text = TEXTBOOK.as_bytes().to_vec();
        text[40] = bad;
        assert_parse_error(&text);
    }
    // Outside ASCII: 'é' in UTF-8 in place of a cell.
    let text = format!("{}é{}", &TEXTBOOK[..40], &TEXTBOOK[41..]);
    assert_parse_error(text.as_bytes());
}

#[test]
fn parse_error_too_few_cells() {
    assert_parse_error(b"");
    assert_parse_error(b"   \n\t  ");
    assert_parse_error(b"|-+|");
    assert_parse_error(&TEXTBOOK.as_bytes()[..80]);
}

#[test]
fn parse_error_too_many_cells() {
    assert_parse_error(format!("{TEXTBOOK}.").as_bytes());
    assert_parse_error(format!("{TEXTBOOK}\n{TEXTBOOK}").as_bytes());
    // "10" is two cells, not the number ten.
    assert_parse_error(format!("10{}", &TEXTBOOK[1..]).as_bytes());
}

#[test]
fn parse_reads_lines_crlf_zeros_and_the_boxed_layout() {
    let textbook = grid(TEXTBOOK);
    assert_eq!(parse(TEXTBOOK.as_bytes()), Ok(textbook));
    assert_eq!(parse(format!("{TEXTBOOK}\r\n").as_bytes()), Ok(textbook));
    assert_eq!(parse(TEXTBOOK.replace('.', "0").as_bytes()), Ok(textbook));
    // The layout examples/textbook.c prints, here for the puzzle itself.
    let boxed = "3 . 6  | 5 . 8  | 4 . .\n5 2 .  | . . .  | . . .\n. 8 7  | . . .  | . 3 1\n\
                 -------+--------+------\n. . 3  | . 1 .  | . 8 .\n9 . .  | 8 6 3  | . . 5\n\
                 . 5 .  | . 9 .  | 6 . .\n-------+--------+------\n1 3 .  | . . .  | 2 5 .\n\
                 . . .  | . . .  | . 7 4\n. . 5  | 2 . 6  | 3 . .\n";
    assert_eq!(parse(boxed.as_bytes()), Ok(textbook));
    // Syntax only: conflicting givens parse (sudoku_validate is what rejects them).
    let mut clash = TEXTBOOK.as_bytes().to_vec();
    clash[7] = b'3';
    assert!(parse(&clash).is_ok());
}

#[test]
fn count_limit_zero_gives_zero() {
    for text in [TEXTBOOK, FOUR_SOLUTIONS, NO_SOLUTION, &".".repeat(81)] {
        assert_eq!(count_with(&mut grid(text), 0), (SUDOKU_OK, 0), "{text}");
    }
}

#[test]
fn count_up_to_the_limit_never_changes_the_grid() {
    // `count_with` checks that the grid is unchanged on every call.
    let empty = ".".repeat(81);
    for (text, limit, expected) in [
        (TEXTBOOK, 10, 1),
        (TEXTBOOK, 1, 1),
        (FOUR_SOLUTIONS, 10, 4),
        (FOUR_SOLUTIONS, 4, 4),
        (FOUR_SOLUTIONS, 3, 3),
        (FOUR_SOLUTIONS, 1, 1),
        (NO_SOLUTION, 10, 0),
        (empty.as_str(), 1000, 1000),
        (TEXTBOOK_ANSWER, 10, 1),
    ] {
        assert_eq!(
            count_with(&mut grid(text), limit),
            (SUDOKU_OK, expected),
            "{text} limit {limit}"
        );
    }
}

#[test]
fn validate_checks_givens_only() {
    for text in [TEXTBOOK, NO_SOLUTION, FOUR_SOLUTIONS, TEXTBOOK_ANSWER] {
        let mut g = grid(text);
        assert_eq!(validate(&mut g), SUDOKU_OK, "{text}");
        assert_eq!(g, grid(text), "sudoku_validate changed the grid");
    }
}

#[test]
fn solve_gives_the_row_major_first_solution() {
    let mut g = grid(TEXTBOOK);
    assert_eq!(solve(&mut g), SUDOKU_OK);
    assert_eq!(g, grid(TEXTBOOK_ANSWER));
    let mut g = grid(FOUR_SOLUTIONS);
    assert_eq!(solve(&mut g), SUDOKU_OK);
    assert_eq!(g, grid(FOUR_SOLUTIONS_FIRST));
    // A full grid is its own solution (no empty cell to start from).
    let mut g = grid(TEXTBOOK_ANSWER);
    assert_eq!(solve(&mut g), SUDOKU_OK);
    assert_eq!(g, grid(TEXTBOOK_ANSWER));
}

/// Any solution: the one solution of a unique puzzle, a solution keeping the givens of a grid
/// with several (checked by the reference's own check), a full grid as it is.
#[test]
fn solve_any_gives_a_solution_keeping_the_givens() {
    let mut g = grid(TEXTBOOK);
    assert_eq!(solve_any(&mut g), SUDOKU_OK);
    assert_eq!(g, grid(TEXTBOOK_ANSWER));
    for text in [FOUR_SOLUTIONS, &".".repeat(81)] {
        let mut g = grid(text);
        assert_eq!(solve_any(&mut g), SUDOKU_OK, "{text}");
        assert!(
            is_solution_of(&from_int_grid(&grid(text)), &from_int_grid(&g)),
            "{text}: {g:?}"
        );
    }
    let mut g = grid(TEXTBOOK_ANSWER);
    assert_eq!(solve_any(&mut g), SUDOKU_OK);
    assert_eq!(g, grid(TEXTBOOK_ANSWER));
}

#[test]
fn no_solution_leaves_the_grid() {
    for (name, f) in [
        ("sudoku_solve", solve as GridCall),
        ("sudoku_solve_any", solve_any),
        ("sudoku_solve_unique", solve_unique),
        ("sudoku_solve_bounded", bounded),
    ] {
        let mut g = grid(NO_SOLUTION);
        assert_eq!(f(&mut g), SUDOKU_NO_SOLUTION, "{name}");
        assert_eq!(g, grid(NO_SOLUTION), "{name} changed the grid");
    }
}

#[test]
fn solve_unique_refuses_several_solutions() {
    let mut g = grid(FOUR_SOLUTIONS);
    assert_eq!(solve_unique(&mut g), SUDOKU_MULTIPLE_SOLUTIONS);
    assert_eq!(g, grid(FOUR_SOLUTIONS));
    let mut g = [[0; 9]; 9];
    assert_eq!(solve_unique(&mut g), SUDOKU_MULTIPLE_SOLUTIONS);
    assert_eq!(g, [[0; 9]; 9]);
    let mut g = grid(TEXTBOOK);
    assert_eq!(solve_unique(&mut g), SUDOKU_OK);
    assert_eq!(g, grid(TEXTBOOK_ANSWER));
}

#[test]
fn bounded_limit_reached_leaves_the_grid_and_reports_guesses() {
    // The empty grid needs guesses; none are allowed.
    let mut g = [[0; 9]; 9];
    let mut guesses = UNTOUCHED_GUESSES;
    // SAFETY: `g` is a whole int[9][9], `guesses` a writable unsigned long.
    let status = unsafe { sudoku_solve_bounded(g.as_mut_ptr(), 0, &mut guesses) };
    assert_eq!(status, SUDOKU_LIMIT_REACHED);
    assert_eq!(g, [[0; 9]; 9]);
    assert_eq!(guesses, 0, "no guess was allowed, none was made");

    // No solution: the guesses made are reported, the grid kept.
    let mut g = grid(NO_SOLUTION);
    let mut guesses = UNTOUCHED_GUESSES;
    // SAFETY: as above.
    let status = unsafe { sudoku_solve_bounded(g.as_mut_ptr(), 1_000_000, &mut guesses) };
    assert_eq!(status, SUDOKU_NO_SOLUTION);
    assert_eq!(g, grid(NO_SOLUTION));
    assert_ne!(
        guesses, UNTOUCHED_GUESSES,
        "*guesses is reported on NO_SOLUTION"
    );

    // Enough guesses: the same answer as sudoku_solve, and no more guesses than allowed.
    let mut g = grid(FOUR_SOLUTIONS);
    let mut guesses = UNTOUCHED_GUESSES;
    // SAFETY: as above.
    let status = unsafe { sudoku_solve_bounded(g.as_mut_ptr(), 1_000_000, &mut guesses) };
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(g, grid(FOUR_SOLUTIONS_FIRST));
    assert!(guesses <= 1_000_000);
}

/// The message of `status`, checked to be a non-empty, static string.
fn message(status: c_int) -> &'static str {
    let p = sudoku_status_message(status);
    assert!(!p.is_null(), "message of {status} is NULL");
    assert_eq!(
        p,
        sudoku_status_message(status),
        "message of {status} is static"
    );
    // SAFETY: non-NULL, and documented as a static NUL-terminated string.
    let text = unsafe { CStr::from_ptr(p) }
        .to_str()
        .expect("messages are UTF-8");
    assert!(!text.trim().is_empty(), "message of {status} is empty");
    text
}

#[test]
fn every_status_has_its_own_message() {
    let known: Vec<&str> = (SUDOKU_OK..=SUDOKU_INVALID_SIZE).map(message).collect();
    for (i, a) in known.iter().enumerate() {
        for b in &known[i + 1..] {
            assert_ne!(a, b, "two statuses share a message");
        }
    }
    for unknown in [-1, 14, 100, c_int::MIN, c_int::MAX] {
        let text = message(unknown);
        assert!(
            !known.contains(&text),
            "{unknown} gets a known status's message"
        );
    }
}

#[test]
fn status_numbers_are_the_abi() {
    assert_eq!(
        [
            SUDOKU_OK,
            SUDOKU_NO_SOLUTION,
            SUDOKU_MULTIPLE_SOLUTIONS,
            SUDOKU_INVALID_VALUE,
            SUDOKU_CONFLICT,
            SUDOKU_NULL_POINTER,
            SUDOKU_PARSE_ERROR,
            SUDOKU_LIMIT_REACHED,
            SUDOKU_BAD_OPTIONS,
            SUDOKU_UNSUPPORTED,
            SUDOKU_WRONG_ENTRY,
            SUDOKU_NOT_EXPLAINED,
            SUDOKU_BUFFER_TOO_SMALL,
            SUDOKU_INVALID_SIZE,
        ],
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]
    );
}

/// Every error status is the core's error of that number, with the core's sentence (the one
/// table of them).
#[test]
fn error_statuses_are_the_core_errors() {
    use sudoku_core::Error;
    for (status, error) in [
        (SUDOKU_NO_SOLUTION, Error::NoSolution),
        (SUDOKU_MULTIPLE_SOLUTIONS, Error::MultipleSolutions),
        (SUDOKU_INVALID_VALUE, Error::InvalidValue),
        (SUDOKU_CONFLICT, Error::Conflict),
        (SUDOKU_PARSE_ERROR, Error::Parse),
        (SUDOKU_LIMIT_REACHED, Error::LimitReached),
        (SUDOKU_BAD_OPTIONS, Error::BadOptions),
        (SUDOKU_UNSUPPORTED, Error::Unsupported),
        (SUDOKU_WRONG_ENTRY, Error::WrongEntry),
        (SUDOKU_NOT_EXPLAINED, Error::NotExplained),
        (SUDOKU_INVALID_SIZE, Error::Size),
    ] {
        assert_eq!(c_int::from(error.code()), status, "{error:?}");
        assert_eq!(message(status), error.message(), "{error:?}");
    }
}

#[test]
fn version_is_the_package_version() {
    // SAFETY: documented as a static NUL-terminated string.
    let version = unsafe { CStr::from_ptr(sudoku_version()) };
    assert_eq!(version.to_str(), Ok(env!("CARGO_PKG_VERSION")));
}

// ---- sudoku_solve_batch: 81-character records end to end, a status each. ----

/// What a status slot holds before a call, to see whether the call wrote it.
const UNTOUCHED_STATUS: c_int = -77;
/// Bytes after the last record, which the call must never touch.
const GUARD: &[u8] = b"GUARD";

/// Runs `sudoku_solve_batch` on `records` joined end to end (with guard bytes after them and
/// one status slot more than records) and returns the status, the records after the call and
/// the per-puzzle statuses. Checks the guard bytes and the extra slot are untouched.
fn batch(records: &[&[u8]]) -> (c_int, Vec<Vec<u8>>, Vec<c_int>) {
    let mut buffer: Vec<u8> = records.concat();
    assert!(
        records.iter().all(|r| r.len() == 81),
        "test records of 81 bytes"
    );
    buffer.extend_from_slice(GUARD);
    let mut statuses = vec![UNTOUCHED_STATUS; records.len() + 1];
    // SAFETY: `buffer` holds `records.len()` records of 81 bytes (and the guard), `statuses`
    // more than `records.len()` ints; both are owned by this frame and do not overlap.
    let status = unsafe {
        sudoku_solve_batch(
            buffer.as_mut_ptr().cast(),
            records.len(),
            statuses.as_mut_ptr(),
        )
    };
    assert_eq!(
        &buffer[buffer.len() - GUARD.len()..],
        GUARD,
        "wrote past the last record"
    );
    assert_eq!(
        statuses.pop(),
        Some(UNTOUCHED_STATUS),
        "wrote past the last status"
    );
    let out = buffer[..81 * records.len()]
        .chunks(81)
        .map(<[u8]>::to_vec)
        .collect();
    (status, out, statuses)
}

/// `sudoku_solve`'s answer for a record, as 81 digits, or its status.
fn single(record: &[u8]) -> Result<Vec<u8>, c_int> {
    let text = core::str::from_utf8(record).map_err(|_| SUDOKU_PARSE_ERROR)?;
    let mut g = parse(text.as_bytes())?;
    match solve(&mut g) {
        SUDOKU_OK => Ok(g.iter().flatten().map(|&d| b'0' + d as u8).collect()),
        status => Err(status),
    }
}

#[test]
fn batch_answers_each_record_as_sudoku_solve_does() {
    let mut conflict = TEXTBOOK.as_bytes().to_vec();
    conflict[7] = b'3'; // row 0 already has a 3
    let zeros = TEXTBOOK.replace('.', "0");
    let mut letter = TEXTBOOK.as_bytes().to_vec();
    letter[40] = b'x';
    let mut newline = TEXTBOOK.as_bytes().to_vec();
    newline[80] = b'\n';
    let mut nul = TEXTBOOK.as_bytes().to_vec();
    nul[0] = 0;
    let mut high = TEXTBOOK.as_bytes().to_vec();
    high[10] = 0xFF;
    let mut value = TEXTBOOK.as_bytes().to_vec();
    value[2] = 6; // the byte 6, not the character '6': the records are text
    let empty = [b'.'; 81];
    let records: [(&[u8], c_int); 11] = [
        (TEXTBOOK.as_bytes(), SUDOKU_OK),
        (NO_SOLUTION.as_bytes(), SUDOKU_NO_SOLUTION),
        (&conflict, SUDOKU_CONFLICT),
        (FOUR_SOLUTIONS.as_bytes(), SUDOKU_OK),
        (zeros.as_bytes(), SUDOKU_OK),
        (&letter, SUDOKU_PARSE_ERROR),
        (&newline, SUDOKU_PARSE_ERROR),
        (&nul, SUDOKU_PARSE_ERROR),
        (&high, SUDOKU_PARSE_ERROR),
        (&value, SUDOKU_PARSE_ERROR),
        (&empty, SUDOKU_OK),
    ];
    let inputs: Vec<&[u8]> = records.iter().map(|&(r, _)| r).collect();
    let (status, out, statuses) = batch(&inputs);
    assert_eq!(status, SUDOKU_OK);
    let expected: Vec<c_int> = records.iter().map(|&(_, s)| s).collect();
    assert_eq!(statuses, expected);
    assert_eq!(out[0], TEXTBOOK_ANSWER.as_bytes());
    assert_eq!(out[3], FOUR_SOLUTIONS_FIRST.as_bytes());
    assert_eq!(out[4], TEXTBOOK_ANSWER.as_bytes());
    for ((input, status), answer) in records.iter().zip(&out) {
        if *status == SUDOKU_OK {
            assert_eq!(
                Ok(answer.clone()),
                single(input),
                "batch and sudoku_solve differ"
            );
        } else {
            assert_eq!(answer, input, "a failed record changed (status {status})");
            if *status != SUDOKU_PARSE_ERROR {
                assert_eq!(single(input), Err(*status), "batch and sudoku_solve differ");
            }
        }
    }
}

#[test]
fn batch_of_none_writes_nothing() {
    let (status, out, statuses) = batch(&[]);
    assert_eq!((status, out.len(), statuses.len()), (SUDOKU_OK, 0, 0));
}

#[test]
fn batch_null_pointers_write_nothing() {
    for count in [0, 1] {
        let mut record = TEXTBOOK.as_bytes().to_vec();
        let mut status = UNTOUCHED_STATUS;
        // SAFETY: each pointer is NULL or points to one record, or one int, of this frame.
        let (a, b, c) = unsafe {
            (
                sudoku_solve_batch(ptr::null_mut(), count, &mut status),
                sudoku_solve_batch(record.as_mut_ptr().cast(), count, ptr::null_mut()),
                sudoku_solve_batch(ptr::null_mut(), count, ptr::null_mut()),
            )
        };
        assert_eq!([a, b, c], [SUDOKU_NULL_POINTER; 3], "count {count}");
        assert_eq!(
            status, UNTOUCHED_STATUS,
            "a status written beside a NULL buffer"
        );
        assert_eq!(
            record,
            TEXTBOOK.as_bytes(),
            "a record written beside NULL statuses"
        );
    }
}
