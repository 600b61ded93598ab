//! The ABI as a list: `ffi/exports.txt` is what the shared library exports, exactly.
//!
//! Compared with `nm -D --defined-only` of the built `libsudoku.so` (every defined dynamic
//! symbol must be on the list, and every name on the list defined), with the global functions
//! the archive `libsudoku.a` defines, and with the functions `include/sudoku.h` declares. The
//! shared library's soname must be `libsudoku.so.MAJOR` of the package version. So removing
//! or renaming an export is a visible decision, made in the list (and, as an ABI break, in the
//! major version).

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use sudoku_testkit::built::{lib_dir, repo_root};

/// The names of `ffi/exports.txt` (comments and blank lines aside), checked to be sorted.
fn listed() -> BTreeSet<String> {
    let path = repo_root().join("ffi/exports.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let names: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    let mut sorted = names.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(
        names, sorted,
        "ffi/exports.txt: one name a line, sorted, no repeats"
    );
    assert!(!names.is_empty(), "ffi/exports.txt lists no export");
    names.into_iter().collect()
}

/// Runs `nm ARGS FILE` and returns the names of its symbol lines whose type letter is one of
/// `types`.
fn nm(args: &[&str], file: &Path, types: &str) -> BTreeSet<String> {
    let out = Command::new("nm")
        .args(args)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("cannot run nm ({e}): binutils provides it"));
    assert!(
        out.status.success(),
        "nm {args:?} {}: {}",
        file.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .expect("nm prints UTF-8")
        .lines()
        .filter_map(|line| {
            let mut fields = line.split_whitespace().rev();
            let name = fields.next()?;
            let kind = fields.next()?;
            types.contains(kind).then(|| name.to_string())
        })
        .collect()
}

#[test]
fn shared_library_exports_exactly_the_list() {
    let so = lib_dir().join("libsudoku.so");
    // Every defined dynamic symbol, whatever its type: nothing but the list may be visible.
    let exported = nm(&["-D", "--defined-only"], &so, "ABCDGIRSTUVWabcdgirstuvw");
    assert_eq!(
        exported,
        listed(),
        "{}: defined dynamic symbols",
        so.display()
    );
}

#[test]
fn archive_defines_every_listed_function() {
    let archive = lib_dir().join("libsudoku.a");
    let defined: BTreeSet<String> = nm(&["--defined-only", "-g"], &archive, "T")
        .into_iter()
        .filter(|name| name.starts_with("sudoku_"))
        .collect();
    assert_eq!(
        defined,
        listed(),
        "{}: global sudoku_* functions",
        archive.display()
    );
}

#[test]
fn header_declares_exactly_the_listed_functions() {
    let path = repo_root().join("include/sudoku.h");
    let header =
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    // cbindgen writes each declaration on one line: `<type> sudoku_name(<params>);`.
    let declared: BTreeSet<String> = header
        .lines()
        .filter(|l| !l.starts_with("//") && !l.starts_with('#') && l.ends_with(");"))
        .filter_map(|l| {
            let name = l[..l.find('(')?].rsplit([' ', '*']).next()?;
            name.starts_with("sudoku_").then(|| name.to_string())
        })
        .collect();
    assert_eq!(declared, listed(), "include/sudoku.h: declared functions");
}

#[test]
fn soname_is_the_major_version() {
    let so = lib_dir().join("libsudoku.so");
    let out = Command::new("readelf")
        .arg("-d")
        .arg(&so)
        .output()
        .unwrap_or_else(|e| panic!("cannot run readelf ({e}): binutils provides it"));
    let dynamic = String::from_utf8_lossy(&out.stdout);
    let soname = format!(
        "Library soname: [libsudoku.so.{}]",
        env!("CARGO_PKG_VERSION_MAJOR")
    );
    assert!(
        dynamic.contains(&soname),
        "{}: no `{soname}` in\n{dynamic}",
        so.display()
    );
}
