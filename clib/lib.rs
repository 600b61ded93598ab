//! libsudoku as a C library: `libsudoku.a` and `libsudoku.so`, without Rust's standard library.
//! The Python package's shared library (`python/Cargo.toml`: `libsudoku_py.so`, a name of its
//! own) is built from this same file.
//!
//! The exported functions are those of the root package (`ffi/lib.rs`): a static or shared
//! library exports the `#[no_mangle]` functions of every crate it links. This crate adds only
//! what a `no_std` library linked into a C program needs, a panic handler, so that the archive
//! carries neither `std` nor its unwinding, formatting and backtrace code: the C library never
//! uses them. (Built with `std`, the archive was 22 MB and a static C program 5.2 MB.)
//!
//! The root package cannot define the handler itself: its rlib is linked into the Rust tests,
//! which bring `std` and its handler, and two handlers do not link.
#![cfg_attr(not(test), no_std)]

// The exports: linked in whole, although nothing here names them.
use sudoku as _;

/// Never reached in practice: the core has no reachable panic (the panic proof of
/// `embedded/panic-proof` links only because of that), and the C library is built with
/// `panic = "abort"`. Should one happen all the same, the process stops at once, as
/// `panic = "abort"` does under `std`: nothing unwinds into the C caller.
#[cfg(not(test))]
#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    #[cfg(not(target_os = "none"))]
    // SAFETY: `abort` takes no argument, touches no Rust state and does not return.
    unsafe {
        libc::abort()
    }
    // Bare metal: no process to end; the firmware's watchdog or debugger takes over.
    #[cfg(target_os = "none")]
    loop {}
}
