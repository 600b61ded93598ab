// The generation of `include/sudoku.h`, shared by `build.rs` (which writes it) and
// `tests/header.rs` (which compares it with the checked-in copy), so that both generate it
// the same way. Included with `include!`, not a module of the library.

/// The header as cbindgen generates it from `ffi/lib.rs` and `cbindgen.toml`, with the version
/// macros taken from the package version (`version` is `CARGO_PKG_VERSION`, the workspace's one
/// version in `Cargo.toml`).
fn generate_header(root: &std::path::Path, version: &str) -> cbindgen::Bindings {
    let mut config = cbindgen::Config::from_file(root.join("cbindgen.toml"))
        .expect("cbindgen.toml is readable and valid");
    config.after_includes = Some(version_macros(version));
    cbindgen::Builder::new()
        .with_config(config)
        .with_src(root.join("ffi/lib.rs"))
        .generate()
        .expect("cbindgen can parse ffi/lib.rs")
}

/// `SUDOKU_VERSION_MAJOR`, `_MINOR`, `_PATCH` and `_STRING`, so that a program can check at
/// compile time what `sudoku_version()` tells at run time.
fn version_macros(version: &str) -> String {
    let mut numbers = version.split(['.', '-', '+']);
    let mut next = || {
        let n = numbers.next().unwrap_or("");
        assert!(
            !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()),
            "the package version {version:?} starts with MAJOR.MINOR.PATCH"
        );
        n.to_string()
    };
    let (major, minor, patch) = (next(), next(), next());
    format!(
        "\n/* The version of this header; sudoku_version() returns the library's at run time. */\n\
         #define SUDOKU_VERSION_MAJOR {major}\n\
         #define SUDOKU_VERSION_MINOR {minor}\n\
         #define SUDOKU_VERSION_PATCH {patch}\n\
         #define SUDOKU_VERSION_STRING \"{version}\""
    )
}
