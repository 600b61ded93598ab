//! `sudoku-bench --sizes`: the sized grids (4 × 4 to 25 × 25) against a plain dancing-links
//! solver (`dlx.rs`), in one process, alternating round by round, medians.
//!
//! No published set of 16 × 16 or 25 × 25 puzzles is used yet: the sets are made here, from
//! fixed seeds, by a simple generator (a random full grid from libsudoku's solver, then cells
//! emptied in random order while the puzzle keeps one solution, down to a target number of
//! clues), and rated by their clues. Both workloads: solve (libsudoku's row-major-first
//! solution; DLX's first solution found) and count solutions up to 2.

use std::hint::black_box;
use std::os::raw::{c_int, c_uint};
use std::time::{Duration, Instant};

use sudoku_core::sized::{self, Shape};

use crate::dlx::Dlx;

extern "C" {
    fn sudoku_solve_n(box_rows: c_int, box_cols: c_int, cells: *mut c_int) -> c_int;
    fn sudoku_count_solutions_n(
        box_rows: c_int,
        box_cols: c_int,
        cells: *const c_int,
        limit: c_uint,
        count: *mut c_uint,
    ) -> c_int;
}

/// The shortest timed sample: passes are repeated until libsudoku's takes this long.
const MIN_SAMPLE: Duration = Duration::from_millis(40);

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }
}

/// A random full grid: libsudoku's own random solution for a seed drawn from `rng` (a few
/// random digits completed by a bounded search would fail again and again on 25 × 25, where the
/// row-major-first search of a nearly empty grid runs out of any small budget).
fn full_grid(shape: Shape, rng: &mut Rng) -> Vec<u8> {
    let mut g = vec![0u8; shape.size() * shape.size()];
    sized::random_solution(shape, rng.next(), &mut g).expect("a random solution");
    g
}

/// A puzzle with one solution: cells of a random full grid emptied in random order while it
/// keeps one solution, until `target` clues are left or no cell can go.
fn puzzle(shape: Shape, rng: &mut Rng, target: usize) -> Vec<u8> {
    let mut g = full_grid(shape, rng);
    let mut order: Vec<usize> = (0..g.len()).collect();
    rng.shuffle(&mut order);
    let mut clues = g.len();
    for cell in order {
        if clues <= target {
            break;
        }
        let d = g[cell];
        g[cell] = 0;
        if sized::count_solutions(shape, &g, 2) == Ok(1) {
            clues -= 1;
        } else {
            g[cell] = d;
        }
    }
    g
}

struct Set {
    label: String,
    shape: Shape,
    puzzles: Vec<Vec<u8>>,
    ints: Vec<Vec<c_int>>,
    clues: f64,
}

impl Set {
    fn new(rows: usize, cols: usize, target: usize, count: usize, seed: u64) -> Set {
        let shape = Shape::new(rows, cols).expect("a good shape");
        let mut rng = Rng(seed);
        let puzzles: Vec<Vec<u8>> = (0..count)
            .map(|_| puzzle(shape, &mut rng, target))
            .collect();
        let clues = puzzles
            .iter()
            .map(|p| p.iter().filter(|&&d| d != 0).count())
            .sum::<usize>() as f64
            / count as f64;
        let n = shape.size();
        let aim = if target == 0 {
            "as few as the generator reaches".to_string()
        } else {
            format!("target {target}")
        };
        Set {
            label: format!("{n}x{n} (boxes {rows}x{cols}), clues {clues:.1} ({aim})"),
            shape,
            ints: puzzles
                .iter()
                .map(|p| p.iter().map(|&d| c_int::from(d)).collect())
                .collect(),
            puzzles,
            clues,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Work {
    Solve,
    Count,
}

fn pass(set: &Set, dlx: &mut Dlx, ours: bool, work: Work) -> u64 {
    let (r, c) = (set.shape.box_rows() as c_int, set.shape.box_cols() as c_int);
    let mut sum = 0u64;
    for (p, ints) in set.puzzles.iter().zip(&set.ints) {
        match (ours, work) {
            (true, Work::Solve) => {
                let mut g = ints.clone();
                // SAFETY: `g` holds N × N ints of this shape.
                let s = unsafe { sudoku_solve_n(r, c, g.as_mut_ptr()) };
                sum += s as u64 + g[0] as u64;
            }
            (true, Work::Count) => {
                let mut n: c_uint = 0;
                // SAFETY: `ints` holds N × N ints of this shape; `n` is a live counter.
                let s = unsafe { sudoku_count_solutions_n(r, c, ints.as_ptr(), 2, &mut n) };
                sum += s as u64 + u64::from(n);
            }
            (false, work) => {
                let mut g = black_box(p.clone());
                let limit = if work == Work::Solve { 1 } else { 2 };
                sum += u64::from(dlx.solve(&mut g, limit)) + u64::from(g[0]);
            }
        }
    }
    sum
}

/// Untimed: DLX and libsudoku count the same, and libsudoku's answer is DLX's when there is
/// one solution (every generated puzzle has one).
fn cross_check(set: &Set, dlx: &mut Dlx) {
    for p in &set.puzzles {
        let mut ours = p.clone();
        let status = sized::solve(set.shape, &mut ours);
        let mut theirs = p.clone();
        let n = dlx.solve(&mut theirs, 2);
        assert_eq!(n, 1, "{}: a generated puzzle has one solution", set.label);
        assert_eq!(status, Ok(()), "{}", set.label);
        assert_eq!(ours, theirs, "{}: libsudoku and DLX differ", set.label);
        assert_eq!(sized::count_solutions(set.shape, p, 2), Ok(1));
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// Runs the sized benchmark: `quick` for a smoke run (few puzzles, one round).
pub fn run(rounds: usize, quick: bool) {
    // (box rows, box cols, target clues (0: as few as possible), puzzles)
    let plan: &[(usize, usize, usize, usize)] = if quick {
        &[(2, 2, 0, 20), (2, 3, 0, 20), (4, 4, 140, 3), (5, 5, 430, 1)]
    } else {
        &[
            (2, 2, 0, 500),
            (2, 3, 0, 500),
            (3, 4, 0, 40),
            (4, 4, 150, 40),
            (4, 4, 130, 40),
            (4, 4, 115, 40),
            (5, 5, 430, 10),
            (5, 5, 400, 10),
        ]
    };
    let rounds = if quick { 1 } else { rounds };
    println!(
        "sudoku-bench --sizes: {rounds} round(s), medians; generated sets (fixed seeds){}",
        if quick {
            "; QUICK mode (a smoke run, figures not meaningful)"
        } else {
            ""
        }
    );
    let mut summary = Vec::new();
    for (i, &(rows, cols, target, count)) in plan.iter().enumerate() {
        let start = Instant::now();
        let set = Set::new(rows, cols, target, count, 0x5EED + i as u64);
        let made = start.elapsed();
        let mut dlx = Dlx::new(rows, cols);
        cross_check(&set, &mut dlx);
        let guesses: u64 = set
            .puzzles
            .iter()
            .map(|p| {
                let mut g = p.clone();
                sized::solve_bounded(set.shape, &mut g, u64::MAX).map_or(0, |r| r.guesses)
            })
            .sum();
        println!(
            "\n== {} ({} puzzles, made in {:.1} s)",
            set.label,
            set.puzzles.len(),
            made.as_secs_f64()
        );
        println!(
            "{:<6} {:<22} {:>12} {:>12} {:>9} {:>26}",
            "work", "solver", "puzzles/s", "us/puzzle", "guesses", "libsudoku speed-up over it"
        );
        for work in [Work::Solve, Work::Count] {
            let reps = if quick {
                1
            } else {
                let start = Instant::now();
                black_box(pass(&set, &mut dlx, true, work));
                let once = start.elapsed().max(Duration::from_micros(1));
                (MIN_SAMPLE.as_nanos() / once.as_nanos()).clamp(1, 1000) as u32
            };
            let mut times = [Vec::new(), Vec::new()];
            for round in 0..rounds {
                for k in 0..2 {
                    let ours = (k + round) % 2 == 0;
                    let start = Instant::now();
                    for _ in 0..reps {
                        black_box(pass(&set, &mut dlx, ours, work));
                    }
                    times[usize::from(!ours)].push(start.elapsed() / reps);
                }
            }
            let n = set.puzzles.len() as f64;
            let [ours, theirs] = times.map(|t| median(t).as_secs_f64() / n);
            let name = if work == Work::Solve {
                "solve"
            } else {
                "count"
            };
            for (label, t, g) in [
                (
                    "libsudoku (C ABI)",
                    ours,
                    (work == Work::Solve).then_some(guesses as f64 / n),
                ),
                ("DLX", theirs, None),
            ] {
                println!(
                    "{:<6} {:<22} {:>12.0} {:>12.2} {:>9} {:>25.2}x",
                    name,
                    label,
                    1.0 / t,
                    t * 1e6,
                    g.map_or("-".to_string(), |g| format!("{g:.2}")),
                    t / ours
                );
            }
            summary.push((set.label.clone(), name, ours * 1e6, theirs / ours));
        }
        let _ = set.clues;
    }
    println!("\n== libsudoku against DLX, same run (goal on 16x16: 10x)");
    println!(
        "{:<52} {:<6} {:>12} {:>10}",
        "set", "work", "us/puzzle", "over DLX"
    );
    for (label, work, us, ratio) in summary {
        println!("{label:<52} {work:<6} {us:>12.2} {ratio:>9.2}x");
    }
}
