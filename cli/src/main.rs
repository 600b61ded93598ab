//! `sudoku`: solve, count, check, rate, explain, format and generate puzzles with libsudoku.
//!
//! Reads puzzles from files or standard input (one a line, or the boxed layout; `#` comments,
//! blank lines and CRLF accepted), works on them in batches on `--threads` threads, and writes
//! one output line per puzzle in input order, plain or as CSV; a line that is not a puzzle gets
//! one too (`parse_error`), so that the outputs line up with the inputs. Malformed lines and
//! failed puzzles are reported on standard error as `FILE:LINE: reason`, and the rest go on.
//! Exit status ([`messages::EXIT_STATUS`]): 0 when every puzzle went through, 1 when a line
//! was malformed, a puzzle failed or an input held no puzzle, 2 for a usage or I/O error.
//! `sudoku generate` writes puzzles from seeds instead ([`generate`]).

mod docs;
mod explained;
mod generate;
mod input;
mod messages;
mod progress;
mod task;

use std::fs::File;
use std::io::{self, BufRead, BufReader, BufWriter, Write};
use std::num::NonZeroUsize;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};

use clap::{Args, Parser, Subcommand};
use indicatif::ProgressBar;
use rayon::prelude::*;

use input::{Item, Reader};
use messages::{DOCS_EXIT_STATUS, EXIT_STATUS, GENERATE_EXIT_STATUS};
use sudoku_core::Error;
use task::{csv_field, Layout, Task};

#[derive(Parser)]
#[command(
    name = "sudoku",
    version,
    about = "Solve, count, check, rate, explain, format and generate Sudoku puzzles with \
             libsudoku",
    after_help = "Puzzles: 81 cells on a line (1-9, and 0 or '.' for an empty cell), or the \
                  boxed layout (nine lines of nine cells, '|', '-' and '+' between boxes); '#' \
                  starts a comment line. Exit status: 0 when every puzzle went through, 1 when \
                  a line was not a puzzle, a puzzle failed or an input held no puzzle, 2 for a \
                  usage or I/O error; each subcommand's --help says it for its work."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve each puzzle: the first solution in row-major order, or why there is none
    /// (no_solution, conflict).
    #[command(after_help = EXIT_STATUS)]
    Solve(Common),
    /// Count the solutions of each puzzle, no further than --limit.
    #[command(after_help = EXIT_STATUS)]
    Count {
        /// Count no further than this (1 or more): 2 tells a unique puzzle from one with
        /// several.
        #[arg(long, value_name = "N", default_value_t = 2, value_parser = messages::limit)]
        limit: u32,
        #[command(flatten)]
        common: Common,
    },
    /// Check that each puzzle is proper: legal givens and exactly one solution (unique), or
    /// not (no_solution, multiple_solutions, conflict).
    #[command(after_help = EXIT_STATUS)]
    Check(Common),
    /// Rate each puzzle as Sudoku Explainer 1.2.1 does: ER/EP/ED (its hardest step, the
    /// hardest up to the first placement, the first step), the level (easy, medium, hard,
    /// fiendish, diabolical), SE's name of the hardest step and the number of steps
    /// ("2.6/1.2/1.2 medium Pointing, 60 steps"; CSV columns er, ep, ed, level, hardest,
    /// steps); a complete grid says "complete".
    #[command(after_help = EXIT_STATUS)]
    Rate(Common),
    /// The next step of each puzzle, as a sentence ("Hidden Single: in box 3, 5 fits only in
    /// r3c7"); with --path, every step to the solution, one a line, and a blank line after;
    /// a complete grid says "complete".
    #[command(after_help = EXIT_STATUS)]
    Hint {
        /// The whole path, one sentence a line (CSV: one row a step).
        #[arg(long)]
        path: bool,
        #[command(flatten)]
        common: Common,
    },
    /// Generate puzzles with one solution from seeds S, S+1, ...: the same seeds and options
    /// give the same puzzles, in seed order, whatever the threads.
    #[command(after_help = GENERATE_EXIT_STATUS)]
    Generate(generate::Generate),
    /// Write each puzzle again: on one line with '.' for empty cells, or in another layout.
    #[command(after_help = EXIT_STATUS)]
    Format {
        /// The boxed layout: nine lines, '|' and '-' between boxes, a blank line after.
        #[arg(long)]
        boxed: bool,
        /// '0' for empty cells (with --boxed too).
        #[arg(long)]
        zeros: bool,
        #[command(flatten)]
        common: Common,
    },
    /// Print the completion script of this command for a shell; `make install` installs
    /// bash's, zsh's and fish's.
    #[command(after_help = DOCS_EXIT_STATUS)]
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
    /// Write the man pages (sudoku.1, and sudoku-solve.1 and the like for each subcommand)
    /// into a folder; `make install` installs them.
    #[command(after_help = DOCS_EXIT_STATUS)]
    Man {
        /// The folder (made if missing).
        dir: PathBuf,
    },
}

#[derive(Args)]
struct Common {
    /// Files of puzzles; standard input when there is none, or for '-'.
    files: Vec<PathBuf>,
    /// CSV with a header row: file, line, puzzle, status (ok, or why not) and the answer.
    #[arg(long)]
    csv: bool,
    #[command(flatten)]
    workers: Workers,
}

/// How the work runs, for every subcommand.
#[derive(Args)]
pub(crate) struct Workers {
    /// Threads to work on (default: one per core).
    #[arg(long, short = 'j', value_name = "N", value_parser = messages::threads)]
    pub(crate) threads: Option<NonZeroUsize>,
    /// No progress bar (it is drawn only when standard error is a terminal and the work is
    /// still going after a second).
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
        Command::Completions { shell } => return ExitCode::from(docs::completions(shell) as u8),
        Command::Man { dir } => return ExitCode::from(docs::man(&dir) as u8),
        Command::Format {
            boxed,
            zeros,
            common,
        } => {
            let layout = match (boxed, zeros) {
                (true, true) => Layout::BoxedZeros,
                (true, false) => Layout::Boxed,
                (false, true) => Layout::Zeros,
                (false, false) => Layout::Line,
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
    let progress = start_progress(&files, !common.workers.no_progress);
    let mut out = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut batch = Batch {
        task,
        csv: common.csv,
        threads,
        bar: progress.bar(),
        done: 0,
        status: Status::Ok,
    };
    let result = batch.all(&files, &mut out);
    let status = batch.status;
    progress.finish();
    match result {
        Ok(status) => status,
        // A closed pipe (`sudoku solve big.txt | head`): the reader wanted no more.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => status,
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
            let failed = match open(path) {
                Ok((name, reader)) => match self.file(&name, reader, out) {
                    Ok(0) => {
                        // An empty input is most likely a mistake (the wrong file, a failed
                        // step before a pipe): said, and exit status 1.
                        self.bar
                            .suspend(|| eprintln!("sudoku: {name}: no puzzle in it"));
                        self.status = self.status.max(Status::PuzzleFailed);
                        None
                    }
                    Ok(_) => None,
                    Err(Failure::Read(e)) => Some(messages::unreadable(path, &e)),
                    Err(Failure::Write(e)) => return Err(e),
                },
                Err(e) => Some(messages::unreadable(path, &e)),
            };
            if let Some(message) = failed {
                self.bar.suspend(|| eprintln!("sudoku: {message}"));
                self.status = self.status.max(Status::UsageOrIo);
            }
        }
        out.flush()?;
        Ok(self.status)
    }

    /// Every puzzle of one input, batch by batch: while the puzzles of one batch are worked
    /// on and their lines rendered, in chunks, in parallel, the next batch is read; then the
    /// rendered chunks are written in order. On one thread, the same steps one after another.
    /// The number of items read (puzzles and malformed lines).
    fn file(
        &mut self,
        name: &str,
        reader: Box<dyn BufRead + Send>,
        out: &mut impl Write,
    ) -> Result<u64, Failure> {
        let mut reader = Reader::new(reader);
        let style = Style {
            task: self.task,
            name,
            csv: self.csv.then(|| csv_field(name)),
            bar: self.bar,
            done: AtomicU64::new(self.done),
        };
        let (batch, chunk) = (self.task.batch(), self.task.chunk());
        let mut items = Vec::with_capacity(batch);
        let mut next = Vec::with_capacity(batch);
        read_batch(&mut reader, &mut items, batch).map_err(Failure::Read)?;
        let mut read_items = 0;
        while !items.is_empty() {
            read_items += items.len() as u64;
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
            read.map_err(Failure::Read)?;
            std::mem::swap(&mut items, &mut next);
        }
        Ok(read_items)
    }
}

/// An item and the bytes of input read for it, for the progress bar.
struct Entry {
    item: Item,
    bytes: u64,
}

/// Reads up to `batch` items into `items` (emptied first).
fn read_batch<R: BufRead>(
    reader: &mut Reader<R>,
    items: &mut Vec<Entry>,
    batch: usize,
) -> io::Result<()> {
    items.clear();
    while items.len() < batch {
        let before = reader.consumed();
        match reader.next_item()? {
            Some(item) => items.push(Entry {
                item,
                bytes: reader.consumed() - before,
            }),
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
    /// Advanced by each chunk as it is done, on the thread that did it.
    bar: &'a ProgressBar,
    /// Puzzles done, for the bar's message.
    done: AtomicU64,
}

/// A chunk of items worked on and rendered: its output lines and its messages.
struct Rendered {
    lines: Vec<u8>,
    errors: String,
    puzzles: u64,
}

impl Style<'_> {
    fn render(&self, items: &[Entry]) -> Rendered {
        let mut r = Rendered {
            lines: Vec::with_capacity(items.len() * 96),
            errors: String::new(),
            puzzles: 0,
        };
        for entry in items {
            match &entry.item {
                Item::Puzzle(p) => {
                    let answer = self.task.run(&p.cells);
                    let csv = self.csv.as_deref().map(|file| (file, p.line));
                    // Writing into a Vec cannot fail.
                    let _ = self.task.write(&mut r.lines, csv, Some(&p.cells), &answer);
                    r.puzzles += 1;
                    if let Err(e) = answer {
                        let why = messages::failure(e, &p.cells);
                        r.errors += &format!("{}:{}: {why}\n", self.name, p.line);
                    }
                }
                Item::Malformed { line, reason } => {
                    // Its output line too, so that the outputs line up with the inputs.
                    let csv = self.csv.as_deref().map(|file| (file, *line));
                    let _ = self.task.write_failure(&mut r.lines, csv, Error::Parse);
                    r.errors += &format!("{}:{line}: {reason}\n", self.name);
                }
            }
        }
        let done = self.done.fetch_add(r.puzzles, Ordering::Relaxed) + r.puzzles;
        self.bar.inc(items.iter().map(|e| e.bytes).sum());
        self.bar.set_message(format!("{done} puzzles"));
        r
    }
}

/// The progress bar ([`progress`]): over the input's bytes when every input is a regular
/// file, a spinner otherwise (a pipe: the length is not known in advance).
fn start_progress(files: &[PathBuf], wanted: bool) -> progress::Progress {
    let mut total = Some(0);
    for path in files {
        total = match std::fs::metadata(path) {
            Ok(m) if path.as_os_str() != "-" && m.is_file() => total.map(|t| t + m.len()),
            _ => None,
        };
    }
    match total {
        Some(bytes) => progress::Progress::start(wanted, bytes, progress::Unit::Bytes),
        None => progress::Progress::start(wanted, 0, progress::Unit::Unknown),
    }
}
