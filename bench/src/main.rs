//! libsudoku against its peers, in one process, alternating solver by solver in every round.
//!
//! For every puzzle set in `../shared/data` (or `$SUDOKU_DATA_DIR`), in a fixed shuffled
//! order, and for each workload (solve: one solution, for libsudoku the row-major-first; any:
//! libsudoku's any one solution, against the peers' one solution; count: count solutions up to
//! 2):
//! - libsudoku through the C ABI (`sudoku_solve`, `sudoku_solve_any`,
//!   `sudoku_count_solutions(grid, 2, &n)`, declared below as `extern "C"` functions and linked
//!   from the library),
//! - libsudoku through the Rust API (`sudoku_core::solve`, `solve_any`, `count_solutions`),
//! - tdoku, when `build.rs` found its sources (`TdokuSolverDpllTriadSimd` with limit 1, any
//!   one solution, for solve; limit 2 for count),
//! - the `sudoku` crate 0.8 (`some_solution`, `solutions_count_up_to(2)`),
//! - textbook backtracking, first solution only, on a capped number of puzzles: a plain scan
//!   version and a bitmask version, both in `textbook.rs`.
//!
//! Before timing, every answer is checked untimed: the C ABI and the Rust API give the same
//! first solution, every solver counts the same solutions up to 2, and tdoku's limit-1 answer
//! is a solution that keeps the givens.
//!
//! Per set it prints puzzles per second, microseconds per puzzle (medians over rounds),
//! guesses per puzzle where known, and the speed-up of libsudoku (C ABI) against each peer;
//! at the end, a markdown summary (libsudoku, tdoku and the crate on every set and workload,
//! with the machine, date and compilers) and the goals, met or not.
//!
//! Usage: `sudoku-bench [--quick] [--rounds N] [--textbook-cap N] [--sets a,b,...]`; with
//! `--generate`, the generator's comparison instead (`generate.rs`); with `--sizes [--quick]
//! [--rounds N]`, the other sizes (4 × 4 to 25 × 25) against a plain dancing-links solver
//! (`sizes.rs`).

mod dlx;
mod generate;
mod report;
mod sizes;
mod tdoku;
mod textbook;

use std::hint::black_box;
use std::os::raw::{c_int, c_uint};
use std::path::PathBuf;
use std::time::{Duration, Instant};

use sudoku::engine::Engine;
use sudoku_core::Grid;
use tdoku::Tdoku;

// The library's exports, called as a C program calls them. Linking the `sudoku` crate (our
// C library's Rust side) provides the symbols.
use sudoku as _;
extern "C" {
    fn sudoku_solve(grid: *mut [c_int; 9]) -> c_int;
    fn sudoku_solve_any(grid: *mut [c_int; 9]) -> c_int;
    fn sudoku_count_solutions(grid: *mut [c_int; 9], limit: c_uint, count: *mut c_uint) -> c_int;
}

/// The engine the library was built with (for the guesses of `sudoku_solve_any`).
#[cfg(not(feature = "small"))]
const ENGINE: sudoku_core::engines::Engine = sudoku_core::engines::Engine::Fast;
#[cfg(feature = "small")]
const ENGINE: sudoku_core::engines::Engine = sudoku_core::engines::Engine::Compact;

/// The shortest timed sample: passes over a set are repeated until libsudoku's takes this long.
const MIN_SAMPLE: Duration = Duration::from_millis(40);

/// The textbook solvers' work budget per puzzle (recursive calls), outside quick mode.
const TEXTBOOK_BUDGET: u64 = 10_000_000;

/// The seed of the fixed shuffle.
const SEED: u64 = 0x9e37_79b9_7f4a_7c15;

/// Every set of `../shared/data`.
const SETS: [&str; 6] = [
    "unbiased_1000.txt",
    "17_clue.txt",
    "top1465.txt",
    "hardest_1106.txt",
    "serg_benchmark.txt",
    "forum_hardest_train.txt",
];

/// What the solvers are asked. A new workload is a variant here, its entry in [`WORKLOADS`],
/// its calls in [`pass`] and [`guesses`], and its goals in [`GOALS`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Workload {
    /// libsudoku's `sudoku_solve` (the first solution in row-major order); tdoku and the crate
    /// find any one solution.
    Solve,
    /// libsudoku's `sudoku_solve_any` (any one solution). The peers' one-solution times are
    /// those of [`Workload::Solve`], timed once: only libsudoku runs this workload.
    Any,
    /// Every solver counts solutions up to 2.
    Count,
}

/// The workloads, in the order they are run and reported.
pub(crate) const WORKLOADS: [Workload; 3] = [Workload::Solve, Workload::Any, Workload::Count];

impl Workload {
    fn name(self) -> &'static str {
        match self {
            Workload::Solve => "solve",
            Workload::Any => "any",
            Workload::Count => "count",
        }
    }

    /// tdoku's limit for the same question: 1 finds any one solution, 2 counts to 2.
    fn tdoku_limit(self) -> usize {
        match self {
            Workload::Solve | Workload::Any => 1,
            Workload::Count => 2,
        }
    }

    /// The workload whose timing of `solver` stands for this one's: the peers answer `Any` as
    /// they answer `Solve` (any one solution), and are timed once.
    fn timed_as(self, solver: Solver) -> Workload {
        match (self, solver) {
            (Workload::Any, Solver::Tdoku | Solver::Crate) => Workload::Solve,
            _ => self,
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Solver {
    /// The C functions on the engine the library picks (AVX2 where the processor has it).
    CAbi,
    /// The same calls on the portable engine (`sudoku::engine::use_engine`).
    CAbiPortable,
    RustApi,
    Tdoku,
    Crate,
}

/// The solvers timed against each other, in the order of the tables.
const SOLVERS: [Solver; 5] = [
    Solver::CAbi,
    Solver::CAbiPortable,
    Solver::RustApi,
    Solver::Tdoku,
    Solver::Crate,
];

impl Solver {
    fn name(self, work: Workload) -> String {
        match self {
            Solver::CAbi => format!("libsudoku (C ABI, {})", sudoku::engine::engine_name()),
            Solver::CAbiPortable => "libsudoku (C ABI, portable)".to_string(),
            Solver::RustApi => "libsudoku (Rust API)".to_string(),
            Solver::Tdoku => format!("tdoku (limit {})", work.tdoku_limit()),
            Solver::Crate => "sudoku crate 0.8".to_string(),
        }
    }
}

/// A goal: libsudoku's (C ABI) `work` at least `min` times as fast as `peer` doing `peer_work`
/// (the peer's time over libsudoku's), on every set.
pub(crate) struct Goal {
    what: &'static str,
    work: Workload,
    peer: Solver,
    peer_work: Workload,
    min: f64,
}

/// The goals (`sudoku_solve_any` against tdoku: at least 1.0x, the aim 1.2x; the engine the
/// library picks never slower than the portable one).
pub(crate) const GOALS: [Goal; 8] = [
    Goal {
        what: "`sudoku_solve_any` at least tdoku's limit 1",
        work: Workload::Any,
        peer: Solver::Tdoku,
        peer_work: Workload::Solve,
        min: 1.0,
    },
    Goal {
        what: "`sudoku_solve_any` at the aim over tdoku's limit 1",
        work: Workload::Any,
        peer: Solver::Tdoku,
        peer_work: Workload::Solve,
        min: 1.2,
    },
    Goal {
        what: "count to 2 at least 1.2x tdoku's",
        work: Workload::Count,
        peer: Solver::Tdoku,
        peer_work: Workload::Count,
        min: 1.2,
    },
    Goal {
        what: "`sudoku_solve` at least the crate's `some_solution`",
        work: Workload::Solve,
        peer: Solver::Crate,
        peer_work: Workload::Solve,
        min: 1.0,
    },
    Goal {
        what: "`sudoku_solve` never slower than the count to 2",
        work: Workload::Solve,
        peer: Solver::CAbi,
        peer_work: Workload::Count,
        min: 1.0,
    },
    Goal {
        what: "solve at least the portable engine's",
        work: Workload::Solve,
        peer: Solver::CAbiPortable,
        peer_work: Workload::Solve,
        min: 1.0,
    },
    Goal {
        what: "any at least the portable engine's",
        work: Workload::Any,
        peer: Solver::CAbiPortable,
        peer_work: Workload::Any,
        min: 1.0,
    },
    Goal {
        what: "count at least the portable engine's",
        work: Workload::Count,
        peer: Solver::CAbiPortable,
        peer_work: Workload::Count,
        min: 1.0,
    },
];

pub(crate) struct Options {
    quick: bool,
    /// The other sizes (`sizes.rs`) instead of the 9 × 9 sets.
    sizes: bool,
    rounds: usize,
    textbook_cap: usize,
    /// Puzzles per set (all when `None`).
    max_puzzles: Option<usize>,
    sets: Vec<String>,
    /// Only the generator's comparison (`--generate`).
    generate_only: bool,
}

fn options() -> Options {
    let mut o = Options {
        quick: false,
        sizes: false,
        rounds: 5,
        textbook_cap: 20,
        max_puzzles: None,
        sets: SETS.iter().map(|s| s.to_string()).collect(),
        generate_only: false,
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
            "--generate" => o.generate_only = true,
            "--sizes" => o.sizes = true,
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
                    "usage: sudoku-bench [--quick] [--rounds N] [--textbook-cap N] [--sets a,b] \
                     [--generate]\n       sudoku-bench --sizes [--quick] [--rounds N]"
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
pub(crate) struct Set {
    name: String,
    puzzles: Vec<[u8; 81]>,
    ints: Vec<[[c_int; 9]; 9]>,
    cells: Vec<sudoku_core::Cells>,
    crate_sudokus: Vec<sudoku_crate::Sudoku>,
    /// tdoku's inputs; `None` when a puzzle cannot be given to tdoku (a full grid).
    tdoku: Option<Vec<tdoku::Input>>,
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
            tdoku: puzzles.iter().map(tdoku::Input::new).collect(),
            puzzles,
        }
    }

    /// The solvers that run on this set: tdoku only when it was built and takes every puzzle.
    fn solvers(&self) -> Vec<Solver> {
        SOLVERS
            .into_iter()
            .filter(|&s| s != Solver::Tdoku || (self.tdoku.is_some() && Tdoku::get().is_some()))
            .collect()
    }
}

/// One pass of `solver` over the whole set; returns a checksum so nothing is optimised away.
fn pass(set: &Set, solver: Solver, work: Workload) -> u64 {
    let mut sum = 0u64;
    match (solver, work) {
        (Solver::CAbi, _) => sum = c_pass(set, work),
        (Solver::CAbiPortable, _) => {
            sudoku::engine::use_engine(Engine::Portable);
            sum = c_pass(set, work);
            sudoku::engine::use_engine(Engine::Auto);
        }
        (Solver::RustApi, Workload::Solve) => {
            for c in &set.cells {
                if let Ok(s) = sudoku_core::solve(black_box(c)) {
                    sum += u64::from(s[0][0]);
                }
            }
        }
        (Solver::RustApi, Workload::Any) => {
            for c in &set.cells {
                if let Ok(s) = sudoku_core::solve_any(black_box(c)) {
                    sum += u64::from(s[0][0]);
                }
            }
        }
        (Solver::RustApi, Workload::Count) => {
            for c in &set.cells {
                sum += u64::from(sudoku_core::count_solutions(black_box(c), 2).unwrap_or(9));
            }
        }
        (Solver::Tdoku, _) => {
            // The access is taken once per pass, outside the per-puzzle calls.
            if let (Some(inputs), Some(mut t)) = (&set.tdoku, Tdoku::get()) {
                let limit = work.tdoku_limit();
                let mut solution = [0u8; 81];
                for input in inputs {
                    let found = t.solve(black_box(input), limit, &mut solution);
                    sum += found.solutions as u64 + u64::from(solution[0]);
                }
            }
        }
        (Solver::Crate, Workload::Solve | Workload::Any) => {
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

/// One pass of the C functions over the set, on the engine the library uses now.
fn c_pass(set: &Set, work: Workload) -> u64 {
    let mut sum = 0u64;
    for g in &set.ints {
        let mut grid = *g;
        let (status, value) = match work {
            // SAFETY: `grid` is a live, exclusively borrowed int[9][9].
            Workload::Solve => (unsafe { sudoku_solve(grid.as_mut_ptr()) }, grid[0][0]),
            // SAFETY: as above.
            Workload::Any => (unsafe { sudoku_solve_any(grid.as_mut_ptr()) }, grid[0][0]),
            Workload::Count => {
                let mut n: c_uint = 0;
                // SAFETY: `grid` is a live int[9][9]; `n` a live unsigned int.
                let status = unsafe { sudoku_count_solutions(grid.as_mut_ptr(), 2, &mut n) };
                (status, n as c_int)
            }
        };
        sum += status as u64 + value as u64;
    }
    sum
}

/// The C functions' answers on one puzzle with the engine the library uses now: the solve's
/// status and grid, the any-solution's, and the count to 2.
fn c_answers(g: &[[c_int; 9]; 9]) -> (c_int, [[c_int; 9]; 9], c_int, [[c_int; 9]; 9], c_uint) {
    let (mut solve, mut any, mut count) = (*g, *g, *g);
    let mut n: c_uint = 0;
    // SAFETY: each grid is a live, exclusively borrowed int[9][9]; `n` a live unsigned int.
    let answers = unsafe {
        (
            sudoku_solve(solve.as_mut_ptr()),
            sudoku_solve_any(any.as_mut_ptr()),
            sudoku_count_solutions(count.as_mut_ptr(), 2, &mut n),
        )
    };
    (answers.0, solve, answers.1, any, n)
}

/// Checks, untimed, that the solvers agree before they are timed: the C functions give the
/// same answers on the library's engine and on the portable one, the C ABI and the Rust API
/// give the same first solution, every solver counts the same solutions up to 2, and tdoku's
/// limit-1 answer is a solution that keeps the givens. Returns tdoku's guesses per puzzle at
/// limits 1 and 2, when it ran.
fn cross_check(set: &Set) -> Option<[f64; 2]> {
    let mut counts = Vec::with_capacity(set.puzzles.len());
    for (i, p) in set.puzzles.iter().enumerate() {
        let picked = c_answers(&set.ints[i]);
        sudoku::engine::use_engine(Engine::Portable);
        let portable = c_answers(&set.ints[i]);
        sudoku::engine::use_engine(Engine::Auto);
        assert_eq!(
            picked, portable,
            "{}: the engines differ on {p:?}",
            set.name
        );
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
        let mut any = set.ints[i];
        // SAFETY: a live int[9][9].
        let any_status = unsafe { sudoku_solve_any(any.as_mut_ptr()) };
        let ours = sudoku_core::count_solutions(&set.cells[i], 2).expect("legal");
        assert_eq!(any_status != 0, ours == 0, "{}: sudoku_solve_any", set.name);
        if ours > 0 {
            let digits: Vec<u8> = any.iter().flatten().map(|&d| d as u8).collect();
            let digits: [u8; 81] = digits.try_into().expect("81 cells");
            assert!(
                sudoku_testkit::is_solution_of(p, &digits),
                "{}: sudoku_solve_any's answer does not solve {p:?}",
                set.name
            );
            let rust = sudoku_core::solve_any(&set.cells[i]).ok();
            assert_eq!(
                rust,
                Some(to_cells(&digits)),
                "{}: solve_any, C and Rust",
                set.name
            );
        }
        let theirs = set.crate_sudokus[i].solutions_count_up_to(2) as u32;
        assert_eq!(ours, theirs, "{}: counts differ on {:?}", set.name, p);
        counts.push(ours as usize);
    }
    let (inputs, mut t) = (set.tdoku.as_ref()?, Tdoku::get()?);
    let mut guesses = [0usize; 2];
    let mut solution = [0u8; 81];
    for ((p, input), &ours) in set.puzzles.iter().zip(inputs).zip(&counts) {
        let count = t.solve(input, 2, &mut solution);
        assert_eq!(
            count.solutions, ours,
            "{}: tdoku counts differ on {p:?}",
            set.name
        );
        let any = t.solve(input, 1, &mut solution);
        assert_eq!(any.solutions, ours.min(1), "{}: tdoku on {p:?}", set.name);
        if ours > 0 {
            let digits = solution.map(|c| c.wrapping_sub(b'0'));
            assert!(
                sudoku_testkit::is_solution_of(p, &digits),
                "{}: tdoku's answer {digits:?} does not solve {p:?}",
                set.name
            );
        }
        guesses[0] += any.guesses;
        guesses[1] += count.guesses;
    }
    let n = set.puzzles.len() as f64;
    Some(guesses.map(|g| g as f64 / n))
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
                Workload::Any => sudoku_core::engines::any(ENGINE, &g, u64::MAX).guesses,
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

/// A timed solver's median on one set and workload, kept for the summary and the goals.
pub(crate) struct Timed {
    set: String,
    work: Workload,
    solver: Solver,
    /// Seconds per puzzle.
    per_puzzle: f64,
}

/// The median time per puzzle of `solver` on `set` doing `work`, when it was timed.
pub(crate) fn lookup(timed: &[Timed], set: &str, work: Workload, solver: Solver) -> Option<f64> {
    timed
        .iter()
        .find(|t| t.set == set && t.work == work && t.solver == solver)
        .map(|t| t.per_puzzle)
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

/// Times every solver of `set` on every workload, all in the same rounds, alternating (each
/// round starts with a different pair), so that every ratio in a set, peers and workloads
/// alike, compares times taken side by side (a peer once for the workloads it answers alike:
/// [`Workload::timed_as`]). Returns the median per puzzle of every workload and solver.
fn time_solvers(set: &Set, solvers: &[Solver], o: &Options) -> Vec<(Workload, Solver, f64)> {
    let pairs: Vec<(Workload, Solver)> = WORKLOADS
        .into_iter()
        .flat_map(|w| solvers.iter().map(move |&s| (w, s)))
        .filter(|&(w, s)| w.timed_as(s) == w)
        .collect();
    // Short passes are at the mercy of the machine's other work: repeat each one until
    // libsudoku's takes at least `MIN_SAMPLE` (one untimed pass warms up and measures).
    let reps: Vec<u32> = WORKLOADS
        .iter()
        .map(|&work| {
            if o.quick {
                return 1;
            }
            let start = Instant::now();
            black_box(pass(set, Solver::CAbi, work));
            let once = start.elapsed().max(Duration::from_micros(1));
            (MIN_SAMPLE.as_nanos() / once.as_nanos()).clamp(1, 1000) as u32
        })
        .collect();
    let mut times: Vec<Vec<Duration>> = vec![Vec::new(); pairs.len()];
    for round in 0..o.rounds {
        for k in 0..pairs.len() {
            let i = (k + round) % pairs.len();
            let (work, solver) = pairs[i];
            let w = WORKLOADS.iter().position(|&x| x == work).unwrap_or(0);
            let reps = reps[w];
            let start = Instant::now();
            for _ in 0..reps {
                black_box(pass(set, solver, work));
            }
            times[i].push(start.elapsed() / reps);
        }
    }
    let n = set.puzzles.len() as f64;
    let medians: Vec<f64> = times
        .into_iter()
        .map(|t| median(t).as_secs_f64() / n)
        .collect();
    let of = |work: Workload, solver: Solver| {
        let i = pairs
            .iter()
            .position(|&p| p == (work.timed_as(solver), solver));
        i.map_or(f64::NAN, |i| medians[i])
    };
    WORKLOADS
        .into_iter()
        .flat_map(|w| solvers.iter().map(move |&s| (w, s)))
        .map(|(w, s)| (w, s, of(w, s)))
        .collect()
}

fn main() {
    let o = options();
    if o.sizes {
        sizes::run(o.rounds, o.quick);
        return;
    }
    if o.generate_only {
        generate::run(o.quick, o.rounds);
        return;
    }
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
    println!("tdoku: {}", tdoku::build_info());
    let budget = if o.quick { 200_000 } else { TEXTBOOK_BUDGET };
    let mut timed = Vec::new();
    for set in &sets {
        let tdoku_guesses = cross_check(set);
        let solvers = set.solvers();
        println!("\n== {} ({} puzzles)", set.name, set.puzzles.len());
        if set.tdoku.is_none() && Tdoku::get().is_some() {
            println!("(tdoku left out: the set holds a full grid, which tdoku does not take)");
        }
        let medians = time_solvers(set, &solvers, &o);
        for work in WORKLOADS {
            let ours_guesses = guesses(set, work);
            let mut rows: Vec<Measure> = Vec::new();
            let of_work = medians.iter().filter(|&&(w, _, _)| w == work);
            for &(_, solver, per_puzzle) in of_work {
                timed.push(Timed {
                    set: set.name.clone(),
                    work,
                    solver,
                    per_puzzle,
                });
                rows.push(Measure {
                    label: solver.name(work),
                    per_puzzle,
                    guesses: match solver {
                        Solver::CAbi | Solver::CAbiPortable | Solver::RustApi => Some(ours_guesses),
                        Solver::Tdoku => {
                            tdoku_guesses.and_then(|g| g.get(work.tdoku_limit() - 1).copied())
                        }
                        Solver::Crate => None,
                    },
                    at_most: false,
                });
            }
            if work == Workload::Solve && o.textbook_cap > 0 {
                for bitmask in [false, true] {
                    rows.extend(textbook_measure(set, o.textbook_cap, budget, bitmask));
                }
            }
            let ours = rows[0].per_puzzle;
            println!(
                "{:<6} {:<36} {:>12} {:>12} {:>9} {:>22}",
                work.name(),
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
        }
    }
    report::print_summary(&sets, &timed, &o);
    report::print_goals(&sets, &timed, &o);
}
