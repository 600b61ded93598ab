//! The exchange buffer between the loader and the exports (its regions: the crate's docs).

use core::ptr::addr_of_mut;

/// The buffer's size: 64 KiB, one WebAssembly page.
pub const SIZE: usize = 65536;
/// A grid: N × N bytes (N at most 25).
pub const CELLS: usize = 0;
/// A player's entries: 81 bytes.
#[cfg_attr(not(feature = "toolkit"), allow(dead_code))]
pub const ENTRIES: usize = 1024;
/// A player's crossed-out candidates: 81 `u16`, little-endian.
#[cfg_attr(not(feature = "toolkit"), allow(dead_code))]
pub const MARKS: usize = 2048;
/// The results.
pub const OUT: usize = 4096;
/// Text to parse, or the batch's records.
pub const TEXT: usize = 8192;

static mut IO: [u8; SIZE] = [0; SIZE];

/// The buffer, for the one export running. A WebAssembly instance runs one export at a time
/// on its one thread, and the exports call no JavaScript, so no other borrow of the buffer is
/// alive while an export holds this one.
pub fn io() -> &'static mut [u8; SIZE] {
    // SAFETY: the buffer is only reached through this function; each export takes it once,
    // at its start, and drops it before returning; the instance is single-threaded and never
    // re-entered (see above), so this borrow is the only one.
    unsafe { &mut *addr_of_mut!(IO) }
}

/// The buffer's address in the instance's memory, where the loader writes inputs and reads
/// outputs.
#[no_mangle]
pub extern "C" fn sdk_buffer() -> *mut u8 {
    addr_of_mut!(IO).cast()
}

/// The buffer's size in bytes.
#[no_mangle]
pub extern "C" fn sdk_buffer_size() -> i32 {
    SIZE as i32
}

/// Writes `text` at `OUT` (cut at the region's end) and returns its length.
pub fn write_text(text: &str) -> i32 {
    let out = &mut io()[OUT..TEXT];
    let n = text.len().min(out.len());
    out[..n].copy_from_slice(&text.as_bytes()[..n]);
    n as i32
}

/// The 81 cells at `at`, as the core's grid.
pub fn cells81(io: &[u8; SIZE], at: usize) -> [[u8; 9]; 9] {
    let mut cells = [[0u8; 9]; 9];
    for (i, out) in cells.as_flattened_mut().iter_mut().enumerate() {
        *out = io[at + i];
    }
    cells
}

/// Writes 81 cells at `at`.
pub fn put_cells81(io: &mut [u8; SIZE], at: usize, cells: &[[u8; 9]; 9]) {
    io[at..at + 81].copy_from_slice(cells.as_flattened());
}

/// Writes a little-endian `u16` at `at`.
#[cfg_attr(not(feature = "toolkit"), allow(dead_code))]
pub fn put_u16(io: &mut [u8; SIZE], at: usize, value: u16) {
    io[at..at + 2].copy_from_slice(&value.to_le_bytes());
}

/// Writes a little-endian `u32` at `at`.
pub fn put_u32(io: &mut [u8; SIZE], at: usize, value: u32) {
    io[at..at + 4].copy_from_slice(&value.to_le_bytes());
}
