//! `sudoku rate`, `sudoku hint` and `sudoku generate` as a user runs them: the answers pinned
//! elsewhere (the explainer's doctest and `examples/hint.c`'s test, the generator's golden
//! file), the library's own answers puzzle by puzzle, the separately written reference of the
//! testkit for uniqueness, and the same output on one and two threads.

use std::process::{Command, Output};

use sudoku_core::explain::{self, Level, Stepper};
use sudoku_core::{Grid, Options, Symmetry};
use sudoku_testkit::known::{FOUR_SOLUTIONS, TEXTBOOK};
use sudoku_testkit::process::{self, text};
use sudoku_testkit::{data, reference};

/// unbiased_1000's first puzzle: `examples/hint.c`'s default, whose hint and rating
/// tests/examples.rs pins.
const UNBIASED_FIRST: &str =
    "..3.7..4...6..23.1.89.........1.7.8.517.....6...4.....271..9..5.95..........2....";

/// The generator's pinned output (`NAME SEED LINE`), as tests/generate.rs reads it.
const GOLDEN: &str = include_str!("../../tests/golden/generate.txt");

/// Runs the command with `args` and `stdin`.
fn sudoku(args: &[&str], stdin: &[u8]) -> Output {
    process::run(Command::new(env!("CARGO_BIN_EXE_sudoku")).args(args), stdin)
}

/// A CSV field (RFC 4180): quoted, its quotes doubled, when it holds a comma or a quote.
fn csv(field: &str) -> String {
    if field.contains([',', '"']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_string()
    }
}

fn grid(line: &str) -> Grid {
    line.parse().expect("a valid puzzle")
}

#[test]
fn rate_gives_the_rating_level_hardest_step_and_steps() {
    let input = format!("# three puzzles\n{TEXTBOOK}\n{UNBIASED_FIRST}\n{FOUR_SOLUTIONS}\nx\n");
    // The textbook puzzle needs singles only: one step per empty cell.
    let empty = TEXTBOOK.bytes().filter(|&b| b == b'.').count();
    assert_eq!(empty, 49);
    let out = sudoku(&["rate"], input.as_bytes());
    assert_eq!(
        text(&out.stdout),
        "1.5/1.2/1.2 easy Hidden Single, 49 steps\n\
         2.6/1.2/1.2 medium Pointing, 57 steps\n\
         multiple_solutions\n\
         parse_error\n"
    );
    assert_eq!(
        text(&out.stderr),
        "<stdin>:4: the puzzle has more than one solution\n\
         <stdin>:5: 'x' is not a cell: cells are 1-9, and 0 or '.' for an empty one\n"
    );
    assert_eq!(out.status.code(), Some(1));

    let out = sudoku(&["rate", "--csv"], input.as_bytes());
    assert_eq!(
        text(&out.stdout),
        format!(
            "file,line,puzzle,status,er,ep,ed,level,hardest,steps\n\
             <stdin>,2,{TEXTBOOK},ok,1.5,1.2,1.2,easy,Hidden Single,49\n\
             <stdin>,3,{UNBIASED_FIRST},ok,2.6,1.2,1.2,medium,Pointing,57\n\
             <stdin>,4,{FOUR_SOLUTIONS},multiple_solutions,,,,,,\n\
             <stdin>,5,,parse_error,,,,,,\n"
        )
    );
    assert_eq!(out.status.code(), Some(1));
}

/// The library's rating of every puzzle of a sample, in input order, on one and two threads.
#[test]
fn rate_answers_as_the_library_on_a_set() {
    let Some(puzzles) = data::spread("top1465.txt", 120) else {
        return;
    };
    let lines: Vec<String> = puzzles
        .iter()
        .map(|p| p.iter().map(|&d| char::from(b'0' + d)).collect())
        .collect();
    let input = lines.join("\n") + "\n";
    let mut expected = String::from("file,line,puzzle,status,er,ep,ed,level,hardest,steps\n");
    let se = |t: u8| format!("{}.{}", t / 10, t % 10);
    for (i, line) in lines.iter().enumerate() {
        let r = explain::rate(&grid(line)).expect("top1465 is explained");
        let puzzle = line.replace('0', ".");
        let mut hardest = String::new();
        r.write_se_name(&mut hardest).unwrap();
        let hardest = if hardest.contains(',') || hardest.contains('"') {
            format!("\"{}\"", hardest.replace('"', "\"\""))
        } else {
            hardest
        };
        expected += &format!(
            "<stdin>,{},{puzzle},ok,{},{},{},{},{hardest},{}\n",
            i + 1,
            se(r.rating),
            se(r.pearl),
            se(r.diamond),
            r.level.name(),
            r.steps
        );
    }
    for threads in ["1", "2"] {
        let out = sudoku(&["rate", "--csv", "-j", threads], input.as_bytes());
        assert_eq!(text(&out.stderr), "", "{threads} threads");
        assert_eq!(text(&out.stdout), expected, "{threads} threads");
        assert_eq!(out.status.code(), Some(0));
    }
}

#[test]
fn hint_writes_the_librarys_sentence() {
    let complete = grid(TEXTBOOK).solve().expect("solvable").to_string();
    let input = format!("{TEXTBOOK}\n{UNBIASED_FIRST}\n{complete}\n{FOUR_SOLUTIONS}\n");
    let out = sudoku(&["hint"], input.as_bytes());
    // The sentences the explainer's doctest and examples/hint.c's test pin.
    assert_eq!(
        text(&out.stdout),
        "Hidden Single: in box 3, 5 fits only in r3c7\n\
         Hidden Single: in box 1, 2 fits only in r1c2\n\
         complete\n\
         multiple_solutions\n"
    );
    assert_eq!(
        text(&out.stderr),
        "<stdin>:4: the puzzle has more than one solution\n"
    );
    assert_eq!(out.status.code(), Some(1));
    for line in [TEXTBOOK, UNBIASED_FIRST] {
        let g = grid(line);
        let step = explain::hint(&g, g.cells(), None).unwrap().unwrap();
        let out = sudoku(&["hint", "--csv"], format!("{line}\n").as_bytes());
        assert_eq!(
            text(&out.stdout),
            format!(
                "file,line,puzzle,status,rating,technique,sentence\n\
                 <stdin>,1,{line},ok,1.2,Hidden Single,\"{step}\"\n"
            )
        );
    }
}

/// `hint --path`: the library's path, a sentence a line and a blank line after each puzzle;
/// as CSV, a row a step.
#[test]
fn hint_path_writes_every_step() {
    let mut stepper = Stepper::new(&grid(UNBIASED_FIRST)).expect("one solution");
    let mut sentences = Vec::new();
    let mut ratings = Vec::new();
    while let Some(step) = stepper.next_step().expect("explained") {
        sentences.push(step.to_string());
        ratings.push(step.rating);
    }
    assert_eq!(sentences.len(), 57);
    assert!(sentences[56].starts_with("Full House: "));
    let input = format!("{UNBIASED_FIRST}\n{FOUR_SOLUTIONS}\n{UNBIASED_FIRST}\n");
    let out = sudoku(&["hint", "--path", "-j", "2"], input.as_bytes());
    let path = sentences.join("\n");
    assert_eq!(
        text(&out.stdout),
        format!("{path}\n\nmultiple_solutions\n\n{path}\n\n")
    );
    assert_eq!(out.status.code(), Some(1));

    let out = sudoku(
        &["hint", "--path", "--csv"],
        format!("{UNBIASED_FIRST}\n").as_bytes(),
    );
    let mut expected = String::from("file,line,puzzle,status,step,rating,technique,sentence\n");
    let mut stepper = Stepper::new(&grid(UNBIASED_FIRST)).expect("one solution");
    let mut n = 0;
    while let Some(step) = stepper.next_step().expect("explained") {
        n += 1;
        expected += &format!(
            "<stdin>,1,{UNBIASED_FIRST},ok,{n},{}.{},{},{}\n",
            step.rating / 10,
            step.rating % 10,
            step.technique.name(),
            csv(&step.to_string())
        );
    }
    assert_eq!(text(&out.stdout), expected);
    assert_eq!(out.status.code(), Some(0));
}

/// The golden file's lines for `name`: (seed, puzzle).
fn golden(name: &str) -> Vec<(u64, String)> {
    GOLDEN
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let mut f = l.split(' ');
            (f.next() == Some(name)).then(|| {
                let seed = f.next().expect("a seed").parse().expect("a number");
                (seed, f.next().expect("a puzzle").to_string())
            })
        })
        .collect()
}

#[test]
fn generate_writes_the_pinned_puzzles_in_seed_order() {
    for (name, args) in [
        ("any", vec![]),
        (
            "rotate180-minimal",
            vec!["--symmetry", "rotate180", "--minimal"],
        ),
        (
            "rotate90-28-36",
            vec![
                "--symmetry",
                "rotate90",
                "--min-clues",
                "28",
                "--max-clues",
                "36",
            ],
        ),
    ] {
        let pinned = golden(name);
        assert_eq!(pinned.len(), 3, "{name}");
        let first = pinned[0].0.to_string();
        let expected: String = pinned.iter().map(|(_, p)| format!("{p}\n")).collect();
        for threads in ["1", "2"] {
            let mut all = vec!["generate", "--count", "3", "--seed", &first, "-j", threads];
            all.extend(&args);
            let out = sudoku(&all, b"");
            assert_eq!(text(&out.stdout), expected, "{name}, {threads} threads");
            assert_eq!(text(&out.stderr), "");
            assert_eq!(out.status.code(), Some(0));
        }
    }
}

/// Each level: every puzzle has one solution (by the reference) and rates at the level (by
/// the library and by `sudoku rate`), the CSV's columns are the library's, and the output is
/// the same on one and two threads.
#[test]
fn generate_keeps_the_level_asked() {
    for level in Level::ALL {
        let args = [
            "generate",
            "-n",
            "6",
            "--seed",
            "1000",
            "--level",
            level.name(),
            "--csv",
        ];
        let one = sudoku(&[&args[..], &["-j", "1"]].concat(), b"");
        let two = sudoku(&[&args[..], &["-j", "2"]].concat(), b"");
        assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
        assert_eq!(one.stdout, two.stdout, "{}: 1 and 2 threads", level.name());
        let rows: Vec<&str> = text(&one.stdout).lines().collect();
        assert_eq!(rows[0], "seed,status,puzzle,clues,attempts");
        assert_eq!(rows.len(), 7);
        let options = Options {
            level: level as u8,
            ..Options::default()
        };
        let mut puzzles = String::new();
        for (i, row) in rows[1..].iter().enumerate() {
            let seed = 1000 + i as u64;
            let made = sudoku_core::generate(seed, &options).expect("the library makes it");
            assert_eq!(
                *row,
                format!(
                    "{seed},ok,{},{},{}",
                    made.puzzle,
                    made.puzzle.givens(),
                    made.attempts
                )
            );
            let cells = data::parse_line(&made.puzzle.to_string()).expect("81 cells");
            assert_eq!(reference::count_solutions(&cells, 2), 1, "{row}");
            let rating = explain::rate(&made.puzzle).expect("explained");
            assert_eq!(rating.level, level, "{row}");
            puzzles += &format!("{}\n", made.puzzle);
        }
        let rated = sudoku(&["rate"], puzzles.as_bytes());
        for line in text(&rated.stdout).lines() {
            assert_eq!(line.split(' ').nth(1), Some(level.name()), "{line}");
        }
        assert_eq!(text(&rated.stdout).lines().count(), 6);
    }
}

#[test]
fn generate_reports_seeds_that_fail_and_refuses_bad_options() {
    // One attempt each: the seeds whose first puzzle is not diabolical fail, the others are
    // written; exactly as the library answers.
    let out = sudoku(
        &[
            "generate",
            "-n",
            "8",
            "--seed",
            "0",
            "--level",
            "diabolical",
            "--max-attempts",
            "1",
        ],
        b"",
    );
    let options = Options {
        level: Level::Diabolical as u8,
        max_attempts: 1,
        ..Options::default()
    };
    let (mut expected, mut errors) = (String::new(), String::new());
    for seed in 0..8 {
        match sudoku_core::generate(seed, &options) {
            Ok(made) => expected += &format!("{}\n", made.puzzle),
            Err(e) => {
                expected += "limit_reached\n";
                errors += &format!("sudoku: seed {seed}: {e}\n");
            }
        }
    }
    assert!(!errors.is_empty() && expected.contains('.'));
    assert_eq!(text(&out.stdout), expected);
    assert_eq!(text(&out.stderr), errors);
    assert_eq!(out.status.code(), Some(1));

    for bad in [
        // No count of 30 is 0 or 1 modulo 4.
        vec![
            "--symmetry",
            "rotate90",
            "--min-clues",
            "30",
            "--max-clues",
            "30",
        ],
        vec!["--min-clues", "40", "--max-clues", "30"],
        vec!["--max-clues", "16"],
        vec!["--level", "impossible"],
        vec!["--symmetry", "sideways"],
        vec!["--max-attempts", "0"],
        vec!["--count", "-1"],
    ] {
        let out = sudoku(&[&["generate"][..], &bad].concat(), b"");
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout), "", "{bad:?}");
        assert!(!out.stderr.is_empty(), "{bad:?}");
    }
    // Symmetries hold, by the library's own check.
    let out = sudoku(
        &[
            "generate",
            "-n",
            "4",
            "--seed",
            "9",
            "--symmetry",
            "both-diagonals",
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(0));
    for line in text(&out.stdout).lines() {
        assert!(
            Symmetry::BothDiagonals.holds_for(&grid(line).flat()),
            "{line}"
        );
    }
}
