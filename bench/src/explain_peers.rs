//! libsudoku's rating against skfr and Sudoku Explainer, same puzzles, same run, one thread
//! (`sudoku-explain-bench`'s peer table; left out by `--quick` and `--no-peers`).
//!
//! - libsudoku: `explain::rate` on each puzzle in turn, in this process.
//! - skfr (`../shared/peers/skfr`, built by `bench/se/skfr.sh` into `build/skfr/`): one process
//!   over the same puzzles written to a file, `OMP_NUM_THREADS=1`. Both are timed in CPU
//!   seconds (user + system, from `/proc/self/stat`: this process's own for libsudoku, its
//!   waited-for children's for skfr, so skfr's start-up and file I/O are counted, nothing is
//!   subtracted); wall-clock ratios beside them.
//! - Sudoku Explainer 1.2.1 (`../shared/peers/se/rate.sh`, Java 17, one JVM over a sample
//!   file): its speed is the sum of the seconds SE prints for each puzzle (its own clock,
//!   the JVM's start-up left out, which favours SE); libsudoku is timed by the wall clock on
//!   the same sample.
//!
//! A peer that cannot run (no g++, no java, no peers folder) gives a "skipped: ..." cell.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use sudoku_core::{explain, Grid};

/// SE is stopped after this long on one sample (a hard puzzle can take minutes).
const SE_LIMIT: Duration = Duration::from_secs(900);

/// CPU seconds (user + system) of this process and of its waited-for children, from
/// `/proc/self/stat` (clock ticks of 1/100 s), or None off Linux.
pub fn cpu_seconds() -> Option<(f64, f64)> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after = stat.rsplit_once(") ")?.1;
    let f: Vec<f64> = after
        .split(' ')
        .skip(11)
        .take(4)
        .map(|v| v.parse().unwrap_or(0.0))
        .collect();
    if f.len() < 4 {
        return None;
    }
    Some(((f[0] + f[1]) / 100.0, (f[2] + f[3]) / 100.0))
}

/// A timing: puzzles done, CPU and wall seconds.
#[derive(Clone, Copy, Default)]
pub struct Timing {
    pub done: usize,
    pub cpu: f64,
    pub wall: f64,
}

/// libsudoku rating `puzzles` one after the other.
pub fn ours(puzzles: &[Grid]) -> Timing {
    let cpu0 = cpu_seconds().map_or(0.0, |c| c.0);
    let start = Instant::now();
    let done = puzzles.iter().filter(|p| explain::rate(p).is_ok()).count();
    let wall = start.elapsed().as_secs_f64();
    let cpu = cpu_seconds().map_or(wall, |c| c.0 - cpu0);
    Timing { done, cpu, wall }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn peers_dir() -> PathBuf {
    match std::env::var_os("SUDOKU_PEERS_DIR") {
        Some(d) => PathBuf::from(d),
        None => root().join("../shared/peers"),
    }
}

/// Writes `lines` to build/bench-explain/NAME.txt and returns the path.
fn write_set(name: &str, lines: &[String]) -> Result<PathBuf, String> {
    let dir = root().join("build/bench-explain");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let path = dir.join(format!("{}.txt", name.replace('.', "_")));
    let mut text = lines.join("\n");
    text.push('\n');
    std::fs::write(&path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(path)
}

/// Builds skfr (once) with bench/se/skfr.sh: its path, or why not.
pub fn build_skfr() -> Result<PathBuf, String> {
    let script = root().join("bench/se/skfr.sh");
    let out = Command::new("bash")
        .arg(&script)
        .env("SKFR_DIR", peers_dir().join("skfr"))
        .stderr(Stdio::piped())
        .output()
        .map_err(|e| format!("skipped: bash: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let last = err.lines().last().unwrap_or("build failed").to_owned();
        return Err(format!("skipped: {last}"));
    }
    Ok(PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
}

/// Puzzles rated in skfr's output (`PUZZLE ED=ER/EP/ED` lines).
pub fn skfr_rated(text: &str) -> usize {
    text.lines()
        .filter(|l| {
            l.split_once(" ED=")
                .is_some_and(|(p, r)| p.len() == 81 && r.split('/').count() == 3)
        })
        .count()
}

/// skfr, one thread, over `lines` (one process).
pub fn skfr(bin: &Path, name: &str, lines: &[String]) -> Result<Timing, String> {
    let path = write_set(&format!("skfr-{name}"), lines)?;
    let stem = path.with_extension("");
    let rat = PathBuf::from(format!("{}_rat.txt", stem.display()));
    let _ = std::fs::remove_file(&rat);
    let cpu0 = cpu_seconds().map_or(0.0, |c| c.1);
    let start = Instant::now();
    let status = Command::new(bin)
        .arg(format!("-i{}", stem.display()))
        .env("OMP_NUM_THREADS", "1")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map_err(|e| format!("skipped: {}: {e}", bin.display()))?;
    let wall = start.elapsed().as_secs_f64();
    let cpu = cpu_seconds().map_or(wall, |c| c.1 - cpu0);
    if !status.success() {
        return Err(format!("skipped: skfr failed ({status})"));
    }
    let done = skfr_rated(&std::fs::read_to_string(&rat).unwrap_or_default());
    Ok(Timing { done, cpu, wall })
}

/// SE's time of one puzzle as it prints it (`0.25s`, `1m 02.5s`, a bare number: seconds).
pub fn se_duration(field: &str) -> Option<f64> {
    let (mut total, mut number, mut any) = (0.0, String::new(), false);
    for c in field.trim().chars().chain(std::iter::once(' ')) {
        if c.is_ascii_digit() || c == '.' {
            number.push(c);
            continue;
        }
        let factor = match c {
            'h' => 3600.0,
            'm' => 60.0,
            's' | ' ' => 1.0,
            _ => return None,
        };
        if !number.is_empty() {
            total += number.parse::<f64>().ok()? * factor;
            number.clear();
            any = true;
        }
    }
    any.then_some(total)
}

/// The sum of the last column (SE's time per puzzle) of rate.sh's output, and its rows.
pub fn se_seconds(text: &str) -> (usize, f64) {
    let mut rows = 0;
    let mut sum = 0.0;
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        if f.len() >= 5 && f[0].len() == 81 {
            if let Some(s) = se_duration(f[f.len() - 1]) {
                rows += 1;
                sum += s;
            }
        }
    }
    (rows, sum)
}

/// SE over `lines` (one JVM): puzzles rated, SE's own seconds (their sum) and the process's
/// wall seconds (JVM start-up included).
pub fn se(name: &str, lines: &[String]) -> Result<Timing, String> {
    let script = peers_dir().join("se/rate.sh");
    if !script.exists() {
        return Err(format!("skipped: {} not found", script.display()));
    }
    let java = Command::new("java")
        .arg("-version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    if !java.is_ok_and(|s| s.success()) {
        return Err("skipped: java not installed".into());
    }
    let path = write_set(&format!("se-{name}"), lines)?;
    let out_path = path.with_extension("tsv");
    let out_file = std::fs::File::create(&out_path).map_err(|e| format!("skipped: {e}"))?;
    let start = Instant::now();
    let mut child = Command::new("bash")
        .arg(&script)
        .arg(&path)
        .stdout(out_file)
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("skipped: {e}"))?;
    let status = loop {
        if let Some(s) = child.try_wait().map_err(|e| format!("skipped: {e}"))? {
            break Some(s);
        }
        if start.elapsed() > SE_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let wall = start.elapsed().as_secs_f64();
    let (done, cpu) = se_seconds(&std::fs::read_to_string(&out_path).unwrap_or_default());
    match status {
        Some(s) if s.success() && done > 0 => Ok(Timing { done, cpu, wall }),
        Some(s) if s.success() => Err("skipped: SE printed no rating".into()),
        Some(s) => Err(format!("skipped: SE failed ({s})")),
        None => Err(format!(
            "skipped: SE stopped after {} s",
            SE_LIMIT.as_secs()
        )),
    }
}

/// `n` puzzles in `seconds` as a rate for the tables: no decimal from 100 a second, one below,
/// "-" for no time.
pub fn per_second(n: usize, seconds: f64) -> String {
    if seconds <= 0.0 {
        return "-".into();
    }
    let r = n as f64 / seconds;
    if r >= 100.0 {
        format!("{r:.0}")
    } else {
        format!("{r:.1}")
    }
}

/// A set of the peer table: its label, its puzzles, and SE's sample of them.
pub struct Set {
    pub label: String,
    pub lines: Vec<String>,
    pub se_sample: Vec<String>,
}

/// Prints the peer table, a row a set: libsudoku against skfr (CPU time), hints a second on
/// mid-solve grids (`hints`: puzzles hinted, seconds), libsudoku against SE on the sample.
pub fn table(sets: &[Set], hints: &dyn Fn(&[Grid]) -> (usize, f64)) {
    let skfr_bin = build_skfr();
    println!(
        "| set | puzzles | rated/s libsudoku (CPU) | rated/s skfr (CPU) | libsudoku / skfr (CPU; wall) | hints/s libsudoku (mid-solve) | SE sample | rated/s libsudoku on it (wall) | rated/s SE (its seconds; JVM wall) | libsudoku / SE |"
    );
    println!("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for set in sets {
        let puzzles: Vec<Grid> = set.lines.iter().filter_map(|l| l.parse().ok()).collect();
        let o = ours(&puzzles);
        let (skfr_rate, skfr_ratio) = match skfr_bin
            .as_ref()
            .map_err(Clone::clone)
            .and_then(|b| skfr(b, &set.label, &set.lines))
        {
            Ok(t) => (
                format!("{} ({} rated)", per_second(t.done, t.cpu), t.done),
                format!(
                    "{:.2}; {:.2}",
                    (o.done as f64 / o.cpu) / (t.done as f64 / t.cpu),
                    (o.done as f64 / o.wall) / (t.done as f64 / t.wall)
                ),
            ),
            Err(e) => (e, "-".into()),
        };
        let (h, h_s) = hints(&puzzles);
        let (se_cells, se_ratio) = if set.se_sample.is_empty() {
            (
                ["-".to_owned(), "-".to_owned()],
                "skipped: --se 0".to_owned(),
            )
        } else {
            let sample: Vec<Grid> = set
                .se_sample
                .iter()
                .filter_map(|l| l.parse().ok())
                .collect();
            let mine = ours(&sample);
            let mine_cell = per_second(mine.done, mine.wall);
            match se(&set.label, &set.se_sample) {
                Ok(t) => (
                    [
                        mine_cell,
                        format!(
                            "{}; {} ({} rated)",
                            per_second(t.done, t.cpu),
                            per_second(t.done, t.wall),
                            t.done
                        ),
                    ],
                    format!(
                        "{:.0}x",
                        (mine.done as f64 / mine.wall) / (t.done as f64 / t.cpu)
                    ),
                ),
                Err(e) => ([mine_cell, e], "-".into()),
            }
        };
        println!(
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            set.label,
            puzzles.len(),
            per_second(o.done, o.cpu),
            skfr_rate,
            skfr_ratio,
            per_second(h, h_s),
            set.se_sample.len(),
            se_cells[0],
            se_cells[1],
            se_ratio
        );
    }
    println!(
        "\nOne thread each. libsudoku: explain::rate in this process; skfr: one process over the \
         same puzzles (OMP_NUM_THREADS=1), CPU time user + system of the whole process, start-up \
         and file I/O included; hints: explain::hint (what sudoku_hint calls) on each puzzle's \
         grid half solved along its path. SE 1.2.1: one JVM over the sample, its speed from the \
         seconds it prints for each puzzle (JVM start-up left out), the process's wall time \
         beside it; libsudoku / SE uses SE's own seconds.\n"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skfr_output_is_counted() {
        let p = "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....";
        let text = format!("{p} ED=2.6/1.2/1.2\n{p} ED=7.2/1.2/1.2\nsummary\n{p}\n");
        assert_eq!(skfr_rated(&text), 2);
    }

    #[test]
    fn se_seconds_are_summed() {
        let p = "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....";
        let text = format!("{p}\t2.6\t1.2\t1.2\t0.25s\n{p}\t6.6\t1.2\t1.2\t1m 1.5s\nnoise\n");
        let (n, s) = se_seconds(&text);
        assert_eq!(n, 2);
        assert!((s - 61.75).abs() < 1e-9, "{s}");
        assert_eq!(se_duration("2.5"), Some(2.5));
        assert_eq!(se_duration("1h"), Some(3600.0));
        assert_eq!(se_duration("timeout"), None);
    }

    #[test]
    fn cpu_time_grows_with_work() {
        let Some((a, _)) = cpu_seconds() else { return };
        let t = Instant::now();
        let mut x = 0u64;
        let mut b = a;
        // Busy until this process's CPU time moves (at most 20 s of wall time, however loaded).
        while b <= a && t.elapsed() < Duration::from_secs(20) {
            for _ in 0..1_000_000 {
                x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
            }
            b = cpu_seconds().expect("read before").0;
        }
        assert!(b > a, "CPU time did not move: {a} -> {b}");
    }
}
