//! The `sudoku` command as a user runs it: its output, its messages and its exit status, on
//! hand-made inputs and on the public sets of `../shared/data` (skipped loudly when missing),
//! every answer checked against the separately written reference of the testkit.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use sudoku_testkit::known::{FOUR_SOLUTIONS, TEXTBOOK};
use sudoku_testkit::process::{self, text};
use sudoku_testkit::{data, is_solution_of};

const TEXTBOOK_SOLUTION: &str =
    "316578492529134768487629531263415987974863125851792643138947256692351874745286319";

/// Runs the command with `args` and `stdin`.
fn sudoku(args: &[&str], stdin: &[u8]) -> Output {
    process::run(Command::new(env!("CARGO_BIN_EXE_sudoku")).args(args), stdin)
}

fn tmp(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli");
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    dir.join(name)
}

/// A file as they come: CRLF, comments, blank lines, zeros, the boxed layout, failures and
/// malformed lines.
fn messy() -> String {
    let grid: sudoku_core::Grid = TEXTBOOK.parse().expect("the textbook puzzle");
    let boxed = format!("{grid:#}").replace('\n', "\r\n");
    let lines = [
        /* 1 */ "# a comment".to_string(),
        /* 2 */ TEXTBOOK.to_string(),
        /* 3 */ String::new(),
        /* 4 */ FOUR_SOLUTIONS.to_string(),
        /* 5: legal givens, no solution */ format!("12345678.........9{}", ".".repeat(63)),
        /* 6: two 3s in row 1 */ format!("3.65.84.3{}", &TEXTBOOK[9..]),
        /* 7: 80 cells */ TEXTBOOK[..80].to_string(),
        /* 8: a stray character */ format!("{}x{}", &TEXTBOOK[..40], &TEXTBOOK[41..]),
        /* 9 to 19: boxed */ boxed.trim_end().to_string(),
        /* 20 */ TEXTBOOK.replace('.', "0"),
    ];
    let mut s = lines.join("\r\n");
    s.push_str("\r\n");
    s
}

fn messy_errors(name: &str) -> String {
    format!(
        "{name}:5: the puzzle has no solution\n\
         {name}:6: 3 is given twice in row 1: r1c1 and r1c9\n\
         {name}:7: 80 cells: a puzzle is 81 cells on a line, or 9 lines of 9\n\
         {name}:8: 'x' is not a cell: cells are 1-9, and 0 or '.' for an empty one\n"
    )
}

#[test]
fn solve_writes_one_line_per_puzzle_in_order_and_reports_the_rest() {
    let first_of_four =
        "351274896649138527287695143128463975964751382573982614492516738736829451815347269";
    // One line per input: lines 7 and 8 are no puzzle (parse_error).
    let expected = format!(
        "{TEXTBOOK_SOLUTION}\n{first_of_four}\nno_solution\nconflict\nparse_error\nparse_error\n\
         {TEXTBOOK_SOLUTION}\n{TEXTBOOK_SOLUTION}\n"
    );
    // Standard input, `-`, and a file: the same answers.
    let path = tmp("messy.txt");
    std::fs::write(&path, messy()).expect("write messy.txt");
    let name = path.to_str().expect("a UTF-8 path");
    for (args, stdin, shown) in [
        (vec!["solve"], messy(), "<stdin>"),
        (vec!["solve", "-"], messy(), "<stdin>"),
        (vec!["solve", name], String::new(), name),
        (vec!["solve", "--threads", "2", name], String::new(), name),
    ] {
        let out = sudoku(&args, stdin.as_bytes());
        assert_eq!(text(&out.stdout), expected, "{args:?}");
        assert_eq!(text(&out.stderr), messy_errors(shown), "{args:?}");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
    }
}

#[test]
fn csv_has_a_header_and_the_file_and_line_of_each_puzzle() {
    let path = tmp("a, \"quoted\" name.txt");
    std::fs::write(&path, messy()).expect("write the file");
    let name = path.to_str().expect("a UTF-8 path");
    let quoted = format!("\"{}\"", name.replace('"', "\"\""));
    let out = sudoku(&["count", "--csv", "--limit", "3", name], b"");
    let four = ".5..7.89...9.38...2.7..5...12......5...7..3825...8.....9..1.7..7...29.518.53.7...";
    let no_solution = format!("12345678.........9{}", ".".repeat(63));
    let conflict = format!("3.65.84.3{}", &TEXTBOOK[9..]);
    assert_eq!(
        text(&out.stdout),
        format!(
            "file,line,puzzle,status,count\n\
             {quoted},2,{TEXTBOOK},ok,1\n\
             {quoted},4,{four},ok,3\n\
             {quoted},5,{no_solution},ok,0\n\
             {quoted},6,{conflict},conflict,\n\
             {quoted},7,,parse_error,\n\
             {quoted},8,,parse_error,\n\
             {quoted},9,{TEXTBOOK},ok,1\n\
             {quoted},20,{TEXTBOOK},ok,1\n"
        )
    );
    // count fails on bad givens only: a count of 0 is an answer.
    assert!(text(&out.stderr).starts_with(&format!("{name}:6: 3 is given twice in row 1")));
    assert_eq!(out.status.code(), Some(1));

    let out = sudoku(
        &["check", "--csv"],
        format!("{TEXTBOOK}\n{four}\n").as_bytes(),
    );
    assert_eq!(
        text(&out.stdout),
        format!(
            "file,line,puzzle,status\n<stdin>,1,{TEXTBOOK},ok\n<stdin>,2,{four},multiple_solutions\n"
        )
    );
    assert_eq!(
        text(&out.stderr),
        "<stdin>:2: the puzzle has more than one solution\n"
    );
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn format_writes_each_layout_and_reads_it_back() {
    let input = format!("{TEXTBOOK}\n{FOUR_SOLUTIONS}\n");
    let boxed = sudoku(&["format", "--boxed"], input.as_bytes());
    assert_eq!(boxed.status.code(), Some(0), "{}", text(&boxed.stderr));
    assert_eq!(text(&boxed.stdout).lines().count(), 24);
    let zeros = sudoku(&["format", "--zeros"], &boxed.stdout);
    assert_eq!(
        text(&zeros.stdout),
        input.replace('.', "0"),
        "{}",
        text(&zeros.stderr)
    );
    let line = sudoku(&["format"], &zeros.stdout);
    assert_eq!(text(&line.stdout), input);
    assert_eq!(line.status.code(), Some(0));
}

#[test]
fn exit_status_is_0_when_all_went_through_and_2_for_usage_or_io() {
    let out = sudoku(&["solve"], format!("{TEXTBOOK}\n").as_bytes());
    assert_eq!(text(&out.stdout), format!("{TEXTBOOK_SOLUTION}\n"));
    assert_eq!(text(&out.stderr), "");
    assert_eq!(out.status.code(), Some(0));

    let missing = tmp("missing.txt");
    let _ = std::fs::remove_file(&missing);
    let name = missing.to_str().expect("a UTF-8 path");
    // The missing file is reported, the other input still solved.
    let out = sudoku(&["solve", name, "-"], format!("{TEXTBOOK}\n").as_bytes());
    assert_eq!(text(&out.stdout), format!("{TEXTBOOK_SOLUTION}\n"));
    assert_eq!(
        text(&out.stderr),
        format!("sudoku: cannot read {name}: there is no such file\n")
    );
    assert_eq!(out.status.code(), Some(2));

    for bad in [
        vec!["solve", "--no-such-option"],
        vec!["frobnicate"],
        vec![],
        vec!["solve", "--threads", "0"],
        vec!["count", "--limit", "0"],
    ] {
        let out = sudoku(&bad, b"");
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout), "", "{bad:?}");
    }
    let out = sudoku(&["--version"], b"");
    assert_eq!(
        text(&out.stdout),
        format!("sudoku {}\n", env!("CARGO_PKG_VERSION"))
    );
    assert_eq!(out.status.code(), Some(0));
}

/// The answers of the command on a whole set (every puzzle has one solution, by the set's
/// README): `solve` and `count` with one and two threads, each answer checked against the
/// puzzle of the same rank with the testkit's own check (complete, valid, givens kept).
fn whole_set(name: &str) {
    let Some(puzzles) = data::load(name) else {
        return;
    };
    let path = data::data_dir().join(name);
    let file = path.to_str().expect("a UTF-8 path");
    let mut outputs = Vec::new();
    for threads in ["1", "2"] {
        let solved = sudoku(&["solve", "--threads", threads, file], b"");
        assert_eq!(text(&solved.stderr), "", "{name}");
        assert_eq!(solved.status.code(), Some(0), "{name}");
        let lines: Vec<&str> = text(&solved.stdout).lines().collect();
        assert_eq!(lines.len(), puzzles.len(), "{name}: one line per puzzle");
        for (i, (puzzle, line)) in puzzles.iter().zip(&lines).enumerate() {
            let answer = data::parse_line(line).unwrap_or_else(|| panic!("{name}: {line:?}"));
            assert!(
                is_solution_of(puzzle, &answer),
                "{name}: puzzle {i}: {line} is not a solution"
            );
        }
        outputs.push(solved.stdout);
        let counted = sudoku(&["count", "--threads", threads, file], b"");
        assert_eq!(counted.status.code(), Some(0), "{name}");
        let ones = text(&counted.stdout).lines().filter(|l| *l == "1").count();
        assert_eq!(ones, puzzles.len(), "{name}: every puzzle has one solution");
    }
    assert_eq!(
        outputs[0], outputs[1],
        "{name}: the same output on 1 and 2 threads"
    );
}

#[test]
fn seventeen_clue_set_solved_and_counted() {
    whole_set("17_clue.txt");
}

#[test]
fn forum_hardest_train_solved_and_counted() {
    whole_set("forum_hardest_train.txt");
}

/// Every input line that is no puzzle gets its output line, in text and CSV, for every
/// subcommand that reads puzzles, so that the outputs line up with the inputs.
#[test]
fn lines_that_are_no_puzzle_keep_their_place_in_the_output() {
    let input = format!("abc\n{TEXTBOOK}\n{}\n{TEXTBOOK}\n", &TEXTBOOK[..80]);
    let ok_lines = |task: &str| -> usize {
        let out = sudoku(&[task], input.as_bytes());
        assert_eq!(out.status.code(), Some(1), "{task}: {}", text(&out.stderr));
        let lines: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
        let parse_errors: Vec<usize> = lines
            .iter()
            .enumerate()
            .filter(|(_, l)| *l == "parse_error")
            .map(|(i, _)| i)
            .collect();
        assert_eq!(parse_errors, [0, 2], "{task}: {lines:?}");
        lines.len()
    };
    for task in ["solve", "count", "check", "format", "rate", "hint"] {
        assert_eq!(ok_lines(task), 4, "{task}");
        let out = sudoku(&[task, "--csv"], input.as_bytes());
        let rows: Vec<String> = text(&out.stdout).lines().map(str::to_string).collect();
        assert_eq!(rows.len(), 5, "{task}: {rows:?}");
        // file, line, an empty puzzle, the status, then the answer's columns, empty.
        assert!(
            rows[1].starts_with("<stdin>,1,,parse_error"),
            "{task}: {rows:?}"
        );
        assert!(
            rows[3].starts_with("<stdin>,3,,parse_error"),
            "{task}: {rows:?}"
        );
        let columns = rows[0].split(',').count();
        assert_eq!(rows[1].split(',').count(), columns, "{task}: {rows:?}");
        assert!(
            rows[2].starts_with(&format!("<stdin>,2,{TEXTBOOK},ok")),
            "{task}"
        );
    }
    // format's CSV has the status column its --help lists.
    let out = sudoku(&["format", "--csv"], format!("{TEXTBOOK}\n").as_bytes());
    assert_eq!(
        text(&out.stdout),
        format!("file,line,puzzle,status\n<stdin>,1,{TEXTBOOK},ok\n")
    );
}

/// An input with no puzzle (empty, or comments and blank lines only) is said, exit status 1.
#[test]
fn an_input_without_puzzles_is_said_and_fails() {
    let empty = tmp("empty.txt");
    std::fs::write(&empty, "# nothing but a comment\n\n").expect("write empty.txt");
    let name = empty.to_str().expect("a UTF-8 path");
    for (args, stdin, said) in [
        (
            vec!["solve"],
            "",
            "sudoku: <stdin>: no puzzle in it\n".to_string(),
        ),
        (
            vec!["rate", "--csv"],
            "",
            "sudoku: <stdin>: no puzzle in it\n".to_string(),
        ),
        (
            vec!["count", name],
            "",
            format!("sudoku: {name}: no puzzle in it\n"),
        ),
    ] {
        let out = sudoku(&args, stdin.as_bytes());
        assert_eq!(text(&out.stderr), said, "{args:?}");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
    }
    // The other inputs still go through.
    let out = sudoku(&["solve", name, "-"], format!("{TEXTBOOK}\n").as_bytes());
    assert_eq!(text(&out.stdout), format!("{TEXTBOOK_SOLUTION}\n"));
    assert_eq!(out.status.code(), Some(1));
}

/// The messages of item by item: each says what is wrong in words, and what to do.
#[test]
fn messages_say_what_is_wrong() {
    let said = |args: &[&str], stdin: &str| {
        let out = sudoku(args, stdin.as_bytes());
        (text(&out.stderr).to_string(), out.status.code())
    };
    let (e, code) = said(&["solve", "--threads", "0"], "");
    assert!(e.contains("at least 1 thread"), "{e}");
    assert!(!e.contains("non-zero type"), "{e}");
    assert_eq!(code, Some(2));
    let (e, code) = said(&["count", "--limit", "0"], TEXTBOOK);
    assert!(e.contains("a limit of 0 counts nothing"), "{e}");
    assert_eq!(code, Some(2));
    let (e, code) = said(&["generate", "--min-clues", "40", "--max-clues", "30"], "");
    assert_eq!(
        e,
        "sudoku generate: --min-clues 40 is above --max-clues 30 (see --help)\n"
    );
    assert_eq!(code, Some(2));
    let (e, _) = said(&["solve", "/"], "");
    assert_eq!(e, "sudoku: cannot read /: it is a folder, not a file\n");
    // A conflict in a column and in a box.
    let column = format!("3{}3{}", ".".repeat(8), ".".repeat(71));
    let (e, _) = said(&["check"], &column);
    assert_eq!(
        e,
        "<stdin>:1: 3 is given twice in column 1: r1c1 and r2c1\n"
    );
    // A solved grid has nothing to rate, and says so.
    let out = sudoku(&["rate"], TEXTBOOK_SOLUTION.as_bytes());
    assert_eq!(text(&out.stdout), "complete\n");
    assert_eq!(out.status.code(), Some(0));
    // So do hints; in CSV the status says it, with as many columns as the header.
    for (args, plain) in [
        (&["rate"][..], "complete\n"),
        (&["hint"][..], "complete\n"),
        (&["hint", "--path"][..], "complete\n\n"),
    ] {
        let out = sudoku(args, TEXTBOOK_SOLUTION.as_bytes());
        assert_eq!(text(&out.stdout), plain, "{args:?}");
        let csv = [args, &["--csv"][..]].concat();
        let out = sudoku(&csv, TEXTBOOK_SOLUTION.as_bytes());
        let stdout = text(&out.stdout);
        let mut lines = stdout.lines();
        let columns = lines.next().map(|h| h.split(',').count());
        let row = lines.next().unwrap_or_default();
        assert!(
            row.starts_with(&format!("<stdin>,1,{TEXTBOOK_SOLUTION},complete,")),
            "{csv:?}: {row}"
        );
        assert_eq!(Some(row.split(',').count()), columns, "{csv:?}: {row}");
        assert!(row.split(',').skip(4).all(str::is_empty), "{csv:?}: {row}");
    }
    // --boxed --zeros: the boxed layout with zeros, not a usage error.
    let out = sudoku(&["format", "--boxed", "--zeros"], TEXTBOOK.as_bytes());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).starts_with("3 0 6  | 5 0 8  | 4 0 0\n"));
    // Every subcommand's --help gives its exit statuses.
    for sub in [
        "solve", "count", "check", "rate", "hint", "format", "generate",
    ] {
        let out = sudoku(&[sub, "--help"], b"");
        let help = text(&out.stdout);
        assert!(help.contains("Exit status: 0 when every"), "{sub}: {help}");
        assert!(help.contains("2 for a usage error"), "{sub}: {help}");
    }
}

/// Runs `sudoku ARGS` on a pseudo-terminal `columns` wide (`script`, util-linux), its
/// standard output to `out`; what it drew, its escape sequences removed, a line per redraw.
fn drawn_on_a_terminal(args: &str, columns: u16, out: &Path) -> Vec<String> {
    let command = format!(
        "stty cols {columns} rows 24; {} {args} > {}",
        env!("CARGO_BIN_EXE_sudoku"),
        out.display()
    );
    let run = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .output()
        .expect("script (util-linux) runs");
    assert!(run.status.success(), "{}", text(&run.stderr));
    let raw = String::from_utf8_lossy(&run.stdout);
    let mut lines = Vec::new();
    for line in raw.split(['\r', '\n']) {
        // CSI sequences: ESC [ parameters final-byte.
        let mut plain = String::new();
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            if c == '\u{1b}' {
                for d in chars.by_ref() {
                    if d.is_ascii_alphabetic() {
                        break;
                    }
                }
            } else {
                plain.push(c);
            }
        }
        if !plain.trim().is_empty() {
            lines.push(plain);
        }
    }
    lines
}

/// The progress bar: drawn on a terminal when the work is still going after a second, never
/// wider than the terminal; not for a short run, nor with --no-progress, nor when standard
/// error is not a terminal (every other test here: their standard error is exactly the
/// messages).
#[test]
fn progress_bar_for_long_work_on_a_terminal_within_its_width() {
    let Some(_) = data::load("top1465.txt") else {
        return;
    };
    // About 3 s of rating on one thread (0.85 s for the first 150 on an idle machine).
    let set = std::fs::read_to_string(data::data_dir().join("top1465.txt")).expect("top1465");
    let lines: Vec<&str> = set.lines().filter(|l| l.len() == 81).take(600).collect();
    assert_eq!(lines.len(), 600);
    let long = tmp("progress-long.txt");
    std::fs::write(&long, lines.join("\n") + "\n").expect("write the puzzles");
    let out = tmp("progress.out");
    let args = format!("rate --threads 1 {}", long.display());
    for columns in [60] {
        let drawn = drawn_on_a_terminal(&args, columns, &out);
        assert!(
            drawn.iter().any(|l| l.contains('%')),
            "no bar drawn on a terminal {columns} wide: {drawn:?}"
        );
        for line in &drawn {
            assert!(
                line.chars().count() <= usize::from(columns),
                "a line wider than the terminal ({columns}): {line:?}"
            );
        }
        let rated = std::fs::read_to_string(&out).expect("the ratings");
        assert_eq!(
            rated.lines().count(),
            600,
            "the bar went to standard output"
        );
        assert!(!rated.contains('%'));
    }
    let quiet = drawn_on_a_terminal(&format!("{args} --no-progress"), 80, &out);
    assert!(quiet.iter().all(|l| !l.contains('%')), "{quiet:?}");

    // A short run (milliseconds, whatever the input's size): nothing drawn.
    let short = tmp("progress-short.txt");
    std::fs::write(&short, lines[..20].join("\n") + "\n").expect("write the puzzles");
    let drawn = drawn_on_a_terminal(&format!("solve {}", short.display()), 80, &out);
    assert!(drawn.iter().all(|l| !l.contains('%')), "{drawn:?}");
}

/// The man pages and the completions `make install` installs, as the command writes them.
#[test]
fn man_pages_and_completions() {
    let dir = tmp("man");
    let _ = std::fs::remove_dir_all(&dir);
    let out = sudoku(&["man", dir.to_str().expect("a UTF-8 path")], b"");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let mut pages: Vec<String> = std::fs::read_dir(&dir)
        .expect("the folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    pages.sort();
    assert_eq!(
        pages,
        [
            "sudoku-check.1",
            "sudoku-completions.1",
            "sudoku-count.1",
            "sudoku-format.1",
            "sudoku-generate.1",
            "sudoku-hint.1",
            "sudoku-man.1",
            "sudoku-rate.1",
            "sudoku-solve.1",
            "sudoku.1"
        ]
    );
    let solve = std::fs::read_to_string(dir.join("sudoku-solve.1")).expect("sudoku-solve.1");
    assert!(
        solve.starts_with(".ie") || solve.contains(".TH sudoku-solve 1"),
        "{solve}"
    );
    assert!(
        solve.contains("threads") && solve.contains("Exit status"),
        "{solve}"
    );
    for (shell, mark) in [
        ("bash", "_sudoku()"),
        ("zsh", "#compdef sudoku"),
        ("fish", "complete -c sudoku"),
    ] {
        let out = sudoku(&["completions", shell], b"");
        assert_eq!(out.status.code(), Some(0), "{shell}");
        assert!(text(&out.stdout).contains(mark), "{shell}: no {mark}");
    }
    let out = sudoku(&["man", "/proc/no-such/dir"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).starts_with("sudoku man: cannot write into /proc/no-such/dir"));
}
