//! The whole path of real puzzles through the C API, as the header tells a client to walk it:
//! `sudoku_hint`, `sudoku_step_sentence`, `sudoku_apply_step`, until the step of technique
//! `SUDOKU_TECHNIQUE_NONE`, which both functions accept as a no-op. Every step's sentence fits
//! `SUDOKU_MAX_SENTENCE` bytes (and exactly its length and NUL), names its technique, and its
//! chain keeps the first min(`chain_length`, `SUDOKU_MAX_CHAIN`) nodes; four threads walking
//! the same paths at once get the same steps; `sudoku_hint` and `sudoku_mistakes` check their
//! arguments in the documented order. Steps built by hand are in `tests/steps.rs`.

use core::ffi::{c_int, CStr};
use std::collections::BTreeMap;

use sudoku::{
    sudoku_apply_step, sudoku_hint, sudoku_mistakes, sudoku_step, sudoku_step_sentence,
    sudoku_technique_name, SUDOKU_BUFFER_TOO_SMALL, SUDOKU_CONFLICT, SUDOKU_INVALID_VALUE,
    SUDOKU_LIMIT_REACHED, SUDOKU_MAX_CHAIN, SUDOKU_MAX_SENTENCE, SUDOKU_MULTIPLE_SOLUTIONS,
    SUDOKU_NOT_EXPLAINED, SUDOKU_NO_SOLUTION, SUDOKU_NULL_POINTER, SUDOKU_OK,
    SUDOKU_TECHNIQUE_NONE, SUDOKU_WRONG_ENTRY,
};
use sudoku_testkit::known::{FOUR_SOLUTIONS, TEXTBOOK, TEXTBOOK_ANSWER};
use sudoku_testkit::{data, from_int_grid, is_solution_of, to_int_grid, IntGrid};

/// What a path gave: each step with its sentence, and how it ended.
#[derive(Debug, PartialEq)]
struct Path {
    steps: Vec<(sudoku_step, String)>,
    /// `SUDOKU_OK` when it reached the step of a complete grid, else the status that stopped it.
    end: c_int,
}

fn sentence(step: &sudoku_step, size: usize) -> (c_int, String) {
    let mut buffer = vec![0xA5u8; size];
    // SAFETY: a whole sudoku_step, and `size` writable bytes.
    let status = unsafe { sudoku_step_sentence(step, buffer.as_mut_ptr().cast(), size) };
    let text = match status {
        SUDOKU_OK => CStr::from_bytes_until_nul(&buffer)
            .expect("a NUL")
            .to_str()
            .expect("UTF-8")
            .to_owned(),
        _ => String::new(),
    };
    (status, text)
}

/// Hint, sentence, apply, from the givens of `puzzle` until the grid is complete (or the
/// explainer gives up), checking each promise on the way.
fn walk(puzzle: &[u8; 81]) -> Path {
    let mut givens = to_int_grid(puzzle);
    let mut entries: IntGrid = [[0; 9]; 9];
    let mut crossed = [0u16; 81];
    let mut steps = Vec::new();
    loop {
        let step = match sudoku_step_of_hint(&mut givens, &mut entries, &crossed) {
            Ok(step) => step,
            Err(end @ (SUDOKU_NOT_EXPLAINED | SUDOKU_LIMIT_REACHED)) => return Path { steps, end },
            Err(status) => panic!("sudoku_hint gave {status}"),
        };
        let (status, text) = sentence(&step, SUDOKU_MAX_SENTENCE);
        assert_eq!(status, SUDOKU_OK, "no sentence for {step:?}");
        assert_eq!(sentence(&step, text.len() + 1), (SUDOKU_OK, text.clone()));
        assert_eq!(sentence(&step, text.len()).0, SUDOKU_BUFFER_TOO_SMALL);
        assert_eq!(
            step.chain_count as usize,
            (step.chain_length as usize).min(SUDOKU_MAX_CHAIN),
            "{text}"
        );
        let before = (entries, crossed);
        // SAFETY: whole arrays of this frame and a whole sudoku_step.
        let applied =
            unsafe { sudoku_apply_step(entries.as_mut_ptr(), crossed.as_mut_ptr(), &step) };
        assert_eq!(applied, SUDOKU_OK, "{text}");
        if step.technique == SUDOKU_TECHNIQUE_NONE {
            assert_eq!(text, "The grid is complete: no step is left");
            assert_eq!(
                (entries, crossed),
                before,
                "the step of a complete grid changed it"
            );
            let mut full = from_int_grid(&givens);
            for (cell, &e) in full.iter_mut().zip(entries.iter().flatten()) {
                *cell = (*cell).max(e as u8);
            }
            assert!(
                is_solution_of(puzzle, &full),
                "the path ends in the solution"
            );
            return Path {
                steps,
                end: SUDOKU_OK,
            };
        }
        // SAFETY: a static string.
        let name = unsafe { CStr::from_ptr(sudoku_technique_name(step.technique)) };
        assert!(text.starts_with(name.to_str().unwrap()), "{text}");
        assert_ne!(
            (entries, crossed),
            before,
            "the step changed nothing: {text}"
        );
        steps.push((step, text));
    }
}

/// `sudoku_hint` on the player's grid: the step, or the status.
fn sudoku_step_of_hint(
    givens: &mut IntGrid,
    entries: &mut IntGrid,
    crossed: &[u16; 81],
) -> Result<sudoku_step, c_int> {
    // The step of a solved grid is the starting value: a failing call must leave it.
    let mut step = complete_step(TEXTBOOK_ANSWER);
    let before = step;
    // SAFETY: whole arrays of the caller and a whole sudoku_step.
    let status = unsafe {
        sudoku_hint(
            givens.as_mut_ptr(),
            entries.as_mut_ptr(),
            crossed.as_ptr(),
            &mut step,
        )
    };
    if status == SUDOKU_OK {
        Ok(step)
    } else {
        assert_eq!(step, before, "written on status {status}");
        Err(status)
    }
}

/// The step `sudoku_hint` gives for a complete grid of givens.
fn complete_step(solution: &str) -> sudoku_step {
    let mut givens = to_int_grid(&data::parse_line(solution).unwrap());
    let mut step = core::mem::MaybeUninit::<sudoku_step>::zeroed();
    // SAFETY: a whole grid; `step` is a writable sudoku_step (all zero bytes are a valid one).
    let status = unsafe {
        sudoku_hint(
            givens.as_mut_ptr(),
            core::ptr::null_mut(),
            core::ptr::null(),
            step.as_mut_ptr(),
        )
    };
    assert_eq!(status, SUDOKU_OK);
    // SAFETY: zero-initialised, then written by sudoku_hint.
    unsafe { step.assume_init() }
}

#[test]
fn a_complete_grid_gets_the_no_op_step() {
    let step = complete_step(TEXTBOOK_ANSWER);
    assert_eq!(step.technique, SUDOKU_TECHNIQUE_NONE);
    assert_eq!(
        (
            step.rating,
            step.placed_cell,
            step.digits,
            step.chain_length
        ),
        (0, -1, 0, 0)
    );
    let path = walk(&data::parse_line(TEXTBOOK_ANSWER).unwrap());
    assert_eq!(
        path,
        Path {
            steps: vec![],
            end: SUDOKU_OK
        }
    );
    // The givens and the player's entries filling it together.
    let mut givens = to_int_grid(&data::parse_line(TEXTBOOK).unwrap());
    let mut entries = to_int_grid(&data::parse_line(TEXTBOOK_ANSWER).unwrap());
    let step = sudoku_step_of_hint(&mut givens, &mut entries, &[0; 81]).unwrap();
    assert_eq!(step, complete_step(TEXTBOOK_ANSWER));
}

/// A sample of each set: easy puzzles, then hard ones whose paths use the chains.
fn sample() -> Vec<[u8; 81]> {
    let mut all = vec![data::parse_line(TEXTBOOK).unwrap()];
    for (set, n) in [
        ("unbiased_1000.txt", 6),
        ("top1465.txt", 6),
        ("hardest_1106.txt", 4),
        ("forum_hardest_train.txt", 2),
    ] {
        all.extend(data::spread(set, n).into_iter().flatten());
    }
    all
}

#[test]
fn every_step_of_the_paths_has_its_sentence_and_applies() {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let (mut chains, mut longest) = (0, 0);
    for p in sample() {
        let path = walk(&p);
        for (step, text) in &path.steps {
            let name = text.split(':').next().unwrap_or_default().to_owned();
            *seen.entry(name).or_default() += 1;
            if step.chain_length > 0 {
                chains += 1;
                longest = longest.max(step.chain_length);
            }
        }
    }
    eprintln!("steps by technique: {seen:?}; {chains} chains, the longest {longest} nodes");
    assert!(seen.len() > 3);
}

#[test]
fn threads_walk_the_same_paths() {
    let puzzles: Vec<[u8; 81]> = sample().into_iter().take(8).collect();
    let alone: Vec<Path> = puzzles.iter().map(walk).collect();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..4)
            .map(|k| {
                let puzzles = &puzzles;
                scope.spawn(move || {
                    // Each thread in its own order.
                    let mut order: Vec<usize> = (0..puzzles.len()).collect();
                    order.rotate_left(k * 2 % puzzles.len().max(1));
                    order
                        .into_iter()
                        .map(|i| (i, walk(&puzzles[i])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for h in handles {
            for (i, path) in h.join().expect("a thread panicked") {
                assert_eq!(path, alone[i], "puzzle {i} differs in a thread");
            }
        }
    });
}

/// `sudoku_mistakes` on a player's grid: the status and the count, the outputs unchanged on
/// failure.
fn mistakes(givens: &mut IntGrid, entries: &mut IntGrid, crossed: &[u16; 81]) -> (c_int, u32) {
    let mut marks = [0xEEu8; 81];
    let mut count = 0xDEAD;
    // SAFETY: whole arrays of this frame.
    let status = unsafe {
        sudoku_mistakes(
            givens.as_mut_ptr(),
            entries.as_mut_ptr(),
            crossed.as_ptr(),
            marks.as_mut_ptr(),
            &mut count,
        )
    };
    if status != SUDOKU_OK {
        assert_eq!((marks, count), ([0xEE; 81], 0xDEAD), "written on {status}");
    }
    (status, count)
}

/// The order the header states for `sudoku_hint` and `sudoku_mistakes`: givens' values, their
/// repeats, the entries and masks, the number of solutions, then the mistakes.
#[test]
fn hint_and_mistakes_check_in_the_documented_order() {
    let unique = to_int_grid(&data::parse_line(TEXTBOOK).unwrap());
    let several = to_int_grid(&data::parse_line(FOUR_SOLUTIONS).unwrap());
    let mut conflict = unique;
    conflict[0][1] = conflict[0][0]; // r1c2 repeats r1c1's 3
    let mut bad_value = conflict;
    bad_value[8][8] = 10;
    let mut none = unique;
    none[0][1] = 9; // legal here, but then no solution (r1c2 is 1 in the only one)
    let mut bad_entry = [[0; 9]; 9];
    bad_entry[4][4] = -1;
    let mut wrong = [[0; 9]; 9];
    wrong[0][1] = 2; // the solution has 1 there
    let mut bad_mask = [0u16; 81];
    bad_mask[5] = 0x200;
    let clean = [0u16; 81];
    let cases: [(&str, IntGrid, IntGrid, [u16; 81], c_int); 7] = [
        (
            "a bad given before a repeat",
            bad_value,
            bad_entry,
            clean,
            SUDOKU_INVALID_VALUE,
        ),
        (
            "a repeated given before a bad entry",
            conflict,
            bad_entry,
            clean,
            SUDOKU_CONFLICT,
        ),
        (
            "a repeated given before a bad mask",
            conflict,
            wrong,
            bad_mask,
            SUDOKU_CONFLICT,
        ),
        (
            "a bad entry before the solutions",
            several,
            bad_entry,
            clean,
            SUDOKU_INVALID_VALUE,
        ),
        (
            "a bad mask before the solutions",
            none,
            wrong,
            bad_mask,
            SUDOKU_INVALID_VALUE,
        ),
        (
            "several solutions before a mistake",
            several,
            wrong,
            clean,
            SUDOKU_MULTIPLE_SOLUTIONS,
        ),
        (
            "no solution before a mistake",
            none,
            wrong,
            clean,
            SUDOKU_NO_SOLUTION,
        ),
    ];
    for (what, mut givens, mut entries, crossed, status) in cases {
        let hinted = sudoku_step_of_hint(&mut givens, &mut entries, &crossed);
        assert_eq!(hinted.err(), Some(status), "sudoku_hint: {what}");
        assert_eq!(
            mistakes(&mut givens, &mut entries, &crossed).0,
            status,
            "{what}"
        );
    }
    let (mut givens, mut entries) = (unique, wrong);
    let hinted = sudoku_step_of_hint(&mut givens, &mut entries, &clean);
    assert_eq!(hinted.err(), Some(SUDOKU_WRONG_ENTRY));
    assert_eq!(mistakes(&mut givens, &mut entries, &clean), (SUDOKU_OK, 1));
    // NULL before anything else.
    let (mut g, mut e, mut m, mut n) = (bad_value, bad_entry, [0u8; 81], 0u32);
    let mut step = complete_step(TEXTBOOK_ANSWER);
    // SAFETY: NULL pointers are documented; the rest are whole arrays of this frame.
    unsafe {
        let (gp, ep, x) = (g.as_mut_ptr(), e.as_mut_ptr(), bad_mask.as_ptr());
        assert_eq!(
            sudoku_hint(core::ptr::null_mut(), ep, x, &mut step),
            SUDOKU_NULL_POINTER
        );
        assert_eq!(
            sudoku_hint(gp, ep, x, core::ptr::null_mut()),
            SUDOKU_NULL_POINTER
        );
        let mp = m.as_mut_ptr();
        assert_eq!(
            sudoku_mistakes(gp, ep, x, core::ptr::null_mut(), &mut n),
            SUDOKU_NULL_POINTER
        );
        assert_eq!(
            sudoku_mistakes(gp, ep, x, mp, core::ptr::null_mut()),
            SUDOKU_NULL_POINTER
        );
        assert_eq!(
            sudoku_mistakes(core::ptr::null_mut(), ep, x, mp, &mut n),
            SUDOKU_NULL_POINTER
        );
    }
}
