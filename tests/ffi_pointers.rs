//! The C ABI's pointer handling, the library's only `unsafe` code, on the kinds of memory a C
//! caller passes: stack and heap grids, NULL, byte arrays, C strings. Small on purpose, so that
//! Miri can run it (`make test-miri`) and check every access for undefined behaviour.

use core::ffi::{c_int, c_uint, c_ulong, CStr};
use std::ffi::CString;

use sudoku::*;
use sudoku_testkit::known::TEXTBOOK;

const TEXTBOOK_ROW0: [c_int; 9] = [3, 1, 6, 5, 7, 8, 4, 9, 2];

/// The textbook grid through `sudoku_parse`, from a heap C string.
fn textbook() -> [[c_int; 9]; 9] {
    let text = CString::new(TEXTBOOK).unwrap();
    let mut grid = [[0; 9]; 9];
    // SAFETY: `text` is NUL-terminated, `grid` a whole `int[9][9]`.
    assert_eq!(
        unsafe { sudoku_parse(text.as_ptr(), grid.as_mut_ptr()) },
        SUDOKU_OK
    );
    grid
}

#[test]
fn grids_on_the_stack_and_the_heap() {
    let mut stack = textbook();
    // SAFETY: a whole `int[9][9]` on the stack.
    assert_eq!(unsafe { sudoku_solve(stack.as_mut_ptr()) }, SUDOKU_OK);
    assert_eq!(stack[0], TEXTBOOK_ROW0);

    let mut heap = Box::new(textbook());
    // SAFETY: a whole `int[9][9]` on the heap.
    assert_eq!(unsafe { sudoku_solve_unique(heap.as_mut_ptr()) }, SUDOKU_OK);
    assert_eq!(heap[0], TEXTBOOK_ROW0);

    let mut grid = textbook();
    let mut count: c_uint = 0;
    let mut guesses: c_ulong = 99;
    // SAFETY: whole objects of this frame.
    unsafe {
        assert_eq!(sudoku_validate(grid.as_mut_ptr()), SUDOKU_OK);
        assert_eq!(
            sudoku_count_solutions(grid.as_mut_ptr(), 2, &mut count),
            SUDOKU_OK
        );
        assert_eq!(
            sudoku_solve_bounded(grid.as_mut_ptr(), 10, &mut guesses),
            SUDOKU_OK
        );
    }
    assert_eq!(count, 1);
    assert!(guesses <= 10);
    assert_eq!(grid[0], TEXTBOOK_ROW0);
}

#[test]
fn bytes_strings_and_null() {
    let mut cells = Box::new([0u8; 81]);
    for (cell, &v) in cells.iter_mut().zip(textbook().iter().flatten()) {
        *cell = v as u8;
    }
    // SAFETY: 81 bytes on the heap.
    assert_eq!(unsafe { sudoku_solve_cells(cells.as_mut_ptr()) }, SUDOKU_OK);
    assert_eq!(cells[..9], [3, 1, 6, 5, 7, 8, 4, 9, 2]);

    let mut grid = [[7; 9]; 9];
    let short = CString::new("12345").unwrap();
    // SAFETY: NUL-terminated text and a whole grid, or NULL.
    unsafe {
        assert_eq!(
            sudoku_parse(short.as_ptr(), grid.as_mut_ptr()),
            SUDOKU_PARSE_ERROR
        );
        assert_eq!(sudoku_solve(core::ptr::null_mut()), SUDOKU_NULL_POINTER);
        assert_eq!(
            sudoku_solve_cells(core::ptr::null_mut()),
            SUDOKU_NULL_POINTER
        );
        assert_eq!(
            sudoku_parse(core::ptr::null(), grid.as_mut_ptr()),
            SUDOKU_NULL_POINTER
        );
    }
    assert_eq!(grid, [[7; 9]; 9]);

    for status in -2..10 {
        // SAFETY: the library returns static NUL-terminated strings.
        let message = unsafe { CStr::from_ptr(sudoku_status_message(status)) };
        assert!(!message.to_bytes().is_empty());
    }
    // SAFETY: as above.
    let version = unsafe { CStr::from_ptr(sudoku_version()) };
    assert_eq!(version.to_str(), Ok(env!("CARGO_PKG_VERSION")));
}

#[test]
fn batch_records_on_the_heap() {
    // Two records in an exactly sized heap block, statuses in another; the second is not a
    // puzzle, so it stays as it was.
    let mut records = [TEXTBOOK.as_bytes(), &[b'x'; 81]]
        .concat()
        .into_boxed_slice();
    let mut statuses = vec![-1; 2].into_boxed_slice();
    // SAFETY: 2 records of 81 bytes and 2 ints, separate heap blocks of this frame.
    let status =
        unsafe { sudoku_solve_batch(records.as_mut_ptr().cast(), 2, statuses.as_mut_ptr()) };
    assert_eq!(status, SUDOKU_OK);
    assert_eq!(*statuses, [SUDOKU_OK, SUDOKU_PARSE_ERROR]);
    assert_eq!(&records[..9], b"316578492");
    assert_eq!(&records[81..], &[b'x'; 81]);
}
