//! Parsing, solving, counting and checking, for 9 × 9 (the 9 × 9 engine, as the C library's
//! `sudoku_*` functions) and the other sizes (the sized grids, as its `sudoku_*_n` functions).
//! Box sides of 3 × 3 take the 9 × 9 functions.

use sudoku_core::sized::{self, Shape};
use sudoku_core::{Error, Grid};

use crate::buffer::{cells81, io, put_cells81, put_u32, CELLS, OUT, SIZE, TEXT};
use crate::status;

/// 9 × 9, or another shape (checked: [`Error::Size`]).
enum Kind {
    Nine,
    Sized(Shape),
}

fn kind(box_rows: i32, box_cols: i32) -> Result<Kind, Error> {
    if (box_rows, box_cols) == (3, 3) {
        return Ok(Kind::Nine);
    }
    if cfg!(not(feature = "sizes")) {
        return Err(Error::Unsupported);
    }
    let rows = usize::try_from(box_rows).map_err(|_| Error::Size)?;
    let cols = usize::try_from(box_cols).map_err(|_| Error::Size)?;
    Shape::new(rows, cols).map(Kind::Sized)
}

fn done(result: Result<(), Error>) -> i32 {
    match result {
        Ok(()) => 0,
        Err(e) => status(e),
    }
}

/// Reads `len` bytes of text at `TEXT` into the grid at `CELLS` (`sudoku_parse`,
/// `sudoku_parse_n`): the syntax only.
#[no_mangle]
pub extern "C" fn sdk_parse(len: i32, box_rows: i32, box_cols: i32) -> i32 {
    let io = io();
    let Some(end) = usize::try_from(len).ok().and_then(|n| n.checked_add(TEXT)) else {
        return status(Error::Parse);
    };
    if end > SIZE {
        return status(Error::Parse);
    }
    let (head, text) = io.split_at_mut(TEXT);
    let text = &text[..end - TEXT];
    done(kind(box_rows, box_cols).and_then(|k| match k {
        Kind::Nine => sudoku_core::parse(text).map(|cells| {
            head[CELLS..CELLS + 81].copy_from_slice(cells.as_flattened());
        }),
        Kind::Sized(shape) => sized::parse_into(shape, text, &mut head[..shape.cells()]),
    }))
}

/// What [`sdk_solve`] does with the grid.
const SOLVE: i32 = 0;
const SOLVE_ANY: i32 = 1;
const SOLVE_UNIQUE: i32 = 2;
const VALIDATE: i32 = 3;

/// The grid at `CELLS`: `what` 0 solves it (the row-major-first solution, `sudoku_solve`),
/// 1 any solution (`sudoku_solve_any`), 2 the solution when it is the only one
/// (`sudoku_solve_unique`), 3 checks the givens (`sudoku_validate`). The answer replaces the
/// grid on success only.
#[no_mangle]
pub extern "C" fn sdk_solve(what: i32, box_rows: i32, box_cols: i32) -> i32 {
    let io = io();
    done(kind(box_rows, box_cols).and_then(|k| match k {
        Kind::Nine => {
            let grid = Grid::new(cells81(io, CELLS))?;
            let answer = match what {
                SOLVE => grid.solve()?,
                SOLVE_ANY => grid.solve_any()?,
                SOLVE_UNIQUE => grid.solve_unique()?,
                VALIDATE => return Ok(()),
                _ => return Err(Error::Unsupported),
            };
            put_cells81(io, CELLS, answer.cells());
            Ok(())
        }
        Kind::Sized(shape) => {
            let cells = &mut io[..shape.cells()];
            match what {
                SOLVE => sized::solve(shape, cells),
                // PLUG-IN (solve_any_n): the sized grids have no any-solution search yet, so
                // solveAny gives the row-major-first solution (a valid answer of solveAny);
                // when the core has `sized::solve_any`, this line calls it instead.
                SOLVE_ANY => sized::solve(shape, cells),
                SOLVE_UNIQUE => sized::solve_unique(shape, cells),
                VALIDATE => sized::validate(shape, cells),
                _ => Err(Error::Unsupported),
            }
        }
    }))
}

/// [`sdk_parse`] of the 81 characters at `TEXT`, then [`sdk_solve`] of the grid on 9 × 9: one
/// call for the common case of a puzzle given as one line (the status is the parser's, then
/// the solver's).
#[no_mangle]
pub extern "C" fn sdk_solve_text(what: i32) -> i32 {
    match sdk_parse(81, 3, 3) {
        0 => sdk_solve(what, 3, 3),
        status => status,
    }
}

/// `sudoku_solve_bounded` (and `_n`): the grid at `CELLS` solved with at most `max_guesses`
/// guesses, the solution replacing it on success; the guesses made go to `OUT` as a `u64`
/// whenever the grid was legal.
#[no_mangle]
pub extern "C" fn sdk_solve_bounded(max_guesses: u64, box_rows: i32, box_cols: i32) -> i32 {
    let io = io();
    let run = kind(box_rows, box_cols).and_then(|k| match k {
        Kind::Nine => {
            let run = Grid::new(cells81(io, CELLS))?.solve_bounded(max_guesses);
            if let Ok(solution) = &run.result {
                put_cells81(io, CELLS, solution.cells());
            }
            Ok((run.result.map(|_| ()), run.guesses))
        }
        Kind::Sized(shape) => {
            let run = sized::solve_bounded(shape, &mut io[..shape.cells()], max_guesses)?;
            Ok((run.result, run.guesses))
        }
    });
    match run {
        Ok((result, guesses)) => {
            io[OUT..OUT + 8].copy_from_slice(&guesses.to_le_bytes());
            done(result)
        }
        Err(e) => status(e),
    }
}

/// `sudoku_count_solutions` (and `_n`): the solutions of the grid at `CELLS`, counted no
/// further than `limit`, to `OUT` as a `u32`.
#[no_mangle]
pub extern "C" fn sdk_count(limit: u32, box_rows: i32, box_cols: i32) -> i32 {
    let io = io();
    let count = kind(box_rows, box_cols).and_then(|k| match k {
        Kind::Nine => Ok(Grid::new(cells81(io, CELLS))?.count_solutions(limit)),
        Kind::Sized(shape) => sized::count_solutions(shape, &io[..shape.cells()], limit),
    });
    match count {
        Ok(n) => {
            put_u32(io, OUT, n);
            0
        }
        Err(e) => status(e),
    }
}

/// `sudoku_solve_batch`: `count` records of 81 characters at `TEXT`, each solved in place
/// (`what` 0: the row-major-first solution; 1: any solution), its digits written as text;
/// each record's status to `OUT + i`. Returns 0, or [`Error::Parse`]'s status when `count`
/// records do not fit the buffer (nothing done).
#[no_mangle]
pub extern "C" fn sdk_solve_batch(count: i32, what: i32) -> i32 {
    let io = io();
    let Some(count) = usize::try_from(count)
        .ok()
        .filter(|&n| n <= sdk_batch_capacity() as usize)
    else {
        return status(Error::Parse);
    };
    let (head, records) = io.split_at_mut(TEXT);
    for (i, record) in records.chunks_exact_mut(81).take(count).enumerate() {
        let answer = sudoku_core::parse(record).and_then(|cells| match what {
            SOLVE_ANY => sudoku_core::solve_any(&cells),
            _ => sudoku_core::solve(&cells),
        });
        head[OUT + i] = match answer {
            Ok(solution) => {
                for (out, &d) in record.iter_mut().zip(solution.as_flattened()) {
                    *out = b'0' + d;
                }
                0
            }
            Err(e) => e.code(),
        };
    }
    0
}

/// How many records [`sdk_solve_batch`] takes in one call.
#[no_mangle]
pub extern "C" fn sdk_batch_capacity() -> i32 {
    ((SIZE - TEXT) / 81).min(TEXT - OUT) as i32
}
