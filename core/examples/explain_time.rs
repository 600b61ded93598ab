//! Times the explainer's rating on a puzzle file (a development aid; the benchmark proper is
//! `make bench-explain`). Usage: `cargo run --release -p sudoku-core --example explain_time FILE [N]`.
use std::time::Instant;
use sudoku_core::{explain, Grid};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).expect("a puzzle file");
    let n: usize = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let puzzles: Vec<Grid> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.trim().parse().ok())
        .take(n)
        .collect();
    let start = Instant::now();
    let mut forcing = 0;
    let mut failed = 0;
    // Time by the hardest technique's family: no chain (up to 5.6), chains (6.6 to 7.x), forcing.
    let mut by_kind = [(0usize, 0f64); 3];
    for p in &puzzles {
        let t = Instant::now();
        let r = explain::rate(p);
        let dt = t.elapsed().as_secs_f64();
        match r {
            Ok(r) => {
                forcing += usize::from(r.uses_forcing_chains());
                let k = if r.uses_forcing_chains() {
                    2
                } else if r.hardest.is_chain() {
                    1
                } else {
                    0
                };
                by_kind[k].0 += 1;
                by_kind[k].1 += dt;
            }
            Err(_) => failed += 1,
        }
    }
    for (name, (n, t)) in ["no chain", "chains", "forcing"].iter().zip(by_kind) {
        println!(
            "{name}: {n} puzzles, {:.1} us/puzzle",
            t * 1e6 / n.max(1) as f64
        );
    }
    let t = start.elapsed();
    println!(
        "{} puzzles, {forcing} with forcing chains, {failed} not rated, {:.1} us/puzzle",
        puzzles.len(),
        t.as_secs_f64() * 1e6 / puzzles.len() as f64
    );
}
