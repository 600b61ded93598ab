//! The generator: `sudoku_generate` (and `_n`), `sudoku_generate_solution` (and `_n`) and
//! `sudoku_transform`, with the C library's checks of the options, in its order.

use sudoku_core::explain::Level;
use sudoku_core::sized::{self, GenerateOptions, Shape};
use sudoku_core::{Error, Options, Symmetry, Transform};

use crate::buffer::{cells81, io, put_cells81, CELLS};
use crate::status;

/// The options every size checks alike: a known symmetry, clue bounds up to `cells`.
fn common(symmetry: u32, min_clues: u32, max_clues: u32, cells: u32) -> Result<Symmetry, Error> {
    match Symmetry::from_code(symmetry) {
        Some(s) if min_clues <= cells && max_clues <= cells => Ok(s),
        _ => Err(Error::BadOptions),
    }
}

fn shape(box_rows: i32, box_cols: i32) -> Result<Shape, Error> {
    if cfg!(not(feature = "sizes")) {
        return Err(Error::Unsupported);
    }
    let rows = usize::try_from(box_rows).map_err(|_| Error::Size)?;
    let cols = usize::try_from(box_cols).map_err(|_| Error::Size)?;
    Shape::new(rows, cols)
}

/// A puzzle for `seed` to `CELLS`: `symmetry` (`SUDOKU_SYMMETRY_*`), `min_clues` and
/// `max_clues` (0: no bound), `minimal` (0 or 1), `level` (0 any, 1 easy to 5 diabolical; 9 × 9
/// only), `max_attempts` (0: 1000), boxes of `box_rows` × `box_cols` (3 × 3: the 9 × 9
/// generator, `sudoku_generate`; else `sudoku_generate_n`).
#[no_mangle]
#[allow(clippy::too_many_arguments)] // one per field of the C options struct
pub extern "C" fn sdk_generate(
    seed: u64,
    symmetry: u32,
    min_clues: u32,
    max_clues: u32,
    minimal: u32,
    level: u32,
    max_attempts: u32,
    box_rows: i32,
    box_cols: i32,
) -> i32 {
    let io = io();
    let minimal_flag = match minimal {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(Error::BadOptions),
    };
    let made = if (box_rows, box_cols) == (3, 3) {
        common(symmetry, min_clues, max_clues, 81).and_then(|symmetry| {
            let minimal = minimal_flag?;
            let level = match u8::try_from(level) {
                Ok(n) if n == 0 || Level::from_number(n).is_some() => n,
                _ => return Err(Error::BadOptions),
            };
            let options = Options {
                symmetry,
                min_clues: min_clues as u8,
                max_clues: max_clues as u8,
                minimal,
                level,
                max_attempts,
            };
            let made = sudoku_core::generate(seed, &options)?;
            put_cells81(io, CELLS, made.puzzle.cells());
            Ok(())
        })
    } else {
        shape(box_rows, box_cols).and_then(|shape| {
            let cells = shape.cells() as u32;
            let symmetry = common(symmetry, min_clues, max_clues, cells)?;
            let minimal = minimal_flag?;
            let options = GenerateOptions {
                symmetry,
                min_clues: min_clues as u16,
                max_clues: max_clues as u16,
                minimal,
                max_attempts,
                max_guesses: 0,
            };
            options.clue_range(shape)?;
            match level {
                0 => {}
                // The levels are the 9 × 9 rating's.
                1..=5 => return Err(Error::Unsupported),
                _ => return Err(Error::BadOptions),
            }
            sized::generate(shape, seed, &options, &mut io[..shape.cells()])
        })
    };
    match made {
        Ok(()) => 0,
        Err(e) => status(e),
    }
}

/// The complete grid of `seed` to `CELLS`: the solution of the generator's first attempt
/// (`sudoku_generate_solution`, `sudoku_generate_solution_n`).
#[no_mangle]
pub extern "C" fn sdk_generate_solution(seed: u64, box_rows: i32, box_cols: i32) -> i32 {
    let io = io();
    if (box_rows, box_cols) == (3, 3) {
        put_cells81(io, CELLS, sudoku_core::random_solution(seed).cells());
        return 0;
    }
    match shape(box_rows, box_cols)
        .and_then(|shape| sized::random_solution(shape, seed, &mut io[..shape.cells()]))
    {
        Ok(()) => 0,
        Err(e) => status(e),
    }
}

/// The grid at `CELLS` shuffled by the transformation of `seed`, in place
/// (`sudoku_transform`).
#[no_mangle]
pub extern "C" fn sdk_transform(seed: u64) -> i32 {
    let io = io();
    match Transform::from_seed(seed).apply_cells(&cells81(io, CELLS)) {
        Ok(image) => {
            put_cells81(io, CELLS, &image);
            0
        }
        Err(e) => status(e),
    }
}
