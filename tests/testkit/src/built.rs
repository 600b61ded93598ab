//! The built C library (`libsudoku.a`, `libsudoku.so`), for the tests that link or inspect it
//! as a C user would.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The repository (this crate is `<repo>/tests/testkit`).
pub fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn modified(path: &Path) -> SystemTime {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The newest modification time of the Rust sources under `dir`.
fn newest_under(dir: &Path) -> SystemTime {
    let mut newest = SystemTime::UNIX_EPOCH;
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("a readable folder entry").path();
        let time = if path.is_dir() {
            newest_under(&path)
        } else if path.extension().is_some_and(|e| e == "rs") {
            modified(&path)
        } else {
            continue;
        };
        newest = newest.max(time);
    }
    newest
}

/// The folder of the built `libsudoku.a` and `libsudoku.so`: `$SUDOKU_LIB_DIR` (the Makefile
/// sets it), else `target/release`. Panics, saying what to do, when they are missing or older
/// than the Rust sources: the tests that need them never skip.
pub fn lib_dir() -> PathBuf {
    let root = repo_root();
    let dir = std::env::var_os("SUDOKU_LIB_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/release"));
    let sources = ["ffi", "core/src", "clib"]
        .iter()
        .map(|d| newest_under(&root.join(d)))
        .max()
        .unwrap_or(SystemTime::UNIX_EPOCH);
    for name in ["libsudoku.a", "libsudoku.so"] {
        let lib = dir.join(name);
        assert!(
            lib.is_file(),
            "the C library {} is missing: build it with `make lib` (or run `make test`), or \
             point SUDOKU_LIB_DIR at the folder that holds it",
            lib.display()
        );
        assert!(
            modified(&lib) >= sources,
            "the C library {} is older than the sources in ffi/, core/src or clib/: rebuild \
             it with `make lib` (or run `make test`)",
            lib.display()
        );
    }
    dir
}
