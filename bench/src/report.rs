//! The markdown reports at the end of a run: the summary of every set and workload, with the
//! machine, date and compilers, and the goals, met or not.

use std::process::Command;

use crate::{lookup, tdoku, Options, Set, Solver, Timed, GOALS, WORKLOADS};

/// The first line of a command's output, if it runs.
fn command_line(program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    Some(text.lines().next()?.trim().to_string())
}

/// The processor's name as lscpu gives it, and the CPUs this process may use.
fn machine() -> String {
    let model = Command::new("lscpu")
        .output()
        .ok()
        .and_then(|o| {
            String::from_utf8_lossy(&o.stdout)
                .lines()
                .find_map(|l| l.strip_prefix("Model name:").map(|m| m.trim().to_string()))
        })
        .unwrap_or_else(|| "unknown processor".to_string());
    let cpus = std::thread::available_parallelism().map_or(0, |n| n.get());
    format!("{model}, {cpus} CPUs")
}

/// Microseconds per puzzle, or `-` when not timed.
fn micros(t: Option<f64>) -> String {
    t.map_or("-".to_string(), |t| format!("{:.2}", t * 1e6))
}

/// A ratio of times, or `-` when either is missing.
fn ratio(theirs: Option<f64>, ours: Option<f64>) -> String {
    match (theirs, ours) {
        (Some(t), Some(o)) => format!("{:.2}", t / o),
        _ => "-".to_string(),
    }
}

/// The markdown summary: libsudoku (C ABI), tdoku and the crate on every set and workload.
pub(crate) fn print_summary(sets: &[Set], timed: &[Timed], o: &Options) {
    println!("\n== Summary (markdown)\n");
    println!(
        "Measured {} on {}; {}; tdoku {}. {} round(s), alternating, medians{}. \
         solve: libsudoku's `sudoku_solve` (the first solution in row-major order), tdoku's \
         limit 1 and the crate's `some_solution` (any one solution); any: libsudoku's \
         `sudoku_solve_any` against the same peers' times; count: solutions up to 2. \
         Ratios: the peer's time over libsudoku's (above 1: libsudoku is faster).\n",
        command_line("date", &["-u", "+%Y-%m-%d %H:%M UTC"])
            .unwrap_or_else(|| "(date unknown)".to_string()),
        machine(),
        env!("BENCH_RUSTC"),
        tdoku::build_info(),
        o.rounds,
        if o.quick { ", QUICK mode" } else { "" },
    );
    println!(
        "libsudoku: the C functions on the {} engine; beside it, the same calls on the portable \
         engine.\n",
        sudoku::engine::engine_name()
    );
    println!(
        "| set | work | libsudoku µs | portable µs | tdoku µs | `sudoku` crate µs | tdoku / libsudoku | tdoku / portable | crate / libsudoku |"
    );
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|");
    for set in sets {
        for work in WORKLOADS {
            let get = |s| lookup(timed, &set.name, work, s);
            let (ours, portable) = (get(Solver::CAbi), get(Solver::CAbiPortable));
            println!(
                "| {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                set.name,
                work.name(),
                micros(ours),
                micros(portable),
                micros(get(Solver::Tdoku)),
                micros(get(Solver::Crate)),
                ratio(get(Solver::Tdoku), ours),
                ratio(get(Solver::Tdoku), portable),
                ratio(get(Solver::Crate), ours),
            );
        }
    }
}

/// The goals, set by set: the ratio, and whether it is met.
pub(crate) fn print_goals(sets: &[Set], timed: &[Timed], o: &Options) {
    println!(
        "\n== Goals (the peer's time over libsudoku's; met at the goal or above){}\n",
        if o.quick {
            ": QUICK mode, not meaningful"
        } else {
            ""
        }
    );
    let names: Vec<&str> = sets.iter().map(|s| s.name.as_str()).collect();
    println!("| goal | {} |", names.join(" | "));
    println!("|---|{}", "---:|".repeat(names.len()));
    for g in &GOALS {
        let cells: Vec<String> = sets
            .iter()
            .map(|set| {
                let ours = lookup(timed, &set.name, g.work, Solver::CAbi);
                let theirs = lookup(timed, &set.name, g.peer_work, g.peer);
                match (ours, theirs) {
                    (Some(o), Some(t)) => {
                        let r = t / o;
                        let verdict = if r >= g.min { "met" } else { "**not met**" };
                        format!("{r:.2} ({verdict})")
                    }
                    _ => "- (not run)".to_string(),
                }
            })
            .collect();
        println!("| {} ({:.1}x) | {} |", g.what, g.min, cells.join(" | "));
    }
}
