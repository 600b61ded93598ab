//! Regenerates `include/sudoku.h` from the C ABI in `ffi/lib.rs` with cbindgen, with the
//! version macros from the package version (`header.rs`).
//!
//! The header is checked in; the tests fail when the checked-in copy differs from what this
//! generates, so a stale header cannot land.

use std::path::Path;

include!("header.rs");

fn main() {
    println!("cargo:rerun-if-changed=ffi");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    println!("cargo:rerun-if-changed=header.rs");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    // Writes only when the text changed, so an up-to-date header keeps its timestamp.
    generate_header(root, env!("CARGO_PKG_VERSION")).write_to_file(root.join("include/sudoku.h"));
}
