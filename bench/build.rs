//! Builds tdoku (`../shared/peers/tdoku`, BSD-2) into the benchmark, and only into it: the
//! library never sees it. clang++ when it is on the PATH (tdoku's own recommendation), else the
//! `cc` crate's default C++ compiler, with `-O3 -march=native` (tdoku is only fast with the
//! vector instructions of the machine it runs on).
//!
//! When the sources are missing (a user's checkout without `../shared`), the benchmark builds
//! without tdoku: it sets the `tdoku` cfg only when tdoku was built, and says which compiler and
//! flags were used (`TDOKU_BUILD`) or why tdoku is left out (`TDOKU_MISSING`). `TDOKU_DIR`
//! points the build at another copy of the sources.

use std::path::PathBuf;
use std::process::Command;

/// The solver and what it links with; the headers it includes sit beside them.
const SOURCES: [&str; 2] = ["solver_dpll_triad_simd.cc", "util.cc"];

fn main() {
    println!("cargo:rustc-check-cfg=cfg(tdoku)");
    println!("cargo:rerun-if-env-changed=TDOKU_DIR");
    println!("cargo:rerun-if-env-changed=CXX");
    println!("cargo:rustc-env=BENCH_RUSTC={}", rustc_version());

    let dir = match std::env::var_os("TDOKU_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/peers/tdoku"),
    };
    println!("cargo:rerun-if-changed={}", dir.display());
    let missing: Vec<PathBuf> = SOURCES
        .iter()
        .map(|f| dir.join(f))
        .filter(|p| !p.is_file())
        .collect();
    if !missing.is_empty() {
        let why = format!("tdoku's sources not found ({})", missing[0].display());
        println!("cargo:warning=building the benchmark without tdoku: {why}");
        println!("cargo:rustc-env=TDOKU_MISSING={why}");
        return;
    }

    let mut build = cc::Build::new();
    build
        .cpp(true)
        .std("c++14")
        .opt_level(3)
        .flag("-march=native")
        .warnings(false)
        .include(&dir);
    if clang_present() {
        build.compiler("clang++");
    }
    for f in SOURCES {
        let path = dir.join(f);
        println!("cargo:rerun-if-changed={}", path.display());
        build.file(path);
    }
    let tool = build.get_compiler();
    let version = Command::new(tool.path())
        .arg("--version")
        .output()
        .ok()
        .and_then(|o| {
            let text = String::from_utf8_lossy(&o.stdout).into_owned();
            text.lines().next().map(str::to_string)
        })
        .unwrap_or_else(|| "version unknown".to_string());
    // Every flag but the include path (a local folder, noise in a table).
    let mut args: Vec<String> = Vec::new();
    let mut skip = false;
    for a in tool.args() {
        let a = a.to_string_lossy().into_owned();
        if std::mem::take(&mut skip) {
            continue;
        }
        match a.as_str() {
            "-I" => skip = true,
            _ if a.starts_with("-I") => {}
            _ => args.push(a),
        }
    }
    build.compile("tdoku");
    println!(
        "cargo:rustc-env=TDOKU_BUILD={} ({version}) {}",
        tool.path().display(),
        args.join(" ")
    );
    println!("cargo:rustc-cfg=tdoku");
}

/// Whether `clang++` runs.
fn clang_present() -> bool {
    Command::new("clang++")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// The first line of `rustc --version` for the compiler cargo uses.
fn rustc_version() -> String {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    Command::new(rustc)
        .arg("--version")
        .output()
        .ok()
        .and_then(|o| {
            let text = String::from_utf8_lossy(&o.stdout).into_owned();
            text.lines().next().map(str::to_string)
        })
        .unwrap_or_else(|| "rustc (version unknown)".to_string())
}
