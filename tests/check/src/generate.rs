//! The generator's C entry points on any options and any seed, checked against the documented
//! rules and the reference solver: [`check_generate`]. Also `sudoku_transform` on any grid:
//! [`check_transform`].
//!
//! For any bytes as the options struct (and NULL) and any seed, it checks that:
//! - the status is the one the documented rules give, decided here from the bytes alone;
//! - on `SUDOKU_OK`, the grid is a puzzle with exactly one solution by the reference solver,
//!   with the symmetry asked for (checked with maps written here), a clue count in the range,
//!   for `minimal` a second solution (by the reference) whenever any one given goes, and for a
//!   level the level of the explainer's whole ladder (`explain::rate`, not cut as the
//!   generator cuts it);
//! - the same call again gives the same grid, and the Rust API the same puzzle, with its
//!   solution;
//! - on any other status, the grid is exactly as it was.

use core::ffi::c_int;

use sudoku::{
    sudoku_generate, sudoku_generate_options, sudoku_transform, SUDOKU_BAD_OPTIONS,
    SUDOKU_LIMIT_REACHED, SUDOKU_NULL_POINTER, SUDOKU_OK, SUDOKU_UNSUPPORTED,
};
use sudoku_core::{Grid, Options, Symmetry};
use sudoku_testkit::{from_int_grid, reference, to_int_grid, IntGrid};

use crate::{ensure, expected_validate, Shown};

/// The size of version 1 of the options struct, in bytes: seven `uint32_t`.
pub const OPTIONS_SIZE: usize = 28;
/// The size of version 2: `max_guesses` added (read by the sized generator only).
pub const OPTIONS_SIZE_2: usize = 32;

/// Written into the grid before a call: a failing call must leave it there.
const SENTINEL: IntGrid = [[-7; 9]; 9];

/// What [`check_generate`] saw.
#[derive(Clone, Copy, Debug)]
pub struct GenerateOutcome {
    /// `sudoku_generate`'s status.
    pub status: c_int,
    /// The puzzle's clue count, on `SUDOKU_OK`.
    pub clues: Option<u32>,
    /// Every count of the puzzle (one solution; two without any given, for `minimal`) was the
    /// reference solver's.
    pub confirmed: bool,
    /// Calls made.
    pub calls: u32,
}

/// The options as the documentation reads them from bytes, or the status they must give.
fn expected(bytes: Option<&[u8]>) -> Result<Decoded, c_int> {
    let Some(bytes) = bytes else {
        return Ok(Decoded::default());
    };
    let word = |i: usize| u32::from_ne_bytes(bytes[i * 4..i * 4 + 4].try_into().unwrap());
    let size = word(0) as usize;
    let between = size > OPTIONS_SIZE && size < OPTIONS_SIZE_2;
    if !(OPTIONS_SIZE..=1024).contains(&size) || between || size > bytes.len() {
        return Err(SUDOKU_BAD_OPTIONS);
    }
    // `max_guesses` (bytes 28 to 31) may hold anything: `sudoku_generate` ignores it.
    if bytes[OPTIONS_SIZE_2.min(size)..size]
        .iter()
        .any(|&b| b != 0)
    {
        return Err(SUDOKU_UNSUPPORTED);
    }
    let (symmetry, low, high, minimal, level) = (word(1), word(2), word(3), word(4), word(5));
    let high = if high == 0 { 81 } else { high };
    if symmetry > 5 || minimal > 1 || low > 81 || high > 81 || low > high || high < 17 {
        return Err(SUDOKU_BAD_OPTIONS);
    }
    // Levels: 0 (any), 1 easy to 5 diabolical.
    if level > 5 {
        return Err(SUDOKU_BAD_OPTIONS);
    }
    // 90° rotation: orbits of four cells and the centre, so counts of 0 or 1 modulo 4.
    if symmetry == 2 && !(low.max(17)..=high).any(|n| n % 4 <= 1) {
        return Err(SUDOKU_BAD_OPTIONS);
    }
    Ok(Decoded {
        symmetry,
        low,
        high,
        minimal: minimal == 1,
        level: level as u8,
        max_attempts: word(6),
    })
}

/// Valid options, decoded.
#[derive(Clone, Copy, Debug)]
struct Decoded {
    symmetry: u32,
    low: u32,
    high: u32,
    minimal: bool,
    level: u8,
    max_attempts: u32,
}

impl Default for Decoded {
    fn default() -> Decoded {
        Decoded {
            symmetry: 0,
            low: 0,
            high: 81,
            minimal: false,
            level: 0,
            max_attempts: 0,
        }
    }
}

/// The images of cell `(r, c)` under each symmetry's maps, written here from the names.
fn images(symmetry: u32, r: usize, c: usize) -> Vec<(usize, usize)> {
    match symmetry {
        0 => vec![],
        1 => vec![(8 - r, 8 - c)],
        2 => vec![(c, 8 - r), (8 - r, 8 - c), (8 - c, r)],
        3 => vec![(r, 8 - c)],
        4 => vec![(8 - r, c)],
        5 => vec![(c, r), (8 - c, 8 - r)],
        _ => unreachable!(),
    }
}

/// True when the givens of `grid` have `symmetry` (its C number).
pub fn has_symmetry(grid: &IntGrid, symmetry: u32) -> bool {
    (0..81).all(|i| {
        let (r, c) = (i / 9, i % 9);
        images(symmetry, r, c)
            .into_iter()
            .all(|(r2, c2)| (grid[r][c] != 0) == (grid[r2][c2] != 0))
    })
}

/// Reference nodes for one count that the tests grant: ample for the textbook counter on the
/// puzzles of 17 givens and more that the tests generate, all of which it must settle.
pub const FULL_BUDGET: u64 = 50_000_000;

/// The number of solutions up to 2: the reference's when it finishes within `budget` nodes
/// (it must when `budget` is [`FULL_BUDGET`]), else the library's.
fn count(cells: &[u8; 81], grid: &IntGrid, budget: u64, confirmed: &mut bool) -> u32 {
    if let Some(n) = reference::count_solutions_bounded(cells, 2, budget) {
        return n;
    }
    ensure!(
        budget < FULL_BUDGET,
        grid,
        "the reference did not finish its count"
    );
    *confirmed = false;
    Grid::from_cells(cells).map_or(0, |g| g.count_solutions(2))
}

/// Calls `sudoku_generate(seed, options, grid)` with `options` NULL or pointing to `bytes`
/// (any bytes; they are copied into a buffer of at least the struct's size, the rest zero, so
/// that the library may read what the size field claims up to 1024 bytes), and checks every
/// promise above. The reference solver counts with at most `budget` nodes a question: with
/// [`FULL_BUDGET`] it must settle every count; with less (the fuzzer, a few milliseconds an
/// input), a count it cannot settle is the library's. Panics on any failure.
pub fn check_generate(seed: u64, bytes: Option<&[u8]>, budget: u64) -> GenerateOutcome {
    let mut buffer = [0u8; 1024];
    let options = bytes.map(|b| {
        let n = b.len().min(buffer.len());
        buffer[..n].copy_from_slice(&b[..n]);
        &buffer[..]
    });
    let expect = expected(options);
    let pointer = options.map_or(core::ptr::null(), |b| {
        b.as_ptr().cast::<sudoku_generate_options>()
    });
    let call = || {
        let mut grid = SENTINEL;
        // SAFETY: `pointer` is NULL or 1024 readable bytes (the most the library reads); the
        // grid is a whole `int[9][9]` of this frame. The buffer may be unaligned for the
        // struct: the library reads it unaligned.
        let status = unsafe { sudoku_generate(seed, pointer, grid.as_mut_ptr()) };
        (status, grid)
    };
    let (status, grid) = call();
    let mut calls = 1;
    // SAFETY: a NULL grid, which must be refused before the options are read.
    let null = unsafe { sudoku_generate(seed, pointer, core::ptr::null_mut()) };
    calls += 1;
    ensure!(
        null == SUDOKU_NULL_POINTER,
        &grid,
        "a NULL grid gave {null}"
    );

    let decoded = match expect {
        Err(e) => {
            ensure!(
                status == e,
                &grid,
                "options gave {status}, the rules say {e}"
            );
            ensure!(grid == SENTINEL, &grid, "a failing call wrote the grid");
            return GenerateOutcome {
                status,
                clues: None,
                confirmed: false,
                calls,
            };
        }
        Ok(d) => d,
    };
    if status == SUDOKU_LIMIT_REACHED {
        ensure!(grid == SENTINEL, &grid, "a failing call wrote the grid");
        return GenerateOutcome {
            status,
            clues: None,
            confirmed: false,
            calls,
        };
    }
    ensure!(status == SUDOKU_OK, &grid, "valid options gave {status}");
    ensure!(
        expected_validate(&grid) == SUDOKU_OK,
        &grid,
        "the puzzle's givens are not legal"
    );
    let cells = from_int_grid(&grid);
    let mut confirmed = true;
    ensure!(
        count(&cells, &grid, budget, &mut confirmed) == 1,
        &grid,
        "the puzzle does not have one solution"
    );
    ensure!(
        has_symmetry(&grid, decoded.symmetry),
        &grid,
        "symmetry {} does not hold",
        decoded.symmetry
    );
    let clues = cells.iter().filter(|&&d| d != 0).count() as u32;
    ensure!(
        (decoded.low..=decoded.high).contains(&clues),
        &grid,
        "{clues} clues, outside {}..={}",
        decoded.low,
        decoded.high
    );
    if decoded.minimal {
        for i in (0..81).filter(|&i| cells[i] != 0) {
            let mut fewer = cells;
            fewer[i] = 0;
            ensure!(
                count(&fewer, &grid, budget, &mut confirmed) == 2,
                &grid,
                "a minimal puzzle keeps one solution without cell {i}"
            );
        }
    }
    if decoded.level != 0 {
        let rated = Grid::from_cells(&cells).and_then(|g| sudoku_core::explain::rate(&g));
        ensure!(
            matches!(rated, Ok(r) if r.level as u8 == decoded.level),
            &grid,
            "level {} asked, the rating is {rated:?}",
            decoded.level
        );
    }
    let (again, repeat) = call();
    calls += 1;
    ensure!(
        again == status && repeat == grid,
        &grid,
        "the same call gave {again} and {}",
        Shown(&repeat)
    );
    let options = Options {
        symmetry: Symmetry::from_code(decoded.symmetry).unwrap(),
        min_clues: decoded.low as u8,
        max_clues: decoded.high as u8,
        minimal: decoded.minimal,
        level: decoded.level,
        max_attempts: decoded.max_attempts,
    };
    let made = sudoku_core::generate(seed, &options);
    calls += 1;
    let made = made.unwrap_or_else(|e| panic!("the Rust API gave {e:?} for seed {seed}"));
    ensure!(
        made.puzzle.flat() == cells,
        &grid,
        "the Rust API made {}",
        made.puzzle
    );
    // The reference counted one solution: a solution of the puzzle is that one.
    ensure!(
        sudoku_testkit::is_solution_of(&cells, &made.solution.flat()),
        &grid,
        "the Rust API's solution {} does not solve the puzzle",
        made.solution
    );
    GenerateOutcome {
        status,
        clues: Some(clues),
        confirmed,
        calls,
    }
}

/// Options of version 1 as bytes, with `size` set.
pub fn options_bytes(o: &Options) -> [u8; OPTIONS_SIZE] {
    let words = [
        OPTIONS_SIZE as u32,
        o.symmetry.code(),
        u32::from(o.min_clues),
        u32::from(o.max_clues),
        u32::from(o.minimal),
        u32::from(o.level),
        o.max_attempts,
    ];
    let mut out = [0u8; OPTIONS_SIZE];
    for (chunk, w) in out.chunks_exact_mut(4).zip(words) {
        chunk.copy_from_slice(&w.to_ne_bytes());
    }
    out
}

/// `sudoku_transform(seed, grid)` on any grid: the status of `sudoku_validate`, the grid
/// unchanged on failure; on success the same clue count, the same number of solutions (up to
/// 2, by the reference when it finishes within `budget` nodes, else by the library), the
/// unique solution mapped to the image's, and the same image from the Rust API. Returns the
/// calls made.
pub fn check_transform(grid: &IntGrid, seed: u64, budget: u64) -> u32 {
    let mut image = *grid;
    // SAFETY: a whole `int[9][9]` of this frame.
    let status = unsafe { sudoku_transform(seed, image.as_mut_ptr()) };
    let v = expected_validate(grid);
    ensure!(
        status == v,
        grid,
        "sudoku_transform gave {status}, validate {v}"
    );
    if status != SUDOKU_OK {
        ensure!(
            image == *grid,
            grid,
            "a failing sudoku_transform changed the grid"
        );
        return 1;
    }
    let (before, after) = (from_int_grid(grid), from_int_grid(&image));
    let clues = |c: &[u8; 81]| c.iter().filter(|&&d| d != 0).count();
    ensure!(
        clues(&before) == clues(&after),
        grid,
        "the image {} has another clue count",
        Shown(&image)
    );
    let count = |c: &[u8; 81]| {
        reference::count_solutions_bounded(c, 2, budget)
            .unwrap_or_else(|| Grid::from_cells(c).map_or(0, |g| g.count_solutions(2)))
    };
    let n = count(&before);
    ensure!(
        count(&after) == n,
        grid,
        "the image {} has another count",
        Shown(&image)
    );
    let rust = Grid::from_cells(&before).map(|g| sudoku_core::Transform::from_seed(seed).apply(&g));
    ensure!(
        rust.map(|g| g.flat()) == Ok(after),
        grid,
        "the Rust API's image differs"
    );
    if n == 1 {
        let solved = |c: &[u8; 81]| Grid::from_cells(c).and_then(|g| g.solve());
        let (Ok(s), Ok(t)) = (solved(&before), solved(&after)) else {
            ensure!(false, grid, "a unique puzzle was not solved");
            return 3;
        };
        let mapped = sudoku_core::Transform::from_seed(seed).apply(&s);
        ensure!(
            mapped == t,
            grid,
            "the solution's image is not the image's solution"
        );
        ensure!(
            sudoku_testkit::is_solution_of(&after, &t.flat()),
            &to_int_grid(&after),
            "the image's solution does not solve it"
        );
    }
    3
}
