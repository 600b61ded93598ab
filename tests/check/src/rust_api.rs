//! The Rust API on the same grid, checked against what the C calls answered.

use core::ffi::{c_int, c_uint, c_ulong};

use sudoku::SUDOKU_OK;
use sudoku_core::{Bounded, Error, Grid};
use sudoku_testkit::{to_rows, IntGrid};

use crate::{ensure, COUNT_LIMIT, GUESS_BOUNDS};

/// What the C calls answered on the grid.
pub(crate) struct CAnswers {
    pub validate: c_int,
    /// Status and answer (the input grid on failure).
    pub solve: (c_int, [u8; 81]),
    pub unique: (c_int, [u8; 81]),
    /// `sudoku_solve_any`'s status and answer (the input grid on failure).
    pub any: (c_int, [u8; 81]),
    /// Counts with the limits 0 to [`COUNT_LIMIT`].
    pub counts: [c_uint; COUNT_LIMIT as usize + 1],
    /// `sudoku_solve_bounded`'s status and guesses for each of [`GUESS_BOUNDS`].
    pub bounded: [(c_int, c_ulong); GUESS_BOUNDS.len()],
}

/// The C status of a Rust result.
fn status<T>(r: &Result<T, Error>) -> c_int {
    r.as_ref()
        .map_or_else(|e| c_int::from(e.code()), |_| SUDOKU_OK)
}

/// Calls the Rust API on `cells` (the grid as bytes) and checks it against `c`. Returns the
/// number of calls made.
pub(crate) fn check(grid: &IntGrid, flat: &[u8; 81], c: &CAnswers) -> u32 {
    let cells = to_rows(flat);
    let mut calls = 0u32;
    let mut agree = |name: &str, rust: c_int, c_status: c_int| {
        calls += 1;
        ensure!(
            rust == c_status,
            grid,
            "Rust {name} gave {rust}, C {c_status}"
        );
    };

    let validated = sudoku_core::validate(&cells);
    agree("validate", status(&validated), c.validate);
    agree("Grid::new", status(&Grid::new(cells)), c.validate);
    agree(
        "Grid::from_cells",
        status(&Grid::from_cells(flat)),
        c.validate,
    );
    agree("Grid::try_from", status(&Grid::try_from(cells)), c.validate);

    let solved = sudoku_core::solve(&cells);
    agree("solve", status(&solved), c.solve.0);
    ensure!(
        solved.map_or(true, |s| s == to_rows(&c.solve.1)),
        grid,
        "Rust solve and C sudoku_solve answered differently"
    );
    let any = sudoku_core::solve_any(&cells);
    agree("solve_any", status(&any), c.any.0);
    ensure!(
        any.map_or(true, |s| s == to_rows(&c.any.1)),
        grid,
        "Rust solve_any and C sudoku_solve_any answered differently"
    );
    let unique = sudoku_core::solve_unique(&cells);
    agree("solve_unique", status(&unique), c.unique.0);
    ensure!(
        unique.map_or(true, |s| s == to_rows(&c.unique.1)),
        grid,
        "Rust solve_unique and C sudoku_solve_unique answered differently"
    );
    for (limit, &n) in (0..=COUNT_LIMIT).zip(&c.counts) {
        let counted = sudoku_core::count_solutions(&cells, limit);
        agree("count_solutions", status(&counted), c.validate);
        if let Ok(rust_n) = counted {
            ensure!(
                rust_n == n,
                grid,
                "Rust count {rust_n}, C {n} (limit {limit})"
            );
        }
    }
    for (&bound, &(c_status, c_guesses)) in GUESS_BOUNDS.iter().zip(&c.bounded) {
        #[allow(clippy::useless_conversion)] // the identity where `c_ulong` is `u64`
        let run = sudoku_core::solve_bounded(&cells, u64::from(bound));
        agree("solve_bounded", status(&run), c.validate);
        if let Ok(Bounded { result, guesses }) = run {
            agree("solve_bounded's result", status(&result), c_status);
            ensure!(
                guesses == c_guesses,
                grid,
                "Rust made {guesses} guesses, C {c_guesses}"
            );
            ensure!(
                result.map_or(true, |s| s.flat() == c.solve.1),
                grid,
                "Rust solve_bounded({bound}) answered differently"
            );
        }
    }

    if let Ok(g) = validated {
        calls += check_grid(grid, &g, flat, c);
    }
    calls
}

/// The methods and text forms of a checked [`Grid`].
fn check_grid(grid: &IntGrid, g: &Grid, flat: &[u8; 81], c: &CAnswers) -> u32 {
    let cells = &to_rows(flat);
    let givens = flat.iter().filter(|&&d| d != 0).count();
    ensure!(
        g.cells() == cells,
        grid,
        "Grid::cells differs from the input"
    );
    ensure!(
        g.givens() == givens,
        grid,
        "Grid::givens is {}, not {givens}",
        g.givens()
    );
    ensure!(
        g.is_complete() == (givens == 81),
        grid,
        "Grid::is_complete is wrong"
    );
    ensure!(g.flat() == *flat, grid, "Grid::flat differs");
    ensure!(
        g.get(8, 8) == Some(cells[8][8]) && g.get(9, 0).is_none(),
        grid,
        "Grid::get"
    );
    let line = format!("{g}");
    let boxed = format!("{g:#}");
    ensure!(
        line.len() == 81,
        grid,
        "Display is not 81 characters: {line:?}"
    );
    ensure!(
        line.parse::<Grid>() == Ok(*g),
        grid,
        "Display does not read back: {line:?}"
    );
    ensure!(
        boxed.parse::<Grid>() == Ok(*g),
        grid,
        "{{:#}} does not read back: {boxed:?}"
    );
    let solved = g.solve();
    ensure!(
        status(&solved) == c.solve.0,
        grid,
        "Grid::solve disagrees with C"
    );
    if let Ok(s) = solved {
        ensure!(
            s.is_complete() && s.flat() == c.solve.1,
            grid,
            "Grid::solve's answer differs"
        );
    }
    let any = g.solve_any();
    ensure!(
        status(&any) == c.any.0 && any.map_or(true, |s| s.flat() == c.any.1),
        grid,
        "Grid::solve_any disagrees with C"
    );
    let n = g.count_solutions(COUNT_LIMIT);
    ensure!(
        n == c.counts[COUNT_LIMIT as usize],
        grid,
        "Grid::count_solutions gave {n}"
    );
    let unique = g.solve_unique();
    ensure!(
        status(&unique) == c.unique.0,
        grid,
        "Grid::solve_unique disagrees with C"
    );
    9
}
