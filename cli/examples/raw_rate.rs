//! The library's raw rate, for `bench/cli.sh`: what `sudoku solve` / `count` would do with no
//! reading, parsing or writing. Reads every puzzle of FILE first (one a line), then times the
//! library's `solve` or `count_solutions(2)` over all of them in one process, on THREADS
//! threads (rayon, as the command), best of ROUNDS passes. With ROUNDS 0 it only reads: timed
//! from outside, the difference between ROUNDS 1 and 0 is the library's work alone.
//!
//! Usage: `cargo run --release -p sudoku-cli --example raw_rate -- FILE solve|count THREADS [ROUNDS]`
//! Prints: `puzzles=N seconds=S rate=R` (puzzles per second of the best pass).

use std::hint::black_box;
use std::time::Instant;

use rayon::prelude::*;
use sudoku_core::Grid;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: raw_rate FILE solve|count THREADS [ROUNDS]";
    let (Some(file), Some(work), Some(threads)) = (args.first(), args.get(1), args.get(2)) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let threads: usize = threads.parse().expect("THREADS is a number");
    let rounds: usize = args
        .get(3)
        .map_or(3, |r| r.parse().expect("ROUNDS is a number"));
    let count = match work.as_str() {
        "solve" => false,
        "count" => true,
        _ => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    };
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    let puzzles: Vec<Grid> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.parse().unwrap_or_else(|e| panic!("{file}: {l:?}: {e}")))
        .collect();
    rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build_global()
        .expect("a thread pool");
    let one = |g: &Grid| -> u64 {
        if count {
            u64::from(g.count_solutions(2))
        } else {
            u64::from(g.solve().map_or(0, |s| s.cells()[0][0]))
        }
    };
    let mut best = f64::INFINITY;
    for _ in 0..rounds {
        let start = Instant::now();
        let sum: u64 = if threads == 1 {
            puzzles.iter().map(one).sum()
        } else {
            puzzles.par_iter().map(one).sum()
        };
        black_box(sum);
        best = best.min(start.elapsed().as_secs_f64());
    }
    let n = puzzles.len();
    if rounds > 0 {
        println!("puzzles={n} seconds={best:.4} rate={:.0}", n as f64 / best);
    }
}
