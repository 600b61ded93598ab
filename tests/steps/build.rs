//! Steps built by hand for `tests/steps.rs` and `tests/steps_refused.rs`: the fullest valid
//! step of every technique (every count at the capacity its rules allow), and the calls that
//! check the outputs of `sudoku_step_sentence` and `sudoku_apply_step` on the way.
#![allow(dead_code)] // each suite uses its part

use core::ffi::{c_int, c_uint, CStr};

use sudoku::{
    sudoku_apply_step, sudoku_candidate, sudoku_chain_node, sudoku_step, sudoku_step_sentence,
    SUDOKU_MAX_CHAIN, SUDOKU_MAX_ELIMINATIONS, SUDOKU_MAX_HOUSES, SUDOKU_MAX_REASONS,
    SUDOKU_MAX_SENTENCE, SUDOKU_OK, SUDOKU_TECHNIQUE_NONE,
};
use sudoku_core::explain::Technique;

/// Bytes a buffer holds before a call, to see what the call wrote.
pub const SENTINEL: u8 = 0xA5;

pub fn mark(cell: usize, digit: usize) -> sudoku_candidate {
    sudoku_candidate {
        cell: cell as u8,
        digit: digit as u8,
    }
}

pub fn bit(digit: usize) -> c_uint {
    1 << (digit - 1)
}

/// The step of a complete grid, as `sudoku_hint` writes it.
pub fn none_step() -> sudoku_step {
    sudoku_step {
        technique: SUDOKU_TECHNIQUE_NONE,
        rating: 0,
        uses_uniqueness: 0,
        placed_cell: -1,
        placed_digit: 0,
        digits: 0,
        elimination_count: 0,
        eliminations: [mark(0, 0); SUDOKU_MAX_ELIMINATIONS],
        reason_count: 0,
        reasons: [mark(0, 0); SUDOKU_MAX_REASONS],
        house_count: 0,
        houses: [0; SUDOKU_MAX_HOUSES],
        chain_length: 0,
        chain_count: 0,
        chain: [sudoku_chain_node::default(); SUDOKU_MAX_CHAIN],
    }
}

/// A step of `t` at its base rating, with nothing else.
pub fn bare(t: Technique) -> sudoku_step {
    sudoku_step {
        technique: c_int::from(t.number()),
        rating: c_int::from(t.base_rating()),
        uses_uniqueness: c_int::from(t.needs_uniqueness()),
        ..none_step()
    }
}

pub fn place(s: &mut sudoku_step, cell: usize, digit: usize) {
    s.placed_cell = cell as c_int;
    s.placed_digit = digit as c_int;
    s.digits |= bit(digit);
}

pub fn eliminate(s: &mut sudoku_step, cell: usize, digit: usize) {
    if (s.elimination_count as usize) < SUDOKU_MAX_ELIMINATIONS {
        s.eliminations[s.elimination_count as usize] = mark(cell, digit);
        s.elimination_count += 1;
    }
}

pub fn reason(s: &mut sudoku_step, cell: usize, digit: usize) {
    if (s.reason_count as usize) < SUDOKU_MAX_REASONS {
        s.reasons[s.reason_count as usize] = mark(cell, digit);
        s.reason_count += 1;
    }
}

pub fn houses(s: &mut sudoku_step, hs: &[u8]) {
    s.houses[..hs.len()].copy_from_slice(hs);
    s.house_count = hs.len() as c_uint;
}

/// Row `r`, column `c` (both from 0).
pub fn cell(r: usize, c: usize) -> usize {
    r * 9 + c
}

/// A valid step of technique `t` with as much in it as its rules allow (the longest
/// sentences): every count at its capacity where the pattern permits. `place` picks a
/// placement instead of eliminations for the forcing chains.
pub fn fullest(t: Technique, placing: bool) -> sudoku_step {
    use Technique as T;
    let mut s = bare(t);
    match t {
        T::FullHouse | T::HiddenSingleBox | T::HiddenSingleLine => {
            place(&mut s, cell(0, 0), 5);
            let h = match t {
                T::FullHouse => 0,
                T::HiddenSingleBox => 18,
                _ => 9,
            };
            houses(&mut s, &[h]);
        }
        T::NakedSingle => {
            place(&mut s, cell(4, 4), 9);
            for d in 1..=9 {
                reason(&mut s, cell(4, 4), d);
            }
        }
        T::Pointing | T::Claiming => {
            s.digits = bit(4);
            let (from, to) = if t == T::Pointing { (18, 0) } else { (0, 18) };
            houses(&mut s, &[from, to]);
            for c in 0..3 {
                reason(&mut s, cell(0, c), 4);
            }
            if t == T::Pointing {
                (3..9).for_each(|c| eliminate(&mut s, cell(0, c), 4));
            } else {
                (9..21)
                    .filter(|&c| c % 9 < 3)
                    .for_each(|c| eliminate(&mut s, c, 4));
            }
        }
        T::NakedPair
        | T::NakedTriple
        | T::NakedQuad
        | T::HiddenPair
        | T::HiddenTriple
        | T::HiddenQuad => {
            let n = match t {
                T::NakedPair | T::HiddenPair => 2,
                T::NakedTriple | T::HiddenTriple => 3,
                _ => 4,
            };
            // Cells r1c1.. of row 1 (and box 1 when they all lie in it).
            houses(&mut s, if n < 4 { &[0, 18] } else { &[0] });
            for c in 0..n {
                for d in 1..=n {
                    s.digits |= bit(d);
                    reason(&mut s, cell(0, c), d);
                }
            }
            let naked = matches!(t, T::NakedPair | T::NakedTriple | T::NakedQuad);
            for c in 0..81 {
                for d in 1..=9 {
                    if naked == (d <= n) && naked == (c >= n) {
                        eliminate(&mut s, c, d);
                    }
                }
            }
        }
        T::XWing | T::Swordfish | T::Jellyfish => {
            let n = match t {
                T::XWing => 2,
                T::Swordfish => 3,
                _ => 4,
            };
            s.digits = bit(7);
            let lines: Vec<u8> = (0..n as u8).chain(9..9 + n as u8).collect();
            houses(&mut s, &lines);
            for r in 0..n {
                for c in 0..n {
                    reason(&mut s, cell(r, c), 7);
                }
            }
            for r in n..9 {
                for c in 0..n {
                    eliminate(&mut s, cell(r, c), 7);
                }
            }
        }
        T::DirectPointing | T::DirectClaiming => {
            // Box 1's 4 lies in row 1, so row 1 of box 2 loses it: r2c4 (or row 1's 4 lies
            // in box 1, so row 2 has one place left outside box 1: r2c6).
            let pointing = t == T::DirectPointing;
            houses(&mut s, if pointing { &[18, 0, 19] } else { &[0, 18, 1] });
            for c in 0..3 {
                reason(&mut s, cell(0, c), 4);
            }
            place(&mut s, if pointing { cell(1, 3) } else { cell(1, 5) }, 4);
        }
        T::DirectHiddenPair | T::DirectHiddenTriple => {
            let n = if t == T::DirectHiddenPair { 2 } else { 3 };
            houses(&mut s, &[0]);
            for c in 0..n {
                for d in 1..=n {
                    s.digits |= bit(d);
                    reason(&mut s, cell(0, c), d);
                }
            }
            s.placed_cell = cell(0, 8) as c_int;
            s.placed_digit = 9;
        }
        T::Skyscraper | T::TwoStringKite | T::TurbotFish => {
            s.digits = bit(3);
            houses(&mut s, &[0, 1]);
            (0..SUDOKU_MAX_REASONS).for_each(|c| reason(&mut s, c, 3));
            (0..SUDOKU_MAX_ELIMINATIONS).for_each(|c| eliminate(&mut s, 80 - c, 3));
            s.rating = 255;
            s.chain_length = c_uint::from(u16::MAX);
            s.chain_count = SUDOKU_MAX_CHAIN as c_uint;
            for (k, node) in s.chain.iter_mut().enumerate() {
                *node = sudoku_chain_node {
                    cell: (80 - k) as u8,
                    digit: 3,
                    on: (k % 2) as u8,
                    branch: 0,
                };
            }
        }
        T::UniqueLoop1 | T::UniqueLoop2 | T::UniqueLoop3 | T::UniqueLoop4 => {
            s.digits = bit(1) | bit(2);
            houses(&mut s, &[0]);
            let ring = [(0, 0), (0, 1), (3, 1), (3, 2), (6, 2), (6, 0)];
            for &(r, c) in &ring {
                reason(&mut s, cell(r, c), 1);
                reason(&mut s, cell(r, c), 2);
            }
            for k in 0..SUDOKU_MAX_ELIMINATIONS {
                eliminate(&mut s, 80 - k, k % 9 + 1);
            }
        }
        T::BugPlusOne | T::Bug2 | T::Bug3 | T::Bug4 => {
            s.digits = 0x1ff;
            houses(&mut s, &[0]);
            for d in 1..=9 {
                reason(&mut s, cell(4, 4), d);
                reason(&mut s, cell(4, 5), d);
            }
            for k in 0..SUDOKU_MAX_ELIMINATIONS {
                eliminate(&mut s, 80 - k, k % 9 + 1);
            }
        }
        T::AlignedPairExclusion | T::AlignedTripletExclusion => {
            let n = if t == T::AlignedPairExclusion { 2 } else { 3 };
            for c in 0..n {
                for d in 1..=9 {
                    reason(&mut s, cell(0, c), d);
                    eliminate(&mut s, cell(0, c), d);
                    s.digits |= bit(d);
                }
            }
        }
        T::XyWing
        | T::XyzWing
        | T::WWing
        | T::UniqueRectangle1
        | T::UniqueRectangle2
        | T::UniqueRectangle3
        | T::UniqueRectangle4 => {
            let ur = t.needs_uniqueness();
            s.digits = if ur { bit(1) | bit(2) } else { 0x1ff };
            houses(&mut s, &[0, 9, 18, 1, 10, 19, 2, 11]);
            let corners = [cell(0, 0), cell(0, 1), cell(3, 0), cell(3, 1)];
            for (k, d) in (0..SUDOKU_MAX_REASONS).zip((1..=9).cycle()) {
                let c = if ur { corners[k % 4] } else { 80 - k };
                reason(&mut s, c, if ur { (k / 4) % 9 + 1 } else { d });
            }
            for k in 0..SUDOKU_MAX_ELIMINATIONS {
                eliminate(&mut s, k, if ur { 9 } else { k % 9 + 1 });
            }
        }
        _ => {
            // The chains: every node as long as a node's text gets, one branch, the longest
            // length, all the eliminations (or a placement).
            s.digits = 0x1ff;
            s.rating = 255;
            s.chain_length = c_uint::from(u16::MAX);
            s.chain_count = SUDOKU_MAX_CHAIN as c_uint;
            for (k, node) in s.chain.iter_mut().enumerate() {
                *node = sudoku_chain_node {
                    cell: (80 - k) as u8,
                    digit: 9,
                    on: 0,
                    branch: 0,
                };
            }
            if placing && t.is_forcing_chain() {
                place(&mut s, cell(8, 8), 9);
            } else {
                (0..SUDOKU_MAX_ELIMINATIONS).for_each(|k| eliminate(&mut s, 80 - k, 9));
            }
        }
    }
    s
}

/// Every technique's fullest step, the forcing chains both placing and eliminating.
pub fn fullest_steps() -> Vec<sudoku_step> {
    let mut all = Vec::new();
    for t in Technique::ALL {
        all.push(fullest(t, false));
        if t.is_forcing_chain() {
            all.push(fullest(t, true));
        }
    }
    all
}

/// `sudoku_step_sentence` into a buffer of `size` bytes (and guard bytes after it): the status
/// and the sentence. Checks that nothing past the NUL is written, and nothing at all on
/// failure.
pub fn sentence_in(step: &sudoku_step, size: usize) -> (c_int, String) {
    let mut buffer = vec![SENTINEL; size + 16];
    // SAFETY: `step` is a whole sudoku_step, `buffer` has more than `size` writable bytes.
    let status = unsafe { sudoku_step_sentence(step, buffer.as_mut_ptr().cast(), size) };
    if status != SUDOKU_OK {
        assert!(
            buffer.iter().all(|&b| b == SENTINEL),
            "written on status {status}"
        );
        return (status, String::new());
    }
    let text = CStr::from_bytes_until_nul(&buffer)
        .expect("a NUL-terminated sentence")
        .to_str()
        .expect("a UTF-8 sentence")
        .to_owned();
    assert!(
        text.len() < size,
        "the sentence and its NUL exceed the size"
    );
    assert!(
        buffer[text.len() + 1..].iter().all(|&b| b == SENTINEL),
        "written past the NUL"
    );
    (status, text)
}

pub fn sentence(step: &sudoku_step) -> (c_int, String) {
    sentence_in(step, SUDOKU_MAX_SENTENCE)
}

/// `sudoku_apply_step` on an empty player's grid (a given digit in the first row, a cross-out
/// in the last cell): the status, and the outputs unchanged on failure.
pub fn apply(step: &sudoku_step) -> c_int {
    let mut entries = [[0 as c_int; 9]; 9];
    entries[0][0] = 7;
    let mut crossed = [0u16; 81];
    crossed[80] = 0x101;
    let before = (entries, crossed);
    // SAFETY: whole arrays of this frame and a whole sudoku_step.
    let status = unsafe { sudoku_apply_step(entries.as_mut_ptr(), crossed.as_mut_ptr(), step) };
    if status != SUDOKU_OK {
        assert_eq!((entries, crossed), before, "changed on status {status}");
    }
    status
}

/// Both functions on `step`: they must agree; returns their status.
pub fn both(step: &sudoku_step) -> c_int {
    let (a, text) = sentence(step);
    let b = apply(step);
    assert_eq!(a, b, "sentence and apply disagree on {step:?} ({text:?})");
    a
}
