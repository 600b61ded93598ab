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
}
