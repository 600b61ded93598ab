//! `sudoku_rate_with`'s work budget (issue 31, item 6: every call's work bounded in units a
//! caller can set): the rating reports the work it spent; that budget is enough to rate the
//! puzzle again to the same answer, one unit less ends the call with `SUDOKU_LIMIT_REACHED`
//! and leaves `*rating` untouched; NULL options and a zero budget mean the default; the rules
//! below the chains charge nothing.

use std::ffi::c_int;
use std::mem::size_of;
use std::ptr;

use sudoku::{
    sudoku_explain_options, sudoku_rate, sudoku_rate_with, sudoku_rating, sudoku_se_rating,
    SUDOKU_DEFAULT_WORK, SUDOKU_LIMIT_REACHED, SUDOKU_OK,
};
use sudoku_testkit::known::TEXTBOOK;
use sudoku_testkit::{data, to_int_grid, IntGrid};

/// Puzzles whose path needs forcing chains (SE 7.1 to 9.0 and up), and one of singles only.
const PUZZLES: [&str; 3] = [
    "12.74.6.94..8......89..3.1....4.2..1..........4.6..9..3...2...62....6.....8...4..",
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    TEXTBOOK,
];

fn grid(text: &str) -> IntGrid {
    to_int_grid(&data::parse_line(text).expect("a well-formed test puzzle"))
}

fn options(work: u64) -> sudoku_explain_options {
    sudoku_explain_options {
        size: size_of::<sudoku_explain_options>() as u32,
        max_rating: 0,
        work,
    }
}

/// Calls `sudoku_rate_with`; the status, the rating after the call, and whether the grid is
/// as it was.
fn rate_with(
    puzzle: &IntGrid,
    options: Option<&sudoku_explain_options>,
    before: sudoku_se_rating,
) -> (c_int, sudoku_se_rating, bool) {
    let mut g = *puzzle;
    let mut r = before;
    let o = options.map_or(ptr::null(), |o| o as *const _);
    // SAFETY: `g` is a whole `int[9][9]`, `o` NULL or a whole options struct of its size, `r` a
    // writable `sudoku_se_rating`, all owned by this frame.
    let status = unsafe { sudoku_rate_with(g.as_mut_ptr(), o, &mut r) };
    (status, r, g == *puzzle)
}

/// A rating no call writes: every byte 0x5a.
fn sentinel() -> sudoku_se_rating {
    // SAFETY: `sudoku_se_rating` is plain integers and bytes: any bit pattern is a value.
    unsafe { std::mem::transmute([0x5au8; size_of::<sudoku_se_rating>()]) }
}

#[test]
fn the_work_spent_is_the_budget_that_suffices_and_one_less_is_refused() {
    for text in PUZZLES {
        let puzzle = grid(text);
        let (status, full, same) = rate_with(&puzzle, None, sentinel());
        assert_eq!(status, SUDOKU_OK, "{text}");
        assert!(same, "{text}: the grid is only read");
        assert!(full.work <= SUDOKU_DEFAULT_WORK, "{text}: {}", full.work);
        if full.work == 0 {
            // Only the chains charge work: a puzzle of singles costs none.
            assert_eq!(full.er, 15, "{text}");
            continue;
        }
        // The same answer with the budget zero (the default) and with the work it reported.
        for work in [0, full.work, full.work + 1] {
            let (status, r, _) = rate_with(&puzzle, Some(&options(work)), sentinel());
            assert_eq!((status, r), (SUDOKU_OK, full), "{text}: budget {work}");
        }
        // One unit less: the call stops, and writes nothing.
        let (status, r, same) = rate_with(&puzzle, Some(&options(full.work - 1)), sentinel());
        assert_eq!(
            status,
            SUDOKU_LIMIT_REACHED,
            "{text}: budget {}",
            full.work - 1
        );
        assert_eq!(r, sentinel(), "{text}: *rating untouched");
        assert!(same, "{text}");
        // sudoku_rate (no options, the default budget) agrees.
        let mut g = puzzle;
        // SAFETY: `sudoku_rating` is plain integers: all zeros is a value.
        let mut old: sudoku_rating = unsafe { std::mem::zeroed() };
        // SAFETY: a whole grid and a writable `sudoku_rating` of this frame.
        assert_eq!(unsafe { sudoku_rate(g.as_mut_ptr(), &mut old) }, SUDOKU_OK);
        assert_eq!(old.rating, full.er, "{text}");
    }
}

#[test]
fn a_small_budget_stops_a_hard_puzzle_early() {
    let puzzle = grid(PUZZLES[0]);
    let (_, full, _) = rate_with(&puzzle, None, sentinel());
    for work in [1, 100, full.work / 2] {
        let (status, r, _) = rate_with(&puzzle, Some(&options(work)), sentinel());
        assert_eq!(
            (status, r),
            (SUDOKU_LIMIT_REACHED, sentinel()),
            "budget {work}"
        );
    }
}
