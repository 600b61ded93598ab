//! Both engines, against each other and against the reference solver, on samples of every
//! puzzle set in `../shared/data`, whichever engine the build selects for the API; and, where
//! the processor has AVX2, the fast engine compiled for it, which must give the very outcome of
//! the fast engine (solutions, answer, guesses, limit reached) for every call made here.
//!
//! For each sampled puzzle: the solution counts to 2 agree with the reference; the first
//! solution of each engine is the reference's row-major-first one where that is cheap to
//! compute (easy sets), and otherwise the two engines agree and, for a unique puzzle, both
//! equal the counted solution; the guess bound stops each engine exactly where it should. Any
//! solution (`Grid::solve_any`'s search) is a solution keeping the givens, the one solution of
//! a unique puzzle.

use sudoku_core::engines::{self, Engine, Outcome};
use sudoku_core::Grid;
use sudoku_testkit::{data, is_solution_of, reference};

/// `engines::run`, and for the fast engine the AVX2 engine's run too where the processor has
/// it: the same outcome.
fn run(engine: Engine, grid: &Grid, count_limit: Option<u32>, max_guesses: u64) -> Outcome {
    let outcome = engines::run(engine, grid, count_limit, max_guesses);
    if engine == Engine::Fast {
        if let Some(avx2) = avx2::run(grid, count_limit, max_guesses) {
            assert_eq!(avx2, outcome, "AVX2 and fast engines differ: {grid}");
        }
    }
    outcome
}

/// `engines::any`, checked the same way.
fn any(engine: Engine, grid: &Grid, max_guesses: u64) -> Outcome {
    let outcome = engines::any(engine, grid, max_guesses);
    if engine == Engine::Fast {
        if let Some(avx2) = avx2::any(grid, max_guesses) {
            assert_eq!(avx2, outcome, "AVX2 and fast engines differ (any): {grid}");
        }
    }
    outcome
}

/// The AVX2 engine, where the processor has what it is compiled for.
mod avx2 {
    use sudoku_core::engines::Outcome;
    use sudoku_core::Grid;

    /// Whether the processor has every feature of `engines::avx2::FEATURES`.
    pub fn available() -> bool {
        #[cfg(target_arch = "x86_64")]
        {
            assert_eq!(
                sudoku_core::engines::avx2::FEATURES,
                ["avx2", "bmi1", "bmi2", "popcnt"]
            );
            std::arch::is_x86_feature_detected!("avx2")
                && std::arch::is_x86_feature_detected!("bmi1")
                && std::arch::is_x86_feature_detected!("bmi2")
                && std::arch::is_x86_feature_detected!("popcnt")
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            false
        }
    }

    /// `engines::avx2::run`, or None where the processor lacks a feature.
    pub fn run(grid: &Grid, count_limit: Option<u32>, max_guesses: u64) -> Option<Outcome> {
        #[cfg(target_arch = "x86_64")]
        if available() {
            // SAFETY: the processor has every feature the function is compiled for.
            return Some(unsafe {
                sudoku_core::engines::avx2::run(grid, count_limit, max_guesses)
            });
        }
        let _ = (grid, count_limit, max_guesses);
        None
    }

    /// `engines::avx2::any`, or None where the processor lacks a feature.
    pub fn any(grid: &Grid, max_guesses: u64) -> Option<Outcome> {
        #[cfg(target_arch = "x86_64")]
        if available() {
            // SAFETY: as in `run`.
            return Some(unsafe { sudoku_core::engines::avx2::any(grid, max_guesses) });
        }
        let _ = (grid, max_guesses);
        None
    }
}

/// Says loudly whether the AVX2 engine takes part in this run.
#[test]
fn avx2_engine_present() {
    if avx2::available() {
        eprintln!("the AVX2 engine is checked against the fast engine in every test here");
    } else {
        eprintln!("SKIPPED: this processor lacks AVX2, BMI1, BMI2 or POPCNT: the AVX2 engine is not checked");
    }
}

/// About this many puzzles from each set, spread over the whole file.
const SAMPLE: usize = 40;

const ENGINES: [Engine; 2] = [Engine::Fast, Engine::Compact];

/// Checks every engine on every sampled puzzle of `name`. `textbook` says whether the
/// textbook solver is fast enough on this set to give the row-major-first solution directly.
fn check_set(name: &str, textbook: bool) {
    let Some(puzzles) = data::spread(name, SAMPLE) else {
        return;
    };
    for p in &puzzles {
        let grid = Grid::from_cells(p).expect("the sets hold legal givens");
        let expected_count = reference::count_solutions(p, 2);
        let expected_first = textbook.then(|| reference::first_solution(p).expect("solvable"));
        let mut firsts = Vec::new();
        for engine in ENGINES {
            let count = run(engine, &grid, Some(2), u64::MAX);
            assert_eq!(
                count.solutions, expected_count,
                "{engine:?} count on {name}"
            );
            assert!(!count.limit_reached);
            assert!(
                is_solution_of(p, &count.first),
                "{engine:?} count's solution"
            );
            let solve = run(engine, &grid, None, u64::MAX);
            assert_eq!(solve.solutions, 1, "{engine:?} solve on {name}");
            assert!(
                is_solution_of(p, &solve.first),
                "{engine:?} solve's solution"
            );
            if expected_count == 1 {
                assert_eq!(
                    solve.first, count.first,
                    "{engine:?}: one solution, two answers"
                );
            }
            if let Some(first) = expected_first {
                assert_eq!(
                    solve.first, first,
                    "{engine:?} is not row-major-first on {name}"
                );
            }
            check_guess_bound(engine, &grid, &solve);
            check_any(engine, &grid, expected_count, &count.first);
            firsts.push(solve.first);
        }
        assert_eq!(firsts[0], firsts[1], "the engines disagree on {name}");
    }
    eprintln!("{name}: {} puzzles checked", puzzles.len());
}

/// `engine`'s any solution of `grid`, which has `count` solutions (up to 2): none, nothing
/// written; one, `only`; several, one of them (the reference's check).
fn check_any(engine: Engine, grid: &Grid, count: u32, only: &[u8; 81]) {
    let found = any(engine, grid, u64::MAX);
    assert!(!found.limit_reached);
    if count == 0 {
        assert_eq!((found.solutions, found.first), (0, [0; 81]), "{engine:?}");
        return;
    }
    assert_eq!(found.solutions, 1, "{engine:?} any");
    assert!(
        is_solution_of(&grid.flat(), &found.first),
        "{engine:?}: any is not a solution"
    );
    if count == 1 {
        assert_eq!(found.first, *only, "{engine:?}: any, not the one solution");
    }
}

/// Allowing exactly the guesses a solve made gives the same answer; one fewer stops it.
fn check_guess_bound(engine: Engine, grid: &Grid, solve: &Outcome) {
    let same = run(engine, grid, None, solve.guesses);
    assert_eq!(same, *solve, "{engine:?} with exactly enough guesses");
    if solve.guesses > 0 {
        let short = run(engine, grid, None, solve.guesses - 1);
        assert!(short.limit_reached, "{engine:?} ignored its guess bound");
        assert_eq!(short.solutions, 0);
        assert_eq!(short.guesses, solve.guesses - 1);
    }
}

#[test]
fn unbiased_1000() {
    check_set("unbiased_1000.txt", true);
}

#[test]
fn seventeen_clue() {
    check_set("17_clue.txt", false);
}

#[test]
fn top1465() {
    check_set("top1465.txt", false);
}

#[test]
fn hardest_1106() {
    check_set("hardest_1106.txt", false);
}

#[test]
fn serg_benchmark() {
    check_set("serg_benchmark.txt", true);
}

/// The forum's hardest (training half), where the textbook solver is slow: the engines' counts
/// agree, and each one's any solution is a solution, the counted one.
#[test]
fn forum_hardest_train() {
    let Some(puzzles) = data::spread("forum_hardest_train.txt", SAMPLE) else {
        return;
    };
    for p in &puzzles {
        let grid = Grid::from_cells(p).expect("the sets hold legal givens");
        let fast = run(Engine::Fast, &grid, Some(2), u64::MAX);
        let compact = run(Engine::Compact, &grid, Some(2), u64::MAX);
        assert_eq!(fast.solutions, compact.solutions);
        assert_eq!(fast.first, compact.first);
        assert!(is_solution_of(p, &fast.first));
        for engine in ENGINES {
            check_any(engine, &grid, fast.solutions, &fast.first);
        }
    }
    eprintln!("forum_hardest_train: {} puzzles checked", puzzles.len());
}

/// Puzzles with many solutions: the counts stop at the limit, and the first solution is the
/// textbook's.
#[test]
fn few_givens() {
    let puzzles: [&[u8; 81]; 2] = [
        b".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7...",
        b"1...............................................................................9",
    ];
    for text in puzzles {
        let grid = Grid::new(sudoku_core::parse(text).unwrap()).unwrap();
        let p = grid.flat();
        let first = reference::first_solution(&p).unwrap();
        for engine in ENGINES {
            assert_eq!(
                run(engine, &grid, None, u64::MAX).first,
                first,
                "{engine:?}"
            );
            check_any(engine, &grid, 2, &first);
            for limit in [1, 2, 3, 4, 5] {
                let n = run(engine, &grid, Some(limit), u64::MAX).solutions;
                assert_eq!(
                    n,
                    reference::count_solutions(&p, limit),
                    "{engine:?} to {limit}"
                );
            }
        }
    }
}

/// Legal givens that no grid completes: every engine says so.
#[test]
fn no_solution() {
    // Row 0 leaves only 9 for its last cell, which column 8 already holds.
    let mut cells = [[0u8; 9]; 9];
    cells[0] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    cells[1][8] = 9;
    let grid = Grid::new(cells).unwrap();
    for engine in ENGINES {
        assert_eq!(
            run(engine, &grid, Some(2), u64::MAX).solutions,
            0,
            "{engine:?}"
        );
        let solve = run(engine, &grid, None, u64::MAX);
        assert_eq!((solve.solutions, solve.first), (0, [0; 81]), "{engine:?}");
        check_any(engine, &grid, 0, &[0; 81]);
    }
}

/// Puzzles where the fast engine's first-cell search gives up after a few guesses and counts
/// to two first: several solutions (then the search below the count's first solution, cell by
/// cell, must still give the textbook's answer), or none (a sparse legal grid that the
/// first-cell search alone took 37,370 guesses to refute). The guess bound holds over all
/// parts together.
#[test]
fn first_solution_after_a_count() {
    let several: [&[u8; 81]; 3] = [
        b"...7..6....38...........2..62.4............917............35.8.4.....1......9....",
        b"....48....5....9....6...3.....57.2..8.3.........9............4167..........2.....",
        b".......63....4.2............1.8.35..7.....9.....6.....2.9.7...........354........",
    ];
    for text in several {
        let grid = Grid::new(sudoku_core::parse(text).unwrap()).unwrap();
        let p = grid.flat();
        assert_eq!(reference::count_solutions(&p, 2), 2);
        let solve = run(Engine::Fast, &grid, None, u64::MAX);
        assert_eq!(solve.solutions, 1);
        assert_eq!(solve.first, reference::first_solution(&p).unwrap());
        check_guess_bound(Engine::Fast, &grid, &solve);
    }
    let none = b".................1..3....2.....4.2.0..6..7.....8.9...4...8.3.6..4.....9..5.......";
    let grid = Grid::new(sudoku_core::parse(none).unwrap()).unwrap();
    let solve = run(Engine::Fast, &grid, None, u64::MAX);
    assert_eq!((solve.solutions, solve.first), (0, [0; 81]));
    assert!(solve.guesses < 2_000, "{} guesses", solve.guesses);
    check_guess_bound(Engine::Fast, &grid, &solve);
    assert_eq!(run(Engine::Fast, &grid, Some(2), u64::MAX).solutions, 0);
}

/// Hard puzzles with one given taken away have several solutions, and many of them take the
/// fast engine's solve past its first-cell trial (16 guesses), through the count and then the
/// cell-by-cell search below the witness: its answer must still be the compact engine's, whose
/// first-cell search gives the row-major-first solution by construction.
#[test]
fn several_solutions_past_the_trial() {
    let Some(puzzles) = data::load("hardest_1106.txt") else {
        return;
    };
    let (mut several, mut past_trial) = (0, 0);
    for (k, p) in puzzles.iter().enumerate().take(120) {
        let mut cells = *p;
        let givens: Vec<usize> = (0..81).filter(|&i| cells[i] != 0).collect();
        cells[givens[(7 * k) % givens.len()]] = 0;
        let grid = Grid::from_cells(&cells).expect("fewer givens stay legal");
        let fast = run(Engine::Fast, &grid, None, u64::MAX);
        let compact = run(Engine::Compact, &grid, None, u64::MAX);
        assert_eq!(fast.solutions, 1, "puzzle {k}");
        assert_eq!(
            fast.first, compact.first,
            "puzzle {k}: not the row-major-first"
        );
        let count = reference::count_solutions(&cells, 2);
        for engine in ENGINES {
            check_any(engine, &grid, count, &fast.first);
        }
        if count == 2 {
            several += 1;
            if fast.guesses > 16 {
                past_trial += 1;
                check_guess_bound(Engine::Fast, &grid, &fast);
            }
        }
    }
    eprintln!("{several} with several solutions, {past_trial} of them past the trial");
    assert!(several >= 100, "{several}");
    assert!(past_trial >= 10, "{past_trial}");
}
