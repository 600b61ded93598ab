//! libsudoku's core as a WebAssembly module, for the npm package's loader (`web/src/wasm.js`).
//!
//! Plain `extern "C"` exports over one exchange buffer, no wasm-bindgen: the module imports
//! nothing, allocates nothing, and the JavaScript side is a small hand-written loader
//! (`web/README.md` gives the sizes that decided it). The loader writes a call's input into
//! the buffer (`sdk_buffer`), calls the export, which returns a status (0 or the C library's
//! status number), and reads the output back from the buffer. On any status but 0 the output
//! regions are left as they were, and the loader builds nothing from them.
//!
//! The buffer's regions, in bytes from its start:
//!
//! | region | offset | what |
//! |---|---:|---|
//! | `CELLS` | 0 | a grid, N × N bytes row by row (0 empty; 255 for a value that is no byte) |
//! | `ENTRIES` | 1024 | a player's entries, 81 bytes |
//! | `MARKS` | 2048 | a player's crossed-out candidates, 81 `u16` little-endian |
//! | `OUT` | 4096 | results: a count, a step, a rating, a sentence |
//! | `TEXT` | 8192 | text to parse, or the batch's 81-byte records |
//!
//! Each export documents what it reads and writes. Every call is single-threaded and bounded
//! as the core's functions are (a WebAssembly instance has one thread; a Web Worker has an
//! instance of its own).
#![no_std]

mod buffer;
#[cfg(feature = "toolkit")]
mod explain;
#[cfg(feature = "toolkit")]
mod generate;
mod solve;

use sudoku_core::Error;

pub use buffer::{sdk_buffer, sdk_buffer_size};

/// The status of a core error: the C library's number.
pub(crate) fn status(error: Error) -> i32 {
    i32::from(error.code())
}

/// Writes the library's sentence for `status` at `OUT` and returns its length in bytes (the
/// C library's `sudoku_status_message`).
#[no_mangle]
pub extern "C" fn sdk_status_message(status: i32) -> i32 {
    let text = match status {
        0 => "success",
        5 => "a pointer argument is NULL",
        12 => "the buffer is too small for the text",
        _ => match u8::try_from(status).ok().and_then(Error::from_code) {
            Some(error) => error.message(),
            None => "unknown status",
        },
    };
    buffer::write_text(text)
}

/// Writes the library's version at `OUT` and returns its length in bytes.
#[no_mangle]
pub extern "C" fn sdk_version() -> i32 {
    buffer::write_text(env!("CARGO_PKG_VERSION"))
}

/// 1 when this module has the whole toolkit (hints, ratings, the generator), 0 for the
/// solve-only build.
#[no_mangle]
pub extern "C" fn sdk_toolkit() -> i32 {
    i32::from(cfg!(feature = "toolkit"))
}

/// The core never panics (the C library proves it by a link); should it, the instance traps
/// and the loader reports the trap as an error.
#[cfg(target_arch = "wasm32")]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo) -> ! {
    core::arch::wasm32::unreachable()
}
