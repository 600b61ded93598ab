//! Totals over many checks, and the `main` of the test binaries that print them.

use std::fmt;
use std::thread;
use std::time::Instant;

use sudoku::{SUDOKU_CONFLICT, SUDOKU_INVALID_VALUE};
use sudoku_testkit::IntGrid;

use crate::{check, Outcome, Reference};

/// Totals over many [`check`]s, for the figures the tests print.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tally {
    /// Grids checked.
    pub grids: u64,
    /// Grids with a value outside 0 to 9.
    pub bad_values: u64,
    /// Grids with a digit given twice.
    pub conflicts: u64,
    /// Legal grids with no solution, one, and several.
    pub by_count: [u64; 3],
    /// Legal grids whose answer the textbook solver confirmed (or the reference count proved).
    pub answer_confirmed: u64,
    /// Legal grids whose count the reference confirmed.
    pub count_confirmed: u64,
    /// Entry-point calls made.
    pub calls: u64,
    /// Failing calls whose outputs were checked unchanged.
    pub unchanged: u64,
}

impl Tally {
    /// Adds one outcome.
    pub fn add(&mut self, o: &Outcome) {
        self.grids += 1;
        match o.validate {
            SUDOKU_INVALID_VALUE => self.bad_values += 1,
            SUDOKU_CONFLICT => self.conflicts += 1,
            _ => {}
        }
        if let Some(n) = o.count {
            self.by_count[n.min(2) as usize] += 1;
        }
        if matches!(o.first, Reference::Same | Reference::Unique) {
            self.answer_confirmed += 1;
        }
        self.count_confirmed += u64::from(o.count_confirmed);
        self.calls += u64::from(o.calls);
        self.unchanged += u64::from(o.unchanged);
    }

    /// Adds another tally.
    pub fn merge(&mut self, other: &Tally) {
        self.grids += other.grids;
        self.bad_values += other.bad_values;
        self.conflicts += other.conflicts;
        for (a, b) in self.by_count.iter_mut().zip(other.by_count) {
            *a += b;
        }
        self.answer_confirmed += other.answer_confirmed;
        self.count_confirmed += other.count_confirmed;
        self.calls += other.calls;
        self.unchanged += other.unchanged;
    }

    /// Runs a check (such as [`crate::check_sized`]) and adds its outcome.
    pub fn check_with(&mut self, check: impl FnOnce() -> Outcome) -> Outcome {
        let o = check();
        self.add(&o);
        o
    }

    /// Checks `grid` and adds the outcome.
    pub fn check(&mut self, grid: &IntGrid, budget: u64) -> Outcome {
        let o = check(grid, budget);
        self.add(&o);
        o
    }
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [none, one, several] = self.by_count;
        write!(
            f,
            "{} grids ({} bad values, {} conflicts, {none} no solution, {one} unique, {several} \
             several); answer cross-checked on {}, count on {}; {} calls; {} failing calls \
             left their outputs unchanged",
            self.grids,
            self.bad_values,
            self.conflicts,
            self.answer_confirmed,
            self.count_confirmed,
            self.calls,
            self.unchanged
        )
    }
}

/// A named part of a test binary: it checks grids and returns their tally, or panics.
pub type Section = (&'static str, fn() -> Tally);

/// The `main` of a test binary without the libtest harness: runs every section on its own
/// thread, prints each one's figures and the total (so that they show in the test log), then
/// `N passed, M failed`; exits with 1 if a section panicked.
pub fn run_sections(binary: &str, sections: &[Section]) {
    let results: Vec<_> = thread::scope(|s| {
        let handles: Vec<_> = sections
            .iter()
            .map(|&(name, f)| {
                let handle = s.spawn(move || {
                    let start = Instant::now();
                    (f(), start.elapsed())
                });
                (name, handle)
            })
            .collect();
        handles
            .into_iter()
            .map(|(name, h)| (name, h.join()))
            .collect()
    });
    let mut total = Tally::default();
    let mut failed = 0;
    for (name, result) in results {
        match result {
            Ok((t, took)) => {
                println!("{binary}, {name} ({:.1} s): {t}", took.as_secs_f64());
                total.merge(&t);
            }
            Err(_) => {
                println!("{binary}, {name}: FAILED (see the panic above)");
                failed += 1;
            }
        }
    }
    println!("{binary}, all: {total}");
    println!(
        "{binary}: {} passed, {failed} failed",
        sections.len() - failed
    );
    if failed > 0 {
        std::process::exit(1);
    }
}
