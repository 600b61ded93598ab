//! The work bounds of the sized C functions, in the units the header gives (guesses), never in
//! time: every shape's empty grid gets an answer from `sudoku_solve_any_n` in a few hundred
//! guesses; `sudoku_solve_n` gives up at `SUDOKU_DEFAULT_GUESSES_N` on an empty grid whose
//! row-major-first solution is out of reach (one of the six shapes on which it once ran for
//! minutes), the cells untouched; `sudoku_generate_n` with one attempt answers `SUDOKU_OK` or
//! `SUDOKU_LIMIT_REACHED` at every shape of 18 × 18 and more, and its guess budget decides
//! nothing but whether it answers (a puzzle made within a small budget is the one the default
//! budget makes).
//!
//! The published 16 × 16 and 25 × 25 of `bench/data/` answer within their budget.
//!
//! Also the statuses of `sudoku_generate_n` in their order (NULL, size, options, attempts,
//! guesses), the cells unchanged on each.
//!
//! `tests/sizes.rs` checks the bounded calls themselves (`*guesses` at most the bound, a
//! failing call writes nothing) on every shape's empty grid, through the checking function.

use core::ffi::{c_int, c_ulong};

use sudoku::{
    sudoku_count_solutions_bounded_n, sudoku_generate_n, sudoku_generate_options,
    sudoku_generate_solution_n, sudoku_solve_any_bounded_n, sudoku_solve_any_n,
    sudoku_solve_bounded_n, sudoku_solve_n, SUDOKU_BAD_OPTIONS, SUDOKU_DEFAULT_GUESSES_N,
    SUDOKU_INVALID_SIZE, SUDOKU_LIMIT_REACHED, SUDOKU_NULL_POINTER, SUDOKU_OK, SUDOKU_UNSUPPORTED,
};
use sudoku_core::sized::{self, GenerateOptions, Shape};
use sudoku_core::Error;
use sudoku_testkit::sized::{self as reference, Dims};

fn dims(shape: Shape) -> Dims {
    Dims {
        rows: shape.box_rows(),
        cols: shape.box_cols(),
    }
}

fn sides(shape: Shape) -> (c_int, c_int) {
    (shape.box_rows() as c_int, shape.box_cols() as c_int)
}

fn bytes(cells: &[c_int]) -> Vec<u8> {
    cells.iter().map(|&v| v as u8).collect()
}

/// The most guesses `sudoku_solve_any_n` may take on an empty grid (the most seen is 486, at
/// 5 × 5): the docs promise an empty grid of any shape at once.
const EMPTY_ANY_GUESSES: c_ulong = 2_000;

#[test]
fn every_empty_grid_solved_at_once_by_solve_any() {
    for shape in Shape::ALL {
        let (r, c) = sides(shape);
        let mut cells = vec![0 as c_int; shape.cells()];
        let mut guesses: c_ulong = c_ulong::MAX;
        // SAFETY: N × N ints and one counter, owned here.
        let status = unsafe {
            sudoku_solve_any_bounded_n(r, c, cells.as_mut_ptr(), EMPTY_ANY_GUESSES, &mut guesses)
        };
        assert_eq!(status, SUDOKU_OK, "{shape:?}: {guesses} guesses");
        assert!(guesses <= EMPTY_ANY_GUESSES, "{shape:?}: {guesses}");
        assert!(reference::is_complete_valid(dims(shape), &bytes(&cells)));
        // The default call: the same answer.
        let mut default = vec![0 as c_int; shape.cells()];
        // SAFETY: as above.
        assert_eq!(
            unsafe { sudoku_solve_any_n(r, c, default.as_mut_ptr()) },
            SUDOKU_OK
        );
        assert_eq!(default, cells, "{shape:?}");
    }
}

/// Boxes of 2 × 11: the empty grid's row-major-first solution needs more than the default
/// budget (it ran for minutes before there was one).
#[test]
fn solve_n_gives_up_at_the_default_budget() {
    let (r, c) = (2, 11);
    let mut cells = vec![0 as c_int; 22 * 22];
    // SAFETY: N × N ints, owned here.
    let status = unsafe { sudoku_solve_n(r, c, cells.as_mut_ptr()) };
    assert_eq!(status, SUDOKU_LIMIT_REACHED);
    assert!(cells.iter().all(|&v| v == 0), "written on LIMIT_REACHED");
    // A tenth of the budget gives up too, having made exactly that many guesses: the unit
    // is the one `*guesses` reports.
    let bound = SUDOKU_DEFAULT_GUESSES_N as c_ulong / 10;
    let mut guesses: c_ulong = 0;
    // SAFETY: N × N ints and one counter, owned here.
    let status = unsafe { sudoku_solve_bounded_n(r, c, cells.as_mut_ptr(), bound, &mut guesses) };
    assert_eq!((status, guesses), (SUDOKU_LIMIT_REACHED, bound));
    assert!(cells.iter().all(|&v| v == 0));
}

/// The published instances of `bench/data/` (Gecode's example: 55 of 16 × 16, the 18 minimal
/// 25 × 25 of Alain Frisch), as N × N cells.
fn published(name: &str, n: usize) -> Vec<Vec<c_int>> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/bench/data/").to_owned() + name;
    let text = std::fs::read_to_string(&path).expect("bench/data is in the repository");
    let symbols = "123456789ABCDEFGHIJKLMNOP";
    let puzzles: Vec<Vec<c_int>> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            l.trim()
                .chars()
                .map(|ch| symbols.find(ch).map_or(0, |i| i as c_int + 1))
                .collect()
        })
        .collect();
    assert!(puzzles.iter().all(|p| p.len() == n * n), "{name}");
    puzzles
}

/// The hardest published puzzles: every 16 × 16 of Gecode's example solved by `solve_any`
/// within the default budget, as the docs say, and its answer a solution of the givens; each
/// minimal 25 × 25 either solved (a solution of the givens) or given up at exactly a small
/// budget with the cells untouched, which is the whole promise for them (docs/SIZES.md: most
/// need more than the default budget).
#[test]
fn published_instances_answer_within_the_budget() {
    for (name, side, budget) in [
        ("gecode_16x16.txt", 4, SUDOKU_DEFAULT_GUESSES_N as c_ulong),
        ("gecode_25x25.txt", 5, 2_000),
    ] {
        let shape = Shape::new(side as usize, side as usize).expect("a shape");
        let puzzles = published(name, shape.size());
        assert!(puzzles.len() >= 18, "{name}: {}", puzzles.len());
        let mut solved = 0;
        for (i, givens) in puzzles.iter().enumerate() {
            let mut cells = givens.clone();
            let mut guesses: c_ulong = 0;
            // SAFETY: N × N ints and one counter, owned here.
            let status = unsafe {
                sudoku_solve_any_bounded_n(side, side, cells.as_mut_ptr(), budget, &mut guesses)
            };
            if status == SUDOKU_OK {
                solved += 1;
                assert!(guesses <= budget, "{name} {i}: {guesses}");
                assert!(reference::is_complete_valid(dims(shape), &bytes(&cells)));
                assert!(givens.iter().zip(&cells).all(|(&g, &v)| g == 0 || g == v));
            } else {
                assert_eq!(
                    (status, guesses),
                    (SUDOKU_LIMIT_REACHED, budget),
                    "{name} {i}"
                );
                assert_eq!(&cells, givens, "{name} {i}: written on LIMIT_REACHED");
            }
        }
        if side == 4 {
            assert_eq!(solved, puzzles.len(), "{name}");
        }
    }
}

fn options(max_guesses: u32) -> sudoku_generate_options {
    sudoku_generate_options {
        size: core::mem::size_of::<sudoku_generate_options>() as u32,
        max_attempts: 1,
        max_guesses,
        ..Default::default()
    }
}

fn generate(shape: Shape, seed: u64, o: &sudoku_generate_options) -> (c_int, Vec<c_int>) {
    let (r, c) = sides(shape);
    let mut cells = vec![-7 as c_int; shape.cells()];
    // SAFETY: the options and N × N ints, owned here.
    let status = unsafe { sudoku_generate_n(r, c, seed, o, cells.as_mut_ptr()) };
    (status, cells)
}

/// One attempt with a budget of 300 guesses at every shape of 18 × 18 and more: `SUDOKU_LIMIT_REACHED`
/// with nothing written, or a unique puzzle. (With the default budget each of these took
/// 0.3 s to 7.5 s in a release build; before the budget, some ran for minutes.)
#[test]
fn generate_n_one_attempt_is_bounded_at_large_sizes() {
    let small = options(300);
    for shape in Shape::ALL.into_iter().filter(|s| s.size() >= 18) {
        let (status, cells) = generate(shape, 5, &small);
        match status {
            SUDOKU_OK => {
                let d = dims(shape);
                assert!(reference::givens_are_legal(d, &bytes(&cells)), "{shape:?}");
                let (r, c) = sides(shape);
                let (mut count, mut guesses) = (0, 0);
                // SAFETY: N × N ints and two counters, owned here.
                let s = unsafe {
                    sudoku_count_solutions_bounded_n(
                        r,
                        c,
                        cells.as_ptr(),
                        2,
                        100_000,
                        &mut count,
                        &mut guesses,
                    )
                };
                assert_eq!((s, count), (SUDOKU_OK, 1), "{shape:?}: not unique");
            }
            SUDOKU_LIMIT_REACHED => {
                assert!(cells.iter().all(|&v| v == -7), "{shape:?}: written");
            }
            s => panic!("{shape:?}: status {s}"),
        }
    }
}

/// The budget only decides whether a call answers: a 16 × 16 made within a budget is the
/// puzzle of the default budget, and a budget that fails is below every one that answers.
#[test]
fn generate_n_budget_changes_no_puzzle() {
    let shape = Shape::new(4, 4).unwrap();
    for seed in [1] {
        let (default_status, default_cells) = generate(shape, seed, &options(0));
        assert_eq!(default_status, SUDOKU_OK);
        let mut answered = 0;
        for budget in [1, 100, 10_000, 100_000] {
            match generate(shape, seed, &options(budget)) {
                (SUDOKU_OK, cells) => {
                    answered += 1;
                    assert_eq!(cells, default_cells, "seed {seed}, budget {budget}");
                }
                (SUDOKU_LIMIT_REACHED, cells) => {
                    assert!(cells.iter().all(|&v| v == -7), "budget {budget}");
                    assert_eq!(answered, 0, "seed {seed}: a larger budget {budget} failed");
                }
                (s, _) => panic!("seed {seed}, budget {budget}: status {s}"),
            }
        }
        assert!(
            (1..4).contains(&answered),
            "seed {seed}: {answered} of 4 answered"
        );
    }
}

/// The C struct for `o` (its size set).
fn c_options(o: &GenerateOptions) -> sudoku_generate_options {
    sudoku_generate_options {
        size: core::mem::size_of::<sudoku_generate_options>() as u32,
        symmetry: o.symmetry.code(),
        min_clues: u32::from(o.min_clues),
        max_clues: u32::from(o.max_clues),
        minimal: u32::from(o.minimal),
        level: 0,
        max_attempts: o.max_attempts,
        max_guesses: u32::try_from(o.max_guesses).unwrap_or(u32::MAX),
    }
}

/// The statuses of `sudoku_generate_n`, checked in order (NULL, size, options), and the cells
/// unchanged on each.
#[test]
fn statuses() {
    let six = Shape::new(2, 3).unwrap();
    let base = c_options(&GenerateOptions::default());
    let status = |rows: c_int, cols: c_int, o: Option<&sudoku_generate_options>, seed: u64| {
        let mut cells = vec![-7 as c_int; 36];
        let p = o.map_or(core::ptr::null(), |o| o as *const _);
        // SAFETY: 36 ints (enough for every shape tried here but 16 x 16, never written on
        // the bad sizes), the options or NULL.
        let s = unsafe { sudoku_generate_n(rows, cols, seed, p, cells.as_mut_ptr()) };
        if s != SUDOKU_OK {
            assert!(cells.iter().all(|&v| v == -7), "written on status {s}");
        }
        s
    };
    // NULL first, whatever else is wrong.
    let bad = sudoku_generate_options { level: 9, ..base };
    // SAFETY: NULL cells: nothing is written.
    let null = unsafe { sudoku_generate_n(1, 1, 0, &bad, core::ptr::null_mut()) };
    assert_eq!(null, SUDOKU_NULL_POINTER);
    // SAFETY: NULL cells.
    let null = unsafe { sudoku_generate_solution_n(2, 3, 0, core::ptr::null_mut()) };
    assert_eq!(null, SUDOKU_NULL_POINTER);
    // Then the size, before the options.
    for (r, c) in [(1, 6), (6, 1), (0, 0), (-2, -3), (5, 6), (3, 9)] {
        assert_eq!(status(r, c, Some(&bad), 0), SUDOKU_INVALID_SIZE, "{r}x{c}");
        let mut cells = [0 as c_int; 4];
        // SAFETY: a bad size: nothing is read or written.
        let s = unsafe { sudoku_generate_solution_n(r, c, 0, cells.as_mut_ptr()) };
        assert_eq!(s, SUDOKU_INVALID_SIZE);
    }
    // Then the options.
    let with = |f: &dyn Fn(&mut sudoku_generate_options)| {
        let mut o = base;
        f(&mut o);
        status(2, 3, Some(&o), 0)
    };
    assert_eq!(with(&|o| o.size = 4), SUDOKU_BAD_OPTIONS);
    assert_eq!(with(&|o| o.symmetry = 6), SUDOKU_BAD_OPTIONS);
    assert_eq!(with(&|o| o.minimal = 2), SUDOKU_BAD_OPTIONS);
    assert_eq!(with(&|o| o.max_clues = 37), SUDOKU_BAD_OPTIONS);
    assert_eq!(with(&|o| o.min_clues = 37), SUDOKU_BAD_OPTIONS);
    assert_eq!(with(&|o| o.max_clues = 36), SUDOKU_OK);
    assert_eq!(
        with(&|o| {
            o.min_clues = 20;
            o.max_clues = 19
        }),
        SUDOKU_BAD_OPTIONS
    );
    assert_eq!(with(&|o| o.max_clues = 4), SUDOKU_BAD_OPTIONS); // below N - 1 = 5
    assert_eq!(
        with(&|o| {
            o.symmetry = 1; // 180°: even counts only in a 6 x 6
            o.min_clues = 13;
            o.max_clues = 13
        }),
        SUDOKU_BAD_OPTIONS
    );
    assert_eq!(
        with(&|o| {
            o.symmetry = 2; // 90°: multiples of 4 in a 6 x 6
            o.min_clues = 13;
            o.max_clues = 15
        }),
        SUDOKU_BAD_OPTIONS
    );
    assert_eq!(with(&|o| o.level = 6), SUDOKU_BAD_OPTIONS);
    for level in 1..=5 {
        assert_eq!(with(&|o| o.level = level), SUDOKU_UNSUPPORTED);
    }
    assert_eq!(status(2, 2, Some(&base), 0), SUDOKU_OK);
    assert_eq!(status(2, 2, None, 0), SUDOKU_OK);
    // Bytes past the known fields must be zero.
    #[repr(C)]
    struct Longer {
        o: sudoku_generate_options,
        extra: u32,
    }
    let mut longer = Longer { o: base, extra: 1 };
    longer.o.size = core::mem::size_of::<Longer>() as u32;
    assert_eq!(status(2, 3, Some(&longer.o), 0), SUDOKU_UNSUPPORTED);
    // The order the header states: the struct's size, then its unknown bytes, then its
    // fields, then the level these sizes cannot rate.
    longer.o.symmetry = 6;
    longer.o.level = 9;
    assert_eq!(status(2, 3, Some(&longer.o), 0), SUDOKU_UNSUPPORTED);
    longer.o.size = 4;
    assert_eq!(status(2, 3, Some(&longer.o), 0), SUDOKU_BAD_OPTIONS);
    for level in 1..=5 {
        let bad_range = |o: &mut sudoku_generate_options| {
            o.level = level;
            o.min_clues = 20;
            o.max_clues = 19
        };
        assert_eq!(with(&bad_range), SUDOKU_BAD_OPTIONS, "level {level}");
        assert_eq!(
            with(&|o| {
                o.level = level;
                o.symmetry = 6
            }),
            SUDOKU_BAD_OPTIONS
        );
    }
    // Attempts: a 4 x 4 with 4 clues exactly, one attempt, fails for some seeds (cells
    // unchanged, checked by `status`) and not for others.
    let four = sudoku_generate_options {
        max_clues: 4,
        max_attempts: 1,
        ..base
    };
    let outcomes: Vec<c_int> = (0..40)
        .map(|seed| status(2, 2, Some(&four), seed))
        .collect();
    assert!(outcomes.contains(&SUDOKU_LIMIT_REACHED) && outcomes.contains(&SUDOKU_OK));
    assert!(outcomes
        .iter()
        .all(|&s| s == SUDOKU_OK || s == SUDOKU_LIMIT_REACHED));
    // The guess budget, through the Rust API.
    let few = GenerateOptions {
        max_guesses: 1,
        ..Default::default()
    };
    let shape = Shape::new(4, 4).unwrap();
    let mut cells = vec![9u8; 256];
    assert_eq!(
        sized::generate(shape, 0, &few, &mut cells),
        Err(Error::LimitReached)
    );
    assert!(cells.iter().all(|&v| v == 9));
    assert_eq!(sized::generate(six, 0, &few, &mut cells), Err(Error::Size));
}
