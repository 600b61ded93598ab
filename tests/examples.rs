//! The examples and the header, built and run as users build and run them.
//!
//! The C programs are compiled with gcc and clang as C99 and C11, the C++ program with g++
//! and clang++ as C++11 and C++17, all under `-Wall -Wextra -Wpedantic -Werror`, linked
//! statically (`libsudoku.a`) and dynamically (`-lsudoku`), then run, and their output is
//! compared exactly. `tests/header_check.c` compiles the header alone in each language
//! standard and passes a plain `int grid[9][9]` to every function. The Python example runs
//! against `libsudoku.so`.
//!
//! These tests need the built C library: `$SUDOKU_LIB_DIR` (the Makefile sets it), else
//! `target/release`. They fail, with a message saying so, when it is missing or older than
//! the sources: they never skip.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use sudoku_testkit::built::lib_dir;
use sudoku_testkit::known::{FOUR_SOLUTIONS, TEXTBOOK};
use sudoku_testkit::process::{self, text};

const STRICT: [&str; 4] = ["-Wall", "-Wextra", "-Wpedantic", "-Werror"];

/// What `examples/textbook.cpp` prints: the textbook program's nine lines.
const TEXTBOOK_LINES: &str = "\
3 1 6 5 7 8 4 9 2
5 2 9 1 3 4 7 6 8
4 8 7 6 2 9 5 3 1
2 6 3 4 1 5 9 8 7
9 7 4 8 6 3 1 2 5
8 5 1 7 9 2 6 4 3
1 3 8 9 4 7 2 5 6
6 9 2 3 5 1 8 7 4
7 4 5 2 8 6 3 1 9
";

/// What `examples/textbook.c` prints: the boxed layout.
const TEXTBOOK_BOXED: &str = "\
3 1 6  | 5 7 8  | 4 9 2
5 2 9  | 1 3 4  | 7 6 8
4 8 7  | 6 2 9  | 5 3 1
-------+--------+------
2 6 3  | 4 1 5  | 9 8 7
9 7 4  | 8 6 3  | 1 2 5
8 5 1  | 7 9 2  | 6 4 3
-------+--------+------
1 3 8  | 9 4 7  | 2 5 6
6 9 2  | 3 5 1  | 8 7 4
7 4 5  | 2 8 6  | 3 1 9
";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A fresh folder for this test's binaries.
fn out_dir(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("examples")
        .join(name);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

#[derive(Clone, Copy, Debug)]
enum Link {
    /// `libsudoku.a` on the command line, and no other library.
    Static,
    /// `-L<dir> -lsudoku -Wl,-rpath,<dir>`.
    Shared,
}

/// Compiles `source` (relative to the repository, or absolute) into `out` with the strict flags; C++
/// compilers read it as C++ whatever its extension.
fn compile(compiler: &str, std: &str, source: &str, link: Link, out: &Path) {
    let lib = lib_dir();
    let mut cmd = Command::new(compiler);
    if compiler.ends_with("++") {
        cmd.args(["-x", "c++"]);
    }
    cmd.arg(format!("-std={std}"))
        .args(STRICT)
        .arg("-I")
        .arg(root().join("include"))
        .arg(root().join(source));
    if compiler.ends_with("++") {
        cmd.args(["-x", "none"]); // what follows is a library, not C++ source
    }
    match link {
        Link::Static => {
            cmd.arg(lib.join("libsudoku.a"));
        }
        Link::Shared => {
            cmd.arg("-L").arg(&lib).arg("-lsudoku");
            cmd.arg(format!("-Wl,-rpath,{}", lib.display()));
        }
    }
    cmd.arg("-o").arg(out);
    let output = cmd.output().unwrap_or_else(|e| {
        panic!("cannot run {compiler} ({e}): scripts/install-deps.sh installs it")
    });
    assert!(
        output.status.success(),
        "{compiler} -std={std} {source} ({link:?}) failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        output.stderr.is_empty(),
        "{compiler} -std={std} {source} printed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Runs `cmd` with `stdin` as its standard input. Without cargo's `LD_LIBRARY_PATH` (unless
/// `cmd` sets its own), which names `target/debug`, where a stale debug `libsudoku.so` may lie,
/// and would win over the run path the dynamically linked programs were built with.
fn run(cmd: &mut Command, stdin: &[u8]) -> Output {
    if !cmd.get_envs().any(|(k, _)| k == "LD_LIBRARY_PATH") {
        cmd.env_remove("LD_LIBRARY_PATH");
    }
    process::run(cmd, stdin)
}

/// Runs `bin` with no input and expects `stdout` exactly, an empty standard error, exit 0.
fn assert_prints(bin: &Path, stdout: &str) {
    let out = run(&mut Command::new(bin), b"");
    assert_eq!(text(&out.stderr), "", "{}: standard error", bin.display());
    assert_eq!(
        text(&out.stdout),
        stdout,
        "{}: standard output",
        bin.display()
    );
    assert!(out.status.success(), "{}: {}", bin.display(), out.status);
}

/// Every combination of `compilers`, `stds` and both links, each built and checked by `check`.
fn each_build(compilers: &[&str], stds: &[&str], source: &str, name: &str, check: impl Fn(&Path)) {
    let dir = out_dir(name);
    for compiler in compilers {
        for std in stds {
            for link in [Link::Static, Link::Shared] {
                let bin = dir.join(format!("{name}-{compiler}-{std}-{link:?}"));
                compile(compiler, std, source, link, &bin);
                check(&bin);
            }
        }
    }
}

#[test]
fn textbook_c_prints_the_boxed_solution() {
    each_build(
        &["gcc", "clang"],
        &["c99", "c11"],
        "examples/textbook.c",
        "textbook_c",
        |bin| assert_prints(bin, TEXTBOOK_BOXED),
    );
}

#[test]
fn textbook_cpp_prints_the_textbook_lines() {
    each_build(
        &["g++", "clang++"],
        &["c++11", "c++17"],
        "examples/textbook.cpp",
        "textbook_cpp",
        |bin| assert_prints(bin, TEXTBOOK_LINES),
    );
}

#[test]
fn header_alone_in_every_standard() {
    let check = |bin: &Path| assert_prints(bin, "header ok\n");
    each_build(
        &["gcc", "clang"],
        &["c99", "c11"],
        "tests/header_check.c",
        "header_c",
        check,
    );
    each_build(
        &["g++", "clang++"],
        &["c++11", "c++17"],
        "tests/header_check.c",
        "header_cpp",
        check,
    );
}

#[test]
fn shared_link_needs_the_shared_library_at_run_time() {
    // No rpath: the program finds libsudoku.so through LD_LIBRARY_PATH, and only so.
    let lib = lib_dir();
    let bin = out_dir("no_rpath").join("textbook");
    let mut cmd = Command::new("gcc");
    cmd.arg("-std=c99")
        .args(STRICT)
        .arg("-I")
        .arg(root().join("include"))
        .arg(root().join("examples/textbook.c"))
        .arg("-L")
        .arg(&lib)
        .arg("-lsudoku")
        .arg("-o")
        .arg(&bin);
    let out = cmd.output().expect("gcc runs");
    assert!(out.status.success(), "{}", text(&out.stderr));

    let with = run(Command::new(&bin).env("LD_LIBRARY_PATH", &lib), b"");
    assert_eq!(text(&with.stdout), TEXTBOOK_BOXED);
    assert!(with.status.success());

    let without = run(Command::new(&bin).env_remove("LD_LIBRARY_PATH"), b"");
    assert!(!without.status.success(), "ran without libsudoku.so");
    assert!(
        text(&without.stderr).contains("libsudoku.so"),
        "the loader names the missing library: {}",
        text(&without.stderr)
    );
}

#[test]
fn static_link_with_the_libraries_cargo_lists() {
    // The list of `cargo rustc --release -p sudoku-clib --crate-type staticlib -- --print
    // native-static-libs` on Linux: docs/packaging.md's portable link line.
    let bin = out_dir("native_libs").join("textbook");
    let out = Command::new("gcc")
        .arg("-std=c99")
        .args(STRICT)
        .arg("-I")
        .arg(root().join("include"))
        .arg(root().join("examples/textbook.c"))
        .arg(lib_dir().join("libsudoku.a"))
        .args(["-lc", "-lm", "-lrt", "-lpthread"])
        .arg("-o")
        .arg(&bin)
        .output()
        .expect("gcc runs");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_prints(&bin, TEXTBOOK_BOXED);
}

/// The summary of `examples/solve_file.c` without its last line (the time, which varies);
/// checks that the last line is a time.
fn summary_without_time(stdout: &str) -> String {
    let (head, last) = stdout
        .trim_end_matches('\n')
        .rsplit_once('\n')
        .expect("a summary of several lines");
    let seconds = last
        .strip_prefix("time:          ")
        .and_then(|t| t.split(' ').next())
        .and_then(|t| t.parse::<f64>().ok());
    assert!(
        seconds.is_some_and(|s| s >= 0.0),
        "the last line is a time: {last:?}"
    );
    format!("{head}\n")
}

const PUZZLES_TXT_SUMMARY: &str = "\
puzzles:       4
solved:        4 (each answer checked: complete, valid, givens kept)
no solution:   0
rejected:      0 (values out of range or givens in conflict)
wrong answers: 0
unreadable:    0 lines
";

/// A file as they come: CRLF line ends, comments, blank lines, zeros for empty cells, and
/// lines the solver must report (by line number) rather than solve.
fn messy_input() -> Vec<u8> {
    let lines = [
        /* 1 */ "# a comment".to_string(),
        /* 2 */ TEXTBOOK.to_string(),
        /* 3 */ String::new(),
        /* 4 */ FOUR_SOLUTIONS.to_string(),
        /* 5 */ "   ".to_string(),
        /* 6 */ "# legal givens, no solution:".to_string(),
        /* 7 */ format!("12345678.........9{}", ".".repeat(63)),
        /* 8: two 3s in row 1 */ format!("3.65.84.3{}", &TEXTBOOK[9..]),
        /* 9: 80 cells */ TEXTBOOK[..80].to_string(),
        /* 10: a stray character */ format!("{}x{}", &TEXTBOOK[..40], &TEXTBOOK[41..]),
        /* 11: far too long */ ".".repeat(2000),
        /* 12 */ TEXTBOOK.replace('.', "0"),
    ];
    let mut input = lines.join("\r\n").into_bytes();
    input.extend_from_slice(b"\r\n");
    input
}

const MESSY_SUMMARY: &str = "\
puzzles:       5
solved:        3 (each answer checked: complete, valid, givens kept)
no solution:   1
rejected:      1 (values out of range or givens in conflict)
wrong answers: 0
unreadable:    3 lines
";

fn messy_errors(name: &str) -> String {
    format!(
        "{name}:9: the text is not 81 cells of 1-9, 0 or '.'\n\
         {name}:10: the text is not 81 cells of 1-9, 0 or '.'\n\
         {name}:11: line too long for a puzzle\n\
         {name}:7: the puzzle has no solution\n\
         {name}:8: a digit is given twice in a row, column or box\n"
    )
}

#[test]
fn solve_file_solves_and_checks_every_puzzle() {
    let sample = root().join("examples/puzzles.txt");
    let messy = out_dir("solve_file").join("messy.txt");
    std::fs::write(&messy, messy_input()).expect("write the messy sample");
    let messy_name = messy.to_str().expect("a UTF-8 path");
    each_build(
        &["gcc", "clang"],
        &["c99", "c11"],
        "examples/solve_file.c",
        "solve_file",
        |bin| {
            // The sample of the repository, as a file and on standard input.
            for (args, input) in [
                (vec![sample.as_os_str()], Vec::new()),
                (
                    vec![],
                    std::fs::read(&sample).expect("examples/puzzles.txt"),
                ),
            ] {
                let out = run(Command::new(bin).args(args), &input);
                assert_eq!(text(&out.stderr), "");
                assert_eq!(summary_without_time(text(&out.stdout)), PUZZLES_TXT_SUMMARY);
                assert_eq!(out.status.code(), Some(0));
            }
            // The messy file: every problem reported with its line, exit status 1.
            for (args, input, name) in [
                (vec![messy.as_os_str()], Vec::new(), messy_name),
                (vec!["-".as_ref()], messy_input(), "<stdin>"),
            ] {
                let out = run(Command::new(bin).args(args), &input);
                assert_eq!(text(&out.stderr), messy_errors(name));
                assert_eq!(summary_without_time(text(&out.stdout)), MESSY_SUMMARY);
                assert_eq!(out.status.code(), Some(1));
            }
            // Usage and I/O errors: exit status 2.
            let out = run(Command::new(bin).arg("-x"), b"");
            assert!(text(&out.stderr).starts_with("usage: "));
            assert_eq!(out.status.code(), Some(2));
            let out = run(Command::new(bin).arg(sample.with_extension("missing")), b"");
            assert!(text(&out.stderr).contains("puzzles.missing"));
            assert_eq!(out.status.code(), Some(2));
        },
    );
}

#[test]
fn readme_c_example_prints_the_nine_lines() {
    let readme = std::fs::read_to_string(root().join("README.md")).expect("README.md");
    let start = readme.find("```c\n").expect("a C example in README.md") + "```c\n".len();
    let len = readme[start..]
        .find("```")
        .expect("the end of the C example");
    let source = out_dir("readme").join("app.c");
    std::fs::write(&source, &readme[start..start + len]).expect("write app.c");
    each_build(
        &["gcc", "clang"],
        &["c99", "c11"],
        source.to_str().expect("a UTF-8 path"),
        "readme",
        |bin| assert_prints(bin, TEXTBOOK_LINES),
    );
}

/// `python3 examples/solve.py ARGS` against the built library.
fn python(args: &[&str], env: &[(&str, &Path)]) -> Output {
    let mut cmd = Command::new("python3");
    cmd.arg(root().join("examples/solve.py"))
        .args(args)
        .env_remove("SUDOKU_LIB")
        .env("SUDOKU_LIB_DIR", lib_dir());
    for (k, v) in env {
        cmd.env(k, v);
    }
    run(&mut cmd, b"")
}

#[test]
fn python_example_solves_through_ctypes() {
    let out = python(&[], &[]);
    assert_eq!(text(&out.stderr), "");
    assert_eq!(text(&out.stdout), TEXTBOOK_LINES);
    assert!(out.status.success());

    // SUDOKU_LIB names the file itself.
    let so = lib_dir().join("libsudoku.so");
    let out = python(&[], &[("SUDOKU_LIB", &so)]);
    assert_eq!(text(&out.stdout), TEXTBOOK_LINES);

    let out = python(&[FOUR_SOLUTIONS], &[]);
    assert_eq!(
        text(&out.stdout),
        "3 5 1 2 7 4 8 9 6\n6 4 9 1 3 8 5 2 7\n2 8 7 6 9 5 1 4 3\n1 2 8 4 6 3 9 7 5\n\
         9 6 4 7 5 1 3 8 2\n5 7 3 9 8 2 6 1 4\n4 9 2 5 1 6 7 3 8\n7 3 6 8 2 9 4 5 1\n\
         8 1 5 3 4 7 2 6 9\n(one of several solutions: the first in row-major order)\n"
    );
    assert!(out.status.success());

    // Bad input: the library's message, exit status 1, nothing on standard output.
    let out = python(&["12"], &[]);
    assert_eq!(text(&out.stdout), "");
    assert_eq!(
        text(&out.stderr),
        "the text is not 81 cells of 1-9, 0 or '.'\n"
    );
    assert_eq!(out.status.code(), Some(1));
    let conflict = format!("11{}", ".".repeat(79));
    let out = python(&[&conflict], &[]);
    assert_eq!(
        text(&out.stderr),
        "a digit is given twice in a row, column or box\n"
    );
    assert_eq!(out.status.code(), Some(1));

    // No library: exit status 2 and what to do.
    let out = python(
        &[],
        &[("SUDOKU_LIB", Path::new("/nonexistent/libsudoku.so"))],
    );
    assert!(text(&out.stderr).contains("cargo build --release"));
    assert_eq!(out.status.code(), Some(2));
}

/// What `examples/generate.c` prints for seed 0: the golden puzzle `any 0` of
/// `tests/golden/generate.txt`, boxed, its rating, then as a line, then its solution.
const GENERATE_SEED_0: &str = "\
seed 0, level any, symmetry none: 25 givens\n\
. . 8 | . . 2 | 1 . 6\n\
6 3 . | 4 . . | . . .\n\
1 . 5 | . . . | . . .\n\
------+-------+------\n\
. . . | 3 . . | . . .\n\
. . . | . 1 . | 9 3 .\n\
. . 1 | 2 . . | . 8 5\n\
------+-------+------\n\
. 4 . | 7 . 3 | . 2 .\n\
. 8 . | . . . | . 5 9\n\
7 . . | . . . | . . .\n\
rating: 5.6 (fiendish), hardest step: BUG type 1\n\
puzzle:   ..8..21.663.4.....1.5.........3.........1.93...12...85.4.7.3.2..8.....597........\n\
solution: 498532176637481592125976348964358217852617934371249685546793821283164759719825463\n";

#[test]
fn generate_c_prints_the_puzzle_of_a_seed() {
    let golden = std::fs::read_to_string(root().join("tests/golden/generate.txt"))
        .expect("tests/golden/generate.txt");
    let pinned = |name: &str| {
        golden
            .lines()
            .find_map(|l| l.strip_prefix(name))
            .expect("a golden line")
            .to_string()
    };
    assert!(GENERATE_SEED_0.contains(&format!("puzzle:   {}\n", pinned("any 0 "))));
    each_build(
        &["gcc", "clang"],
        &["c99", "c11"],
        "examples/generate.c",
        "generate_c",
        |bin| {
            let out = run(Command::new(bin).arg("0"), b"");
            assert_eq!(text(&out.stderr), "");
            assert_eq!(text(&out.stdout), GENERATE_SEED_0);
            assert!(out.status.success());
            let out = run(Command::new(bin).args(["1", "rotate180", "minimal"]), b"");
            let stdout = text(&out.stdout);
            let line = |label: &str| {
                stdout
                    .lines()
                    .find_map(|l| l.strip_prefix(label))
                    .unwrap_or_else(|| panic!("no {label:?} line in {stdout}"))
            };
            assert_eq!(line("puzzle:   "), pinned("rotate180-minimal 1 "));
            let cells =
                |l: &str| -> [u8; 81] { sudoku_testkit::data::parse_line(l).expect("81 cells") };
            let (puzzle, solution) = (cells(line("puzzle:   ")), cells(line("solution: ")));
            assert!(sudoku_testkit::is_solution_of(&puzzle, &solution));
            assert!(out.status.success());
            // A level, alone and with a symmetry and `minimal`, in any order: the pinned
            // puzzle, rated at that level.
            for (args, golden, rating) in [
                (
                    &["0", "diabolical"][..],
                    "diabolical 0 ",
                    "rating: 7.1 (diabolical), ",
                ),
                (
                    &["2", "minimal", "rotate180", "easy"][..],
                    "easy-rotate180-minimal 2 ",
                    "rating: 1.5 (easy), ",
                ),
            ] {
                let out = run(Command::new(bin).args(args), b"");
                let stdout = text(&out.stdout);
                let line = |label: &str| {
                    stdout
                        .lines()
                        .find(|l| l.starts_with(label))
                        .unwrap_or_else(|| panic!("no {label:?} line in {stdout}"))
                        .to_string()
                };
                assert_eq!(line("puzzle:   "), format!("puzzle:   {}", pinned(golden)));
                assert!(line("rating: ").starts_with(rating), "{stdout}");
                assert!(out.status.success());
            }
            let out = run(Command::new(bin).args(["1", "sideways"]), b"");
            assert!(text(&out.stderr).starts_with("usage: "));
            assert_eq!(out.status.code(), Some(2));
        },
    );
}

/// What `examples/hint.c` prints for its default puzzle (unbiased_1000's first): the next
/// hint's sentence and the rating.
const HINT_LINES: &str = "\
next: Hidden Single: in box 1, 2 fits only in r1c2
rating: 2.6/1.2/1.2 (medium), hardest step: Pointing, 57 steps
";

#[test]
fn hint_c_prints_the_next_hint_and_the_rating() {
    each_build(
        &["gcc", "clang"],
        &["c99", "c11"],
        "examples/hint.c",
        "hint_c",
        |bin| {
            assert_prints(bin, HINT_LINES);
            // With --path: the same two lines, then one numbered line per step of the rating,
            // the last one filling the last cell.
            let out = run(Command::new(bin).arg("--path"), b"");
            assert!(out.status.success(), "{}", text(&out.stderr));
            let stdout = text(&out.stdout);
            assert!(stdout.starts_with(HINT_LINES), "{stdout}");
            let steps: Vec<&str> = stdout.lines().skip(2).collect();
            assert_eq!(steps.len(), 57, "{stdout}");
            assert!(steps[56].starts_with(" 57. [1.0] Full House:"), "{stdout}");
            // Bad input gets its status message and exit status 1.
            let out = run(Command::new(bin).arg("123"), b"");
            assert_eq!(out.status.code(), Some(1));
            assert_eq!(
                text(&out.stderr),
                "the text is not 81 cells of 1-9, 0 or '.'\n"
            );
        },
    );
}

/// The string literals of `examples/sizes.c` assigned to `name` (`const char *name = "..."
/// "...";`), joined: the puzzles as the example holds them.
fn c_string(source: &str, name: &str) -> String {
    let start = source
        .find(&format!("*{name} ="))
        .unwrap_or_else(|| panic!("`{name}` in examples/sizes.c"));
    let end = start
        + source[start..]
            .find(';')
            .expect("the end of the assignment");
    source[start..end].split('"').skip(1).step_by(2).collect()
}

/// What `examples/sizes.c` must print for one puzzle: its solution by the reference (textbook
/// backtracking, so the row-major-first one), in the boxed layout.
fn sized_expected(box_rows: usize, box_cols: usize, text: &str) -> String {
    use sudoku_core::sized::{self, Shape};
    use sudoku_testkit::sized::{first_solution_bounded, Dims};
    let shape = Shape::new(box_rows, box_cols).expect("a good shape");
    let mut cells = vec![0u8; shape.cells()];
    sized::parse_into(shape, text.as_bytes(), &mut cells).expect("the example's text reads");
    let dims = Dims {
        rows: box_rows,
        cols: box_cols,
    };
    let answer = first_solution_bounded(dims, &cells, 50_000_000)
        .expect("the reference finishes")
        .expect("the puzzle has a solution");
    let boxed = match shape.size() {
        6 => {
            let mut g = [[0u8; 6]; 6];
            g.as_flattened_mut().copy_from_slice(&answer);
            format!("{:#}", sized::Grid::<6>::new(shape, g).expect("a solution"))
        }
        16 => {
            let mut g = [[0u8; 16]; 16];
            g.as_flattened_mut().copy_from_slice(&answer);
            format!(
                "{:#}",
                sized::Grid::<16>::new(shape, g).expect("a solution")
            )
        }
        n => panic!("no example of size {n}"),
    };
    let n = shape.size();
    format!("{n} x {n}, boxes of {box_rows} x {box_cols}:\n{boxed}")
}

#[test]
fn sizes_c_solves_a_six_and_a_sixteen() {
    let source = std::fs::read_to_string(root().join("examples/sizes.c")).expect("sizes.c");
    let expected = format!(
        "{}\n{}",
        sized_expected(2, 3, &c_string(&source, "six")),
        sized_expected(4, 4, &c_string(&source, "sixteen"))
    );
    each_build(
        &["gcc", "clang"],
        &["c99", "c11"],
        "examples/sizes.c",
        "sizes_c",
        |bin| assert_prints(bin, &expected),
    );
}

/// `examples/kids.c` prints the 6 × 6 of seed 2026 with 180° symmetry, boxed, and its
/// solution: the Rust generator's puzzle, and the reference's solution of it.
#[test]
fn kids_c_generates_a_six() {
    use sudoku_core::sized::{GenerateOptions, Grid, Shape};
    use sudoku_testkit::sized::{count_solutions_bounded, first_solution_bounded, Dims};
    let shape = Shape::new(2, 3).expect("a good shape");
    let options = GenerateOptions {
        symmetry: sudoku_core::Symmetry::Rotate180,
        ..GenerateOptions::default()
    };
    let made = Grid::<6>::generate(shape, 2026, &options).expect("a puzzle");
    let dims = Dims { rows: 2, cols: 3 };
    let cells: Vec<u8> = made.puzzle.cells().as_flattened().to_vec();
    assert_eq!(
        count_solutions_bounded(dims, &cells, 2, 10_000_000),
        Some(1)
    );
    let answer = first_solution_bounded(dims, &cells, 10_000_000)
        .expect("the reference finishes")
        .expect("a solution");
    let mut g = [[0u8; 6]; 6];
    g.as_flattened_mut().copy_from_slice(&answer);
    let solution = Grid::<6>::new(shape, g).expect("a solution");
    let expected = format!(
        "6 x 6 for seed 2026, boxes of 2 x 3:\n{:#}\nsolution:\n{solution:#}",
        made.puzzle
    );
    each_build(&["gcc"], &["c99"], "examples/kids.c", "kids_c", |bin| {
        assert_prints(bin, &expected)
    });
}
