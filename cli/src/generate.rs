//! `sudoku generate`: the puzzles of seeds S, S+1, ..., S+N-1, made in parallel and written in
//! seed order, one line each (or a CSV row: seed, status, puzzle, clues, attempts). Each
//! puzzle depends on its seed and the options only, so the output is the same whatever the
//! threads. A seed whose attempts run out is reported as `sudoku: seed S: reason` and the
//! others go on (exit status 1); options that cannot work are a usage error (exit status 2).

use std::io::{self, Write};

use clap::{Args, ValueEnum};
use indicatif::ProgressBar;
use rayon::prelude::*;
use sudoku_core::explain::Level;
use sudoku_core::{Error, Generated, Options, Symmetry};

use crate::progress::{Progress, Unit};
use crate::task::{status_name, write_grid, Layout};
use crate::{start_threads, Status, Workers};

/// Seeds made in parallel, then written, at a time.
const BATCH: u64 = 256;

#[derive(Args)]
pub struct Generate {
    /// How many puzzles.
    #[arg(long, short = 'n', value_name = "N", default_value_t = 1)]
    count: u64,
    /// The first seed: the puzzles are those of seeds S, S+1, ... (default: from the clock;
    /// --csv shows each puzzle's seed).
    #[arg(long, short = 's', value_name = "S")]
    seed: Option<u64>,
    /// The difficulty, by the rating of `sudoku rate`: easy (up to 1.5), medium (2.8), hard
    /// (4.4), fiendish (6.9), diabolical (7.0 and up).
    #[arg(long, value_enum, default_value_t = LevelArg::Any)]
    level: LevelArg,
    /// The pattern of the givens.
    #[arg(long, value_enum, default_value_t = SymmetryArg::None)]
    symmetry: SymmetryArg,
    /// No single given can be removed without a second solution appearing.
    #[arg(long)]
    minimal: bool,
    /// The fewest givens.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=81))]
    min_clues: Option<u8>,
    /// The most givens (17 at least: no puzzle with one solution has fewer).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(17..=81))]
    max_clues: Option<u8>,
    /// Attempts (solution grids tried) per puzzle before the seed is given up.
    #[arg(long, value_name = "N", default_value_t = sudoku_core::DEFAULT_MAX_ATTEMPTS,
          value_parser = clap::value_parser!(u32).range(1..))]
    max_attempts: u32,
    /// CSV with a header row: seed, status, puzzle, clues, attempts.
    #[arg(long)]
    csv: bool,
    #[command(flatten)]
    workers: Workers,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum LevelArg {
    Any,
    Easy,
    Medium,
    Hard,
    Fiendish,
    Diabolical,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum SymmetryArg {
    None,
    Rotate180,
    Rotate90,
    MirrorLeftRight,
    MirrorTopBottom,
    BothDiagonals,
}

impl Generate {
    /// The core's options, checked: why not, for a clue range that cannot work.
    fn options(&self) -> Result<Options, String> {
        let level = match self.level {
            LevelArg::Any => 0,
            LevelArg::Easy => Level::Easy as u8,
            LevelArg::Medium => Level::Medium as u8,
            LevelArg::Hard => Level::Hard as u8,
            LevelArg::Fiendish => Level::Fiendish as u8,
            LevelArg::Diabolical => Level::Diabolical as u8,
        };
        let symmetry = match self.symmetry {
            SymmetryArg::None => Symmetry::None,
            SymmetryArg::Rotate180 => Symmetry::Rotate180,
            SymmetryArg::Rotate90 => Symmetry::Rotate90,
            SymmetryArg::MirrorLeftRight => Symmetry::MirrorLeftRight,
            SymmetryArg::MirrorTopBottom => Symmetry::MirrorTopBottom,
            SymmetryArg::BothDiagonals => Symmetry::BothDiagonals,
        };
        let options = Options {
            symmetry,
            min_clues: self.min_clues.unwrap_or(0),
            max_clues: self.max_clues.unwrap_or(0),
            minimal: self.minimal,
            level,
            max_attempts: self.max_attempts,
        };
        if let (Some(min), Some(max)) = (self.min_clues, self.max_clues) {
            if min > max {
                return Err(format!("--min-clues {min} is above --max-clues {max}"));
            }
        }
        if options.clue_range() == Err(Error::BadOptions) {
            let symmetry = self
                .symmetry
                .to_possible_value()
                .map(|v| v.get_name().to_string());
            return Err(format!(
                "no count of givens from {} to {} fits the symmetry {}",
                self.min_clues
                    .unwrap_or(0)
                    .max(sudoku_core::FEWEST_CLUES as u8),
                self.max_clues.unwrap_or(81),
                symmetry.unwrap_or_default()
            ));
        }
        Ok(options)
    }
}

/// `sudoku generate`: every seed in turn, batch by batch; the exit status.
pub fn run(args: &Generate) -> Status {
    let options = match args.options() {
        Ok(o) => o,
        Err(why) => {
            eprintln!("sudoku generate: {why} (see --help)");
            return Status::UsageOrIo;
        }
    };
    if let Err(status) = start_threads(args.workers.threads) {
        return status;
    }
    let first = args.seed.unwrap_or_else(clock_seed);
    let progress = Progress::start(!args.workers.no_progress, args.count, Unit::Puzzles);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut status = Status::Ok;
    let result = write_all(args, &options, first, progress.bar(), &mut out, &mut status);
    progress.finish();
    match result {
        Ok(()) => status,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => status,
        Err(e) => {
            eprintln!("sudoku: standard output: {e}");
            Status::UsageOrIo
        }
    }
}

fn write_all(
    args: &Generate,
    options: &Options,
    first: u64,
    bar: &ProgressBar,
    out: &mut impl Write,
    status: &mut Status,
) -> io::Result<()> {
    if args.csv {
        out.write_all(b"seed,status,puzzle,clues,attempts\n")?;
    }
    let mut done = 0;
    while done < args.count {
        let n = BATCH.min(args.count - done);
        let seeds = (done..done + n).map(|i| first.wrapping_add(i));
        let made: Vec<(u64, Result<Generated, Error>)> = seeds
            .collect::<Vec<u64>>()
            .into_par_iter()
            .with_max_len(1)
            .map(|seed| {
                let made = sudoku_core::generate(seed, options);
                bar.inc(1);
                (seed, made)
            })
            .collect();
        for (seed, result) in &made {
            write_one(out, args.csv, *seed, result)?;
            if let Err(e) = result {
                *status = Status::PuzzleFailed;
                bar.suspend(|| eprintln!("sudoku: seed {seed}: {e}"));
            }
        }
        done += n;
    }
    out.flush()
}

/// One puzzle's line: the puzzle ('.' for empty cells) or the failure's name; or its CSV row.
fn write_one(
    out: &mut impl Write,
    csv: bool,
    seed: u64,
    result: &Result<Generated, Error>,
) -> io::Result<()> {
    match (result, csv) {
        (Ok(made), false) => write_grid(out, made.puzzle.cells(), Layout::Line)?,
        (Err(e), false) => out.write_all(status_name(*e).as_bytes())?,
        (Ok(made), true) => {
            write!(out, "{seed},ok,")?;
            write_grid(out, made.puzzle.cells(), Layout::Line)?;
            write!(out, ",{},{}", made.puzzle.givens(), made.attempts)?;
        }
        (Err(e), true) => write!(out, "{seed},{},,,", status_name(*e))?,
    }
    out.write_all(b"\n")
}

/// A seed from the clock, for a run without --seed.
fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() ^ u64::from(d.subsec_nanos()) << 32)
}
