//! Data-driven tests over the public puzzle sets in `../shared/data` (skipped loudly when the
//! folder is missing), through the C ABI as C programs call it.
//!
//! - Every answer is a complete valid grid that keeps the givens; `sudoku_count_solutions`,
//!   `sudoku_solve_unique`, `sudoku_solve` and `sudoku_solve_any` agree with one another and
//!   with the Rust API (`sudoku_solve_any` gives the one solution of a unique puzzle, and a
//!   solution keeping the givens of one with several).
//! - The separately written reference solver (`sudoku_testkit::reference`) checks counts and
//!   the row-major-first answer on puzzles with several solutions (made by removing givens,
//!   and Serg's set, which has them as published) and with none (made by changing a given to
//!   another digit that its row, column and box allow).
//!
//! Samples are spread evenly over each file and sized so that the whole file runs in well
//! under a minute in a debug build: the reference solver has no propagation.

use core::ffi::{c_int, c_uint};

use sudoku::{
    sudoku_count_solutions, sudoku_solve, sudoku_solve_any, sudoku_solve_unique, sudoku_validate,
    SUDOKU_MULTIPLE_SOLUTIONS, SUDOKU_NO_SOLUTION, SUDOKU_OK,
};
use sudoku_testkit::{
    data, from_int_grid, from_rows, is_solution_of, reference, to_int_grid, to_rows, IntGrid,
};

fn line(p: &[u8; 81]) -> String {
    p.iter()
        .map(|&d| if d == 0 { '.' } else { char::from(b'0' + d) })
        .collect()
}

/// `sudoku_count_solutions(p, limit)`, checking that the grid is left as it was.
fn count(p: &[u8; 81], limit: c_uint) -> c_uint {
    sudoku_check::engine_from_env();
    let mut g = to_int_grid(p);
    let mut n = c_uint::MAX;
    // SAFETY: `g` is a whole int[9][9], `n` a writable unsigned int.
    let status = unsafe { sudoku_count_solutions(g.as_mut_ptr(), limit, &mut n) };
    assert_eq!(status, SUDOKU_OK, "count of {}", line(p));
    assert_eq!(g, to_int_grid(p), "count changed the grid of {}", line(p));
    n
}

/// A call of `sudoku_solve` or `sudoku_solve_unique`: the status and the grid after it.
fn call(f: unsafe extern "C" fn(*mut [c_int; 9]) -> c_int, p: &[u8; 81]) -> (c_int, IntGrid) {
    sudoku_check::engine_from_env();
    let mut g = to_int_grid(p);
    // SAFETY: `g` is a whole, exclusively borrowed int[9][9].
    let status = unsafe { f(g.as_mut_ptr()) };
    (status, g)
}

/// `sudoku_solve_any` on `p`, which has `n` solutions (up to 2), `answer` being
/// `sudoku_solve`'s: none, the grid unchanged; one, that one; several, one of them. The Rust
/// API answers the same.
fn check_any(p: &[u8; 81], n: c_uint, answer: &IntGrid) {
    let (status, any) = call(sudoku_solve_any, p);
    let rust = sudoku_core::solve_any(&to_rows(p));
    if n == 0 {
        assert_eq!(status, SUDOKU_NO_SOLUTION, "solve_any: {}", line(p));
        assert_eq!(any, to_int_grid(p), "grid changed: {}", line(p));
        assert_eq!(rust, Err(sudoku_core::Error::NoSolution));
        return;
    }
    assert_eq!(status, SUDOKU_OK, "solve_any: {}", line(p));
    let solution = from_int_grid(&any);
    assert!(
        is_solution_of(p, &solution),
        "solve_any: not a solution of {}: {}",
        line(p),
        line(&solution)
    );
    if n == 1 {
        assert_eq!(
            any,
            *answer,
            "solve_any: not the one solution of {}",
            line(p)
        );
    }
    assert_eq!(rust.map(|c| from_rows(&c)), Ok(solution), "Rust solve_any");
}

/// Solve, solve_any, solve_unique and count agree on `p`; returns the number of solutions up
/// to 2.
fn check_agreement(p: &[u8; 81]) -> c_uint {
    let n = count(p, 2);
    let (solve_status, answer) = call(sudoku_solve, p);
    let (unique_status, unique) = call(sudoku_solve_unique, p);
    let rust = sudoku_core::solve(&to_rows(p));
    check_any(p, n, &answer);
    match n {
        0 => {
            assert_eq!(solve_status, SUDOKU_NO_SOLUTION, "{}", line(p));
            assert_eq!(unique_status, SUDOKU_NO_SOLUTION, "{}", line(p));
            assert_eq!(answer, to_int_grid(p), "grid changed: {}", line(p));
            assert_eq!(unique, to_int_grid(p), "grid changed: {}", line(p));
            assert_eq!(rust, Err(sudoku_core::Error::NoSolution));
        }
        _ => {
            assert_eq!(solve_status, SUDOKU_OK, "{}", line(p));
            let solution = from_int_grid(&answer);
            assert!(
                is_solution_of(p, &solution),
                "not a solution of {}: {}",
                line(p),
                line(&solution)
            );
            assert_eq!(
                rust.map(|c| to_int_grid(&from_rows(&c))),
                Ok(answer),
                "Rust API"
            );
            if n == 1 {
                assert_eq!(unique_status, SUDOKU_OK, "{}", line(p));
                assert_eq!(unique, answer, "solve_unique and solve differ: {}", line(p));
            } else {
                assert_eq!(unique_status, SUDOKU_MULTIPLE_SOLUTIONS, "{}", line(p));
                assert_eq!(unique, to_int_grid(p), "grid changed: {}", line(p));
            }
        }
    }
    n
}

/// Checks every sampled puzzle of `set`; each must have exactly one solution unless `unique`
/// is false. Returns how many were checked.
fn check_set(set: &str, step: usize, max: usize, unique: bool) -> usize {
    let Some(puzzles) = data::every(set, step, max) else {
        return 0;
    };
    let mut several = 0;
    for p in &puzzles {
        let n = check_agreement(p);
        assert!(n > 0, "{set}: no solution for {}", line(p));
        if unique {
            assert_eq!(n, 1, "{set}: several solutions for {}", line(p));
        }
        several += usize::from(n > 1);
    }
    eprintln!(
        "{set}: {} puzzles checked, {several} with several solutions",
        puzzles.len()
    );
    puzzles.len()
}

#[test]
fn unbiased_answers_and_agreement() {
    check_set("unbiased_1000.txt", 1, 1000, true);
}

#[test]
fn seventeen_clue_answers_and_agreement() {
    check_set("17_clue.txt", 97, 500, true);
}

#[test]
fn top1465_answers_and_agreement() {
    check_set("top1465.txt", 3, 500, true);
}

#[test]
fn hardest_answers_and_agreement() {
    check_set("hardest_1106.txt", 1, 375, true);
}

#[test]
fn serg_answers_and_agreement() {
    check_set("serg_benchmark.txt", 10, 1000, false);
}

#[test]
fn forum_hardest_answers_and_agreement() {
    check_set("forum_hardest_train.txt", 97, 256, true);
}

/// A small deterministic generator (xorshift), so that failures reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The library and the reference agree on the count (up to `limit`) and, when there is a
/// solution, on the row-major-first one.
fn check_against_reference(p: &[u8; 81], limit: u32) -> u32 {
    let expected = reference::count_solutions(p, limit);
    assert_eq!(count(p, limit), expected, "count of {}", line(p));
    let (status, answer) = call(sudoku_solve, p);
    check_any(p, expected.min(2), &answer);
    match reference::first_solution(p) {
        Some(first) => {
            assert_eq!(status, SUDOKU_OK, "{}", line(p));
            assert_eq!(
                from_int_grid(&answer),
                first,
                "not the row-major-first solution of {}",
                line(p)
            );
        }
        None => {
            assert_eq!(status, SUDOKU_NO_SOLUTION, "{}", line(p));
            assert_eq!(answer, to_int_grid(p), "grid changed: {}", line(p));
        }
    }
    expected
}

#[test]
fn several_solutions_made_by_removing_givens() {
    let Some(puzzles) = data::every("unbiased_1000.txt", 5, 200) else {
        return;
    };
    let mut rng = Rng(0x5eed_1234_abcd);
    let mut several = 0;
    for p in &puzzles {
        // Remove one to four givens.
        let mut q = *p;
        for _ in 0..1 + rng.below(4) {
            let givens: Vec<usize> = (0..81).filter(|&i| q[i] != 0).collect();
            q[givens[rng.below(givens.len())]] = 0;
        }
        let n = check_against_reference(&q, 50);
        assert!(
            n >= 1,
            "removing givens cannot lose the solution: {}",
            line(&q)
        );
        several += usize::from(n > 1);
    }
    eprintln!(
        "{} puzzles with givens removed, {several} with several solutions",
        puzzles.len()
    );
    // Removing givens from a minimal-ish puzzle must usually open it up; if it never did,
    // this test would not test what it says.
    assert!(
        several * 2 > puzzles.len(),
        "only {several} had several solutions"
    );
}

#[test]
fn serg_several_solutions_against_reference() {
    let Some(puzzles) = data::every("serg_benchmark.txt", 50, 200) else {
        return;
    };
    let several: usize = puzzles
        .iter()
        .map(|p| usize::from(check_against_reference(p, 50) > 1))
        .sum();
    eprintln!(
        "serg: {} against the reference, {several} with several",
        puzzles.len()
    );
    assert!(
        several * 2 > puzzles.len(),
        "only {several} had several solutions"
    );
}

/// `p` with one given changed to another digit that its row, column and box allow, such that
/// the reference finds no solution; `None` when no such change exists.
fn without_solution(p: &[u8; 81], rng: &mut Rng) -> Option<[u8; 81]> {
    let givens: Vec<usize> = (0..81).filter(|&i| p[i] != 0).collect();
    let start = rng.below(givens.len());
    for k in 0..givens.len() {
        let cell = givens[(start + k) % givens.len()];
        for d in 1..=9u8 {
            if d == p[cell] {
                continue;
            }
            let mut q = *p;
            q[cell] = d;
            if reference::givens_are_legal(&q) && reference::count_solutions(&q, 1) == 0 {
                return Some(q);
            }
        }
    }
    None
}

#[test]
fn no_solution_made_by_changing_a_given() {
    let Some(puzzles) = data::every("unbiased_1000.txt", 10, 100) else {
        return;
    };
    let mut rng = Rng(0x0dd_ba11);
    let mut made = 0;
    for p in &puzzles {
        let Some(q) = without_solution(p, &mut rng) else {
            continue;
        };
        made += 1;
        // Legal givens: valid, counted as 0, and neither solve leaves a trace.
        let mut g = to_int_grid(&q);
        // SAFETY: `g` is a whole int[9][9].
        assert_eq!(unsafe { sudoku_validate(g.as_mut_ptr()) }, SUDOKU_OK);
        assert_eq!(check_against_reference(&q, 10), 0);
        assert_eq!(check_agreement(&q), 0);
    }
    eprintln!("{made} of {} puzzles made unsolvable", puzzles.len());
    assert!(
        made * 2 > puzzles.len(),
        "only {made} puzzles could be made unsolvable"
    );
}
