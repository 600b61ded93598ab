//! What the library says about itself: a sentence for each status, and its version.

use core::ffi::{c_char, c_int, CStr};

use sudoku_core::Error;

use crate::{SUDOKU_BUFFER_TOO_SMALL, SUDOKU_NULL_POINTER, SUDOKU_OK};

/// A static, non-empty English sentence for a status; numbers it does not know get a sentence
/// that says so. Never NULL; the caller must not free it.
///
/// # Safety
/// Safe to call with any value.
#[no_mangle]
pub extern "C" fn sudoku_status_message(status: c_int) -> *const c_char {
    // Success, NULL pointers and short buffers are the C library's own; every other status
    // is a core error, whose sentence is in the core's one table.
    let text: &'static CStr = match status {
        SUDOKU_OK => c"success",
        SUDOKU_NULL_POINTER => c"a pointer argument is NULL",
        SUDOKU_BUFFER_TOO_SMALL => c"the buffer is too small for the text",
        _ => match u8::try_from(status).ok().and_then(Error::from_code) {
            Some(error) => error.c_message(),
            None => c"unknown status",
        },
    };
    text.as_ptr()
}

/// The library's version, such as `"0.1.0"`: a static string; the caller must not free it.
///
/// # Safety
/// Safe to call.
#[no_mangle]
pub extern "C" fn sudoku_version() -> *const c_char {
    const VERSION: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(v) => v,
            Err(_) => panic!("the version has no NUL inside"),
        };
    VERSION.as_ptr()
}
