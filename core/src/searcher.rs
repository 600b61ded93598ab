//! The engine a grid's searches run on: [`Portable`] (this crate's, for every target), or one
//! a caller supplies ([`Searcher`]), through [`Grid::on`]. Not part of the API: the C library
//! runs its searches on the AVX2 engine where the processor has it this way, since calling a
//! function compiled for AVX2 from code that is not is `unsafe`, which this crate has none of
//! (the C library's `engine` module holds that call, after checking the processor).
//!
//! [`Grid`]'s own methods are these on [`Portable`].

use crate::search::{self, Goal, Run};
use crate::{Bounded, Error, Grid};

/// A search engine: what [`Grid::on`] runs a grid's searches on.
#[doc(hidden)]
pub trait Searcher: Copy {
    /// Searches `givens` (81 cells, checked: values 0..=9, no digit repeated in a unit) for
    /// `goal`, making at most `max_guesses` guesses; writes the first solution found into
    /// `first` when given (for [`Goal::First`], the row-major-first one), else leaves it.
    fn run(
        self,
        givens: &[u8; 81],
        goal: Goal,
        max_guesses: u64,
        first: Option<&mut [u8; 81]>,
    ) -> Run;

    /// Searches `givens` for any one solution, written into `first` (left alone if none).
    fn run_any(self, givens: &[u8; 81], max_guesses: u64, first: &mut [u8; 81]) -> Run;
}

/// This crate's engine: the fast engine, or the `small` feature's compact one.
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct Portable;

impl Searcher for Portable {
    fn run(
        self,
        givens: &[u8; 81],
        goal: Goal,
        max_guesses: u64,
        first: Option<&mut [u8; 81]>,
    ) -> Run {
        search::run(givens, goal, max_guesses, first)
    }

    fn run_any(self, givens: &[u8; 81], max_guesses: u64, first: &mut [u8; 81]) -> Run {
        search::run_any(givens, max_guesses, first)
    }
}

/// A grid's searches on the engine `S`: [`Grid::on`].
#[doc(hidden)]
#[derive(Clone, Copy, Debug)]
pub struct On<'a, S> {
    grid: &'a Grid,
    searcher: S,
}

impl Grid {
    /// This grid's searches on `searcher` (not part of the API: see [`Searcher`]).
    #[doc(hidden)]
    pub fn on<S: Searcher>(&self, searcher: S) -> On<'_, S> {
        On {
            grid: self,
            searcher,
        }
    }
}

impl<S: Searcher> On<'_, S> {
    /// [`Grid::solve`].
    pub fn solve(&self) -> Result<Grid, Error> {
        self.solve_bounded(u64::MAX).result
    }

    /// [`Grid::solve_any`].
    pub fn solve_any(&self) -> Result<Grid, Error> {
        let mut first = [0u8; 81];
        let run = self
            .searcher
            .run_any(self.grid.as_flat(), u64::MAX, &mut first);
        if run.solutions == 0 {
            return Err(Error::NoSolution);
        }
        Ok(Grid::from_flat(&first))
    }

    /// [`Grid::solve_unique`].
    pub fn solve_unique(&self) -> Result<Grid, Error> {
        let mut first = [0u8; 81];
        let givens = self.grid.as_flat();
        let run = self
            .searcher
            .run(givens, Goal::Count(2), u64::MAX, Some(&mut first));
        match run.solutions {
            0 => Err(Error::NoSolution),
            1 => Ok(Grid::from_flat(&first)),
            _ => Err(Error::MultipleSolutions),
        }
    }

    /// [`Grid::count_solutions`].
    pub fn count_solutions(&self, limit: u32) -> u32 {
        self.count_solutions_stats(limit).0
    }

    /// [`Grid::count_solutions_stats`].
    pub fn count_solutions_stats(&self, limit: u32) -> (u32, u64) {
        if limit == 0 {
            return (0, 0);
        }
        let givens = self.grid.as_flat();
        let run = self
            .searcher
            .run(givens, Goal::Count(limit), u64::MAX, None);
        (run.solutions, run.guesses)
    }

    /// [`Grid::solve_bounded`].
    pub fn solve_bounded(&self, max_guesses: u64) -> Bounded {
        let mut first = [0u8; 81];
        let givens = self.grid.as_flat();
        let run = self
            .searcher
            .run(givens, Goal::First, max_guesses, Some(&mut first));
        let result = if run.limit_reached {
            Err(Error::LimitReached)
        } else if run.solutions == 0 {
            Err(Error::NoSolution)
        } else {
            Ok(Grid::from_flat(&first))
        };
        Bounded {
            result,
            guesses: run.guesses,
        }
    }
}
