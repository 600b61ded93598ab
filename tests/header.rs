//! Header freshness under plain `cargo test`: `include/sudoku.h` must be exactly what cbindgen
//! generates now from `ffi/lib.rs`, `cbindgen.toml` and the package version (the same
//! generation as `build.rs`: `header.rs`).
//!
//! Two copies are compared with the generated text, byte for byte: the file on disk (a hand
//! edit that no build overwrote) and the copy in git's index (a regenerated header that was
//! not committed; `make test-header` checks the same with `git diff`).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

include!("../header.rs");

/// The header as cbindgen generates it now.
fn generated() -> Vec<u8> {
    let mut out = Vec::new();
    generate_header(&root(), env!("CARGO_PKG_VERSION")).write(&mut out);
    out
}

/// The first line where `a` and `b` differ, for the failure message.
fn first_difference(a: &[u8], b: &[u8]) -> String {
    let a = String::from_utf8_lossy(a);
    let b = String::from_utf8_lossy(b);
    for (n, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            return format!("line {}:\n  checked in: {x}\n  generated:  {y}", n + 1);
        }
    }
    format!(
        "one is a prefix of the other ({} and {} lines)",
        a.lines().count(),
        b.lines().count()
    )
}

fn assert_same(what: &str, checked_in: &[u8], generated: &[u8]) {
    assert!(
        checked_in == generated,
        "{what} differs from what cbindgen generates now; run `cargo build` and commit \
         include/sudoku.h. First difference at {}",
        first_difference(checked_in, generated)
    );
}

#[test]
fn header_on_disk_is_what_cbindgen_generates() {
    let path = root().join("include/sudoku.h");
    let on_disk = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_same("include/sudoku.h on disk", &on_disk, &generated());
}

#[test]
fn header_in_git_is_what_cbindgen_generates() {
    let root = root();
    let inside_git = Command::new("git")
        .args(["rev-parse", "--is-inside-work-tree"])
        .current_dir(&root)
        .output()
        .is_ok_and(|o| o.status.success());
    if !inside_git {
        // Straight to standard error: the harness would capture `eprintln!` and hide the skip.
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED: {} is not a git checkout (or git is missing): only the header on disk \
             is compared",
            root.display()
        );
        return;
    }
    // `:path` is the staged copy: what the next commit holds.
    let staged = Command::new("git")
        .args(["show", ":include/sudoku.h"])
        .current_dir(Path::new(&root))
        .output()
        .expect("git runs");
    assert!(
        staged.status.success(),
        "include/sudoku.h is not in git: {}",
        String::from_utf8_lossy(&staged.stderr)
    );
    assert_same("include/sudoku.h in git", &staged.stdout, &generated());
}
