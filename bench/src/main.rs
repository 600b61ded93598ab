//! libsudoku against its peers, in one process, alternating solver by solver in every round.
//!
//! For every puzzle set in `../shared/data` (or `$SUDOKU_DATA_DIR`), in a fixed shuffled
//! order, and for both workloads (solve = first solution, count = count solutions up to 2):
//! - libsudoku through the C ABI (`sudoku_solve`, `sudoku_count_solutions(grid, 2, &n)`,
//!   declared below as `extern "C"` functions and linked from the library),
//! - libsudoku through the Rust API (`sudoku_core::solve`, `Grid::count_solutions`),
//! - the `sudoku` crate 0.8 (`some_solution`, `solutions_count_up_to(2)`),
//! - textbook backtracking, first solution only, on a capped number of puzzles: a plain scan
//!   version and a bitmask version, both in `textbook.rs`.
//!
//! It prints puzzles per second, microseconds per puzzle (medians over rounds), guesses per
//! puzzle where known, and the speed-up of libsudoku (C ABI) against each peer.
//!
//! Usage: `sudoku-bench [--quick] [--rounds N] [--textbook-cap N] [--sets a,b,...]`.

mod textbook;

use std::hint::black_box;
use std::os::raw::{c_int, c_uint};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use sudoku_core::Grid;

// The library's exports, called as a C program calls them. Linking the `sudoku` crate (our
// C library's Rust side) provides the symbols.
use sudoku as _;
extern "C" {
    fn sudoku_solve(grid: *mut [c_int; 9]) -> c_int;
    fn sudoku_count_solutions(grid: *mut [c_int; 9], limit: c_uint, count: *mut c_uint) -> c_int;
}

/// The shortest timed sample: passes over a set are repeated until libsudoku's takes this long.
const MIN_SAMPLE: Duration = Duration::from_millis(40);

/// The textbook solvers' work budget per puzzle (recursive calls), outside quick mode.
const TEXTBOOK_BUDGET: u64 = 10_000_000;

/// The seed of the fixed shuffle.
const SEED: u64 = 0x9e37_79b9_7f4a_7c15;

const SETS: [&str; 5] = [
    "unbiased_1000.txt",
    "17_clue.txt",
    "top1465.txt",
    "hardest_1106.txt",
    "serg_benchmark.txt",
];

/// tdoku's speed over the `sudoku` crate in the same process (`../shared/ANCHORS.md`, "Same
/// process, same puzzles"), as (solve, count to 2). tdoku is not run here.
fn tdoku_ratio(set: &str) -> Option<(f64, f64)> {
    Some(match set {
        "unbiased_1000" => (0.88, 0.95),
        "17_clue" => (0.87, 0.96),
        "top1465" => (1.39, 1.58),
        "hardest_1106" => (1.18, 1.87),
        "serg_benchmark" => (1.15, 1.14),
        _ => return None,
    })
}

/// The goal ratios over the `sudoku` crate (solve, count), from the issue.
fn goal_ratio(set: &str) -> Option<(f64, f64)> {
    Some(match set {
        "unbiased_1000" | "17_clue" => (0.9, 1.0),
        "top1465" => (1.4, 1.6),
        "hardest_1106" => (1.2, 1.9),
        _ => return None,
    })
}

struct Options {
    quick: bool,
    rounds: usize,
    textbook_cap: usize,
    /// Puzzles per set (all when `None`).
    max_puzzles: Option<usize>,
    sets: Vec<String>,
}

fn options() -> Options {
    let mut o = Options {
        quick: false,
        rounds: 7,
        textbook_cap: 20,
        max_puzzles: None,
        sets: SETS.iter().map(|s| s.to_string()).collect(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut value = |name: &str| {
            args.next()
                .unwrap_or_else(|| die(&format!("{name} needs a value")))
        };
        match a.as_str() {
            "--quick" => {
                o.quick = true;
                o.rounds = 2;
                o.textbook_cap = 2;
                o.max_puzzles = Some(50);
            }
            "--rounds" => o.rounds = parse_count(&value("--rounds")).max(1),
            "--textbook-cap" => o.textbook_cap = parse_count(&value("--textbook-cap")),
            "--sets" => {
                o.sets = value("--sets")
                    .split(',')
                    .map(|s| {
                        if s.ends_with(".txt") {
                            s.to_string()
                        } else {
                            format!("{s}.txt")
                        }
                    })
                    .collect()
            }
            "-h" | "--help" => {
                println!(
                    "usage: sudoku-bench [--quick] [--rounds N] [--textbook-cap N] [--sets a,b]"
                );
                std::process::exit(0);
            }
            _ => die(&format!("unknown argument {a:?} (try --help)")),
        }
    }
    o
}

fn parse_count(s: &str) -> usize {
    s.parse()
        .unwrap_or_else(|_| die(&format!("not a number: {s:?}")))
}

fn die(msg: &str) -> ! {
    eprintln!("sudoku-bench: {msg}");
    std::process::exit(2);
}

fn data_dir() -> PathBuf {
    match std::env::var_os("SUDOKU_DATA_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/data"),
    }
}

/// The puzzles of one file: 81 cells a line, `.` or `0` for empty, `#` comments, LF or CRLF.
fn load(path: &std::path::Path) -> Option<Vec<[u8; 81]>> {
    let text = std::fs::read_to_string(path).ok()?;
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim_end();
        if line.starts_with('#') || line.len() != 81 {
            continue;
        }
        let mut cells = [0u8; 81];
        let ok = line.bytes().zip(cells.iter_mut()).all(|(b, c)| {
            *c = match b {
                b'1'..=b'9' => b - b'0',
                b'.' | b'0' => 0,
                _ => return false,
            };
            true
        });
        if ok {
            out.push(cells);
        }
    }
    Some(out)
}

/// Built-in puzzles for a smoke run when the data folder is missing.
const BUILT_IN: [&str; 3] = [
    "3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..",
    ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7...",
    "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....",
];

/// A fixed shuffle (xorshift64*, Fisher-Yates): the same order on every run.
fn shuffle<T>(v: &mut [T], seed: u64) {
    let mut x = seed | 1;
    for i in (1..v.len()).rev() {
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        let r = x.wrapping_mul(0x2545_f491_4f6c_dd1d);
        v.swap(i, (r % (i as u64 + 1)) as usize);
    }
}

fn to_int(p: &[u8; 81]) -> [[c_int; 9]; 9] {
    let mut g = [[0; 9]; 9];
    for (i, &d) in p.iter().enumerate() {
        g[i / 9][i % 9] = c_int::from(d);
    }
    g
}

fn to_cells(p: &[u8; 81]) -> sudoku_core::Cells {
    let mut g = [[0u8; 9]; 9];
    for (i, &d) in p.iter().enumerate() {
        g[i / 9][i % 9] = d;
    }
    g
}

/// One set, prepared in every solver's own input format (outside the timed loops).
struct Set {
    name: String,
    puzzles: Vec<[u8; 81]>,
    ints: Vec<[[c_int; 9]; 9]>,
    cells: Vec<sudoku_core::Cells>,
    crate_sudokus: Vec<sudoku_crate::Sudoku>,
}

impl Set {
    fn new(name: &str, mut puzzles: Vec<[u8; 81]>, max: Option<usize>) -> Set {
        shuffle(&mut puzzles, SEED);
        if let Some(max) = max {
            puzzles.truncate(max);
        }
        Set {
            name: name.trim_end_matches(".txt").to_string(),
            ints: puzzles.iter().map(to_int).collect(),
            cells: puzzles.iter().map(to_cells).collect(),
            crate_sudokus: puzzles
                .iter()
                .map(|p| sudoku_crate::Sudoku::from_bytes(*p).expect("a legal puzzle"))
                .collect(),
            puzzles,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Workload {
    Solve,
    Count,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Solver {
    CAbi,
    RustApi,
    Crate,
}

const SOLVERS: [Solver; 3] = [Solver::CAbi, Solver::RustApi, Solver::Crate];

impl Solver {
    fn name(self) -> &'static str {
        match self {
            Solver::CAbi => "libsudoku (C ABI)",
            Solver::RustApi => "libsudoku (Rust API)",
            Solver::Crate => "sudoku crate 0.8",
        }
    }
}

/// One pass of `solver` over the whole set; returns a checksum so nothing is optimised away.
fn pass(set: &Set, solver: Solver, work: Workload) -> u64 {
    let mut sum = 0u64;
    match (solver, work) {
        (Solver::CAbi, Workload::Solve) => {
            for g in &set.ints {
                let mut grid = *g;
                // SAFETY: `grid` is a live, exclusively borrowed int[9][9].
                let status = unsafe { sudoku_solve(grid.as_mut_ptr()) };
                sum += status as u64 + grid[0][0] as u64;
            }
        }
        (Solver::CAbi, Workload::Count) => {
            for g in &set.ints {
                let mut grid = *g;
                let mut n: c_uint = 0;
                // SAFETY: `grid` is a live int[9][9]; `n` a live unsigned int.
                let status = unsafe { sudoku_count_solutions(grid.as_mut_ptr(), 2, &mut n) };
                sum += status as u64 + u64::from(n);
            }
        }
        (Solver::RustApi, Workload::Solve) => {
            for c in &set.cells {
                if let Ok(s) = sudoku_core::solve(black_box(c)) {
                    sum += u64::from(s[0][0]);
                }
            }
        }
        (Solver::RustApi, Workload::Count) => {
            for c in &set.cells {
                sum += u64::from(sudoku_core::count_solutions(black_box(c), 2).unwrap_or(9));
            }
        }
        (Solver::Crate, Workload::Solve) => {
            for s in &set.crate_sudokus {
                if let Some(sol) = black_box(*s).some_solution() {
                    sum += u64::from(sol.to_bytes()[0]);
                }
            }
        }
        (Solver::Crate, Workload::Count) => {
            for s in &set.crate_sudokus {
                sum += black_box(*s).solutions_count_up_to(2) as u64;
            }
        }
    }
    sum
}

/// Checks, untimed, that the solvers agree before they are timed: the C ABI and the Rust API
/// give the same first solution, and every solver counts the same solutions.
fn cross_check(set: &Set) {
    for (i, p) in set.puzzles.iter().enumerate() {
        let mut grid = set.ints[i];
        // SAFETY: a live int[9][9].
        let status = unsafe { sudoku_solve(grid.as_mut_ptr()) };
        let rust = sudoku_core::solve(&set.cells[i]);
        match rust {
            Ok(s) => {
                assert_eq!(status, 0, "{}: C ABI status", set.name);
                let c: Vec<u8> = grid.iter().flatten().map(|&d| d as u8).collect();
                let r: Vec<u8> = s.iter().flatten().copied().collect();
                assert_eq!(c, r, "{}: C ABI and Rust API differ", set.name);
            }
            Err(_) => assert_ne!(status, 0),
        }
        let ours = sudoku_core::count_solutions(&set.cells[i], 2).expect("legal");
        let theirs = set.crate_sudokus[i].solutions_count_up_to(2) as u32;
        assert_eq!(ours, theirs, "{}: counts differ on {:?}", set.name, p);
    }
}

/// Average guesses per puzzle of libsudoku for a workload.
fn guesses(set: &Set, work: Workload) -> f64 {
    let total: u64 = set
        .cells
        .iter()
        .map(|c| {
            let g = Grid::new(*c).expect("legal");
            match work {
                Workload::Solve => g.solve_bounded(u64::MAX).guesses,
                Workload::Count => g.count_solutions_stats(2).1,
            }
        })
        .sum();
    total as f64 / set.cells.len() as f64
}

/// Puzzles per second, with decimals where the rate is small.
fn rate(r: f64) -> String {
    if r >= 100.0 {
        format!("{r:.0}")
    } else {
        format!("{r:.2}")
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

/// What one solver measured on one set and workload.
struct Measure {
    label: String,
    /// Seconds per puzzle.
    per_puzzle: f64,
    guesses: Option<f64>,
    /// The rate is an upper bound (some puzzles were cut off by the textbook's work budget).
    at_most: bool,
}

/// Textbook backtracking on the first `cap` puzzles (one pass: it is slow), each with a work
/// budget; a puzzle cut off by it counts with the time it took, so the rate is an upper bound.
fn textbook_measure(set: &Set, cap: usize, budget: u64, bitmask: bool) -> Option<Measure> {
    let n = cap.min(set.puzzles.len());
    if n == 0 {
        return None;
    }
    let mut cut = false;
    let start = Instant::now();
    for p in &set.puzzles[..n] {
        let done = if bitmask {
            textbook::solve_bitmask(black_box(p), budget)
        } else {
            textbook::solve_scan(black_box(p), budget)
        };
        match done {
            Some(s) => {
                black_box(s);
            }
            None => cut = true,
        }
    }
    let t = start.elapsed().as_secs_f64();
    Some(Measure {
        label: format!(
            "textbook, {} ({n} puzzles)",
            if bitmask { "bitmask" } else { "scan" }
        ),
        per_puzzle: t / n as f64,
        guesses: None,
        at_most: cut,
    })
}

fn main() {
    let o = options();
    let dir = data_dir();
    let mut sets = Vec::new();
    for name in &o.sets {
        match load(&dir.join(name)) {
            Some(p) if !p.is_empty() => sets.push(Set::new(name, p, o.max_puzzles)),
            _ => eprintln!(
                "SKIPPED: puzzle set {} not readable; put the shared data beside the repository \
                 or set SUDOKU_DATA_DIR",
                dir.join(name).display()
            ),
        }
    }
    if sets.is_empty() {
        if !o.quick {
            die("no puzzle set found: nothing to benchmark");
        }
        eprintln!("sudoku-bench: smoke run on the built-in puzzles");
        let p = BUILT_IN
            .iter()
            .map(|s| {
                let g: Grid = s.parse().expect("built-in puzzle");
                g.flat()
            })
            .collect();
        sets.push(Set::new("built-in", p, None));
    }
    println!(
        "sudoku-bench: {} round(s), medians; puzzles in a fixed shuffled order{}",
        o.rounds,
        if o.quick {
            "; QUICK mode (a smoke run, figures not meaningful)"
        } else {
            ""
        }
    );
    let budget = if o.quick { 200_000 } else { TEXTBOOK_BUDGET };
    let mut summary = Vec::new();
    for set in &sets {
        cross_check(set);
        println!("\n== {} ({} puzzles)", set.name, set.puzzles.len());
        for work in [Workload::Solve, Workload::Count] {
            // Short passes are at the mercy of the machine's other work: repeat each one until
            // libsudoku's takes at least `MIN_SAMPLE` (one untimed pass warms up and measures).
            let reps = if o.quick {
                1
            } else {
                let start = Instant::now();
                black_box(pass(set, Solver::CAbi, work));
                let once = start.elapsed().max(Duration::from_micros(1));
                (MIN_SAMPLE.as_nanos() / once.as_nanos()).clamp(1, 1000) as u32
            };
            let mut times: Vec<Vec<Duration>> = vec![Vec::new(); SOLVERS.len()];
            for round in 0..o.rounds {
                // Alternate: each round starts with a different solver.
                for k in 0..SOLVERS.len() {
                    let i = (k + round) % SOLVERS.len();
                    let start = Instant::now();
                    for _ in 0..reps {
                        black_box(pass(set, SOLVERS[i], work));
                    }
                    times[i].push(start.elapsed() / reps);
                }
            }
            let n = set.puzzles.len();
            let mut rows: Vec<Measure> = SOLVERS
                .iter()
                .zip(times)
                .map(|(&s, t)| Measure {
                    label: s.name().to_string(),
                    per_puzzle: median(t).as_secs_f64() / n as f64,
                    guesses: (s != Solver::Crate).then(|| guesses(set, work)),
                    at_most: false,
                })
                .collect();
            if work == Workload::Solve && o.textbook_cap > 0 {
                for bitmask in [false, true] {
                    rows.extend(textbook_measure(set, o.textbook_cap, budget, bitmask));
                }
            }
            let ours = rows[0].per_puzzle;
            println!(
                "{:<6} {:<36} {:>12} {:>12} {:>9} {:>22}",
                format!("{work:?}").to_lowercase(),
                "solver",
                "puzzles/s",
                "us/puzzle",
                "guesses",
                "C ABI speed-up over it"
            );
            for m in &rows {
                let bound = if m.at_most { "<=" } else { "" };
                let up = if m.at_most { ">=" } else { "" };
                println!(
                    "{:<6} {:<36} {:>12} {:>12.2} {:>9} {:>22}",
                    "",
                    m.label,
                    format!("{bound}{}", rate(1.0 / m.per_puzzle)),
                    m.per_puzzle * 1e6,
                    m.guesses.map_or("-".to_string(), |g| format!("{g:.2}")),
                    format!("{up}{:.2}x", m.per_puzzle / ours),
                );
            }
            summary.push((
                set.name.clone(),
                work,
                rows[2].per_puzzle / rows[0].per_puzzle,
                rows[2].per_puzzle / rows[1].per_puzzle,
            ));
        }
    }
    println!("\n== libsudoku over the sudoku crate, same run (tdoku's ratio from ANCHORS.md; goal from the issue)");
    println!(
        "{:<16} {:<6} {:>10} {:>10} {:>12} {:>8}",
        "set", "work", "C ABI", "Rust API", "tdoku/crate", "goal"
    );
    for (name, work, c, r) in summary {
        let pick = |x: Option<(f64, f64)>| {
            x.map_or("-".to_string(), |(s, k)| {
                format!("{:.2}", if work == Workload::Solve { s } else { k })
            })
        };
        println!(
            "{:<16} {:<6} {:>9.2}x {:>9.2}x {:>12} {:>8}",
            name,
            format!("{work:?}").to_lowercase(),
            c,
            r,
            pick(tdoku_ratio(&name)),
            pick(goal_ratio(&name)),
        );
    }
}
