//! What the header promises about a step passed back to the library: every step that
//! `sudoku_apply_step` accepts has a sentence within `SUDOKU_MAX_SENTENCE` bytes whatever its
//! chain, the step of a complete grid is a no-op with a sentence, the buffer's size and NULL
//! pointers are checked in the documented order, and every technique and level number has
//! its name.
//! Steps refused are in `tests/steps_refused.rs`, the steps of real paths in
//! `tests/explain_paths.rs`.

use core::ffi::{c_int, CStr};
use core::ptr;

use sudoku::{
    sudoku_apply_step, sudoku_level_name, sudoku_step, sudoku_step_sentence, sudoku_technique_name,
    SUDOKU_BUFFER_TOO_SMALL, SUDOKU_INVALID_VALUE, SUDOKU_MAX_CHAIN, SUDOKU_MAX_ELIMINATIONS,
    SUDOKU_MAX_SENTENCE, SUDOKU_NULL_POINTER, SUDOKU_OK, SUDOKU_TECHNIQUE_COUNT,
    SUDOKU_TECHNIQUE_NONE,
};
use sudoku_core::explain::Technique;

#[path = "steps/build.rs"]
mod build;
use build::*;

#[test]
fn the_fullest_step_of_every_technique_has_a_sentence() {
    let mut longest = 0;
    for s in fullest_steps() {
        let (status, text) = sentence(&s);
        assert_eq!(status, SUDOKU_OK, "{s:?}");
        assert_eq!(apply(&s), SUDOKU_OK, "{s:?}");
        // SAFETY: a static string.
        let name = unsafe { CStr::from_ptr(sudoku_technique_name(s.technique)) };
        assert!(text.starts_with(name.to_str().unwrap()), "{text}");
        assert!(text.len() < SUDOKU_MAX_SENTENCE);
        longest = longest.max(text.len());
    }
    eprintln!("the longest sentence of a valid step: {longest} bytes");
}

/// Chains of every length up to the kept 64 nodes, with as many eliminations as fit: every
/// one has its sentence; a short one shows every node, a long one its ends around ` ... `.
#[test]
fn chains_of_any_length_have_a_sentence() {
    let mut elided = 0;
    for t in Technique::ALL.into_iter().filter(|t| t.is_chain()) {
        for length in [1u32, 2, 20, 32, 33, 45, 63, 64, 65, 1000, 65_535] {
            for branches in [1u32, 3, 64] {
                let mut s = fullest(t, false);
                s.chain_length = length;
                s.chain_count = length.min(SUDOKU_MAX_CHAIN as u32);
                for (k, node) in s.chain.iter_mut().enumerate() {
                    node.branch = (k as u32 * branches / SUDOKU_MAX_CHAIN as u32) as u8;
                }
                let (status, text) = sentence(&s);
                assert_eq!(status, SUDOKU_OK, "{t:?}, {length} nodes");
                assert_eq!(apply(&s), SUDOKU_OK);
                let shown = cells_named(&text) - SUDOKU_MAX_ELIMINATIONS;
                if text.contains(" ... ") {
                    elided += 1;
                    assert_eq!(shown, 32, "{text}");
                } else {
                    assert_eq!(shown, s.chain_count as usize, "{text}");
                }
                assert_eq!(text.contains(" -> ..., so "), length > 64, "{text}");
            }
        }
        // A chain with few eliminations is shown whole, however long.
        let mut s = fullest(t, false);
        s.elimination_count = 1;
        assert!(!sentence(&s).1.contains(" ... "));
    }
    assert!(elided > 0);
}

/// How many cells (`r3c5`) a sentence names.
fn cells_named(text: &str) -> usize {
    text.as_bytes()
        .windows(4)
        .filter(|w| w[0] == b'r' && w[1].is_ascii_digit() && w[2] == b'c' && w[3].is_ascii_digit())
        .count()
}

#[test]
fn a_complete_grid_step_is_a_no_op() {
    let s = none_step();
    assert_eq!(
        sentence(&s),
        (
            SUDOKU_OK,
            "The grid is complete: no step is left".to_owned()
        )
    );
    let mut entries = [[3 as c_int; 9]; 9];
    let mut crossed = [0x1f0u16; 81];
    // SAFETY: whole arrays of this frame.
    let status = unsafe { sudoku_apply_step(entries.as_mut_ptr(), crossed.as_mut_ptr(), &s) };
    assert_eq!(status, SUDOKU_OK);
    assert_eq!((entries, crossed), ([[3; 9]; 9], [0x1f0; 81]));
    // Every field the header lists must be as sudoku_hint writes it.
    let changes: [fn(&mut sudoku_step); 11] = [
        |s| s.rating = 1,
        |s| s.uses_uniqueness = 1,
        |s| s.placed_cell = 0,
        |s| s.placed_digit = 1,
        |s| s.digits = 1,
        |s| s.elimination_count = 1,
        |s| s.reason_count = 1,
        |s| s.house_count = 1,
        |s| s.chain_length = 1,
        |s| s.chain_count = 1,
        |s| s.placed_cell = -2,
    ];
    for change in changes {
        let mut bad = none_step();
        change(&mut bad);
        assert_eq!(both(&bad), SUDOKU_INVALID_VALUE, "{bad:?}");
    }
    // The arrays past the counts are not read.
    let mut padded = none_step();
    padded.eliminations[0] = mark(200, 99);
    padded.chain[3].on = 7;
    assert_eq!(both(&padded), SUDOKU_OK);
}

#[test]
fn sentence_arguments() {
    let s = fullest(Technique::NakedSingle, false);
    let (status, text) = sentence(&s);
    assert_eq!(
        (status, text.as_str()),
        (SUDOKU_OK, "Naked Single: r5c5 can only be 9")
    );
    // Exactly the sentence and its NUL, then one byte less, then none.
    assert_eq!(sentence_in(&s, text.len() + 1), (SUDOKU_OK, text.clone()));
    assert_eq!(sentence_in(&s, text.len()).0, SUDOKU_BUFFER_TOO_SMALL);
    assert_eq!(sentence_in(&s, 1).0, SUDOKU_BUFFER_TOO_SMALL);
    assert_eq!(sentence_in(&s, 0).0, SUDOKU_BUFFER_TOO_SMALL);
    // NULL first, whatever the size; then the step, before the size.
    let mut buffer = [SENTINEL; 4];
    // SAFETY: NULL pointers are documented; `buffer` has 4 writable bytes.
    unsafe {
        assert_eq!(
            sudoku_step_sentence(ptr::null(), buffer.as_mut_ptr().cast(), 4),
            SUDOKU_NULL_POINTER
        );
        for size in [0, 1, SUDOKU_MAX_SENTENCE] {
            assert_eq!(
                sudoku_step_sentence(&s, ptr::null_mut(), size),
                SUDOKU_NULL_POINTER
            );
        }
    }
    assert_eq!(buffer, [SENTINEL; 4]);
    assert_eq!(
        sentence_in(&bare(Technique::Pointing), 0).0,
        SUDOKU_INVALID_VALUE
    );
    // sudoku_apply_step: NULL first, then the entries and masks, then the step.
    let mut entries = [[0 as c_int; 9]; 9];
    let mut crossed = [0u16; 81];
    let bad = bare(Technique::Pointing);
    // SAFETY: NULL pointers are documented; the rest are whole arrays of this frame.
    unsafe {
        let e = entries.as_mut_ptr();
        let x = crossed.as_mut_ptr();
        assert_eq!(
            sudoku_apply_step(ptr::null_mut(), x, &bad),
            SUDOKU_NULL_POINTER
        );
        assert_eq!(
            sudoku_apply_step(e, ptr::null_mut(), &s),
            SUDOKU_NULL_POINTER
        );
        assert_eq!(sudoku_apply_step(e, x, ptr::null()), SUDOKU_NULL_POINTER);
        entries[3][3] = 10;
        assert_eq!(sudoku_apply_step(e, x, &s), SUDOKU_INVALID_VALUE);
        entries[3][3] = 0;
        crossed[7] = 0x200;
        assert_eq!(sudoku_apply_step(e, x, &s), SUDOKU_INVALID_VALUE);
    }
    assert_eq!(crossed[7], 0x200);
    assert_eq!(entries, [[0; 9]; 9]);
}

#[test]
fn technique_names() {
    let name = |t: c_int| {
        let p = sudoku_technique_name(t);
        assert!(!p.is_null());
        assert_eq!(p, sudoku_technique_name(t), "static");
        // SAFETY: non-NULL, a static NUL-terminated string.
        unsafe { CStr::from_ptr(p) }.to_str().unwrap().to_owned()
    };
    assert_eq!(name(SUDOKU_TECHNIQUE_NONE), "none");
    for t in Technique::ALL {
        assert_eq!(name(c_int::from(t.number())), t.name());
    }
    assert_eq!(name(2), name(3), "both Hidden Singles");
    let count = SUDOKU_TECHNIQUE_COUNT as c_int;
    for unknown in [-1, count + 1, 100, 256 + 4, c_int::MIN, c_int::MAX] {
        assert_eq!(name(unknown), "unknown technique", "{unknown}");
    }
    let level = |l: c_int| {
        let p = sudoku_level_name(l);
        assert!(!p.is_null());
        // SAFETY: non-NULL, a static NUL-terminated string.
        unsafe { CStr::from_ptr(p) }.to_str().unwrap().to_owned()
    };
    let levels: Vec<String> = (1..=5).map(level).collect();
    assert_eq!(levels, ["easy", "medium", "hard", "fiendish", "diabolical"]);
    for unknown in [0, -1, 6, 256 + 1, c_int::MIN, c_int::MAX] {
        assert_eq!(level(unknown), "unknown level", "{unknown}");
    }
}
