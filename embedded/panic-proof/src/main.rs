//! Proof that no public entry point of the core can panic.
//!
//! The panic handler calls `sudoku_core_reached_a_panic`, a symbol that exists nowhere. The
//! linker drops every function nothing calls, so the link succeeds only if no panic path is
//! reachable from [`_start`], which calls every public entry point of the core on inputs the
//! optimizer cannot see (`black_box`). Built in release, at `opt-level = "s"` and `3`:
//!
//! ```sh
//! cargo build --release --target thumbv7m-none-eabi   # links: no reachable panic
//! cargo build --release --target thumbv7m-none-eabi --features deliberate-panic  # fails
//! ```
#![no_std]
#![no_main]

use core::fmt::{self, Write};
use core::hint::black_box;

use sudoku_core::explain::{
    self, Candidates, Level, Options as ExplainOptions, Stepper, Technique,
};
use sudoku_core::{Cells, Error, Grid, Options, Symmetry, Transform};

extern "C" {
    /// Defined nowhere: any reachable call fails the link.
    fn sudoku_core_reached_a_panic() -> !;
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    // SAFETY: never runs: a reachable call to this undefined symbol fails the link.
    unsafe { sudoku_core_reached_a_panic() }
}

/// A text sink that cannot panic: it counts and keeps the last byte.
struct Sink(usize, u8);

impl Write for Sink {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 = self.0.wrapping_add(s.len());
        if let Some(&b) = s.as_bytes().last() {
            self.1 = b;
        }
        Ok(())
    }
}

/// Keeps a result alive, as if something read it.
fn keep<T>(value: T) {
    black_box(value);
}

/// Every public function and method of the explainer, on inputs the optimizer cannot see.
fn explain_calls(grid: Grid, cells: &Cells, sink: &mut Sink) {
    let crossed: [u16; 81] = black_box([0; 81]);
    let options = ExplainOptions {
        max_rating: black_box(44),
        work: black_box(1000),
    };
    keep(explain::rate(&grid));
    keep(explain::rate_with(&grid, options));
    keep(explain::rate_basic(&grid));
    keep(explain::mistakes(&grid, cells, Some(&crossed)));
    keep(explain::length_modifier(black_box(30)));
    if let Ok(Some(step)) = explain::hint(&grid, cells, Some(&crossed)) {
        let _ = step.write_sentence(sink);
        let _ = write!(sink, "{step}");
        keep((step.is_empty(), step.uses_uniqueness()));
        let mut marks = Candidates::new(&grid);
        marks.apply(&step);
        keep(marks);
    }
    keep(explain::hint_basic(&grid, cells, None));
    let mut marks = Candidates::new(&grid);
    let (cell, digit) = (black_box(40usize), black_box(5u8));
    keep((
        marks.value(cell),
        marks.mask(cell),
        marks.contains(cell, digit),
    ));
    keep((
        marks.values(),
        marks.masks(),
        marks.cells_with(digit),
        marks.open(),
    ));
    keep(marks.open_count());
    keep(marks.remove(cell, digit));
    marks.place(cell, digit);
    marks.cross_out(&crossed);
    keep(marks);
    if let Ok(mut stepper) = Stepper::for_player(&grid, cells, Some(&crossed), options) {
        keep(stepper.peek());
        keep(stepper.peek_basic());
        keep(stepper.next_step());
        keep(stepper.next_step_basic());
        keep((
            stepper.candidates(),
            stepper.solution(),
            stepper.is_solved(),
        ));
        let r = stepper.rating();
        keep((
            r.count(Technique::XWing),
            r.uses_forcing_chains(),
            r.qqwing().name(),
        ));
    }
    if let Ok(mut stepper) = Stepper::with_options(&grid, options) {
        keep(stepper.next_step());
    }
    if let Ok(stepper) = Stepper::new(&grid) {
        keep(stepper.rating());
    }
    let n = black_box(7u8);
    if let Some(t) = Technique::from_number(n) {
        keep((t.name(), t.number(), t.base_rating(), t.needs_uniqueness()));
        keep((t.is_chain(), t.is_forcing_chain()));
    }
    keep(Level::of_rating(n).name());
    keep(Level::from_number(n));
}

/// The entry point: calls every public function and method of the core and keeps the results.
#[no_mangle]
pub extern "C" fn _start() -> ! {
    let cells: Cells = black_box([[0; 9]; 9]);
    let flat: [u8; 81] = black_box([0; 81]);
    let text: &[u8] = black_box(b"");
    let limit: u32 = black_box(2);
    let max_guesses: u64 = black_box(100);

    keep(sudoku_core::validate(&cells));
    keep(sudoku_core::solve(&cells));
    keep(sudoku_core::solve_unique(&cells));
    keep(sudoku_core::count_solutions(&cells, limit));
    keep(sudoku_core::solve_bounded(&cells, max_guesses));
    keep(sudoku_core::parse(text));

    let grid = Grid::new(cells).unwrap_or(Grid::EMPTY);
    keep(grid.solve());
    keep(grid.solve_unique());
    keep(grid.count_solutions(limit));
    keep(grid.solve_bounded(max_guesses));
    keep(grid.flat());
    keep(grid.cells());
    keep(grid.get(black_box(3), black_box(12)));
    keep(grid.givens());
    keep(grid.is_complete());
    keep(Grid::from_cells(&flat));
    keep(Grid::try_from(cells));
    keep(Cells::from(grid));
    keep(Grid::default());
    keep(core::str::from_utf8(text).map(str::parse::<Grid>));

    let seed: u64 = black_box(7);
    let symmetry = Symmetry::from_code(black_box(1)).unwrap_or_default();
    let options = Options {
        symmetry,
        min_clues: black_box(0),
        max_clues: black_box(0),
        minimal: black_box(true),
        level: black_box(0),
        max_attempts: black_box(3),
    };
    keep(sudoku_core::generate(seed, &options));
    keep(sudoku_core::generate_where(seed, &options, |g| {
        g.givens() > 20
    }));
    keep(options.clue_range());
    keep(sudoku_core::random_solution(seed));
    let transform = Transform::from_seed(seed);
    keep(transform.apply(&grid));
    keep(transform.apply_cells(&cells));
    keep(symmetry.holds_for(&flat));
    keep(symmetry.code());

    let mut sink = Sink(0, 0);
    let _ = write!(sink, "{grid}");
    let _ = write!(sink, "{grid:#}");
    let _ = write!(sink, "{grid:?}");
    let error: Error = black_box(Error::Conflict);
    let _ = write!(sink, "{error} {error:?}");
    keep((error.code(), error.message()));
    explain_calls(grid, &cells, &mut sink);

    sized_entry_points(&mut sink);
    keep(sink);

    #[cfg(feature = "deliberate-panic")]
    {
        // An index the optimizer cannot prove in range: a bounds check that panics.
        keep(flat[black_box(81usize)]);
    }

    #[allow(clippy::empty_loop)]
    loop {}
}

/// Every public function and method of `sudoku_core::sized`, for two sizes (a rectangular
/// 6 × 6 and the largest, 25 × 25) and through the slice functions for every size.
fn sized_entry_points(sink: &mut Sink) {
    use sudoku_core::sized::{self, Grid, Shape};

    let text: &[u8] = black_box(b"");
    let limit: u32 = black_box(2);
    let max_guesses: u64 = black_box(100);
    let shape = Shape::new(black_box(2), black_box(3)).unwrap_or(Shape::CLASSIC);
    keep((
        shape.box_rows(),
        shape.box_cols(),
        shape.size(),
        shape.cells(),
    ));
    keep(shape.box_of(black_box(5), black_box(7)));
    keep(Shape::ALL.get(black_box(40)).copied());

    let mut ints: [i32; 625] = black_box([0; 625]);
    let cells = ints.get_mut(..shape.cells()).unwrap_or(&mut []);
    keep(sized::validate(shape, cells));
    keep(sized::solve(shape, cells));
    keep(sized::solve_unique(shape, cells));
    keep(sized::count_solutions(shape, cells, limit));
    keep(sized::solve_bounded(shape, cells, max_guesses));
    keep(sized::solve_any(shape, cells));
    keep(sized::solve_any_bounded(shape, cells, max_guesses));
    keep(sized::count_solutions_bounded(
        shape,
        cells,
        limit,
        max_guesses,
    ));
    keep(sized::parse_into(shape, text, cells));
    keep(cells.first().copied());

    let six: [[u8; 6]; 6] = black_box([[0; 6]; 6]);
    let grid = Grid::<6>::new(shape, six).or_else(|_| Grid::<6>::empty(shape));
    if let Ok(grid) = grid {
        keep(grid.solve());
        keep(grid.solve_unique());
        keep(grid.count_solutions(limit));
        keep(grid.count_solutions_bounded(limit, max_guesses));
        keep(grid.solve_bounded(max_guesses));
        keep(grid.solve_any());
        keep(grid.solve_any_bounded(max_guesses));
        keep((
            grid.get(black_box(3), black_box(9)),
            grid.givens(),
            grid.is_complete(),
        ));
        keep(grid.cells());
        keep(<[[u8; 6]; 6]>::from(grid));
        let _ = write!(sink, "{grid}");
        let _ = write!(sink, "{grid:#}");
        let _ = write!(sink, "{grid:?}");
        let _ = write!(sink, "{}", grid.numbers());
    }
    keep(Grid::<6>::parse(shape, text));
    keep(sized::parse::<6>(shape, text));

    let big = Shape::new(black_box(5), black_box(5)).unwrap_or(Shape::CLASSIC);
    let cells: [[u8; 25]; 25] = black_box([[0; 25]; 25]);
    if let Ok(grid) = Grid::<25>::new(big, cells) {
        keep(grid.solve_bounded(max_guesses));
        keep(grid.solve_any_bounded(max_guesses));
        keep(grid.count_solutions(limit));
        let _ = write!(sink, "{grid:#}");
    }
}
