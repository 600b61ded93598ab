//! Regenerates `include/sudoku.h` from the C ABI in `ffi/lib.rs` with cbindgen.
//!
//! The header is checked in; the tests fail when the checked-in copy differs from what this
//! generates, so a stale header cannot land.

use std::path::Path;

fn main() {
    println!("cargo:rerun-if-changed=ffi");
    println!("cargo:rerun-if-changed=cbindgen.toml");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(root.join("cbindgen.toml"))
        .expect("cbindgen.toml is readable and valid");
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_src(root.join("ffi/lib.rs"))
        .generate()
        .expect("cbindgen can parse ffi/lib.rs");
    // Writes only when the text changed, so an up-to-date header keeps its timestamp.
    bindings.write_to_file(root.join("include/sudoku.h"));
}
