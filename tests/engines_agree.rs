//! The two engines of the C functions, byte for byte, on every puzzle of every set in
//! `../shared/data` (skipped loudly when the folder is missing): for each puzzle each solving
//! call is made on the AVX2 engine and again on the portable one
//! (`sudoku::engine::use_engine`), and the status, the whole grid after the call and the
//! count or the guesses must be the same. The calls: `sudoku_solve`, `sudoku_solve_any`,
//! `sudoku_solve_unique`, `sudoku_count_solutions` to 2, and `sudoku_solve_bounded` with a
//! budget that stops the search on the hard puzzles (`SUDOKU_LIMIT_REACHED` at the same guess).
//!
//! Where the processor has no AVX2 the C functions have one engine only: the test says so and
//! checks nothing. The sampled sets' answers themselves are checked against the reference in
//! `data_sets.rs` (on both engines: `make test-engines`); here only the agreement.
//!
//! The engine choice is global to the process, so the tests of this file take one lock.

use core::ffi::{c_int, c_uint, c_ulong};
use std::io::Write;
use std::sync::Mutex;

use sudoku::engine::{engine_name, use_engine, Engine};
use sudoku::{
    sudoku_count_solutions, sudoku_solve, sudoku_solve_any, sudoku_solve_bounded,
    sudoku_solve_unique, SUDOKU_LIMIT_REACHED,
};
use sudoku_testkit::{data, to_int_grid, IntGrid};

/// Held while a test switches engines.
static ENGINE: Mutex<()> = Mutex::new(());

/// The guess budget of the bounded call: enough for most puzzles of the easy sets, too few
/// for most of the hard ones, so that both outcomes are compared.
const BUDGET: c_ulong = 8;

/// What a call left: its status, the grid after it, and the count or the guesses.
type Answer = (c_int, IntGrid, c_ulong);

/// Every call on `p`, on the engine in use.
fn answers(p: &[u8; 81]) -> [Answer; 5] {
    let grid_call = |f: unsafe extern "C" fn(*mut [c_int; 9]) -> c_int| {
        let mut g = to_int_grid(p);
        // SAFETY: `g` is a whole, exclusively borrowed int[9][9].
        let status = unsafe { f(g.as_mut_ptr()) };
        (status, g, 0)
    };
    let mut g = to_int_grid(p);
    let mut n: c_uint = c_uint::MAX;
    // SAFETY: `g` is a whole int[9][9], `n` a writable unsigned int.
    let status = unsafe { sudoku_count_solutions(g.as_mut_ptr(), 2, &mut n) };
    let count = (status, g, c_ulong::from(n));
    let mut g = to_int_grid(p);
    let mut guesses: c_ulong = c_ulong::MAX;
    // SAFETY: `g` is a whole int[9][9], `guesses` a writable unsigned long.
    let status = unsafe { sudoku_solve_bounded(g.as_mut_ptr(), BUDGET, &mut guesses) };
    let bounded = (status, g, guesses);
    [
        grid_call(sudoku_solve),
        grid_call(sudoku_solve_any),
        grid_call(sudoku_solve_unique),
        count,
        bounded,
    ]
}

/// Checks every puzzle of `set` on both engines, and says how many bounded calls stopped at
/// the budget (so that the log shows both outcomes were compared).
fn check_set(set: &str) {
    let _lock = ENGINE.lock().unwrap_or_else(|e| e.into_inner());
    use_engine(Engine::Auto);
    if engine_name() != "avx2" {
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED: {set}: the processor has no AVX2, the C functions have one engine only"
        );
        return;
    }
    let Some(puzzles) = data::load(set) else {
        return;
    };
    const CALLS: [&str; 5] = [
        "solve",
        "solve_any",
        "solve_unique",
        "count",
        "solve_bounded",
    ];
    let mut stopped = 0usize;
    for p in &puzzles {
        use_engine(Engine::Auto);
        let avx2 = answers(p);
        use_engine(Engine::Portable);
        assert_eq!(engine_name(), "portable");
        let portable = answers(p);
        for ((call, a), b) in CALLS.iter().zip(&avx2).zip(&portable) {
            assert_eq!(a, b, "{set}: {call} differs (AVX2, portable) on {p:?}");
        }
        stopped += usize::from(avx2[4].0 == SUDOKU_LIMIT_REACHED);
    }
    use_engine(Engine::Auto);
    // Straight to standard error: the harness would swallow `eprintln!` of a passing test.
    let _ = writeln!(
        std::io::stderr(),
        "{set}: {} puzzles, 5 calls each, the same on both engines ({stopped} bounded calls \
         stopped at {BUDGET} guesses)",
        puzzles.len()
    );
}

#[test]
fn unbiased() {
    check_set("unbiased_1000.txt");
}

#[test]
fn seventeen_clue() {
    check_set("17_clue.txt");
}

#[test]
fn top1465() {
    check_set("top1465.txt");
}

#[test]
fn hardest_1106() {
    check_set("hardest_1106.txt");
}

#[test]
fn serg_benchmark() {
    check_set("serg_benchmark.txt");
}

#[test]
fn forum_hardest_train() {
    check_set("forum_hardest_train.txt");
}
