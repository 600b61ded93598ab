//! Gives the shared library its soname, `libsudoku.so.MAJOR`, from the one version in the
//! workspace's `Cargo.toml`, and puts the link of that name beside the built library, so that
//! programs linked with `-L target/release -lsudoku` find it at run time as they will find the
//! installed one (`make install`: `libsudoku.so.MAJOR.MINOR.PATCH` and its two links). A change
//! of MAJOR is an ABI break: an export removed or changed.

use std::path::{Path, PathBuf};

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    // ELF platforms; elsewhere (macOS's install names, Windows' DLLs) the linker's default.
    let elf = [
        "linux",
        "android",
        "freebsd",
        "netbsd",
        "openbsd",
        "dragonfly",
        "illumos",
    ];
    if !elf.contains(&os.as_str()) {
        return;
    }
    let soname = format!("libsudoku.so.{}", env!("CARGO_PKG_VERSION_MAJOR"));
    println!("cargo:rustc-cdylib-link-arg=-Wl,-soname,{soname}");
    match profile_dir() {
        Some(dir) => link_soname(&dir, &soname),
        None => println!("cargo:warning=no {soname} link made: the output folder is unknown"),
    }
}

/// The folder cargo puts the library in (`target/release`, `target/TRIPLE/debug`...):
/// `OUT_DIR` is `<that folder>/build/<package>-<hash>/out`.
fn profile_dir() -> Option<PathBuf> {
    let out = PathBuf::from(std::env::var_os("OUT_DIR")?);
    Some(out.ancestors().nth(3)?.to_path_buf())
}

/// `libsudoku.so.MAJOR -> libsudoku.so` in `dir` (made before the library itself is linked).
fn link_soname(dir: &Path, soname: &str) {
    let link = dir.join(soname);
    if std::fs::read_link(&link).is_ok_and(|target| target == Path::new("libsudoku.so")) {
        return;
    }
    let _ = std::fs::remove_file(&link);
    #[cfg(unix)]
    if let Err(e) = std::os::unix::fs::symlink("libsudoku.so", &link) {
        println!("cargo:warning=cannot make {}: {e}", link.display());
    }
}
