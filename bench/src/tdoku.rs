//! tdoku (github.com/t-dillon/tdoku, BSD-2), the fastest solver the field measures against,
//! built by `build.rs` from `../shared/peers/tdoku` when its sources are there.
//!
//! Its solver keeps its state in globals: one caller at a time. [`Tdoku::get`] hands out the
//! one access (a lock held for a whole pass, not per puzzle, so the timed loop pays nothing for
//! it). It validates nothing: [`Input`] only holds legal puzzles with an empty cell, written as
//! tdoku reads them. Without tdoku, [`Tdoku`] has no value and [`Tdoku::get`] gives `None`.

use sudoku_core::Grid;

/// A puzzle as tdoku reads it: 81 cells, `1`-`9` or `.`, then a NUL (tdoku reads byte 81 to tell
/// a plain puzzle from a 729-character pencilmark one).
#[derive(Clone, Copy)]
#[cfg_attr(not(tdoku), allow(dead_code))]
pub struct Input([u8; 82]);

impl Input {
    /// The puzzle in tdoku's format, when tdoku may be given it: legal givens (tdoku checks
    /// nothing) and at least one empty cell (tdoku's search is not written for a full grid).
    pub fn new(cells: &[u8; 81]) -> Option<Input> {
        let grid = Grid::from_cells(cells).ok()?;
        if grid.is_complete() {
            return None;
        }
        let mut text = [0u8; 82];
        for (t, &d) in text.iter_mut().zip(cells) {
            *t = if d == 0 { b'.' } else { b'0' + d };
        }
        Some(Input(text))
    }
}

/// What one call found.
pub struct Answer {
    /// Solutions found, at most the limit.
    pub solutions: usize,
    /// tdoku's own guess count.
    pub guesses: usize,
}

/// How tdoku was compiled (compiler, its version, and every flag), or why it does not run.
pub fn build_info() -> String {
    match (option_env!("TDOKU_BUILD"), option_env!("TDOKU_MISSING")) {
        (Some(build), _) => format!("built with {build}"),
        (None, Some(why)) => format!("NOT RUN: {why}"),
        (None, None) => "NOT RUN: not built".to_string(),
    }
}

#[cfg(tdoku)]
mod imp {
    use std::os::raw::c_char;
    use std::sync::{Mutex, MutexGuard};

    use super::{Answer, Input};

    extern "C" {
        fn TdokuSolverDpllTriadSimd(
            input: *const c_char,
            limit: usize,
            configuration: u32,
            solution: *mut c_char,
            num_guesses: *mut usize,
        ) -> usize;
    }

    static LOCK: Mutex<()> = Mutex::new(());

    /// The one access to tdoku's global state.
    pub struct Tdoku(#[allow(dead_code)] MutexGuard<'static, ()>);

    impl Tdoku {
        /// Waits for the access to tdoku.
        pub fn get() -> Option<Tdoku> {
            Some(Tdoku(LOCK.lock().unwrap_or_else(|e| e.into_inner())))
        }

        /// tdoku's answer up to `limit` solutions (`limit` 1: any one solution, written to
        /// `solution` as ASCII digits when one is found; 2: count to 2).
        pub fn solve(&mut self, input: &Input, limit: usize, solution: &mut [u8; 81]) -> Answer {
            let mut guesses = 0usize;
            // SAFETY: `input` is 82 readable bytes (tdoku reads 81 cells and byte 81), legal
            // givens with an empty cell (`Input::new`); `solution` is 81 writable bytes, as
            // much as tdoku writes; `guesses` a live usize; `self` holds the lock on tdoku's
            // global state, so no other thread is in it.
            let found = unsafe {
                TdokuSolverDpllTriadSimd(
                    input.0.as_ptr().cast(),
                    limit,
                    0,
                    solution.as_mut_ptr().cast(),
                    &mut guesses,
                )
            };
            Answer {
                solutions: found,
                guesses,
            }
        }
    }
}

#[cfg(not(tdoku))]
mod imp {
    use super::{Answer, Input};

    /// tdoku was not built: no value of this type exists.
    pub enum Tdoku {}

    impl Tdoku {
        /// Always `None`: tdoku was not built.
        pub fn get() -> Option<Tdoku> {
            None
        }

        /// Never called: there is no `Tdoku`.
        pub fn solve(&mut self, _: &Input, _: usize, _: &mut [u8; 81]) -> Answer {
            match *self {}
        }
    }
}

pub use imp::Tdoku;

#[cfg(all(test, tdoku))]
mod tests {
    use super::*;

    /// The puzzle with a wrong digit added in an empty cell where the givens allow it: legal
    /// givens and, the puzzle's solution being unique, no solution.
    fn with_wrong_digit(puzzle: &Grid) -> Grid {
        let cells = puzzle.flat();
        let answer = puzzle.solve().unwrap().flat();
        (0..81)
            .filter(|&i| cells[i] == 0)
            .flat_map(|i| (1..=9).map(move |d| (i, d)))
            .filter(|&(i, d)| d != answer[i])
            .find_map(|(i, d)| {
                let mut c = cells;
                c[i] = d;
                Grid::from_cells(&c).ok()
            })
            .unwrap()
    }

    /// tdoku and libsudoku agree on puzzles with one, several and no solutions.
    #[test]
    fn tdoku_agrees_with_libsudoku() {
        let mut t = Tdoku::get().expect("built with tdoku");
        let one: Grid =
            "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63.."
                .parse()
                .unwrap();
        let several: Grid =
            ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7..."
                .parse()
                .unwrap();
        let puzzles = [one, several, with_wrong_digit(&one)];
        let counts = puzzles.map(|g| g.count_solutions(2) as usize);
        assert_eq!(counts, [1, 2, 0], "the three cases are covered");
        for (grid, ours) in puzzles.iter().zip(counts) {
            let cells = grid.flat();
            let input = Input::new(&cells).unwrap();
            let mut solution = [0u8; 81];
            assert_eq!(t.solve(&input, 2, &mut solution).solutions, ours);
            let any = t.solve(&input, 1, &mut solution);
            assert_eq!(any.solutions, ours.min(1));
            if ours > 0 {
                let digits = solution.map(|c| c.wrapping_sub(b'0'));
                assert!(sudoku_testkit::is_solution_of(&cells, &digits));
            }
        }
    }

    #[test]
    fn only_legal_puzzles_with_an_empty_cell_reach_tdoku() {
        let full =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        let grid: Grid = full.parse().unwrap();
        assert!(Input::new(&grid.flat()).is_none());
        let mut conflict = grid.flat();
        conflict[1] = 5;
        conflict[2] = 0;
        assert!(Input::new(&conflict).is_none());
    }
}
