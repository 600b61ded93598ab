//! The techniques' names (ours and SE's), base ratings and kinds, by number.

use super::TECHNIQUE_COUNT;

/// A technique's names, base rating and kind.
pub(super) struct Info {
    pub(super) name: &'static str,
    pub(super) se_name: &'static str,
    pub(super) base: u8,
    pub(super) flags: u8,
}

/// Relies on the puzzle having one solution.
pub(super) const UNIQUE: u8 = 1;
/// A chain: SE adds a length modifier.
pub(super) const CHAIN: u8 = 2;
/// A forcing chain (Nishio and up, 7.5 and more).
pub(super) const FORCING: u8 = 4;
/// No longer produced (kept for the numbers).
pub(super) const RETIRED: u8 = 8;

const fn i(name: &'static str, se_name: &'static str, base: u8, flags: u8) -> Info {
    Info {
        name,
        se_name,
        base,
        flags,
    }
}

const DCF: u8 = CHAIN | FORCING;

/// Indexed by number - 1.
pub(super) const INFO: [Info; TECHNIQUE_COUNT] = [
    i("Full House", "Hidden Single", 10, 0),
    i("Hidden Single", "Hidden Single", 12, 0),
    i("Hidden Single", "Hidden Single", 15, 0),
    i("Naked Single", "Naked Single", 23, 0),
    i("Pointing", "Pointing", 26, 0),
    i("Claiming", "Claiming", 28, 0),
    i("Naked Pair", "Naked Pair", 30, 0),
    i("X-Wing", "X-Wing", 32, 0),
    i("Hidden Pair", "Hidden Pair", 34, 0),
    i("Naked Triple", "Naked Triplet", 36, 0),
    i("Swordfish", "Swordfish", 38, 0),
    i("Hidden Triple", "Hidden Triplet", 40, 0),
    i("Skyscraper", "Turbot Fish", 66, CHAIN),
    i("2-String Kite", "Turbot Fish", 66, CHAIN),
    i("XY-Wing", "XY-Wing", 42, 0),
    i("XYZ-Wing", "XYZ-Wing", 44, 0),
    i("W-Wing", "Forcing Chain", 70, RETIRED),
    i(
        "Unique Rectangle Type 1",
        "Unique Rectangle type 1",
        45,
        UNIQUE,
    ),
    i(
        "Unique Rectangle Type 2",
        "Unique Rectangle type 2",
        45,
        UNIQUE,
    ),
    i(
        "Unique Rectangle Type 4",
        "Unique Rectangle type 4",
        45,
        UNIQUE,
    ),
    i("Naked Quad", "Naked Quad", 50, 0),
    i("Jellyfish", "Jellyfish", 52, 0),
    i("Hidden Quad", "Hidden Quad", 54, 0),
    i("BUG+1", "BUG type 1", 56, UNIQUE),
    i("X-Chain", "Forcing X-Chain", 66, CHAIN),
    i("Forcing Chain", "Forcing Chain", 70, CHAIN),
    i("Nishio Forcing Chain", "Nishio Forcing Chains", 75, DCF),
    i(
        "Dynamic Contradiction Forcing Chain",
        "Dynamic Contradiction Forcing Chains",
        85,
        DCF,
    ),
    i(
        "Dynamic Cell Forcing Chain",
        "Dynamic Cell Forcing Chains",
        85,
        DCF,
    ),
    i(
        "Dynamic Region Forcing Chain",
        "Dynamic Region Forcing Chains",
        85,
        DCF,
    ),
    i(
        "Dynamic Forcing Chain (+)",
        "Dynamic Forcing Chains (+)",
        90,
        DCF | RETIRED,
    ),
    i(
        "Nested Forcing Chain",
        "Nested Forcing Chains",
        95,
        DCF | RETIRED,
    ),
    i("Direct Pointing", "Direct Pointing", 17, 0),
    i("Direct Claiming", "Direct Claiming", 19, 0),
    i("Direct Hidden Pair", "Direct Hidden Pair", 20, 0),
    i("Direct Hidden Triple", "Direct Hidden Triplet", 25, 0),
    i(
        "Unique Rectangle Type 3",
        "Unique Rectangle type 3",
        45,
        UNIQUE,
    ),
    i("Unique Loop Type 1", "Unique Loop type 1", 45, UNIQUE),
    i("Unique Loop Type 2", "Unique Loop type 2", 45, UNIQUE),
    i("Unique Loop Type 3", "Unique Loop type 3", 45, UNIQUE),
    i("Unique Loop Type 4", "Unique Loop type 4", 45, UNIQUE),
    i("BUG Type 2", "BUG type 2", 57, UNIQUE),
    i("BUG Type 3", "BUG type 3", 57, UNIQUE),
    i("BUG Type 4", "BUG type 4", 57, UNIQUE),
    i("Aligned Pair Exclusion", "Aligned Pair Exclusion", 62, 0),
    i(
        "Aligned Triple Exclusion",
        "Aligned Triplet Exclusion",
        75,
        0,
    ),
    i("Turbot Fish", "Turbot Fish", 66, CHAIN),
    i("Y-Chain", "Forcing Y-Chain", 66, CHAIN),
    i("X-Cycle", "Bidirectional X-Cycle", 65, CHAIN),
    i("Y-Cycle", "Bidirectional Y-Cycle", 65, CHAIN),
    i("Cycle", "Bidirectional Cycle", 70, CHAIN),
    i("Generalized X-Wing", "Generalized X-Wing", 65, CHAIN),
    i("Cell Forcing Chain", "Cell Forcing Chains", 80, DCF),
    i("Region Forcing Chain", "Region Forcing Chains", 80, DCF),
    i(
        "Dynamic Double Forcing Chain",
        "Dynamic Double Forcing Chains",
        85,
        DCF,
    ),
    i(
        "Dynamic Contradiction Forcing Chain (+)",
        "Dynamic Contradiction Forcing Chains (+)",
        90,
        DCF,
    ),
    i(
        "Dynamic Double Forcing Chain (+)",
        "Dynamic Double Forcing Chains (+)",
        90,
        DCF,
    ),
    i(
        "Dynamic Cell Forcing Chain (+)",
        "Dynamic Cell Forcing Chains (+)",
        90,
        DCF,
    ),
    i(
        "Dynamic Region Forcing Chain (+)",
        "Dynamic Region Forcing Chains (+)",
        90,
        DCF,
    ),
    i(
        "Nested Contradiction Forcing Chain",
        "Dynamic Contradiction Forcing Chains (+ Forcing Chains)",
        95,
        DCF,
    ),
    i(
        "Nested Double Forcing Chain",
        "Dynamic Double Forcing Chains (+ Forcing Chains)",
        95,
        DCF,
    ),
    i(
        "Nested Cell Forcing Chain",
        "Dynamic Cell Forcing Chains (+ Forcing Chains)",
        95,
        DCF,
    ),
    i(
        "Nested Region Forcing Chain",
        "Dynamic Region Forcing Chains (+ Forcing Chains)",
        95,
        DCF,
    ),
    i(
        "Nested Contradiction Forcing Chain",
        "Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)",
        100,
        DCF,
    ),
    i(
        "Nested Double Forcing Chain",
        "Dynamic Double Forcing Chains (+ Multiple Forcing Chains)",
        100,
        DCF,
    ),
    i(
        "Nested Cell Forcing Chain",
        "Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)",
        100,
        DCF,
    ),
    i(
        "Nested Region Forcing Chain",
        "Dynamic Region Forcing Chains (+ Multiple Forcing Chains)",
        100,
        DCF,
    ),
    i(
        "Nested Contradiction Forcing Chain",
        "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)",
        105,
        DCF,
    ),
    i(
        "Nested Double Forcing Chain",
        "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)",
        105,
        DCF,
    ),
    i(
        "Nested Cell Forcing Chain",
        "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)",
        105,
        DCF,
    ),
    i(
        "Nested Region Forcing Chain",
        "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)",
        105,
        DCF,
    ),
    i(
        "Nested Contradiction Forcing Chain",
        "Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
        110,
        DCF,
    ),
    i(
        "Nested Double Forcing Chain",
        "Dynamic Double Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
        110,
        DCF,
    ),
    i(
        "Nested Cell Forcing Chain",
        "Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
        110,
        DCF,
    ),
    i(
        "Nested Region Forcing Chain",
        "Dynamic Region Forcing Chains (+ Dynamic Forcing Chains (+ Forcing Chains))",
        110,
        DCF,
    ),
];
