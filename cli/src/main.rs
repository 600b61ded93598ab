//! `sudoku`: solve, count, check, rate, explain, format and generate puzzles with libsudoku.
//!
//! Reads puzzles from files or standard input (one a line, or the boxed layout; `#` comments,
//! blank lines and CRLF accepted), works on them in batches on `--threads` threads, and writes
//! one answer per puzzle in input order, plain or as CSV. Malformed lines and failed puzzles
//! are reported on standard error as `FILE:LINE: reason`, and the rest go on. Exit status: 0
//! when every puzzle went through, 1 when a line was malformed or a puzzle failed, 2 for a
//! usage or I/O error. `sudoku generate` writes puzzles from seeds instead ([`generate`]).

mod explained;
mod generate;
mod input;
mod task;

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, IsTerminal, Write};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use input::{Item, Reader};
use task::{csv_field, Layout, Task};

/// Inputs at least this large (about 12,000 puzzles) get a progress bar on a terminal.
const LONG_BATCH_BYTES: u64 = 1 << 20;

#[derive(Parser)]
#[command(
    name = "sudoku",
    version,
    about = "Solve, count, check, rate, explain, format and generate Sudoku puzzles with \
             libsudoku",
    after_help = "Puzzles: 81 cells on a line (1-9, and 0 or '.' for an empty cell), or the \
                  boxed layout (nine lines of nine cells, '|', '-' and '+' between boxes); '#' \
                  starts a comment line. Exit status: 0 when every puzzle went through, 1 when \
                  a line was malformed or a puzzle failed, 2 for a usage or I/O error."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve each puzzle: the first solution in row-major order, or why there is none
    /// (no_solution, conflict).
    Solve(Common),
    /// Count the solutions of each puzzle, no further than --limit.
    Count {
        /// Count no further than this: 2 tells a unique puzzle from one with several.
        #[arg(long, default_value_t = 2)]
        limit: u32,
        #[command(flatten)]
        common: Common,
    },
    /// Check that each puzzle is proper: legal givens and exactly one solution (unique), or
    /// not (no_solution, multiple_solutions, conflict).
    Check(Common),
    /// Rate each puzzle as Sudoku Explainer 1.2.1 does: ER/EP/ED (its hardest step, the
    /// hardest up to the first placement, the first step), the level (easy, medium, hard,
    /// fiendish, diabolical), SE's name of the hardest step and the number of steps
    /// ("2.6/1.2/1.2 medium Pointing, 60 steps"; CSV columns er, ep, ed, level, hardest,
    /// steps).
    Rate(Common),
    /// The next step of each puzzle, as a sentence ("Hidden Single: in box 3, 5 fits only in
    /// r3c7"); with --path, every step to the solution, one a line, and a blank line after.
    Hint {
        /// The whole path, one sentence a line (CSV: one row a step).
        #[arg(long)]
        path: bool,
        #[command(flatten)]
        common: Common,
    },
    /// Generate puzzles with one solution from seeds S, S+1, ...: the same seeds and options
    /// give the same puzzles, in seed order, whatever the threads.
    Generate(generate::Generate),
    /// Write each puzzle again: on one line with '.' for empty cells, or in another layout.
    Format {
        /// The boxed layout: nine lines, '|' and '-' between boxes, a blank line after.
        #[arg(long, conflicts_with = "zeros")]
        boxed: bool,
        /// One line with '0' for empty cells.
        #[arg(long)]
        zeros: bool,
        #[command(flatten)]
        common: Common,
    },
}

#[derive(Args)]
struct Common {
    /// Files of puzzles; standard input when there is none, or for '-'.
    files: Vec<PathBuf>,
    /// CSV with a header row: file, line, puzzle, status and the answer.
    #[arg(long)]
    csv: bool,
    #[command(flatten)]
    workers: Workers,
}

/// How the work runs, for every subcommand.
#[derive(Args)]
pub(crate) struct Workers {
    /// Threads to work on (default: one per core).
    #[arg(long, short = 'j', value_name = "N")]
    pub(crate) threads: Option<NonZeroUsize>,
    /// No progress bar (it is drawn only when standard error is a terminal and the work is
    /// long).
    #[arg(long)]
    pub(crate) no_progress: bool,
}

/// The exit status: the worst thing that happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Status {
    Ok = 0,
    PuzzleFailed = 1,
    UsageOrIo = 2,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (task, common) = match cli.command {
        Command::Solve(common) => (Task::Solve, common),
        Command::Count { limit, common } => (Task::Count { limit }, common),
        Command::Check(common) => (Task::Check, common),
        Command::Rate(common) => (Task::Rate, common),
        Command::Hint { path, common } => (Task::Hint { path }, common),
        Command::Generate(args) => return ExitCode::from(generate::run(&args) as u8),
        Command::Format {
            boxed,
            zeros,
            common,
        } => {
            let layout = match (boxed, zeros) {
                (true, _) => Layout::Boxed,
                (_, true) => Layout::Zeros,
                _ => Layout::Line,
            };
            (Task::Format(layout), common)
        }
    };
    ExitCode::from(run(task, &common) as u8)
}

/// Starts the threads asked for (default: one per core); how many, or why not.
pub(crate) fn start_threads(threads: Option<NonZeroUsize>) -> Result<usize, Status> {
    match threads {
        Some(n) => {
            if let Err(e) = rayon::ThreadPoolBuilder::new()
                .num_threads(n.get())
                .build_global()
            {
                eprintln!("sudoku: cannot start {n} threads: {e}");
                return Err(Status::UsageOrIo);
            }
            Ok(n.get())
        }
        None => Ok(rayon::current_num_threads()),
    }
}

fn run(task: Task, common: &Common) -> Status {
    let threads = match start_threads(common.workers.threads) {
        Ok(n) => n,
        Err(status) => return status,
    };
    let files: Vec<PathBuf> = if common.files.is_empty() {
        vec![PathBuf::from("-")]
    } else {
        common.files.clone()
    };
    let bar = progress_bar(&files, !common.workers.no_progress);
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut batch = Batch {
        task,
        csv: common.csv,
        threads,
        bar: &bar,
        done: 0,
        status: Status::Ok,
    };
    let result = batch.all(&files, &mut out);
    bar.finish_and_clear();
    match result {
        Ok(status) => status,
        // A closed pipe (`sudoku solve big.txt | head`): the reader wanted no more.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => batch.status,
        Err(e) => {
            eprintln!("sudoku: standard output: {e}");
            Status::UsageOrIo
        }
    }
}

/// A file, or standard input for `-`, with the name its messages give it.
fn open(path: &Path) -> io::Result<(String, Box<dyn BufRead + Send>)> {
    const CAPACITY: usize = 1 << 18;
    if path.as_os_str() == "-" {
        let stdin = BufReader::with_capacity(CAPACITY, io::stdin());
        return Ok(("<stdin>".to_string(), Box::new(stdin)));
    }
    let file = BufReader::with_capacity(CAPACITY, File::open(path)?);
    Ok((path.display().to_string(), Box::new(file)))
}

/// Why a file stopped early.
enum Failure {
    Read(io::Error),
    Write(io::Error),
}

/// The state of a run, reused from batch to batch.
struct Batch<'a> {
    task: Task,
    csv: bool,
    threads: usize,
    bar: &'a ProgressBar,
    /// Puzzles written so far.
    done: u64,
    /// The worst that happened so far.
    status: Status,
}

impl Batch<'_> {
    /// Every input in turn (the CSV header first); an unreadable one is reported and the
    /// others go on. Only a failure to write stops the run.
    fn all(&mut self, files: &[PathBuf], out: &mut impl Write) -> io::Result<Status> {
        if self.csv {
            out.write_all(self.task.csv_header().as_bytes())?;
        }
        for path in files {
            let read = open(path).map_err(|e| (path.display().to_string(), e));
            let failed = match read {
                Ok((name, reader)) => match self.file(&name, reader, out) {
                    Ok(()) => None,
                    Err(Failure::Read(e)) => Some((name, e)),
                    Err(Failure::Write(e)) => return Err(e),
                },
                Err(unreadable) => Some(unreadable),
            };
            if let Some((name, e)) = failed {
                self.bar.suspend(|| eprintln!("sudoku: {name}: {e}"));
                self.status = self.status.max(Status::UsageOrIo);
            }
        }
        out.flush()?;
        Ok(self.status)
    }

    /// Every puzzle of one input, batch by batch: while the puzzles of one batch are worked
    /// on and their lines rendered, in chunks, in parallel, the next batch is read; then the
    /// rendered chunks are written in order. On one thread, the same steps one after another.
    fn file(
        &mut self,
        name: &str,
        reader: Box<dyn BufRead + Send>,
        out: &mut impl Write,
    ) -> Result<(), Failure> {
        let mut reader = Reader::new(reader);
        let style = Style {
            task: self.task,
            name,
            csv: self.csv.then(|| csv_field(name)),
        };
        let (batch, chunk) = (self.task.batch(), self.task.chunk());
        let mut items = Vec::with_capacity(batch);
        let mut next = Vec::with_capacity(batch);
        read_batch(&mut reader, &mut items, batch).map_err(Failure::Read)?;
        let (mut consumed, mut shown) = (reader.consumed(), 0);
        while !items.is_empty() {
            let (rendered, read) = if self.threads == 1 {
                let rendered: Vec<Rendered> =
                    items.chunks(chunk).map(|c| style.render(c)).collect();
                (rendered, read_batch(&mut reader, &mut next, batch))
            } else {
                rayon::join(
                    || items.par_chunks(chunk).map(|c| style.render(c)).collect(),
                    || read_batch(&mut reader, &mut next, batch),
                )
            };
            for chunk in &rendered {
                out.write_all(&chunk.lines).map_err(Failure::Write)?;
                self.done += chunk.puzzles;
                if !chunk.errors.is_empty() {
                    self.status = self.status.max(Status::PuzzleFailed);
                    self.bar
                        .suspend(|| io::stderr().lock().write_all(chunk.errors.as_bytes()))
                        .map_err(Failure::Write)?;
                }
            }
            // The bytes of the batch just written (the reader is one batch ahead).
            self.bar.inc(consumed - shown);
            shown = consumed;
            self.bar.set_message(format!("{} puzzles", self.done));
            consumed = reader.consumed();
            read.map_err(Failure::Read)?;
            std::mem::swap(&mut items, &mut next);
        }
        Ok(())
    }
}

/// Reads up to `batch` items into `items` (emptied first).
fn read_batch<R: BufRead>(
    reader: &mut Reader<R>,
    items: &mut Vec<Item>,
    batch: usize,
) -> io::Result<()> {
    items.clear();
    while items.len() < batch {
        match reader.next_item()? {
            Some(item) => items.push(item),
            None => break,
        }
    }
    Ok(())
}

/// How the answers of one input are written.
struct Style<'a> {
    task: Task,
    /// The input's name in messages.
    name: &'a str,
    /// The input's name as a CSV field, when the output is CSV.
    csv: Option<String>,
}

/// A chunk of items worked on and rendered: its output lines and its messages.
struct Rendered {
    lines: Vec<u8>,
    errors: String,
    puzzles: u64,
}

impl Style<'_> {
    fn render(&self, items: &[Item]) -> Rendered {
        let mut r = Rendered {
            lines: Vec::with_capacity(items.len() * 96),
            errors: String::new(),
            puzzles: 0,
        };
        for item in items {
            match item {
                Item::Puzzle(p) => {
                    let answer = self.task.run(&p.cells);
                    let csv = self.csv.as_deref().map(|file| (file, p.line));
                    // Writing into a Vec cannot fail.
                    let _ = self.task.write(&mut r.lines, csv, &p.cells, &answer);
                    r.puzzles += 1;
                    if let Err(e) = answer {
                        r.errors += &format!("{}:{}: {}\n", self.name, p.line, e.message());
                    }
                }
                Item::Malformed { line, reason } => {
                    r.errors += &format!("{}:{line}: {reason}\n", self.name);
                }
            }
        }
        r
    }
}

/// A progress bar over the input's bytes, on standard error, when it is a terminal and the
/// input is long (regular files of 1 MiB or more in all); hidden otherwise.
fn progress_bar(files: &[PathBuf], wanted: bool) -> ProgressBar {
    if !wanted || !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let mut total = 0;
    for path in files {
        match std::fs::metadata(path) {
            Ok(m) if path.as_os_str() != "-" && m.is_file() => total += m.len(),
            // Standard input, a pipe: the length is not known in advance.
            _ => return ProgressBar::hidden(),
        }
    }
    if total < LONG_BATCH_BYTES {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(
        "{bar:40} {percent:>3}% {msg}, {binary_bytes_per_sec}, {eta} left",
    ) {
        bar.set_style(style);
    }
    bar
}
