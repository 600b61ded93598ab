//! The generator's C entry points on any bytes as options and any seed, through the shared
//! checking function; `sudoku_transform` on the same bytes as a grid.
//!
//! Input: 8 bytes of seed (little-endian), then the options struct's bytes as they are (the
//! first four are its `size`), padded with zeros to the struct's 28 bytes. Valid options with
//! many attempts can take long when they cannot be met, so `max_attempts` (the seventh 32-bit
//! field) is brought into 1 to 4.
#![no_main]

use libfuzzer_sys::fuzz_target;

/// Reference nodes per question: keeps each input to a few milliseconds (a count the reference
/// cannot settle in time is the library's).
const BUDGET: u64 = 20_000;

fuzz_target!(|data: &[u8]| {
    let (seed, options) = data.split_at(data.len().min(8));
    let mut word = [0u8; 8];
    word[..seed.len()].copy_from_slice(seed);
    let seed = u64::from_le_bytes(word);
    // Padded with zeros to the struct's size, as the checking function pads it anyway, so that
    // the attempts field below always exists (0 would mean 1,000 attempts).
    let mut options = options.to_vec();
    options.resize(options.len().max(28), 0);
    if let Some(attempts) = options.get_mut(24..28) {
        let n = u32::from_ne_bytes([attempts[0], attempts[1], attempts[2], attempts[3]]);
        attempts.copy_from_slice(&(n % 4 + 1).to_ne_bytes());
    }
    let null = options.first() == Some(&b'N') && options.len() == 1;
    sudoku_check::check_generate(seed, if null { None } else { Some(&options) }, BUDGET);

    let mut grid = [[0; 9]; 9];
    for (v, &b) in grid.iter_mut().flatten().zip(data) {
        *v = match b {
            b'1'..=b'9' => i32::from(b - b'0'),
            b'.' | b'0' => 0,
            _ => i32::from(b),
        };
    }
    sudoku_check::check_transform(&grid, seed, BUDGET);
});
