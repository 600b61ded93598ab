//! Embeds the first 20 puzzles of `hardest_1106.txt` (from `$SUDOKU_DATA_DIR`, or
//! `../shared/data` beside the repository) and puts `memory.x` where the linker finds it.

use std::env;
use std::fs;
use std::path::PathBuf;

/// How many puzzles of the set the firmware solves.
const COUNT: usize = 20;

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").unwrap());
    let out = PathBuf::from(env::var_os("OUT_DIR").unwrap());

    fs::copy(manifest.join("memory.x"), out.join("memory.x")).unwrap();
    println!("cargo:rustc-link-search={}", out.display());
    println!("cargo:rerun-if-changed=memory.x");

    let dir = match env::var_os("SUDOKU_DATA_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => manifest.join("../../../shared/data"),
    };
    let path = dir.join("hardest_1106.txt");
    println!("cargo:rerun-if-env-changed=SUDOKU_DATA_DIR");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "the firmware embeds the puzzles of {}, which is not readable ({e}): put the \
             shared data beside the repository or set SUDOKU_DATA_DIR",
            path.display()
        )
    });
    let puzzles: Vec<String> = text
        .lines()
        .map(|l| l.trim_end_matches('\r'))
        .filter(|l| !l.starts_with('#') && l.len() == 81)
        .take(COUNT)
        .map(|l| {
            let cells: Vec<String> = l
                .bytes()
                .map(|b| match b {
                    b'1'..=b'9' => (b - b'0').to_string(),
                    b'.' | b'0' => "0".to_string(),
                    _ => panic!("{}: not a puzzle line: {l}", path.display()),
                })
                .collect();
            format!("    [{}],\n", cells.join(","))
        })
        .collect();
    assert_eq!(
        puzzles.len(),
        COUNT,
        "{} holds fewer than {COUNT} puzzles",
        path.display()
    );
    let source = format!(
        "/// The first {COUNT} puzzles of `hardest_1106.txt`, row by row, 0 for empty.\n\
         const HARDEST: [[u8; 81]; {COUNT}] = [\n{}];\n",
        puzzles.concat()
    );
    fs::write(out.join("puzzles.rs"), source).unwrap();
    golden(&manifest, &out);
}

/// The generator's golden values (`tests/golden/generate.txt`) as a table the firmware checks:
/// `(kind, seed, cells)`, kind 0 to 2 for the three options, 3 for the random solution.
fn golden(manifest: &std::path::Path, out: &std::path::Path) {
    let path = manifest.join("../../tests/golden/generate.txt");
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).unwrap();
    let levels = std::env::var_os("CARGO_FEATURE_GENERATOR_LEVELS").is_some();
    let mut rows = String::new();
    let mut n = 0;
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let fields: Vec<&str> = line.split(' ').collect();
        let kind = match fields[0] {
            "any" => 0,
            "rotate180-minimal" => 1,
            "rotate90-28-36" => 2,
            "solution" => 3,
            "easy" if levels => 5,
            "medium" if levels => 6,
            "hard" if levels => 7,
            "easy-rotate180-minimal" if levels => 10,
            // The shuffle is checked on the host only; the levels with `generator-levels`,
            // up to hard: fiendish and diabolical puzzles are rated by SE's chains, whose
            // working state does not fit this board's 64 KiB of RAM (embedded/README.md).
            _ => continue,
        };
        let cells: Vec<String> = fields[2]
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' }.to_string())
            .collect();
        rows += &format!("    ({kind}, {}, [{}]),\n", fields[1], cells.join(","));
        n += 1;
    }
    let source = format!(
        "/// The generator's golden values: (kind, seed, cells); kinds 0 any, 1 180° minimal,\n\
         /// 2 90° with 28 to 36 clues, 3 the random solution, 5 to 10 the levels.\n\
         const GOLDEN: [(u8, u64, [u8; 81]); {n}] = [\n{rows}];\n"
    );
    fs::write(out.join("golden.rs"), source).unwrap();
}
