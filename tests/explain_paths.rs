//! The whole path of real puzzles through the C API, as the header tells a client to walk it:
//! `sudoku_hint`, `sudoku_step_sentence`, `sudoku_apply_step`, until the step of technique
//! `SUDOKU_TECHNIQUE_NONE`, which both functions accept as a no-op. Every step's sentence fits
//! `SUDOKU_MAX_SENTENCE` bytes (and exactly its length and NUL), names its technique, and its
//! chain keeps the first min(`chain_length`, `SUDOKU_MAX_CHAIN`) nodes; four threads walking
//! the same paths at once get the same steps. Steps built by hand are in `tests/steps.rs`.

use core::ffi::{c_int, CStr};
use std::collections::BTreeMap;

use sudoku::{
    sudoku_apply_step, sudoku_hint, sudoku_step, sudoku_step_sentence, sudoku_technique_name,
    SUDOKU_BUFFER_TOO_SMALL, SUDOKU_LIMIT_REACHED, SUDOKU_MAX_CHAIN, SUDOKU_MAX_SENTENCE,
    SUDOKU_NOT_EXPLAINED, SUDOKU_OK, SUDOKU_TECHNIQUE_NONE,
};
use sudoku_testkit::known::{TEXTBOOK, TEXTBOOK_ANSWER};
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
